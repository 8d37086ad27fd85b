import { chinaDay } from '@silk/contracts/china-time'
import { fieldIssueText } from '@silk/contracts/issue-english'
import type { Page } from '@silk/contracts/paging'
import { SeckillForm, type SeckillVO } from '@silk/contracts/seckill-admin'
import { type FormEvent, useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { listQuery, QueuePager, StatusFilter } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useEditing } from '../../features/console/use-editing.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

const STATUSES = ['NEW', 'START', 'END', 'CLOSE'] as const
const HOURS = Array.from({ length: 24 }, (_, h) => h)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<SeckillVO>>('/manager/promotion/seckill', listQuery(url, ['status'])),
  }))
}

/** 秒杀活动 (issue 66): a day's sessions, the application deadline and rules; close or delete before it starts. */
export default function AdminSeckill() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('flashSale')
  const { t: ta } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const canWrite = useAdminCanWrite('promotion')
  const { run } = useConsoleAction(ADMIN)
  const editing = useEditing<SeckillVO | 'new'>()
  const [closing, setClosing] = useState<SeckillVO | null>(null)
  const [removing, setRemoving] = useState<SeckillVO | null>(null)
  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.promotion')}
      title={t('title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button
            type="button"
            className={`btn ${styles.small}`}
            data-testid="seckill-add"
            onClick={() => editing.start('new')}
          >
            {t('add')}
          </button>
        ) : null
      }
    >
      <Panel>
        <p className={styles.note}>{t('intro')}</p>
        <StatusFilter
          name="status"
          label={t('status')}
          options={STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <Table
          testId="seckill-table"
          rows={page.records}
          rowKey={(r) => r.id}
          empty={t('none')}
          columns={[
            {
              key: 'name',
              header: t('name'),
              cell: (r) => (
                <span className={styles.stack}>
                  {r.seckillName}
                  {r.seckillRule ? <small className={styles.note}>{r.seckillRule}</small> : null}
                </span>
              ),
            },
            {
              key: 'day',
              header: t('day'),
              cell: (r) => <span className={styles.nowrap}>{r.startTime.slice(0, 10)}</span>,
            },
            {
              key: 'hours',
              header: t('hours'),
              cell: (r) =>
                r.hours.map((h) => t('hourLabel', { hour: String(h).padStart(2, '0') })).join(' · '),
            },
            {
              key: 'applyEnd',
              header: t('applyEnd'),
              cell: (r) => <span className={styles.nowrap}>{r.applyEndTime?.slice(0, 16) ?? '—'}</span>,
            },
            {
              key: 'applies',
              header: t('viewApplies'),
              cell: (r) => (
                <Link to={`/admin/seckill/applies?seckillId=${r.id}`}>
                  {t('applyCounts', { apply: r.applyCount, pass: r.passCount })}
                </Link>
              ),
            },
            {
              key: 'status',
              header: t('status'),
              cell: (r) => (
                <span className={r.status === 'START' || r.applying ? styles.waiting : styles.status}>
                  {r.applying ? t('applying') : t(`statuses.${r.status}`)}
                </span>
              ),
            },
            {
              key: 'ops',
              header: '',
              align: 'right',
              cell: (r) =>
                canWrite && (r.status === 'NEW' || r.status === 'CLOSE') ? (
                  <span className={consoleStyles.rowActions}>
                    {r.status === 'NEW' ? (
                      <>
                        <button
                          type="button"
                          className={`btn btn-ghost ${styles.small}`}
                          onClick={() => editing.start(r)}
                        >
                          {tc('actions.edit')}
                        </button>
                        <button
                          type="button"
                          className={`btn btn-ghost ${styles.small}`}
                          onClick={() => setClosing(r)}
                        >
                          {t('close')}
                        </button>
                      </>
                    ) : null}
                    <button
                      type="button"
                      className={`btn btn-ghost ${styles.small}`}
                      onClick={() => setRemoving(r)}
                    >
                      {t('remove')}
                    </button>
                  </span>
                ) : null,
            },
          ]}
        />
        <QueuePager page={page} />
      </Panel>
      {editing.value ? (
        <SeckillFormDialog
          key={editing.key}
          open={editing.open}
          seckill={editing.value === 'new' ? null : editing.value}
          onClose={editing.close}
        />
      ) : null}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={t('closeTitle')}
        message={closing ? t('closeConfirm', { name: closing.seckillName }) : undefined}
        confirmLabel={t('close')}
        onConfirm={() =>
          closing
            ? void run({ method: 'PUT', path: `/manager/promotion/seckill/${closing.id}/close` }, t('closed'))
            : undefined
        }
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('removeTitle')}
        message={removing ? t('removeConfirm', { name: removing.seckillName }) : undefined}
        confirmLabel={t('remove')}
        onConfirm={() =>
          removing
            ? void run({ method: 'DELETE', path: `/manager/promotion/seckill/${removing.id}` }, t('removed'))
            : undefined
        }
      />
    </ConsolePage>
  )
}

/** "2026-11-24 10:00:00" ⇄ the value of a datetime-local input. */
const toInput = (s: string) => s.slice(0, 16).replace(' ', 'T')
const fromInput = (s: string) => (s ? `${s.replace('T', ' ')}:00`.slice(0, 19) : '')

function SeckillFormDialog({
  open,
  seckill,
  onClose,
}: {
  open: boolean
  seckill: SeckillVO | null
  onClose(): void
}) {
  const { t, lang } = useTranslation('flashSale')
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const today = chinaDay()
  const [form, setForm] = useState({
    seckillName: seckill?.seckillName ?? '',
    day: seckill?.startTime.slice(0, 10) ?? today,
    applyEndTime: seckill?.applyEndTime ? toInput(seckill.applyEndTime) : '',
    seckillRule: seckill?.seckillRule ?? '',
  })
  const [hours, setHours] = useState<number[]>(seckill?.hours ?? [10, 14, 20])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }))
    setErrors({})
  }
  const toggle = (h: number) => {
    setHours((list) => (list.includes(h) ? list.filter((x) => x !== h) : [...list, h].sort((a, b) => a - b)))
    setErrors({})
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { ...form, hours, applyEndTime: fromInput(form.applyEndTime) }
    const found: Record<string, string> = {}
    if (!form.seckillName.trim()) found.seckillName = t('required', { field: t('name') })
    if (!form.applyEndTime) found.applyEndTime = t('required', { field: t('applyEnd') })
    if (hours.length === 0) found.hours = t('pickHours')
    else if (
      form.applyEndTime &&
      form.day &&
      form.applyEndTime > `${form.day}T${String(hours[0]).padStart(2, '0')}:00`
    )
      found.applyEndTime = t('applyEndAfterFirst')
    // The server's own rules, checked here so every wrong field is marked at once, in the page's language.
    const parsed = SeckillForm.safeParse(body)
    for (const issue of parsed.success ? [] : parsed.error.issues)
      found[String(issue.path[0])] ??= fieldIssueText(issue, lang)
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      const { api } = consoleBrowser(ADMIN)
      if (seckill) await api.put(`/manager/promotion/seckill/${seckill.id}`, body, { json: true })
      else await api.post('/manager/promotion/seckill', body, { json: true })
      toast.success(seckill ? t('saved') : t('created'))
      await revalidate()
      onClose()
    } catch {
      // the client shows the server's reason
    } finally {
      setBusy(false)
    }
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={seckill ? t('edit') : t('add')}
      width={640}
      testId="seckill-form"
      busy={busy}
      onSubmit={submit}
      submitLabel={t('save')}
    >
      <Field label={t('name')} required error={errors.seckillName}>
        {(control) => (
          <input
            {...control}
            name="seckillName"
            maxLength={64}
            value={form.seckillName}
            onChange={set('seckillName')}
          />
        )}
      </Field>
      <Field label={t('day')} required error={errors.day}>
        {(control) => (
          <input {...control} name="day" type="date" min={today} value={form.day} onChange={set('day')} />
        )}
      </Field>
      <fieldset className={styles.hours} aria-label={t('hours')} data-testid="seckill-hours">
        <legend>
          {t('hours')} <small className={styles.note}>{t('hoursHint')}</small>
        </legend>
        {HOURS.map((h) => (
          <label key={h}>
            <input type="checkbox" checked={hours.includes(h)} onChange={() => toggle(h)} />
            {t('hourLabel', { hour: String(h).padStart(2, '0') })}
          </label>
        ))}
      </fieldset>
      {errors.hours ? <p className={styles.formError}>{errors.hours}</p> : null}
      <Field label={t('applyEnd')} required error={errors.applyEndTime}>
        {(control) => (
          <input
            {...control}
            name="applyEndTime"
            type="datetime-local"
            value={form.applyEndTime}
            onChange={set('applyEndTime')}
          />
        )}
      </Field>
      <Field label={t('rule')} error={errors.seckillRule}>
        {(control) => (
          <textarea
            {...control}
            name="seckillRule"
            rows={3}
            maxLength={1000}
            value={form.seckillRule}
            onChange={set('seckillRule')}
          />
        )}
      </Field>
    </FormDialog>
  )
}
