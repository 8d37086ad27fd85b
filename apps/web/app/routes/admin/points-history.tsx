import type { MemberPointsStatistics } from '@silk/contracts/lili-manager-pages'
import type { Page } from '@silk/contracts/paging'
import type { MemberPointsHistory } from '@silk/contracts/points'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import styles from '../../features/admin/admin.module.css'
import { listQuery } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { queueStyles } from '../../features/seller/queues/shared.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

type Row = z.infer<typeof MemberPointsHistory>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const [page, totals] = await Promise.all([
      api.get<Page<Row>>('/manager/member/memberPointsHistory/getByPage', listQuery(url, ['memberName'])),
      api.get<z.infer<typeof MemberPointsStatistics>>(
        '/manager/member/memberPointsHistory/queryMemberPointsStatistics',
      ),
    ])
    return { page, totals }
  })
}

const signed = (r: Row) => `${r.pointType === 'REDUCE' ? '-' : '+'}${Math.abs(r.variablePoint)}`

/** 积分历史 (lilishop's page, issue #67): every member's points log by member, and the platform's totals; read-only. */
export default function PointsHistory() {
  const { page, totals } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <ListPage
      site={ADMIN}
      group={t('area.member')}
      title={t('pointsHistory.title')}
      readOnly
      filters={
        <>
          <p className={styles.intro}>{t('pointsHistory.intro')}</p>
          <p data-testid="points-totals">
            {t('pointsHistory.totalPoint')} <strong>{totals.totalPoint.toLocaleString('en-US')}</strong>
            {' · '}
            {t('pointsHistory.unUsedPoint')} <strong>{totals.unUsedPoint.toLocaleString('en-US')}</strong>
          </p>
          <SearchForm
            testId="points-history-search"
            fields={[{ name: 'memberName', label: t('pointsHistory.memberName'), maxLength: 64 }]}
          />
        </>
      }
      table={{
        testId: 'points-history-table',
        rows: page.records,
        rowKey: (r) => r.id,
        empty: t('pointsHistory.empty'),
      }}
      page={page}
      columns={[
        { key: 'member', header: t('common.member'), cell: (r) => r.memberName },
        { key: 'content', header: t('pointsHistory.content'), cell: (r) => r.content },
        { key: 'before', header: t('pointsHistory.before'), align: 'right', cell: (r) => r.beforePoint },
        {
          key: 'change',
          header: t('pointsHistory.change'),
          align: 'right',
          cell: (r) => <strong>{signed(r)}</strong>,
        },
        { key: 'after', header: t('pointsHistory.after'), align: 'right', cell: (r) => r.point },
        {
          key: 'time',
          header: t('common.time'),
          cell: (r) => <span className={queueStyles.nowrap}>{r.createTime}</span>,
        },
      ]}
    />
  )
}
