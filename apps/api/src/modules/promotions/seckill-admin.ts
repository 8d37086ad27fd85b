import type {
  SeckillApplyForm,
  SeckillApplyQuery,
  SeckillApplyStatus,
  SeckillApplyVO,
  SeckillAuditForm,
  SeckillForm,
  SeckillQuery,
  SeckillVO,
} from '@silk/contracts/seckill-admin'
import type { DbOrTx, Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { seckillGoods, seckills } from '@silk/db/schema/index'
import { and, eq, notInArray } from 'drizzle-orm'
import type { z } from 'zod'
import { DAY_MS, formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { statement } from '../../shared/statement.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

/**
 * 秒杀 management (issue 66 item 3, lilishop `Seckill` + `SeckillApply`). An activity is one shop day
 * (`start_time` its midnight GMT+8, `end_time` the next) with whole-hour sessions; a store's
 * application is a `seckill_goods` row in APPLY, which the operator turns PASS (the buyer pages and
 * checkout read only those, session-clock.ts) or REFUSE with a reason. The flash stock of an approved
 * row is taken at checkout by the same conditional update as before (checkout.ts), so it is never
 * oversold. Nothing here may change an activity once its first session has begun.
 */

const HOUR_MS = 3_600_000

interface SeckillRow {
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

function statusOf(row: Pick<SeckillRow, 'status' | 'startTime' | 'endTime' | 'hours'>, now: Date) {
  if (row.status === 'CLOSE') return 'CLOSE' as const
  if (row.endTime <= now) return 'END' as const
  if (firstSessionAt(row) <= now) return 'START' as const
  return 'NEW' as const
}

function seckillView(row: SeckillRow, now = new Date()): SeckillVO {
  const status = statusOf(row, now)
  return {
    id: row.id,
    seckillName: row.seckillName,
    hours: [...row.hours].sort((a, b) => a - b),
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

async function listOf(
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

async function lockSeckill(tx: Tx, id: string) {
  const [row] = await tx.select().from(seckills).where(eq(seckills.id, id)).for('update')
  if (!row) throw new BizError('SECKILL_NOT_EXIST')
  return row
}

/** The form as columns, checked: the sessions in the future, applications closing before the first. */
function columnsOf(form: SeckillForm, now = new Date()) {
  const startTime = parseChinaDateTime(`${form.day} 00:00:00`)
  const applyEndTime = parseChinaDateTime(form.applyEndTime)
  if (!startTime || !applyEndTime) throw new BizError('SECKILL_TIME_ERROR')
  const hours = [...new Set(form.hours)].sort((a, b) => a - b)
  const first = new Date(startTime.getTime() + hours[0] * HOUR_MS)
  if (first <= now || applyEndTime <= now || applyEndTime > first) throw new BizError('SECKILL_TIME_ERROR')
  return {
    seckillName: form.seckillName,
    hours,
    startTime,
    endTime: new Date(startTime.getTime() + DAY_MS),
    applyEndTime,
    seckillRule: form.seckillRule,
  }
}

const summary = (row: typeof seckills.$inferSelect) => ({
  seckillName: row.seckillName,
  hours: row.hours,
  startTime: formatDateTime(row.startTime),
  applyEndTime: formatDateTime(row.applyEndTime),
  status: row.status,
})

const counted = (row: typeof seckills.$inferSelect): SeckillRow => ({
  ...row,
  applyCount: 0,
  passCount: 0,
  total: 1,
})

/** Refuses a change to an activity whose first session has begun (or that has ended, or is closed). */
function assertNotStarted(row: typeof seckills.$inferSelect, now = new Date()) {
  if (statusOf(row, now) !== 'NEW') throw new BizError('SECKILL_ALREADY_STARTED')
}

// ------------------------------------------------------------------------------------ operator

/** `GET /manager/promotion/seckill`. */
export function listSeckills(ctx: ManagerCtx, query: z.infer<typeof SeckillQuery>) {
  return listOf(ctx.db, query, null, false)
}

/** `POST /manager/promotion/seckill`: a day's activity, open for applications until its deadline. */
export function createSeckill(ctx: ManagerCtx, form: SeckillForm) {
  const id = nextId()
  return adminWrite(ctx, { action: 'promotion.seckill.create', target: id }, async (tx) => {
    const [row] = await tx
      .insert(seckills)
      .values({ id, ...columnsOf(form) })
      .returning()
    return { after: summary(row), result: seckillView(counted(row)) }
  })
}

/**
 * `PUT /manager/promotion/seckill/{id}`: before its first session only. Applications to a session
 * the edit removes go with it (nothing of them was sold: no session had begun).
 */
export function updateSeckill(ctx: ManagerCtx, id: string, form: SeckillForm) {
  return adminWrite(ctx, { action: 'promotion.seckill.update', target: id }, async (tx) => {
    const before = await lockSeckill(tx, id)
    assertNotStarted(before)
    const values = columnsOf(form)
    const [row] = await tx.update(seckills).set(values).where(eq(seckills.id, id)).returning()
    const dropped = await tx
      .delete(seckillGoods)
      .where(and(eq(seckillGoods.seckillId, id), notInArray(seckillGoods.timeLine, values.hours)))
      .returning({ id: seckillGoods.id })
    return {
      before: summary(before),
      after: { ...summary(row), droppedApplications: dropped.length },
      result: seckillView(counted(row)),
    }
  })
}

/** `PUT /manager/promotion/seckill/{id}/close`: before its first session; it takes no more applications and never shows. */
export function closeSeckill(ctx: ManagerCtx, id: string) {
  return adminWrite(ctx, { action: 'promotion.seckill.close', target: id }, async (tx) => {
    const before = await lockSeckill(tx, id)
    assertNotStarted(before)
    const [row] = await tx.update(seckills).set({ status: 'CLOSE' }).where(eq(seckills.id, id)).returning()
    return {
      before: { status: before.status },
      after: { status: 'CLOSE' },
      result: seckillView(counted(row)),
    }
  })
}

/** `DELETE /manager/promotion/seckill/{id}`: an activity not started (or closed before it started), with its applications. */
export function deleteSeckill(ctx: ManagerCtx, id: string) {
  return adminWrite(ctx, { action: 'promotion.seckill.delete', target: id }, async (tx) => {
    const before = await lockSeckill(tx, id)
    // A closed activity was closed before it started (closeSeckill): it may go whenever.
    if (before.status !== 'CLOSE') assertNotStarted(before)
    const sold = await tx
      .select({ id: seckillGoods.id, salesNum: seckillGoods.salesNum })
      .from(seckillGoods)
      .where(eq(seckillGoods.seckillId, id))
    if (sold.some((g) => g.salesNum > 0)) throw new BizError('SECKILL_ALREADY_STARTED')
    await tx.delete(seckillGoods).where(eq(seckillGoods.seckillId, id))
    await tx.delete(seckills).where(eq(seckills.id, id))
    return { before: { ...summary(before), applications: sold.length }, after: null, result: null }
  })
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
const selectApplies = statement<ApplyRow>(
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

function applyView(r: ApplyRow, locale?: Locale): SeckillApplyVO {
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

async function appliesOf(
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

/** `GET /manager/promotion/seckill/apply`: every store's applications. */
export function listSeckillApplies(ctx: ManagerCtx, query: z.infer<typeof SeckillApplyQuery>) {
  return appliesOf(ctx.db, null, query, ctx.locale)
}

/**
 * `PUT /manager/promotion/seckill/apply/{id}/audit`: PASS puts it on the buyer pages (from its
 * session on), REFUSE gives the store the reason. Only a waiting application (42021), of an open activity.
 */
export function auditSeckillApply(ctx: ManagerCtx, id: string, form: SeckillAuditForm) {
  return adminWrite(ctx, { action: 'promotion.seckill.audit', target: id }, async (tx) => {
    const [apply] = await tx.select().from(seckillGoods).where(eq(seckillGoods.id, id)).for('update')
    if (!apply) throw new BizError('SECKILL_APPLY_NOT_EXIST')
    if (apply.applyStatus !== 'APPLY') throw new BizError('SECKILL_APPLY_AUDITED')
    const [activity] = await tx.select().from(seckills).where(eq(seckills.id, apply.seckillId))
    if (!activity || activity.status === 'CLOSE') throw new BizError('SECKILL_NOT_EXIST')
    const failReason = form.applyStatus === 'REFUSE' ? form.failReason : null
    await tx
      .update(seckillGoods)
      .set({ applyStatus: form.applyStatus, failReason })
      .where(eq(seckillGoods.id, id))
    return {
      before: { applyStatus: apply.applyStatus },
      after: { applyStatus: form.applyStatus, failReason, storeId: apply.storeId, skuId: apply.skuId },
      result: null,
    }
  })
}

// --------------------------------------------------------------------------------------- store

/** `GET /store/promotion/seckill`: the activities open for applications, with this store's counts. */
export function listOpenSeckills(ctx: StoreCtx, query: z.infer<typeof SeckillQuery>) {
  return listOf(ctx.db, { ...query, status: undefined }, ctx.seller.storeId, true)
}

/** `GET /store/promotion/seckill/apply`: this store's applications only. */
export function listStoreSeckillApplies(ctx: StoreCtx, query: z.infer<typeof SeckillApplyQuery>) {
  return appliesOf(ctx.db, ctx.seller.storeId, query, ctx.locale)
}

const selectOwnSku = statement<{ goodsId: string; storeId: string; price: number; quantity: number }>(
  'seckill_apply_sku',
  `select s.goods_id as "goodsId", g.store_id as "storeId", s.price, s.quantity
   from goods_sku s join goods g on g.id = s.goods_id
   where s.id = $1 and g.market_enable = 'UPPER' and g.auth_flag = 'PASS'`,
)

/** A refused application may be made again: it goes back to APPLY with the new price and quantity. */
const insertApply = statement<{ id: string }>(
  'seckill_apply_insert',
  `insert into seckill_goods (id, seckill_id, time_line, sku_id, goods_id, store_id, price, quantity, limit_num, apply_status)
   values ($1, $2, $3, $4, $5, $6, $7, $8, 1, 'APPLY')
   on conflict (seckill_id, time_line, sku_id) do update
     set price = excluded.price, quantity = excluded.quantity, apply_status = 'APPLY', fail_reason = null,
       create_time = now()
     where seckill_goods.apply_status = 'REFUSE' and seckill_goods.store_id = excluded.store_id
   returning id`,
)

/**
 * `POST /store/promotion/seckill/{seckillId}/apply`: a SKU of this store, on sale, to a session not
 * yet begun, before the deadline; the flash price below the SKU's price and the quantity within its
 * stock. Each refusal has its own code; two applications of one SKU to one session meet on the
 * unique index, so applying twice is refused even when both arrive at once.
 */
export async function applySeckill(ctx: StoreCtx, seckillId: string, form: SeckillApplyForm) {
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    const [activity] = await tx.select().from(seckills).where(eq(seckills.id, seckillId)).for('share')
    if (!activity || activity.status === 'CLOSE') throw new BizError('SECKILL_NOT_EXIST')
    if (!activity.hours.includes(form.timeLine)) throw new BizError('SECKILL_SESSION_NOT_EXIST')
    if (activity.startTime.getTime() + form.timeLine * HOUR_MS <= now.getTime())
      throw new BizError('SECKILL_SESSION_STARTED')
    if (!activity.applyEndTime || activity.applyEndTime <= now) throw new BizError('SECKILL_APPLY_CLOSED')
    const [sku] = await selectOwnSku(tx, [form.skuId])
    if (!sku || sku.storeId !== ctx.seller.storeId) throw new BizError('SECKILL_SKU_NOT_OWN')
    const price = Math.round(form.price * 100)
    if (price >= sku.price) throw new BizError('SECKILL_PRICE_NOT_BELOW')
    if (form.quantity > sku.quantity) throw new BizError('SECKILL_QUANTITY_OVER_STOCK')
    const id = nextId()
    const [row] = await insertApply(tx, [
      id,
      seckillId,
      form.timeLine,
      form.skuId,
      sku.goodsId,
      ctx.seller.storeId,
      price,
      form.quantity,
    ])
    if (!row) throw new BizError('SECKILL_APPLY_REPEAT')
    const [created] = await selectApplies(tx, [ctx.seller.storeId, null, null, null, 1, 0, row.id])
    return applyView(created, ctx.locale)
  })
}
