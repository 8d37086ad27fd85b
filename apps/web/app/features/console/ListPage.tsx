import type { ConsoleSite } from '@silk/contracts/console'
import type { Page } from '@silk/contracts/paging'
import type { ReactNode } from 'react'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ConsolePage, Panel } from './ConsoleLayout.tsx'
import styles from './list.module.css'

type TableProps<Row> = Parameters<typeof Table<Row>>[0]

/**
 * A console list page (seller centre or operator console): title with its 新增 and other actions, a
 * panel with the filters, the table and the pager, then the page's dialogs (`children`: an
 * `EditDialog`, a `ConfirmDelete`…). Read-only users get the badge and neither 新增 nor the row
 * operations column. For a page that is not one list (a detail, a settings form) use `ConsolePage`.
 */
export function ListPage<Row>({
  site,
  group,
  title,
  readOnly = false,
  add,
  actions,
  filters,
  table,
  columns,
  rowActions,
  rowActionsHeader,
  page,
  children,
}: {
  site: ConsoleSite
  /** The menu group in the breadcrumb. */
  group?: string
  title: string
  /** The user may not change this area. */
  readOnly?: boolean
  /** The 新增 button right of the title (`small`: the compact one some lists have). */
  add?: { label: string; onClick(): void; small?: boolean; testId?: string }
  /** Further buttons right of the title (after 新增). */
  actions?: ReactNode
  /** What stands above the table: status tabs, a `SearchForm`, a hint. */
  filters?: ReactNode
  /** The table but its columns: `testId`, `rows`, `rowKey`, `empty`… */
  table: Omit<TableProps<Row>, 'columns'>
  columns: Column<Row>[]
  /** A row's operations (`RowActions`), the last column, right-aligned; gone when read-only. */
  rowActions?(row: Row): ReactNode
  /** The operations column's header; 操作 by default. */
  rowActionsHeader?: ReactNode
  /** The list's page for the pager; none for a list that is not paged. */
  page?: Page<unknown>
  children?: ReactNode
}) {
  const { t: tc } = useTranslation('console')
  const ops: Column<Row>[] =
    rowActions && !readOnly
      ? [
          {
            key: 'ops',
            header: rowActionsHeader ?? tc('actions.operations'),
            align: 'right',
            cell: rowActions,
          },
        ]
      : []
  const buttons =
    (add && !readOnly) || actions ? (
      <>
        {add && !readOnly ? (
          <button
            type="button"
            className={add.small ? `btn ${styles.small}` : 'btn'}
            onClick={add.onClick}
            data-testid={add.testId}
          >
            {add.label}
          </button>
        ) : null}
        {actions}
      </>
    ) : null
  return (
    <ConsolePage site={site} group={group} title={title} readOnly={readOnly} actions={buttons}>
      <Panel>
        {filters}
        <Table {...table} columns={[...columns, ...ops]} />
        {page ? <Pager current={page.current} pages={page.pages} total={page.total} /> : null}
      </Panel>
      {children}
    </ConsolePage>
  )
}
