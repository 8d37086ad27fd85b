import { z } from 'zod'
import { Logistics } from './common.ts'
import { refusal } from './issue-english.ts'
import { BoolParam, Id } from './primitives.ts'

/**
 * The operator's settings page (lilishop 系统设置): one form per `setting` row, each validated here
 * and stored as that row's JSON (`GET/PUT /manager/setting/setting/{key}`).
 */

/** A picture the site shows: an uploaded `/uploads/…`, a bundled `/brand/…` file, or an https URL. */
export const ImageAddress = z
  .string({ message: '请上传图片' })
  .trim()
  .regex(/^(\/(?!\/)|https:\/\/)[^\s<>"'`\\]{1,250}$/, '图片地址不正确')

const whole = (min: number, max: number, label: string) =>
  z.coerce
    .number({ message: `请填写${label}` })
    .int(`${label}须为整数`)
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`)

/** BASE_SETTING: the name and logo the buyer site shows (its pages keep them up to an hour in cookies). */
export const BaseSettingForm = z.object({
  siteName: z
    .string({ message: '请输入站点名称' })
    .trim()
    .min(1, '请输入站点名称')
    .max(32, '站点名称最多32个字'),
  siteNameEn: z.string().trim().max(64, '英文站点名称最多64个字符').default(''),
  buyerSideLogo: ImageAddress,
  icp: z.string().trim().max(64, '备案号最多64个字符').default(''),
})

/** GOODS_SETTING: whether new and materially edited goods wait for the operator's review. */
export const GoodsSettingForm = z.object({ goodsCheck: z.boolean() })

/**
 * ORDER_SETTING: unpaid orders are cancelled this many minutes after creation; a delivered parcel's
 * receipt is confirmed this many days after it was signed for (a pending after-sale holds it back);
 * after-sale can be asked for this many days after completion (decision 147).
 */
export const OrderSettingForm = z.object({
  autoCancel: whole(5, 43_200, '自动取消时间'),
  autoReceive: whole(1, 90, '自动确认收货天数').default(7),
  closeAfterSale: whole(1, 365, '售后期限天数').default(7),
})

/** POINT_SETTING (reference §15.1): points per action and the consecutive sign-in rewards. */
export const PointSettingForm = z.object({
  register: whole(0, 100_000, '注册积分'),
  signIn: whole(0, 100_000, '签到积分'),
  comment: whole(0, 100_000, '评价积分'),
  consumer: whole(0, 1_000, '消费积分'),
  pointSettingItems: z
    .array(z.object({ day: whole(1, 365, '连续签到天数'), point: whole(0, 100_000, '奖励积分') }))
    .max(10, '连续签到奖励最多10档')
    .refine(
      (items) => new Set(items.map((i) => i.day)).size === items.length,
      refusal('连续签到天数不能重复', 'Each run of sign-in days may be rewarded only once'),
    )
    .default([]),
})

/** WITHDRAWAL_SETTING: the smallest withdrawal, in yuan (two decimals). */
export const WithdrawalSettingForm = z.object({
  minPrice: z.coerce
    .number({ message: '请填写最低提现金额' })
    .min(0.01, '最低提现金额至少0.01元')
    .max(50_000, '最低提现金额不能超过50000元')
    .refine(
      (v) => Math.round(v * 100) === Math.round(v * 10_000) / 100,
      refusal('金额最多两位小数', 'At most two decimals'),
    ),
})

/** The most a single top-up may be (yuan) unless the operator says otherwise. */
export const DEFAULT_RECHARGE_MAX_YUAN = 10_000

/**
 * RECHARGE_SETTING (钱包充值): the least and the most one top-up may be, in yuan. The cashier's top-up
 * and 在线充值 read them; an amount past the most is paid another way (the cashier says which).
 */
export const RechargeSettingForm = z
  .object({
    minPrice: z.coerce
      .number({ message: '请填写单次最低充值金额' })
      .min(0.01, '单次最低充值金额至少0.01元')
      .max(1_000_000, '单次最低充值金额不能超过1000000元')
      .refine(
        (v) => Math.round(v * 100) === Math.round(v * 10_000) / 100,
        refusal('金额最多两位小数', 'At most two decimals'),
      ),
    maxPrice: z.coerce
      .number({ message: '请填写单次最高充值金额' })
      .min(1, '单次最高充值金额至少1元')
      .max(9_999_999, '单次最高充值金额不能超过9999999元')
      .refine(
        (v) => Math.round(v * 100) === Math.round(v * 10_000) / 100,
        refusal('金额最多两位小数', 'At most two decimals'),
      ),
  })
  .refine((f) => f.minPrice <= f.maxPrice, {
    ...refusal('最低充值金额不能高于最高充值金额', 'The least top-up cannot be more than the most'),
    path: ['maxPrice'],
  })

/**
 * DISTRIBUTION_SETTING (分销设置, lilishop's form): the programme's switch (closed, every distribution
 * call answers 22000) and for how many days a share link binds a buyer to its distributor.
 */
export const DistributionSettingForm = z.object({
  isOpen: z.boolean({ error: '请选择是否开启分销' }),
  distributionDay: whole(1, 365, '分销关系绑定天数'),
})

/** SETTLEMENT_SETTING: how often sellers' bills are cut (decision 122: the bill-cut job reads it). */
export const SettlementSettingForm = z.object({ cycleDays: whole(1, 90, '结算周期') })

/**
 * TRANSFER_SETTING (对公转账): the platform's receiving account that the cashier shows a buyer who
 * pays by bank transfer, and how many days such an order waits for the money before it is cancelled.
 * The operator confirms each transfer on the order (确认收款). Off until an account is filled in.
 */
export const TransferSettingForm = z
  .object({
    enabled: z.boolean(),
    accountName: z.string().trim().max(64, '收款户名最多64个字').default(''),
    bankName: z.string().trim().max(64, '开户银行最多64个字').default(''),
    accountNo: z
      .string()
      .trim()
      .max(40, '银行账号最多40个字符')
      .regex(/^[0-9A-Za-z ]*$/, '银行账号只能包含数字、字母和空格')
      .default(''),
    days: whole(1, 30, '转账期限'),
  })
  .refine((f) => !f.enabled || (f.accountName && f.bankName && f.accountNo.replaceAll(' ', '').length >= 8), {
    ...refusal(
      '开启线下转账前请填写收款户名、开户银行和银行账号（至少8位）',
      'To accept bank transfers, fill in the account name, the bank and the account number (8 characters or more)',
    ),
  })

export const SETTING_FORMS = {
  BASE_SETTING: BaseSettingForm,
  GOODS_SETTING: GoodsSettingForm,
  ORDER_SETTING: OrderSettingForm,
  POINT_SETTING: PointSettingForm,
  WITHDRAWAL_SETTING: WithdrawalSettingForm,
  RECHARGE_SETTING: RechargeSettingForm,
  SETTLEMENT_SETTING: SettlementSettingForm,
  TRANSFER_SETTING: TransferSettingForm,
  DISTRIBUTION_SETTING: DistributionSettingForm,
} as const
export type SettingKey = keyof typeof SETTING_FORMS
export const SettingKey = z.enum(Object.keys(SETTING_FORMS) as [SettingKey, ...SettingKey[]])
export const SettingKeyParams = z.object({ key: SettingKey })

/** `GET /manager/setting/setting`: every form's current values, defaults filled in. */
export const ManagerSettings = z.object({
  BASE_SETTING: BaseSettingForm,
  GOODS_SETTING: GoodsSettingForm,
  ORDER_SETTING: OrderSettingForm,
  POINT_SETTING: PointSettingForm,
  WITHDRAWAL_SETTING: WithdrawalSettingForm,
  RECHARGE_SETTING: RechargeSettingForm,
  SETTLEMENT_SETTING: SettlementSettingForm,
  TRANSFER_SETTING: TransferSettingForm,
  /** As stored: 0 days (never saved through the form) binds nobody. */
  DISTRIBUTION_SETTING: z.object({ isOpen: z.boolean(), distributionDay: z.number().int().min(0) }),
})
export type ManagerSettings = z.infer<typeof ManagerSettings>

/** `GET /manager/other/logistics`: every carrier, enabled or not. */
export const ManagerLogisticsList = z.array(Logistics)
export const LogisticsParams = z.object({ id: Id })
export const LogisticsEnableForm = z.object({ enabled: BoolParam })
