import { Fragment, type ReactNode } from 'react'
import type { useEditing } from './use-editing.ts'

/**
 * The page's edit dialog while something is being edited (`useEditing<Row | 'new'>`): `children` gets
 * the row (null for a new one) and `open`/`onClose` for the dialog, and each opening starts afresh.
 */
export function EditingDialog<Row>({
  editing,
  children,
}: {
  editing: ReturnType<typeof useEditing<Row | 'new'>>
  children(row: Row | null, dialog: { open: boolean; onClose(): void }): ReactNode
}) {
  const { value } = editing
  if (value === null) return null
  return (
    <Fragment key={editing.key}>
      {children(value === 'new' ? null : (value as Row), { open: editing.open, onClose: editing.close })}
    </Fragment>
  )
}
