import * as Dialog from '@radix-ui/react-dialog'
import styles from './member-lists.module.css'

/** A small yes/no dialog for destructive list actions (delete all footprints, remove a favourite). */
export function ConfirmDialog({
  text,
  confirm,
  cancel,
  onConfirm,
  onClose,
}: {
  text: string | null
  confirm: string
  cancel: string
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Dialog.Root open={text !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-testid="confirm-dialog">
          <Dialog.Title className={styles.dialogTitle}>{text}</Dialog.Title>
          <Dialog.Description className={styles.srOnly}>{text}</Dialog.Description>
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {cancel}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                onConfirm()
                onClose()
              }}
            >
              {confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
