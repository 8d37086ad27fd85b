import type { SeckillApplyForm, SeckillApplyQuery, SeckillQuery } from '@silk/contracts/seckill-admin'
import { nextId } from '@silk/db/ids'
import { seckills } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { BizError } from '../../shared/errors.ts'
import { statement } from '../../shared/statement.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { appliesOf, applyView, HOUR_MS, listOf, selectApplies } from './seckill-lists.ts'

/**
 * The seller centre's 秒杀 (`/store/promotion/seckill/**`): the activities open for applications, this
 * store's applications, and applying a SKU to a session. The rules are in seckill-lists.ts.
 */

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
