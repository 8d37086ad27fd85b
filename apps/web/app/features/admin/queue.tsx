import type { Page } from '@silk/contracts/paging'
import { type ReactNode, useState } from 'react'
import { ReasonDialog } from '../../components/form/ReasonDialog.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { consoleStyles } from '../console/ConsoleLayout.tsx'
import styles from './admin.module.css'

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

export function QueuePager({ page }: { page: Page<unknown> }) {
  return <Pager current={page.current} pages={page.pages} total={page.total} />
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

/** A row's status: highlighted while it waits for someone (待审核, 进行中), plain once settled. */
export function StatusText({ waiting, children }: { waiting: boolean; children: ReactNode }) {
  return <span className={waiting ? styles.waiting : styles.status}>{children}</span>
}
