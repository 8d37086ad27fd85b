import type { AfterSaleLog, AfterSaleVO, StoreAfterSaleAddress } from '@silk/contracts/after-sale'
import type { ReactNode } from 'react'
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useRevalidator } from 'react-router'
import type { z } from 'zod'
import { LogTimeline } from '../../components/display/LogTimeline.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { AfterSaleActions } from '../../features/after-sale/AfterSaleActions.tsx'
import styles from '../../features/after-sale/after-sale.module.css'
import { ContactButton } from '../../features/chat/ContactButton.tsx'
import cases from '../../features/member-centre/case.module.css'
import { MemberDetailError } from '../../features/member-centre/MemberNotFound.tsx'
import { GatewayRefundLine } from '../../features/payment/GatewayRefunds.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('afterSaleDetail')

/** Statuses after which the buyer sends (or has sent) the goods back: the return address matters. */
const RETURNING = new Set([
  'PASS',
  'BUYER_RETURN',
  'SELLER_CONFIRM',
  'SELLER_TERMINATION',
  'WAIT_REFUND',
  'COMPLETE',
])

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(
    request,
    context,
    async (api, url) => {
      const sn = url.searchParams.get('sn')?.trim().slice(0, 40) ?? ''
      if (!sn) throw redirect('/home/AfterSale')
      const path = encodeURIComponent(sn)
      const [afterSale, logs] = await Promise.all([
        api.get<z.infer<typeof AfterSaleVO>>(`/buyer/order/afterSale/get/${path}`),
        api.get<z.infer<typeof AfterSaleLog>[]>(`/buyer/order/afterSale/get/getAfterSaleLog/${path}`),
      ])
      const address =
        afterSale.serviceType === 'RETURN_GOODS' && RETURNING.has(afterSale.serviceStatus)
          ? await api.get<z.infer<typeof StoreAfterSaleAddress>>(
              `/buyer/order/afterSale/getStoreAfterSaleAddress/${path}`,
            )
          : null
      return { afterSale, logs, address }
    },
    { detail: true },
  )
}

/** An unknown, deleted or someone else's record: 404 with the way back to the list. */
export function ErrorBoundary() {
  return <MemberDetailError kind="afterSale" to="/home/AfterSale" />
}

/** /home/AfterSaleDetail?sn=: status, progress from the log, the request, return address and logistics. */
export default function AfterSaleDetailPage() {
  const { t } = useTranslation('afterSale')
  const { afterSale: a, logs, address } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const pictures = a.afterSaleImage ? a.afterSaleImage.split(',').filter(Boolean) : []
  const fact = (label: string, value: ReactNode) =>
    value === null || value === undefined || value === '' ? null : (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    )

  return (
    <section className={styles.card} data-testid="after-sale-detail" data-status={a.serviceStatus}>
      <header className={cases.head}>
        <h2>{t('detail.title')}</h2>
        <Link to="/home/AfterSale">{t('detail.back')}</Link>
      </header>
      <div className={cases.statusBar}>
        <span>
          <b className={styles[`status${a.serviceStatus}`] ?? ''}>{t(`status.${a.serviceStatus}`)}</b>{' '}
          <span className={cases.muted}>
            {t('detail.sn')} {a.sn}
          </span>
        </span>
        <AfterSaleActions
          sn={a.sn}
          allow={a.afterSaleAllowOperationVO}
          onChanged={() => revalidator.revalidate()}
          row
        />
      </div>
      <div className={cases.columns}>
        <div>
          <section className={cases.block} aria-labelledby="after-sale-info">
            <h3 id="after-sale-info">{t('detail.info')}</h3>
            <div className={styles.goodsCell}>
              <img src={pictureAt(a.goodsImage, 200)} alt="" width={60} height={60} />
              <Link to={`/goodsDetail?skuId=${a.skuId}&goodsId=${a.goodsId}`}>{a.goodsName}</Link>
            </div>
            <dl className={cases.facts} style={{ marginTop: 12 }}>
              {fact(t('detail.sn'), a.sn)}
              {fact(
                t('detail.orderSn'),
                <Link to={`/home/OrderDetail?sn=${encodeURIComponent(a.orderSn)}`}>{a.orderSn}</Link>,
              )}
              {fact(
                t('detail.store'),
                <>
                  {a.storeName} <ContactButton target={{ storeId: a.storeId, orderSn: a.orderSn }} />
                </>,
              )}
              {fact(t('detail.createTime'), a.createTime)}
              {fact(t('detail.serviceType'), t(`type.${a.serviceType}`))}
              {fact(t('detail.num'), a.num)}
              {fact(t('detail.reason'), a.reason)}
              {fact(t('detail.problemDesc'), a.problemDesc)}
              {fact(
                t('detail.applyPrice'),
                <span className={styles.red}>{formatPrice(a.applyRefundPrice)}</span>,
              )}
              {a.actualRefundPrice !== null
                ? fact(
                    t('detail.actualPrice'),
                    <span className={styles.red}>{formatPrice(a.actualRefundPrice)}</span>,
                  )
                : null}
              {fact(t('detail.refundWay'), t(`refundWay.${a.refundWay}`))}
              {fact(t('detail.refundTime'), a.refundTime)}
              {a.gatewayRefund
                ? fact(
                    t('payment:refund.title'),
                    <GatewayRefundLine refund={a.gatewayRefund} showSource={false} />,
                  )
                : null}
              {fact(t('detail.auditRemark'), a.auditRemark)}
            </dl>
            {a.arbitrationStatus ? (
              <dl className={cases.facts} data-testid="after-sale-arbitration" style={{ marginTop: 12 }}>
                {fact(t('detail.arbitration'), t(`detail.arbitrationStatus.${a.arbitrationStatus}`))}
                {fact(t('detail.escalateReason'), a.escalateReason)}
                {fact(t('detail.arbitrationRemark'), a.arbitrationRemark)}
              </dl>
            ) : null}
            {pictures.length > 0 ? (
              <>
                <p className={`${cases.muted} ${styles.picturesLabel}`}>{t('detail.images')}</p>
                <div className={cases.pictures}>
                  {pictures.map((src) => (
                    <a key={src} href={src} target="_blank" rel="noreferrer">
                      <img src={src} alt="" width={72} height={72} />
                    </a>
                  ))}
                </div>
              </>
            ) : null}
          </section>
          {address ? (
            <section
              className={cases.block}
              aria-labelledby="after-sale-address"
              data-testid="return-address"
            >
              <h3 id="after-sale-address">{t('detail.returnAddress')}</h3>
              {address.salesConsigneeName ? (
                <dl className={cases.facts}>
                  {fact(t('detail.consignee'), address.salesConsigneeName)}
                  {fact(t('detail.mobile'), address.salesConsigneeMobile)}
                  {fact(
                    t('detail.address'),
                    `${(address.salesConsigneeAddressPath ?? '').replaceAll(',', ' ')} ${address.salesConsigneeDetail ?? ''}`,
                  )}
                </dl>
              ) : (
                <p className={cases.muted}>{t('detail.noAddress')}</p>
              )}
            </section>
          ) : null}
          {a.mlogisticsNo ? (
            <section className={cases.block} aria-labelledby="after-sale-logistics">
              <h3 id="after-sale-logistics">{t('detail.returnLogistics')}</h3>
              <dl className={cases.facts}>
                {fact(t('detail.logisticsName'), a.mlogisticsName)}
                {fact(t('detail.logisticsNo'), a.mlogisticsNo)}
                {fact(t('detail.deliverTime'), a.mdeliverTime)}
              </dl>
            </section>
          ) : null}
        </div>
        <section className={cases.block} aria-labelledby="after-sale-progress">
          <h3 id="after-sale-progress">{t('detail.progress')}</h3>
          {logs.length === 0 ? <p className={cases.muted}>{t('detail.noLog')}</p> : null}
          <LogTimeline className={cases.timeline} logs={logs} />
        </section>
      </div>
    </section>
  )
}
