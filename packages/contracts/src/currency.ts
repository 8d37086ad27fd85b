import { z } from 'zod'
import { chinaDayStartOf } from './china-time.ts'
import { DISPLAY_CURRENCIES } from './display-currency.ts'
import { refusal } from './issue-english.ts'
import { DateTime } from './primitives.ts'

export const DisplayCurrencyCode = z.enum(DISPLAY_CURRENCIES, { error: '不支持的币种' })

/** A rate: how many units of `currency` one CNY buys, as a decimal string (up to 10 decimals). */
export const RateText = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,10})?$/, '汇率格式不正确（最多10位小数）')
  .refine((v) => Number(v) > 0, refusal('汇率必须大于0', 'The rate must be above 0'))

const Day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-MM-dd')
  .refine((v) => chinaDayStartOf(v) !== null, refusal('日期不存在', 'No such date'))

/** `GET /common/common/currency`: the rates a buyer may choose from. */
export const CurrencyRate = z.object({
  currency: DisplayCurrencyCode,
  rate: z.string(),
  rateDate: z.string(),
})
export const CurrencyRates = z.array(CurrencyRate)
export type CurrencyRate = z.infer<typeof CurrencyRate>

export const ManagerCurrencyRate = CurrencyRate.extend({ updatedBy: z.string(), updateTime: DateTime })
export const ManagerCurrencyRates = z.array(ManagerCurrencyRate)

/** `PUT /manager/setting/currency`: set (or replace) one currency's rate. */
export const CurrencyRateForm = z.object({ currency: DisplayCurrencyCode, rate: RateText, rateDate: Day })
export const CurrencyParams = z.object({ currency: DisplayCurrencyCode })
