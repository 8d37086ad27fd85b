import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './table.module.css'

export type Column<Row> = {
  key: string
  header: ReactNode
  /** The cell's label on a phone, where a row is a card; defaults to the header when that is text. */
  label?: string
  cell(row: Row): ReactNode
  /** A class for the cell, e.g. a colour that depends on the row. */
  cellClass?(row: Row): string | undefined
  align?: 'left' | 'right' | 'center'
}

/**
 * A data table with its two other states. While `loading` it keeps its header and says so in one row,
 * so the page does not jump; with no rows it gives way to `empty` (the site's empty state), as the
 * member lists have always done. On a phone each row is a card of labelled cells (issue 24), so
 * nothing scrolls sideways.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  rowClass,
  rowData,
  rowTestId,
  loading = false,
  empty,
  caption,
  testId,
}: {
  columns: Column<Row>[]
  rows: Row[]
  rowKey(row: Row): string
  /** A class for the row, e.g. an unread message. */
  rowClass?(row: Row): string | undefined
  /** `data-*` attributes of the row, e.g. the id a journey finds it by. */
  rowData?(row: Row): Record<`data-${string}`, string>
  rowTestId?: string
  loading?: boolean
  empty?: ReactNode
  caption?: string
  testId?: string
}) {
  const { t } = useTranslation('common')
  if (!loading && rows.length === 0) return <>{empty ?? <p className={styles.empty}>{t('empty')}</p>}</>
  const align = (c: Column<Row>) => (c.align ? styles[c.align] : undefined)
  const label = (c: Column<Row>) => c.label ?? (typeof c.header === 'string' ? c.header : undefined)
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid={testId} aria-busy={loading || undefined}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={align(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columns.length} className={styles.note}>
                {t('loading')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={rowClass?.(row)} data-testid={rowTestId} {...rowData?.(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={classes(c.cellClass?.(row), align(c))} data-label={label(c)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined
