import type { RechargeLimits } from '@silk/contracts/wallet'

/**
 * Whether a typed top-up amount is one the platform takes: yuan with at most two decimals, within the
 * operator's limits (RECHARGE_SETTING), as the server checks it.
 */
export function isRechargeAmount(text: string, limits: RechargeLimits): boolean {
  const trimmed = text.trim()
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return false
  const fen = Math.round(Number(trimmed) * 100)
  return fen >= Math.round(limits.minPrice * 100) && fen <= Math.round(limits.maxPrice * 100)
}
