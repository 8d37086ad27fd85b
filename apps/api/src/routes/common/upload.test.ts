import { ErrorCodes } from '@silk/contracts/errors'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isStoredUpload } from '../../modules/media/file-storage.ts'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeClerk, makeRole } from '../../testing/store-staff.ts'
import { makeSeller, makeStore } from '../../testing/trade.ts'

let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' })
  headers = (await createMember(t)).headers
})
afterAll(() => t.close())

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----silk-test-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function upload(file: Buffer, filename = 'a.png', type = 'image/png', auth = headers) {
  const body = multipart(file, filename, type)
  const res = await t.app.inject({
    method: 'POST',
    url: '/common/common/upload/file',
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  })
  return { status: res.statusCode, body: res.json() }
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()

describe('POST /common/common/upload/file', () => {
  it('re-encodes a picture to WebP within 1600 px and serves it back', async () => {
    const { status, body } = await upload(await png(2400, 1200))
    expect(status).toBe(200)
    // Answers carry the media origin (PUBLIC_ORIGIN here); the path is the stored file.
    const url = new URL(body.result)
    expect(url.origin).toBe(t.config.PUBLIC_ORIGIN)
    expect(isStoredUpload(url.pathname)).toBe(true)
    const res = await t.app.inject({ method: 'GET', url: url.pathname })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    const meta = await sharp(res.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800])
  })

  it('serves a stored picture at 200, 400 and 800 px, never enlarged; other sizes do not exist', async () => {
    const { body } = await upload(await png(2400, 1200))
    const path = new URL(body.result).pathname
    const size = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toContain('immutable')
      const meta = await sharp(res.rawPayload).metadata()
      return [meta.format, meta.width, meta.height]
    }
    expect(await size(path.replace('.webp', '-200.webp'))).toEqual(['webp', 200, 100])
    expect(await size(path.replace('.webp', '-800.webp'))).toEqual(['webp', 800, 400])
    // Asked again: the kept file, the same bytes.
    const twice = await Promise.all(
      [0, 1].map(() => t.app.inject({ method: 'GET', url: path.replace('.webp', '-400.webp') })),
    )
    expect(twice[0]?.rawPayload.equals(twice[1]?.rawPayload as Buffer)).toBe(true)
    const small = new URL((await upload(await png(120, 90))).body.result).pathname
    expect(await size(small.replace('.webp', '-400.webp'))).toEqual(['webp', 120, 90])
    const other = await t.app.inject({ method: 'GET', url: path.replace('.webp', '-300.webp') })
    expect(other.statusCode).toBeGreaterThanOrEqual(400)
    expect(other.statusCode).toBeLessThan(500)
    const none = await t.app.inject({ method: 'GET', url: '/uploads/202611/abcdefgh-200.webp' })
    expect(none.statusCode).toBe(404)
  })

  it('refuses a picture over 24 megapixels before decoding it, with a code that says so', async () => {
    const big = await upload(await png(6000, 4100))
    expect(big.body).toMatchObject({ success: false, code: ErrorCodes.IMAGE_TOO_MANY_PIXELS.code })
    expect((await upload(await png(6000, 4000))).body.success).toBe(true)
  })

  it('refuses what is not a picture whatever it claims to be, and empty or oversized files', async () => {
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png')
    expect(fake.body).toMatchObject({ success: false, code: ErrorCodes.FILE_TYPE_NOT_SUPPORT.code })
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.svg',
      'image/svg+xml',
    )
    expect(svg.body.code).toBe(ErrorCodes.FILE_TYPE_NOT_SUPPORT.code)
    expect((await upload(Buffer.alloc(0))).body.code).toBe(ErrorCodes.FILE_EMPTY.code)
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1))
    expect(big.body).toMatchObject({ success: false, code: ErrorCodes.FILE_TOO_LARGE.code })
  })

  it('takes a seller-centre user who may write goods (the gallery), not a read-only clerk', async () => {
    const owner = await createMember(t)
    const store = await makeStore(t)
    await makeSeller(t, owner, store.id)
    expect((await upload(await png(10, 10), 'a.png', 'image/png', owner.headers)).body.success).toBe(true)
    const role = await makeRole(t, owner.headers, '只读', ['goods:read'])
    const clerk = await makeClerk(t, owner.headers, store.id, [role.id])
    const refused = await upload(await png(10, 10), 'a.png', 'image/png', clerk.headers)
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCodes.USER_AUTHORITY_ERROR.code])
  })

  it('needs a member and a multipart body; unknown files are 404', async () => {
    const anonymous = await upload(await png(10, 10), 'a.png', 'image/png', {})
    expect(anonymous.status).toBe(401)
    const json = await t.app.inject({
      method: 'POST',
      url: '/common/common/upload/file',
      headers,
      payload: {},
    })
    expect(json.json()).toMatchObject({ success: false })
    expect(json.statusCode).toBeLessThan(500)
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/202611/abcdefgh.webp' })
    expect(missing.statusCode).toBe(404)
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc/passwd' })
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400)
    expect(traversal.statusCode).toBeLessThan(500)
  })
})
