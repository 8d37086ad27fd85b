import type { Coupon, MemberCoupon } from '@silk/contracts/coupon'
import type { Page } from '@silk/contracts/paging'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { useRootData } from '../../lib/root-data.ts'
import { couponChip } from './coupon-text.ts'
import styles from './coupons.module.css'
import { useClaimCoupon } from './use-claim.tsx'

const SHOWN = 6

/** Does the coupon cover this SKU (whole store or platform, listed SKU, or one of its categories)? */
function applies(c: Coupon, skuId: string, categoryPath: string): boolean {
  const ids = c.scopeId.split(',')
  if (c.scopeType === 'PORTION_GOODS') return ids.includes(skuId)
  if (c.scopeType === 'PORTION_GOODS_CATEGORY') return categoryPath.split(',').some((id) => ids.includes(id))
  return true
}

/** The goods detail's 优惠券 row: up to 6 claimable chips, the rest behind 展开更多. */
export function GoodsCoupons({
  skuId,
  storeId,
  categoryPath,
}: {
  skuId: string
  storeId: string
  categoryPath: string
}) {
  const { t } = useTranslation('coupons')
  const [coupons, setCoupons] = useState<Coupon[]>([])
  const [more, setMore] = useState(false)
  // The coupons the member holds unused: their chips say 已领取 instead of offering them again.
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set())
  const { member } = useRootData()
  const { claim, dialog } = useClaimCoupon((c) => setHeld((h) => new Set(h).add(c.id)))

  useEffect(() => {
    let live = true
    api
      .get<Page<Coupon>>('/buyer/promotion/coupon', { storeId: `${storeId},0`, pageNumber: 1, pageSize: 50 })
      .then((page) => live && setCoupons(page.records.filter((c) => applies(c, skuId, categoryPath))))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [skuId, storeId, categoryPath])

  useEffect(() => {
    if (!member.loggedIn) return
    let live = true
    api
      .get<Page<MemberCoupon>>('/buyer/promotion/coupon/getCoupons', {
        memberCouponStatus: 'NEW',
        pageNumber: 1,
        pageSize: 100,
      })
      .then((page) => live && setHeld(new Set(page.records.map((c) => c.couponId))))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [member.loggedIn])

  if (coupons.length === 0) return null
  const chip = (c: Coupon) =>
    held.has(c.id) ? (
      <span
        key={c.id}
        className={`${styles.chip} ${styles.chipHeld}`}
        title={c.couponName}
        data-testid="coupon-held"
      >
        {couponChip(c, t)} · {t('held')}
      </span>
    ) : (
      <button
        key={c.id}
        type="button"
        className={styles.chip}
        onClick={() => void claim(c)}
        title={c.couponName}
      >
        {couponChip(c, t)}
      </button>
    )
  return (
    <div className={styles.goodsCoupons} data-testid="goods-coupons">
      <span className={styles.goodsCouponsKey}>{t('row')}</span>
      <div className={styles.chips}>
        {coupons.slice(0, SHOWN).map(chip)}
        {coupons.length > SHOWN ? (
          <span className={styles.moreWrap}>
            <button
              type="button"
              className={styles.moreBtn}
              onClick={() => setMore((m) => !m)}
              aria-expanded={more}
            >
              {t('more')}
            </button>
            {more ? <span className={styles.morePanel}>{coupons.slice(SHOWN).map(chip)}</span> : null}
          </span>
        ) : null}
      </div>
      {dialog}
    </div>
  )
}
