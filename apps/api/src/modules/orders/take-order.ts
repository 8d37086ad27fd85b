import { orders } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { orderLine } from '../../shared/log-lines.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { postMemberMessage } from '../messages/post-message.ts'
import { completeOrder } from './complete-order.ts'
import type { Actor } from './state-machine.ts'

/**
 * Seller redemption of a pickup code (`PUT /store/order/order/take/{sn}/{code}`): the order must be of
 * the seller's store (as for shipping). TAKE →
 * COMPLETED, which grants the buyer's points and settles commission like a confirmed receipt.
 */
export async function takeOrder(ctx: StoreCtx, sn: string, verificationCode: string) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.sn, sn)).for('update')
    if (!order) throw new BizError('ORDER_NOT_EXIST')
    if (ctx.seller.storeId !== order.storeId) throw new BizError('USER_AUTHORITY_ERROR')
    if (order.orderStatus !== 'TAKE') throw new BizError('ORDER_TAKE_ERROR')
    if (order.verificationCode !== verificationCode) throw new BizError('ORDER_TAKE_CODE_ERROR')
    const actor: Actor = { id: ctx.seller.id, type: 'STORE', name: order.storeName }
    await completeOrder(tx, order, actor, orderLine('ORDER_PICKED_UP', { sn }), 'ORDER_TAKE_ERROR', 'take')
    await postMemberMessage(tx, {
      memberId: order.memberId,
      memberName: order.memberName,
      title: '订单提货通知',
      content: `您的订单[${sn}]已在自提点「${order.storeAddressName ?? order.storeName}」核验提货，订单已完成。`,
      messageId: sn,
    })
  })
}
