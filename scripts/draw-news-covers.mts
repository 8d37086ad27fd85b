/**
 * Writes the demo news covers (packages/db seed/articles/cover-art.ts) to apps/web/public/media/news/a/.
 * `npx tsx scripts/draw-news-covers.mts` after changing a motif, palette or article; covers.test.ts
 * fails while the written files differ from the code.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { NEWS_COVERS, newsCoverSvg } from '../packages/db/src/seed/articles/cover-art.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.join(root, 'apps/web/public/media/news/a')
await mkdir(dir, { recursive: true })
for (const [id, spec] of Object.entries(NEWS_COVERS)) {
  await writeFile(path.join(dir, `${id}.svg`), `${newsCoverSvg(id, spec)}\n`)
}
console.log(`${Object.keys(NEWS_COVERS).length} covers in ${path.relative(root, dir)}`)
