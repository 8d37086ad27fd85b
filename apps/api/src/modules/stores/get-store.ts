import type { StoreBasicInfoVO } from '@silk/contracts/goods'
import { categories, goods } from '@silk/db/schema/goods'
import { stores } from '@silk/db/schema/store'
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'

type StoreRow = typeof stores.$inferSelect

function toVO(s: StoreRow, goodsNum: number, locale: Locale): StoreBasicInfoVO {
  return {
    storeId: s.id,
    storeName: localName(locale, s.storeName, s.storeNameEn),
    storeDisable: s.storeDisable,
    // English beside the Chinese, answered in the upstream fields by the caller's language (decision 023).
    companyAddressPath: localName(locale, s.companyAddressPath, s.companyAddressPathEn),
    storeLogo: s.storeLogo,
    storeBanner: s.storeBanner,
    storeDesc: localName(locale, s.storeDesc, s.storeDescEn),
    countryCode: s.countryCode,
    countryName: localName(locale, s.countryName, s.countryNameEn),
    pcPageData: null,
    mobilePageData: null,
    selfOperated: s.selfOperated,
    goodsNum,
    collectionNum: s.collectionNum,
    descriptionScore: s.descriptionScore / 10,
    serviceScore: s.serviceScore / 10,
    deliveryScore: s.deliveryScore / 10,
    pageShow: '0',
  }
}

const onSale = (storeId: SQL | string) =>
  and(eq(goods.storeId, storeId as string), eq(goods.marketEnable, 'UPPER'), eq(goods.authFlag, 'PASS'))

/** `GET /buyer/store/store/get/detail/{id}`; closed or unknown stores are 50001. */
export async function getStoreDetail(ctx: Pick<Ctx, 'db' | 'locale'>, id: string): Promise<StoreBasicInfoVO> {
  const [store] = await ctx.db.select().from(stores).where(eq(stores.id, id)).limit(1)
  if (store?.storeDisable !== 'OPEN') throw new BizError('STORE_NOT_EXIST')
  const [n] = await ctx.db.select({ n: count() }).from(goods).where(onSale(id))
  return toVO(store, n?.n ?? 0, ctx.locale)
}

/** Open stores, recommended first, for the shop home and store directory. */
export async function listStores(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  input: { pageNumber: number; pageSize: number; recommend?: string },
) {
  const where = and(
    eq(stores.storeDisable, 'OPEN'),
    input.recommend === 'true' ? eq(stores.recommend, true) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(stores)
      .where(where)
      .orderBy(desc(stores.recommend), desc(stores.collectionNum), stores.id)
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ n: count() }).from(stores).where(where),
  ])
  const counts = await Promise.all(
    rows.map((s) => ctx.db.select({ n: count() }).from(goods).where(onSale(s.id))),
  )
  return toPage(
    rows.map((s, i) => toVO(s, counts[i]?.[0]?.n ?? 0, ctx.locale)),
    total?.n ?? 0,
    input,
  )
}

/**
 * `GET /buyer/store/store/label/get/{id}`: the store's goods categories (upstream's store labels). This
 * shop has no hand-made store categories, so they are the platform categories its goods on sale are
 * filed under: first level with its second-level children, in the platform's order.
 */
export async function listStoreLabels(ctx: Pick<Ctx, 'db'>, storeId: string) {
  const [store] = await ctx.db
    .select({ disable: stores.storeDisable })
    .from(stores)
    .where(eq(stores.id, storeId))
  if (store?.disable !== 'OPEN') throw new BizError('STORE_NOT_EXIST')
  const paths = await ctx.db.selectDistinct({ path: goods.categoryPath }).from(goods).where(onSale(storeId))
  const used = new Set(paths.flatMap((p) => p.path.split(',').slice(0, 2)))
  if (used.size === 0) return []
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(inArray(categories.id, [...used]))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
  const label = (c: (typeof rows)[number]) => ({
    id: c.id,
    labelName: c.name,
    level: c.level,
    sortOrder: c.sortOrder,
    parentId: c.parentId,
  })
  return rows
    .filter((c) => c.level === 0)
    .map((top) => ({ ...label(top), children: rows.filter((c) => c.parentId === top.id).map(label) }))
}
