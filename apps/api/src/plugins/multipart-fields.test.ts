import { ErrorCodes } from '@silk/contracts/errors'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember, md5, passSlider, testIp } from '../testing/accounts.ts'
import { makeAdmin } from '../testing/admin.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { makeSeller, makeStore } from '../testing/trade.ts'

let t: TestApp
let n = 0
const device = () => `multipart-${process.pid}-${Date.now()}-${n++}`
const call = (opts: InjectOptions) => t.app.inject({ remoteAddress: testIp(t), ...opts })

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const BOUNDARY = '----WebKitFormBoundaryLili67'
/** A body as a browser's FormData sends it (lilishop's consoles post their logins so). */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}
const headers = (uuid: string) => ({ uuid, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` })

async function post(url: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const uuid = device()
  await passSlider(t, 'LOGIN', uuid)
  return call({ method: 'POST', url, headers: headers(uuid), payload: multipart(fields, file) })
}

describe('multipart/form-data bodies (lilishop consoles)', () => {
  it('signs a seller and an operator in with the form lilishop’s consoles post', async () => {
    const m = await createMember(t, { password: 'Seller#2026' })
    const store = await makeStore(t)
    await makeSeller(t, m, store.id)
    const seller = await post('/store/passport/login/userLogin', {
      username: m.member.username,
      password: md5('Seller#2026'),
    })
    expect(seller.json()).toMatchObject({ success: true, result: { accessToken: expect.any(String) } })

    const { admin } = await makeAdmin(t, { superUser: true })
    const operator = await post('/manager/passport/user/login', {
      username: admin.username,
      password: md5('Admin#2026'),
    })
    expect(operator.json()).toMatchObject({ success: true, result: { accessToken: expect.any(String) } })
    // The fields are checked like any form: a wrong password is the business refusal, not 415.
    const wrong = await post('/manager/passport/user/login', {
      username: admin.username,
      password: md5('no'),
    })
    expect(wrong.statusCode).not.toBe(415)
    expect(wrong.json().success).toBe(false)
    const missing = await post('/manager/passport/user/login', { username: admin.username })
    expect(missing.json()).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
  })

  it('refuses files where no file is taken, bodies over the route’s limit and broken bodies, never 500', async () => {
    const withFile = await post(
      '/manager/passport/user/login',
      { username: 'admin', password: md5('x') },
      { name: 'file', bytes: Buffer.alloc(100, 1) },
    )
    expect(withFile.statusCode).toBe(400)
    expect(withFile.json().code).toBe(ErrorCodes.PARAMS_ERROR.code)

    // A public route takes 32 KB (decision 139): one field past it, or many fields together.
    const big = await post('/manager/passport/user/login', {
      username: 'a'.repeat(40 * 1024),
      password: md5('x'),
    })
    expect(big.statusCode).toBe(413)
    expect(big.json().code).toBe(ErrorCodes.PAYLOAD_TOO_LARGE.code)
    const many: Record<string, string> = { password: md5('x') }
    for (let i = 0; i < 40; i++) many[`f${i}`] = 'b'.repeat(1000)
    const spread = await post('/manager/passport/user/login', many)
    expect(spread.statusCode).toBe(413)

    const broken = await call({
      method: 'POST',
      url: '/manager/passport/user/login',
      headers: headers(device()),
      payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="username"\r\n\r\nadm`),
    })
    expect(broken.statusCode).toBe(400)
    const noBoundary = await call({
      method: 'POST',
      url: '/manager/passport/user/login',
      headers: { uuid: device(), 'content-type': 'multipart/form-data' },
      payload: 'username=admin',
    })
    expect(noBoundary.statusCode).toBe(400)
  })
})
