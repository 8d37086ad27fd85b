import type { AfterSaleRulingForm, OfflineRefundForm } from '@silk/contracts/admin-arbitration'
import { formatFen } from '@silk/contracts/money'
import type { DbOrTx, Tx } from '@silk/db/client'
import { afterSales } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { lockOrderAndItem } from '../modules/after-sale/bookkeeping.ts'
import { type AfterSaleRow, writeLog } from '../modules/after-sale/state-machine.ts'
import { afterSaleView } from '../modules/after-sale/views.ts'
import { postMemberMessage } from '../modules/messages/post-message.ts'
import { adminWrite } from '../modules/operation-log/operation-log.ts'
import type { Actor } from '../modules/orders/state-machine.ts'
import { BizError } from '../shared/errors.ts'
import { afterSaleLine } from '../shared/log-lines.ts'
import type { ManagerCtx } from '../shared/manager-ctx.ts'
import { yuanToFen } from '../shared/money.ts'
import { completeOfflineRefund, refundOrWait } from './after-sale-review.ts'

const money = (fen: number) => formatFen(fen, { sign: '￥', grouping: false })
const operator = (ctx: ManagerCtx): Actor => ({
  id: ctx.admin.id,
  type: 'MANAGER',
  name: `平台（${ctx.admin.username}）`,
})

async function lockAfterSale(tx: DbOrTx, sn: string): Promise<AfterSaleRow> {
  const [row] = await tx.select().from(afterSales).where(eq(afterSales.sn, sn)).for('update')
  if (!row) throw new BizError('AFTER_SALES_NOT_EXIST')
  return row
}

/**
 * The operator's ruling on an escalated after-sale (`PUT /manager/order/afterSale/arbitrate/{sn}`,
 * decision 115), in one transaction with its operation-log row:
 * - the row leaves ESCALATED by a conditional update first, so of two rulings racing (or a double
 *   click) one wins and the other gets 60402 having moved no money;
 * - REFUND overrules the store: the units the refusal freed must still be free (the buyer may have
 *   applied for them again, 60403), then the amount (≤ the applied amount, 33004) goes back the way
 *   a store approval sends it (wallet, provider, or WAIT_REFUND for bank transfers);
 * - UPHOLD keeps the refusal.
 * The remark is the ruling: kept on the after-sale (the buyer's and the store's views show it), in
 * its progress log and in the buyer's inbox.
 */
export async function ruleAfterSale(ctx: ManagerCtx, sn: string, input: z.infer<typeof AfterSaleRulingForm>) {
  const refund = input.result === 'REFUND'
  return adminWrite(
    ctx,
    {
      action: refund ? 'order.afterSale.refund' : 'order.afterSale.uphold',
      target: sn,
    },
    async (tx) => {
      const row = await lockAfterSale(tx, sn)
      if (row.arbitrationStatus !== 'ESCALATED') throw new BizError('AFTER_SALE_ARBITRATION_ERROR')
      const { order, item } = await lockOrderAndItem(tx, row.orderSn, row.orderItemSn)
      const [ruled] = await tx
        .update(afterSales)
        .set({
          arbitrationStatus: refund ? 'REFUNDED' : 'UPHELD',
          arbitrationRemark: input.remark,
          arbitrationTime: new Date(),
        })
        .where(and(eq(afterSales.sn, sn), eq(afterSales.arbitrationStatus, 'ESCALATED')))
        .returning()
      if (!ruled) throw new BizError('AFTER_SALE_ARBITRATION_ERROR')
      const before = { serviceStatus: row.serviceStatus, arbitrationStatus: row.arbitrationStatus }
      if (!refund) {
        await writeLog(
          tx,
          sn,
          operator(ctx),
          row.serviceStatus,
          row.serviceStatus as 'REFUSE',
          afterSaleLine('AFTER_SALE_UPHELD', { remark: input.remark }),
        )
        await notifyBuyer(
          tx,
          row,
          '平台介入结果',
          `您的售后单[${sn}]（${row.goodsName}）经平台处理，维持商家的处理。处理意见：${input.remark}`,
        )
        return {
          before,
          after: { serviceStatus: ruled.serviceStatus, arbitrationStatus: 'UPHELD', remark: input.remark },
          result: afterSaleView(ruled, ctx.locale),
        }
      }
      if (item.num - item.returnGoodsNumber < row.num)
        throw new BizError('AFTER_SALE_ARBITRATION_UNITS_TAKEN')
      const actual =
        input.actualRefundPrice === undefined || input.actualRefundPrice === ''
          ? row.applyRefundPrice
          : yuanToFen(input.actualRefundPrice)
      if (actual === null || actual > row.applyRefundPrice || actual > row.flowPrice)
        throw new BizError('AFTER_SALES_PRICE_ERROR')
      await notifyBuyer(
        tx,
        row,
        '平台介入结果',
        `您的售后单[${sn}]（${row.goodsName}）经平台处理，支持退款${money(actual)}。处理意见：${input.remark}`,
      )
      const done = await refundOrWait(
        ctx,
        tx,
        { ...ruled, actualRefundPrice: actual },
        { order, item },
        operator(ctx),
        'AFTER_SALE_ARBITRATION_ERROR',
      )
      return {
        before,
        after: {
          serviceStatus: done.serviceStatus,
          arbitrationStatus: 'REFUNDED',
          refund: actual,
          remark: input.remark,
        },
        result: afterSaleView(done, ctx.locale),
      }
    },
  )
}

/**
 * `PUT /manager/order/afterSale/refund/{sn}` (lilishop 线下退款): the platform has sent a WAIT_REFUND
 * after-sale's money by bank transfer; it completes with the transfer's reference (60404 when not
 * waiting, so of two operators marking it one does).
 */
export async function refundAfterSaleOffline(
  ctx: ManagerCtx,
  sn: string,
  input: z.infer<typeof OfflineRefundForm>,
) {
  return adminWrite(ctx, { action: 'order.afterSale.offlineRefund', target: sn }, async (tx: Tx) => {
    const row = await lockAfterSale(tx, sn)
    if (row.serviceStatus !== 'WAIT_REFUND') throw new BizError('AFTER_SALE_OFFLINE_REFUND_ERROR')
    const locked = await lockOrderAndItem(tx, row.orderSn, row.orderItemSn)
    const done = await completeOfflineRefund(
      tx,
      row,
      locked,
      operator(ctx),
      input.reference,
      'AFTER_SALE_OFFLINE_REFUND_ERROR',
    )
    if (input.remark) {
      await writeLog(
        tx,
        sn,
        operator(ctx),
        'COMPLETE',
        'COMPLETE',
        afterSaleLine('AFTER_SALE_REFUND_REMARK', { remark: input.remark }),
      )
    }
    return {
      before: { serviceStatus: row.serviceStatus },
      after: {
        serviceStatus: done.serviceStatus,
        reference: input.reference,
        amount: done.actualRefundPrice,
      },
      result: afterSaleView(done, ctx.locale),
    }
  })
}

function notifyBuyer(tx: DbOrTx, row: AfterSaleRow, title: string, content: string) {
  return postMemberMessage(tx, {
    memberId: row.memberId,
    memberName: row.memberName,
    title,
    content,
    messageId: row.sn,
  })
}
