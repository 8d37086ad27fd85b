import path from 'node:path'
import { nextId } from '@silk/db/ids'
import { articles, stores, uploadFiles } from '@silk/db/schema/index'
import { eq, isNotNull } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeStore } from '../../testing/trade.ts'
import { type FileStorage, localFileStorage } from './file-storage.ts'
import { ORPHAN_AFTER_MS, sweepOrphanUploads } from './orphans.ts'

let t: TestApp
let headers: Record<string, string>
let storage: FileStorage
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  headers = (await createMember(t)).headers
  storage = localFileStorage(path.resolve(t.config.DATA_DIR, 'uploads'))
})
afterAll(() => t.close())

async function upload(colour: string): Promise<string> {
  const file = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer()
  const boundary = '----silk-orphan'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`
  const res = await t.app.inject({
    method: 'POST',
    url: '/common/common/upload/file',
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  return new URL(res.json().result, 'http://x').pathname
}

const served = async (url: string) => (await t.app.inject({ url })).statusCode
const dayLater = () => new Date(Date.now() + ORPHAN_AFTER_MS + 60_000)

describe('uploads nobody used are deleted after a day', () => {
  it('keeps pictures a row refers to (a column, inline HTML), deletes the rest, and looks at each once', async () => {
    const logo = await upload('#1f6feb')
    const inline = await upload('#2da44e')
    const orphan = await upload('#cf222e')
    const store = await makeStore(t)
    await t.database.db.update(stores).set({ storeLogo: logo }).where(eq(stores.id, store.id))
    await t.database.db.insert(articles).values({
      id: nextId(),
      categoryId: '0',
      title: '图文',
      content: `<p>见下图</p><img src="http://localhost${inline}" alt="">`,
    })
    // A size copied from a page keeps its original too.
    const sizeOnly = await upload('#9a6700')
    await t.database.db.insert(articles).values({
      id: nextId(),
      categoryId: '0',
      title: '缩略图',
      content: `<img src="${sizeOnly.replace('.webp', '-400.webp')}" alt="">`,
    })
    const orphanSize = orphan.replace('.webp', '-200.webp')
    expect(await served(orphanSize)).toBe(200)

    // Younger than a day: nothing is touched yet.
    expect(await sweepOrphanUploads({ db: t.database.db, storage })).toEqual([])
    const gone = await sweepOrphanUploads({ db: t.database.db, storage, now: dayLater() })
    expect(gone).toEqual([orphan.slice('/uploads/'.length)])
    expect(await served(orphan)).toBe(404)
    // Its sizes go with it (the size asked is no longer made from a file that is gone).
    expect(await served(orphanSize)).toBe(404)
    expect(await served(sizeOnly)).toBe(200)
    expect(await served(logo)).toBe(200)
    expect(await served(inline)).toBe(200)
    const checked = await t.database.db.select().from(uploadFiles).where(isNotNull(uploadFiles.checkedTime))
    expect(checked.map((r) => `/uploads/${r.key}`).sort()).toEqual([logo, inline, sizeOnly].sort())

    // A kept picture stays kept even once nothing refers to it any more (it was used: not an orphan).
    await t.database.db.update(stores).set({ storeLogo: '/logo.png' }).where(eq(stores.id, store.id))
    expect(await sweepOrphanUploads({ db: t.database.db, storage, now: dayLater() })).toEqual([])
    expect(await served(logo)).toBe(200)
  })

  it('two nodes sweeping at once delete each orphan once', async () => {
    const orphans = [await upload('#8250df'), await upload('#bf8700'), await upload('#0a3069')]
    const deleted: string[] = []
    const counting: FileStorage = { ...storage, delete: async (key) => void deleted.push(key) }
    const runs = await Promise.all(
      [0, 1, 2].map(() => sweepOrphanUploads({ db: t.database.db, storage: counting, now: dayLater() })),
    )
    expect(runs.flat().sort()).toEqual(orphans.map((u) => u.slice('/uploads/'.length)).sort())
    // Each orphan once, with its three sizes.
    const withSizes = runs
      .flat()
      .flatMap((key) => [key, ...[200, 400, 800].map((w) => key.replace('.webp', `-${w}.webp`))])
    expect(deleted.sort()).toEqual(withSizes.sort())
  })
})
