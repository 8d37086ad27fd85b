import { DEFAULT_RECHARGE_MAX_YUAN } from '@silk/contracts/settings-admin'
import type { DbOrTx } from '@silk/db/client'
import { settings } from '@silk/db/schema/system'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'

/**
 * Settings the operator edits (`/admin/settings`) that the trade modules read. Each reader falls back
 * to the installation's default when the row or field is missing.
 */
async function value(db: DbOrTx, key: string): Promise<Record<string, unknown>> {
  const [row] = await db.select().from(settings).where(eq(settings.id, key))
  return (row?.settingValue ?? {}) as Record<string, unknown>
}

const positive = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null)

/** ORDER_SETTING.autoCancel, else ORDER_AUTO_CANCEL_MINUTES. */
export async function orderAutoCancelMinutes(ctx: Pick<Ctx, 'db' | 'config'>): Promise<number> {
  return positive((await value(ctx.db, 'ORDER_SETTING')).autoCancel) ?? ctx.config.ORDER_AUTO_CANCEL_MINUTES
}

/** Days after a parcel was signed for until its receipt is confirmed for the buyer (ORDER_SETTING.autoReceive). */
export const DEFAULT_AUTO_RECEIVE_DAYS = 7
/** Days after completion during which after-sale may be asked for (ORDER_SETTING.closeAfterSale). */
export const DEFAULT_AFTER_SALE_DAYS = 7

export async function orderClocks(db: DbOrTx) {
  const v = await value(db, 'ORDER_SETTING')
  return {
    autoReceiveDays: positive(v.autoReceive) ?? DEFAULT_AUTO_RECEIVE_DAYS,
    afterSaleDays: positive(v.closeAfterSale) ?? DEFAULT_AFTER_SALE_DAYS,
  }
}

/** The smallest withdrawal when the operator set none: ¥1. */
export const DEFAULT_MIN_WITHDRAWAL_FEN = 100

/** WITHDRAWAL_SETTING.minPrice (yuan), in fen. */
export async function minWithdrawalFen(db: DbOrTx): Promise<number> {
  const min = (await value(db, 'WITHDRAWAL_SETTING')).minPrice
  return typeof min === 'number' && min > 0 ? Math.round(min * 100) : DEFAULT_MIN_WITHDRAWAL_FEN
}

/** RECHARGE_SETTING: the least and the most one top-up may be, in fen (¥1 and ¥10,000 unless set). */
export async function rechargeLimitsFen(db: DbOrTx): Promise<{ min: number; max: number }> {
  const v = await value(db, 'RECHARGE_SETTING')
  const fen = (x: unknown, fallback: number) =>
    typeof x === 'number' && Number.isFinite(x) && x > 0 ? Math.round(x * 100) : fallback
  const min = fen(v.minPrice, 100)
  return { min, max: Math.max(min, fen(v.maxPrice, DEFAULT_RECHARGE_MAX_YUAN * 100)) }
}

/** SETTLEMENT_SETTING.cycleDays (seller bills are cut every so many days), 7 unless set. */
export async function settlementCycleDays(db: DbOrTx): Promise<number> {
  return positive((await value(db, 'SETTLEMENT_SETTING')).cycleDays) ?? 7
}

/** Days an order chosen for bank transfer waits for the money unless the operator set otherwise. */
export const DEFAULT_TRANSFER_DAYS = 7

/** TRANSFER_SETTING with its defaults: off, no account, a week to pay. */
export async function transferSetting(db: DbOrTx) {
  const v = await value(db, 'TRANSFER_SETTING')
  const text = (x: unknown) => (typeof x === 'string' ? x : '')
  return {
    enabled: v.enabled === true,
    accountName: text(v.accountName),
    bankName: text(v.bankName),
    accountNo: text(v.accountNo),
    days: positive(v.days) ?? DEFAULT_TRANSFER_DAYS,
  }
}

export { value as settingValue }
