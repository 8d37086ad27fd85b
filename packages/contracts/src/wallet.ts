import { z } from 'zod'
import { SmsCode } from './accounts.ts'
import { PageQuery } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'
import { Text } from './validation.ts'

export const CashierOrderType = z.enum(['TRADE', 'ORDER', 'RECHARGE'], { error: '收银台信息获取错误' })
export const ClientType = z.enum(['PC', 'H5', 'WECHAT_MP', 'APP'], { error: '错误的客户端' })
/** Online methods go through the payment provider (the sandbox by default); WALLET pays at once. */
export const PaymentMethod = z.enum(['WALLET', 'ALIPAY', 'WECHAT'], { error: '支付暂不支持' })
export const PaymentClient = z.enum(['NATIVE', 'H5', 'APP', 'JSAPI', 'MP'], { error: '支付暂不支持' })
export const PAYMENT_METHOD_LABELS = {
  WALLET: '余额支付',
  ALIPAY: '支付宝',
  WECHAT: '微信',
  BANK_TRANSFER: '线下转账',
} as const

export const PAYMENT_METHOD_LABELS_EN: Record<keyof typeof PAYMENT_METHOD_LABELS, string> = {
  WALLET: 'Wallet balance',
  ALIPAY: 'Alipay',
  WECHAT: 'WeChat Pay',
  BANK_TRANSFER: 'Bank transfer',
}

/**
 * `PayParam`. `orderType` must be one of CashierOrderType (else 32004) and `clientType` one of
 * ClientType (else 32009): the server checks them itself to answer with the contract's codes.
 */
/** The payment password as clients send it (an MD5 digest, like login passwords). */
const WalletPassword = z.string().regex(/^[a-fA-F0-9]{32}$/, '支付密码格式不正确')
export const PayParam = z.object({
  orderType: z.string().max(16),
  sn: z.string().trim().min(1).max(40),
  clientType: z.string().max(16).default('PC'),
  /** Required for WALLET once the member has set a payment password. */
  password: WalletPassword.optional(),
})
/**
 * Sets the payment password: proven by a WALLET_PASSWORD code sent to the member's own mobile (the first
 * one, or a forgotten one), or by the old one when changing it.
 */
export const SetWalletPasswordForm = z.object({
  password: WalletPassword,
  oldPassword: WalletPassword.optional(),
  code: SmsCode.optional(),
})
/**
 * 免密支付 (decision 155): wallet payments that come without the payment password (lilishop's PC
 * cashier never sends one) pass up to `limit` yuan a day; 0 = always ask. Proven by the password.
 */
export const FreePayForm = z.object({
  limit: z.coerce
    .number({ error: '免密额度应为金额' })
    .int('免密额度应为整数元')
    .min(0, '免密额度不能为负')
    .max(2000, '免密额度每天最多2000元'),
  password: WalletPassword,
})
export const FreePayVO = z.object({ limit: Yuan, left: Yuan })
/** `WithdrawalSettingVO`: what the withdrawal form shows before the member applies. */
export const WithdrawalSettingVO = z.object({
  minPrice: z.number(),
  fee: z.number(),
  /** The payout channel; ALI asks for the real name and account (what this shop collects). */
  type: z.string(),
})
export const PayResultQuery = z.object({
  orderType: z.string().max(16),
  sn: z.string().trim().min(1).max(40),
})

/** The platform's receiving account for a bank transfer (对公转账), as the operator set it. */
export const TransferAccount = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  /** Days an order chosen for transfer waits for the money before it is cancelled. */
  days: z.number().int(),
})
export type TransferAccount = z.infer<typeof TransferAccount>

/** The least and the most one top-up may be (yuan), as the operator set them (RECHARGE_SETTING). */
export const RechargeLimits = z.object({ minPrice: Yuan, maxPrice: Yuan })
export type RechargeLimits = z.infer<typeof RechargeLimits>

/** `CashierParam` of `tradeDetail`. */
export const CashierParam = z.object({
  price: Yuan,
  title: z.string(),
  detail: z.string(),
  orderSns: z.string(),
  support: z.array(PaymentMethod),
  createTime: DateTime,
  /** Epoch ms after which the unpaid trade is cancelled (for the countdown). */
  autoCancel: z.number().int(),
  walletValue: Yuan,
  /**
   * Paying by bank transfer, when the platform takes it (not for recharges). Kept out of `support`,
   * which lilishop's clients read as the list of online methods.
   */
  transfer: TransferAccount.nullable(),
  /** Epoch ms: set once the buyer chose to pay by transfer; the trade waits until then (= autoCancel). */
  transferDeadline: z.number().int().nullable(),
  /**
   * The online methods that only stand in for the gateway (the sandbox: no money moves), because
   * the platform has not configured that gateway's keys; the cashier says so.
   */
  demo: z.array(PaymentMethod),
  /**
   * What one top-up may be (RECHARGE_SETTING): a wallet short by more than `maxPrice` cannot be topped
   * up for this amount, and the cashier names the methods that can pay it instead.
   */
  recharge: RechargeLimits,
})

/** What the sandbox pay page shows (GET /buyer/payment/sandbox/{outTradeNo}). */
export const SandboxPayment = z.object({
  outTradeNo: z.string(),
  orderType: CashierOrderType,
  sn: z.string(),
  paymentMethod: PaymentMethod,
  amount: Yuan,
  title: z.string(),
  /** PENDING | PAID | CLOSED */
  status: z.string(),
  createTime: DateTime,
})

export const MemberWalletVO = z.object({
  memberWallet: Yuan,
  memberFrozenWallet: Yuan,
  /** Not upstream: what 在线充值 accepts. */
  recharge: RechargeLimits,
})

export const WalletServiceType = z.enum([
  'WALLET_WITHDRAWAL',
  'WALLET_PAY',
  'WALLET_REFUND',
  'WALLET_RECHARGE',
  'WALLET_COMMISSION',
])
export const WalletLog = z.object({
  id: Id,
  createBy: z.string(),
  createTime: DateTime,
  memberId: Id,
  memberName: z.string(),
  /** Signed: negative for payments and withdrawals. */
  money: Yuan,
  serviceType: WalletServiceType,
  detail: z.string(),
})

export const Recharge = z.object({
  id: Id,
  rechargeSn: z.string(),
  memberId: Id,
  memberName: z.string(),
  rechargeMoney: Yuan,
  payStatus: z.enum(['UNPAID', 'PAID', 'CANCEL']),
  rechargeWay: z.string().nullable(),
  receivableNo: z.string().nullable(),
  payTime: DateTime.nullable(),
  createTime: DateTime,
})

export const WithdrawApply = z.object({
  id: Id,
  sn: z.string(),
  memberId: Id,
  memberName: z.string(),
  applyMoney: Yuan,
  applyStatus: z.string(),
  realName: z.string(),
  connectNumber: z.string(),
  inspectRemark: z.string().nullable(),
  inspectTime: DateTime.nullable(),
  errorMessage: z.string().nullable(),
  createTime: DateTime,
})

const money = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, message)

/** `POST /buyer/trade/recharge?price=`: within the operator's limits (RECHARGE_SETTING, ¥1–¥10,000 unless set). */
export const RechargeQuery = z.object({ price: money('充值金额错误') })
export const WithdrawalQuery = z.object({
  price: money('提现金额错误'),
  realName: Text(32).min(1, '请输入真实姓名'),
  connectNumber: Text(40).min(1, '请输入收款账号'),
  /** Required once the member has set a payment password. */
  password: WalletPassword.optional(),
})
export const WithdrawApplyQuery = PageQuery.extend({
  sn: z.string().trim().max(40).optional(),
  applyStatus: z.string().trim().max(20).optional(),
  startDate: z.string().trim().max(10).optional(),
  endDate: z.string().trim().max(10).optional(),
})
