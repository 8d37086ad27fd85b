import type { TransferAccount } from '@silk/contracts/wallet'
import type { DbOrTx } from '@silk/db/client'
import { orders } from '@silk/db/schema/index'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { DAY_MS, formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { orderLine } from '../../shared/log-lines.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { buyerActor, logOrder } from '../orders/state-machine.ts'
import { transferSetting } from '../system/platform-settings.ts'
import { type CashierType, loadPayable } from './payable.ts'

/**
 * Paying by bank transfer (对公转账), as B2B buyers often do. The cashier shows the platform's
 * receiving account (TRANSFER_SETTING); a buyer who chooses it gives the unpaid orders that many days
 * to be paid instead of the online auto-cancel window; the operator marks the money received on the
 * order (确认收款, `markPaidByTransfer`). Null when the operator has not turned it on — unless the
 * orders already wait for a transfer (`waiting`): turning it off stops new ones, and those buyers
 * still need the account to pay into.
 */
export async function transferAccount(db: DbOrTx, waiting = false): Promise<TransferAccount | null> {
  const { enabled, accountName, bankName, accountNo, days } = await transferSetting(db)
  if (!(enabled || waiting) || !accountName || !bankName || !accountNo) return null
  return { accountName, bankName, accountNo, days }
}

/**
 * The buyer chooses to pay a trade or order by bank transfer: each of its unpaid orders that had no
 * deadline gets one, `days` from now, and a line in its log. Choosing again keeps the deadline (it
 * never extends), and the buyer may still pay online meanwhile. Locked as a payment is, so a
 * concurrent auto-cancel either runs first (then 32006) or finds the orders waiting.
 */
export async function chooseTransfer(ctx: BuyerCtx, orderType: CashierType, sn: string): Promise<number> {
  if (orderType === 'RECHARGE') throw new BizError('PAY_NOT_SUPPORT')
  const account = await transferAccount(ctx.db)
  if (!account) throw new BizError('PAY_NOT_SUPPORT')
  return ctx.db.transaction(async (tx) => {
    const payable = await loadPayable(tx, orderType, sn, true)
    if (payable.memberId !== ctx.member.id) throw new BizError('USER_AUTHORITY_ERROR')
    if (payable.amount <= 0) throw new BizError('PAY_UN_WANTED')
    if (payable.transferDeadline) return payable.transferDeadline.getTime()
    const deadline = new Date(Date.now() + account.days * DAY_MS)
    const waiting = await tx
      .update(orders)
      .set({ transferDeadline: deadline, updateTime: new Date() })
      .where(and(inArray(orders.sn, payable.orderSns), isNull(orders.transferDeadline)))
      .returning()
    for (const order of waiting) {
      await logOrder(
        tx,
        order,
        buyerActor(ctx),
        orderLine('ORDER_TRANSFER_CHOSEN', { deadline: formatDateTime(deadline) ?? '' }),
      )
    }
    const [first] = await tx
      .select({ at: orders.transferDeadline })
      .from(orders)
      .where(and(inArray(orders.sn, payable.orderSns), eq(orders.orderStatus, 'UNPAID')))
      .orderBy(orders.transferDeadline)
      .limit(1)
    return (first?.at ?? deadline).getTime()
  })
}
