import type { OrderSimpleVO } from '@silk/contracts/order'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { ListSearch } from '../../components/form/ListSearch.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { ApplyAfterSaleButton, RefundTag } from '../../features/after-sale/ApplyAfterSale.tsx'
import { OrderActions } from '../../features/orders/OrderActions.tsx'
import { OrderItemActions } from '../../features/orders/OrderItemActions.tsx'
import styles from '../../features/orders/orders.module.css'
import { GroupState } from '../../features/promotions/GroupState.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('myOrder')

const TAGS = ['ALL', 'WAIT_PAY', 'WAIT_SHIP', 'WAIT_ROG', 'WAIT_TAKE', 'COMPLETE', 'CANCELLED'] as const
const PAGE_SIZE = 10

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const tag = TAGS.find((t) => t === url.searchParams.get('tag')) ?? 'ALL'
    const keywords = url.searchParams.get('keywords')?.trim() ?? ''
    const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1)
    const orders = await api.get<Page<z.infer<typeof OrderSimpleVO>>>('/buyer/order/order', {
      tag,
      pageNumber,
      pageSize: PAGE_SIZE,
      ...(keywords ? { keywords } : {}),
    })
    return { tag, keywords, orders }
  })
}

/** /home/MyOrder: tabs per status, keyword search, each order's goods and allowed actions. */
export default function MyOrderPage() {
  const { t } = useTranslation('orders')
  const { tag, keywords, orders } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const [params] = useSearchParams()
  const link = (next: Record<string, string>) => {
    const p = new URLSearchParams(params)
    for (const [k, v] of Object.entries(next)) p.set(k, v)
    return `?${p}`
  }

  return (
    <section className={shop.memberCard}>
      <header className={shop.memberHead}>
        <h2>{t('mine')}</h2>
        <ListSearch
          name="keywords"
          defaultValue={keywords}
          label={t('searchHint')}
          button={t('search')}
          maxLength={64}
          keep={{ tag }}
        />
      </header>
      <Tabs
        label={t('mine')}
        current={tag}
        tabs={TAGS.map((key) => ({ key, label: t(`tag.${key}`), href: `?tag=${key}` }))}
      />
      {orders.records.length === 0 ? <EmptyState /> : null}
      {orders.records.map((order) => (
        <article
          key={order.sn}
          className={styles.orderCard}
          data-testid="order-card"
          data-status={order.orderStatus}
          data-sn={order.sn}
        >
          <header>
            <b className={styles[`status${order.orderStatus}`] ?? ''}>
              {order.refunded ? t('statusRefunded') : t(`status.${order.orderStatus}`)}
            </b>
            <GroupState group={order.pintuan} paid={order.payStatus === 'PAID'} />
            <span>
              {t('sn')} {order.sn}
            </span>
            <span className={shop.muted}>{order.createTime}</span>
            <Link to={`/merchant?id=${order.storeId}`}>{order.storeName}</Link>
            <span className={shop.grow} />
            <span>
              {order.payStatus === 'PAID' ? t('amount') : t('amountDue')}{' '}
              <b className={shop.red}>{formatPrice(order.flowPrice)}</b>
            </span>
          </header>
          {order.deliveryMethod === 'SELF_PICK_UP' ? (
            <p className={styles.pickupStrip} data-testid="pickup-strip">
              <span className={styles.pickupBadge}>{t('pickup')}</span>
              {order.storeAddressName ? <span>{order.storeAddressName}</span> : null}
              {order.orderStatus === 'TAKE' && order.verificationCode ? (
                <span>
                  {t('code')} <b className={styles.pickupStripCode}>{order.verificationCode}</b>
                </span>
              ) : null}
            </p>
          ) : null}
          <div className={styles.orderBody}>
            <div className={styles.orderItems}>
              {order.orderItems.map((item, index) => (
                <div key={item.sn} className={styles.itemRow}>
                  <Link
                    to={`/goodsDetail?skuId=${item.skuId}&goodsId=${item.goodsId}`}
                    className={styles.orderItem}
                  >
                    <img src={pictureAt(item.image, 200)} alt="" width={64} height={64} />
                    <span>{item.name}</span>
                    {item.simpleSpecs ? (
                      <span className={shop.muted} data-testid="order-item-specs">
                        {item.simpleSpecs}
                      </span>
                    ) : null}
                    <span className={shop.muted}>
                      {formatPrice(item.goodsPrice)} × {item.num}
                      <RefundTag isRefund={item.isRefund} />
                    </span>
                  </Link>
                  <OrderItemActions orderSn={order.sn} index={index} item={item} />
                </div>
              ))}
            </div>
            <OrderActions
              sn={order.sn}
              allow={order.allowOperationVO}
              onChanged={() => revalidator.revalidate()}
              detailLink
            >
              <ApplyAfterSaleButton items={order.orderItems} />
            </OrderActions>
          </div>
        </article>
      ))}
      <Pager
        current={orders.current}
        pages={orders.pages}
        total={orders.total}
        href={(n) => link({ page: String(n) })}
      />
    </section>
  )
}
