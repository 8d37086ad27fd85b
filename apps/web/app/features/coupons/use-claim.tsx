import { useState } from 'react'
import { api } from '../../lib/api/browser.ts'
import { CouponClaimedDialog } from './CouponClaimedDialog.tsx'

type Claimable = { id: string; storeId: string; scopeType: string; scopeId: string }

/**
 * Claiming a coupon (spec §4, §8): GET receive/{id}, then the dialog 领取优惠券 offering
 * 我的优惠券 or 立即使用. Returns the claim function and the dialog element to render.
 */
export function useClaimCoupon(onClaimed?: (coupon: Claimable) => void) {
  const [claimed, setClaimed] = useState<Claimable | null>(null)

  async function claim(coupon: Claimable) {
    try {
      await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)
      setClaimed(coupon)
      onClaimed?.(coupon)
    } catch {
      // The client has shown the server message (limit reached, none left…).
    }
  }

  const dialog = <CouponClaimedDialog coupon={claimed} onClose={() => setClaimed(null)} />
  return { claim, dialog }
}
