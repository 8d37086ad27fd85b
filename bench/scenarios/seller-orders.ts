// The seller order desk (issue 20, decision 120): the order list of a store with 100,000 orders on
// PostgreSQL, by tab and paged, every third request with a week's date range, as the owner sees it.
// The dataset is written by one set-based insert (generate_series); the store and its token:
// seller-store.ts.
import { sql } from 'drizzle-orm'
import { benchStore, storeListScenarios } from './seller-store.ts'

const ORDERS = 100_000
const TABS = ['UNDELIVERED', '', 'COMPLETED', 'UNPAID', 'DELIVERED']

/** A store with `ORDERS` orders (one item each, over the last ~35 days) and its owner's token. */
function storeWithOrders(): Promise<{ token: string }> {
  return benchStore('十万订单店', async (db, storeId) => {
    const prefix = storeId.slice(-8)
    // Status mix: 10 % unpaid, 30 % to ship, 20 % shipped, 30 % completed, 5 % cancelled, 5 % pickup.
    await db.execute(sql`
    insert into orders (id, sn, trade_sn, store_id, store_name, member_id, member_name, order_status,
      pay_status, deliver_status, delivery_method, consignee_name, consignee_mobile,
      consignee_address_path, consignee_detail, flow_price, goods_price, price_detail, goods_num, create_time)
    select ${prefix} || lpad(i::text, 7, '0'), 'OB' || ${prefix} || lpad(i::text, 7, '0'),
      'TB' || ${prefix} || lpad(i::text, 7, '0'), ${storeId}, '十万订单店', 'm' || (i % 5000), '买家' || (i % 5000),
      s.status, case when s.status in ('UNPAID', 'CANCELLED') then 'UNPAID' else 'PAID' end,
      case when s.status in ('DELIVERED', 'COMPLETED') then 'DELIVERED' else 'UNDELIVERED' end,
      case when s.status = 'TAKE' then 'SELF_PICK_UP' else 'LOGISTICS' end,
      '收货人' || (i % 997), '138' || lpad((i % 100000000)::text, 8, '0'), '浙江省,杭州市,西湖区', '文三路' || i || '号',
      1000 + i % 50000, 1000 + i % 50000,
      jsonb_build_object('goodsPrice', 1000 + i % 50000, 'freightPrice', 0, 'discountPrice', 0, 'couponPrice', 0,
        'siteCouponPrice', 0, 'updatePrice', 0, 'flowPrice', 1000 + i % 50000),
      1, now() - make_interval(secs => i * 30)
    from generate_series(1, ${ORDERS}) as i,
      lateral (select case
        when i % 20 < 2 then 'UNPAID' when i % 20 < 8 then 'UNDELIVERED' when i % 20 < 12 then 'DELIVERED'
        when i % 20 < 18 then 'COMPLETED' when i % 20 < 19 then 'CANCELLED' else 'TAKE' end as status) as s`)
    await db.execute(sql`
    insert into order_item (id, sn, order_sn, trade_sn, goods_id, sku_id, category_id, goods_name, image,
      specs, num, unit_price, sub_total, goods_price, flow_price)
    select 'i' || o.id, 'OI' || o.id, o.sn, o.trade_sn, 'g' || (o.flow_price % 800), 's' || (o.flow_price % 800), '111',
      (array['青花瓷茶杯','紫砂壶','龙井绿茶','真丝围巾','蓝牙耳机','手工皂','普洱茶饼','景泰蓝花瓶'])[1 + o.flow_price % 8]
        || ' 第' || (o.flow_price % 800) || '号',
      '/x.webp', '{"颜色":"蓝"}'::jsonb, 1, o.flow_price, o.flow_price, o.flow_price, o.flow_price
    from orders o where o.store_id = ${storeId}`)
    // A freshly loaded table: its visibility map lets the count read the index alone.
    await db.execute(sql`vacuum analyze orders`)
    await db.execute(sql`vacuum analyze order_item`)
  })
}

let prepared: Promise<{ token: string }> | undefined

/** Day `n` days ago in GMT+8, yyyy-MM-dd. */
const daysAgo = (n: number) => new Date(Date.now() + 8 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10)

/** The list requests: five tabs in turn (one is all orders), pages 1–50, every third a week's range. */
async function listRequests(origin: string) {
  if (!process.env.BENCH_DATABASE_URL) throw new Error('the order list needs BENCH_DATABASE_URL')
  // Both rows page through the same store: it is written once.
  prepared ??= storeWithOrders()
  const { token } = await prepared
  const probe = await fetch(`${origin}/store/order/order/orderNum`, { headers: { accessToken: token } })
  if (!probe.ok) throw new Error(`order counts: ${probe.status} ${await probe.text()}`)
  const body = (await probe.json()) as { result: { ALL: number } }
  if (body.result.ALL !== ORDERS) throw new Error(`order counts: ${body.result.ALL} orders, not ${ORDERS}`)
  let n = 0
  const path = () => {
    n++
    const page = (n % 50) + 1
    const tab = TABS[n % TABS.length] as string
    const status = tab ? `&orderStatus=${tab}` : ''
    const range = n % 3 === 0 ? `&startDate=${daysAgo(7 + (n % 14))}&endDate=${daysAgo(n % 14)}` : ''
    return `/store/order/order?pageNumber=${page}&pageSize=20${status}${range}`
  }
  return { token, path }
}

export const sellerOrderScenarios = storeListScenarios(
  '/store/order/order',
  '100,000 orders',
  '5 tabs, pages 1–50, every third a week’s range',
  listRequests,
)
