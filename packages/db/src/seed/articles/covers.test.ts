import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MOTIFS, NEWS_COVERS, newsCoverPath, newsCoverSvg, PALETTES } from './cover-art.ts'
import { NEWS_ARTICLES } from './index.ts'

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../apps/web/public')

/** Issue 65: the news list showed the same sailboat on most items; each demo article has its own picture. */
describe('demo news covers', () => {
  it('give every news article a picture of its own: no two share a file or a drawing', () => {
    const ids = NEWS_ARTICLES.map((a) => a.id)
    expect(Object.keys(NEWS_COVERS).sort()).toEqual([...ids].sort())
    const paths = ids.map(newsCoverPath)
    expect(new Set(paths).size).toBe(ids.length)
    const drawings = ids.map((id) => newsCoverSvg(id, NEWS_COVERS[id] ?? { motif: 'ship', palette: 'navy' }))
    expect(new Set(drawings).size).toBe(ids.length)
    // Not only the backdrop differs: no two articles take the same motif in the same colourway and option.
    const looks = ids.map((id) => {
      const spec = NEWS_COVERS[id]
      return `${spec?.motif}/${spec?.palette}/${spec?.option ?? ''}`
    })
    expect(new Set(looks).size).toBe(ids.length)
  })

  it('neighbours in a category differ in motif', () => {
    for (const category of new Set(NEWS_ARTICLES.map((a) => a.categoryId))) {
      const motifs = NEWS_ARTICLES.filter((a) => a.categoryId === category).map(
        (a) => NEWS_COVERS[a.id]?.motif,
      )
      for (let i = 1; i < motifs.length; i++) expect(motifs[i], `${category} #${i}`).not.toBe(motifs[i - 1])
    }
  })

  it('uses known motifs and colourways, and the files on disk are what the code draws', async () => {
    for (const [id, spec] of Object.entries(NEWS_COVERS)) {
      expect(MOTIFS[spec.motif], id).toBeDefined()
      expect(PALETTES[spec.palette], id).toBeDefined()
      const written = await readFile(path.join(publicDir, newsCoverPath(id)), 'utf8')
      expect(written, `${id}: run npx tsx scripts/draw-news-covers.mts`).toBe(`${newsCoverSvg(id, spec)}\n`)
    }
  })
})
