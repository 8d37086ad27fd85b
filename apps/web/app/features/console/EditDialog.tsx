import type { ConsoleSite } from '@silk/contracts/console'
import type { FormEvent, ReactNode } from 'react'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { ApiRequest, Query } from '../../lib/api/types.ts'
import { useConsoleAction } from './use-console-action.ts'

/**
 * A new row is POSTed to `path`, a changed one PUT to `path/id`; the values go in the query string, or
 * as a JSON body with `json`.
 */
export function saveCall(path: string, id: string | null | undefined, values: Query): ApiRequest
export function saveCall(
  path: string,
  id: string | null | undefined,
  values: object,
  options: { json: true },
): ApiRequest
export function saveCall(
  path: string,
  id: string | null | undefined,
  values: object,
  { json = false }: { json?: boolean } = {},
): ApiRequest {
  const call: ApiRequest = id ? { method: 'PUT', path: `${path}/${id}` } : { method: 'POST', path }
  return json ? { ...call, body: values, json: true } : { ...call, query: values as Query }
}

/**
 * A console form dialog that saves one row: 保存 asks `save` for the request (null when a field is
 * wrong and the form has marked it), runs it through the console's API, says `done` (已保存 by
 * default), reloads the page's data and closes. A failure keeps the dialog open with what was typed.
 * Open it with `useEditing` (a new `key` each opening).
 */
export function EditDialog({
  site,
  open,
  onClose,
  title,
  description,
  width,
  testId,
  submitTestId,
  save,
  done,
  submitLabel,
  onSaved,
  beside,
  children,
}: {
  site: ConsoleSite
  open: boolean
  onClose(): void
  title: ReactNode
  description?: ReactNode
  width?: number
  testId?: string
  submitTestId?: string
  save(): ApiRequest | null | Promise<ApiRequest | null>
  done?: string
  /** 保存 unless given. */
  submitLabel?: string
  /** After a save, once the dialog closed (e.g. to tell the page). */
  onSaved?(): void
  /** After the form, outside it (FormDialog's `beside`). */
  beside?: ReactNode
  children: ReactNode
}) {
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(site)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const call = await save()
    if (!call) return
    if (await run(call, done ?? tc('actions.saved'))) {
      onClose()
      onSaved?.()
    }
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      width={width}
      testId={testId}
      submitTestId={submitTestId}
      busy={busy}
      onSubmit={submit}
      submitLabel={submitLabel}
      beside={beside}
    >
      {children}
    </FormDialog>
  )
}
