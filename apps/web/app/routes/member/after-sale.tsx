import type { AfterSaleVO } from '@silk/contracts/after-sale'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { ListSearch } from '../../components/form/ListSearch.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { AfterSaleActions } from '../../features/after-sale/AfterSaleActions.tsx'
import styles from '../../features/after-sale/after-sale.module.css'
import { maskName } from '../../features/after-sale/mask.ts'
import cases from '../../features/member-centre/case.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('afterSale')

const PAGE_SIZE = 10

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const orderSn = url.searchParams.get('orderSn')?.trim().slice(0, 40) ?? ''
    const pageNumber = Math.max(1, Math.trunc(Number(url.searchParams.get('page'))) || 1)
    const afterSales = await api.get<Page<z.infer<typeof AfterSaleVO>>>('/buyer/order/afterSale/page', {
      pageNumber,
      pageSize: PAGE_SIZE,
      ...(orderSn ? { orderSn } : {}),
    })
    return { orderSn, afterSales }
  })
}

/** /home/AfterSale: 我的售后 — search by order number, status, amounts, details, return logistics, cancel. */
export default function AfterSaleListPage() {
  const { t } = useTranslation('afterSale')
  const { orderSn, afterSales } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const [params] = useSearchParams()
  const link = (page: number) => {
    const p = new URLSearchParams(params)
    p.set('page', String(page))
    return `?${p}`
  }

  return (
    <section className={styles.card}>
      <header className={cases.head}>
        <h2>{t('list.title')}</h2>
        <ListSearch
          name="orderSn"
          defaultValue={orderSn}
          label={t('list.searchHint')}
          button={t('list.search')}
        />
      </header>
      {afterSales.records.length === 0 ? <EmptyState text={t('list.empty')} /> : null}
      {afterSales.records.map((a) => (
        <article
          key={a.sn}
          className={cases.entry}
          data-testid="after-sale-card"
          data-status={a.serviceStatus}
          data-sn={a.sn}
        >
          <header>
            <b className={styles[`status${a.serviceStatus}`] ?? ''}>{t(`status.${a.serviceStatus}`)}</b>
            <span>
              {t('list.sn')}
              {a.sn}
            </span>
            <span className={cases.muted}>{a.createTime}</span>
            <span className={cases.muted}>{maskName(a.memberName)}</span>
            <span className={styles.grow} />
            <Link to={`/merchant?id=${a.storeId}`}>{a.storeName}</Link>
          </header>
          <div className={cases.entryBody}>
            <img src={pictureAt(a.goodsImage, 200)} alt="" width={64} height={64} />
            <div className={cases.entryText}>
              <Link to={`/goodsDetail?skuId=${a.skuId}&goodsId=${a.goodsId}`}>{a.goodsName}</Link>
              <p className={cases.muted}>
                {t(`type.${a.serviceType}`)} × {a.num} · {t('list.orderSn')}
                <Link to={`/home/OrderDetail?sn=${encodeURIComponent(a.orderSn)}`}>{a.orderSn}</Link>
              </p>
            </div>
            <div className={styles.amount}>
              <span className={cases.muted}>{t('list.applyPrice')}</span>
              <b>{formatPrice(a.applyRefundPrice)}</b>
            </div>
            <AfterSaleActions
              sn={a.sn}
              allow={a.afterSaleAllowOperationVO}
              onChanged={() => revalidator.revalidate()}
              detailLink
            />
          </div>
        </article>
      ))}
      <Pager current={afterSales.current} pages={afterSales.pages} total={afterSales.total} href={link} />
    </section>
  )
}
