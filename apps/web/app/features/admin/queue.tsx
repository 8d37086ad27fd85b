import type { Page } from '@silk/contracts/paging'
import { type ButtonHTMLAttributes, type ReactNode, useState } from 'react'
import { Link, useLocation, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { ReasonDialog } from '../../components/form/ReasonDialog.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { consoleStyles } from '../console/ConsoleLayout.tsx'
import styles from './admin.module.css'
import { ADMIN, consoleBrowser } from './site.ts'

/** The list query of a queue page: its filters from the address, page 1 and 10 rows by default. */
export function listQuery(url: URL, keys: string[]): Record<string, string> {
  const query: Record<string, string> = {
    pageNumber: url.searchParams.get('pageNumber') ?? '1',
    pageSize: '10',
  }
  for (const key of keys) {
    const value = url.searchParams.get(key)
    if (value) query[key] = value
  }
  return query
}

/**
 * Status tabs over a list: each a link that keeps the other filters and starts at page 1. `allLabel`
 * replaces 全部 (with a count, say).
 */
export function StatusFilter({
  name,
  options,
  label,
  allLabel,
}: {
  name: string
  options: { value: string; label: string }[]
  label: string
  allLabel?: string
}) {
  const location = useLocation()
  const { t } = useTranslation('admin')
  const params = new URLSearchParams(location.search)
  const current = params.get(name) ?? ''
  const link = (value: string) => {
    const next = new URLSearchParams(location.search)
    next.delete('pageNumber')
    if (value) next.set(name, value)
    else next.delete(name)
    return `${location.pathname}?${next}`
  }
  return (
    <nav className={styles.filters} aria-label={label}>
      {[{ value: '', label: allLabel ?? t('common.all') }, ...options].map((o) => (
        <Link key={o.value} to={link(o.value)} aria-current={current === o.value ? 'true' : undefined}>
          {o.label}
        </Link>
      ))}
    </nav>
  )
}

export function QueuePager({ page }: { page: Page<unknown> }) {
  return <Pager current={page.current} pages={page.pages} total={page.total} />
}

/** Runs an operator action through the API, says it worked and reloads the page's data. */
export function useAdminAction() {
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const run = async (
    /** `body` for what must not reach a log through the query string (a password digest). */
    call: {
      method: 'PUT' | 'POST' | 'DELETE'
      path: string
      query?: Record<string, string>
      body?: Record<string, string>
    },
    done: string,
  ) => {
    setBusy(true)
    try {
      await consoleBrowser(ADMIN).api.request(call)
      toast.success(done)
      await revalidate()
      return true
    } catch {
      // The server's message is shown by the client.
      return false
    } finally {
      setBusy(false)
    }
  }
  return { run, busy }
}

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

/**
 * 删除 after a question that names what goes: `name` is the row's name while the question is open
 * (null: closed), `path` its DELETE call.
 */
export function ConfirmDelete({
  name,
  path,
  onClose,
}: {
  name: string | null
  path: string
  onClose(): void
}) {
  const { t: tc } = useTranslation('console')
  const { run } = useAdminAction()
  return (
    <ConfirmDialog
      open={name !== null}
      onOpenChange={(open) => !open && onClose()}
      title={tc('actions.delete')}
      message={name === null ? undefined : tc('actions.confirmDelete', { name })}
      onConfirm={() => void run({ method: 'DELETE', path }, tc('actions.deleted'))}
    />
  )
}

/** 通过 asks to confirm; 拒绝 asks for the reason the other side will read. Both then call the API. */
export function ReviewButtons({
  approveMessage,
  refuseTitle,
  refuseHint,
  onApprove,
  onRefuse,
  busy,
}: {
  approveMessage: string
  refuseTitle: string
  refuseHint?: string
  onApprove(): Promise<boolean>
  onRefuse(reason: string): Promise<boolean>
  busy: boolean
}) {
  const { t } = useTranslation('admin')
  const [confirm, setConfirm] = useState(false)
  const [refusing, setRefusing] = useState(false)
  return (
    <span className={consoleStyles.rowActions}>
      <button
        type="button"
        className={`btn ${styles.small}`}
        disabled={busy}
        onClick={() => setConfirm(true)}
      >
        {t('common.approve')}
      </button>
      <button
        type="button"
        className={`btn btn-ghost ${styles.small}`}
        disabled={busy}
        onClick={() => setRefusing(true)}
      >
        {t('common.refuse')}
      </button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('common.approve')}
        message={approveMessage}
        confirmLabel={t('common.approve')}
        onConfirm={() => void onApprove()}
      />
      <ReasonDialog
        open={refusing}
        onClose={() => setRefusing(false)}
        title={refuseTitle}
        description={refuseHint}
        width={440}
        label={t('common.reason')}
        requiredMessage={t('common.reasonRequired')}
        submitLabel={t('common.refuse')}
        cancelLabel={t('common.no')}
        busy={busy}
        onSubmit={onRefuse}
      />
    </span>
  )
}

/** A definition list row for detail views. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </>
  )
}
