import { minuteText } from '@silk/contracts/china-time'
import type { DistributionGoodsVO } from '@silk/contracts/distribution'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import styles from '../../features/admin/admin.module.css'
import { listQuery } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { queueStyles } from '../../features/seller/queues/shared.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<DistributionGoodsVO>>(
      '/manager/distribution/goods/getByPage',
      listQuery(url, ['goodsName', 'storeName']),
    ),
  }))
}

/** 分销商品 (lilishop's page, issue #67): every store's SKUs in the distribution programme; read-only (stores opt in). */
export default function DistributionGoods() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <ListPage
      site={ADMIN}
      group={t('area.distribution')}
      title={t('distributionGoods.title')}
      readOnly
      filters={
        <>
          <p className={styles.intro}>{t('distributionGoods.intro')}</p>
          <SearchForm
            testId="distribution-goods-search"
            fields={[
              { name: 'goodsName', label: t('distributionGoods.goodsName'), maxLength: 64 },
              { name: 'storeName', label: t('distributionGoods.storeName'), maxLength: 64 },
            ]}
          />
        </>
      }
      table={{
        testId: 'distribution-goods-table',
        rows: page.records,
        rowKey: (r) => r.id,
        empty: t('distributionGoods.empty'),
      }}
      page={page}
      columns={[
        {
          key: 'goods',
          header: t('distributionGoods.goods'),
          cell: (r) => (
            <span className={styles.goodsCell}>
              {r.thumbnail ? (
                <img src={pictureAt(r.thumbnail, 200)} alt="" width={40} height={40} loading="lazy" />
              ) : null}
              <span>
                {r.goodsName}
                {r.specs ? <small>{r.specs}</small> : null}
              </span>
            </span>
          ),
        },
        { key: 'store', header: t('distributionGoods.store'), cell: (r) => r.storeName },
        {
          key: 'price',
          header: t('distributionGoods.price'),
          align: 'right',
          cell: (r) => formatPrice(r.price),
        },
        {
          key: 'commission',
          header: t('distributionGoods.commission'),
          align: 'right',
          cell: (r) => <strong>{formatPrice(r.commission)}</strong>,
        },
        { key: 'stock', header: t('distributionGoods.stock'), align: 'right', cell: (r) => r.quantity },
        {
          key: 'time',
          header: t('distributionGoods.time'),
          cell: (r) => <span className={queueStyles.nowrap}>{minuteText(r.createTime)}</span>,
        },
      ]}
    />
  )
}
