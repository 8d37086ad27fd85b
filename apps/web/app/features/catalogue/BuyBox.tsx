import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { useRootData } from '../../lib/root-data.ts'
import { refreshCartNum } from '../cart/cart-count.ts'
import styles from './goods-detail.module.css'
import type { GoodsSkuDetail } from './types.ts'

/** Quantity 1..stock and the two buttons; the cart endpoints belong to the cart issue. */
export function BuyBox({ sku }: { sku: GoodsSkuDetail['data'] }) {
  const { t } = useTranslation('shop')
  const { member } = useRootData()
  const navigate = useNavigate()
  const [num, setNum] = useState(1)
  const [busy, setBusy] = useState(false)
  const max = Math.max(sku.quantity, 0)
  const clamp = (n: number) => Math.min(Math.max(Number.isFinite(n) ? Math.floor(n) : 1, 1), Math.max(max, 1))
  const disabled = max === 0 || sku.authFlag !== 'PASS'

  const add = async (cartType: 'CART' | 'BUY_NOW') => {
    if (!member.loggedIn) {
      navigate(
        `/login?rePath=/goodsDetail&query=${encodeURIComponent(`skuId=${sku.id}&goodsId=${sku.goodsId}`)}`,
      )
      return
    }
    setBusy(true)
    try {
      // Spec §8: a failed add is a warning carrying the server's message, not an error toast.
      await api.post('/buyer/trade/carts', undefined, {
        query: { skuId: sku.id, num, cartType },
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
            disabled={disabled || num <= 1}
            onClick={() => setNum((n) => clamp(n - 1))}
          >
            −
          </button>
          <input
            aria-label={t('detail.quantity')}
            value={num}
            disabled={disabled}
            inputMode="numeric"
            onChange={(e) => setNum(clamp(Number(e.target.value)))}
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
      </div>
    </>
  )
}
