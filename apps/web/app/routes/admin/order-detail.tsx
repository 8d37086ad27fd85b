import { minuteText } from '@silk/contracts/china-time'
import type { ManagerOrderDetail } from '@silk/contracts/manager-order'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { LogTimeline } from '../../components/display/LogTimeline.tsx'
import { ReasonDialog } from '../../components/form/ReasonDialog.tsx'
import dialogStyles from '../../components/ui/dialog.module.css'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { Fact } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { GatewayRefundList } from '../../features/payment/GatewayRefunds.tsx'
import { consigneePlace, TradeTermsText } from '../../features/rfq/TradeTermsText.tsx'
import { ParcelTrace } from '../../features/tracking/ParcelTrace.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { lineSpecs } from '../../lib/order-specs.ts'
import { AfterSaleState } from './after-sales.tsx'
import { orderTab } from './orders.tsx'

type Detail = z.infer<typeof ManagerOrderDetail>

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const sn = encodeURIComponent(params.sn ?? '')
  return adminLoad(request, context, async (api) => ({
    detail: await api.get<Detail>(`/manager/order/order/${sn}`),
  }))
}

/**
 * 订单详情: the order, its buyer, store, payment and delivery, the lines and amounts, the parcel's
 * journey, its after-sale cases and its log; for unpaid orders, operators who may write can 取消订单
 * (with the reason the buyer reads) or 确认收款 (a bank transfer received, with its reference).
 */
export default function AdminOrderDetail() {
  const { detail } = useLoaderData<typeof loader>()
  const { order: o, orderItems: items, orderLogs: logs, afterSales, traces } = detail
  const { t, lang } = useTranslation('adminTrade')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('order')
  const [cancelling, setCancelling] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const cancellable = o.orderStatus === 'UNPAID' && o.payStatus === 'UNPAID'
  const pickup = o.deliveryMethod === 'SELF_PICK_UP'
  const price = o.priceDetailDTO
  const coupons = price.couponPrice + price.siteCouponPrice
  const actions = (
    <>
      <Link to="/admin/orders" className={`btn btn-ghost ${styles.small}`}>
        {t('order.back')}
      </Link>
      {canWrite && cancellable ? (
        <>
          <RowButton onClick={() => setCancelling(true)} data-testid="order-cancel">
            {t('order.cancel')}
          </RowButton>
          <button
            type="button"
            className={`btn ${styles.small}`}
            onClick={() => setConfirming(true)}
            data-testid="order-pay"
          >
            {t('order.pay')}
          </button>
        </>
      ) : null}
    </>
  )
  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.order')}
      title={`${t('order.detailTitle')} ${o.sn}`}
      readOnly={!canWrite}
      actions={actions}
    >
      <div className={styles.detailGrid} data-testid="admin-order" data-status={o.orderStatus}>
        <div>
          <Panel title={t('order.sections.basic')}>
            <dl className={styles.facts}>
              <Fact label={t('order.col.status')}>
                <span
                  className={o.orderStatus === 'UNPAID' ? styles.waiting : styles.status}
                  data-testid="order-detail-status"
                >
                  {o.refunded ? t('order.refunded') : t(`order.tabs.${orderTab(o.orderStatus)}`)}
                </span>
              </Fact>
              {o.orderStatus === 'CANCELLED' ? (
                <Fact label={t('order.cancelReason')}>
                  <span data-testid="order-cancel-reason">{o.cancelReason}</span>
                </Fact>
              ) : null}
              <Fact label={t('order.sn')}>{o.sn}</Fact>
              <Fact label={t('order.tradeSn')}>{o.tradeSn}</Fact>
              <Fact label={t('order.placedAt')}>{o.createTime}</Fact>
              <Fact label={t('order.store')}>{o.storeName}</Fact>
              <Fact label={t('order.col.pay')}>{t(`payment.payStatuses.${o.payStatus}`, o.payStatus)}</Fact>
              <Fact label={t('order.payment')}>
                {o.paymentMethod ? (
                  t(`payment:method.${o.paymentMethod}`, o.paymentMethod)
                ) : o.orderStatus === 'UNPAID' && o.transferDeadline ? (
                  <span data-testid="order-transfer-due">
                    {t('order.transferDue', { deadline: minuteText(o.transferDeadline) })}
                  </span>
                ) : (
                  ''
                )}
              </Fact>
              <Fact label={t('order.paidAt')}>{o.paymentTime}</Fact>
              <Fact label={t('order.receivableNo')}>{o.receivableNo}</Fact>
              {detail.refunds.length > 0 ? (
                <Fact label={t('payment:refund.title')}>
                  <GatewayRefundList refunds={detail.refunds} />
                </Fact>
              ) : null}
              <Fact label={t('order.remark')}>{o.remark}</Fact>
              <Fact label={t('order.sellerRemark')}>{o.sellerRemark}</Fact>
            </dl>
          </Panel>
          <Panel title={t('order.sections.goods')}>
            <Table
              testId="order-lines"
              rows={items}
              rowKey={(i) => i.sn}
              columns={[
                {
                  key: 'goods',
                  header: t('afterSale.goods'),
                  cell: (i) => (
                    <span className={styles.goodsCell}>
                      <img src={pictureAt(i.image, 200)} alt="" width={48} height={48} />
                      <span>{i.goodsName}</span>
                    </span>
                  ),
                },
                {
                  key: 'spec',
                  header: t('order.spec'),
                  cell: (i) => lineSpecs(i) || '—',
                },
                {
                  key: 'price',
                  header: t('order.unitPrice'),
                  align: 'right',
                  cell: (i) => formatPrice(i.unitPrice),
                },
                { key: 'num', header: t('order.num'), align: 'right', cell: (i) => i.num },
                {
                  key: 'sub',
                  header: t('order.subTotal'),
                  align: 'right',
                  cell: (i) => formatPrice(i.subTotal),
                },
              ]}
            />
            <dl className={`${styles.facts} ${styles.amounts}`} data-testid="order-amounts">
              <Fact label={t('order.goodsPrice')}>{formatPrice(price.goodsPrice)}</Fact>
              <Fact label={t('order.freight')}>{formatPrice(price.freightPrice)}</Fact>
              {price.discountPrice ? (
                <Fact label={t('order.discount')}>-{formatPrice(price.discountPrice)}</Fact>
              ) : null}
              {coupons ? <Fact label={t('order.coupon')}>-{formatPrice(coupons)}</Fact> : null}
              {o.updatePrice ? (
                <Fact label={t('order.updatePrice')}>
                  {(o.updatePrice > 0 ? '+' : '-') + formatPrice(Math.abs(o.updatePrice))}
                </Fact>
              ) : null}
              <Fact label={t('order.flowPrice')}>
                <strong>{formatPrice(o.flowPrice)}</strong>
              </Fact>
            </dl>
          </Panel>
          {traces ? (
            <Panel title={t('order.sections.logistics')}>
              <ParcelTrace traces={traces} emptyText={t('order.noTraces')} />
            </Panel>
          ) : null}
        </div>
        <div>
          <Panel title={t('order.sections.buyer')}>
            <dl className={styles.facts}>
              <Fact label={t('order.buyer')}>{o.memberName}</Fact>
              <Fact label={t('order.buyerMobile')}>{detail.memberMobile}</Fact>
              <Fact label={t('order.delivery')}>
                {t(`order.deliveries.${o.deliveryMethod}`, o.deliveryMethod)}
              </Fact>
              {pickup ? (
                <Fact label={t('order.pickupPoint')}>
                  {[o.storeAddressName, o.storeAddressPath, o.storeAddressMobile].filter(Boolean).join(' ')}
                </Fact>
              ) : (
                <>
                  <Fact label={t('order.consignee')}>
                    {[o.consigneeName, o.consigneeMobile].filter(Boolean).join(' ')}
                  </Fact>
                  <Fact label={t('order.address')}>
                    {[consigneePlace(o, lang), o.consigneeDetail].filter(Boolean).join(' ')}
                  </Fact>
                  {o.tradeTerms ? (
                    <Fact label={t('rfq:orderTerms.label')}>
                      <TradeTermsText terms={o.tradeTerms} />
                    </Fact>
                  ) : null}
                </>
              )}
              <Fact label={t('order.logistics')}>
                {o.logisticsNo
                  ? t('order.logisticsText', { name: o.logisticsName, no: o.logisticsNo })
                  : null}
              </Fact>
              <Fact label={t('order.shippedAt')}>{o.logisticsTime}</Fact>
            </dl>
          </Panel>
          <Panel title={t('order.sections.afterSales')}>
            {afterSales.length ? (
              <ul className={styles.caseList} data-testid="order-after-sales">
                {afterSales.map((a) => (
                  <li key={a.sn}>
                    <Link to={`/admin/after-sales/${a.sn}`}>{a.sn}</Link>
                    <span>
                      {t(`afterSale.serviceTypes.${a.serviceType}`)} · {formatPrice(a.applyRefundPrice)}
                    </span>
                    <AfterSaleState row={a} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={consoleStyles.muted}>{t('order.afterSaleNone')}</p>
            )}
          </Panel>
          <Panel title={t('order.sections.log')}>
            <LogTimeline className={styles.timeline} withWho logs={logs} testId="order-log" />
          </Panel>
        </div>
      </div>
      <CancelDialog open={cancelling} sn={o.sn} onClose={() => setCancelling(false)} />
      <TransferDialog
        open={confirming}
        sn={o.sn}
        amount={formatPrice(o.flowPrice)}
        trade={detail.tradeUnpaid}
        buyer={o.memberName}
        onClose={() => setConfirming(false)}
      />
    </ConsolePage>
  )
}

/** 取消订单: the reason is required (checked here and by the API) and reaches the buyer. */
function CancelDialog({ open, sn, onClose }: { open: boolean; sn: string; onClose(): void }) {
  const { t } = useTranslation('adminTrade')
  const { run, busy } = useConsoleAction(ADMIN)
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('order.cancelTitle', { sn })}
      description={t('order.cancelHint')}
      testId="order-cancel-dialog"
      label={t('order.cancelReason')}
      requiredMessage={t('order.cancelRequired')}
      submitLabel={t('order.cancelConfirm')}
      cancelLabel={t('order.cancelKeep')}
      submitClassName={`btn ${dialogStyles.confirm}`}
      busy={busy}
      onSubmit={(reason) =>
        run(
          {
            method: 'POST',
            path: `/manager/order/order/${encodeURIComponent(sn)}/cancel`,
            query: { reason },
          },
          t('order.cancelled'),
        )
      }
    />
  )
}

/**
 * 确认收款: the buyer paid by bank transfer and the money is in the platform's account. The bank's
 * reference is required (checked here and by the API) and kept as the order's 支付流水号. While other
 * orders of the same trade are unpaid too (one checkout from several stores), the operator chooses
 * between this order and the whole trade, which a buyer pays by one transfer quoting the trade number.
 */
function TransferDialog({
  open,
  sn,
  amount,
  trade,
  buyer,
  onClose,
}: {
  open: boolean
  sn: string
  amount: string
  trade: Detail['tradeUnpaid']
  buyer: string
  onClose(): void
}) {
  const { t } = useTranslation('adminTrade')
  const { run, busy } = useConsoleAction(ADMIN)
  const [whole, setWhole] = useState(false)
  // The trade, when the operator chose it.
  const chosen = whole ? trade : null
  const due = chosen ? formatPrice(chosen.amount) : amount
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('order.payTitle', { sn: chosen ? chosen.tradeSn : sn })}
      description={t('order.payHint')}
      testId="order-pay-dialog"
      label={t('order.payReference')}
      requiredMessage={t('order.payRequired')}
      max={64}
      rows={1}
      submitLabel={t('order.payConfirm', { amount: due })}
      cancelLabel={t('order.payKeep')}
      busy={busy}
      onSubmit={(receivableNo) =>
        run(
          {
            method: 'POST',
            path: chosen
              ? `/manager/order/trade/${encodeURIComponent(chosen.tradeSn)}/pay`
              : `/manager/order/order/${encodeURIComponent(sn)}/pay`,
            query: { receivableNo },
          },
          chosen ? t('order.paidTrade', { count: chosen.orders }) : t('order.paid'),
        )
      }
    >
      {trade ? (
        <fieldset className={styles.payScope} data-testid="order-pay-scope">
          <legend>{t('order.payScope')}</legend>
          <label>
            <input type="radio" name="payScope" checked={!whole} onChange={() => setWhole(false)} />
            {t('order.payThisOrder', { amount })}
          </label>
          <label>
            <input type="radio" name="payScope" checked={whole} onChange={() => setWhole(true)} />
            {t('order.payWholeTrade', {
              tradeSn: trade.tradeSn,
              count: trade.orders,
              amount: formatPrice(trade.amount),
            })}
          </label>
        </fieldset>
      ) : null}
      <dl className={styles.facts}>
        <Fact label={t('order.payAmount')}>
          <strong data-testid="order-pay-amount">{due}</strong>
        </Fact>
        <Fact label={t('order.buyer')}>{buyer}</Fact>
      </dl>
    </ReasonDialog>
  )
}
