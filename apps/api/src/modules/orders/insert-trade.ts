import type { Tx } from '@silk/db/client'
import type { orderItems, orderLogs, orders, trades } from '@silk/db/schema/index'
import type { LogLine, OrderLogCode } from '../../shared/log-lines.ts'
import { statement } from '../../shared/statement.ts'

type Trade = typeof trades.$inferInsert
type Order = typeof orders.$inferInsert
type Item = typeof orderItems.$inferInsert
/** An order's creation log row: its line is `orderLine`'s (decision 137). */
type Log = Omit<typeof orderLogs.$inferInsert, 'message' | 'messageCode' | 'messageArgs'> & {
  line: LogLine<OrderLogCode>
}

export interface TradeRows {
  trade: Trade
  orders: Order[]
  items: Item[]
  logs: Log[]
}

/** A column written by the statement: its name, its array type, and how a row gives its value. */
type Column<T> = [name: string, type: 'text' | 'int' | 'boolean' | 'jsonb', value: (row: T) => unknown]

const TRADE: Column<Trade>[] = [
  ['id', 'text', (r) => r.id],
  ['sn', 'text', (r) => r.sn],
  ['member_id', 'text', (r) => r.memberId],
  ['member_name', 'text', (r) => r.memberName],
  ['flow_price', 'int', (r) => r.flowPrice],
  ['goods_price', 'int', (r) => r.goodsPrice],
  ['freight_price', 'int', (r) => r.freightPrice ?? 0],
  ['discount_price', 'int', (r) => r.discountPrice ?? 0],
  ['coupon_price', 'int', (r) => r.couponPrice ?? 0],
  ['delivery_method', 'text', (r) => r.deliveryMethod],
  ['consignee_name', 'text', (r) => r.consigneeName ?? null],
  ['consignee_mobile', 'text', (r) => r.consigneeMobile ?? null],
  ['consignee_address_path', 'text', (r) => r.consigneeAddressPath ?? null],
  ['consignee_address_id_path', 'text', (r) => r.consigneeAddressIdPath ?? null],
  ['client_type', 'text', (r) => r.clientType ?? 'PC'],
]

const ORDER: Column<Order>[] = [
  ['id', 'text', (r) => r.id],
  ['sn', 'text', (r) => r.sn],
  ['trade_sn', 'text', (r) => r.tradeSn],
  ['store_id', 'text', (r) => r.storeId],
  ['store_name', 'text', (r) => r.storeName],
  ['store_name_en', 'text', (r) => r.storeNameEn ?? null],
  ['member_id', 'text', (r) => r.memberId],
  ['member_name', 'text', (r) => r.memberName],
  ['delivery_method', 'text', (r) => r.deliveryMethod],
  ['consignee_name', 'text', (r) => r.consigneeName ?? null],
  ['consignee_mobile', 'text', (r) => r.consigneeMobile ?? null],
  ['consignee_address_path', 'text', (r) => r.consigneeAddressPath ?? null],
  ['consignee_address_id_path', 'text', (r) => r.consigneeAddressIdPath ?? null],
  ['consignee_detail', 'text', (r) => r.consigneeDetail ?? null],
  ['store_address_path', 'text', (r) => r.storeAddressPath ?? null],
  ['store_address_mobile', 'text', (r) => r.storeAddressMobile ?? null],
  ['store_address_center', 'text', (r) => r.storeAddressCenter ?? null],
  ['store_address_name', 'text', (r) => r.storeAddressName ?? null],
  ['flow_price', 'int', (r) => r.flowPrice],
  ['goods_price', 'int', (r) => r.goodsPrice],
  ['freight_price', 'int', (r) => r.freightPrice ?? 0],
  ['discount_price', 'int', (r) => r.discountPrice ?? 0],
  ['full_discount_id', 'text', (r) => r.fullDiscountId ?? null],
  ['discount_bearer', 'text', (r) => r.discountBearer ?? null],
  ['pintuan_group_id', 'text', (r) => r.pintuanGroupId ?? null],
  ['coupon_price', 'int', (r) => r.couponPrice ?? 0],
  ['price_detail', 'jsonb', (r) => r.priceDetail],
  ['goods_num', 'int', (r) => r.goodsNum ?? 0],
  ['weight_grams', 'int', (r) => r.weight ?? 0],
  ['remark', 'text', (r) => r.remark ?? null],
  ['client_type', 'text', (r) => r.clientType ?? 'PC'],
  ['need_receipt', 'boolean', (r) => r.needReceipt ?? false],
  ['use_platform_member_coupon_id', 'text', (r) => r.usePlatformMemberCouponId ?? null],
  ['use_store_member_coupon_ids', 'text', (r) => r.useStoreMemberCouponIds ?? null],
  ['order_promotion_type', 'text', (r) => r.orderPromotionType ?? 'NORMAL'],
  ['trade_terms', 'jsonb', (r) => r.tradeTerms ?? null],
]

const ITEM: Column<Item>[] = [
  ['id', 'text', (r) => r.id],
  ['sn', 'text', (r) => r.sn],
  ['order_sn', 'text', (r) => r.orderSn],
  ['trade_sn', 'text', (r) => r.tradeSn],
  ['goods_id', 'text', (r) => r.goodsId],
  ['sku_id', 'text', (r) => r.skuId],
  ['category_id', 'text', (r) => r.categoryId],
  ['goods_name', 'text', (r) => r.goodsName],
  ['goods_name_en', 'text', (r) => r.goodsNameEn ?? null],
  ['image', 'text', (r) => r.image],
  ['specs', 'jsonb', (r) => r.specs],
  ['spec_list', 'jsonb', (r) => r.specList ?? []],
  ['num', 'int', (r) => r.num],
  ['unit_price', 'int', (r) => r.unitPrice],
  ['seckill_goods_id', 'text', (r) => r.seckillGoodsId ?? null],
  ['sub_total', 'int', (r) => r.subTotal],
  ['goods_price', 'int', (r) => r.goodsPrice],
  ['discount_price', 'int', (r) => r.discountPrice ?? 0],
  ['coupon_price', 'int', (r) => r.couponPrice ?? 0],
  ['flow_price', 'int', (r) => r.flowPrice],
]

const LOG: Column<Log>[] = [
  ['id', 'text', (r) => r.id],
  ['order_sn', 'text', (r) => r.orderSn],
  ['operator_id', 'text', (r) => r.operatorId],
  ['operator_type', 'text', (r) => r.operatorType],
  ['operator_name', 'text', (r) => r.operatorName],
  ['to_status', 'text', (r) => r.toStatus ?? null],
  ['message', 'text', (r) => r.line.message],
  ['message_code', 'text', (r) => r.line.code],
  ['message_args', 'jsonb', (r) => r.line.args],
]

/**
 * Parameters follow the column lists above in order. Every row's creation time is the database's
 * `now()` (the transaction's start, as the columns' default), returned for the answer.
 */
function buildText(): string {
  let n = 0
  const names = (cols: Column<never>[]) => cols.map(([name]) => name).join(', ')
  const values = TRADE.map(() => `$${++n}`).join(', ')
  // jsonb travels as text inside the arrays and is cast per row.
  const arrays = (cols: Column<never>[]) =>
    cols.map(([, type]) => `$${++n}::${type === 'jsonb' ? 'text' : type}[]`).join(', ')
  const selected = (cols: Column<never>[]) =>
    cols.map(([name, type]) => (type === 'jsonb' ? `${name}::jsonb` : name)).join(', ')
  const fromUnnest = (cols: Column<never>[]) =>
    `select ${selected(cols)}, now() from unnest(${arrays(cols)}) as u(${names(cols)})`
  const text = `with new_trade as (
      insert into trade (${names(TRADE)}, create_time) values (${values}, now())
    ), new_orders as (
      insert into orders (${names(ORDER)}, create_time) ${fromUnnest(ORDER)}
    ), new_items as (
      insert into order_item (${names(ITEM)}, create_time) ${fromUnnest(ITEM)}
    )
    insert into order_log (${names(LOG)}, create_time) ${fromUnnest(LOG)}
    returning create_time as "createTime"`
  return text
}

const insertRows = statement<{ createTime: Date }>('insert_trade_rows', buildText())

/** jsonb goes as its text; a null stays SQL null (not the JSON `null`). */
const arrayOf = <T>(rows: T[], [, type, value]: Column<T>) =>
  rows.map((row) => {
    const v = value(row)
    return type === 'jsonb' && v !== null ? JSON.stringify(v) : v
  })

/**
 * Writes a new trade with its orders, items and creation logs in one statement (data-modifying CTEs
 * over `unnest`ed column arrays): checkout is the busiest write, and four ORM inserts over tables of
 * up to 45 columns cost more CPU to build than the database spent on them, and four round trips.
 */
export async function insertTradeRows(tx: Tx, rows: TradeRows): Promise<Date> {
  const [first] = await insertRows(tx, [
    ...TRADE.map(([, , value]) => value(rows.trade)),
    ...ORDER.map((col) => arrayOf(rows.orders, col)),
    ...ITEM.map((col) => arrayOf(rows.items, col)),
    ...LOG.map((col) => arrayOf(rows.logs, col)),
  ])
  return first.createTime
}
