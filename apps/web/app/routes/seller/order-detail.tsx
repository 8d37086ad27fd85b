import { minuteText } from '@silk/contracts/china-time'
import type { StoreOrderDetailVO } from '@silk/contracts/store-order'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import type { z } from 'zod'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { GatewayRefundList } from '../../features/payment/GatewayRefunds.tsx'
import { consigneePlace, TradeTermsText } from '../../features/rfq/TradeTermsText.tsx'
import {
  CancelDialog,
  ConsigneeDialog,
  PriceDialog,
  RemarkDialog,
  ShipDialog,
  TakeDialog,
} from '../../features/seller/orders/OrderDialogs.tsx'
import styles from '../../features/seller/orders/orders.module.css'
import { Fact } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { ParcelTrace } from '../../features/tracking/ParcelTrace.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { lineSpecs } from '../../lib/order-specs.ts'

type Detail = z.infer<typeof StoreOrderDetailVO>
type Item = Detail['orderItems'][number]
type Log = Detail['orderLogs'][number]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api) => ({
    detail: await api.get<Detail>(`/store/order/order/${encodeURIComponent(params.sn ?? '')}`),
  }))
}

type Kind = 'ship' | 'price' | 'consignee' | 'remark' | 'cancel' | 'take'

/** 订单详情: the order, buyer and delivery, goods, amounts, tracking, log; every action in a dialog. */
export default function SellerOrderDetail() {
  const { detail } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('sellerOrders')
  const canEdit = useCanWrite('order')
  const revalidator = useRevalidator()
  const [open, setOpen] = useState<Kind | null>(null)
  const o = detail.order
  const allow = detail.allowOperationVO
  const en = i18n.language === 'en'
  const status = o.orderStatus === 'PAID' ? 'UNDELIVERED' : o.orderStatus
  const refresh = () => void revalidator.revalidate()
  const close = (next: boolean) => !next && setOpen(null)
  const actions: { kind: Kind; show: boolean }[] = [
    { kind: 'ship', show: allow.ship },
    { kind: 'take', show: allow.take },
    { kind: 'price', show: allow.editPrice },
    { kind: 'consignee', show: allow.editConsignee },
    { kind: 'remark', show: true },
    { kind: 'cancel', show: allow.cancel },
  ]
  const pickup = o.deliveryMethod === 'SELF_PICK_UP'
  const receipt = detail.receipt

  const itemColumns: Column<Item>[] = [
    {
      key: 'goods',
      header: t('detail.goods'),
      cell: (i) => (
        <div className={styles.goodsCell}>
          {i.image ? (
            <img src={pictureAt(i.image, 200)} alt="" width={48} height={48} />
          ) : (
            <span className={styles.noPic} />
          )}
          <span>{i.goodsName}</span>
        </div>
      ),
    },
    { key: 'spec', header: t('detail.spec'), cell: (i) => lineSpecs(i) || '—' },
    { key: 'price', header: t('detail.unitPrice'), align: 'right', cell: (i) => formatPrice(i.unitPrice) },
    { key: 'num', header: t('detail.num'), align: 'right', cell: (i) => i.num },
    { key: 'sub', header: t('detail.subTotal'), align: 'right', cell: (i) => formatPrice(i.subTotal) },
  ]
  const logColumns: Column<Log>[] = [
    {
      key: 'time',
      header: t('detail.logTime'),
      cell: (l) => <span style={{ whiteSpace: 'nowrap' }}>{l.createTime}</span>,
    },
    { key: 'who', header: t('detail.logWho'), cell: (l) => l.operatorName },
    { key: 'what', header: t('detail.logWhat'), cell: (l) => l.message },
  ]

  return (
    <ConsolePage site={SELLER} group={useGroupTitle('order')} title={t('detail.title')} readOnly={!canEdit}>
      <div className={styles.detailHead}>
        <Link to="/seller/orders" className={consoleStyles.linkButton}>
          ← {t('detail.back')}
        </Link>
        <strong data-testid="detail-sn">{o.sn}</strong>
        <span className={`${styles.state} ${styles[o.orderStatus] ?? ''}`} data-testid="detail-status">
          {o.refunded ? t('list.refunded') : t(`list.tabs.${status}`)}
        </span>
        {canEdit ? (
          <span className={styles.actions}>
            {actions
              .filter((a) => a.show)
              .map((a) => (
                <button
                  key={a.kind}
                  type="button"
                  className={a.kind === 'ship' || a.kind === 'take' ? 'btn' : 'btn btn-ghost'}
                  onClick={() => setOpen(a.kind)}
                  data-testid={`detail-${a.kind}`}
                >
                  {t(`actions.${a.kind}`)}
                </button>
              ))}
          </span>
        ) : null}
      </div>
      <div className={styles.columns}>
        <Panel title={t('detail.sections.basic')}>
          <dl className={styles.facts}>
            <Fact label={t('detail.sn')}>{o.sn}</Fact>
            <Fact label={t('detail.tradeSn')}>{o.tradeSn}</Fact>
            <Fact label={t('detail.placed')}>{o.createTime}</Fact>
            <Fact label={t('detail.payment')}>
              {!o.paymentMethod && o.orderStatus === 'UNPAID' && o.transferDeadline ? (
                <span data-testid="order-transfer-due">
                  {t('detail.transferDue', { deadline: minuteText(o.transferDeadline) })}
                </span>
              ) : en && o.paymentMethod ? (
                t(`payment:method.${o.paymentMethod}`, { defaultValue: o.paymentMethod })
              ) : (
                detail.paymentMethodValue
              )}
            </Fact>
            <Fact label={t('detail.paidAt')}>{o.paymentTime}</Fact>
            {detail.refunds.length > 0 ? (
              <Fact label={t('payment:refund.title')}>
                <GatewayRefundList refunds={detail.refunds} />
              </Fact>
            ) : null}
            <Fact label={t('detail.remark')}>{o.remark}</Fact>
            <Fact label={t('detail.sellerRemark')}>{o.sellerRemark}</Fact>
            <Fact label={t('detail.invoice')}>
              {receipt
                ? t('detail.invoiceText', {
                    title: receipt.receiptTitle,
                    content: receipt.receiptContent,
                    taxpayer: receipt.taxpayerId,
                  })
                : t('detail.noInvoice')}
            </Fact>
            {o.orderStatus === 'CANCELLED' ? (
              <Fact label={t('detail.cancelReason')}>{o.cancelReason}</Fact>
            ) : null}
          </dl>
        </Panel>
        <Panel title={t('detail.sections.buyer')}>
          <dl className={styles.facts}>
            <Fact label={t('detail.buyer')}>{o.memberName}</Fact>
            <Fact label={t('detail.buyerMobile')}>{detail.memberMobile}</Fact>
            <Fact label={t('detail.delivery')}>
              {en
                ? t(`detail.deliveryMethods.${o.deliveryMethod}`, { defaultValue: o.deliveryMethod })
                : detail.deliveryMethodValue}
            </Fact>
            {pickup ? (
              <>
                <Fact label={t('detail.pickupPoint')}>
                  {[o.storeAddressName, o.storeAddressPath, o.storeAddressMobile].filter(Boolean).join(' ')}
                </Fact>
                <Fact label={t('detail.verificationCode')}>
                  {o.orderStatus === 'COMPLETED' ? o.verificationCode : null}
                </Fact>
              </>
            ) : (
              <>
                <Fact label={t('detail.consignee')}>
                  <span data-testid="detail-consignee-text">
                    {o.consigneeName} {o.consigneeMobile}
                  </span>
                </Fact>
                <Fact label={t('detail.address')}>
                  {[consigneePlace(o, i18n.language), o.consigneeDetail].filter(Boolean).join(' ')}
                </Fact>
                {o.tradeTerms ? (
                  <Fact label={t('rfq:orderTerms.label')}>
                    <TradeTermsText terms={o.tradeTerms} />
                  </Fact>
                ) : null}
              </>
            )}
            <Fact label={t('detail.logistics')}>
              {o.logisticsNo ? t('detail.logisticsText', { name: o.logisticsName, no: o.logisticsNo }) : null}
            </Fact>
            <Fact label={t('detail.shippedAt')}>{o.logisticsTime}</Fact>
          </dl>
        </Panel>
      </div>
      <Panel title={t('detail.sections.goods')}>
        <Table columns={itemColumns} rows={detail.orderItems} rowKey={(i) => i.sn} testId="detail-items" />
        <dl className={styles.prices}>
          <dt>{t('detail.goodsPrice')}</dt>
          <dd>{formatPrice(o.priceDetailDTO.goodsPrice)}</dd>
          <dt>{t('detail.freight')}</dt>
          <dd>{formatPrice(o.priceDetailDTO.freightPrice)}</dd>
          {o.priceDetailDTO.discountPrice ? (
            <>
              <dt>{t('detail.discount')}</dt>
              <dd>-{formatPrice(o.priceDetailDTO.discountPrice)}</dd>
            </>
          ) : null}
          {o.priceDetailDTO.couponPrice || o.priceDetailDTO.siteCouponPrice ? (
            <>
              <dt>{t('detail.coupon')}</dt>
              <dd>-{formatPrice(o.priceDetailDTO.couponPrice + o.priceDetailDTO.siteCouponPrice)}</dd>
            </>
          ) : null}
          {o.updatePrice ? (
            <>
              <dt>{t('detail.updatePrice')}</dt>
              <dd>{(o.updatePrice > 0 ? '+' : '-') + formatPrice(Math.abs(o.updatePrice))}</dd>
            </>
          ) : null}
          <dt>{t('detail.flowPrice')}</dt>
          <dd className={styles.due} data-testid="detail-flow-price">
            {formatPrice(o.flowPrice)}
          </dd>
        </dl>
      </Panel>
      {detail.traces ? (
        <Panel title={t('detail.sections.logistics')}>
          <ParcelTrace traces={detail.traces} emptyText={t('detail.noTraces')} />
        </Panel>
      ) : null}
      <Panel title={t('detail.sections.log')}>
        <Table columns={logColumns} rows={detail.orderLogs} rowKey={(l) => l.id} testId="detail-log" />
      </Panel>
      {open === 'ship' ? <ShipDialog sn={o.sn} open onOpenChange={close} onDone={refresh} /> : null}
      {open === 'take' ? <TakeDialog sn={o.sn} open onOpenChange={close} onDone={refresh} /> : null}
      {open === 'price' ? (
        <PriceDialog sn={o.sn} current={o.flowPrice} open onOpenChange={close} onDone={refresh} />
      ) : null}
      {open === 'consignee' ? (
        <ConsigneeDialog
          sn={o.sn}
          current={{
            name: o.consigneeName ?? '',
            mobile: o.consigneeMobile ?? '',
            idPath: o.consigneeAddressIdPath ?? '',
            detail: o.consigneeDetail ?? '',
          }}
          open
          onOpenChange={close}
          onDone={refresh}
        />
      ) : null}
      {open === 'remark' ? (
        <RemarkDialog sn={o.sn} current={o.sellerRemark ?? ''} open onOpenChange={close} onDone={refresh} />
      ) : null}
      {open === 'cancel' ? <CancelDialog sn={o.sn} open onOpenChange={close} onDone={refresh} /> : null}
    </ConsolePage>
  )
}
