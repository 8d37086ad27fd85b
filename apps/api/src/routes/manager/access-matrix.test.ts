import { AdminAreas } from '@silk/contracts/admin'
import { ADMIN_ACTIONS } from '@silk/contracts/admin-actions'
import { CouponActivityForm } from '@silk/contracts/coupon-activity'
import { ErrorCodes } from '@silk/contracts/errors'
import { FullDiscountForm } from '@silk/contracts/full-discount'
import { nextId } from '@silk/db/ids'
import {
  adminDepartments,
  adminLogs,
  brands,
  categories,
  chatSensitiveWords,
  currencyRates,
  goodsUnits,
  logistics,
  memberEvaluations,
  parameterGroups,
  parameters,
  reconciliationDifferences,
  specs,
  withdrawApplies,
} from '@silk/db/schema/index'
import { count, desc, eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCouponActivity } from '../../modules/coupons/coupon-activities.ts'
import { createFullDiscount } from '../../modules/promotions/full-discount.ts'
import { createKanjiaGoods } from '../../modules/promotions/kanjia.ts'
import { credit } from '../../modules/wallet/ledger.ts'
import { DAY_MS, formatDate, formatDateTime } from '../../shared/dates.ts'
import { createMember, md5 } from '../../testing/accounts.ts'
import { makeAdmin, makeAdminRole } from '../../testing/admin.ts'
import { makeListedGoods, makePendingGoods } from '../../testing/admin-goods.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import {
  failedGatewayRefund,
  filedComplaint,
  refusedAfterSale,
  waitingOfflineRefund,
} from '../../testing/arbitration.ts'
import { makeStudio } from '../../testing/broadcast.ts'
import { makeConsultation } from '../../testing/consultations.ts'
import {
  makeArticle,
  makeArticleCategory,
  makeHomeSlide,
  makeHotWord,
  makeNavEntry,
} from '../../testing/content.ts'
import { makeDistributor } from '../../testing/distribution.ts'
import { type AlipaySimulator, startAlipaySimulator } from '../../testing/gateways/alipay-simulator.ts'
import { paidOrder } from '../../testing/orders.ts'
import { makePointsCategory, makePointsGoods } from '../../testing/points-goods.ts'
import { makeSeckill, makeSeckillApply, shopTomorrow } from '../../testing/seckill.ts'
import { makeBill } from '../../testing/settlement.ts'
import { makeClosedStore, makeStoreApply } from '../../testing/store-apply.ts'
import { makeCoupon, makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * The operator-console walls, over every `/manager/**` route the app serves: no token, a buyer, a
 * seller, the read-only auditor, a role holding exactly the declared permission, a role holding every
 * other area, and a super admin. Every write a super admin makes adds one operation-log row. A route
 * added without a row here fails the first test.
 */
let t: TestApp
let buyerToken: string
let sellerToken: string

// Alipay through its simulator, so the 对账 rerun has a gateway with bills (decision 149).
let alipay: AlipaySimulator
beforeAll(async () => {
  alipay = await startAlipaySimulator({ mode: 'key' })
  t = await createTestApp({ seed: 'reference', env: alipay.env })
  buyerToken = (await createMember(t)).accessToken
  const store = await makeStore(t)
  sellerToken = (await makeSeller(t, await createMember(t), store.id)).accessToken
}, 60_000)
afterAll(async () => {
  await t.close()
  await alipay.close()
})

/** A fresh withdrawal application waiting in the queue. */
async function pendingWithdrawal() {
  const buyer = await createMember(t)
  const holder = { memberId: buyer.member.id, memberName: buyer.member.username }
  await credit(t.database.db, holder, 10_000, 'WALLET_RECHARGE', '测试充值')
  await t.app.inject({
    method: 'POST',
    url: '/buyer/wallet/wallet/withdrawal?price=10&realName=李四&connectNumber=6222000011113333',
    headers: buyer.headers,
  })
  const [row] = await t.database.db
    .select()
    .from(withdrawApplies)
    .where(eq(withdrawApplies.memberId, buyer.member.id))
  return row.id
}

/** A fresh distributor application waiting for its audit. */
async function pendingDistributor() {
  const buyer = await createMember(t)
  return (await makeDistributor(t, buyer.member, 'APPLY')).id
}

/** One unpaid order, made on first use, for the detail's reads. */
let someOrder: string | undefined
const anOrder = async () => {
  someOrder ??= (await paidOrder(t, { pay: false })).orderSn
  return someOrder
}

/** A review of a fresh store's goods, for the 会员评价 detail and switch. */
async function anEvaluation() {
  const store = await makeStore(t)
  const [row] = await t.database.db
    .insert(memberEvaluations)
    .values({
      id: nextId(),
      memberId: nextId(),
      memberName: 'matrix',
      storeId: store.id,
      storeName: store.storeName,
      goodsId: nextId(),
      skuId: nextId(),
      goodsName: '矩阵评价商品',
      grade: 'GOOD',
      content: '不错',
    })
    .returning()
  return row.id
}

let fresh = 0
const unique = () => `${process.pid}x${Date.now() % 100_000}x${fresh++}`

/** An operator nobody else uses, to edit or disable. */
const spareAdmin = async () => (await makeAdmin(t, { permissions: ['log:read'] })).admin.id

/** A department nobody is placed in, to read, edit or delete. */
async function spareDepartment() {
  const id = nextId()
  await t.database.db.insert(adminDepartments).values({ id, title: `部${unique()}`.slice(0, 32) })
  return id
}

async function spareRole() {
  const { roleId } = await makeAdminRole(t, ['member:read'])
  return roleId
}

/**
 * The calling operator's TOTP, enrolled (and with `verify`, turned on): the code a probe sends. A
 * token that is not an operator's gets a code that never matters (the wall answers first).
 */
async function totpCode(accessToken: string | undefined, verify: boolean) {
  const enrol = await t.app.inject({
    method: 'POST',
    url: '/manager/passport/user/totp/enroll',
    headers: accessToken ? { accessToken } : {},
  })
  if (!enrol.json().success) return '000000'
  const totp = new TOTP({ secret: Secret.fromBase32(enrol.json().result.secret) })
  const now = totp.generate()
  if (!verify) return now
  await t.app.inject({
    method: 'POST',
    url: `/manager/passport/user/totp/verify?code=${now}`,
    headers: { accessToken: accessToken as string },
  })
  return totp.generate({ timestamp: Date.now() + 30_000 })
}

type Probe = {
  /** What the route declares: `area:access` (`*:write`: a writer of any area), or null for any signed-in operator. */
  perm: string | null
  /** A fresh URL for one call by `accessToken` (write routes get a fresh resource to act on). */
  url: (accessToken?: string) => Promise<string>
  /** A JSON body, for the routes that take one. */
  body?: () => Promise<object>
  /** A multipart body (uploads). */
  form?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>
  /** A read that is logged all the same (a case's chat, decision 142). */
  loggedRead?: boolean
}

/** Catalogue rows nobody else uses, to edit, bind, disable or delete. */
const catalogue = {
  async category(level = 0) {
    let parentId = '0'
    for (let l = 0; l < level; l++) {
      const id = nextId()
      await t.database.db.insert(categories).values({ id, name: `矩${unique()}`, parentId, level: l })
      parentId = id
    }
    const id = nextId()
    await t.database.db.insert(categories).values({ id, name: `矩${unique()}`, parentId, level })
    return id
  },
  async brand() {
    const id = nextId()
    await t.database.db.insert(brands).values({ id, name: `矩${unique()}`, logo: PICTURE })
    return id
  },
  async spec() {
    const id = nextId()
    await t.database.db.insert(specs).values({ id, specName: '矩阵', specValues: ['甲'] })
    return id
  },
  async group() {
    const id = nextId()
    await t.database.db
      .insert(parameterGroups)
      .values({ id, categoryId: await catalogue.category(2), groupName: '矩阵' })
    return id
  },
  async parameter() {
    const groupId = await catalogue.group()
    const id = nextId()
    await t.database.db.insert(parameters).values({ id, groupId, categoryId: '1', paramName: '矩阵' })
    return id
  },
  async unit() {
    const id = nextId()
    await t.database.db.insert(goodsUnits).values({ id, name: shortName() })
    return id
  },
}
const PICTURE = '/uploads/202611/abcdef123456.webp'
/** A unit name within 8 characters nobody else has. */
const shortName = () => `u${(Date.now() % 1_000_000).toString(36)}${fresh++}`

/** A small picture as the upload form sends it. */
async function pictureForm() {
  const file = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b2545' } })
    .png()
    .toBuffer()
  const boundary = '----silk-matrix-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** An article form for a fresh category. */
const articleBody = async () => ({
  categoryId: (await makeArticleCategory(t)).id,
  title: '矩阵文章',
  content: '<p>正文</p>',
})

const probes: Record<string, Probe> = {
  'GET /manager/passport/user/info': { perm: null, url: async () => '/manager/passport/user/info' },
  'POST /manager/passport/user/logout': { perm: null, url: async () => '/manager/passport/user/logout' },
  'GET /manager/permission/menu/memberMenu': {
    perm: null,
    url: async () => '/manager/permission/menu/memberMenu',
  },
  'POST /manager/passport/user/totp/enroll': {
    perm: null,
    url: async () => '/manager/passport/user/totp/enroll',
  },
  'POST /manager/passport/user/totp/verify': {
    perm: null,
    url: async (token) => `/manager/passport/user/totp/verify?code=${await totpCode(token, false)}`,
  },
  'DELETE /manager/passport/user/totp': {
    perm: null,
    url: async (token) => `/manager/passport/user/totp?code=${await totpCode(token, true)}`,
  },
  'PUT /manager/passport/user/editPassword': {
    perm: null,
    url: async () =>
      `/manager/passport/user/editPassword?password=${md5('Admin#2026')}&newPassword=${md5('Changed#2027')}`,
  },
  'GET /manager/passport/user/getByCondition': {
    perm: 'admin:read',
    url: async () => '/manager/passport/user/getByCondition?username=&departmentId=&mobile=',
  },
  'GET /manager/passport/user': { perm: 'admin:read', url: async () => '/manager/passport/user' },
  'POST /manager/passport/user': {
    perm: 'admin:write',
    url: async () => `/manager/passport/user?username=m${unique()}&password=${md5('Matrix#2026')}`,
  },
  'PUT /manager/passport/user/{id}': {
    perm: 'admin:write',
    url: async () => `/manager/passport/user/${await spareAdmin()}?nickName=矩阵`,
  },
  'PUT /manager/passport/user/enable/{id}': {
    perm: 'admin:write',
    url: async () => `/manager/passport/user/enable/${await spareAdmin()}?status=false`,
  },
  'GET /manager/permission/role': { perm: 'admin:read', url: async () => '/manager/permission/role' },
  'POST /manager/permission/role': {
    perm: 'admin:write',
    url: async () => `/manager/permission/role?roleName=r${unique()}&permissions=log:read`,
  },
  'PUT /manager/permission/role/{id}': {
    perm: 'admin:write',
    url: async () =>
      `/manager/permission/role/${await spareRole()}?roleName=r${unique()}&permissions=log:write`,
  },
  'DELETE /manager/permission/role/{id}': {
    perm: 'admin:write',
    url: async () => `/manager/permission/role/${await spareRole()}`,
  },
  'GET /manager/permission/department': {
    perm: 'admin:read',
    url: async () => '/manager/permission/department',
  },
  'GET /manager/permission/department/search': {
    perm: 'admin:read',
    url: async () => '/manager/permission/department/search?title=x',
  },
  'GET /manager/permission/department/{id}': {
    perm: 'admin:read',
    url: async () => `/manager/permission/department/${await spareDepartment()}`,
  },
  'POST /manager/permission/department': {
    perm: 'admin:write',
    url: async () => `/manager/permission/department?title=d${unique()}&parentId=0`,
  },
  'PUT /manager/permission/department/{id}': {
    perm: 'admin:write',
    url: async () =>
      `/manager/permission/department/${await spareDepartment()}?title=d${unique()}&sortOrder=1`,
  },
  'DELETE /manager/permission/department/{id}': {
    perm: 'admin:write',
    url: async () => `/manager/permission/department/${await spareDepartment()}`,
  },
  'GET /manager/permission/departmentRole/{id}': {
    perm: 'admin:read',
    url: async () => `/manager/permission/departmentRole/${await spareDepartment()}`,
  },
  'PUT /manager/permission/departmentRole/{id}': {
    perm: 'admin:write',
    url: async () => `/manager/permission/departmentRole/${await spareDepartment()}`,
    body: async () => [{ roleId: await spareRole() }],
  },
  'GET /manager/permission/menu/tree': {
    perm: 'admin:read',
    url: async () => '/manager/permission/menu/tree',
  },
  'GET /manager/permission/storeMenu/tree': {
    perm: 'admin:read',
    url: async () => '/manager/permission/storeMenu/tree',
  },
  'GET /manager/permission/roleMenu/{roleId}': {
    perm: 'admin:read',
    url: async () => `/manager/permission/roleMenu/${await spareRole()}`,
  },
  'POST /manager/permission/roleMenu/{roleId}': {
    perm: 'admin:write',
    url: async () => `/manager/permission/roleMenu/${await spareRole()}`,
    body: async () => [{ menuId: 'setting.log.logManage', isSuper: 0 }],
  },
  'GET /manager/store/apply': { perm: 'store:read', url: async () => '/manager/store/apply' },
  'GET /manager/store/apply/{id}': {
    perm: 'store:read',
    url: async () => `/manager/store/apply/${(await makeStoreApply(t)).id}`,
  },
  'PUT /manager/store/apply/audit/{id}': {
    perm: 'store:write',
    url: async () => `/manager/store/apply/audit/${(await makeStoreApply(t)).id}?passed=true`,
  },
  'GET /manager/store/store': { perm: 'store:read', url: async () => '/manager/store/store' },
  'PUT /manager/store/store/disable/{id}': {
    perm: 'store:write',
    url: async () => `/manager/store/store/disable/${(await makeStore(t)).id}`,
  },
  'PUT /manager/store/store/enable/{id}': {
    perm: 'store:write',
    url: async () => `/manager/store/store/enable/${(await makeClosedStore(t)).id}`,
  },
  'GET /manager/goods/goods/goodsNumber': {
    perm: 'goods:read',
    url: async () => '/manager/goods/goods/goodsNumber',
  },
  'GET /manager/goods/goods/list': { perm: 'goods:read', url: async () => '/manager/goods/goods/list' },
  'GET /manager/goods/goods/auth/list': {
    perm: 'goods:read',
    url: async () => '/manager/goods/goods/auth/list',
  },
  'GET /manager/goods/goods/get/{id}': {
    perm: 'goods:read',
    url: async () => `/manager/goods/goods/get/${await makeListedGoods(t)}`,
  },
  'PUT /manager/goods/goods/auth': {
    perm: 'goods:write',
    url: async () => `/manager/goods/goods/auth?goodsId=${await makePendingGoods(t)}&authFlag=PASS`,
  },
  'PUT /manager/goods/goods/{id}/under': {
    perm: 'goods:write',
    url: async () =>
      `/manager/goods/goods/${await makeListedGoods(t)}/under?reason=${encodeURIComponent('违规')}`,
  },
  'GET /manager/setting/goods': { perm: 'setting:read', url: async () => '/manager/setting/goods' },
  'PUT /manager/setting/goods': {
    perm: 'setting:write',
    url: async () => '/manager/setting/goods?goodsCheck=false',
  },
  'GET /manager/passport/member': { perm: 'member:read', url: async () => '/manager/passport/member' },
  'POST /manager/passport/member': {
    perm: 'member:write',
    url: async () => '/manager/passport/member',
    body: async () => ({
      username: `m${unique()}`,
      password: md5('Matrix#2026'),
      mobile: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    }),
  },
  'GET /manager/passport/member/{id}': {
    perm: 'member:read',
    url: async () => `/manager/passport/member/${(await createMember(t)).member.id}`,
  },
  'PUT /manager/passport/member/disable/{id}': {
    perm: 'member:write',
    url: async () => `/manager/passport/member/disable/${(await createMember(t)).member.id}`,
  },
  'PUT /manager/passport/member/enable/{id}': {
    perm: 'member:write',
    url: async () =>
      `/manager/passport/member/enable/${(await createMember(t, { disabled: false })).member.id}`,
  },
  'GET /manager/setting/log': { perm: 'log:read', url: async () => '/manager/setting/log?pageSize=5' },
  'GET /manager/setting/log/getAllByPage': {
    perm: 'log:read',
    url: async () => '/manager/setting/log/getAllByPage?type=1&pageSize=5',
  },
  'GET /manager/setting/setting/get/{key}': {
    perm: 'setting:read',
    url: async () => '/manager/setting/setting/get/BASE_SETTING',
  },
  'PUT /manager/setting/setting/put/{key}': {
    perm: 'setting:write',
    url: async () => '/manager/setting/setting/put/SETTLEMENT_SETTING',
    body: async () => ({ cycleDays: 7 }),
  },
  'GET /manager/setting/jobs': { perm: 'setting:read', url: async () => '/manager/setting/jobs' },
  'GET /manager/wallet/withdrawApply': {
    perm: 'wallet:read',
    url: async () => '/manager/wallet/withdrawApply',
  },
  'GET /manager/distribution/cash/getByPage': {
    perm: 'distribution:read',
    url: async () => '/manager/distribution/cash/getByPage?distributionCashStatus=VIA_AUDITING&memberName=a',
  },
  'GET /manager/wallet/log': {
    perm: 'wallet:read',
    url: async () => '/manager/wallet/log?pageSize=5&memberName=a&startDate=2026-01-01&endDate=2026-12-31',
  },
  'GET /manager/wallet/recharge': {
    perm: 'wallet:read',
    url: async () => '/manager/wallet/recharge?pageSize=5',
  },
  'GET /manager/order/bill/getByPage': {
    perm: 'store:read',
    url: async () => '/manager/order/bill/getByPage?billStatus=CHECK',
  },
  'GET /manager/order/bill/get/{sn}': {
    perm: 'store:read',
    url: async () => `/manager/order/bill/get/${(await makeBill(t)).sn}`,
  },
  'GET /manager/order/bill/{sn}/getStoreFlow': {
    perm: 'store:read',
    url: async () => `/manager/order/bill/${(await makeBill(t)).sn}/getStoreFlow`,
  },
  'PUT /manager/order/bill/examine/{sn}': {
    perm: 'store:write',
    url: async () => `/manager/order/bill/examine/${(await makeBill(t, 'CHECK')).sn}`,
  },
  'PUT /manager/order/bill/pay/{sn}': {
    perm: 'store:write',
    url: async () =>
      `/manager/order/bill/pay/${(await makeBill(t, 'EXAMINE')).sn}?payReference=TR20261124001`,
  },
  'POST /manager/order/bill/close': {
    perm: 'store:write',
    url: async () => '/manager/order/bill/close',
  },
  'GET /manager/distribution/distribution': {
    perm: 'distribution:read',
    url: async () => '/manager/distribution/distribution',
  },
  'GET /manager/distribution/distribution/getByPage': {
    perm: 'distribution:read',
    url: async () => '/manager/distribution/distribution/getByPage?distributionStatus=APPLY',
  },
  'PUT /manager/distribution/distribution/audit/{id}': {
    perm: 'distribution:write',
    url: async () => `/manager/distribution/distribution/audit/${await pendingDistributor()}?status=PASS`,
  },
  // Any area's writer (decision 139): the view-only auditor may not upload.
  'POST /manager/common/upload/file': {
    perm: '*:write',
    url: async () => '/manager/common/upload/file',
    form: pictureForm,
  },
  'GET /manager/goods/category/allChildren': {
    perm: 'goods:read',
    url: async () => '/manager/goods/category/allChildren',
  },
  'POST /manager/goods/category': {
    perm: 'goods:write',
    url: async () => `/manager/goods/category?name=m${unique()}&commissionRate=5.5`,
  },
  'PUT /manager/goods/category/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/category/${await catalogue.category()}?name=m${unique()}`,
  },
  'DELETE /manager/goods/category/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/category/${await catalogue.category()}`,
  },
  'PUT /manager/goods/category/disable/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/category/disable/${await catalogue.category()}?enableOperations=true`,
  },
  'PUT /manager/goods/category/move/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/category/move/${await catalogue.category()}?direction=up`,
  },
  'GET /manager/goods/brand/getByPage': {
    perm: 'goods:read',
    url: async () => '/manager/goods/brand/getByPage',
  },
  'GET /manager/goods/brand/all': { perm: 'goods:read', url: async () => '/manager/goods/brand/all' },
  'POST /manager/goods/brand': {
    perm: 'goods:write',
    url: async () => `/manager/goods/brand?name=m${unique()}&logo=${PICTURE}`,
  },
  'PUT /manager/goods/brand/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/brand/${await catalogue.brand()}?name=m${unique()}&logo=${PICTURE}`,
  },
  'PUT /manager/goods/brand/disable/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/brand/disable/${await catalogue.brand()}?disable=true`,
  },
  'DELETE /manager/goods/brand/delByIds/{ids}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/brand/delByIds/${await catalogue.brand()}`,
  },
  'GET /manager/goods/categoryBrand/{categoryId}': {
    perm: 'goods:read',
    url: async () => `/manager/goods/categoryBrand/${await catalogue.category()}`,
  },
  'POST /manager/goods/categoryBrand/{categoryId}': {
    perm: 'goods:write',
    url: async () =>
      `/manager/goods/categoryBrand/${await catalogue.category()}?categoryBrands=${await catalogue.brand()}`,
  },
  'GET /manager/goods/spec': { perm: 'goods:read', url: async () => '/manager/goods/spec' },
  'GET /manager/goods/spec/all': { perm: 'goods:read', url: async () => '/manager/goods/spec/all' },
  'POST /manager/goods/spec': {
    perm: 'goods:write',
    url: async () => `/manager/goods/spec?specName=m${unique()}&specValue=a,b`,
  },
  'PUT /manager/goods/spec/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/spec/${await catalogue.spec()}?specName=m${unique()}`,
  },
  'DELETE /manager/goods/spec/{ids}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/spec/${await catalogue.spec()}`,
  },
  'GET /manager/goods/categorySpec/{categoryId}': {
    perm: 'goods:read',
    url: async () => `/manager/goods/categorySpec/${await catalogue.category()}`,
  },
  'POST /manager/goods/categorySpec/{categoryId}': {
    perm: 'goods:write',
    url: async () =>
      `/manager/goods/categorySpec/${await catalogue.category()}?categorySpecs=${await catalogue.spec()}`,
  },
  'GET /manager/goods/categoryParameters/{categoryId}': {
    perm: 'goods:read',
    url: async () => `/manager/goods/categoryParameters/${await catalogue.category(2)}`,
  },
  'POST /manager/goods/categoryParameters': {
    perm: 'goods:write',
    url: async () =>
      `/manager/goods/categoryParameters?categoryId=${await catalogue.category(2)}&groupName=m`,
  },
  'PUT /manager/goods/categoryParameters/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/categoryParameters/${await catalogue.group()}?groupName=n`,
  },
  'DELETE /manager/goods/categoryParameters/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/categoryParameters/${await catalogue.group()}`,
  },
  'POST /manager/goods/parameters': {
    perm: 'goods:write',
    url: async () => `/manager/goods/parameters?groupId=${await catalogue.group()}&paramName=m&options=a,b`,
  },
  'PUT /manager/goods/parameters/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/parameters/${await catalogue.parameter()}?paramName=n`,
  },
  'DELETE /manager/goods/parameters/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/parameters/${await catalogue.parameter()}`,
  },
  'GET /manager/goods/goodsUnit': { perm: 'goods:read', url: async () => '/manager/goods/goodsUnit' },
  'POST /manager/goods/goodsUnit': {
    perm: 'goods:write',
    url: async () => `/manager/goods/goodsUnit?name=${shortName()}`,
  },
  'PUT /manager/goods/goodsUnit/{id}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/goodsUnit/${await catalogue.unit()}?name=${shortName()}`,
  },
  'DELETE /manager/goods/goodsUnit/delete/{ids}': {
    perm: 'goods:write',
    url: async () => `/manager/goods/goodsUnit/delete/${await catalogue.unit()}`,
  },
  'POST /manager/wallet/withdrawApply': {
    perm: 'wallet:write',
    url: async () => `/manager/wallet/withdrawApply?applyId=${await pendingWithdrawal()}&result=true`,
  },
  'GET /manager/other/article': { perm: 'content:read', url: async () => '/manager/other/article' },
  'GET /manager/other/article/getByPage': {
    perm: 'content:read',
    url: async () => '/manager/other/article/getByPage',
  },
  'GET /manager/other/article/{id}': {
    perm: 'content:read',
    url: async () => `/manager/other/article/${(await makeArticle(t)).id}`,
  },
  'POST /manager/other/article': {
    perm: 'content:write',
    url: async () => '/manager/other/article',
    body: articleBody,
  },
  'PUT /manager/other/article/{id}': {
    perm: 'content:write',
    url: async () => `/manager/other/article/${(await makeArticle(t)).id}`,
    body: articleBody,
  },
  'PUT /manager/other/article/update/status/{id}': {
    perm: 'content:write',
    url: async () => `/manager/other/article/update/status/${(await makeArticle(t)).id}?status=true`,
  },
  'DELETE /manager/other/article/{id}': {
    perm: 'content:write',
    url: async () => `/manager/other/article/${(await makeArticle(t)).id}`,
  },
  'GET /manager/other/articleCategory/all-children': {
    perm: 'content:read',
    url: async () => '/manager/other/articleCategory/all-children',
  },
  'POST /manager/other/articleCategory': {
    perm: 'content:write',
    url: async () => `/manager/other/articleCategory?articleCategoryName=${encodeURIComponent('矩阵分类')}`,
  },
  'PUT /manager/other/articleCategory/{id}': {
    perm: 'content:write',
    url: async () =>
      `/manager/other/articleCategory/${(await makeArticleCategory(t)).id}?articleCategoryName=${encodeURIComponent('改名')}&type=NEWS`,
  },
  'DELETE /manager/other/articleCategory/{id}': {
    perm: 'content:write',
    url: async () => `/manager/other/articleCategory/${(await makeArticleCategory(t)).id}`,
  },
  'GET /manager/other/homeSlide': {
    perm: 'content:read',
    url: async () => '/manager/other/homeSlide?slot=BANNER',
  },
  'POST /manager/other/homeSlide': {
    perm: 'content:write',
    url: async () => '/manager/other/homeSlide',
    body: async () => ({ slot: 'PARTNER', title: '矩阵伙伴', image: '/home/partners/partner-01.svg' }),
  },
  'PUT /manager/other/homeSlide/{id}': {
    perm: 'content:write',
    url: async () => `/manager/other/homeSlide/${(await makeHomeSlide(t)).id}`,
    body: async () => ({ slot: 'PAVILION', title: '改名', image: '/home/flags/th.svg' }),
  },
  'PUT /manager/other/homeSlide/enable/{id}': {
    perm: 'content:write',
    url: async () => `/manager/other/homeSlide/enable/${(await makeHomeSlide(t)).id}?enabled=false`,
  },
  'PUT /manager/other/homeSlide/sort': {
    perm: 'content:write',
    url: async () => '/manager/other/homeSlide/sort',
    body: async () => ({ slot: 'PAVILION', ids: [(await makeHomeSlide(t)).id] }),
  },
  'DELETE /manager/other/homeSlide/{id}': {
    perm: 'content:write',
    url: async () => `/manager/other/homeSlide/${(await makeHomeSlide(t)).id}`,
  },
  'GET /manager/other/navEntry': { perm: 'content:read', url: async () => '/manager/other/navEntry' },
  'POST /manager/other/navEntry': {
    perm: 'content:write',
    url: async () => '/manager/other/navEntry',
    body: async () => ({ kind: 'PAGE', label: '矩阵导航', target: '/Service' }),
  },
  'PUT /manager/other/navEntry/{id}': {
    perm: 'content:write',
    url: async () => `/manager/other/navEntry/${(await makeNavEntry(t)).id}`,
    body: async () => ({ kind: 'LABEL', label: '改名' }),
  },
  'PUT /manager/other/navEntry/enable/{id}': {
    perm: 'content:write',
    url: async () => `/manager/other/navEntry/enable/${(await makeNavEntry(t)).id}?enabled=false`,
  },
  'PUT /manager/other/navEntry/sort': {
    perm: 'content:write',
    url: async () => '/manager/other/navEntry/sort',
    body: async () => ({ ids: [(await makeNavEntry(t)).id] }),
  },
  'DELETE /manager/other/navEntry/{id}': {
    perm: 'content:write',
    url: async () => `/manager/other/navEntry/${(await makeNavEntry(t)).id}`,
  },
  'GET /manager/other/message': { perm: 'store:read', url: async () => '/manager/other/message' },
  'POST /manager/other/message': {
    perm: 'store:write',
    url: async () => '/manager/other/message',
    body: async () => ({ title: '矩阵通知', content: '致全部商家', messageRange: 'ALL' }),
  },
  'GET /manager/other/storeMessage': { perm: 'store:read', url: async () => '/manager/other/storeMessage' },
  'GET /manager/hotwords/hotwords': { perm: 'content:read', url: async () => '/manager/hotwords/hotwords' },
  'POST /manager/hotwords/hotwords': {
    perm: 'content:write',
    url: async () =>
      `/manager/hotwords/hotwords?keyword=${encodeURIComponent(`热${unique()}`.slice(0, 20))}&score=5`,
  },
  'GET /manager/setting/setting': { perm: 'setting:read', url: async () => '/manager/setting/setting' },
  'PUT /manager/setting/setting/{key}': {
    perm: 'setting:write',
    url: async () => '/manager/setting/setting/SETTLEMENT_SETTING',
    body: async () => ({ cycleDays: 7 }),
  },
  'GET /manager/other/logistics': { perm: 'setting:read', url: async () => '/manager/other/logistics' },
  'GET /manager/other/logistics/getByPage': {
    perm: 'setting:read',
    url: async () => '/manager/other/logistics/getByPage?pageSize=5',
  },
  'PUT /manager/other/logistics/{id}': {
    perm: 'setting:write',
    url: async () =>
      `/manager/other/logistics/${(await t.database.db.select().from(logistics).limit(1))[0].id}?enabled=true`,
  },
  'DELETE /manager/hotwords/hotwords/{keyword}': {
    perm: 'content:write',
    url: async () => `/manager/hotwords/hotwords/${encodeURIComponent((await makeHotWord(t)).keyword)}`,
  },
  // Requests for quotation, read only (decision 132).
  'GET /manager/other/purchase/purchase': {
    perm: 'order:read',
    url: async () => '/manager/other/purchase/purchase',
  },
  // Arbitration, payment log, platform coupons, dashboard (decision 115).
  'GET /manager/order/afterSale/afterSaleNumVO': {
    perm: 'order:read',
    url: async () => '/manager/order/afterSale/afterSaleNumVO?serviceType=RETURN_MONEY',
  },
  'GET /manager/order/afterSale/page': {
    perm: 'order:read',
    url: async () => '/manager/order/afterSale/page?arbitrationStatus=ESCALATED',
  },
  'GET /manager/order/afterSale/get/{sn}': {
    perm: 'order:read',
    url: async () => `/manager/order/afterSale/get/${(await refusedAfterSale(t)).sn}`,
  },
  'PUT /manager/order/afterSale/arbitrate/{sn}': {
    perm: 'order:write',
    url: async () =>
      `/manager/order/afterSale/arbitrate/${(await refusedAfterSale(t)).sn}?result=REFUND&remark=${encodeURIComponent('支持退款')}`,
  },
  'PUT /manager/order/afterSale/refund/{sn}': {
    perm: 'order:write',
    url: async () =>
      `/manager/order/afterSale/refund/${(await waitingOfflineRefund(t)).sn}?reference=BANK${unique()}`,
  },
  'GET /manager/order/complain': { perm: 'order:read', url: async () => '/manager/order/complain' },
  'GET /manager/order/complain/{id}': {
    perm: 'order:read',
    url: async () => `/manager/order/complain/${(await filedComplaint(t)).complaintId}`,
  },
  'POST /manager/order/complain/communication/{id}': {
    perm: 'order:write',
    url: async () =>
      `/manager/order/complain/communication/${(await filedComplaint(t)).complaintId}?content=${encodeURIComponent('平台')}`,
  },
  'PUT /manager/order/complain/status/{id}': {
    perm: 'order:write',
    url: async () => `/manager/order/complain/status/${(await filedComplaint(t)).complaintId}`,
  },
  'PUT /manager/order/complain/complete/{id}': {
    perm: 'order:write',
    url: async () =>
      `/manager/order/complain/complete/${(await filedComplaint(t, { appeal: true })).complaintId}?arbitrationResult=${encodeURIComponent('仲裁')}`,
  },
  'GET /manager/order/paymentLog': { perm: 'order:read', url: async () => '/manager/order/paymentLog' },
  // 在线客服 (decision 142): a case's chat (each reading logged) and the sensitive words.
  'GET /manager/im/case': {
    perm: 'order:read',
    loggedRead: true,
    url: async () => `/manager/im/case?complaintId=${(await filedComplaint(t)).complaintId}`,
  },
  'GET /manager/im/sensitiveWord': { perm: 'setting:read', url: async () => '/manager/im/sensitiveWord' },
  'POST /manager/im/sensitiveWord': {
    perm: 'setting:write',
    url: async () => `/manager/im/sensitiveWord?word=${encodeURIComponent(`矩阵词${unique()}`.slice(0, 30))}`,
  },
  'DELETE /manager/im/sensitiveWord/{id}': {
    perm: 'setting:write',
    url: async () => {
      const id = nextId()
      await t.database.db.insert(chatSensitiveWords).values({ id, word: `删${unique()}`.slice(0, 30) })
      return `/manager/im/sensitiveWord/${id}`
    },
  },
  // lilishop manager pages over what this product keeps (issue #67, routes/manager/lili-pages.ts).
  'GET /manager/member/evaluation/getByPage': {
    perm: 'member:read',
    url: async () => '/manager/member/evaluation/getByPage?memberName=a&grade=GOOD',
  },
  'GET /manager/member/evaluation/get/{id}': {
    perm: 'member:read',
    url: async () => `/manager/member/evaluation/get/${await anEvaluation()}`,
  },
  'GET /manager/member/evaluation/updateStatus/{id}': {
    perm: 'member:write',
    loggedRead: true,
    url: async () => `/manager/member/evaluation/updateStatus/${await anEvaluation()}?status=CLOSE`,
  },
  'GET /manager/member/memberPointsHistory/getByPage': {
    perm: 'member:read',
    url: async () => '/manager/member/memberPointsHistory/getByPage?memberName=a',
  },
  'GET /manager/member/memberPointsHistory/queryMemberPointsStatistics': {
    perm: 'member:read',
    url: async () => '/manager/member/memberPointsHistory/queryMemberPointsStatistics',
  },
  'GET /manager/order/afterSaleReason/getByPage': {
    perm: 'order:read',
    url: async () => '/manager/order/afterSaleReason/getByPage?serviceType=RETURN_MONEY',
  },
  'GET /manager/distribution/goods/getByPage': {
    perm: 'distribution:read',
    url: async () => '/manager/distribution/goods/getByPage?goodsName=a',
  },
  'GET /manager/distribution/order/getByPage': {
    perm: 'distribution:read',
    url: async () => '/manager/distribution/order/getByPage?startTime=2026-01-01&endTime=2026-12-31',
  },
  'GET /manager/other/sensitiveWords': {
    perm: 'setting:read',
    url: async () => '/manager/other/sensitiveWords',
  },
  'POST /manager/other/sensitiveWords': {
    perm: 'setting:write',
    url: async () =>
      `/manager/other/sensitiveWords?sensitiveWord=${encodeURIComponent(`敏感${unique()}`.slice(0, 30))}`,
  },
  'DELETE /manager/other/sensitiveWords/delByIds/{ids}': {
    perm: 'setting:write',
    url: async () => {
      const id = nextId()
      await t.database.db.insert(chatSensitiveWords).values({ id, word: `删词${unique()}`.slice(0, 30) })
      return `/manager/other/sensitiveWords/delByIds/${id}`
    },
  },
  'GET /manager/hotwords/hotwords/seeds': {
    perm: 'content:read',
    url: async () => '/manager/hotwords/hotwords/seeds',
  },
  'GET /manager/setting/region/item/{id}': {
    perm: 'setting:read',
    url: async () => '/manager/setting/region/item/0',
  },
  // The operator's order desk (decision 116).
  'GET /manager/order/order': { perm: 'order:read', url: async () => '/manager/order/order?pageSize=5' },
  'GET /manager/order/order/orderNum': {
    perm: 'order:read',
    url: async () => '/manager/order/order/orderNum?payStatus=UNPAID',
  },
  'GET /manager/order/order/queryExportOrder': {
    perm: 'order:read',
    url: async () => '/manager/order/order/queryExportOrder?payStatus=PAID',
  },
  'GET /manager/order/order/{sn}': {
    perm: 'order:read',
    url: async () => `/manager/order/order/${await anOrder()}`,
  },
  'POST /manager/order/order/{sn}/cancel': {
    perm: 'order:write',
    url: async () =>
      `/manager/order/order/${(await paidOrder(t, { pay: false })).orderSn}/cancel?reason=${encodeURIComponent('平台取消')}`,
  },
  'POST /manager/order/order/{sn}/pay': {
    perm: 'order:write',
    url: async () =>
      `/manager/order/order/${(await paidOrder(t, { pay: false })).orderSn}/pay?receivableNo=ICBC-0001`,
  },
  'POST /manager/order/trade/{sn}/pay': {
    perm: 'order:write',
    url: async () =>
      `/manager/order/trade/${(await paidOrder(t, { pay: false })).tradeSn}/pay?receivableNo=ICBC-0002`,
  },
  'GET /manager/order/refundLog': { perm: 'order:read', url: async () => '/manager/order/refundLog' },
  'GET /manager/order/reconciliation': {
    perm: 'order:read',
    url: async () => '/manager/order/reconciliation',
  },
  'GET /manager/order/reconciliation/differences': {
    perm: 'order:read',
    url: async () => '/manager/order/reconciliation/differences',
  },
  'PUT /manager/order/reconciliation/differences/{id}/resolve': {
    perm: 'order:write',
    url: async () => {
      const id = nextId()
      await t.database.db.insert(reconciliationDifferences).values({
        id,
        provider: 'alipay',
        billDate: '2026-01-02',
        kind: 'PAYMENT',
        type: 'MISSING_LOCAL',
        key: `MATRIX${id}`,
        outTradeNo: `MATRIX${id}`,
        gatewayAmount: 100,
      })
      return `/manager/order/reconciliation/differences/${id}/resolve`
    },
    body: async () => ({ note: '矩阵测试处理' }),
  },
  'POST /manager/order/reconciliation/run': {
    perm: 'order:write',
    url: async () => '/manager/order/reconciliation/run',
    body: async () => ({ provider: 'alipay', billDate: formatDate(Date.now() - DAY_MS) }),
  },
  'POST /manager/order/refundLog/{refundNo}/retry': {
    perm: 'order:write',
    // 支付宝 has keys here (its simulator), so the refused refund is a WeChat sandbox one.
    url: async () => `/manager/order/refundLog/${await failedGatewayRefund(t, 'WECHAT')}/retry`,
  },
  'GET /manager/promotion/coupon': { perm: 'promotion:read', url: async () => '/manager/promotion/coupon' },
  'GET /manager/promotion/coupon/received': {
    perm: 'promotion:read',
    url: async () => '/manager/promotion/coupon/received',
  },
  'GET /manager/promotion/coupon/claims': {
    perm: 'promotion:read',
    url: async () => '/manager/promotion/coupon/claims',
  },
  'GET /manager/promotion/coupon/{id}': {
    perm: 'promotion:read',
    url: async () => `/manager/promotion/coupon/${(await makeCoupon(t)).id}`,
  },
  'POST /manager/promotion/coupon': {
    perm: 'promotion:write',
    url: async () => '/manager/promotion/coupon',
    body: async () => couponBody(),
  },
  'PUT /manager/promotion/coupon/{id}': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/coupon/${(await makeCoupon(t)).id}`,
    body: async () => couponBody(),
  },
  'PUT /manager/promotion/coupon/close/{id}': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/coupon/close/${(await makeCoupon(t)).id}`,
  },
  // The points mall (decision 156).
  'GET /manager/promotion/pointsGoods': {
    perm: 'promotion:read',
    url: async () => '/manager/promotion/pointsGoods?promotionStatus=START',
  },
  'GET /manager/promotion/pointsGoods/skus': {
    perm: 'promotion:read',
    url: async () => `/manager/promotion/pointsGoods/skus?keyword=${encodeURIComponent('测试')}`,
  },
  'GET /manager/promotion/pointsGoods/{id}': {
    perm: 'promotion:read',
    url: async () => `/manager/promotion/pointsGoods/${(await makePointsGoods(t)).id}`,
  },
  'POST /manager/promotion/pointsGoods': {
    perm: 'promotion:write',
    url: async () => '/manager/promotion/pointsGoods',
    body: async () => ({
      ...pointsGoodsTerms(),
      skuId: (await makeSku(t, await makeStore(t))).id,
      pointsGoodsCategoryId: (await makePointsCategory(t)).id,
    }),
  },
  'PUT /manager/promotion/pointsGoods/{id}': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/pointsGoods/${(await makePointsGoods(t)).id}`,
    body: async () => ({ ...pointsGoodsTerms(), pointsGoodsCategoryId: (await makePointsCategory(t)).id }),
  },
  'PUT /manager/promotion/pointsGoods/status/{id}': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/pointsGoods/status/${(await makePointsGoods(t)).id}?status=DOWN`,
  },
  'DELETE /manager/promotion/pointsGoods/{id}': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/pointsGoods/${(await makePointsGoods(t)).id}`,
  },
  'GET /manager/promotion/pointsGoodsCategory': {
    perm: 'promotion:read',
    url: async () => '/manager/promotion/pointsGoodsCategory',
  },
  'POST /manager/promotion/pointsGoodsCategory': {
    perm: 'promotion:write',
    url: async () => '/manager/promotion/pointsGoodsCategory',
    body: async () => ({ name: `矩阵分类${unique()}`.slice(0, 32), nameEn: 'Matrix', sortOrder: 3 }),
  },
  'PUT /manager/promotion/pointsGoodsCategory/{id}': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/pointsGoodsCategory/${(await makePointsCategory(t)).id}`,
    body: async () => ({ name: `矩阵分类${unique()}`.slice(0, 32), sortOrder: 4 }),
  },
  'DELETE /manager/promotion/pointsGoodsCategory/{id}': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/pointsGoodsCategory/${(await makePointsCategory(t)).id}`,
  },
  // 秒杀活动 and the review of the stores' applications (issue 66).
  'GET /manager/promotion/seckill': { perm: 'promotion:read', url: async () => '/manager/promotion/seckill' },
  'GET /manager/promotion/seckill/apply': {
    perm: 'promotion:read',
    url: async () => '/manager/promotion/seckill/apply',
  },
  'POST /manager/promotion/seckill': {
    perm: 'promotion:write',
    url: async () => '/manager/promotion/seckill',
    body: async () => seckillBody(),
  },
  'PUT /manager/promotion/seckill/{id}': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/seckill/${(await makeSeckill(t)).id}`,
    body: async () => seckillBody(),
  },
  'PUT /manager/promotion/seckill/{id}/close': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/seckill/${(await makeSeckill(t)).id}/close`,
  },
  'DELETE /manager/promotion/seckill/{id}': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/seckill/${(await makeSeckill(t)).id}`,
  },
  'PUT /manager/promotion/seckill/apply/{id}/audit': {
    perm: 'promotion:write',
    url: async () => {
      const store = await makeStore(t)
      const sku = await makeSku(t, store)
      const apply = await makeSeckillApply(t, await makeSeckill(t), sku, store.id)
      return `/manager/promotion/seckill/apply/${apply.id}/audit`
    },
    body: async () => ({ applyStatus: 'PASS' }),
  },
  // 平台满减 (decision 160): each write on goods of a fresh store, so no two overlap.
  'GET /manager/promotion/fullDiscount': {
    perm: 'promotion:read',
    url: async () => '/manager/promotion/fullDiscount',
  },
  'GET /manager/promotion/fullDiscount/{id}': {
    perm: 'promotion:read',
    url: async () => `/manager/promotion/fullDiscount/${(await platformFullDiscount()).id}`,
  },
  'POST /manager/promotion/fullDiscount': {
    perm: 'promotion:write',
    url: async () => '/manager/promotion/fullDiscount',
    body: async () => fullDiscountBody([(await makeSku(t, await makeStore(t))).goodsId]),
  },
  'PUT /manager/promotion/fullDiscount/{id}': {
    perm: 'promotion:write',
    url: async () => {
      platformGoods = (await makeSku(t, await makeStore(t))).goodsId
      return `/manager/promotion/fullDiscount/${(await platformFullDiscount(platformGoods)).id}`
    },
    body: async () => fullDiscountBody([platformGoods]),
  },
  'PUT /manager/promotion/fullDiscount/{id}/close': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/fullDiscount/${(await platformFullDiscount()).id}/close`,
  },
  // 券活动 (decision 166).
  'GET /manager/promotion/couponActivity': {
    perm: 'promotion:read',
    url: async () => '/manager/promotion/couponActivity',
  },
  'GET /manager/promotion/couponActivity/{id}': {
    perm: 'promotion:read',
    url: async () => `/manager/promotion/couponActivity/${(await platformCouponActivity()).id}`,
  },
  'GET /manager/promotion/couponActivity/{id}/received': {
    perm: 'promotion:read',
    url: async () => `/manager/promotion/couponActivity/${(await platformCouponActivity()).id}/received`,
  },
  'POST /manager/promotion/couponActivity': {
    perm: 'promotion:write',
    url: async () => '/manager/promotion/couponActivity',
    body: async () =>
      couponActivityBody((await makeCoupon(t, { endTime: new Date(Date.now() + 30 * DAY_MS) })).id),
  },
  'PUT /manager/promotion/couponActivity/status/{id}': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/couponActivity/status/${(await platformCouponActivity()).id}`,
  },
  // 店铺拼团 (decision 161): read-only.
  'GET /manager/promotion/pintuan': {
    perm: 'promotion:read',
    url: async () => '/manager/promotion/pintuan',
  },
  // 砍价 (decision 167): each write on a fresh store's SKU, so no two overlap.
  'GET /manager/promotion/kanJiaGoods': {
    perm: 'promotion:read',
    url: async () => '/manager/promotion/kanJiaGoods',
  },
  'GET /manager/promotion/kanJiaGoods/{id}': {
    perm: 'promotion:read',
    url: async () => `/manager/promotion/kanJiaGoods/${(await kanjiaOffer()).id}`,
  },
  'POST /manager/promotion/kanJiaGoods': {
    perm: 'promotion:write',
    url: async () => '/manager/promotion/kanJiaGoods',
    body: async () => kanjiaBody((await makeSku(t, await makeStore(t))).id),
  },
  'PUT /manager/promotion/kanJiaGoods/{id}': {
    perm: 'promotion:write',
    url: async () => {
      kanjiaSku = (await makeSku(t, await makeStore(t))).id
      return `/manager/promotion/kanJiaGoods/${(await kanjiaOffer(kanjiaSku)).id}`
    },
    body: async () => kanjiaBody(kanjiaSku),
  },
  'PUT /manager/promotion/kanJiaGoods/{id}/close': {
    perm: 'promotion:write',
    url: async () => `/manager/promotion/kanJiaGoods/${(await kanjiaOffer()).id}/close`,
  },
  // 直播 (decision 169): every store's rooms; 推荐 is a write.
  'GET /manager/broadcast/studio': { perm: 'promotion:read', url: async () => '/manager/broadcast/studio' },
  'GET /manager/broadcast/studio/studioInfo/{studioId}': {
    perm: 'promotion:read',
    url: async () =>
      `/manager/broadcast/studio/studioInfo/${(await makeStudio(t, (await makeStore(t)).id)).id}`,
  },
  'PUT /manager/broadcast/studio/recommend/{id}': {
    perm: 'promotion:write',
    url: async () =>
      `/manager/broadcast/studio/recommend/${(await makeStudio(t, (await makeStore(t)).id)).id}?recommend=true`,
  },
  'GET /manager/statistics/index': { perm: null, url: async () => '/manager/statistics/index' },
  'GET /manager/statistics/index/notice': {
    perm: null,
    url: async () => '/manager/statistics/index/notice',
  },
  'GET /manager/statistics/index/goodsStatistics': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/index/goodsStatistics?searchType=LAST_SEVEN',
  },
  'GET /manager/statistics/index/storeStatistics': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/index/storeStatistics?searchType=TODAY',
  },
  'GET /manager/statistics/member': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/member?searchType=LAST_SEVEN',
  },
  'GET /manager/statistics/goods': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/goods?searchType=&year=2026&month=1&type=PRICE',
  },
  'GET /manager/statistics/view/list': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/view/list?searchType=TODAY',
  },
  'GET /manager/statistics/order': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/order?searchType=LAST_SEVEN',
  },
  'GET /manager/statistics/order/overview': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/order/overview?searchType=TODAY',
  },
  'GET /manager/statistics/order/order': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/order/order?searchType=LAST_THIRTY&pageSize=5',
  },
  'GET /manager/statistics/order/refund': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/order/refund?searchType=YESTERDAY',
  },
  'GET /manager/statistics/report': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/report?from=2026-01-01&to=2026-01-31&period=WEEK',
  },
  'GET /manager/statistics/report/export': {
    perm: 'statistics:read',
    url: async () => '/manager/statistics/report/export?from=2026-01-01&to=2026-01-31&table=members',
  },
  // Service consultations and display currencies (decision 130).
  'GET /manager/other/consultation': {
    perm: 'consultation:read',
    url: async () => '/manager/other/consultation',
  },
  'GET /manager/other/consultation/export': {
    perm: 'consultation:read',
    url: async () => '/manager/other/consultation/export?state=NEW',
  },
  'GET /manager/other/consultation/assignees': {
    perm: 'consultation:read',
    url: async () => '/manager/other/consultation/assignees',
  },
  'GET /manager/other/consultation/{id}': {
    perm: 'consultation:read',
    url: async () => `/manager/other/consultation/${(await makeConsultation(t)).id}`,
  },
  'PUT /manager/other/consultation/{id}/state': {
    perm: 'consultation:write',
    url: async () =>
      `/manager/other/consultation/${(await makeConsultation(t)).id}/state?from=NEW&state=CONTACTED`,
  },
  'PUT /manager/other/consultation/{id}/assign': {
    perm: 'consultation:write',
    url: async (token) => {
      const me = await t.app.inject({
        method: 'GET',
        url: '/manager/passport/user/info',
        headers: { accessToken: token ?? '' },
      })
      const adminId = me.json().result?.id ?? '1'
      return `/manager/other/consultation/${(await makeConsultation(t)).id}/assign?adminId=${adminId}`
    },
  },
  'POST /manager/other/consultation/{id}/note': {
    perm: 'consultation:write',
    url: async () => `/manager/other/consultation/${(await makeConsultation(t)).id}/note?content=note`,
  },
  'POST /manager/other/consultation/{id}/reply': {
    perm: 'consultation:write',
    url: async () => `/manager/other/consultation/${(await makeConsultation(t)).id}/reply?content=reply`,
  },
  'GET /manager/setting/currency': { perm: 'setting:read', url: async () => '/manager/setting/currency' },
  'PUT /manager/setting/currency': {
    perm: 'setting:write',
    url: async () => '/manager/setting/currency?currency=USD&rate=0.1389&rateDate=2026-11-20',
  },
  'DELETE /manager/setting/currency/{currency}': {
    perm: 'setting:write',
    url: async () => {
      await t.database.db
        .insert(currencyRates)
        .values({ currency: 'NZD', rate: '0.24', rateDate: '2026-11-20', updatedBy: 'test' })
        .onConflictDoNothing()
      return '/manager/setting/currency/NZD'
    },
  },
}

/** A day's flash sale tomorrow, applications open until 08:00 (issue 66). */
/** A platform 满减 form on these goods, starting tomorrow. */
const fullDiscountBody = (goodsIds: string[]) => ({
  promotionName: '矩阵满减',
  startTime: `${shopTomorrow()} 08:00:00`,
  endTime: `${shopTomorrow()} 20:00:00`,
  fullMoney: 100,
  discountType: 'MINUS',
  fullMinus: 10,
  scopeType: 'PORTION_GOODS',
  goodsIds,
})
let platformGoods = ''
const kanjiaBody = (skuId: string) => ({
  promotionName: '矩阵砍价',
  skuId,
  purchasePrice: 20,
  lowestPrice: 1,
  highestPrice: 5,
  stock: 5,
  startTime: `${shopTomorrow()} 08:00:00`,
  endTime: `${shopTomorrow()} 20:00:00`,
})
let kanjiaSku = ''
/** A 砍价 offer not started yet, on the given SKU or a fresh store's. */
const kanjiaOffer = async (skuId?: string) =>
  createKanjiaGoods(t.database.db, kanjiaBody(skuId ?? (await makeSku(t, await makeStore(t))).id))
/** A platform 满减 not started yet, on the given goods or a fresh store's. */
/** A 新人赠券 form (decision 166) for one platform coupon. */
const couponActivityBody = (couponId: string) => ({
  promotionName: '矩阵券活动',
  couponActivityType: 'REGISTERED',
  startTime: formatDateTime(Date.now() + DAY_MS) as string,
  endTime: formatDateTime(Date.now() + 2 * DAY_MS) as string,
  couponActivityItems: [{ couponId, num: 1 }],
})
const platformCouponActivity = async () => {
  const coupon = await makeCoupon(t, { endTime: new Date(Date.now() + 30 * DAY_MS) })
  return t.database.db.transaction((tx) =>
    createCouponActivity(tx, t.app.jobs, CouponActivityForm.parse(couponActivityBody(coupon.id))),
  )
}

const platformFullDiscount = async (goodsId?: string) =>
  createFullDiscount(
    t.database.db,
    '0',
    FullDiscountForm.parse(fullDiscountBody([goodsId ?? (await makeSku(t, await makeStore(t))).goodsId])),
  )

const seckillBody = async () => ({
  seckillName: '矩阵秒杀',
  day: shopTomorrow(),
  hours: [10, 14, 20],
  applyEndTime: `${shopTomorrow()} 08:00:00`,
  seckillRule: '每人限购1件',
})

/** A platform coupon form (decision 115). */
const pointsGoodsTerms = () => ({
  points: 80,
  activeStock: 5,
  startTime: '2026-01-01 00:00:00',
  endTime: '2099-12-31 23:59:59',
})

const couponBody = () => ({
  couponName: `矩阵券${unique()}`.slice(0, 30),
  couponType: 'PRICE',
  price: 10,
  consumeThreshold: 100,
  startTime: '2026-01-01 00:00:00',
  endTime: '2099-12-31 23:59:59',
})

/** Every `/manager/**` operation but sign-in and refresh, from the OpenAPI document the app serves. */
function managerOperations(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  const open = [
    'POST /manager/passport/user/login',
    'POST /manager/passport/user/login/totp',
    'GET /manager/passport/user/refresh/{refreshToken}',
  ]
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/manager/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    .filter((key) => !open.includes(key))
    .sort()
}

async function hit(key: string, accessToken?: string, url?: string) {
  const [method] = key.split(' ')
  const { body, form } = probes[key]
  const multipart = form ? await form() : null
  const res = await t.app.inject({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: url ?? (await probes[key].url(accessToken)),
    headers: { ...(accessToken ? { accessToken } : {}), ...multipart?.headers },
    ...(body ? { payload: await body() } : multipart ? { payload: multipart.payload } : {}),
  })
  // The CSV export answers a file, not an envelope.
  const csv = res.headers['content-type']?.toString().startsWith('text/csv')
  return { status: res.statusCode, body: csv ? { success: res.statusCode === 200 } : res.json() }
}

const logRows = async () => (await t.database.db.select({ n: count() }).from(adminLogs))[0].n
const lastAction = async () =>
  (
    await t.database.db
      .select({ action: adminLogs.action })
      .from(adminLogs)
      .orderBy(desc(adminLogs.createTime), desc(adminLogs.id))
      .limit(1)
  )[0]?.action

describe('lilishop’s manager menu (GET /manager/permission/menu/memberMenu)', () => {
  it('shows an operator exactly the pages its role may read, as the console’s own menus do', async () => {
    type Entry = { name: string; level: number; children: { children: { frontRoute: string }[] }[] }
    const menu = async (token: string) => {
      const res = await t.app.inject({
        url: '/manager/permission/menu/memberMenu',
        headers: { accessToken: token },
      })
      return res.json().result as Entry[]
    }
    const pages = (entries: Entry[]) =>
      entries.flatMap((m) => m.children.flatMap((g) => g.children.map((p) => p.frontRoute)))
    const superAdmin = await makeAdmin(t, { superUser: true })
    const all = await menu(superAdmin.accessToken)
    expect(all.map((m) => m.name)).toEqual([
      'member',
      'order',
      'goods',
      'promotion',
      'shop',
      'statistics',
      'distribution',
      'operation',
      'setting',
    ])
    expect(all.every((m) => m.level === 0)).toBe(true)
    const goodsOnly = await makeAdmin(t, { permissions: ['goods:read'] })
    expect((await menu(goodsOnly.accessToken)).map((m) => m.name)).toEqual(['goods'])
    expect(pages(await menu(goodsOnly.accessToken))).toContain('goods/goods-info/goodsApply')
    // A weaker role sees less: no member pages without the member area, nothing with no area.
    const walletOnly = await makeAdmin(t, { permissions: ['wallet:read'] })
    expect(pages(await menu(walletOnly.accessToken))).toEqual([
      'member/advance/walletLog',
      'member/advance/recharge',
      'member/advance/withdrawApply',
    ])
    const none = await makeAdmin(t, { permissions: [] })
    expect(await menu(none.accessToken)).toEqual([])
    // The auditor (read everywhere) sees every page; the console's own areas stay in passport/user/info.
    const auditor = await makeAdmin(t, { permissions: AdminAreas.map((a) => `${a}:read`) })
    expect(pages(await menu(auditor.accessToken))).toEqual(pages(all))
    const info = await t.app.inject({
      url: '/manager/passport/user/info',
      headers: { accessToken: auditor.accessToken },
    })
    expect(info.json().result.menus.every((m: { write: boolean }) => !m.write)).toBe(true)
  })
})

describe('/manager/** permission matrix', () => {
  it('has a row for every /manager/** route and nothing else', () => {
    expect(Object.keys(probes).sort()).toEqual(managerOperations())
  })

  for (const key of Object.keys(probes).sort()) {
    const { perm } = probes[key]
    const write = !key.startsWith('GET ')
    it(`${key} (${perm ?? 'any operator'})`, async () => {
      const none = await hit(key)
      expect([none.status, none.body.code]).toEqual([401, ErrorCodes.USER_NOT_LOGIN.code])
      for (const token of [buyerToken, sellerToken]) {
        const wall = await hit(key, token)
        expect([wall.status, wall.body.code]).toEqual([403, ErrorCodes.USER_AUTHORITY_ERROR.code])
      }

      // The read-only auditor: reads pass, writes of an area are refused.
      const auditor = await makeAdmin(t, { permissions: AdminAreas.map((a) => `${a}:read`) })
      const audited = await hit(key, auditor.accessToken)
      if (perm?.endsWith(':write'))
        expect([audited.status, audited.body.code]).toEqual([403, ErrorCodes.USER_AUTHORITY_ERROR.code])
      else expect(audited.body.success).toBe(true)

      if (perm?.startsWith('*:')) {
        // Written in any one area: a writer of a single area passes (the auditor was refused above).
        const one = await makeAdmin(t, { permissions: ['content:write'] })
        expect((await hit(key, one.accessToken)).body.success).toBe(true)
      } else if (perm) {
        const [area] = perm.split(':')
        const exact = await makeAdmin(t, { permissions: [perm] })
        expect((await hit(key, exact.accessToken)).body.success).toBe(true)
        const others = AdminAreas.filter((a) => a !== area).map((a) => `${a}:write`)
        const without = await hit(key, (await makeAdmin(t, { permissions: others })).accessToken)
        expect([without.status, without.body.code]).toEqual([403, ErrorCodes.USER_AUTHORITY_ERROR.code])
      }

      const superAdmin = await makeAdmin(t, { superUser: true })
      const url = await probes[key].url(superAdmin.accessToken)
      const before = await logRows()
      const answer = await hit(key, superAdmin.accessToken, url)
      expect(answer.body.success).toBe(true)
      // Every write is logged once; reads are not, but for the few reads that must be.
      const logged = write || probes[key].loggedRead
      expect(await logRows()).toBe(before + (logged ? 1 : 0))
      // …under a code the operation log has a title for in both languages (decision 137).
      if (logged) expect(Object.keys(ADMIN_ACTIONS)).toContain(await lastAction())
    })
  }
})
