// Fails when a production dependency's `engines.node` excludes the Node version the README promises
// ("Node.js 20.19 or newer"): such a package may break on the machines we tell people to use.
// Reads package-lock.json, so it checks exactly what `npm ci` installs, without the network.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'

const root = path.resolve(import.meta.dirname, '..')
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
const promised = readme.match(/Node\.js (\d+\.\d+(?:\.\d+)?) or newer/)?.[1]
if (!promised) {
  console.error('✖ README.md does not say "Node.js X.Y or newer"; cannot check engines')
  process.exit(1)
}
const oldest = semver.coerce(promised)?.version ?? promised

const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
const excluding = Object.entries(lock.packages)
  .filter(([where, pkg]) => where.includes('node_modules/') && !pkg.dev && !pkg.optional && pkg.engines?.node)
  .filter(([, pkg]) => !semver.satisfies(oldest, pkg.engines.node, { includePrerelease: true }))

if (excluding.length > 0) {
  console.error(`✖ production dependencies that do not run on Node ${oldest} (README.md):`)
  for (const [where, pkg] of excluding)
    console.error(`  ${where}@${pkg.version}: engines.node ${pkg.engines.node}`)
  process.exit(1)
}
console.log(`✓ every production dependency allows Node ${oldest}`)
