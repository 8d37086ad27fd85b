import { chinaDateTime } from '@silk/contracts/china-time'
import { yuanText } from '../../shared/money.ts'

/** Fen as the gateways' yuan text with two decimals: 1234 → "12.34". */
export function fenToAmount(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`bad amount ${fen}`)
  return yuanText(fen)
}

/** A gateway's yuan text ("12.34", "12.3", "12") as fen; null when it is not such a number. */
export function amountToFen(text: string | undefined): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '')
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** `yyyy-MM-dd HH:mm:ss` in China time, as Alipay's time fields are written (its protocol is GMT+8, not UTC). */
export const chinaTime = (at: Date): string => chinaDateTime(at)
