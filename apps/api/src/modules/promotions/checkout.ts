import type { Tx } from '@silk/db/client'
import { BizError } from '../../shared/errors.ts'
import { statement } from '../../shared/statement.ts'
import { spendPoints } from '../points/ledger.ts'

/** What prices a cart line besides its SKU: a live flash sale, or a points-mall exchange. */
export type LinePromotion =
  | { type: 'SECKILL'; id: string; limitNum: number }
  | { type: 'POINTS'; id: string; points: number }
  /** A 拼团 group price (decision 161): `id` the pintuan_goods row, `pintuanId` its activity. */
  | { type: 'PINTUAN'; id: string; pintuanId: string }
  /** A 砍价 at its current price (decision 167): `id` the bargain, `kanjiaGoodsId` its offer. */
  | { type: 'KANJIA'; id: string; kanjiaGoodsId: string }

/** What a checkout's promotions need of a cart line (cart-model's `LineModel` has it all). */
interface PromotedLine {
  goodsName: string
  num: number
  promotion: LinePromotion | null
}

/** Counts a flash sale only while its stock lasts (the CHECK stands behind it). */
const takeFlashStock = statement<{ id: string }>(
  'take_flash_stock',
  `update seckill_goods set sales_num = sales_num + $2::int
   where id = $1 and sales_num + $2::int <= quantity returning id`,
)

/**
 * Adds to what the member bought of a flash-sale goods only while it stays within the limit. Two
 * checkouts of one member meet on the unique row: the second waits, then re-checks the sum.
 */
const countMemberBuy = statement<{ num: number }>(
  'count_flash_member_buy',
  `insert into seckill_member_buy (seckill_goods_id, member_id, num) select $1::text, $2::text, $3::int where $3::int <= $4::int
   on conflict (seckill_goods_id, member_id) do update set num = seckill_member_buy.num + excluded.num
   where seckill_member_buy.num + excluded.num <= $4::int
   returning num`,
)

/**
 * Takes a points goods' stock while it is on offer: still on sale (the operator's 下架 or delete
 * committed first refuses the checkout, as does its window closing) and with the units left. The
 * row's lock orders it against the operator's stock edit, which adds a difference (decision 156).
 */
const takePointsStock = statement<{ id: string }>(
  'take_points_goods_stock',
  `update points_goods set active_stock = active_stock - $2::int
   where id = $1 and active_stock >= $2::int
     and status = 'UPPER' and start_time <= now() and end_time > now()
   returning id`,
)

/** Why a take failed: the goods left the points mall (42004) rather than ran out (42005). */
const pointsOnOffer = statement<{ id: string }>(
  'points_goods_on_offer',
  `select id from points_goods where id = $1 and status = 'UPPER' and start_time <= now() and end_time > now()`,
)

/**
 * The promotions of a checkout, inside its transaction: each flash-sale line takes flash stock and
 * counts against the member's limit; points lines take the activity's stock, and their points are
 * spent from the ledger. Rows are taken in id order, so concurrent checkouts cannot deadlock. Any
 * refusal throws and the whole checkout rolls back.
 */
export async function takePromotions(tx: Tx, memberId: string, lines: PromotedLine[], tradeSn: string) {
  const promoted = lines
    .filter((l) => l.promotion)
    .sort((a, b) => ((a.promotion?.id ?? '') < (b.promotion?.id ?? '') ? -1 : 1))
  let points = 0
  for (const line of promoted) {
    const p = line.promotion
    if (p?.type === 'SECKILL') {
      const [taken] = await takeFlashStock(tx, [p.id, line.num])
      if (!taken) throw new BizError('SECKILL_SOLD_OUT', { detail: line.goodsName })
      if (p.limitNum > 0) {
        const [counted] = await countMemberBuy(tx, [p.id, memberId, line.num, p.limitNum])
        if (!counted) throw new BizError('SECKILL_LIMIT_EXCEEDED', { detail: `每人限购${p.limitNum}件` })
      }
    } else if (p?.type === 'POINTS') {
      const [taken] = await takePointsStock(tx, [p.id, line.num])
      if (!taken) {
        const [offered] = await pointsOnOffer(tx, [p.id])
        const reason = offered ? 'POINTS_GOODS_STOCK_NOT_ENOUGH' : 'POINTS_GOODS_NOT_EXIST'
        throw new BizError(reason, { detail: line.goodsName })
      }
      points += p.points * line.num
    }
  }
  await spendPoints(tx, {
    memberId,
    points,
    content: `积分商品兑换[${tradeSn}]`,
    sourceKey: `EXCHANGE:${tradeSn}`,
  })
}

/**
 * A cancelled order gives its flash-sale units back: to the flash stock, and to what its member may
 * still buy. Each item names the flash-sale goods it took (`order_item.seckill_goods_id`).
 */
const returnFlash = statement(
  'return_flash_sales',
  `with items as (
     select seckill_goods_id as id, sum(num)::int as n from order_item
     where order_sn = $1 and seckill_goods_id is not null group by seckill_goods_id
   ), stock as (
     update seckill_goods sg set sales_num = greatest(sg.sales_num - items.n, 0)
     from items where sg.id = items.id
   )
   update seckill_member_buy b set num = greatest(b.num - items.n, 0)
   from items where b.seckill_goods_id = items.id and b.member_id = $2`,
)

export async function returnFlashSales(tx: Tx, orderSn: string, memberId: string) {
  await returnFlash(tx, [orderSn, memberId])
}
