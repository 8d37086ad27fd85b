import { ReasonType } from '@silk/contracts/after-sale'
import type { AfterSaleReasonPage } from '@silk/contracts/lili-manager-pages'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import styles from '../../features/admin/admin.module.css'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { queueStyles } from '../../features/seller/queues/shared.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

type Reasons = z.infer<typeof AfterSaleReasonPage>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const asked = url.searchParams.get('serviceType') ?? ''
    const serviceType = ReasonType.safeParse(asked).success ? asked : 'CANCEL'
    return {
      serviceType,
      page: await api.get<Reasons>('/manager/order/afterSaleReason/getByPage', {
        serviceType,
        pageNumber: url.searchParams.get('pageNumber') ?? '1',
        pageSize: '10',
      }),
    }
  })
}

/** 售后原因 (lilishop's page, issue #67): the seeded reasons of each kind a buyer picks from; read-only. */
export default function AfterSaleReasons() {
  const { page, serviceType } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <ListPage
      site={ADMIN}
      group={t('area.order')}
      title={t('afterSaleReasons.title')}
      readOnly
      filters={
        <>
          <p className={styles.intro}>{t('afterSaleReasons.intro')}</p>
          {/* One kind at a time, as lilishop's page (no 全部: the API answers one kind). */}
          <nav className={styles.filters} aria-label={t('afterSaleReasons.type')}>
            {ReasonType.options.map((type) => (
              <Link
                key={type}
                to={`/admin/after-sale-reasons?serviceType=${type}`}
                aria-current={type === serviceType ? 'true' : undefined}
              >
                {t(`afterSaleReasons.types.${type}`)}
              </Link>
            ))}
          </nav>
        </>
      }
      table={{
        testId: 'after-sale-reason-table',
        rows: page.records,
        rowKey: (r) => r.id,
        empty: t('afterSaleReasons.empty'),
      }}
      page={page}
      columns={[
        { key: 'reason', header: t('afterSaleReasons.reason'), cell: (r) => r.reason },
        {
          key: 'type',
          header: t('afterSaleReasons.type'),
          cell: (r) => t(`afterSaleReasons.types.${r.serviceType}`),
        },
        {
          key: 'time',
          header: t('common.time'),
          cell: (r) => <span className={queueStyles.nowrap}>{r.createTime}</span>,
        },
      ]}
    />
  )
}
