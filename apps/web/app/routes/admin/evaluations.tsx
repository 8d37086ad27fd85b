import { EvaluationGrade, type MyEvaluationVO } from '@silk/contracts/evaluation'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import styles from '../../features/admin/admin.module.css'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmAction } from '../../features/console/ConfirmAction.tsx'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { choiceField, SearchForm } from '../../features/console/SearchForm.tsx'
import { Pictures, queueStyles } from '../../features/seller/queues/shared.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pictureAt } from '../../lib/goods-image.ts'

type Row = z.infer<typeof MyEvaluationVO>
const gradeClass = { GOOD: queueStyles.good, MODERATE: queueStyles.moderate, WORSE: queueStyles.worse }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Row>>(
      '/manager/member/evaluation/getByPage',
      listQuery(url, ['memberName', 'goodsName', 'storeName', 'grade']),
    ),
  }))
}

/**
 * 会员评价 (lilishop's page, issue #67): every store's reviews by member, goods, store and grade; the
 * operator hides one from the goods page or shows it again (lilishop's `updateStatus`, logged).
 */
export default function Evaluations() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const canWrite = useAdminCanWrite('member')
  const [toggling, setToggling] = useState<Row | null>(null)
  const hiding = toggling?.status !== 'CLOSE'
  const names = { goods: toggling?.goodsName ?? '', member: toggling?.memberName ?? '' }
  return (
    <ListPage
      site={ADMIN}
      group={t('area.member')}
      title={t('evaluations.title')}
      readOnly={!canWrite}
      filters={
        <>
          <p className={styles.intro}>{t('evaluations.intro')}</p>
          <SearchForm
            testId="evaluation-search"
            fields={[
              { name: 'memberName', label: t('evaluations.memberName'), maxLength: 64 },
              { name: 'goodsName', label: t('evaluations.goodsName'), maxLength: 64 },
              { name: 'storeName', label: t('evaluations.storeName'), maxLength: 64 },
              choiceField('grade', t('evaluations.grade'), t('common.all'), EvaluationGrade.options, (g) =>
                t(`evaluations.grades.${g}`),
              ),
            ]}
            reset="all"
          />
        </>
      }
      table={{
        testId: 'evaluation-table',
        rows: page.records,
        rowKey: (r) => r.id,
        empty: t('evaluations.empty'),
      }}
      page={page}
      columns={[
        {
          key: 'goods',
          header: t('evaluations.goods'),
          cell: (r) => (
            <span className={styles.goodsCell}>
              {r.goodsImage ? (
                <img src={pictureAt(r.goodsImage, 200)} alt="" width={40} height={40} loading="lazy" />
              ) : null}
              <span>
                {r.goodsName}
                <small>{r.storeName}</small>
              </span>
            </span>
          ),
        },
        { key: 'member', header: t('common.member'), cell: (r) => r.memberName },
        {
          key: 'grade',
          header: t('evaluations.grade'),
          cell: (r) => (
            <span className={`${queueStyles.grade} ${gradeClass[r.grade]} ${queueStyles.nowrap}`}>
              {t(`evaluations.grades.${r.grade}`)}
            </span>
          ),
        },
        {
          key: 'content',
          header: t('evaluations.content'),
          cell: (r) => (
            <div className={queueStyles.reviewText}>
              <div>{r.content}</div>
              <Pictures urls={r.images} />
              <small className={consoleStyles.muted}>
                {t('evaluations.scoreLine', {
                  description: r.descriptionScore,
                  service: r.serviceScore,
                  delivery: r.deliveryScore,
                })}
              </small>
            </div>
          ),
        },
        {
          key: 'reply',
          header: t('evaluations.reply'),
          cell: (r) =>
            r.reply ? (
              <div className={queueStyles.reply}>{r.reply}</div>
            ) : (
              <span className={consoleStyles.muted}>{t('evaluations.noReply')}</span>
            ),
        },
        {
          key: 'time',
          header: t('common.time'),
          cell: (r) => <span className={queueStyles.nowrap}>{r.createTime}</span>,
        },
        {
          key: 'state',
          header: t('common.status'),
          cell: (r) => (
            <StatusText waiting={r.status === 'CLOSE'}>
              <span className={queueStyles.nowrap}>
                {t(`evaluations.state.${r.status === 'CLOSE' ? 'CLOSE' : 'OPEN'}`)}
              </span>
            </StatusText>
          ),
        },
      ]}
      rowActions={(r) => (
        <RowActions>
          <RowButton onClick={() => setToggling(r)} data-testid="evaluation-toggle">
            {r.status === 'CLOSE' ? t('evaluations.show') : t('evaluations.hide')}
          </RowButton>
        </RowActions>
      )}
    >
      <ConfirmAction
        site={ADMIN}
        call={
          toggling
            ? {
                method: 'GET',
                path: `/manager/member/evaluation/updateStatus/${toggling.id}`,
                query: { status: hiding ? 'CLOSE' : 'OPEN' },
              }
            : null
        }
        onClose={() => setToggling(null)}
        title={hiding ? t('evaluations.hideTitle') : t('evaluations.showTitle')}
        message={hiding ? t('evaluations.hideMessage', names) : t('evaluations.showMessage', names)}
        confirmLabel={hiding ? t('evaluations.hide') : t('evaluations.show')}
        done={hiding ? t('evaluations.hidden') : t('evaluations.shown')}
      />
    </ListPage>
  )
}
