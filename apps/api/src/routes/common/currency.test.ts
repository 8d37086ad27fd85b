import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
})
afterAll(() => t.close())

const rates = async () =>
  (await t.app.inject({ method: 'GET', url: '/common/common/currency' })).json().result as {
    currency: string
    rate: string
    rateDate: string
  }[]

describe('display currency rates', () => {
  it('offers the demo rates of USD, EUR and the 20 guide countries’ currencies, with their date', async () => {
    const list = await rates()
    expect(list[0]).toEqual({ currency: 'USD', rate: '0.1389', rateDate: '2026-11-20' })
    expect(list.map((r) => r.currency)).toEqual(
      expect.arrayContaining(['EUR', 'VND', 'THB', 'BRL', 'NZD', 'CLP']),
    )
    expect(list).toHaveLength(20)
  })

  it('lets the operator set a rate (logged) which buyers see at once, and refuses bad ones with codes', async () => {
    const op = await makeAdmin(t, { superUser: true })
    const put = (query: string, lang?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/manager/setting/currency?${query}`,
        headers: { ...op.headers, ...(lang ? { 'accept-language': lang } : {}) },
      })
    expect((await put('currency=USD&rate=0.1400&rateDate=2026-11-24')).json().success).toBe(true)
    expect((await rates()).find((r) => r.currency === 'USD')).toEqual({
      currency: 'USD',
      rate: '0.14',
      rateDate: '2026-11-24',
    })
    const logs = await t.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'currency.rate'), eq(adminLogs.target, 'USD')))
    expect(logs).toHaveLength(1)

    for (const bad of [
      'currency=JPY&rate=20&rateDate=2026-11-24',
      'currency=USD&rate=0&rateDate=2026-11-24',
      'currency=USD&rate=abc&rateDate=2026-11-24',
      'currency=USD&rate=0.14&rateDate=2026-13-45',
    ]) {
      const res = await put(bad)
      expect([res.statusCode, res.json().code], bad).toEqual([400, ErrorCodes.PARAMS_ERROR.code])
    }
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/manager/setting/currency/XXX',
      headers: op.headers,
    })
    expect(missing.statusCode).toBe(400)
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/manager/setting/currency/NZD',
      headers: op.headers,
    })
    expect(del.json().success).toBe(true)
    expect((await rates()).some((r) => r.currency === 'NZD')).toBe(false)
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/manager/setting/currency/NZD',
      headers: op.headers,
    })
    expect([again.statusCode, again.json().code]).toEqual([404, ErrorCodes.CURRENCY_RATE_NOT_EXIST.code])
  })
})
