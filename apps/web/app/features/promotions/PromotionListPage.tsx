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

/** The words of one activity's list (its own translations: 满额活动, 拼团活动…). */
export interface PromotionTexts {
  title: string
  intro: string
  add: string
  empty: string
  nameFilter: string
  statusHeader: string
  windowHeader: string
  tabs: string
  status(state: PromotionState): string
  close: string
  closeTitle(name: string): string
  closeMessage: string
  closed: string
  startedHint: string
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
  testId,
  texts,
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
  /** `full-discount`, `pintuan`: the table's, the buttons' and the dialog's test ids start with it. */
  testId: string
  texts: PromotionTexts
  list: Page<Row>
  /** The activity's own columns (name first); window and state follow. */
  columns: Column<Row>[]
  canEdit: boolean
  apiBase: string
  onAdd(): void
  onEdit(row: Row): void
  dialog: ReactNode
}) {
  const { t: tc } = useTranslation('console')
  const [closing, setClosing] = useState<Row | null>(null)
  const shared: Column<Row>[] = [
    {
      key: 'window',
      header: texts.windowHeader,
      cell: (o) => (
        <span className={queueStyles.nowrap}>
          {o.startTime.slice(0, 16)}
          <br />
          {o.endTime.slice(0, 16)}
        </span>
      ),
    },
    {
      key: 'status',
      header: texts.statusHeader,
      cell: (o) => (
        <span className={`${goodsStyles.state} ${stateClass[o.promotionStatus]}`}>
          {texts.status(o.promotionStatus)}
        </span>
      ),
    },
  ]
  return (
    <ListPage
      site={site}
      group={group}
      title={texts.title}
      readOnly={!canEdit}
      add={{ label: texts.add, onClick: onAdd, testId: `${testId}-add` }}
      filters={
        <>
          <p className={consoleStyles.muted} style={{ marginBottom: 16 }}>
            {texts.intro}
          </p>
          <SearchForm
            testId={`${testId}-filters`}
            status={{
              name: 'status',
              label: texts.tabs,
              options: PROMOTION_STATES.map((s) => ({ value: s, label: texts.status(s) })),
            }}
            fields={[{ name: 'promotionName', label: texts.nameFilter, maxLength: 64 }]}
          />
        </>
      }
      table={{
        testId: `${testId}-table`,
        rows: list.records,
        rowKey: (o) => o.id,
        empty: <p className={goodsStyles.empty}>{texts.empty}</p>,
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
              <span className={consoleStyles.muted} title={texts.startedHint}>
                {tc('actions.edit')}
              </span>
            )}
            <RowTextButton onClick={() => setClosing(o)} data-testid={`${testId}-close`}>
              {texts.close}
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
        title={texts.closeTitle(closing?.promotionName ?? '')}
        message={texts.closeMessage}
        confirmLabel={texts.close}
        done={texts.closed}
      />
    </ListPage>
  )
}
