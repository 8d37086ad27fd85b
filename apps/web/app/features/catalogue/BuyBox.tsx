import type { WholesaleTier } from '@silk/contracts/goods'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import styles from './goods-detail.module.css'
import type { GoodsSkuDetail } from './types.ts'
import { type Buy, useBuy } from './use-buy.ts'

/** 询价: a request for quotation to this goods' store, pre-filled (decision 132). */
export function askQuoteHref(sku: GoodsSkuDetail['data']): string {
  return `/home/PurchasePost?${new URLSearchParams({
    storeId: sku.storeId,
    goodsId: sku.goodsId,
    title: sku.goodsName.slice(0, 100),
    categoryId: sku.categoryPath.split(',').at(-1) ?? '',
  })}`
}

/** The quantity stepper with the stock beside it, and a wholesale goods' minimum and step price. */
export function QuantityRow({
  buy,
  sku,
  tiers,
  className,
}: {
  buy: Buy
  sku: GoodsSkuDetail['data']
  tiers: WholesaleTier[]
  className?: string
}) {
  const { t } = useTranslation('shop')
  const { num, setNum, clamp, settle, below, least, max, stock, disabled, tier } = buy
  return (
    <>
      <div className={`${styles.row} ${className ?? ''}`}>
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
            // Typed freely (50 passes through 5), kept within the stock when the field is left; a
            // quantity under the minimum stays as typed and is said to be too few below.
            onChange={(e) => setNum(Math.min(Math.floor(Number(e.target.value)) || 0, Math.max(max, least)))}
            onBlur={settle}
            aria-invalid={below || undefined}
            aria-describedby={below ? 'quantity-below-min' : undefined}
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
          {stock > 0 ? t('detail.stock', { count: stock, unit: '' }) : t('detail.outOfStock')}
        </span>
      </div>
      {/* At the per-goods limit with more in stock: why the box stops there (the server's 11011). */}
      {stock > max && num >= max ? (
        <p
          className={`${styles.quantityLimit} ${className ?? ''}`}
          role="status"
          data-testid="quantity-limit"
        >
          {t('detail.lineLimit', { count: max })}
        </p>
      ) : null}
      {tiers.length ? (
        <p className={`${styles.wholesaleNote} ${className ?? ''}`} data-testid="wholesale-note">
          {t('wholesale.moq', { num: least, unit: sku.goodsUnit })}
          {tier && !below ? (
            <>
              {' · '}
              {t('wholesale.priced', { num, unit: sku.goodsUnit })} <b>{formatPrice(tier.price)}</b>
            </>
          ) : null}
        </p>
      ) : null}
      {below ? (
        <p
          id="quantity-below-min"
          role="alert"
          className={`${styles.wholesaleBelow} ${className ?? ''}`}
          data-testid="wholesale-below"
        >
          {t('wholesale.belowMin', { num: least, count: num, unit: sku.goodsUnit })}
        </p>
      ) : null}
    </>
  )
}

/**
 * Quantity and the two buttons (desktop; a phone buys from its bottom bar and SKU sheet, PhoneBuyBar).
 * A WHOLESALE goods starts at its first step (起批量) and says which step's price the quantity reaches.
 */
export function BuyBox({ sku, tiers = [] }: { sku: GoodsSkuDetail['data']; tiers?: WholesaleTier[] }) {
  const { t } = useTranslation('shop')
  const { t: tr } = useTranslation('rfq')
  const buy = useBuy(sku, tiers)
  const { disabled, busy, add } = buy
  return (
    <>
      <QuantityRow buy={buy} sku={sku} tiers={tiers} className={styles.deskOnly} />
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
          to={askQuoteHref(sku)}
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
