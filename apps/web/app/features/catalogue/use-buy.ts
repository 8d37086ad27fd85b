import type { WholesaleTier } from '@silk/contracts/goods'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { useRootData } from '../../lib/root-data.ts'
import { refreshCartNum } from '../cart/cart-count.ts'
import { loginForPendingAdd } from '../cart/pending-add.ts'
import type { GoodsSkuDetail } from './types.ts'
import { tierFor } from './WholesaleLadder.tsx'

export type CartType = 'CART' | 'BUY_NOW'

/**
 * A SKU's quantity and its add to the cart, shared by the page's buy box and the phone's SKU sheet.
 * A WHOLESALE goods starts at its first step (起批量); the quantity stays within the stock.
 */
export function useBuy(sku: GoodsSkuDetail['data'], tiers: WholesaleTier[] = []) {
  const { t } = useTranslation('shop')
  const { member } = useRootData()
  const navigate = useNavigate()
  const least = tiers[0]?.num ?? 1
  const [num, setNum] = useState(least)
  const [busy, setBusy] = useState(false)
  const max = Math.max(sku.quantity, 0)
  const clamp = (n: number) =>
    Math.min(Math.max(Number.isFinite(n) ? Math.floor(n) : least, least), Math.max(max, least))
  const disabled = max < least || sku.authFlag !== 'PASS'

  /** Resolves true when the SKU went into the cart (or on to checkout). */
  const add = async (cartType: CartType): Promise<boolean> => {
    if (!member.loggedIn) {
      // Signed out: sign in, then the add is made and the buyer is back here (use-return-after-login).
      navigate(loginForPendingAdd({ skuId: sku.id, goodsId: sku.goodsId, num: clamp(num), cartType }))
      return false
    }
    setBusy(true)
    try {
      // Spec §8: a failed add is a warning carrying the server's message, not an error toast.
      await api.post('/buyer/trade/carts', undefined, {
        query: { skuId: sku.id, num: clamp(num), cartType },
        quiet: true,
      })
      if (cartType === 'BUY_NOW') navigate('/pay?way=BUY_NOW')
      else {
        toast.success(t('detail.addedCart'))
        await refreshCartNum()
      }
      return true
    } catch (error) {
      toast.warning(error instanceof ApiError && error.message ? error.message : t('detail.addFailed'))
      return false
    } finally {
      setBusy(false)
    }
  }

  return { num, setNum, clamp, least, max, disabled, busy, add, tier: tierFor(tiers, num) }
}

export type Buy = ReturnType<typeof useBuy>
