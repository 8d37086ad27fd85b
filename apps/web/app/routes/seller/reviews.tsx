import type { MyEvaluationVO, StoreEvaluationNumbers } from '@silk/contracts/evaluation'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ReasonDialog } from '../../components/form/ReasonDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import { OrderLink, Pictures, pageNumberOf, queueStyles } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pictureAt } from '../../lib/goods-image.ts'

type Review = z.infer<typeof MyEvaluationVO>
type Numbers = z.infer<typeof StoreEvaluationNumbers>
const PAGE_SIZE = 10
const TABS = ['all', 'good', 'moderate', 'worse', 'haveImage', 'unreplied'] as const
type TabKey = (typeof TABS)[number]
const TAB_QUERY: Record<TabKey, Record<string, string>> = {
  all: {},
  good: { grade: 'GOOD' },
  moderate: { grade: 'MODERATE' },
  worse: { grade: 'WORSE' },
  haveImage: { haveImage: '1' },
  unreplied: { replied: '0' },
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const q = url.searchParams
    const tab = (TABS as readonly string[]).includes(q.get('tab') ?? '') ? (q.get('tab') as TabKey) : 'all'
    const goodsName = (q.get('goodsName') ?? '').trim().slice(0, 64)
    const query: Record<string, string | number> = {
      pageNumber: pageNumberOf(url),
      pageSize: PAGE_SIZE,
      ...TAB_QUERY[tab],
    }
    if (goodsName) query.goodsName = goodsName
    const [numbers, list] = await Promise.all([
      api.get<Numbers>('/store/member/evaluation/numbers'),
      api.get<Page<Review>>('/store/member/evaluation', query),
    ])
    return { tab, goodsName, numbers, list }
  })
}

/** 评价管理: the store's reviews by grade, with pictures or waiting for an answer; one reply each. */
export default function SellerReviews() {
  const { tab, goodsName, numbers, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerQueues')
  const canEdit = useCanWrite('evaluation')
  const [replying, setReplying] = useState<Review | null>(null)
  const href = (key: TabKey) => {
    const p = new URLSearchParams()
    if (key !== 'all') p.set('tab', key)
    if (goodsName) p.set('goodsName', goodsName)
    const s = p.toString()
    return s ? `/seller/reviews?${s}` : '/seller/reviews'
  }
  const gradeClass = { GOOD: queueStyles.good, MODERATE: queueStyles.moderate, WORSE: queueStyles.worse }
  const columns: Column<Review>[] = [
    {
      key: 'goods',
      header: t('common.goods'),
      cell: (r) => (
        <div className={goodsStyles.goodsCell}>
          {r.goodsImage ? (
            <img src={pictureAt(r.goodsImage, 200)} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className={goodsStyles.noPic} />
          )}
          <div>
            <a
              href={`/goodsDetail?goodsId=${r.goodsId}&skuId=${r.skuId}`}
              target="_blank"
              rel="noreferrer"
              className={goodsStyles.goodsName}
            >
              {r.goodsName}
            </a>
            {r.orderNo ? (
              <small className={consoleStyles.muted}>
                {t('common.order')} <OrderLink sn={r.orderNo} />
              </small>
            ) : null}
          </div>
        </div>
      ),
    },
    {
      key: 'review',
      header: t('review.col.review'),
      cell: (r) => (
        <div className={queueStyles.reviewText}>
          <div>{r.content}</div>
          <Pictures urls={r.images} />
          <small className={consoleStyles.muted}>
            {r.memberName} · {r.createTime}
          </small>
        </div>
      ),
    },
    {
      key: 'grade',
      header: t('review.col.grade'),
      cell: (r) => (
        <span className={`${queueStyles.grade} ${gradeClass[r.grade]} ${queueStyles.nowrap}`}>
          {t(`review.grade.${r.grade}`)}
        </span>
      ),
    },
    {
      key: 'scores',
      header: t('review.col.scores'),
      cell: (r) => (
        <small className={queueStyles.nowrap}>
          {t('review.scores', { d: r.descriptionScore, l: r.deliveryScore, s: r.serviceScore })}
        </small>
      ),
    },
    {
      key: 'reply',
      header: t('review.col.reply'),
      cell: (r) =>
        r.replyStatus ? (
          <div className={queueStyles.reply} data-testid="review-reply">
            {r.reply}
          </div>
        ) : canEdit ? (
          <button
            type="button"
            className={consoleStyles.linkButton}
            onClick={() => setReplying(r)}
            data-testid="review-reply-open"
          >
            {t('review.reply')}
          </button>
        ) : (
          <span className={consoleStyles.muted}>{t('review.notReplied')}</span>
        ),
    },
  ]
  const counted: Record<TabKey, number> = {
    all: numbers.all,
    good: numbers.good,
    moderate: numbers.moderate,
    worse: numbers.worse,
    haveImage: numbers.haveImage,
    unreplied: numbers.unreplied,
  }
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('evaluation')}
      title={t('review.title')}
      readOnly={!canEdit}
    >
      <Panel>
        <SearchForm
          stacked
          keep={['tab']}
          fields={[{ name: 'goodsName', label: t('review.filter.goodsName'), maxLength: 64 }]}
        />
        <Tabs
          label={t('review.tabsLabel')}
          current={tab}
          tabs={TABS.map((key) => ({
            key,
            href: href(key),
            label: `${t(`review.tabs.${key}`)} (${counted[key]})`,
            testId: `review-tab-${key}`,
          }))}
        />
        <Table
          columns={columns}
          rows={list.records}
          rowKey={(r) => r.id}
          testId="review-table"
          empty={<p className={goodsStyles.empty}>{t('common.empty')}</p>}
        />
        <Pager current={list.current} pages={list.pages} total={list.total} />
      </Panel>
      <ReplyDialog review={replying} onClose={() => setReplying(null)} />
    </ConsolePage>
  )
}

function ReplyDialog({ review, onClose }: { review: Review | null; onClose(): void }) {
  const { t } = useTranslation('sellerQueues')
  const { run, busy } = useConsoleAction(SELLER)
  return (
    <ReasonDialog
      open={review !== null}
      onClose={onClose}
      title={t('review.replyTitle')}
      description={t('review.replyHint')}
      testId="review-reply-dialog"
      label={t('review.replyContent')}
      requiredMessage={t('common.required', { field: t('review.replyContent') })}
      max={500}
      rows={4}
      textClassName={queueStyles.dialogText}
      submitLabel={t('review.reply')}
      cancelLabel={t('common.cancel')}
      submitTestId="review-reply-submit"
      busy={busy}
      onSubmit={(reply) =>
        review
          ? run(
              { method: 'PUT', path: `/store/member/evaluation/reply/${review.id}`, query: { reply } },
              t('review.replied'),
            )
          : false
      }
    >
      {review ? <p className={consoleStyles.muted}>「{review.content}」</p> : null}
    </ReasonDialog>
  )
}
