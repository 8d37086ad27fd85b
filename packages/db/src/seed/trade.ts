import { and, asc, eq, inArray, like } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { nextId } from '../ids.ts'
import { storeAddresses } from '../schema/addresses.ts'
import { categories, goods, goodsSkus } from '../schema/goods.ts'
import { members } from '../schema/members.ts'
import { coupons } from '../schema/promotion.ts'
import { stores } from '../schema/store.ts'
import { memberWallets, walletLogs } from '../schema/wallet.ts'
import { DEMO_MEMBER_ID } from './members.ts'

const DAY = 86_400_000
/** The scrypt hash of md5('silk123456'), the demo password (see members.ts). */
const DEMO_PASSWORD = 'scrypt$15$8$1$74OV7eDtyTc04ep4QMY6BA==$zMt9AkZ9kpNzpnPxaKcoFIU2LheXi5CmNZS5h8Rh65E='

/** Seller accounts for the first demo stores: they may ship their store's orders (password silk123456). */
export const DEMO_SELLERS = [
  { id: '1000000000000000101', username: 'seller1', mobile: '13900139001', storeId: '2001' },
  { id: '1000000000000000102', username: 'seller2', mobile: '13900139002', storeId: '2002' },
  { id: '1000000000000000103', username: 'seller3', mobile: '13900139003', storeId: '2003' },
]

/**
 * Demo coupons (platform, category, goods and store ones), seller accounts, a self-pickup point
 * and a starting wallet balance for the demo buyer. Runs after the catalogue; without stores it
 * seeds the platform coupons only.
 */
export async function seedTradeDemo(db: Db): Promise<void> {
  const now = Date.now()
  const window = { startTime: new Date(now - DAY), endTime: new Date(now + 365 * DAY) }
  const platform = { storeId: '0', storeName: '平台', getType: 'FREE', ...window }
  const rows: (typeof coupons.$inferInsert)[] = [
    {
      ...platform,
      id: nextId(),
      couponName: '全场满199减30',
      couponNameEn: '¥30 off orders over ¥199, sitewide',
      couponType: 'PRICE',
      price: 3000,
      consumeThreshold: 19_900,
      publishNum: 5000,
      couponLimitNum: 1,
      description: '全场通用，每人限领1张',
    },
    {
      ...platform,
      id: nextId(),
      couponName: '全场满500享95折',
      couponNameEn: '5% off orders over ¥500, sitewide',
      couponType: 'DISCOUNT',
      couponDiscount: 95,
      consumeThreshold: 50_000,
      publishNum: 2000,
      couponLimitNum: 2,
      description: '全场通用，每人限领2张',
    },
    {
      ...platform,
      id: nextId(),
      couponName: '新人礼券 满99减10',
      couponNameEn: 'Welcome coupon: ¥10 off orders over ¥99',
      couponType: 'PRICE',
      price: 1000,
      consumeThreshold: 9900,
      publishNum: 0,
      couponLimitNum: 1,
      rangeDayType: 'DYNAMICTIME',
      effectiveDays: 30,
      description: '领取后30天内有效',
    },
  ]
  const [tea] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.level, 0), like(categories.name, '%茶%')))
    .limit(1)
  if (tea) {
    rows.push({
      ...platform,
      id: nextId(),
      couponName: `${tea.name}专享 满300减50`,
      couponNameEn: `${tea.nameEn ?? tea.name} only: ¥50 off orders over ¥300`,
      couponType: 'PRICE',
      price: 5000,
      consumeThreshold: 30_000,
      scopeType: 'PORTION_GOODS_CATEGORY',
      scopeId: tea.id,
      publishNum: 1000,
      couponLimitNum: 1,
      description: `仅限${tea.name}类商品使用`,
    })
  }
  const demoStores = await db.select().from(stores).orderBy(asc(stores.id)).limit(6)
  for (const [i, store] of demoStores.entries()) {
    const base = {
      storeId: store.id,
      storeName: store.storeName,
      getType: 'FREE',
      ...window,
      publishNum: 500,
    }
    rows.push({
      ...base,
      id: nextId(),
      couponName: '店铺券 满200减20',
      couponNameEn: 'Store coupon: ¥20 off orders over ¥200',
      couponType: 'PRICE',
      price: 2000,
      consumeThreshold: 20_000,
      couponLimitNum: 2,
      description: `仅限${store.storeName}使用`,
    })
    if (i % 2 === 0) {
      rows.push({
        ...base,
        id: nextId(),
        couponName: '店铺9折券',
        couponNameEn: 'Store coupon: 10% off',
        couponType: 'DISCOUNT',
        couponDiscount: 90,
        consumeThreshold: 10_000,
        couponLimitNum: 1,
        description: `${store.storeName}满100元享9折`,
      })
    }
  }
  if (demoStores[0]) {
    const skus = await db
      .select({ id: goodsSkus.id })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(eq(goods.storeId, demoStores[0].id))
      .orderBy(asc(goodsSkus.id))
      .limit(5)
    if (skus.length > 0) {
      rows.push({
        ...window,
        id: nextId(),
        storeId: demoStores[0].id,
        storeName: demoStores[0].storeName,
        getType: 'FREE',
        couponName: '指定商品立减15元',
        couponNameEn: '¥15 off selected goods',
        couponType: 'PRICE',
        price: 1500,
        consumeThreshold: 5000,
        scopeType: 'PORTION_GOODS',
        scopeId: skus.map((s) => s.id).join(','),
        publishNum: 300,
        couponLimitNum: 1,
        description: '仅限指定商品使用',
      })
    }
    await db.insert(storeAddresses).values([
      {
        id: nextId(),
        storeId: demoStores[0].id,
        addressName: '杭州西湖自提点',
        center: '120.155070,30.274085',
        address: '浙江省杭州市西湖区南山路 218 号',
        mobile: '057188886666',
      },
      {
        id: nextId(),
        storeId: demoStores[0].id,
        addressName: '杭州滨江自提点',
        center: '120.211223,30.208567',
        address: '浙江省杭州市滨江区江南大道 3688 号',
        mobile: '057188887777',
      },
    ])
  }
  await db.insert(coupons).values(rows)

  const storeIds = new Set(demoStores.map((s) => s.id))
  const sellers = DEMO_SELLERS.filter((s) => storeIds.has(s.storeId))
  if (sellers.length > 0) {
    await db
      .insert(members)
      .values(
        sellers.map((s) => ({
          ...s,
          password: DEMO_PASSWORD,
          nickName: `${s.username}店长`,
          haveStore: true,
        })),
      )
      .onConflictDoNothing()
  }
  const [demo] = await db
    .select({ id: members.id, nick: members.nickName })
    .from(members)
    .where(inArray(members.id, [DEMO_MEMBER_ID]))
  if (demo) {
    const balance = 500_000
    await db
      .insert(memberWallets)
      .values({ memberId: demo.id, memberName: demo.nick ?? 'demo', balance })
      .onConflictDoNothing()
    await db.insert(walletLogs).values({
      id: nextId(),
      memberId: demo.id,
      memberName: demo.nick ?? 'demo',
      money: balance,
      balanceAfter: balance,
      serviceType: 'WALLET_RECHARGE',
      detail: '演示账户初始余额',
    })
  }
}

/**
 * The sign-up gift: a platform activity coupon (`getType=ACTIVITY`) that
 * `GET /buyer/promotion/coupon/activity` gives each member once, after sign-in.
 */
export async function seedActivityCoupons(db: Db): Promise<void> {
  const now = Date.now()
  await db.insert(coupons).values({
    id: nextId(),
    storeId: '0',
    storeName: '平台',
    getType: 'ACTIVITY',
    startTime: new Date(now - DAY),
    endTime: new Date(now + 365 * DAY),
    couponName: '新人礼 满50减5',
    couponNameEn: 'Welcome gift: ¥5 off orders over ¥50',
    couponType: 'PRICE',
    price: 500,
    consumeThreshold: 5000,
    publishNum: 0,
    couponLimitNum: 1,
    rangeDayType: 'DYNAMICTIME',
    effectiveDays: 30,
    description: '登录后自动发放，每人一张，30天内有效',
  })
}
