import type { OrderComplaint } from '@silk/contracts/complaint'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import styles from '../../features/admin/admin.module.css'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pictureAt } from '../../lib/goods-image.ts'

const STATUSES = ['WAIT_ARBITRATION', 'NEW', 'WAIT_APPEAL', 'COMMUNICATION', 'COMPLETE', 'CANCEL'] as const
const FILTERS = ['status', 'orderSn', 'storeName', 'memberName']

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<OrderComplaint>>('/manager/order/complain', listQuery(url, FILTERS)),
  }))
}

/** 交易投诉: every store's complaints; the ones waiting for arbitration first in the tabs. */
export default function AdminComplaints() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('adminTrade')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('order')
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.order')}
      title={t('complaint.title')}
      readOnly={!canWrite}
      filters={
        <SearchForm
          testId="complaint-filters"
          status={statusTabs('status', t('complaint.status'), STATUSES, (s) => t(`complaint.statuses.${s}`))}
          submitLabel={ta('common.filter')}
          fields={[
            { name: 'orderSn', label: t('complaint.orderFilter'), maxLength: 64 },
            { name: 'storeName', label: t('complaint.storeFilter'), maxLength: 64 },
            { name: 'memberName', label: t('complaint.memberFilter'), maxLength: 64 },
          ]}
        />
      }
      table={{
        testId: 'complaint-table',
        rows: page.records,
        rowKey: (r) => r.id,
        empty: t('complaint.none'),
      }}
      page={page}
      columns={[
        {
          key: 'topic',
          header: t('complaint.topic'),
          cell: (r) => <Link to={`/admin/complaints/${r.id}`}>{r.complainTopic}</Link>,
        },
        {
          key: 'goods',
          header: t('complaint.goods'),
          cell: (r) => (
            <span className={styles.goodsCell}>
              <img src={pictureAt(r.goodsImage, 200)} alt="" width={48} height={48} />
              <span>
                {r.goodsName}
                <small>
                  {t('complaint.orderSn')} {r.orderSn}
                </small>
              </span>
            </span>
          ),
        },
        { key: 'member', header: t('complaint.member'), cell: (r) => r.memberName },
        { key: 'store', header: t('complaint.store'), cell: (r) => r.storeName },
        { key: 'time', header: t('complaint.createTime'), cell: (r) => r.createTime },
        {
          key: 'status',
          header: t('complaint.status'),
          cell: (r) => (
            <StatusText waiting={r.complainStatus === 'WAIT_ARBITRATION'}>
              {t(`complaint.statuses.${r.complainStatus}`)}
            </StatusText>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) => (
            <Link className={`btn btn-ghost ${styles.small}`} to={`/admin/complaints/${r.id}`}>
              {canWrite && r.complainStatus === 'WAIT_ARBITRATION'
                ? t('complaint.arbitrate')
                : ta('common.detail')}
            </Link>
          ),
        },
      ]}
    ></ListPage>
  )
}
