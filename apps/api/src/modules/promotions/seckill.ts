import type { SeckillGoods, SeckillTimeline } from '@silk/contracts/promotion'
import type { DbOrTx } from '@silk/db/client'
import { formatDateTime } from '../../shared/dates.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { statement } from '../../shared/statement.ts'
import { liveFlashJoin, shopHour, shopTodayAt } from './session-clock.ts'

interface GoodsRow {
  id: string
  seckillId: string
  timeLine: number
  skuId: string
  goodsId: string
  goodsName: string
  goodsNameEn: string | null
  storeNameEn: string | null
  skuImages: string[]
  goodsImages: string[]
  storeId: string
  storeName: string
  price: number
  originalPrice: number
  quantity: number
  salesNum: number
  limitNum: number
  hours: number[]
}

/** Today's sessions' approved goods (PASS) of every running, open activity whose goods are on sale. */
const selectTodayGoods = statement<GoodsRow>(
  'seckill_goods_today',
  `select sg.id, sg.seckill_id as "seckillId", sg.time_line as "timeLine", sg.sku_id as "skuId",
     sg.goods_id as "goodsId", g.goods_name as "goodsName", g.goods_name_en as "goodsNameEn", s.images as "skuImages",
     g.images as "goodsImages", sg.store_id as "storeId", st.store_name as "storeName", st.store_name_en as "storeNameEn",
     sg.price, s.price as "originalPrice", sg.quantity, sg.sales_num as "salesNum",
     sg.limit_num as "limitNum", sk.hours
   from seckill_goods sg
   join seckill sk on sk.id = sg.seckill_id
   join goods_sku s on s.id = sg.sku_id
   join goods g on g.id = s.goods_id
   left join store st on st.id = g.store_id
   where sk.start_time < $2 and sk.end_time > $1 and sk.status = 'OPEN' and sg.apply_status = 'PASS'
     and g.market_enable = 'UPPER' and g.auth_flag = 'PASS'
   order by sg.time_line, sg.price, sg.id`,
)

function toGoods(r: GoodsRow, locale?: Locale): SeckillGoods {
  return {
    id: r.id,
    seckillId: r.seckillId,
    timeLine: r.timeLine,
    skuId: r.skuId,
    goodsId: r.goodsId,
    goodsName: localName(locale, r.goodsName, r.goodsNameEn),
    goodsImage: r.skuImages?.[0] ?? r.goodsImages?.[0] ?? '',
    storeId: r.storeId,
    storeName: localName(locale, r.storeName ?? '', r.storeNameEn),
    price: fenToYuan(r.price),
    originalPrice: fenToYuan(r.originalPrice),
    quantity: r.quantity,
    salesNum: r.salesNum,
    limitNum: r.limitNum,
  }
}

/** The hour a session of `hours` opened at `timeLine` ends (24 = midnight). */
function endHourOf(hours: number[], timeLine: number): number {
  return hours.filter((h) => h > timeLine).sort((a, b) => a - b)[0] ?? 24
}

/**
 * `GET /buyer/promotion/seckill`: today's sessions from the one running now on (ended ones are
 * left out, so lilishop's page opens on the live session), each with its goods.
 */
export async function seckillToday(
  db: DbOrTx,
  now = new Date(),
  locale?: Locale,
): Promise<SeckillTimeline[]> {
  const rows = await selectTodayGoods(db, [shopTodayAt(0, now), shopTodayAt(24, now)])
  const hour = shopHour(now)
  const sessions = new Map<number, { end: number; goods: SeckillGoods[] }>()
  for (const r of rows) {
    const end = endHourOf(r.hours, r.timeLine)
    if (end <= hour) continue
    const session = sessions.get(r.timeLine) ?? { end, goods: [] }
    session.end = Math.max(session.end, end)
    session.goods.push(toGoods(r, locale))
    sessions.set(r.timeLine, session)
  }
  return [...sessions.entries()]
    .sort(([a], [b]) => a - b)
    .map(([timeLine, s]) => {
      const start = shopTodayAt(timeLine, now)
      return {
        timeLine,
        startTime: Math.floor(start.getTime() / 1000),
        distanceStartTime: Math.max(0, Math.ceil((start.getTime() - now.getTime()) / 1000)),
        endTime: formatDateTime(shopTodayAt(s.end, now)) ?? '',
        seckillGoodsList: s.goods,
      }
    })
}

/** `GET /buyer/promotion/seckill/{timeline}`: the goods of today's session at that hour. */
export async function seckillSession(db: DbOrTx, timeLine: number, now = new Date(), locale?: Locale) {
  const rows = await selectTodayGoods(db, [shopTodayAt(0, now), shopTodayAt(24, now)])
  return rows.filter((r) => r.timeLine === timeLine).map((r) => toGoods(r, locale))
}

interface LiveRow {
  id: string | null
  price: number | null
  leftNum: number | null
  limitNum: number | null
  timeLine: number | null
  endHour: number | null
}

const selectLiveFlash = statement<LiveRow>(
  'live_flash_of_sku',
  `select fs.id, fs.price, fs.left_num as "leftNum", fs.limit_num as "limitNum", fs.time_line as "timeLine", fs.end_hour as "endHour"
   from (select $1::text as sku_id) l
   ${liveFlashJoin('l.sku_id', 'fs')}`,
)

/** The SKU's flash sale running now, as the goods page's `promotionMap` entry, or null. */
export async function liveFlashOf(db: DbOrTx, skuId: string, now = new Date()) {
  const [row] = await selectLiveFlash(db, [skuId])
  if (!row?.id || row.price === null) return null
  return {
    id: row.id,
    promotionType: 'SECKILL' as const,
    price: fenToYuan(row.price),
    limitNum: row.limitNum ?? 0,
    quantity: Math.max(0, row.leftNum ?? 0),
    startTime: formatDateTime(shopTodayAt(row.timeLine ?? 0, now)) ?? '',
    endTime: formatDateTime(shopTodayAt(row.endHour ?? 24, now)) ?? '',
  }
}

const selectFlashSkuIds = statement<{ skuId: string }>(
  'flash_sale_sku_ids',
  `select distinct sg.sku_id as "skuId" from seckill_goods sg join seckill sk on sk.id = sg.seckill_id
   where sk.start_time <= now() and sk.end_time > now() and sk.status = 'OPEN' and sg.apply_status = 'PASS'`,
)

/** The SKUs of running flash-sale activities (the goods page answers these fresh, not from its cache). */
export async function flashSaleSkuIds(db: DbOrTx): Promise<Set<string>> {
  return new Set((await selectFlashSkuIds(db, [])).map((r) => r.skuId))
}
