import { minuteText } from '@silk/contracts/china-time'
import type { OrderDetailVO, Traces } from '@silk/contracts/order'
import {
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useNavigate,
  useRevalidator,
} from 'react-router'
import type { z } from 'zod'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { ApplyAfterSaleLink, RefundTag } from '../../features/after-sale/ApplyAfterSale.tsx'
import { ContactButton } from '../../features/chat/ContactButton.tsx'
import { MemberDetailError } from '../../features/member-centre/MemberNotFound.tsx'
import { OrderActions, TraceList } from '../../features/orders/OrderActions.tsx'
import { OrderItemActions } from '../../features/orders/OrderItemActions.tsx'
import { OrderProgress } from '../../features/orders/OrderProgress.tsx'
import styles from '../../features/orders/orders.module.css'
import { GatewayRefundList } from '../../features/payment/GatewayRefunds.tsx'
import { GroupState } from '../../features/promotions/GroupState.tsx'
import { consigneePlace, TradeTermsText } from '../../features/rfq/TradeTermsText.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { addressText, formatPrice, maskPhone } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

type Item = z.infer<typeof OrderDetailVO>['orderItems'][number]

export const meta = pageMeta('orderDetail')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(
    request,
    context,
    async (api, url) => {
      const sn = url.searchParams.get('sn') ?? ''
      if (!sn) throw redirect('/home/MyOrder')
      const detail = await api.get<z.infer<typeof OrderDetailVO>>(
        `/buyer/order/order/${encodeURIComponent(sn)}`,
      )
      const traces = detail.allowOperationVO.showLogistics
        ? await api
            .post<z.infer<typeof Traces>>(`/buyer/order/order/getTraces/${encodeURIComponent(sn)}`)
            .catch(() => null)
        : null
      return { detail, traces }
    },
    { detail: true },
  )
}

/** An unknown, deleted or someone else's record: 404 with the way back to the list. */
export function ErrorBoundary() {
  return <MemberDetailError kind="order" to="/home/MyOrder" />
}

/**
 * /home/OrderDetail?sn=: progress, consignee (or pickup point and code), payment, delivery, goods,
 * prices, logs and actions.
 */
export default function OrderDetailPage() {
  const { t, lang } = useTranslation('orders')
  const { detail, traces } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const { order, orderItems } = detail
  const itemColumns: Column<Item>[] = [
    {
      key: 'goods',
      header: t('cart:goods'),
      cell: (item) => (
        <Link to={`/goodsDetail?skuId=${item.skuId}&goodsId=${item.goodsId}`} className={styles.orderItem}>
          <img src={pictureAt(item.image, 200)} alt="" width={60} height={60} />
          <span>
            {item.goodsName}
            {item.simpleSpecs ? (
              <small className={shop.muted} data-testid="order-item-specs">
                <br />
                {item.simpleSpecs}
              </small>
            ) : null}
          </span>
        </Link>
      ),
    },
    { key: 'price', header: t('cart:unitPrice'), cell: (item) => formatPrice(item.unitPrice) },
    { key: 'num', header: t('cart:quantity'), cell: (item) => item.num },
    {
      key: 'refund',
      header: t('refund'),
      cell: (item) =>
        item.isRefund === 'NO_REFUND' || !item.isRefund ? (
          t('noRefund')
        ) : (
          <>
            {formatPrice(item.refundPrice)}
            <RefundTag isRefund={item.isRefund} />
          </>
        ),
    },
    {
      key: 'subtotal',
      header: t('cart:subtotal'),
      cell: (item) => formatPrice(item.subTotal),
      cellClass: () => shop.red,
    },
    {
      key: 'actions',
      header: t('itemActions'),
      cell: (item) => (
        <>
          <ApplyAfterSaleLink item={item} />
          <OrderItemActions orderSn={order.sn} index={orderItems.indexOf(item)} item={item} />
        </>
      ),
    },
  ]
  const price = order.priceDetailDTO
  const pickup = order.deliveryMethod === 'SELF_PICK_UP'

  return (
    <section className={shop.memberCard} data-testid="order-detail" data-status={order.orderStatus}>
      <header className={shop.memberHead}>
        <h2>{t('detail')}</h2>
        <ContactButton target={{ storeId: order.storeId, orderSn: order.sn }} />
        <Link to="/home/MyOrder">{t('back')}</Link>
      </header>
      <div className={styles.detailTop}>
        <div>
          <p className={styles.detailStatus}>
            {order.refunded ? t('statusRefunded') : t(`status.${order.orderStatus}`)}
          </p>
          {detail.pintuan ? (
            <p>
              <GroupState group={detail.pintuan} paid={order.payStatus === 'PAID'} />
            </p>
          ) : null}
          <p className={shop.muted}>
            {t('sn')} {order.sn}
          </p>
          <p className={shop.muted}>
            {t('createTime')} {order.createTime}
          </p>
          {order.cancelReason ? (
            <p className={shop.muted}>
              {t('cancelReason')} {order.cancelReason}
            </p>
          ) : null}
          {order.orderStatus === 'UNPAID' && order.transferDeadline ? (
            <p className={shop.muted} data-testid="transfer-waiting">
              {t('transferWaiting', { deadline: minuteText(order.transferDeadline) })}
            </p>
          ) : null}
          {order.orderStatus === 'TAKE' && order.verificationCode ? (
            <PickupCode code={order.verificationCode} />
          ) : null}
          {order.orderStatus === 'COMPLETED' && pickup && order.verificationCode ? (
            <p className={shop.muted}>{t('codeUsed', { code: order.verificationCode })}</p>
          ) : null}
          <OrderActions
            sn={order.sn}
            allow={detail.allowOperationVO}
            onChanged={(deleted) => (deleted ? navigate('/home/MyOrder') : revalidator.revalidate())}
          />
        </div>
        <OrderProgress status={order.orderStatus} logs={detail.orderLogs} pickup={pickup} />
      </div>
      <div className={styles.infoGrid}>
        <div>
          <h3>{pickup ? t('pickupInfo') : t('consignee')}</h3>
          {pickup ? (
            <div data-testid="pickup-info">
              {order.storeAddressName ? (
                <p>
                  <b>{order.storeAddressName}</b>
                </p>
              ) : null}
              <p>{addressText(order.storeAddressPath)}</p>
              <p>
                {t('pickupPhone')}
                {order.storeAddressMobile}
              </p>
            </div>
          ) : (
            <>
              {/* The buyer's own address as written; the region in the page's language (decision 159). */}
              <p data-user-text>
                {order.consigneeName} {maskPhone(order.consigneeMobile)}
              </p>
              <p>
                <span data-testid="consignee-region">
                  {order.tradeTerms && !order.consigneeAddressIdPath
                    ? consigneePlace(order, lang)
                    : addressText(order.consigneeAddressPath)}
                </span>{' '}
                <span data-user-text>{order.consigneeDetail}</span>
              </p>
              {order.tradeTerms ? (
                <p>
                  <TradeTermsText terms={order.tradeTerms} />
                </p>
              ) : null}
            </>
          )}
        </div>
        <div>
          <h3>{t('payInfo')}</h3>
          <p>
            {t('payMethod')} {detail.paymentMethodValue ?? '—'}
          </p>
          <p>
            {t('payStatus')} {detail.payStatusValue}
          </p>
          {order.paymentTime ? (
            <p>
              {t('payTime')} {order.paymentTime}
            </p>
          ) : null}
          {detail.refunds.length > 0 ? <GatewayRefundList refunds={detail.refunds} /> : null}
        </div>
        <div>
          <h3>{t('deliveryInfo')}</h3>
          <p>
            {t('deliveryMethod')} {pickup ? t('pickup') : detail.deliveryMethodValue}
          </p>
          {pickup ? (
            order.orderStatus === 'TAKE' || order.orderStatus === 'COMPLETED' ? (
              <p>
                {t('takeStatus')} {t(`take.${order.orderStatus}`)}
              </p>
            ) : null
          ) : (
            <p>
              {t('deliverStatus')} {detail.deliverStatusValue}
            </p>
          )}
          {order.logisticsNo ? (
            <p>
              {order.logisticsName} {order.logisticsNo}
            </p>
          ) : null}
          {order.remark ? (
            <p data-testid="order-remark">
              {t('remark')}
              {order.remark}
            </p>
          ) : null}
        </div>
        <div>
          <h3>{t('invoice')}</h3>
          {detail.receipt ? (
            <>
              <p>
                {t('invoiceTitle')}
                {detail.receipt.receiptTitle}
              </p>
              {detail.receipt.taxpayerId ? (
                <p>
                  {t('invoiceTaxpayer')}
                  {detail.receipt.taxpayerId}
                </p>
              ) : null}
              <p>
                {t('invoiceContent')}
                {detail.receipt.receiptContent}
              </p>
            </>
          ) : (
            <p>{t('noInvoice')}</p>
          )}
        </div>
      </div>
      {traces ? (
        <div className={styles.detailBlock}>
          <h3>{t('logisticsTitle')}</h3>
          <TraceList traces={traces} sn={order.sn} />
        </div>
      ) : null}
      <Table columns={itemColumns} rows={orderItems} rowKey={(item) => item.sn} />
      <div className={`${styles.detailPrices} ${shop.priceRows}`}>
        <p>
          {t('goodsNum')} <span>{order.goodsNum}</span>
        </p>
        <p>
          {t('checkout:price.goodsTotal')} <span>{formatPrice(price.goodsPrice)}</span>
        </p>
        <p>
          {t('checkout:price.freight')} <span>+{formatPrice(price.freightPrice)}</span>
        </p>
        <p>
          {t('checkout:price.coupon')} <span>-{formatPrice(price.couponPrice)}</span>
        </p>
        <p>
          {t('checkout:price.discount')} <span>-{formatPrice(price.discountPrice)}</span>
        </p>
        {price.updatePrice ? (
          <p>
            {t('checkout:price.update')} <span>{formatPrice(price.updatePrice)}</span>
          </p>
        ) : null}
        <p className={shop.payableRow}>
          {/* 实付 only once paid: a cancelled unpaid order was never paid (应付). */}
          {order.payStatus === 'PAID' ? t('checkout:price.paid') : t('checkout:price.payable')}{' '}
          <b className={shop.bigPrice}>{formatPrice(order.flowPrice)}</b>
        </p>
      </div>
    </section>
  )
}

/** The pickup code the buyer shows at the counter: large, one group of digits, easy to read aloud. */
function PickupCode({ code }: { code: string }) {
  const { t } = useTranslation('orders')
  return (
    <div className={styles.pickupCode} data-testid="pickup-code">
      <span>{t('code')}</span>
      <strong>{code}</strong>
      <small>{t('codeHint')}</small>
    </div>
  )
}
