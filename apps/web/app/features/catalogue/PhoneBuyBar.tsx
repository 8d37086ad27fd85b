import type { WholesaleTier } from '@silk/contracts/goods'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { goodsImageProps } from '../../lib/goods-image.ts'
import { useOpenChat } from '../chat/buyer-chat.ts'
import { askQuoteHref, QuantityRow } from './BuyBox.tsx'
import styles from './goods-detail.module.css'
import { SpecPicker } from './SpecPicker.tsx'
import type { GoodsSkuDetail } from './types.ts'
import { type CartType, useBuy } from './use-buy.ts'
import type { useCollection } from './use-collection.ts'

type Sku = GoodsSkuDetail['data']
type Spec = GoodsSkuDetail['specs'][number]

const ICONS = {
  service:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zM20 13h-3v6h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2',
  store:
    'M4 9l1.5-5h13L20 9M4 9h16M4 9c0 1.7 1.3 3 3 3s3-1.3 3-3m0 0c0 1.7 1.3 3 3 3s3-1.3 3-3m0 0c0 1.7 1.3 3 3 3M5 12v8h14v-8',
  favourite: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  quote: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h5',
} as const

function Icon({ d, filled = false }: { d: string; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={d}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The goods page's bottom bar on a phone (issue 24, decision 027): 客服 (the store's chat, full screen), 店铺, 收藏
 * (the page's own favourite state), 询价, then 加入购物车 / 立即购买, which open the SKU sheet. Rendered on
 * every goods page and shown by CSS under 768 px only; the desktop buys from the BuyBox.
 */
export function PhoneBuyBar({
  sku,
  tiers,
  specs,
  current,
  favourite,
  onPick,
}: {
  sku: Sku
  tiers: WholesaleTier[]
  specs: Spec[]
  current: Spec
  favourite: ReturnType<typeof useCollection>
  onPick(skuId: string): void
}) {
  const { t } = useTranslation('shop')
  const { t: tr } = useTranslation('rfq')
  const [sheet, setSheet] = useState<CartType | null>(null)
  const openChat = useOpenChat()
  const opener = useRef<HTMLButtonElement | null>(null)
  const disabled = sku.quantity < (tiers[0]?.num ?? 1) || sku.authFlag !== 'PASS'
  const open = (cartType: CartType, button: HTMLButtonElement) => {
    opener.current = button
    setSheet(cartType)
  }
  return (
    <>
      <div className={styles.phoneBar} data-testid="phone-buy-bar">
        <button
          type="button"
          className={styles.barIcon}
          onClick={() => openChat({ storeId: sku.storeId, skuId: sku.id })}
          data-testid="bar-service"
        >
          <Icon d={ICONS.service} />
          {t('detail.service')}
        </button>
        <Link to={`/merchant?id=${sku.storeId}`} className={styles.barIcon} data-testid="bar-store">
          <Icon d={ICONS.store} />
          {t('detail.store')}
        </Link>
        <button
          type="button"
          className={favourite.on ? styles.barIconOn : styles.barIcon}
          onClick={favourite.toggle}
          disabled={favourite.busy}
          aria-pressed={favourite.on}
          data-testid="bar-favourite"
        >
          <Icon d={ICONS.favourite} filled={favourite.on} />
          {favourite.on ? t('detail.favourited') : t('detail.favourite')}
        </button>
        <Link to={askQuoteHref(sku)} className={styles.barIcon} title={tr('askHint')} data-testid="bar-quote">
          <Icon d={ICONS.quote} />
          {t('detail.quote')}
        </Link>
        <button
          type="button"
          className={styles.addCart}
          disabled={disabled || sku.goodsType === 'VIRTUAL_GOODS'}
          aria-haspopup="dialog"
          onClick={(e) => open('CART', e.currentTarget)}
        >
          {t('detail.addCart')}
        </button>
        <button
          type="button"
          className={styles.buyNow}
          disabled={disabled}
          aria-haspopup="dialog"
          onClick={(e) => open('BUY_NOW', e.currentTarget)}
        >
          {t('detail.buyNow')}
        </button>
      </div>
      <Dialog
        open={sheet !== null}
        onOpenChange={(o) => !o && setSheet(null)}
        title={t('detail.skuSheet')}
        sheet="bottom"
        returnFocusTo={opener}
        testId="sku-sheet"
      >
        {/* A new SKU (picked in the sheet) starts its own quantity, as the buy box does. */}
        <SkuSheetBody
          key={sku.id}
          sku={sku}
          tiers={tiers}
          specs={specs}
          current={current}
          cartType={sheet ?? 'CART'}
          onPick={onPick}
          onDone={() => setSheet(null)}
        />
      </Dialog>
    </>
  )
}

/** Picture, price, stock, the spec values, the quantity and 确定, which adds (or buys) and closes. */
function SkuSheetBody({
  sku,
  tiers,
  specs,
  current,
  cartType,
  onPick,
  onDone,
}: {
  sku: Sku
  tiers: WholesaleTier[]
  specs: Spec[]
  current: Spec
  cartType: CartType
  onPick(skuId: string): void
  onDone(): void
}) {
  const { t } = useTranslation('shop')
  const buy = useBuy(sku, tiers)
  const picture = sku.goodsGalleryList[0] ?? sku.thumbnail
  const price = buy.tier?.price ?? sku.price
  const chosen = current.specValues.map((v) => v.specValue).join(' / ')
  const confirm = async () => {
    if (await buy.add(cartType)) onDone()
  }
  return (
    <div className={styles.skuSheet}>
      <div className={styles.skuHead}>
        {picture ? (
          <img {...goodsImageProps(picture, 200)} sizes="96px" alt="" width={96} height={96} />
        ) : null}
        <div>
          <div className={styles.price} data-testid="sku-sheet-price">
            {formatPrice(price)}
          </div>
          {chosen ? (
            <div className={styles.skuChosen} data-testid="sku-sheet-chosen">
              {t('detail.selected')}：{chosen}
            </div>
          ) : null}
        </div>
      </div>
      <SpecPicker specs={specs} current={current} onPick={onPick} />
      <QuantityRow buy={buy} sku={sku} tiers={tiers} />
      <button
        type="button"
        className={cartType === 'CART' ? styles.addCart : styles.buyNow}
        disabled={buy.disabled || buy.busy}
        onClick={confirm}
        data-testid="sku-sheet-confirm"
      >
        {cartType === 'CART' ? t('detail.addCart') : t('detail.buyNow')}
      </button>
    </div>
  )
}
