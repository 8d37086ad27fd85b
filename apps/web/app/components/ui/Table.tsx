import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './table.module.css'

export type Column<Row> = {
  key: string
  header: ReactNode
  cell(row: Row): ReactNode
  /** A class for the cell, e.g. a colour that depends on the row. */
  cellClass?(row: Row): string | undefined
  align?: 'left' | 'right' | 'center'
}

/**
 * A data table with its two other states. While `loading` it keeps its header and says so in one row,
 * so the page does not jump; with no rows it gives way to `empty` (the site's empty state), as the
 * member lists have always done.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  caption,
  testId,
}: {
  columns: Column<Row>[]
  rows: Row[]
  rowKey(row: Row): string
  loading?: boolean
  empty?: ReactNode
  caption?: string
  testId?: string
}) {
  const { t } = useTranslation('common')
  if (!loading && rows.length === 0) return <>{empty ?? <p className={styles.empty}>{t('empty')}</p>}</>
  const align = (c: Column<Row>) => (c.align ? { textAlign: c.align } : undefined)
  return (
    <table className={styles.table} data-testid={testId} aria-busy={loading || undefined}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" style={align(c)}>
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
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.cellClass?.(row)} style={align(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}
