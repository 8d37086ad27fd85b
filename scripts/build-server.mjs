// `npm run build` (second half): the API server as one JavaScript file, apps/api/dist/server.mjs,
// which `npm start` runs with plain Node. Under tsx a node carried a second V8 isolate for the
// loader, an esbuild process and every module's source map: about 70 MB of RSS (decision 022).
// Packages stay in node_modules; our workspace packages (TypeScript) are bundled.
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { asciiOnly, NON_ASCII } from './ascii-only.mjs'

const root = path.resolve(import.meta.dirname, '..')
export const serverBundle = path.join(root, 'apps/api/dist/server.mjs')
/** The web app's server build (React Router's) the API server renders pages with: its entry and chunks. */
const webServerDir = path.join(process.env.WEB_BUILD_DIR ?? path.join(root, 'apps/web/build'), 'server')
const webServerFiles = existsSync(webServerDir)
  ? (await readdir(webServerDir, { recursive: true }))
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(webServerDir, file))
  : []

/**
 * Everything but our own sources and workspace packages is loaded from node_modules at run time. A
 * package that npm installed beside the workspace package using it (another version than the root's)
 * is imported by its path, since the bundle in apps/api/dist would otherwise find the root's.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    // apps/api/dist resolves packages as apps/api/src does (the same node_modules above it).
    const besideBundle = path.join(root, 'apps/api/src')
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@silk/') || args.pluginData?.resolving) return undefined
      if (args.path.startsWith('node:')) return { path: args.path, external: true }
      const options = { kind: args.kind, pluginData: { resolving: true } }
      const own = await b.resolve(args.path, { ...options, resolveDir: args.resolveDir })
      const shared = await b.resolve(args.path, { ...options, resolveDir: besideBundle })
      const same = own.errors.length === 0 && shared.errors.length === 0 && own.path === shared.path
      return { path: same || own.errors.length > 0 ? args.path : own.path, external: true }
    })
  },
}

/**
 * `import.meta.url` keeps meaning the source file's own location (migrations, the web build and
 * packages are found relative to it), not the bundle's.
 */
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8')
      if (!text.includes('import.meta.url')) return undefined
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      }
    })
  },
}

await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts')],
  outfile: serverBundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Readable stack traces without a source map held in memory.
  minify: false,
  keepNames: true,
  plugins: [externalPackages, sourceLocation],
  logLevel: 'warning',
})
for (const file of [serverBundle, ...webServerFiles]) {
  const code = await asciiOnly(await readFile(file, 'utf8'))
  await writeFile(file, code)
  const left = code.match(new RegExp(NON_ASCII, 'gu'))?.length
  if (left) console.warn(`${path.relative(root, file)}: ${left} non-ASCII characters left (tagged templates)`)
}
console.log(`server bundle: ${path.relative(root, serverBundle)}`)
