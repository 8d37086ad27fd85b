import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generateGoods } from '@silk/db/seed/catalogue/generate'
import { seededPictures } from '@silk/db/seed/pictures'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../testing/app.ts'
import { drawPictures, type PictureDrawing } from './render-goods-image.ts'

describe('seeded pictures (issue 64)', () => {
  const dirs: string[] = []
  const cacheDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'silk-pictures-'))
    dirs.push(dir)
    return dir
  }
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('lists every picture the demo seeders write, description figures and reviews included', () => {
    const all = new Set(seededPictures({ demo: true }))
    const { goodsRows, skuRows, evaluationRows } = generateGoods({ goodsPerLeaf: 12, withEvaluations: true })
    for (const g of goodsRows) {
      for (const url of g.images as string[]) expect(all).toContain(url)
      for (const m of (g.intro ?? '').matchAll(/src="([^"]+)"/g)) expect(all).toContain(m[1])
    }
    for (const s of skuRows) expect(all).toContain((s.images as string[])[0])
    for (const e of evaluationRows) if (e.images) expect(all).toContain(e.images)
    // Without the demo, only the reference data's (the home banners).
    expect(seededPictures({ demo: false }).length).toBeGreaterThan(0)
    expect(seededPictures({ demo: false }).length).toBeLessThan(10)
    // Shared views keep the number a start can draw in reasonable time.
    expect(all.size).toBeLessThan(3000)
  })

  it('says starting until the seeded pictures are drawn, then ready, and serves them from disk', async () => {
    const dir = await cacheDir()
    const urls = [
      '/media/goods/puer-cake/3t2021-0.webp',
      '/media/goods/puer-cake/0t2021-1.webp',
      '/media/goods/meiping/5-0.webp',
    ]
    // The node is given the drawing before it begins, so its start is seen whatever the machine's speed.
    let drawing: PictureDrawing | null = null
    const pictures: PictureDrawing = {
      total: urls.length,
      get drawn() {
        return drawing?.drawn ?? 0
      },
      get done() {
        return drawing?.done ?? false
      },
      get finished() {
        return drawing?.finished ?? Promise.resolve()
      },
    }
    const t = await createTestApp({ seed: 'reference', pictures, env: { MEDIA_CACHE_DIR: dir } })
    try {
      const starting = await t.app.inject('/readyz')
      expect(starting.statusCode).toBe(503)
      expect(starting.json()).toMatchObject({ status: 'starting', pictures: '0/3' })
      drawing = drawPictures(dir, urls, { concurrency: 2 })
      await drawing.finished
      const ready = await t.app.inject('/readyz')
      expect(ready.statusCode).toBe(200)
      expect(ready.json()).toMatchObject({ status: 'ready' })
      const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.webp'))
      expect(files).toHaveLength(9)
      // Served as drawn, not drawn again: the file on disk keeps its time.
      const file = files.find((f) => f.endsWith('meiping/5-0-400.webp')) as string
      const before = (await stat(path.join(dir, file))).mtimeMs
      const res = await t.app.inject('/media/goods/meiping/5-0-400.webp')
      expect(res.statusCode).toBe(200)
      expect((await sharp(res.rawPayload).metadata()).width).toBe(400)
      expect((await stat(path.join(dir, file))).mtimeMs).toBe(before)
    } finally {
      await t.close()
    }
  }, 180_000)

  it('draws nothing on a restart: the pictures are kept on disk', async () => {
    const dir = await cacheDir()
    const urls = ['/media/goods/puer-cake/1-0.webp', '/media/goods/puer-cake/0-3.webp']
    await drawPictures(dir, urls, { concurrency: 2 }).finished
    const started = Date.now()
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.webp'))
    const times = await Promise.all(files.map(async (f) => (await stat(path.join(dir, f))).mtimeMs))
    const again = drawPictures(dir, urls, { concurrency: 2 })
    await again.finished
    expect(again.done).toBe(true)
    expect(await Promise.all(files.map(async (f) => (await stat(path.join(dir, f))).mtimeMs))).toEqual(times)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('reports a picture it cannot draw and goes on with the rest', async () => {
    const dir = await cacheDir()
    const failed: string[] = []
    const drawing = drawPictures(
      dir,
      ['/media/goods/no-such-art/1-0.webp', '/media/goods/meiping/1-0.webp'],
      {
        concurrency: 1,
        onError: (url) => failed.push(url),
      },
    )
    await drawing.finished
    expect(failed).toEqual(['/media/goods/no-such-art/1-0.webp'])
    expect(drawing.drawn).toBe(2)
  })
})
