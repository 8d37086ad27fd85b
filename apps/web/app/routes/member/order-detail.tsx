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
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { ApplyAfterSaleLink, RefundTag } from '../../features/after-sale/ApplyAfterSale.tsx'
import { OrderActions, TraceList } from '../../features/orders/OrderActions.tsx'
import { OrderItemActions } from '../../features/orders/OrderItemActions.tsx'
import { OrderProgress } from '../../features/orders/OrderProgress.tsx'
import styles from '../../features/orders/orders.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { addressText, formatPrice, maskPhone } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('orderDetail')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
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
  })
}

/**
 * /home/OrderDetail?sn=: progress, consignee (or pickup point and code), payment, delivery, goods,
 * prices, logs and actions.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation('trade')
  const { detail, traces } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const { order, orderItems } = detail
  const price = order.priceDetailDTO
  const pickup = order.deliveryMethod === 'SELF_PICK_UP'

  return (
    <section className={shop.memberCard} data-testid="order-detail" data-status={order.orderStatus}>
      <header className={shop.memberHead}>
        <h2>{t('order.detail')}</h2>
        <Link to="/home/MyOrder">{t('order.back')}</Link>
      </header>
      <div className={styles.detailTop}>
        <div>
          <p className={styles.detailStatus}>{t(`order.status.${order.orderStatus}`)}</p>
          <p className={shop.muted}>
            {t('order.sn')} {order.sn}
          </p>
          <p className={shop.muted}>
            {t('order.createTime')} {order.createTime}
          </p>
          {order.cancelReason ? (
            <p className={shop.muted}>
              {t('order.cancelReason')} {order.cancelReason}
            </p>
          ) : null}
          {order.orderStatus === 'TAKE' && order.verificationCode ? (
            <PickupCode code={order.verificationCode} />
          ) : null}
          {order.orderStatus === 'COMPLETED' && pickup && order.verificationCode ? (
            <p className={shop.muted}>{t('order.codeUsed', { code: order.verificationCode })}</p>
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
          <h3>{pickup ? t('order.pickupInfo') : t('order.consignee')}</h3>
          {pickup ? (
            <div data-testid="pickup-info">
              {order.storeAddressName ? (
                <p>
                  <b>{order.storeAddressName}</b>
                </p>
              ) : null}
              <p>{addressText(order.storeAddressPath)}</p>
              <p>
                {t('order.pickupPhone')}
                {order.storeAddressMobile}
              </p>
            </div>
          ) : (
            <>
              {/* The buyer's own address, as written (and the region names of the Chinese address book). */}
              <p data-user-text>
                {order.consigneeName} {maskPhone(order.consigneeMobile)}
              </p>
              <p data-user-text>
                {addressText(order.consigneeAddressPath)} {order.consigneeDetail}
              </p>
            </>
          )}
        </div>
        <div>
          <h3>{t('order.payInfo')}</h3>
          <p>
            {t('order.payMethod')} {detail.paymentMethodValue ?? '—'}
          </p>
          <p>
            {t('order.payStatus')} {detail.payStatusValue}
          </p>
          {order.paymentTime ? (
            <p>
              {t('order.payTime')} {order.paymentTime}
            </p>
          ) : null}
        </div>
        <div>
          <h3>{t('order.deliveryInfo')}</h3>
          <p>
            {t('order.deliveryMethod')} {pickup ? t('order.pickup') : detail.deliveryMethodValue}
          </p>
          {pickup ? (
            order.orderStatus === 'TAKE' || order.orderStatus === 'COMPLETED' ? (
              <p>
                {t('order.takeStatus')} {t(`order.take.${order.orderStatus}`)}
              </p>
            ) : null
          ) : (
            <p>
              {t('order.deliverStatus')} {detail.deliverStatusValue}
            </p>
          )}
          {order.logisticsNo ? (
            <p>
              {order.logisticsName} {order.logisticsNo}
            </p>
          ) : null}
          {order.remark ? (
            <p data-testid="order-remark">
              {t('order.remark')}
              {order.remark}
            </p>
          ) : null}
        </div>
        <div>
          <h3>{t('order.invoice')}</h3>
          {detail.receipt ? (
            <>
              <p>
                {t('order.invoiceTitle')}
                {detail.receipt.receiptTitle}
              </p>
              {detail.receipt.taxpayerId ? (
                <p>
                  {t('order.invoiceTaxpayer')}
                  {detail.receipt.taxpayerId}
                </p>
              ) : null}
              <p>
                {t('order.invoiceContent')}
                {detail.receipt.receiptContent}
              </p>
            </>
          ) : (
            <p>{t('order.noInvoice')}</p>
          )}
        </div>
      </div>
      {traces ? (
        <div className={styles.detailBlock}>
          <h3>{t('order.logisticsTitle')}</h3>
          <TraceList traces={traces} sn={order.sn} />
        </div>
      ) : null}
      <table className={shop.goodsTable}>
        <thead>
          <tr>
            <th>{t('cart.goods')}</th>
            <th>{t('cart.unitPrice')}</th>
            <th>{t('cart.quantity')}</th>
            <th>{t('order.refund')}</th>
            <th>{t('cart.subtotal')}</th>
            <th>{t('order.itemActions')}</th>
          </tr>
        </thead>
        <tbody>
          {orderItems.map((item, index) => (
            <tr key={item.sn}>
              <td>
                <Link
                  to={`/goodsDetail?skuId=${item.skuId}&goodsId=${item.goodsId}`}
                  className={styles.orderItem}
                >
                  <img src={item.image} alt="" width={60} height={60} />
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
              </td>
              <td>{formatPrice(item.unitPrice)}</td>
              <td>{item.num}</td>
              <td>
                {item.isRefund === 'NO_REFUND' || !item.isRefund ? (
                  t('order.noRefund')
                ) : (
                  <>
                    {formatPrice(item.refundPrice)}
                    <RefundTag isRefund={item.isRefund} />
                  </>
                )}
              </td>
              <td className={shop.red}>{formatPrice(item.subTotal)}</td>
              <td>
                <ApplyAfterSaleLink item={item} />
                <OrderItemActions orderSn={order.sn} index={index} item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={`${styles.detailPrices} ${shop.priceRows}`}>
        <p>
          {t('order.goodsNum')} <span>{order.goodsNum}</span>
        </p>
        <p>
          {t('price.goodsTotal')} <span>{formatPrice(price.goodsPrice)}</span>
        </p>
        <p>
          {t('price.freight')} <span>+{formatPrice(price.freightPrice)}</span>
        </p>
        <p>
          {t('price.coupon')} <span>-{formatPrice(price.couponPrice)}</span>
        </p>
        <p>
          {t('price.discount')} <span>-{formatPrice(price.discountPrice)}</span>
        </p>
        {price.updatePrice ? (
          <p>
            {t('price.update')} <span>{formatPrice(price.updatePrice)}</span>
          </p>
        ) : null}
        <p className={shop.payableRow}>
          {/* 实付 only once paid: a cancelled unpaid order was never paid (应付). */}
          {order.payStatus === 'PAID' ? t('price.paid') : t('price.payable')}{' '}
          <b className={shop.bigPrice}>{formatPrice(order.flowPrice)}</b>
        </p>
      </div>
    </section>
  )
}

/** The pickup code the buyer shows at the counter: large, one group of digits, easy to read aloud. */
function PickupCode({ code }: { code: string }) {
  const { t } = useTranslation('trade')
  return (
    <div className={styles.pickupCode} data-testid="pickup-code">
      <span>{t('order.code')}</span>
      <strong>{code}</strong>
      <small>{t('order.codeHint')}</small>
    </div>
  )
}
