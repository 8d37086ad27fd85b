import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { consoleStyles } from './ConsoleLayout.tsx'
import styles from './list.module.css'

/** A table row's small button (上移, 禁用, 审核…): what `RowActions` holds besides 编辑 and 删除. */
export function RowButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button type="button" className={`btn btn-ghost ${styles.small}`} {...props} />
}

/** A row's operations: the page's own `RowButton`s first, then 编辑 and 删除 where the page offers them. */
export function RowActions({
  onEdit,
  onDelete,
  children,
}: {
  onEdit?(): void
  onDelete?(): void
  children?: ReactNode
}) {
  const { t: tc } = useTranslation('console')
  return (
    <span className={consoleStyles.rowActions}>
      {children}
      {onEdit ? <RowButton onClick={onEdit}>{tc('actions.edit')}</RowButton> : null}
      {onDelete ? <RowButton onClick={onDelete}>{tc('actions.delete')}</RowButton> : null}
    </span>
  )
}

/** The seller centre's row operation: a button that looks like a link (编辑, 删除, 添加子分类…). */
export function RowTextButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button type="button" className={consoleStyles.linkButton} {...props} />
}
