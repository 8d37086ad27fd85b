import { useEffect } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useCartNum } from '../../lib/cart-count.ts'
import { badgeCount } from '../../lib/format.ts'
import { refreshCartNum } from '../cart/cart-count.ts'
import styles from './CartBadge.module.css'

let loading: Promise<void> | null = null
/** One read for all the badges mounting together. */
function loadOnce(): Promise<void> {
  loading ??= refreshCartNum().finally(() => {
    loading = null
  })
  return loading
}

/**
 * The cart count shared by the header's 购物车 link and the side bar's cart entry: the number of cart
 * lines from the `cartNum` cookie, read again when the page loads (one read for both entries), when an
 * entry is hovered and after any cart change (`refreshCartNum`). `label` is the entry's accessible name,
 * e.g. 购物车，3 件商品.
 */
export function useCartBadge() {
  const { t } = useTranslation('chrome')
  const count = useCartNum()
  useEffect(() => {
    void loadOnce()
  }, [])
  return {
    count,
    label: count > 0 ? t('cartBadge.label', { count }) : t('side.cart'),
    refresh: () => void refreshCartNum(),
  }
}

/** The red count itself: nothing for an empty cart, at most 99 (spec §9). The entry carries the label. */
export function CartBadge({
  count,
  className,
  testId,
}: {
  count: number
  className?: string
  testId: string
}) {
  if (count <= 0) return null
  return (
    <span className={`${styles.badge} ${className ?? ''}`} data-testid={testId} aria-hidden="true">
      {badgeCount(count)}
    </span>
  )
}
