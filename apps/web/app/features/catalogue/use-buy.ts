import type { WholesaleTier } from '@silk/contracts/goods'
import { MAX_LINE_NUM } from '@silk/contracts/trade-limits'
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
 * A WHOLESALE goods starts at its first step (起批量); the quantity stays within the stock and the
 * per-goods limit (MAX_LINE_NUM). A quantity typed under the minimum is not raised behind the buyer's
 * back: it stays, is said to be too few (`below`), and is not added until the buyer changes it
 * (issue 60 #8).
 */
export function useBuy(sku: GoodsSkuDetail['data'], tiers: WholesaleTier[] = []) {
  const { t } = useTranslation('shop')
  const { member } = useRootData()
  const navigate = useNavigate()
  const least = tiers[0]?.num ?? 1
  const [num, setNum] = useState(least)
  const [busy, setBusy] = useState(false)
  // The server takes at most MAX_LINE_NUM of one goods a line (11011), so the box stops there too.
  const stock = Math.max(sku.quantity, 0)
  const max = Math.min(stock, MAX_LINE_NUM)
  const clamp = (n: number) =>
    Math.min(Math.max(Number.isFinite(n) ? Math.floor(n) : least, least), Math.max(max, least))
  const disabled = max < least || sku.authFlag !== 'PASS'
  const below = tiers.length > 0 && num > 0 && num < least
  /** Leaving the field: over the stock or not a number is brought into range; under the minimum stays. */
  const settle = () => setNum((n) => (tiers.length > 0 && n > 0 && n < least ? Math.floor(n) : clamp(n)))

  /** Resolves true when the SKU went into the cart (or on to checkout). */
  const add = async (cartType: CartType): Promise<boolean> => {
    if (below) {
      toast.warning(t('wholesale.belowMin', { num: least, count: num, unit: sku.goodsUnit }))
      return false
    }
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

  return {
    num,
    setNum,
    clamp,
    settle,
    below,
    least,
    max,
    stock,
    disabled,
    busy,
    add,
    tier: tierFor(tiers, num),
  }
}

export type Buy = ReturnType<typeof useBuy>
