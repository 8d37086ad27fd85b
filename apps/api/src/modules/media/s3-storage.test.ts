import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { ErrorCodes } from '@silk/contracts/errors'
import { stores } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { type S3TestServer, startS3Server } from '../../testing/s3-server.ts'
import { makeStore } from '../../testing/trade.ts'
import { ORPHAN_AFTER_MS, sweepOrphanUploads } from './orphans.ts'
import { IMMUTABLE, s3FileStorage } from './s3-file-storage.ts'
import { uploadStorage } from './upload-storage.ts'

/**
 * Two app nodes sharing one S3-compatible bucket (a real S3 server on loopback, decision 151), each
 * with a data folder of its own: what node A stores, node B serves, and the sweep on either deletes.
 */
let s3: S3TestServer
let client: S3Client
let nodeA: TestApp
let nodeB: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  s3 = await startS3Server()
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  const dataDir = async () => mkdtemp(path.join(tmpdir(), 'silk-node-'))
  nodeA = await createTestApp({ seed: 'reference', env: { ...s3.env, DATA_DIR: await dataDir() } })
  nodeB = await createTestApp({ database: nodeA.database, env: { ...s3.env, DATA_DIR: await dataDir() } })
  headers = (await createMember(nodeA)).headers
})
afterAll(async () => {
  client?.destroy()
  await nodeB?.close()
  await nodeA?.close()
  await s3?.close()
})

function multipart(file: Buffer) {
  const boundary = '----silk-s3'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

async function upload(node: TestApp, file: Buffer) {
  const body = multipart(file)
  const res = await node.app.inject({
    method: 'POST',
    url: '/common/common/upload/file',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  })
  return { status: res.statusCode, body: res.json() }
}

const photo = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
const pathOf = (url: string) => new URL(url, 'http://x').pathname
const objects = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? [])
    .map((o) => o.Key ?? '')
    .sort()
const sizes = (key: string) => [200, 400, 800].map((w) => key.replace('.webp', `-${w}.webp`))
const dayLater = () => new Date(Date.now() + ORPHAN_AFTER_MS + 60_000)

describe('uploads in an S3-compatible bucket shared by two nodes', () => {
  it('stores a picture and its sizes once through node A; node B serves them; neither keeps a local copy', async () => {
    const before = s3.written.length
    const res = await upload(nodeA, await photo('#1f6feb'))
    expect(res.status).toBe(200)
    const url = pathOf(res.body.result)
    const key = url.slice('/uploads/'.length)
    // The object's key is the URL path: a CDN sending /uploads/* to the bucket finds it.
    const stored = [`uploads/${key}`, ...sizes(`uploads/${key}`)].sort()
    expect(s3.written.slice(before).sort()).toEqual(stored)
    expect((await objects()).filter((k) => k.includes(key.replace('.webp', '')))).toEqual(stored)
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${key}` }))
    expect(object.ContentType).toBe('image/webp')
    expect(object.CacheControl).toBe(IMMUTABLE)
    const original = Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()))

    const served = await nodeB.app.inject({ url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.rawPayload.equals(original)).toBe(true)
    for (const [width, sized] of [200, 400, 800].map(
      (w) => [w, url.replace('.webp', `-${w}.webp`)] as const,
    )) {
      const res = await nodeB.app.inject({ url: sized })
      expect(res.statusCode).toBe(200)
      const meta = await sharp(res.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 3) / 4])
    }
    // Serving the sizes wrote nothing more: each was written once, at upload.
    expect(s3.written.length - before).toBe(4)
    for (const node of [nodeA, nodeB]) {
      expect(existsSync(path.join(node.config.DATA_DIR, 'uploads'))).toBe(false)
    }
  })

  it('the sweep on node B deletes an unused upload with its sizes; a used one stays; node A no longer serves it', async () => {
    const used = pathOf((await upload(nodeA, await photo('#2da44e'))).body.result)
    const unused = pathOf((await upload(nodeA, await photo('#cf222e'))).body.result)
    const store = await makeStore(nodeA)
    await nodeA.database.db.update(stores).set({ storeLogo: used }).where(eq(stores.id, store.id))

    const gone = await sweepOrphanUploads({
      db: nodeB.database.db,
      storage: uploadStorage(nodeB.config),
      now: dayLater(),
    })
    const unusedKey = unused.slice('/uploads/'.length)
    expect(gone).toContain(unusedKey)
    expect(gone).not.toContain(used.slice('/uploads/'.length))
    const left = await objects()
    for (const key of [`uploads/${unusedKey}`, ...sizes(`uploads/${unusedKey}`)])
      expect(left).not.toContain(key)
    const usedKey = `uploads/${used.slice('/uploads/'.length)}`
    for (const key of [usedKey, ...sizes(usedKey)]) expect(left).toContain(key)
    expect((await nodeA.app.inject({ url: unused })).statusCode).toBe(404)
    expect((await nodeA.app.inject({ url: unused.replace('.webp', '-200.webp') })).statusCode).toBe(404)
    expect((await nodeA.app.inject({ url: used })).statusCode).toBe(200)
  })

  it('a picture that breaks off mid-way is refused as not a picture and leaves no object', async () => {
    const before = await objects()
    const whole = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8250df' } })
      .jpeg()
      .toBuffer()
    // The header (size, format) is whole; the pixels stop a third of the way in.
    const res = await upload(nodeA, whole.subarray(0, Math.floor(whole.length / 3)))
    expect(res.body).toMatchObject({ success: false, code: ErrorCodes.FILE_TYPE_NOT_SUPPORT.code })
    expect(await objects()).toEqual(before)
  })

  it('streams a body larger than one part as a multipart upload and reads it back whole', async () => {
    const storage = uploadStorage(nodeA.config)
    const bytes = Buffer.alloc(11 * 1024 * 1024)
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = (i / 4096) % 251
    const chunks = function* () {
      for (let i = 0; i < bytes.length; i += 256 * 1024) yield bytes.subarray(i, i + 256 * 1024)
    }
    expect(await storage.put('202611/largebody.webp', Readable.from(chunks()), 'image/webp')).toBe(
      '/uploads/202611/largebody.webp',
    )
    expect((await storage.get('202611/largebody.webp'))?.data.equals(bytes)).toBe(true)
    await storage.delete('202611/largebody.webp')
    expect(await storage.get('202611/largebody.webp')).toBeNull()
    // Deleting what is already gone is not an error.
    await storage.delete('202611/largebody.webp')
  })

  it('unknown credentials are refused by the server, and the member is not told the picture was bad', async () => {
    const wrong = s3FileStorage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'not-the-secret' },
    })
    await expect(wrong.put('202611/refused1.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    })
    expect(await objects()).not.toContain('uploads/202611/refused1.webp')
    // A node whose object store cannot be reached answers 503, not "not a picture".
    const closed = await createTestApp({
      database: nodeA.database,
      env: {
        ...s3.env,
        S3_ENDPOINT: 'http://127.0.0.1:9',
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'silk-node-')),
      },
    })
    try {
      const body = multipart(await photo('#bf8700'))
      const res = await closed.app.inject({
        method: 'POST',
        url: '/common/common/upload/file',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      })
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe(ErrorCodes.SERVICE_UNAVAILABLE.code)
    } finally {
      await closed.close()
    }
  })
})
