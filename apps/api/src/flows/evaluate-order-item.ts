import type { MemberEvaluationDTO } from '@silk/contracts/evaluation'
import { nextId } from '@silk/db/ids'
import { goodsSkus, memberEvaluations, members, orderItems, orders } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { checkEvaluationImages } from '../modules/evaluations/images.ts'
import { refreshGoodsCommentStats } from '../modules/goods/comment-stats.ts'
import { grantCommentPoints } from '../modules/points/ledger.ts'
import { BizError } from '../shared/errors.ts'
import type { BuyerCtx } from '../shared/member-ctx.ts'

/**
 * A buyer reviews one item of a completed order (reference §12), in one transaction: the review row
 * (shown at once, status OPEN), the item's `commentStatus` UNFINISHED → FINISHED (a conditional update
 * on the locked row, so a double submit gets 35001 and never a second review), and the goods' comment
 * count and good-review rate, and the review points (`POINT_SETTING.comment`). Stricter than upstream: only UNFINISHED items (orders received) qualify,
 * and pictures must be this member's own uploads.
 */
export async function evaluateOrderItem(ctx: BuyerCtx, dto: MemberEvaluationDTO) {
  const images = checkEvaluationImages(dto.images ?? [])
  const [me] = await ctx.db
    .select({ nickName: members.nickName, username: members.username, face: members.face })
    .from(members)
    .where(eq(members.id, ctx.member.id))
  if (!me) throw new BizError('USER_NOT_EXIST')

  const id = nextId()
  await ctx.db.transaction(async (tx) => {
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.sn, dto.orderItemSn)).for('update')
    if (!item) throw new BizError('ORDER_ITEM_NOT_EXIST')
    const [order] = await tx.select().from(orders).where(eq(orders.sn, item.orderSn))
    if (!order) throw new BizError('ORDER_ITEM_NOT_EXIST')
    if (order.memberId !== ctx.member.id) throw new BizError('ORDER_NOT_USER')
    if (order.deleteFlag) throw new BizError('ORDER_ITEM_NOT_EXIST')
    if (item.goodsId !== dto.goodsId || item.skuId !== dto.skuId)
      throw new BizError('PARAMS_ERROR', { detail: '商品与订单项不符' })
    if (item.commentStatus === 'FINISHED') throw new BizError('EVALUATION_DOUBLE_ERROR')
    if (item.commentStatus !== 'UNFINISHED' || order.orderStatus !== 'COMPLETED')
      throw new BizError('EVALUATION_NOT_ALLOWED')
    const [sku] = await tx.select({ id: goodsSkus.id }).from(goodsSkus).where(eq(goodsSkus.id, item.skuId))
    if (!sku) throw new BizError('GOODS_NOT_EXIST')

    const [claimed] = await tx
      .update(orderItems)
      .set({ commentStatus: 'FINISHED' })
      .where(and(eq(orderItems.sn, item.sn), eq(orderItems.commentStatus, 'UNFINISHED')))
      .returning({ sn: orderItems.sn })
    if (!claimed) throw new BizError('EVALUATION_DOUBLE_ERROR')

    await tx.insert(memberEvaluations).values({
      id,
      memberId: ctx.member.id,
      memberName: me.nickName || me.username,
      memberProfile: me.face ?? '',
      storeId: order.storeId,
      storeName: order.storeName,
      goodsId: item.goodsId,
      skuId: item.skuId,
      goodsName: item.goodsName,
      goodsImage: item.image,
      orderNo: order.sn,
      orderItemSn: item.sn,
      grade: dto.grade,
      content: dto.content,
      images: images.join(','),
      haveImage: images.length > 0,
      status: 'OPEN',
      deliveryScore: dto.deliveryScore,
      serviceScore: dto.serviceScore,
      descriptionScore: dto.descriptionScore,
    })
    await refreshGoodsCommentStats(tx, item.goodsId)
    await grantCommentPoints(tx, { memberId: ctx.member.id, orderItemSn: item.sn })
  })
  return {
    id,
    orderItemSn: dto.orderItemSn,
    goodsId: dto.goodsId,
    skuId: dto.skuId,
    grade: dto.grade,
    content: dto.content,
    images: images.join(','),
    deliveryScore: dto.deliveryScore,
    serviceScore: dto.serviceScore,
    descriptionScore: dto.descriptionScore,
  }
}
