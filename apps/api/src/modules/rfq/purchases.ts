import { chinaDay, chinaDayCompact, chinaDayEnd, chinaDayStartOf } from '@silk/contracts/china-time'
import type { PageQuery } from '@silk/contracts/paging'
import {
  type CloseReason,
  MAX_DEADLINE_DAYS,
  type ManagerPurchaseQuery,
  type PurchaseForm,
  type PurchaseListQuery,
  type PurchaseOrderVO,
  type PurchaseStatus,
} from '@silk/contracts/rfq'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { categories, goods, orders, purchaseOrders, stores } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { maskName } from '../../shared/mask.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'
import { fenToYuan, yuanToFen } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'

export type PurchaseRow = typeof purchaseOrders.$inferSelect
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** `yyyy-MM-dd` as the end of that day in GMT+8 (the day the buyer picked, to its last second). */
export function endOfChinaDay(day: string): Date {
  const start = chinaDayStartOf(day)
  return start ? chinaDayEnd(start) : new Date(Number.NaN)
}
/** Today in GMT+8 as `yyyy-MM-dd`. */
export const chinaToday = () => chinaDay()

/**
 * The status a reader sees: an OPEN request past its deadline is closed, whether or not a write has
 * stored that yet (no timer: every read and every act applies the deadline itself).
 */
export function effectiveStatus(
  r: Pick<PurchaseRow, 'status' | 'closeReason' | 'deadline'>,
  now = new Date(),
) {
  if (r.status === 'OPEN' && r.deadline <= now)
    return { status: 'CLOSED' as const, closeReason: 'DEADLINE' as const }
  return { status: r.status as PurchaseStatus, closeReason: (r.closeReason as CloseReason | null) ?? null }
}

/** SQL: still open for quotes now. */
export const openNow = () => and(eq(purchaseOrders.status, 'OPEN'), sql`${purchaseOrders.deadline} > now()`)

/** The request's category names and, once accepted, its order's state (read with the row). */
type Cat = { name: string | null; nameEn: string | null; orderStatus?: string | null }

export function purchaseView(r: PurchaseRow, cat: Cat | null, owner: boolean): PurchaseOrderVO {
  const s = effectiveStatus(r)
  return {
    id: r.id,
    sn: r.sn,
    title: r.title,
    categoryId: r.categoryId,
    categoryName: cat?.name ?? null,
    categoryNameEn: cat?.nameEn ?? null,
    quantity: r.quantity,
    unit: r.unit,
    targetPrice: r.targetPrice === null ? null : fenToYuan(r.targetPrice),
    currency: r.currency,
    incoterm: r.incoterm as PurchaseOrderVO['incoterm'],
    destinationCountry: r.destinationCountry,
    deadline: formatDateTime(r.deadline) ?? '',
    description: r.description,
    attachments: r.attachments,
    storeId: r.storeId,
    storeName: r.storeName,
    goodsId: r.goodsId,
    status: s.status,
    closeReason: s.closeReason,
    quoteCount: r.quoteCount,
    acceptedQuoteId: owner ? r.acceptedQuoteId : null,
    orderSn: owner ? r.orderSn : null,
    tradeSn: owner ? r.tradeSn : null,
    orderStatus: owner ? (cat?.orderStatus ?? null) : null,
    memberName: owner ? r.memberName : maskName(r.memberName),
    createTime: formatDateTime(r.createTime) ?? '',
  }
}

const withCategory = (db: DbOrTx) =>
  db
    .select({
      r: purchaseOrders,
      name: categories.name,
      nameEn: categories.nameEn,
      orderStatus: orders.orderStatus,
    })
    .from(purchaseOrders)
    .leftJoin(categories, eq(categories.id, purchaseOrders.categoryId))
    .leftJoin(orders, eq(orders.sn, purchaseOrders.orderSn))

/** Rows with their category names, newest first, and the total. */
export async function pageOf(db: DbOrTx, where: SQL | undefined, query: PageQuery) {
  const [rows, [{ total }]] = await Promise.all([
    withCategory(db)
      .where(where)
      .orderBy(desc(purchaseOrders.createTime), desc(purchaseOrders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(purchaseOrders).where(where),
  ])
  return { rows, total }
}

export async function purchaseRow(db: DbOrTx, id: string) {
  const [row] = await withCategory(db).where(eq(purchaseOrders.id, id))
  if (!row) throw new BizError('PURCHASE_NOT_EXIST')
  return row
}

/** CG + GMT+8 date + the snowflake's last 8 digits. */
function referenceNumber(id: string): string {
  return `CG${chinaDayCompact()}${id.slice(-8)}`
}

/** `POST /buyer/other/purchase/purchase`: a member posts a request, open to all or addressed to one store. */
export async function createPurchase(ctx: BuyerCtx, form: z.infer<typeof PurchaseForm>) {
  const deadline = endOfChinaDay(form.deadline)
  const now = Date.now()
  if (
    Number.isNaN(deadline.getTime()) ||
    form.deadline <= chinaToday() ||
    deadline.getTime() > now + (MAX_DEADLINE_DAYS + 1) * DAY
  )
    throw new BizError('PURCHASE_DEADLINE_INVALID')
  const [cat] = await ctx.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      level: categories.level,
      enabled: categories.enabled,
    })
    .from(categories)
    .where(eq(categories.id, form.categoryId))
  if (!cat?.enabled) throw new BizError('PURCHASE_CATEGORY_INVALID')
  const categoryPath = await categoryPathOf(ctx.db, form.categoryId)
  let store: { id: string; name: string } | null = null
  let goodsId: string | null = null
  if (form.storeId) {
    const [s] = await ctx.db
      .select({ id: stores.id, name: stores.storeName, disable: stores.storeDisable })
      .from(stores)
      .where(eq(stores.id, form.storeId))
    if (s?.disable !== 'OPEN') throw new BizError('PURCHASE_STORE_INVALID')
    store = { id: s.id, name: s.name }
    if (form.goodsId) {
      const [g] = await ctx.db
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.id, form.goodsId), eq(goods.storeId, s.id)))
      goodsId = g?.id ?? null
    }
  }
  const id = nextId()
  const sn = referenceNumber(id)
  await ctx.db.insert(purchaseOrders).values({
    id,
    sn,
    memberId: ctx.member.id,
    memberName: memberName(ctx.member),
    title: form.title,
    categoryId: form.categoryId,
    categoryPath,
    quantity: form.quantity,
    unit: form.unit,
    targetPrice: form.targetPrice === undefined ? null : yuanToFen(form.targetPrice),
    currency: form.currency,
    incoterm: form.incoterm,
    destinationCountry: form.destinationCountry,
    deadline,
    description: form.description,
    attachments: form.attachments,
    storeId: store?.id ?? null,
    storeName: store?.name ?? null,
    goodsId,
  })
  return { id, sn }
}

/** The category's ids from the top down, comma-joined as goods keep `category_path`. */
async function categoryPathOf(db: DbOrTx, id: string): Promise<string> {
  const path: string[] = []
  let at: string | null = id
  for (let i = 0; at && at !== '0' && i < 5; i++) {
    const [row]: { parentId: string }[] = await db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, at))
    if (!row) break
    path.unshift(at)
    at = row.parentId
  }
  return path.join(',')
}

/** `GET /buyer/other/purchase/purchase`: open requests for all (addressed ones stay between the two). */
export async function listOpenPurchases(ctx: BuyerCtx, query: z.infer<typeof PurchaseListQuery>) {
  const where = and(
    openNow(),
    isNull(purchaseOrders.storeId),
    query.keyword ? ilike(purchaseOrders.title, containsPattern(query.keyword)) : undefined,
    query.categoryId
      ? sql`${query.categoryId} = any(string_to_array(${purchaseOrders.categoryPath}, ','))`
      : undefined,
  )
  const { rows, total } = await pageOf(ctx.db, where, query)
  return toPage(
    rows.map((x) => purchaseView(x.r, x, x.r.memberId === ctx.member.id)),
    total,
    query,
  )
}

/** `GET /buyer/other/purchase/purchase/{id}`: the owner's, or an open-to-all one. */
export async function purchaseDetail(ctx: BuyerCtx, id: string) {
  const x = await purchaseRow(ctx.db, id)
  const owner = x.r.memberId === ctx.member.id
  if (!owner && x.r.storeId !== null) throw new BizError('PURCHASE_NOT_EXIST')
  return purchaseView(x.r, x, owner)
}

/** `GET /buyer/other/purchase/purchase/getByMember`: the member's own requests. */
export async function myPurchases(ctx: BuyerCtx, query: PageQuery) {
  const { rows, total } = await pageOf(ctx.db, eq(purchaseOrders.memberId, ctx.member.id), query)
  return toPage(
    rows.map((x) => purchaseView(x.r, x, true)),
    total,
    query,
  )
}

/** `PUT /buyer/other/purchase/purchase/{id}`: the owner stops taking quotes (quotes already in stay). */
export async function closePurchase(ctx: BuyerCtx, id: string) {
  const x = await purchaseRow(ctx.db, id)
  if (x.r.memberId !== ctx.member.id) throw new BizError('PURCHASE_NOT_EXIST')
  const closed = await ctx.db
    .update(purchaseOrders)
    .set({ status: 'CLOSED', closeReason: 'BUYER', updateTime: new Date() })
    .where(and(eq(purchaseOrders.id, id), openNow()))
    .returning({ id: purchaseOrders.id })
  if (closed.length === 0) throw new BizError('PURCHASE_NOT_OPEN')
  return purchaseView({ ...x.r, status: 'CLOSED', closeReason: 'BUYER' }, x, true)
}

/** `GET /manager/other/purchase/purchase`: every request, read-only oversight. */
export async function managerPurchases(db: DbOrTx, query: z.infer<typeof ManagerPurchaseQuery>) {
  const status =
    query.status === 'OPEN'
      ? openNow()
      : query.status === 'CLOSED'
        ? or(
            eq(purchaseOrders.status, 'CLOSED'),
            and(eq(purchaseOrders.status, 'OPEN'), sql`${purchaseOrders.deadline} <= now()`),
          )
        : query.status
          ? eq(purchaseOrders.status, query.status)
          : undefined
  const kw = query.keyword ? containsPattern(query.keyword) : null
  const where = and(
    status,
    kw
      ? or(
          ilike(purchaseOrders.title, kw),
          ilike(purchaseOrders.sn, kw),
          ilike(purchaseOrders.memberName, kw),
        )
      : undefined,
  )
  const { rows, total } = await pageOf(db, where, query)
  return toPage(
    rows.map((x) => purchaseView(x.r, x, true)),
    total,
    query,
  )
}
