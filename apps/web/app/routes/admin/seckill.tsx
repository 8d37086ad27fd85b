import { chinaDay, dayText, fromMinuteInput, minuteText, toMinuteInput } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import { SeckillForm, type SeckillVO } from '@silk/contracts/seckill-admin'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { TextField } from '../../components/form/TextField.tsx'
import { Field } from '../../components/ui/Field.tsx'
import styles from '../../features/admin/admin.module.css'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmAction } from '../../features/console/ConfirmAction.tsx'
import { EditDialog, saveCall } from '../../features/console/EditDialog.tsx'
import { EditingDialog } from '../../features/console/EditingDialog.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { StatusFilter } from '../../features/console/StatusFilter.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formIssues, topField } from '../../lib/form-issues.ts'

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
  const editing = useEditing<SeckillVO | 'new'>()
  const [closing, setClosing] = useState<SeckillVO | null>(null)
  const [removing, setRemoving] = useState<SeckillVO | null>(null)
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.promotion')}
      title={t('title')}
      readOnly={!canWrite}
      add={{ label: t('add'), onClick: () => editing.start('new'), small: true, testId: 'seckill-add' }}
      filters={
        <>
          <p className={styles.note}>{t('intro')}</p>
          <StatusFilter
            name="status"
            label={t('status')}
            options={STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          />
        </>
      }
      table={{ testId: 'seckill-table', rows: page.records, rowKey: (r) => r.id, empty: t('none') }}
      page={page}
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
          cell: (r) => <span className={styles.nowrap}>{dayText(r.startTime)}</span>,
        },
        {
          key: 'hours',
          header: t('hours'),
          cell: (r) =>
            r.sessions.map((h) => t('hourLabel', { hour: String(h).padStart(2, '0') })).join(' · '),
        },
        {
          key: 'applyEnd',
          header: t('applyEnd'),
          cell: (r) => (
            <span className={styles.nowrap}>{r.applyEndTime ? minuteText(r.applyEndTime) : '—'}</span>
          ),
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
            <StatusText waiting={r.status === 'START' || r.applying}>
              {r.applying ? t('applying') : t(`statuses.${r.status}`)}
            </StatusText>
          ),
        },
      ]}
      rowActionsHeader=""
      rowActions={(r) =>
        r.status === 'NEW' || r.status === 'CLOSE' ? (
          <RowActions>
            {r.status === 'NEW' ? (
              <>
                <RowButton onClick={() => editing.start(r)}>{tc('actions.edit')}</RowButton>
                <RowButton onClick={() => setClosing(r)}>{t('close')}</RowButton>
              </>
            ) : null}
            <RowButton onClick={() => setRemoving(r)}>{t('remove')}</RowButton>
          </RowActions>
        ) : null
      }
    >
      <EditingDialog editing={editing}>
        {(seckill, dialog) => <SeckillFormDialog {...dialog} seckill={seckill} />}
      </EditingDialog>
      <ConfirmAction
        site={ADMIN}
        call={closing ? { method: 'PUT', path: `/manager/promotion/seckill/${closing.id}/close` } : null}
        onClose={() => setClosing(null)}
        title={t('closeTitle')}
        message={closing ? t('closeConfirm', { name: closing.seckillName }) : undefined}
        confirmLabel={t('close')}
        done={t('closed')}
      />
      <ConfirmAction
        site={ADMIN}
        call={removing ? { method: 'DELETE', path: `/manager/promotion/seckill/${removing.id}` } : null}
        onClose={() => setRemoving(null)}
        title={t('removeTitle')}
        message={removing ? t('removeConfirm', { name: removing.seckillName }) : undefined}
        confirmLabel={t('remove')}
        done={t('removed')}
      />
    </ListPage>
  )
}

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
  const today = chinaDay()
  const [form, setForm] = useState({
    seckillName: seckill?.seckillName ?? '',
    day: seckill ? dayText(seckill.startTime) : today,
    applyEndTime: seckill?.applyEndTime ? toMinuteInput(seckill.applyEndTime) : '',
    seckillRule: seckill?.seckillRule ?? '',
  })
  const [hours, setHours] = useState<number[]>(seckill?.sessions ?? [10, 14, 20])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors({})
  }
  const toggle = (h: number) => {
    setHours((list) => (list.includes(h) ? list.filter((x) => x !== h) : [...list, h].sort((a, b) => a - b)))
    setErrors({})
  }
  const save = () => {
    const body = { ...form, hours, applyEndTime: fromMinuteInput(form.applyEndTime) }
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
    formIssues(SeckillForm.safeParse(body), lang, topField, found)
    setErrors(found)
    if (Object.keys(found).length) return null
    return saveCall('/manager/promotion/seckill', seckill?.id, body, { json: true })
  }
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={seckill ? t('edit') : t('add')}
      width={640}
      testId="seckill-form"
      save={save}
      done={seckill ? t('saved') : t('created')}
      submitLabel={t('save')}
    >
      <TextField
        label={t('name')}
        required
        error={errors.seckillName}
        name="seckillName"
        maxLength={64}
        value={form.seckillName}
        onChange={set('seckillName')}
      />
      <TextField
        label={t('day')}
        required
        error={errors.day}
        name="day"
        type="date"
        min={today}
        value={form.day}
        onChange={set('day')}
      />
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
      <TextField
        label={t('applyEnd')}
        required
        error={errors.applyEndTime}
        name="applyEndTime"
        type="datetime-local"
        value={form.applyEndTime}
        onChange={set('applyEndTime')}
      />
      <Field label={t('rule')} error={errors.seckillRule}>
        {(control) => (
          <textarea
            {...control}
            name="seckillRule"
            rows={3}
            maxLength={1000}
            value={form.seckillRule}
            onChange={(e) => set('seckillRule')(e.target.value)}
          />
        )}
      </Field>
    </EditDialog>
  )
}
