import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './table.module.css'

export type Column<Row> = {
  key: string
  header: ReactNode
  cell(row: Row): ReactNode
  align?: 'left' | 'right' | 'center'
}

/**
 * A data table with its two other states: while `loading` a row saying so (the table keeps its
 * header, so the page does not jump), and when there are no rows the `empty` text.
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
  const note = loading ? t('loading') : rows.length === 0 ? (empty ?? t('empty')) : null
  return (
    <table className={styles.table} data-testid={testId} aria-busy={loading || undefined}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} style={c.align ? { textAlign: c.align } : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {note !== null ? (
          <tr>
            <td colSpan={columns.length} className={styles.note}>
              {note}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} style={c.align ? { textAlign: c.align } : undefined}>
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
