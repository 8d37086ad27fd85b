import { type FormEvent, type ReactNode, useId } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Dialog } from './Dialog.tsx'

/**
 * A form in a dialog: the fields are the body, 取消 and 保存 its buttons. 保存 is the form's submit
 * button (Enter in a field submits too); `onSubmit` gets the event and validates as the caller likes.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  width = 460,
  testId,
  busy = false,
  onSubmit,
  submitLabel,
  cancelLabel,
  submitClassName = 'btn',
  submitTestId,
  formClassName,
  beside,
  children,
}: {
  open: boolean
  onClose(): void
  title: ReactNode
  description?: ReactNode
  width?: number
  testId?: string
  /** Disables 保存 while the caller's request runs. */
  busy?: boolean
  onSubmit(event: FormEvent<HTMLFormElement>): void | Promise<void>
  submitLabel?: string
  cancelLabel?: string
  submitClassName?: string
  submitTestId?: string
  formClassName?: string
  /** After the form, outside it: a dialog this one opens (a goods picker), whose form must not nest in this one's. */
  beside?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('common')
  const formId = useId()
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      width={width}
      testId={testId}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {cancelLabel ?? t('ui.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={submitClassName}
            disabled={busy}
            data-testid={submitTestId}
          >
            {submitLabel ?? t('ui.save')}
          </button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={(event) => void onSubmit(event)} noValidate>
        {children}
      </form>
      {beside}
    </Dialog>
  )
}
