import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import { adminLogs, categories, members, stores } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember, md5, passSlider, testIp } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { TEST_ID_NUMBER } from '../../testing/distribution.ts'
import { goodsForm, makeCategoryPath } from '../../testing/store-goods.ts'
import { caller, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

/** 商家入驻 from the applicant's three steps to the operator's review, and closing a store. */
let t: TestApp
let operator: Awaited<ReturnType<typeof makeAdmin>>
const call = (opts: InjectOptions) => t.app.inject({ remoteAddress: testIp(t), ...opts })
const as = (headers: Record<string, string>, method: 'GET' | 'PUT', url: string) =>
  call({ method, url, headers }).then((r) => ({ status: r.statusCode, ...r.json() }))
const q = (values: Record<string, string>) => new URLSearchParams(values).toString()

const picture = '/uploads/202611/abcdef123456.webp'
const company = {
  companyName: '丝路测试贸易有限公司',
  companyAddressPath: '北京市,北京市,东城区',
  companyAddress: '东长安街1号',
  linkName: '王经理',
  linkPhone: '13800001111',
  licenseNum: '91110000802100433B',
  licencePhoto: picture,
  legalName: '王五',
  legalId: TEST_ID_NUMBER,
  legalPhoto: picture,
}
const bank = {
  settlementBankAccountName: '丝路测试贸易有限公司',
  settlementBankAccountNum: '4111 1111 1111 1111',
  settlementBankBranchName: '中国银行北京分行',
}
const categoryId = nextId()
const storeStep = (name: string) => ({
  storeName: name,
  storeLogo: picture,
  goodsManagementCategory: categoryId,
})

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  operator = await makeAdmin(t, { superUser: true })
  // The reference data has no catalogue: one top-level category to sell in.
  await t.database.db
    .insert(categories)
    .values({ id: categoryId, name: '茶具', parentId: '0', level: 0, sortOrder: 0 })
}, 180_000)
afterAll(() => t.close())

/** A new member who has submitted all three steps; returns it and its application. */
async function submitted(name = `新店${Date.now() % 100000}`) {
  const applicant = await createMember(t)
  const base = '/buyer/store/store/apply'
  expect((await as(applicant.headers, 'PUT', `${base}/first?${q(company)}`)).success).toBe(true)
  expect((await as(applicant.headers, 'PUT', `${base}/second?${q(bank)}`)).success).toBe(true)
  const third = await as(applicant.headers, 'PUT', `${base}/third?${q(storeStep(name))}`)
  expect(third.result.status).toBe('APPLYING')
  return { applicant, apply: third.result }
}

describe('store application (buyer)', () => {
  it('saves steps in order, resumes, submits, then locks', async () => {
    const applicant = await createMember(t)
    const base = '/buyer/store/store/apply'
    expect((await as(applicant.headers, 'GET', base)).result).toBeNull()
    expect((await as({}, 'GET', base)).code).toBe(ErrorCodes.USER_NOT_LOGIN.code)

    const early = await as(applicant.headers, 'PUT', `${base}/second?${q(bank)}`)
    expect(early.code).toBe(ErrorCodes.STORE_APPLY_STEP_MISSING.code)
    const foreign = await as(
      applicant.headers,
      'PUT',
      `${base}/first?${q({ ...company, licencePhoto: 'https://evil.example/x.png' })}`,
    )
    expect(foreign.code).toBe(ErrorCodes.STORE_APPLY_IMAGE_ERROR.code)
    const invalid = await as(applicant.headers, 'PUT', `${base}/first?${q({ ...company, linkPhone: '123' })}`)
    expect([invalid.status, invalid.success]).toEqual([400, false])

    await as(applicant.headers, 'PUT', `${base}/first?${q(company)}`)
    // Resume: what was saved comes back, at step 1, still a draft.
    const resumed = await as(applicant.headers, 'GET', base)
    expect(resumed.result).toMatchObject({ status: 'APPLY', step: 1, companyName: company.companyName })
    await as(applicant.headers, 'PUT', `${base}/second?${q(bank)}`)
    const unknownCategory = await as(
      applicant.headers,
      'PUT',
      `${base}/third?${q({ ...storeStep('某店'), goodsManagementCategory: '99999' })}`,
    )
    expect(unknownCategory.code).toBe(ErrorCodes.STORE_APPLY_CATEGORY_ERROR.code)
    const sent = await as(applicant.headers, 'PUT', `${base}/third?${q(storeStep('某店'))}`)
    expect(sent.result).toMatchObject({
      status: 'APPLYING',
      step: 3,
      settlementBankAccountNum: '4111111111111111',
      categoryNames: [expect.any(String)],
    })
    const locked = await as(applicant.headers, 'PUT', `${base}/first?${q(company)}`)
    expect(locked.code).toBe(ErrorCodes.STORE_APPLY_LOCKED.code)
  })

  it('takes a corporate account without a card check digit; a wrong credit code is told it is invalid', async () => {
    const applicant = await createMember(t)
    const base = '/buyer/store/store/apply'
    const call = (step: string, values: Record<string, string>, lang = 'zh-CN') =>
      t.app
        .inject({
          method: 'PUT',
          url: `${base}/${step}?${q(values)}`,
          headers: { ...applicant.headers, 'accept-language': lang },
          remoteAddress: testIp(t),
        })
        .then((r) => ({ status: r.statusCode, ...r.json() }))
    // One character off in the check position: 18 characters, the right alphabet, a wrong checksum.
    const wrong = await call('first', { ...company, licenseNum: '91110000802100433C' })
    expect(wrong.status).toBe(400)
    expect(wrong.message).toContain('统一社会信用代码无效')
    expect(wrong.message).not.toContain('18位')
    const wrongEn = await call('first', { ...company, licenseNum: '91110000802100433C' }, 'en')
    expect(wrongEn.message).toContain('invalid')
    const short = await call('first', { ...company, licenseNum: '9111000080210043' })
    expect(short.message).toContain('18位')
    expect((await call('first', { ...company, licenseNum: '91350100m000100y43' })).success).toBe(true)

    // A 对公 account number (21 digits) that fails the Luhn check bank cards carry.
    const corporate = { ...bank, settlementBankAccountNum: '1100 6014 9018 1700 52345' }
    const saved = await call('second', corporate)
    expect(saved.success).toBe(true)
    expect(saved.result.settlementBankAccountNum).toBe('110060149018170052345')
    const letters = await call('second', { ...bank, settlementBankAccountNum: '1100AB' })
    expect([letters.status, letters.message]).toEqual([400, expect.stringContaining('银行账号')])
  })

  it('the kept location reads in the reader’s language beside the path the form keeps (decision 159)', async () => {
    const m = await createMember(t)
    const path = '北京市,市辖区,东城区'
    const english = { ...m.headers, 'accept-language': 'en' }
    const saved = await as(
      english,
      'PUT',
      `/buyer/store/store/apply/first?${q({ ...company, companyAddressPath: path })}`,
    )
    expect(saved.result).toMatchObject({
      companyAddressPath: path,
      companyAddressPathText: 'Beijing,City districts,Dongcheng District',
    })
    expect((await as(m.headers, 'GET', '/buyer/store/store/apply')).result.companyAddressPathText).toBe(path)
  })

  it('a member who already has a store cannot apply', async () => {
    const owner = await createMember(t)
    const store = await makeStore(t)
    await t.database.db.update(members).set({ storeId: store.id }).where(eq(members.id, owner.member.id))
    const res = await as(owner.headers, 'PUT', `/buyer/store/store/apply/first?${q(company)}`)
    expect(res.code).toBe(ErrorCodes.CLERK_BOUND_OTHER.code)
  })
})

describe('store application review (operator)', () => {
  it('refuses with a reason the applicant reads; the applicant edits and sends it again', async () => {
    const { applicant, apply } = await submitted()
    const h = operator.headers
    const queue = await as(h, 'GET', '/manager/store/apply?status=APPLYING&pageSize=100')
    expect(queue.result.records.map((r: { id: string }) => r.id)).toContain(apply.id)
    const detail = await as(h, 'GET', `/manager/store/apply/${apply.id}`)
    // Pictures come back on the media origin.
    const shown = expect.stringMatching(new RegExp(`${picture}$`))
    expect(detail.result).toMatchObject({ licencePhoto: shown, legalPhoto: shown, storeLogo: shown })

    const noReason = await as(h, 'PUT', `/manager/store/apply/audit/${apply.id}?passed=false`)
    expect([noReason.status, noReason.success]).toEqual([400, false])
    const refused = await as(
      h,
      'PUT',
      `/manager/store/apply/audit/${apply.id}?passed=false&reason=营业执照不清晰`,
    )
    expect(refused.result).toMatchObject({ status: 'REFUSED', refuseReason: '营业执照不清晰' })
    const mine = await as(applicant.headers, 'GET', '/buyer/store/store/apply')
    expect(mine.result).toMatchObject({ status: 'REFUSED', refuseReason: '营业执照不清晰' })
    const again = await as(h, 'PUT', `/manager/store/apply/audit/${apply.id}?passed=true`)
    expect(again.code).toBe(ErrorCodes.STORE_APPLY_ALREADY_HANDLED.code)

    const resent = await as(
      applicant.headers,
      'PUT',
      `/buyer/store/store/apply/third?${q(storeStep('改过的店'))}`,
    )
    expect(resent.result).toMatchObject({ status: 'APPLYING', refuseReason: null, storeName: '改过的店' })
    const log = await t.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'store.apply.refuse'), eq(adminLogs.target, apply.id)))
    expect(log).toHaveLength(1)
    expect(log[0].after).toMatchObject({ status: 'REFUSED', reason: '营业执照不清晰' })
  })

  it('approves: the store opens, the applicant owns it and signs in to the seller centre with its password', async () => {
    const { applicant, apply } = await submitted('丝路新店')
    const passed = await as(operator.headers, 'PUT', `/manager/store/apply/audit/${apply.id}?passed=true`)
    expect(passed.result).toMatchObject({ status: 'OPEN', storeId: expect.any(String) })
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, passed.result.storeId))
    expect(store).toMatchObject({ storeName: '丝路新店', storeDisable: 'OPEN', storeLogo: picture })
    const [owner] = await t.database.db.select().from(members).where(eq(members.id, applicant.member.id))
    expect(owner.storeId).toBe(store.id)
    expect((await as(applicant.headers, 'GET', '/buyer/store/store/apply')).result.status).toBe('OPEN')

    const uuid = `apply-${applicant.member.id}`
    await passSlider(t, 'LOGIN', uuid)
    const login = await call({
      method: 'POST',
      url: `/store/passport/login/userLogin?username=${applicant.member.username}&password=${md5('Passw0rd!')}`,
      headers: { uuid },
    })
    const seller = login.json().result.accessToken
    const menu = await as({ accessToken: seller }, 'GET', '/store/menu/session')
    expect(menu.result).toMatchObject({ storeId: store.id, storeName: '丝路新店', owner: true })
    const missing = await as(operator.headers, 'PUT', '/manager/store/apply/audit/42?passed=true')
    expect(missing.code).toBe(ErrorCodes.STORE_APPLY_NOT_EXIST.code)
  })

  it('the new store publishes only under the categories it was approved for (issue 60 #9)', async () => {
    const { applicant, apply } = await submitted('类目店')
    await as(operator.headers, 'PUT', `/manager/store/apply/audit/${apply.id}?passed=true`)
    // A leaf under the approved top category, and a whole other top category with its own leaf.
    const [mid, leaf] = [nextId(), nextId()]
    await t.database.db.insert(categories).values([
      { id: mid, name: '茶杯', parentId: categoryId, level: 1, sortOrder: 0 },
      { id: leaf, name: '品茗杯', parentId: mid, level: 2, sortOrder: 0 },
    ])
    const elsewhere = await makeCategoryPath(t, ['家用电器', '厨房电器', '电水壶'])
    const uuid = `apply-${applicant.member.id}`
    await passSlider(t, 'LOGIN', uuid)
    const login = await call({
      method: 'POST',
      url: `/store/passport/login/userLogin?username=${applicant.member.username}&password=${md5('Passw0rd!')}`,
      headers: { uuid },
    })
    const seller = caller(t, { accessToken: login.json().result.accessToken })
    const tree = (await seller.get('/store/goods/category/all')).result
    expect(tree.map((c: { id: string }) => c.id)).toEqual([categoryId])
    const refused = await seller.post('/store/goods/goods/create', goodsForm(elsewhere))
    expect(refused.code).toBe(ErrorCodes.GOODS_CATEGORY_NOT_APPROVED.code)
    const made = await seller.post('/store/goods/goods/create', goodsForm(`${categoryId},${mid},${leaf}`))
    expect(made.success, JSON.stringify(made)).toBe(true)
    // A store opened without an application (the platform's own) is offered every category.
    const ownMember = await createMember(t)
    await makeSeller(t, ownMember, (await makeStore(t)).id)
    const own = caller(t, ownMember.headers)
    const all = (await own.get('/store/goods/category/all')).result.map((c: { id: string }) => c.id)
    expect(all).toEqual(expect.arrayContaining([categoryId, elsewhere.split(',')[0]]))
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'approving the same application twice at once opens one store',
    async () => {
      const { applicant, apply } = await submitted('并发店')
      const second = await makeAdmin(t, { permissions: ['store:write'] })
      const answers = await Promise.all(
        [operator, second].map((o) =>
          as(o.headers, 'PUT', `/manager/store/apply/audit/${apply.id}?passed=true`),
        ),
      )
      expect(answers.map((a) => a.success).sort()).toEqual([false, true])
      expect(answers.find((a) => !a.success)?.code).toBe(ErrorCodes.STORE_APPLY_ALREADY_HANDLED.code)
      const opened = await t.database.db.select().from(stores).where(eq(stores.storeName, '并发店'))
      expect(opened).toHaveLength(1)
      const [owner] = await t.database.db.select().from(members).where(eq(members.id, applicant.member.id))
      expect(owner.storeId).toBe(opened[0].id)
    },
  )
})

describe('closing and reopening a store', () => {
  it("takes the store's goods out of search and goods pages at once, and back on reopening", async () => {
    const store = await makeStore(t)
    const sku = await makeSku(t, store)
    const search = async () =>
      (await as({}, 'GET', `/buyer/goods/goods/es?storeId=${store.id}`)).result.records
    const detail = () => as({}, 'GET', `/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`)
    // Both answers are cached by now.
    expect(await search()).toHaveLength(1)
    expect((await detail()).success).toBe(true)

    const closed = await as(operator.headers, 'PUT', `/manager/store/store/disable/${store.id}`)
    expect(closed.result).toMatchObject({ storeDisable: 'CLOSED', goodsNum: 1 })
    expect(await search()).toHaveLength(0)
    expect((await detail()).code).toBe(ErrorCodes.GOODS_NOT_EXIST.code)
    expect((await as({}, 'GET', `/buyer/store/store/get/detail/${store.id}`)).success).toBe(false)
    const twice = await as(operator.headers, 'PUT', `/manager/store/store/disable/${store.id}`)
    expect(twice.code).toBe(ErrorCodes.STORE_STATE_UNCHANGED.code)
    const listed = await as(operator.headers, 'GET', `/manager/store/store?storeDisable=CLOSED&pageSize=100`)
    expect(listed.result.records.map((s: { id: string }) => s.id)).toContain(store.id)

    const reopened = await as(operator.headers, 'PUT', `/manager/store/store/enable/${store.id}`)
    expect(reopened.result.storeDisable).toBe('OPEN')
    expect(await search()).toHaveLength(1)
    expect((await detail()).success).toBe(true)
  })

  it('ends the seller logins of a closed store', async () => {
    const { applicant, apply } = await submitted('将关闭的店')
    const opened = await as(operator.headers, 'PUT', `/manager/store/apply/audit/${apply.id}?passed=true`)
    const uuid = `close-${applicant.member.id}`
    await passSlider(t, 'LOGIN', uuid)
    const login = await call({
      method: 'POST',
      url: `/store/passport/login/userLogin?username=${applicant.member.username}&password=${md5('Passw0rd!')}`,
      headers: { uuid },
    })
    const seller = { accessToken: login.json().result.accessToken }
    expect((await as(seller, 'GET', '/store/menu/session')).success).toBe(true)
    await as(operator.headers, 'PUT', `/manager/store/store/disable/${opened.result.storeId}`)
    expect((await as(seller, 'GET', '/store/menu/session')).success).toBe(false)
  })
})
