import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { couponUseHref } from './coupon-text.ts'
import { Modal } from './Modal.tsx'
import styles from './trade.module.css'

type Claimable = { id: string; storeId: string; scopeType: string; scopeId: string }

/**
 * Claiming a coupon (spec §4, §8): GET receive/{id}, then the dialog 领取优惠券 offering
 * 我的优惠券 or 立即使用. Returns the claim function and the dialog element to render.
 */
export function useClaimCoupon(onClaimed?: () => void) {
  const { t } = useTranslation('trade')
  const navigate = useNavigate()
  const [claimed, setClaimed] = useState<Claimable | null>(null)

  async function claim(coupon: Claimable) {
    try {
      await api.get(`/buyer/promotion/coupon/receive/${coupon.id}`)
      setClaimed(coupon)
      onClaimed?.()
    } catch {
      // The client has shown the server message (limit reached, none left…).
    }
  }

  const dialog = (
    <Modal
      open={claimed !== null}
      onOpenChange={(open) => !open && setClaimed(null)}
      title={t('coupon.claimTitle')}
      actions={
        <>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setClaimed(null)
              navigate('/home/Coupons')
            }}
          >
            {t('coupon.mine')}
          </button>
          <button
            type="button"
            className={`btn ${styles.redBtn}`}
            onClick={() => {
              setClaimed(null)
              if (claimed) navigate(couponUseHref(claimed))
            }}
          >
            {t('coupon.useNow')}
          </button>
        </>
      }
    >
      <p>{t('coupon.claimed')}</p>
    </Modal>
  )
  return { claim, dialog }
}
