import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { goodsImageProps } from '../../lib/goods-image.ts'
import { Approx } from '../currency/Approx.tsx'
import styles from './catalogue.module.css'
import { type CardGoods, goodsHref } from './types.ts'

/**
 * The 235 px goods card of the PC shop (UI reference A1). `eager` for the first card of a list (its
 * picture loads at once, at high priority); `firstScreen` for the other cards a visitor sees without
 * scrolling (loaded with the page, not after layout: one of them is often the page's largest paint).
 */
export function GoodsCard({
  goods,
  compact = false,
  eager = false,
  firstScreen = false,
}: {
  goods: CardGoods
  compact?: boolean
  eager?: boolean
  firstScreen?: boolean
}) {
  const { t } = useTranslation('shop')
  // A WHOLESALE goods shows its ladder's range and 起批量 instead of the one price.
  const ladder = goods.wholesaleList
  return (
    <Link
      to={goodsHref(goods)}
      className={compact ? `${styles.card} ${styles.compact}` : styles.card}
      data-testid="goods-card"
    >
      <img
        {...goodsImageProps(goods.thumbnail)}
        sizes={compact ? '160px' : '220px'}
        alt={goods.goodsName}
        width={220}
        height={220}
        loading={eager || firstScreen ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        className={styles.cardImage}
      />
      <div className={styles.cardPrice} data-testid="goods-price">
        {ladder?.length ? (
          <span className={styles.cardRange}>
            {formatPrice(ladder.at(-1)?.price ?? goods.price)}–{formatPrice(ladder[0]?.price ?? goods.price)}
            <small>{t('wholesale.card', { num: ladder[0]?.num, unit: '件' })}</small>
          </span>
        ) : (
          formatPrice(goods.price)
        )}
      </div>
      <Approx value={goods.price} block />
      <div className={styles.cardName} title={goods.goodsName}>
        {goods.goodsName}
        {goods.simpleSpecs ? <span className={styles.cardSpecs}> {goods.simpleSpecs}</span> : null}
      </div>
      {compact ? null : (
        <>
          <div className={styles.cardMeta}>
            {t('list.reviews', { count: goods.commentNum })}
            {goods.skuCount && goods.skuCount > 1 ? (
              <span className={styles.cardVariants} data-testid="goods-variants">
                {t('list.variants', { count: goods.skuCount })}
              </span>
            ) : null}
          </div>
          <div className={styles.cardStore}>{goods.storeName}</div>
          <div className={styles.cardTags}>
            {goods.selfOperated ? <span className={styles.tagSelf}>{t('list.selfOperated')}</span> : null}
            {goods.fullDiscount ? (
              <span className={styles.tagType} data-testid="goods-full-discount">
                {t('list.fullDiscount')}
              </span>
            ) : null}
            {/* Only what tells goods apart: every card would say 实物 otherwise (issue 65). */}
            {goods.goodsType === 'VIRTUAL_GOODS' ? (
              <span className={styles.tagType} data-testid="goods-type">
                {t('list.virtual')}
              </span>
            ) : null}
          </div>
        </>
      )}
    </Link>
  )
}
