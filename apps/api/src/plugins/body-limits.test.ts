import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../testing/accounts.ts'
import { makeAdmin } from '../testing/admin.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { jsonShapeRefusal, MAX_JSON_VALUES, PUBLIC_BODY_BYTES } from './body-limits.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const json = (payload: string, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  payload,
})
/** A flat array of `n` zeros: about 2n bytes. */
const flat = (n: number) => `[${Array(n).fill(0).join(',')}]`

describe('request bodies', () => {
  it('anyone: a 450 KB array to a three-field route is 413 before it is read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/buyer/passport/member/userLogin',
      ...json(flat(225_000)),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ success: false, code: ErrorCodes.PAYLOAD_TOO_LARGE.code })
    // A form of the size a login takes passes the limit (and is judged on its fields).
    const small = await t.app.inject({
      method: 'POST',
      url: '/buyer/passport/member/userLogin',
      ...json('{"username":"a"}'),
    })
    expect(small.statusCode).not.toBe(413)
  })

  it('too many values or too deep is refused by a scan before parsing, whoever sends it', async () => {
    const many = flat(MAX_JSON_VALUES + 5)
    expect(many.length).toBeLessThan(PUBLIC_BODY_BYTES)
    const res = await t.app.inject({ method: 'POST', url: '/buyer/passport/member/userLogin', ...json(many) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: ErrorCodes.PARAMS_ERROR.code })
    const admin = await makeAdmin(t, { superUser: true })
    const deep = await t.app.inject({
      method: 'PUT',
      url: '/manager/setting/setting/SETTLEMENT_SETTING',
      ...json(`${'['.repeat(40)}${']'.repeat(40)}`, { accessToken: admin.accessToken }),
    })
    expect(deep.statusCode).toBe(400)
    expect(deep.json()).toMatchObject({ code: ErrorCodes.PARAMS_ERROR.code })
  })

  it("a member's route takes 64 KB; a console's the configured limit", async () => {
    const { headers } = await createMember(t)
    const big = JSON.stringify({ content: 'x'.repeat(100_000) })
    const member = await t.app.inject({ method: 'POST', url: '/buyer/member/address', ...json(big, headers) })
    expect(member.statusCode).toBe(413)
    const admin = await makeAdmin(t, { superUser: true })
    const consoleRes = await t.app.inject({
      method: 'PUT',
      url: '/manager/setting/setting/SETTLEMENT_SETTING',
      ...json(big, { accessToken: admin.accessToken }),
    })
    // Read whole and judged on its fields (the setting has no `content`), not refused for its size.
    expect(consoleRes.statusCode).toBe(400)
    expect(consoleRes.json().code).not.toBe(ErrorCodes.PAYLOAD_TOO_LARGE.code)
  })

  it('the scan skips what strings hold', () => {
    expect(
      jsonShapeRefusal(JSON.stringify({ a: ','.repeat(MAX_JSON_VALUES * 2), b: '[[[['.repeat(20) })),
    ).toBe(null)
    expect(jsonShapeRefusal(JSON.stringify({ a: 'say \\"hi\\", [x' }))).toBe(null)
    expect(jsonShapeRefusal(flat(MAX_JSON_VALUES + 2))).toBe('values')
    expect(jsonShapeRefusal(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`)).toBe('depth')
  })
})
