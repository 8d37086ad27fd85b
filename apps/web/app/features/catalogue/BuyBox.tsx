import type { WholesaleTier } from '@silk/contracts/goods'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { formatPrice } from '../../lib/format.ts'
import { useRootData } from '../../lib/root-data.ts'
import { refreshCartNum } from '../cart/cart-count.ts'
import { loginForPendingAdd } from '../cart/pending-add.ts'
import styles from './goods-detail.module.css'
import type { GoodsSkuDetail } from './types.ts'
import { tierFor } from './WholesaleLadder.tsx'

/**
 * Quantity and the two buttons. A WHOLESALE goods starts at its first step (起批量) and says which
 * step's price the quantity reaches.
 */
export function BuyBox({ sku, tiers = [] }: { sku: GoodsSkuDetail['data']; tiers?: WholesaleTier[] }) {
  const { t } = useTranslation('shop')
  const { t: tr } = useTranslation('rfq')
  const { member } = useRootData()
  const navigate = useNavigate()
  const least = tiers[0]?.num ?? 1
  const [num, setNum] = useState(least)
  const [busy, setBusy] = useState(false)
  const max = Math.max(sku.quantity, 0)
  const clamp = (n: number) =>
    Math.min(Math.max(Number.isFinite(n) ? Math.floor(n) : least, least), Math.max(max, least))
  const disabled = max < least || sku.authFlag !== 'PASS'
  const tier = tierFor(tiers, num)

  const add = async (cartType: 'CART' | 'BUY_NOW') => {
    if (!member.loggedIn) {
      // Signed out: sign in, then the add is made and the buyer is back here (use-return-after-login).
      navigate(loginForPendingAdd({ skuId: sku.id, goodsId: sku.goodsId, num: clamp(num), cartType }))
      return
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
    } catch (error) {
      toast.warning(error instanceof ApiError && error.message ? error.message : t('detail.addFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <div className={styles.row}>
        <span className={styles.rowKey}>{t('detail.quantity')}</span>
        <div className={styles.qty}>
          <button
            type="button"
            aria-label="-"
            disabled={disabled || num <= least}
            onClick={() => setNum((n) => clamp(n - 1))}
          >
            −
          </button>
          <input
            aria-label={t('detail.quantity')}
            value={num}
            disabled={disabled}
            inputMode="numeric"
            // Typed freely (50 passes through 5), kept to the range when the field is left.
            onChange={(e) => setNum(Math.min(Math.floor(Number(e.target.value)) || 0, Math.max(max, least)))}
            onBlur={() => setNum(clamp)}
            data-testid="quantity"
          />
          <button
            type="button"
            aria-label="+"
            disabled={disabled || num >= max}
            onClick={() => setNum((n) => clamp(n + 1))}
          >
            +
          </button>
        </div>
        <span className={styles.stock} data-testid="stock">
          {max > 0 ? t('detail.stock', { count: max, unit: '' }) : t('detail.outOfStock')}
        </span>
      </div>
      {tiers.length ? (
        <p className={styles.wholesaleNote} data-testid="wholesale-note">
          {t('wholesale.moq', { num: least, unit: sku.goodsUnit })}
          {tier ? (
            <>
              {' · '}
              {t('wholesale.priced', { num, unit: sku.goodsUnit })} <b>{formatPrice(tier.price)}</b>
            </>
          ) : null}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.buyNow}
          disabled={disabled || busy}
          onClick={() => add('BUY_NOW')}
        >
          {t('detail.buyNow')}
        </button>
        <button
          type="button"
          className={styles.addCart}
          disabled={disabled || busy || sku.goodsType === 'VIRTUAL_GOODS'}
          onClick={() => add('CART')}
        >
          {t('detail.addCart')}
        </button>
        <Link
          to={`/home/PurchasePost?${new URLSearchParams({
            storeId: sku.storeId,
            goodsId: sku.goodsId,
            title: sku.goodsName.slice(0, 100),
            categoryId: sku.categoryPath.split(',').at(-1) ?? '',
          })}`}
          className={styles.askQuote}
          title={tr('askHint')}
          data-testid="ask-quote"
        >
          {tr('ask')}
        </Link>
      </div>
    </>
  )
}
