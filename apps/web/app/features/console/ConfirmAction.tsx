import type { ConsoleSite } from '@silk/contracts/console'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { ApiRequest } from '../../lib/api/types.ts'
import { useConsoleAction } from './use-console-action.ts'

/**
 * A row action that asks first (关闭, 删除, 下架…): open while `call` is set; 确定 runs it through the
 * console's API and says `done`.
 */
export function ConfirmAction({
  site,
  call,
  onClose,
  title,
  message,
  confirmLabel,
  done,
}: {
  site: ConsoleSite
  /** The request the question is about (null: closed). */
  call: ApiRequest | null
  onClose(): void
  title: string
  message?: string
  confirmLabel?: string
  done: string
}) {
  const { run } = useConsoleAction(site)
  return (
    <ConfirmDialog
      open={call !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={() => (call ? void run(call, done) : undefined)}
    />
  )
}

/**
 * 删除 after a question that names what goes: `name` is the row's name while the question is open
 * (null: closed), `path` its DELETE call.
 */
export function ConfirmDelete({
  site,
  name,
  path,
  onClose,
}: {
  site: ConsoleSite
  name: string | null
  path: string
  onClose(): void
}) {
  const { t: tc } = useTranslation('console')
  return (
    <ConfirmAction
      site={site}
      call={name === null ? null : { method: 'DELETE', path }}
      onClose={onClose}
      title={tc('actions.delete')}
      message={name === null ? undefined : tc('actions.confirmDelete', { name })}
      done={tc('actions.deleted')}
    />
  )
}
