import { useNavigate } from 'react-router'
import { Dialog } from '../../components/ui/Dialog.tsx'
import confirmStyles from '../../components/ui/dialog.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { couponUseHref } from './coupon-text.ts'

type Claimed = Parameters<typeof couponUseHref>[0]

/**
 * After claiming a coupon (spec §4, §8): 领取优惠券 / 优惠券领取成功，可到我的优惠券页面查看, then
 * 我的优惠券 or 立即使用. Shown by the coupon centre, the goods page, the cart and the side drawer.
 */
export function CouponClaimedDialog({
  coupon,
  onClose,
  onNavigate,
}: {
  coupon: Claimed | null
  onClose(): void
  /** Called before leaving the page, so the side drawer can close itself. */
  onNavigate?(): void
}) {
  const { t } = useTranslation('coupons')
  const navigate = useNavigate()
  const go = (to: string) => {
    onClose()
    onNavigate?.()
    navigate(to)
  }
  return (
    <Dialog
      open={coupon !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('claimTitle')}
      description={t('claimed')}
      testId="claim-dialog"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => go('/home/Coupons')}>
            {t('mine')}
          </button>
          <button
            type="button"
            className={`btn ${confirmStyles.confirm}`}
            onClick={() => coupon && go(couponUseHref(coupon))}
          >
            {t('useNow')}
          </button>
        </>
      }
    />
  )
}
