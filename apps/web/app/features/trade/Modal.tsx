import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './trade.module.css'

/** A Radix dialog with the site's look: title, body, and the buttons the caller passes. */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  actions,
  width = 440,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  children: ReactNode
  actions?: ReactNode
  width?: number
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} style={{ width }} aria-describedby={undefined}>
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          <div className={styles.dialogBody}>{children}</div>
          {actions ? <div className={styles.dialogActions}>{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  message: string
  onConfirm(): void
}) {
  const { t } = useTranslation('trade')
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${styles.redBtn}`}
            onClick={() => {
              onOpenChange(false)
              onConfirm()
            }}
          >
            {t('common.ok')}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  )
}
