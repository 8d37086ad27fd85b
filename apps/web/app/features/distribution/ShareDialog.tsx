import type { DistributionGoodsVO } from '@silk/contracts/distribution'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { copyText } from '../../lib/clipboard.ts'
import { formatPrice } from '../../lib/format.ts'
import styles from './distribution.module.css'
import { QrCode } from './QrCode.tsx'

/** The PC goods page link that binds a visitor to this distributor (`distributionId`). */
export function shareLink(
  origin: string,
  goods: Pick<DistributionGoodsVO, 'skuId' | 'goodsId'>,
  distributionId: string,
) {
  const query = new URLSearchParams({ skuId: goods.skuId, goodsId: goods.goodsId, distributionId })
  return `${origin}/goodsDetail?${query}`
}

/** 分销商品: the share link of one chosen goods as a QR code and a copyable link. */
export function ShareDialog({
  goods,
  distributionId,
  onClose,
}: {
  goods: DistributionGoodsVO | null
  distributionId: string
  onClose(): void
}) {
  const { t } = useTranslation('distribution')
  const link = goods ? shareLink(window.location.origin, goods, distributionId) : ''
  const copy = () => copyText(link, { copied: t('copied'), failed: t('copyFailed') })
  return (
    <Dialog
      open={goods !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('shareTitle')}
      width={560}
      actions={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      {goods ? (
        <div className={styles.share}>
          <QrCode text={link} label={t('qrAlt')} className={styles.qr} />
          <div className={styles.shareText}>
            <div className={styles.shareGoods}>{goods.goodsName}</div>
            <p>{t('shareHint', { commission: formatPrice(goods.commission) })}</p>
            <label htmlFor="share-link">{t('pcLink')}</label>
            <div className={styles.linkBox}>
              <input
                id="share-link"
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="share-link"
              />
              <button type="button" className="btn" onClick={copy}>
                {t('copy')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
