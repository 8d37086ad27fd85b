import { minuteText } from '@silk/contracts/china-time'
import type { ConsoleSite } from '@silk/contracts/console'
import type { Page } from '@silk/contracts/paging'
import { type ReactNode, useState } from 'react'
import type { Column } from '../../components/ui/Table.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ConfirmAction } from '../console/ConfirmAction.tsx'
import { consoleStyles } from '../console/ConsoleLayout.tsx'
import { ListPage } from '../console/ListPage.tsx'
import { RowTextButton } from '../console/RowActions.tsx'
import { SearchForm } from '../console/SearchForm.tsx'
import { statusTabs } from '../console/StatusFilter.tsx'
import goodsStyles from '../seller/goods/goods.module.css'
import queueStyles from '../seller/queues/queues.module.css'

/** A store's or the platform's activity states, as the list's tabs show them. */
export const PROMOTION_STATES = ['START', 'NEW', 'END', 'CLOSE'] as const
export type PromotionState = (typeof PROMOTION_STATES)[number]

/** What both consoles' list loaders read from the address: the state tab, the name searched, the page. */
export function promotionListQuery(url: URL, pageNumber: number) {
  const q = url.searchParams
  const status = (PROMOTION_STATES as readonly string[]).includes(q.get('status') ?? '')
    ? (q.get('status') as string)
    : ''
  const promotionName = (q.get('promotionName') ?? '').trim().slice(0, 64)
  const query: Record<string, string | number> = { pageNumber, pageSize: 10 }
  if (status) query.promotionStatus = status
  if (promotionName) query.promotionName = promotionName
  return { status, promotionName, query }
}

const stateClass: Record<PromotionState, string> = {
  START: goodsStyles.on,
  NEW: goodsStyles.wait,
  END: goodsStyles.off,
  CLOSE: goodsStyles.refused,
}

interface PromotionRow {
  id: string
  promotionName: string
  promotionStatus: PromotionState
  startTime: string
  endTime: string
}

/**
 * A marketing activity's console list (满额活动, 拼团活动; the seller's own and the operator's): state
 * tabs and a name search, the activity's own columns then its time window and state, 编辑 while it has
 * not started and 关闭 while it has not ended (asked first, `PUT <apiBase>/<id>/close`), and the
 * page's edit dialog (`dialog`, opened by `onEdit` / `onAdd`). Without `canEdit`, read-only.
 */
export function PromotionListPage<Row extends PromotionRow>({
  site,
  group,
  ns,
  platform = false,
  testId,
  list,
  columns,
  canEdit,
  apiBase,
  onAdd,
  onEdit,
  dialog,
}: {
  site: ConsoleSite
  group: string | undefined
  /**
   * The activity's translations: its `list` words (title, intro, empty… and their platform forms) and
   * the shared ones (add, status, window, tabs, statuses, close…).
   */
  ns: 'fullDiscount' | 'pintuan' | 'kanjia'
  /** The operator's list of the platform's or every store's activities. */
  platform?: boolean
  /** `full-discount`, `pintuan`: the table's, the buttons' and the dialog's test ids start with it. */
  testId: string
  list: Page<Row>
  /** The activity's own columns (name first); window and state follow. */
  columns: Column<Row>[]
  canEdit: boolean
  apiBase: string
  onAdd(): void
  onEdit(row: Row): void
  dialog: ReactNode
}) {
  const { t } = useTranslation(ns)
  const { t: tc } = useTranslation('console')
  const status = (s: PromotionState) => t(`statuses.${s}`)
  const [closing, setClosing] = useState<Row | null>(null)
  const shared: Column<Row>[] = [
    {
      key: 'window',
      header: t('window'),
      cell: (o) => (
        <span className={queueStyles.nowrap}>
          {minuteText(o.startTime)}
          <br />
          {minuteText(o.endTime)}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (o) => (
        <span className={`${goodsStyles.state} ${stateClass[o.promotionStatus]}`}>
          {status(o.promotionStatus)}
        </span>
      ),
    },
  ]
  return (
    <ListPage
      site={site}
      group={group}
      title={platform ? t('list.titlePlatform') : t('list.title')}
      readOnly={!canEdit}
      add={{ label: t('add'), onClick: onAdd, testId: `${testId}-add` }}
      filters={
        <>
          <p className={consoleStyles.muted} style={{ marginBottom: 16 }}>
            {platform ? t('list.introPlatform') : t('list.intro')}
          </p>
          <SearchForm
            testId={`${testId}-filters`}
            status={statusTabs('status', t('tabs'), PROMOTION_STATES, status)}
            fields={[{ name: 'promotionName', label: t('list.nameFilter'), maxLength: 64 }]}
          />
        </>
      }
      table={{
        testId: `${testId}-table`,
        rows: list.records,
        rowKey: (o) => o.id,
        empty: <p className={goodsStyles.empty}>{t('list.empty')}</p>,
      }}
      columns={[...columns, ...shared]}
      rowActions={(o) =>
        o.promotionStatus === 'NEW' || o.promotionStatus === 'START' ? (
          <span className={`${consoleStyles.rowActions} ${queueStyles.nowrap}`}>
            {o.promotionStatus === 'NEW' ? (
              <RowTextButton onClick={() => onEdit(o)} data-testid={`${testId}-edit`}>
                {tc('actions.edit')}
              </RowTextButton>
            ) : (
              <span className={consoleStyles.muted} title={t('startedHint')}>
                {tc('actions.edit')}
              </span>
            )}
            <RowTextButton onClick={() => setClosing(o)} data-testid={`${testId}-close`}>
              {t('close')}
            </RowTextButton>
          </span>
        ) : null
      }
      page={list}
    >
      {dialog}
      <ConfirmAction
        site={site}
        call={closing ? { method: 'PUT', path: `${apiBase}/${closing.id}/close` } : null}
        onClose={() => setClosing(null)}
        title={t('closeTitle', { name: closing?.promotionName ?? '' })}
        message={t('closeMessage')}
        confirmLabel={t('close')}
        done={t('closed')}
      />
    </ListPage>
  )
}
