import { dayText, minuteText } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import type { SeckillApplyVO, SeckillVO } from '@silk/contracts/seckill-admin'
import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import styles from '../../features/admin/admin.module.css'
import { listQuery, ReviewButtons, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatMoney, formatPrice } from '../../lib/format.ts'

const STATUSES = ['APPLY', 'PASS', 'REFUSE'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const [page, activities] = await Promise.all([
      api.get<Page<SeckillApplyVO>>(
        '/manager/promotion/seckill/apply',
        listQuery(url, ['seckillId', 'applyStatus', 'goodsName']),
      ),
      api.get<Page<SeckillVO>>('/manager/promotion/seckill', { pageNumber: '1', pageSize: '50' }),
    ])
    return { page, activities: activities.records }
  })
}

/** 秒杀审核 (issue 66): every store's applications; approve, or refuse with the reason the store reads. */
export default function AdminSeckillApplies() {
  const { page, activities } = useLoaderData<typeof loader>()
  const [search] = useSearchParams()
  const { t } = useTranslation('flashSale')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('promotion')
  const { run, busy } = useConsoleAction(ADMIN)
  const seckillId = search.get('seckillId') ?? ''
  const activity = activities.find((a) => a.id === seckillId)
  const audit = (r: SeckillApplyVO, pass: boolean, reason?: string) =>
    run(
      {
        method: 'PUT',
        path: `/manager/promotion/seckill/apply/${r.id}/audit`,
        body: { applyStatus: pass ? 'PASS' : 'REFUSE', failReason: reason ?? '' },
      },
      pass ? t('applies.approved') : t('applies.refused'),
    )
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.promotion')}
      title={activity ? t('applies.titleOf', { name: activity.seckillName }) : t('applies.title')}
      readOnly={!canWrite}
      filters={
        <SearchForm
          testId="seckill-apply-filters"
          status={statusTabs('applyStatus', t('applies.status'), STATUSES, (s) => t(`applies.statuses.${s}`))}
          fields={[
            {
              name: 'seckillId',
              label: t('title'),
              all: t('applies.all'),
              options: [
                ...activities.map((a) => ({
                  value: a.id,
                  label: `${a.seckillName} · ${dayText(a.startTime)}`,
                })),
              ],
              value: seckillId,
            },
            { name: 'goodsName', label: t('applies.goodsName'), maxLength: 64 },
          ]}
          submitLabel={t('applies.filter')}
        />
      }
      table={{
        testId: 'seckill-apply-table',
        rows: page.records,
        rowKey: (r) => r.id,
        empty: t('applies.none'),
      }}
      page={page}
      columns={[
        {
          key: 'goods',
          header: t('applies.goods'),
          cell: (r) => (
            <span className={styles.stack}>
              <Link
                to={`/goodsDetail?skuId=${r.skuId}&goodsId=${r.goodsId}`}
                target="_blank"
                rel="noreferrer"
              >
                {r.goodsName}
              </Link>
              <small className={styles.note}>{r.seckillName}</small>
            </span>
          ),
        },
        { key: 'store', header: t('applies.store'), cell: (r) => r.storeName },
        {
          key: 'session',
          header: t('applies.session'),
          cell: (r) => <span className={styles.nowrap}>{minuteText(r.sessionTime)}</span>,
        },
        {
          key: 'price',
          header: t('applies.price'),
          align: 'right',
          cell: (r) => (
            <span className={styles.stack}>
              {formatPrice(r.price)}
              <small className={styles.note}>
                {t('applies.originalPrice', { price: formatMoney(r.originalPrice) })}
              </small>
            </span>
          ),
        },
        {
          key: 'quantity',
          header: t('applies.quantity'),
          align: 'right',
          cell: (r) => (
            <span className={styles.stack}>
              {r.quantity}
              {r.salesNum > 0 ? (
                <small className={styles.note}>{t('applies.sold', { n: r.salesNum })}</small>
              ) : null}
            </span>
          ),
        },
        {
          key: 'status',
          header: t('applies.status'),
          cell: (r) => (
            <span className={styles.stack}>
              <StatusText waiting={r.applyStatus === 'APPLY'}>
                {t(`applies.statuses.${r.applyStatus}`)}
              </StatusText>
              {r.failReason ? (
                <small className={styles.note}>{t('applies.reason', { reason: r.failReason })}</small>
              ) : null}
            </span>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) =>
            canWrite && r.applyStatus === 'APPLY' ? (
              <ReviewButtons
                busy={busy}
                approveMessage={`${r.goodsName} · ${formatPrice(r.price)} × ${r.quantity}`}
                refuseTitle={t('applies.refuseTitle')}
                onApprove={() => audit(r, true)}
                onRefuse={(reason) => audit(r, false, reason)}
              />
            ) : null,
        },
      ]}
    ></ListPage>
  )
}
