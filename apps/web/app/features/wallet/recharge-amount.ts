import { fenOf, formatFen } from '@silk/contracts/money'
import type { RechargeLimits } from '@silk/contracts/wallet'

/**
 * Whether a typed top-up amount is one the platform takes: yuan with at most two decimals, within the
 * operator's limits (RECHARGE_SETTING), as the server checks it. Compared in integer fen.
 */
export function isRechargeAmount(text: string, limits: RechargeLimits): boolean {
  const trimmed = text.trim()
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return false
  const fen = fenOf(trimmed)
  return fen >= fenOf(limits.minPrice) && fen <= fenOf(limits.maxPrice)
}

/**
 * The smallest top-up that covers `shortFen` (what the wallet lacks, in fen): at least the least top-up
 * (¥1 unless set), written as the amount field takes it ("12.30", no grouping).
 */
export function topUpFor(shortFen: number, least = 1): string {
  return formatFen(Math.max(fenOf(least), shortFen), { sign: '', grouping: false })
}
