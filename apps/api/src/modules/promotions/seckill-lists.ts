import type {
  SeckillApplyQuery,
  SeckillApplyStatus,
  SeckillApplyVO,
  SeckillQuery,
  SeckillVO,
} from '@silk/contracts/seckill-admin'
import type { DbOrTx } from '@silk/db/client'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { statement } from '../../shared/statement.ts'

/**
 * 秒杀 management (issue 66 item 3, lilishop `Seckill` + `SeckillApply`). An activity is one shop day
 * (`start_time` its midnight GMT+8, `end_time` the next) with whole-hour sessions; a store's
 * application is a `seckill_goods` row in APPLY, which the operator turns PASS (the buyer pages and
 * checkout read only those, session-clock.ts) or REFUSE with a reason. The flash stock of an approved
 * row is taken at checkout by the same conditional update as before (checkout.ts), so it is never
 * oversold. Nothing here may change an activity once its first session has begun.
 *
 * This file holds what both consoles read: the activities and the applications, as lists and views.
 * The operator's writes are admin-seckill.ts, the seller's application store-seckill.ts.
 */

export const HOUR_MS = 3_600_000

export interface SeckillRow {
  id: string
  seckillName: string
  hours: number[]
  startTime: Date
  endTime: Date
  applyEndTime: Date | null
  seckillRule: string
  status: string
  createTime: Date
  applyCount: number
  passCount: number
  total: number
}

/** When the activity's first session opens. */
const firstSessionAt = (row: { startTime: Date; hours: number[] }) =>
  new Date(row.startTime.getTime() + Math.min(...row.hours) * HOUR_MS)

export function statusOf(row: Pick<SeckillRow, 'status' | 'startTime' | 'endTime' | 'hours'>, now: Date) {
  if (row.status === 'CLOSE') return 'CLOSE' as const
  if (row.endTime <= now) return 'END' as const
  if (firstSessionAt(row) <= now) return 'START' as const
  return 'NEW' as const
}

export function seckillView(row: SeckillRow, now = new Date()): SeckillVO {
  const status = statusOf(row, now)
  const sessions = [...row.hours].sort((a, b) => a - b)
  return {
    id: row.id,
    seckillName: row.seckillName,
    hours: sessions.join(','),
    sessions,
    startTime: formatDateTime(row.startTime) ?? '',
    endTime: formatDateTime(row.endTime) ?? '',
    applyEndTime: formatDateTime(row.applyEndTime),
    seckillRule: row.seckillRule,
    status,
    applying: status === 'NEW' && row.applyEndTime !== null && row.applyEndTime > now,
    applyCount: Number(row.applyCount ?? 0),
    passCount: Number(row.passCount ?? 0),
    createTime: formatDateTime(row.createTime) ?? '',
  }
}

/**
 * Activities, newest first. `$1` name pattern, `$2` status, `$3` store (counts only its
 * applications), `$4` open for applications only, `$5`/`$6` limit/offset.
 */
const selectSeckills = statement<SeckillRow>(
  'seckill_admin_list',
  `with base as (
     select sk.*, case
       when sk.status = 'CLOSE' then 'CLOSE'
       when sk.end_time <= now() then 'END'
       when sk.start_time + (select min(h) from unnest(sk.hours) h) * interval '1 hour' <= now() then 'START'
       else 'NEW' end as state
     from seckill sk
   )
   select b.id, b.seckill_name as "seckillName", b.hours, b.start_time as "startTime", b.end_time as "endTime",
     b.apply_end_time as "applyEndTime", b.seckill_rule as "seckillRule", b.status, b.create_time as "createTime",
     (select count(*) from seckill_goods sg where sg.seckill_id = b.id and sg.apply_status = 'APPLY'
        and ($3::text is null or sg.store_id = $3))::int as "applyCount",
     (select count(*) from seckill_goods sg where sg.seckill_id = b.id and sg.apply_status = 'PASS'
        and ($3::text is null or sg.store_id = $3))::int as "passCount",
     count(*) over ()::int as total
   from base b
   where ($1::text is null or b.seckill_name ilike $1)
     and ($2::text is null or b.state = $2)
     and (not $4::boolean or (b.state = 'NEW' and b.apply_end_time > now()))
   order by b.start_time desc, b.id desc
   limit $5 offset $6`,
)

export async function listOf(
  db: DbOrTx,
  query: z.infer<typeof SeckillQuery>,
  storeId: string | null,
  openOnly: boolean,
) {
  const rows = await selectSeckills(db, [
    query.seckillName ? containsPattern(query.seckillName) : null,
    query.status ?? null,
    storeId,
    openOnly,
    query.pageSize,
    offsetOf(query),
  ])
  const now = new Date()
  return toPage(
    rows.map((r) => seckillView(r, now)),
    rows[0]?.total ?? 0,
    query,
  )
}

interface ApplyRow {
  id: string
  seckillId: string
  seckillName: string
  startTime: Date
  timeLine: number
  skuId: string
  goodsId: string
  goodsName: string
  goodsNameEn: string | null
  skuImages: string[] | null
  goodsImages: string[] | null
  storeId: string
  storeName: string | null
  storeNameEn: string | null
  price: number
  originalPrice: number
  quantity: number
  salesNum: number
  applyStatus: string
  failReason: string | null
  createTime: Date
  total: number
}

/** Applications, newest first: `$1` store (null: all), `$2` activity, `$3` status, `$4` goods name, `$5`/`$6` paging, `$7` one id. */
export const selectApplies = statement<ApplyRow>(
  'seckill_apply_list',
  `select sg.id, sg.seckill_id as "seckillId", sk.seckill_name as "seckillName", sk.start_time as "startTime",
     sg.time_line as "timeLine", sg.sku_id as "skuId", sg.goods_id as "goodsId", g.goods_name as "goodsName",
     g.goods_name_en as "goodsNameEn", s.images as "skuImages", g.images as "goodsImages", sg.store_id as "storeId",
     st.store_name as "storeName", st.store_name_en as "storeNameEn", sg.price, s.price as "originalPrice",
     sg.quantity, sg.sales_num as "salesNum", sg.apply_status as "applyStatus", sg.fail_reason as "failReason",
     sg.create_time as "createTime", count(*) over ()::int as total
   from seckill_goods sg
   join seckill sk on sk.id = sg.seckill_id
   join goods_sku s on s.id = sg.sku_id
   join goods g on g.id = s.goods_id
   left join store st on st.id = sg.store_id
   where ($1::text is null or sg.store_id = $1)
     and ($2::text is null or sg.seckill_id = $2)
     and ($3::text is null or sg.apply_status = $3)
     and ($4::text is null or g.goods_name ilike $4 or g.goods_name_en ilike $4)
     and ($7::text is null or sg.id = $7)
   order by sg.create_time desc, sg.id desc
   limit $5 offset $6`,
)

export function applyView(r: ApplyRow, locale?: Locale): SeckillApplyVO {
  return {
    id: r.id,
    seckillId: r.seckillId,
    seckillName: r.seckillName,
    sessionTime: formatDateTime(new Date(r.startTime.getTime() + r.timeLine * HOUR_MS)) ?? '',
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
    applyStatus: r.applyStatus as SeckillApplyStatus,
    failReason: r.failReason,
    createTime: formatDateTime(r.createTime) ?? '',
  }
}

export async function appliesOf(
  db: DbOrTx,
  storeId: string | null,
  query: z.infer<typeof SeckillApplyQuery>,
  locale?: Locale,
) {
  const rows = await selectApplies(db, [
    storeId,
    query.seckillId ?? null,
    query.applyStatus ?? null,
    query.goodsName ? containsPattern(query.goodsName) : null,
    query.pageSize,
    offsetOf(query),
    null,
  ])
  return toPage(
    rows.map((r) => applyView(r, locale)),
    rows[0]?.total ?? 0,
    query,
  )
}
