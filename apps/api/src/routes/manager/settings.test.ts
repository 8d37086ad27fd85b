import { ErrorCodes } from '@silk/contracts/errors'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../modules/wallet/ledger.ts'
import { onChange } from '../../shared/change-feed.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'

/** The operator's settings: validated per form, logged, and read by what they govern. */
let t: TestApp
let operator: Awaited<ReturnType<typeof makeAdmin>>
const call = (opts: InjectOptions) => t.app.inject(opts).then((r) => ({ status: r.statusCode, ...r.json() }))
const put = (key: string, payload: object) =>
  call({ method: 'PUT', url: `/manager/setting/setting/${key}`, headers: operator.headers, payload })
const englishPut = (key: string, payload: object) =>
  call({
    method: 'PUT',
    url: `/manager/setting/setting/${key}`,
    headers: { ...operator.headers, 'accept-language': 'en' },
    payload,
  })

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  operator = await makeAdmin(t, { permissions: ['setting:write'] })
}, 60_000)
afterAll(() => t.close())

describe('settings', () => {
  it('a new site name and logo are in the public site setting at once, and every page is re-rendered', async () => {
    const site = async () =>
      JSON.parse((await call({ method: 'GET', url: '/common/common/site' })).result.settingValue)
    expect((await site()).siteName).toBe('丝路之舟')
    const changes: string[] = []
    const stop = onChange((c) => changes.push(c.kind))
    const saved = await put('BASE_SETTING', {
      siteName: '丝路之舟商城',
      buyerSideLogo: '/uploads/202611/abcdef123456.webp',
    })
    stop()
    expect(saved.result.BASE_SETTING).toMatchObject({ siteName: '丝路之舟商城' })
    expect(changes).toEqual(['site'])
    const after = await site()
    expect(after.siteName).toBe('丝路之舟商城')
    expect(after.buyerSideLogo).toMatch(/\/uploads\/202611\/abcdef123456\.webp$/)
    // The other fields of the row stay.
    expect(after.icp).toBeDefined()
    expect(after.buyerSideIcon).toMatch(/\/brand\/icon\.svg$/)
  })

  it('refuses a bad form with a 4xx and a reason, and logs nothing', async () => {
    for (const [key, body] of [
      ['BASE_SETTING', { siteName: '', buyerSideLogo: '/brand/logo.svg' }],
      ['BASE_SETTING', { siteName: 'x', buyerSideLogo: 'javascript:alert(1)' }],
      ['ORDER_SETTING', { autoCancel: 1 }],
      [
        'POINT_SETTING',
        {
          register: 1,
          signIn: 1,
          comment: 1,
          consumer: 1,
          pointSettingItems: [
            { day: 3, point: 1 },
            { day: 3, point: 2 },
          ],
        },
      ],
      ['WITHDRAWAL_SETTING', { minPrice: 0.001 }],
      ['SETTLEMENT_SETTING', { cycleDays: 0 }],
      // Bank transfer: on without an account, an account number a bank would not print, no time to pay.
      ['TRANSFER_SETTING', { enabled: true, accountName: '', bankName: '', accountNo: '', days: 7 }],
      ['TRANSFER_SETTING', { enabled: true, accountName: '甲', bankName: '乙', accountNo: '1234', days: 7 }],
      ['TRANSFER_SETTING', { enabled: false, accountName: '', bankName: '', accountNo: '12-34<b>', days: 7 }],
      ['TRANSFER_SETTING', { enabled: false, accountName: '', bankName: '', accountNo: '', days: 0 }],
      ['DISTRIBUTION_SETTING', { isOpen: true, distributionDay: 0 }],
      ['DISTRIBUTION_SETTING', { isOpen: 'yes', distributionDay: 30 }],
    ] as const) {
      const answer = await put(key, body)
      expect([answer.status, answer.code], `${key} ${JSON.stringify(body)}`).toEqual([
        400,
        ErrorCodes.SETTING_INVALID.code,
      ])
      expect(answer.message).toMatch(/^设置内容不正确：\p{Script=Han}/u)
      // The reason reads in the operator's language, whichever form it is.
      const en = await englishPut(key, body)
      expect(en.message, `${key} ${JSON.stringify(body)}`).toMatch(/^Invalid settings: \w/)
      expect(en.message).not.toMatch(/\p{Script=Han}/u)
    }
    expect((await put('NOPE', {})).status).toBe(400)
    const english = async (key: string, body: object) => (await englishPut(key, body)).message
    expect(
      await english('TRANSFER_SETTING', {
        enabled: true,
        accountName: '',
        bankName: '',
        accountNo: '',
        days: 7,
      }),
    ).toMatch(/fill in the account name, the bank and the account number/)
    expect(await english('BASE_SETTING', { siteName: '', buyerSideLogo: '/brand/logo.svg' })).toBe(
      'Invalid settings: siteName is required',
    )
    expect(await english('WITHDRAWAL_SETTING', { minPrice: 0.001 })).toBe(
      'Invalid settings: minPrice must be at least 0.01',
    )
  })

  it('goods review, order auto-cancel, points, withdrawal and settlement are what the platform then uses', async () => {
    await put('GOODS_SETTING', { goodsCheck: true })
    await put('ORDER_SETTING', { autoCancel: 45 })
    await put('POINT_SETTING', {
      register: 50,
      signIn: 2,
      comment: 5,
      consumer: 1,
      pointSettingItems: [{ day: 7, point: 20 }],
    })
    await put('WITHDRAWAL_SETTING', { minPrice: 20 })
    await put('SETTLEMENT_SETTING', { cycleDays: 15 })
    const read = await call({ method: 'GET', url: '/manager/setting/setting', headers: operator.headers })
    expect(read.result).toMatchObject({
      GOODS_SETTING: { goodsCheck: true },
      ORDER_SETTING: { autoCancel: 45 },
      POINT_SETTING: { register: 50, pointSettingItems: [{ day: 7, point: 20 }] },
      WITHDRAWAL_SETTING: { minPrice: 20 },
      SETTLEMENT_SETTING: { cycleDays: 15 },
    })

    const buyer = await createMember(t)
    await credit(
      t.database.db,
      { memberId: buyer.member.id, memberName: buyer.member.username },
      10_000,
      'WALLET_RECHARGE',
      '测试充值',
    )
    const form = await call({
      method: 'GET',
      url: '/buyer/wallet/wallet/withdrawalSettingVO',
      headers: buyer.headers,
    })
    expect(form.result.minPrice).toBe(20)
    const small = await call({
      method: 'POST',
      url: '/buyer/wallet/wallet/withdrawal?price=10&realName=李四&connectNumber=6222000011113333',
      headers: buyer.headers,
    })
    expect(small.success).toBe(false)
    expect(small.message).toContain('20')
  })

  it('logistics companies: list every one, disable and enable, logged', async () => {
    const list = await call({ method: 'GET', url: '/manager/other/logistics', headers: operator.headers })
    const first = list.result[0]
    const off = await call({
      method: 'PUT',
      url: `/manager/other/logistics/${first.id}?enabled=false`,
      headers: operator.headers,
    })
    expect(off.result.find((l: { id: string }) => l.id === first.id).disabled).toBe('CLOSE')
    const buyer = await createMember(t)
    const buyerList = await call({ method: 'GET', url: '/buyer/other/logistics', headers: buyer.headers })
    expect(buyerList.result.map((l: { id: string }) => l.id)).not.toContain(first.id)
    const on = await call({
      method: 'PUT',
      url: `/manager/other/logistics/${first.id}?enabled=true`,
      headers: operator.headers,
    })
    expect(on.result.find((l: { id: string }) => l.id === first.id).disabled).toBe('OPEN')
    expect(
      (
        await call({
          method: 'PUT',
          url: '/manager/other/logistics/999999?enabled=true',
          headers: operator.headers,
        })
      ).code,
    ).toBe(ErrorCodes.LOGISTICS_NOT_EXIST.code)
  })

  it('a read-only operator sees the settings but cannot change them', async () => {
    const auditor = await makeAdmin(t, { permissions: ['setting:read'] })
    expect(
      (await call({ method: 'GET', url: '/manager/setting/setting', headers: auditor.headers })).success,
    ).toBe(true)
    const write = await call({
      method: 'PUT',
      url: '/manager/setting/setting/ORDER_SETTING',
      headers: auditor.headers,
      payload: { autoCancel: 30 },
    })
    expect([write.status, write.code]).toEqual([403, ErrorCodes.USER_AUTHORITY_ERROR.code])
  })
})

describe('lilishop 系统设置: one form at a time (get/, put/)', () => {
  it('reads a form as it stands and saves it, validated as the console’s own form; the auditor only reads', async () => {
    const base = await call({ url: '/manager/setting/setting/get/BASE_SETTING', headers: operator.headers })
    expect(base.success).toBe(true)
    expect(Object.keys(base.result)).toEqual(expect.arrayContaining(['siteName', 'buyerSideLogo', 'icp']))
    const saved = await call({
      method: 'PUT',
      url: '/manager/setting/setting/put/ORDER_SETTING',
      headers: operator.headers,
      payload: { autoCancel: 45, autoReceive: 9, closeAfterSale: 8 },
    })
    expect(saved.result).toMatchObject({ autoCancel: 45, autoReceive: 9 })
    const read = await call({ url: '/manager/setting/setting/get/ORDER_SETTING', headers: operator.headers })
    expect(read.result).toMatchObject({ autoCancel: 45, autoReceive: 9 })
    const refused = await call({
      method: 'PUT',
      url: '/manager/setting/setting/put/ORDER_SETTING',
      headers: operator.headers,
      payload: { autoCancel: -1 },
    })
    expect(refused.code).toBe(ErrorCodes.SETTING_INVALID.code)
    const auditor = await makeAdmin(t, { permissions: ['setting:read'] })
    expect(
      (await call({ url: '/manager/setting/setting/get/GOODS_SETTING', headers: auditor.headers })).success,
    ).toBe(true)
    const denied = await call({
      method: 'PUT',
      url: '/manager/setting/setting/put/GOODS_SETTING',
      headers: auditor.headers,
      payload: { goodsCheck: true },
    })
    expect(denied.success).toBe(false)
    // A form this product does not keep (lilishop's OSS_SETTING) is refused by name.
    expect(
      (await call({ url: '/manager/setting/setting/get/OSS_SETTING', headers: operator.headers })).status,
    ).toBe(400)
  })
})
