import * as Dialog from '@radix-ui/react-dialog'
import { useNavigate } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { couponUseHref } from '../trade/coupon-text.ts'
import styles from './Dialogs.module.css'
import type { CouponRow } from './side-api.ts'

/** After claiming (spec §4, §8): 领取优惠券 / 优惠券领取成功，可到我的优惠券页面查看, then my coupons or use now. */
export function ClaimDialog({
  coupon,
  onClose,
  onNavigate,
}: {
  coupon: CouponRow | null
  onClose: () => void
  onNavigate: () => void
}) {
  const { t } = useTranslation('chrome')
  const navigate = useNavigate()
  const go = (to: string) => {
    onClose()
    onNavigate()
    navigate(to)
  }
  return (
    <Dialog.Root open={coupon !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-testid="claim-dialog">
          <Dialog.Title>{t('claimDialog.title')}</Dialog.Title>
          <Dialog.Description>{t('claimDialog.text')}</Dialog.Description>
          <div className={styles.actions}>
            <button type="button" className="btn btn-ghost" onClick={() => go('/home/Coupons')}>
              {t('claimDialog.myCoupons')}
            </button>
            <button type="button" className="btn" onClick={() => coupon && go(couponUseHref(coupon))}>
              {t('claimDialog.useNow')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
