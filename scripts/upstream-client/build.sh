#!/usr/bin/env bash
# Extracts one of lilishop-ui's clients (buyer, seller or manager) from a git mirror, points it at this
# API, bundles Vue and iView instead of loading them from lilishop's CDN, and builds it (no minifying,
# no gzip copies). seller and manager import `price-color`, which the npm registry no longer serves:
# the recipe writes a small local package of the same name (below) and depends on it by `file:`.
# Usage: scripts/upstream-client/build.sh <lilishop-ui git dir> <work dir> [buyer|seller|manager] [api origin]
set -euo pipefail
MIRROR=${1:?lilishop-ui git dir}
WORK=${2:?work dir}
CLIENT=${3:-buyer}
API=${4:-http://localhost:11700}
case "$CLIENT" in buyer | seller | manager) ;; *) echo "client must be buyer, seller or manager" >&2; exit 2 ;; esac
mkdir -p "$WORK"
rm -rf "$WORK/$CLIENT"
git -C "$MIRROR" archive HEAD "$CLIENT" | tar -x -C "$WORK"
cd "$WORK/$CLIENT"
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
edit('src/config/index.js', [[/enableCDN: true/, 'enableCDN: false']])
edit('public/config.js', [[/https:\/\/[a-z-]+-api\.pickmall\.cn/g, api]])
edit('vue.config.js', [
  ['jsPlugin = enableProduction ? jsPlugin : [];', 'jsPlugin = [];'],
  [/plugins: \[\s*new CompressionPlugin\(\{[^}]*\}\)\s*\],/, 'plugins: [],'],
  ['minimizer: jsPlugin,', 'minimize: false,'],
])
// npm ignores yarn's `resolutions`: node-sass (no Python 2 here) becomes dart sass, as upstream meant.
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'))
pkg.overrides = { 'node-sass': 'npm:sass@^1.63.6' }
if (pkg.dependencies['price-color']) {
  // What the consoles use of price-color: `Vue.use(priceColor)` registers <priceColorScheme> with props
  // value, color, unit (default ¥; '' for a rate, '+'/'-' for points) and customer (a style object);
  // it shows the unit and the amount (money to two decimals) in the colour, then its slot (e.g. '%').
  fs.mkdirSync('local/price-color', { recursive: true })
  fs.writeFileSync(
    'local/price-color/package.json',
    JSON.stringify({ name: 'price-color', version: '1.0.2-local', main: 'index.js' }, null, 2),
  )
  fs.writeFileSync(
    'local/price-color/index.js',
    `const priceColorScheme = {
  name: 'priceColorScheme',
  props: {
    value: { type: [Number, String], default: 0 },
    color: { type: String, default: '' },
    unit: { type: String, default: '\\u00a5' },
    customer: { type: Object, default: () => ({}) },
  },
  render(h) {
    const n = Number(this.value)
    const text = this.unit === '\\u00a5' && Number.isFinite(n) ? n.toFixed(2) : String(this.value == null ? '' : this.value)
    const style = Object.assign({ color: this.color || 'inherit' }, this.customer)
    return h('span', { class: 'price-color', style }, [this.unit + text, this.$slots.default])
  },
}
module.exports = {
  install(Vue) {
    Vue.component('priceColorScheme', priceColorScheme)
  },
}
module.exports.default = module.exports
`,
  )
  pkg.dependencies['price-color'] = 'file:./local/price-color'
}
fs.writeFileSync('package.json', JSON.stringify(pkg, null, 2))
JS
nice -n 10 npm install --no-audit --no-fund --legacy-peer-deps
NODE_OPTIONS=--openssl-legacy-provider nice -n 10 npx vue-cli-service build
echo "built $WORK/$CLIENT/dist — serve it: node scripts/upstream-client/serve.mjs $WORK/$CLIENT/dist <port>"
