import { paymentIntents, settings } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { orderAutoCancelMinutes, rechargeLimitsFen } from '../system/platform-settings.ts'
import { walletBalance } from '../wallet/ledger.ts'
import { rechargeLimitsView } from '../wallet/wallet.ts'
import { demoMethods } from './gateways.ts'
import { type CashierType, loadPayable } from './payable.ts'
import { transferAccount } from './transfer.ts'

/**
 * `tradeDetail` (reference §8.2): price, methods, wallet balance and the auto-cancel deadline — the
 * transfer deadline once the buyer chose bank transfer — and the platform's account for a transfer.
 */
export async function cashierDetail(ctx: BuyerCtx, orderType: CashierType, sn: string) {
  const payable = await loadPayable(ctx.db, orderType, sn)
  if (payable.memberId !== ctx.member.id) throw new BizError('USER_AUTHORITY_ERROR')
  if (payable.amount <= 0) throw new BizError('PAY_UN_WANTED')
  const [site] = await ctx.db.select().from(settings).where(eq(settings.id, 'BASE_SETTING'))
  const siteName = (site?.settingValue as { siteName?: string } | undefined)?.siteName
  const { balance } = await walletBalance(ctx.db, ctx.member.id)
  const transferDeadline = payable.transferDeadline?.getTime() ?? null
  return {
    price: fenToYuan(payable.amount),
    title: siteName || '多用户商城，在线支付',
    detail: payable.detail,
    orderSns: payable.orderSns.join(','),
    support: (orderType === 'RECHARGE' ? ['ALIPAY', 'WECHAT'] : ['ALIPAY', 'WECHAT', 'WALLET']) as (
      | 'ALIPAY'
      | 'WECHAT'
      | 'WALLET'
    )[],
    createTime: formatDateTime(payable.createTime) ?? '',
    autoCancel:
      transferDeadline ?? payable.createTime.getTime() + (await orderAutoCancelMinutes(ctx)) * 60_000,
    walletValue: fenToYuan(balance),
    transfer: orderType === 'RECHARGE' ? null : await transferAccount(ctx.db, transferDeadline !== null),
    transferDeadline,
    demo: demoMethods(ctx.config),
    recharge: rechargeLimitsView(await rechargeLimitsFen(ctx.db)),
  }
}

/** The sandbox pay page's data; only the payer may see it. */
export async function sandboxPayment(ctx: BuyerCtx, outTradeNo: string) {
  const [intent] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.outTradeNo, outTradeNo))
  // A real gateway's payment is paid at the gateway, never on the sandbox page.
  if (intent?.provider !== 'sandbox') throw new BizError('PAY_NOT_EXIST_ORDER')
  if (intent.memberId !== ctx.member.id) throw new BizError('USER_AUTHORITY_ERROR')
  return {
    outTradeNo,
    orderType: intent.orderType as CashierType,
    sn: intent.sn,
    paymentMethod: intent.paymentMethod as 'ALIPAY',
    amount: fenToYuan(intent.amount),
    title: intent.orderType === 'RECHARGE' ? '余额充值' : '在线支付',
    status: intent.status,
    createTime: formatDateTime(intent.createTime) ?? '',
  }
}
