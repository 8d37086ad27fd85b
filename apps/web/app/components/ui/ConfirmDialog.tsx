import { useTranslation } from '../../i18n/use-translation.ts'
import { Dialog } from './Dialog.tsx'
import styles from './dialog.module.css'

/** Yes/no question before something that cannot be undone; confirming closes the dialog first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  testId,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  message?: string
  confirmLabel?: string
  cancelLabel?: string
  onConfirm(): void
  testId?: string
}) {
  const { t } = useTranslation('common')
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      testId={testId}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t('ui.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${styles.confirm}`}
            onClick={() => {
              onOpenChange(false)
              onConfirm()
            }}
          >
            {confirmLabel ?? t('ui.ok')}
          </button>
        </>
      }
    />
  )
}
