import { formatFen } from '@silk/contracts/money'

/**
 * Money is integer fen everywhere inside the system; the API renders yuan numbers with 2 decimals for
 * compatibility (reference §1.2). Never do arithmetic on the yuan values.
 */
export function fenToYuan(fen: number): number {
  if (!Number.isSafeInteger(fen)) throw new Error(`money must be integer fen, got ${fen}`)
  return Math.round(fen) / 100
}

/** Parses a yuan amount from user input ("12", "12.5", "12.50") into fen; null when malformed. */
export function yuanToFen(input: string | number): number | null {
  const text = typeof input === 'number' ? input.toFixed(2) : input.trim()
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/**
 * Fen as plain yuan text with two decimals and no grouping (1234567 → "12345.67"): the amounts inside
 * messages, ledger remarks, CSV files and gateway requests, through the one money formatter.
 */
export const yuanText = (fen: number) => formatFen(fen, { sign: '', grouping: false })
