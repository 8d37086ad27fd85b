// Serves a built lilishop-ui client (`buyer/dist`, `seller/dist` or `manager/dist`) (history-mode router: unknown paths get index.html).
// Usage: node scripts/upstream-client/serve.mjs <dist dir> [port=11720]
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

const root = process.argv[2]
const port = Number(process.argv[3] ?? 11720)
if (!root) throw new Error('usage: serve.mjs <dist dir> [port]')
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
}
const isFile = (p) => {
  try {
    return statSync(p).isFile()
  } catch {
    return false
  }
}
createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  )
  let file = join(root, path)
  if (!isFile(file)) file = join(root, 'index.html')
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(res)
}).listen(port, () => console.log(`lilishop client on http://localhost:${port}`))
