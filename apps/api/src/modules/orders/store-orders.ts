import { chinaDayStart, chinaDayStartOf } from '@silk/contracts/china-time'
import type { ManagerOrderFilter, ManagerOrderQuery } from '@silk/contracts/manager-order'
import type { DbOrTx } from '@silk/db/client'
import { members, orderItems, orders } from '@silk/db/schema/index'
import { stringify } from 'csv-stringify/sync'
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import type { z } from 'zod'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { localName } from '../../shared/localised.ts'
import { yuanText } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { orderTrace } from '../tracking/trace-view.ts'
import {
  detailOf,
  type ListedItem,
  listedItemColumns,
  listedOrderColumns,
  simpleView,
} from './order-queries.ts'
import type { OrderRow } from './state-machine.ts'
import { paymentLabel, refundedClose, statusLabel } from './views.ts'

/** The seller desk's filters, and the operator's (which add the store and the pay status). */
type Filter = z.infer<typeof ManagerOrderFilter>

/**
 * Whose orders a desk reads: one store's (the seller centre, `ctx.seller.storeId`), or every store's
 * (the operator console, decision 116). One reader serves both, so their lists cannot drift.
 */
export type OrderScope = { storeId?: string }
export const storeScope = (ctx: StoreCtx): OrderScope => ({ storeId: ctx.seller.storeId })
type DeskCtx = Pick<Ctx, 'db' | 'locale' | 'config' | 'log'>

/**
 * An order of the seller's store: 31002 when there is none, 20005 when it is another store's
 * (decision 100). With `lock` the row is locked FOR UPDATE (the caller holds its trade's lock first
 * when the change can touch the trade: `lockTrade`).
 */
export async function storeOrder(db: DbOrTx, ctx: StoreCtx, sn: string, lock = false): Promise<OrderRow> {
  const q = db.select().from(orders).where(eq(orders.sn, sn))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw new BizError('ORDER_NOT_EXIST')
  if (row.storeId !== ctx.seller.storeId) throw new BizError('USER_AUTHORITY_ERROR')
  return row
}

/** A GMT+8 day's start, or the next day's start for an inclusive end date. */
function dayStart(day: string, next = false): Date {
  const d = chinaDayStartOf(day)
  if (!d) throw new BizError('PARAMS_ERROR', { detail: day })
  return next ? chinaDayStart(d, 1) : d
}

/**
 * The filters' values as the statements take them, checked once: the store, LIKE patterns, GMT+8 day
 * bounds and the tab. A missing filter is `undefined`, and its condition is left out.
 */
function filterValues(scope: OrderScope, filter: Filter) {
  if (filter.startDate && filter.endDate && filter.startDate > filter.endDate)
    throw new BizError('STORE_ORDER_DATE_RANGE')
  return {
    storeId: scope.storeId,
    storeName: filter.storeName ? containsPattern(filter.storeName) : undefined,
    payStatus: filter.payStatus === 'TRANSFER_WAITING' ? 'UNPAID' : filter.payStatus || undefined,
    transferWaiting: filter.payStatus === 'TRANSFER_WAITING' || undefined,
    orderSn: filter.orderSn ? containsPattern(filter.orderSn) : undefined,
    buyer: filter.buyer || undefined,
    buyerLike: filter.buyer ? containsPattern(filter.buyer) : undefined,
    goodsName: filter.goodsName ? containsPattern(filter.goodsName) : undefined,
    start: filter.startDate ? dayStart(filter.startDate) : undefined,
    end: filter.endDate ? dayStart(filter.endDate, true) : undefined,
    status: filter.orderStatus || undefined,
  }
}
type FilterValues = ReturnType<typeof filterValues>

/** A filter value as a condition takes it: written in, or with `prepared` a placeholder of its name. */
const bind = <K extends keyof FilterValues>(values: FilterValues, prepared: boolean, name: K) =>
  (prepared ? sql.placeholder(name) : values[name]) as NonNullable<FilterValues[K]>

/**
 * The store scope and every filter but the tab (the counts apply the filters to each tab). Each value
 * is written into the statement, or with `prepared` is a placeholder of the same name.
 */
function filtered(ctx: DeskCtx, values: FilterValues, prepared = false): SQL {
  const v = <K extends keyof FilterValues>(name: K) => bind(values, prepared, name)
  return (
    and(
      values.storeId ? eq(orders.storeId, v('storeId')) : undefined,
      values.storeName
        ? or(ilike(orders.storeName, v('storeName')), ilike(orders.storeNameEn, v('storeName')))
        : undefined,
      values.payStatus ? eq(orders.payStatus, v('payStatus')) : undefined,
      values.transferWaiting ? isNotNull(orders.transferDeadline) : undefined,
      // The trade's number too: a buyer paying several stores' orders by one transfer writes it.
      values.orderSn ? or(ilike(orders.sn, v('orderSn')), ilike(orders.tradeSn, v('orderSn'))) : undefined,
      values.buyer
        ? or(
            ilike(orders.memberName, v('buyerLike')),
            ilike(orders.consigneeName, v('buyerLike')),
            eq(orders.consigneeMobile, v('buyer')),
            inArray(
              orders.memberId,
              ctx.db
                .select({ id: members.id })
                .from(members)
                // lower(): the form `member_username_uq` indexes, as sign-in looks names up.
                .where(
                  or(eq(members.mobile, v('buyer')), sql`lower(${members.username}) = lower(${v('buyer')})`),
                ),
            ),
          )
        : undefined,
      values.goodsName
        ? exists(
            ctx.db
              .select({ one: orderItems.id })
              .from(orderItems)
              .where(and(eq(orderItems.orderSn, orders.sn), ilike(orderItems.goodsName, v('goodsName')))),
          )
        : undefined,
      values.start ? gte(orders.createTime, v('start')) : undefined,
      values.end ? lt(orders.createTime, v('end')) : undefined,
      // Every store's orders unfiltered: the capped count's `where` still needs a condition.
    ) ?? sql`true`
  )
}

/**
 * The list's `total` is exact up to this many orders, and beyond it up to five pages past the page
 * asked for: counting a 100,000-order store's index to 10,000 cost 11 ms of PostgreSQL per request,
 * ten times the page itself. The page takes its exact totals from the tab counts (`countDeskOrders`).
 */
export const LIST_COUNT_CAP = 1_000
const COUNT_PAGES_AHEAD = 5

/** `filtered` and the tab. */
const where = (ctx: DeskCtx, values: FilterValues, prepared = false) =>
  and(
    filtered(ctx, values, prepared),
    values.status ? eq(orders.orderStatus, bind(values, prepared, 'status')) : undefined,
  ) as SQL

async function itemsOf(db: DbOrTx, sns: string[]) {
  if (sns.length === 0) return []
  return db.select().from(orderItems).where(inArray(orderItems.orderSn, sns)).orderBy(asc(orderItems.id))
}

/** Capped count of the orders matching `cond` (see LIST_COUNT_CAP). */
const cappedCount = (cond: SQL, cap: number | SQLWrapper) =>
  sql<number>`(select count(*) from (select 1 from ${orders} where ${cond} limit ${cap}) as capped)`.mapWith(
    Number,
  )

/**
 * `GET /store/order/order` and `GET /manager/order/order`: the scope's orders, newest first, by tab
 * and filters, in one prepared statement (`prepareList`). It replaced three (page, count, items): on a
 * two-core machine each round trip and each mapped column cost the API more CPU than PostgreSQL spent
 * on the page, and their garbage brought on the pauses that set the p99 (decision 120).
 */
export async function listDeskOrders(
  ctx: DeskCtx,
  scope: OrderScope,
  query: z.infer<typeof ManagerOrderQuery>,
) {
  // Counted up to the cap or a few pages past the one asked for: a 100,000-order store's
  // all-orders tab would otherwise read its whole index on every page.
  const cap = Math.max(LIST_COUNT_CAP, offsetOf(query) + query.pageSize * COUNT_PAGES_AHEAD)
  const values = filterValues(scope, query)
  const rows = await preparedList(ctx, values).execute({
    ...values,
    // Placeholders skip the column's own encoding: the driver gets text either database reads.
    start: values.start?.toISOString(),
    end: values.end?.toISOString(),
    limit: query.pageSize,
    offset: offsetOf(query),
    cap,
  })
  // A page past the last one has no row to carry the total.
  const total =
    rows[0]?.total ??
    (await ctx.db.select({ total: cappedCount(where(ctx, values), cap) }).from(sql`(select 1) as one`))[0]
      .total
  const byOrder = new Map<string, { order: (typeof rows)[number]['order']; items: ListedItem[] }>()
  for (const { order, item } of rows) {
    const entry = byOrder.get(order.sn) ?? { order, items: [] }
    byOrder.set(order.sn, entry)
    if (item) entry.items.push(item)
  }
  const records = [...byOrder.values()].map(({ order: o, items }) => ({
    ...simpleView(o, items, ctx.locale),
    consigneeName: o.consigneeName,
    consigneeMobile: o.consigneeMobile,
    remark: o.remark,
    logisticsName: o.logisticsName,
    logisticsNo: o.logisticsNo,
  }))
  return toPage(records, total, query)
}

/**
 * The list's statement for one filter shape: the page's order numbers from the index alone (an
 * offset then skips index entries, not whole rows), those orders' listed columns, their items and the
 * capped total, every value a placeholder.
 */
function prepareList(ctx: DeskCtx, values: FilterValues, name: string) {
  const cond = where(ctx, values, true)
  const page = ctx.db
    .select({ sn: orders.sn })
    .from(orders)
    .where(cond)
    .orderBy(desc(orders.createTime), desc(orders.sn))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page')
  return ctx.db
    .select({
      order: {
        ...listedOrderColumns,
        consigneeName: orders.consigneeName,
        consigneeMobile: orders.consigneeMobile,
        remark: orders.remark,
        logisticsName: orders.logisticsName,
      },
      item: listedItemColumns,
      total: cappedCount(cond, sql.placeholder('cap')),
    })
    .from(orders)
    .innerJoin(page, eq(page.sn, orders.sn))
    .leftJoin(orderItems, eq(orderItems.orderSn, orders.sn))
    .orderBy(desc(orders.createTime), desc(orders.sn), asc(orderItems.id))
    .prepare(name)
}

const preparedLists = new WeakMap<DbOrTx, Map<string, ReturnType<typeof prepareList>>>()

/**
 * The list's statement, prepared once per database and filter shape (which filters are present,
 * the store scope among them: at most 64 shapes a seller uses). Building it per request was 40 % of
 * what a list allocated, and that garbage set the p99 (decision 120).
 */
function preparedList(ctx: DeskCtx, values: FilterValues) {
  const shape = Object.values(values)
    .map((value) => (value === undefined ? '0' : '1'))
    .join('')
  const byShape = preparedLists.get(ctx.db) ?? new Map()
  preparedLists.set(ctx.db, byShape)
  const statement = byShape.get(shape) ?? prepareList(ctx, values, `store_orders_${shape}`)
  byShape.set(shape, statement)
  return statement
}

/**
 * `GET /store/order/order/orderNum` and `GET /manager/order/order/orderNum`: each tab's count under
 * the same filters, and all of them.
 */
export async function countDeskOrders(ctx: DeskCtx, scope: OrderScope, filter: Filter) {
  const rows = await ctx.db
    .select({ status: orders.orderStatus, n: count() })
    .from(orders)
    .where(filtered(ctx, filterValues(scope, filter)))
    .groupBy(orders.orderStatus)
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]))
  return {
    ALL: rows.reduce((sum, r) => sum + Number(r.n), 0),
    UNPAID: by.get('UNPAID') ?? 0,
    UNDELIVERED: by.get('UNDELIVERED') ?? 0,
    DELIVERED: by.get('DELIVERED') ?? 0,
    TAKE: by.get('TAKE') ?? 0,
    COMPLETED: by.get('COMPLETED') ?? 0,
    CANCELLED: by.get('CANCELLED') ?? 0,
  }
}

/** `GET /store/order/order/{sn}`: the buyer's detail view plus the buyer's mobile and the parcel. */
export async function storeOrderDetail(ctx: StoreCtx, sn: string) {
  return deskOrderDetail(ctx, await storeOrder(ctx.db, ctx, sn))
}

/** The desks' detail of an order the caller may see: the buyer's view, the buyer's mobile, the parcel. */
export async function deskOrderDetail(ctx: DeskCtx, order: OrderRow) {
  const [detail, [member], traces] = await Promise.all([
    detailOf(ctx.db, order, ctx.locale),
    ctx.db.select({ mobile: members.mobile }).from(members).where(eq(members.id, order.memberId)),
    order.logisticsNo ? orderTrace(ctx, order) : null,
  ])
  return { ...detail, memberMobile: member?.mobile ?? null, traces }
}

/** The most rows one export holds (newest first); narrow the filters for older orders. */
export const EXPORT_MAX_ROWS = 20_000

const STORE_HEADER = { 'zh-CN': '店铺', en: 'Store' }
const EXPORT_HEADERS = {
  'zh-CN': [
    '订单编号',
    '下单时间',
    '订单状态',
    '买家',
    '商品',
    '数量',
    '订单金额(元)',
    '运费(元)',
    '改价(元)',
    '支付方式',
    '付款时间',
    '收货人',
    '收货人手机',
    '收货地址',
    '物流公司',
    '物流单号',
    '买家备注',
    '商家备注',
  ],
  en: [
    'Order sn',
    'Placed',
    'Status',
    'Buyer',
    'Goods',
    'Quantity',
    'Amount (CNY)',
    'Freight (CNY)',
    'Price change (CNY)',
    'Payment',
    'Paid',
    'Consignee',
    'Consignee mobile',
    'Address',
    'Carrier',
    'Tracking number',
    'Buyer remark',
    'Seller remark',
  ],
}

/**
 * The desk's filtered list as CSV (`GET /store/order/order/queryExportOrder` for a store, `GET
 * /manager/order/order/queryExportOrder` over every store, which adds the store after the buyer),
 * with a UTF-8 byte order mark so that Excel reads the Chinese text right. Goods are one cell per
 * order (`name 规格 ×n`, joined by `; `). Written with csv-stringify, which quotes commas, quotes and
 * line breaks in the text.
 */
export async function exportDeskOrders(ctx: DeskCtx, scope: OrderScope, filter: Filter): Promise<string> {
  const everyStore = scope.storeId === undefined
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(where(ctx, filterValues(scope, filter)))
    .orderBy(desc(orders.createTime), desc(orders.sn))
    .limit(EXPORT_MAX_ROWS)
  const lines: string[][] = []
  for (let from = 0; from < rows.length; from += 1000) {
    const chunk = rows.slice(from, from + 1000)
    const items = await itemsOf(
      ctx.db,
      chunk.map((r) => r.sn),
    )
    for (const o of chunk) {
      const own = items.filter((i) => i.orderSn === o.sn)
      const goods = own
        .map((i) => {
          const spec = Object.values(i.specs ?? {}).join(' ')
          return `${i.goodsName}${spec ? ` ${spec}` : ''} ×${i.num}`
        })
        .join('; ')
      const address = [o.consigneeAddressPath?.replaceAll(',', ' '), o.consigneeDetail]
        .filter(Boolean)
        .join(' ')
      lines.push([
        o.sn,
        formatDateTime(o.createTime) ?? '',
        ctx.locale === 'en'
          ? refundedClose(o)
            ? 'REFUNDED'
            : o.orderStatus
          : statusLabel(o.orderStatus, refundedClose(o)),
        o.memberName,
        ...(everyStore ? [localName(ctx.locale, o.storeName, o.storeNameEn)] : []),
        goods,
        String(o.goodsNum),
        yuanText(o.flowPrice),
        yuanText(o.freightPrice),
        yuanText(o.updatePrice),
        (ctx.locale === 'en' ? o.paymentMethod : paymentLabel(o.paymentMethod)) ?? '',
        formatDateTime(o.paymentTime) ?? '',
        o.deliveryMethod === 'SELF_PICK_UP' ? '' : (o.consigneeName ?? ''),
        o.deliveryMethod === 'SELF_PICK_UP' ? '' : (o.consigneeMobile ?? ''),
        o.deliveryMethod === 'SELF_PICK_UP'
          ? `${ctx.locale === 'en' ? 'Pickup' : '自提'}: ${o.storeAddressName ?? ''}`
          : address,
        o.logisticsName ?? '',
        o.logisticsNo ?? '',
        o.remark ?? '',
        o.sellerRemark ?? '',
      ])
    }
  }
  const headers = EXPORT_HEADERS[ctx.locale]
  const header = everyStore
    ? [...headers.slice(0, 4), STORE_HEADER[ctx.locale], ...headers.slice(4)]
    : headers
  return `\uFEFF${stringify([header, ...lines], { record_delimiter: 'windows' })}`
}

export const DELIVER_TEMPLATE_HEADER = ['订单编号', '物流公司', '物流单号']

/**
 * `GET /store/order/order/downLoadDeliverExcel`: the store's orders waiting for shipping as the batch
 * file to fill in (carrier and tracking number empty), same BOM and library as the export.
 */
export async function deliverTemplate(ctx: StoreCtx): Promise<string> {
  const rows = await ctx.db
    .select({ sn: orders.sn })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, ctx.seller.storeId),
        eq(orders.orderStatus, 'UNDELIVERED'),
        eq(orders.deliveryMethod, 'LOGISTICS'),
      ),
    )
    .orderBy(asc(orders.createTime), asc(orders.sn))
    .limit(500)
  return `\uFEFF${stringify([DELIVER_TEMPLATE_HEADER, ...rows.map((r) => [r.sn, '', ''])], { record_delimiter: 'windows' })}`
}
