#!/usr/bin/env bash
# Extracts lilishop-ui's PC buyer client from a git mirror, points it at this API, bundles Vue and
# iView instead of loading them from lilishop's CDN, and builds it (no minifying, no gzip copies).
# Usage: scripts/upstream-client/build.sh <lilishop-ui git dir> <work dir> [api origin]
set -euo pipefail
MIRROR=${1:?lilishop-ui git dir}
WORK=${2:?work dir}
API=${3:-http://localhost:11700}
mkdir -p "$WORK"
git -C "$MIRROR" archive HEAD buyer | tar -x -C "$WORK"
cd "$WORK/buyer"
node - "$API" <<'JS'
const fs = require('node:fs')
const api = process.argv[2]
const edit = (file, pairs) => {
  let text = fs.readFileSync(file, 'utf8')
  for (const [from, to] of pairs) {
    const next = text.replace(from, to)
    if (next === text) throw new Error(`${file}: ${from} not found`)
    text = next
  }
  fs.writeFileSync(file, text)
}
edit('src/config/index.js', [['enableCDN: true', 'enableCDN: false']])
edit('public/config.js', [[/https:\/\/[a-z-]+-api\.pickmall\.cn/g, api]])
edit('vue.config.js', [
  ['jsPlugin = enableProduction ? jsPlugin : [];', 'jsPlugin = [];'],
  [/plugins: \[\s*new CompressionPlugin\(\{[^}]*\}\)\s*\],/, 'plugins: [],'],
  ['minimizer: jsPlugin,', 'minimize: false,'],
])
// npm ignores yarn's `resolutions`: node-sass (no Python 2 here) becomes dart sass, as upstream meant.
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'))
pkg.overrides = { 'node-sass': 'npm:sass@^1.63.6' }
fs.writeFileSync('package.json', JSON.stringify(pkg, null, 2))
JS
nice -n 10 npm install --no-audit --no-fund --legacy-peer-deps
NODE_OPTIONS=--openssl-legacy-provider npx vue-cli-service build
echo "built $WORK/buyer/dist — serve it: node scripts/upstream-client/serve.mjs $WORK/buyer/dist 11720"
