import type { CartSkuVO, TradeDTO } from '@silk/contracts/trade'
import { MAX_LINE_NUM } from '@silk/contracts/trade-limits'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import shop from '../../styles/shop.module.css'
import { couponChip } from '../coupons/coupon-text.ts'
import { useClaimCoupon } from '../coupons/use-claim.tsx'
import { Approx } from '../currency/Approx.tsx'
import styles from './cart.module.css'
import type { CheckOp } from './cart-checks.ts'

type Store = TradeDTO['cartList'][number]
type Run = (call: () => Promise<unknown>, success?: string) => Promise<void>

/** One store group of the cart: store check, coupons to claim, and its lines. */
export function CartStore({
  store,
  run,
  onCheck,
  onRemove,
}: {
  store: Store
  run: Run
  onCheck(op: CheckOp): void
  onRemove(skuIds: string[]): void
}) {
  const { t } = useTranslation('cart')
  const [couponsOpen, setCouponsOpen] = useState(false)
  const { claim, dialog } = useClaimCoupon()
  const allChecked = store.skuList.every((l) => l.checked)
  return (
    <section className={styles.storeGroup} data-testid="cart-store">
      <header className={styles.storeHead}>
        <label>
          <input
            type="checkbox"
            aria-label={store.storeName}
            checked={allChecked}
            onChange={(e) => onCheck({ scope: 'store', storeId: store.storeId, checked: e.target.checked })}
          />
        </label>
        <Link to={`/merchant?id=${store.storeId}`} className={styles.storeName}>
          {store.storeName}
        </Link>
        {store.couponList.length > 0 ? (
          <span className={styles.couponPop}>
            <button type="button" className={styles.couponTag} onClick={() => setCouponsOpen((o) => !o)}>
              {t('coupons', { count: store.couponList.length })}
            </button>
            {couponsOpen ? (
              <span className={styles.couponPanel}>
                {store.couponList.map((c) => (
                  <span key={c.id}>
                    <em>{couponChip(c, t)}</em>
                    <button type="button" onClick={() => claim(c)}>
                      {t('coupons:claim')}
                    </button>
                  </span>
                ))}
              </span>
            ) : null}
          </span>
        ) : null}
        {store.promotionNotice ? (
          <span className={styles.notice} data-testid="cart-full-discount">
            {store.fullDiscount ? (
              <b className={styles.fullTag} title={store.fullDiscount.rule}>
                {t('fullTag')}
              </b>
            ) : null}
            {store.promotionNotice}
          </span>
        ) : null}
      </header>
      {store.skuList.map((line) => (
        <CartLine key={line.goodsSku.id} line={line} run={run} onCheck={onCheck} onRemove={onRemove} />
      ))}
      {dialog}
    </section>
  )
}

function CartLine({
  line,
  run,
  onCheck,
  onRemove,
}: {
  line: CartSkuVO
  run: Run
  onCheck(op: CheckOp): void
  onRemove(skuIds: string[]): void
}) {
  const { t } = useTranslation('cart')
  const sku = line.goodsSku
  const max = Math.max(1, Math.min(MAX_LINE_NUM, sku.quantity))
  const [draft, setDraft] = useState(String(line.num))
  const setNum = (n: number) => {
    const num = Math.min(Math.max(1, Math.floor(n) || 1), max)
    setDraft(String(num))
    if (num !== line.num) run(() => api.post(`/buyer/trade/carts/sku/num/${sku.id}`, { num }))
  }
  const href = `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`
  return (
    <div className={`${styles.line} ${line.invalid ? styles.lineInvalid : ''}`} data-testid="cart-line">
      <input
        type="checkbox"
        aria-label={sku.goodsName}
        checked={line.checked}
        disabled={line.invalid}
        onChange={(e) => onCheck({ scope: 'sku', skuId: sku.id, checked: e.target.checked })}
      />
      <Link to={href} className={styles.lineGoods}>
        <img src={pictureAt(sku.thumbnail, 200)} alt="" width={80} height={80} />
        <span>
          <b>{sku.goodsName}</b>
          {sku.simpleSpecs ? <small>{sku.simpleSpecs}</small> : null}
          {line.errorMessage ? <em className={styles.lineError}>{line.errorMessage}</em> : null}
        </span>
      </Link>
      <span>
        {formatPrice(line.purchasePrice)}
        <Approx value={line.purchasePrice} block />
      </span>
      <span className={styles.stepper}>
        <button
          type="button"
          aria-label="-"
          disabled={line.num <= 1 || line.invalid}
          onClick={() => setNum(line.num - 1)}
        >
          −
        </button>
        <input
          aria-label={t('quantity')}
          value={draft}
          inputMode="numeric"
          disabled={line.invalid}
          onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
          onBlur={() => setNum(Number(draft))}
          onKeyDown={(e) => e.key === 'Enter' && setNum(Number(draft))}
        />
        <button
          type="button"
          aria-label="+"
          disabled={line.num >= max || line.invalid}
          onClick={() => setNum(line.num + 1)}
        >
          +
        </button>
        {/* A line that can no longer be bought (off sale, store closed…) has no stock to speak of. */}
        <small data-testid="line-stock">
          {line.invalid ? t('unavailable') : sku.quantity > 0 ? t('inStock') : t('noStock')}
        </small>
        {/* At the per-goods limit with more in stock: why + stops there (the server's 11011). */}
        {!line.invalid && sku.quantity > MAX_LINE_NUM && line.num >= MAX_LINE_NUM ? (
          <small role="status" data-testid="line-limit">
            {t('lineLimit', { count: MAX_LINE_NUM })}
          </small>
        ) : null}
      </span>
      <b className={shop.red} data-testid="line-subtotal">
        {formatPrice(line.subTotal)}
      </b>
      <button
        type="button"
        className={`${shop.linkBtn} ${styles.lineRemove}`}
        onClick={() => onRemove([sku.id])}
      >
        {t('delete')}
      </button>
    </div>
  )
}
