import {
  CONSULTATION_NEXT,
  type ConsultationAssignee,
  type ManagerConsultationDetail,
} from '@silk/contracts/consultation'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { TextAreaField } from '../../components/form/TextAreaField.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import styles from '../../features/admin/admin.module.css'
import { Fact } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import consult from '../../features/consultations/consultation.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useCountriesText } from './consultations.tsx'

type Detail = z.infer<typeof ManagerConsultationDetail>
type State = Detail['state']

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => {
    const [detail, assignees] = await Promise.all([
      api.get<Detail>(`/manager/other/consultation/${encodeURIComponent(params.id ?? '')}`),
      api.get<z.infer<typeof ConsultationAssignee>[]>('/manager/other/consultation/assignees'),
    ])
    return { detail, assignees }
  })
}

/** One text box and its button: an internal note or a reply the member reads. */
function EntryForm({ kind, id, disabled }: { kind: 'note' | 'reply'; id: string; disabled?: boolean }) {
  const { t } = useTranslation('consultation')
  const { run, busy } = useConsoleAction(ADMIN)
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = async () => {
    if (!content.trim()) {
      setError(t('admin.contentRequired'))
      return
    }
    const done = await run(
      {
        method: 'POST',
        path: `/manager/other/consultation/${id}/${kind}`,
        query: { content: content.trim() },
      },
      kind === 'note' ? t('admin.noted') : t('admin.replied'),
    )
    if (done) setContent('')
  }
  return (
    <form
      className={consult.entry}
      data-testid={`consultation-${kind}-form`}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <TextAreaField
        label={kind === 'note' ? t('admin.note') : t('admin.reply')}
        error={error}
        value={content}
        onChange={(value) => {
          setContent(value)
          setError(null)
        }}
        max={1000}
        disabled={disabled}
        placeholder={kind === 'note' ? t('admin.notePlaceholder') : t('admin.replyPlaceholder')}
      />
      <div className={styles.formActions}>
        <button
          type="submit"
          className={`btn ${kind === 'note' ? 'btn-ghost' : ''} ${styles.small}`}
          disabled={busy || disabled}
        >
          {kind === 'note' ? t('admin.addNote') : t('admin.sendReply')}
        </button>
      </div>
    </form>
  )
}

/** 咨询详情: the lead, its owner and state, the notes and replies; assign, move along, note, reply. */
export default function ConsultationDetail() {
  const { detail: c, assignees } = useLoaderData<typeof loader>()
  const { t } = useTranslation('consultation')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('consultation')
  const countriesText = useCountriesText()
  const { run, busy } = useConsoleAction(ADMIN)
  const [assignee, setAssignee] = useState(c.assigneeId ?? '')
  const [moving, setMoving] = useState<State | null>(null)
  const next = CONSULTATION_NEXT[c.state]
  const closed = next.length === 0

  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.consultation')}
      title={`${t('admin.detailTitle')} ${c.sn}`}
      readOnly={!canWrite}
      actions={
        <Link to="/admin/consultations" className={`btn btn-ghost ${styles.small}`}>
          {t('admin.back')}
        </Link>
      }
    >
      <div className={consult.adminGrid}>
        <Panel title={t('admin.info')}>
          <dl className={styles.facts} data-testid="consultation-facts">
            <Fact label={t('admin.sn')}>{c.sn}</Fact>
            <Fact label={t('admin.filterState')}>
              <b className={consult[`state${c.state}`]} data-testid="consultation-state">
                {t(`states.${c.state}`)}
              </b>
            </Fact>
            <Fact label={t('company')}>{c.company}</Fact>
            <Fact label={t('contact')}>{c.contact}</Fact>
            <Fact label={t('mobile')}>{c.mobile}</Fact>
            <Fact label={t('email')}>{c.email}</Fact>
            <Fact label={t('service')}>{t(`services.${c.service}`)}</Fact>
            <Fact label={t('countries')}>{countriesText(c.countries)}</Fact>
            <Fact label={t('budget')}>{t(`budgets.${c.budget}`)}</Fact>
            <Fact label={t('message')}>
              <span className={consult.message}>{c.message}</span>
            </Fact>
            <Fact label={t('admin.source')}>{t(`sources.${c.source}`)}</Fact>
            <Fact label={t('admin.memberName')}>{c.memberName ?? t('admin.guest')}</Fact>
            <Fact label={t('admin.time')}>{c.createTime}</Fact>
            <Fact label={t('admin.updateTime')}>{c.updateTime}</Fact>
          </dl>
        </Panel>
        <Panel title={t('admin.changeState')}>
          {closed ? (
            <p className={consoleStyles.muted}>{t('admin.closed')}</p>
          ) : (
            <div className={consult.stateButtons}>
              {next.map((s) => (
                <button
                  key={s}
                  type="button"
                  className={`btn ${s === 'LOST' ? 'btn-ghost' : ''} ${styles.small}`}
                  disabled={!canWrite || busy}
                  onClick={() => setMoving(s)}
                  data-testid={`consultation-move-${s}`}
                >
                  {t('admin.moveTo', { state: t(`states.${s}`) })}
                </button>
              ))}
            </div>
          )}
          <h3 className={consult.subhead}>{t('admin.assign')}</h3>
          <div className={styles.search}>
            <label>
              {t('admin.assignTo')}{' '}
              <select
                value={assignee}
                onChange={(e) => setAssignee(e.target.value)}
                disabled={!canWrite}
                data-testid="consultation-assignee"
              >
                <option value="">{t('admin.unassigned')}</option>
                {assignees.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className={`btn ${styles.small}`}
              disabled={!canWrite || busy || !assignee || assignee === c.assigneeId}
              onClick={() =>
                void run(
                  {
                    method: 'PUT',
                    path: `/manager/other/consultation/${c.id}/assign`,
                    query: { adminId: assignee },
                  },
                  t('admin.assigned'),
                )
              }
            >
              {t('admin.assign')}
            </button>
          </div>
        </Panel>
      </div>
      <Panel title={t('admin.history')}>
        {c.entries.length === 0 ? <p className={consoleStyles.muted}>{t('admin.noHistory')}</p> : null}
        <ol className={consult.history} data-testid="consultation-history">
          {c.entries.map((e) => (
            <li key={e.id} data-kind={e.kind}>
              <span className={e.kind === 'REPLY' ? consult.kindReply : consult.kindNote}>
                {t(`admin.kind${e.kind}`)}
              </span>
              <p>{e.content}</p>
              <small>
                {e.adminName} · {e.createTime}
              </small>
            </li>
          ))}
        </ol>
        {canWrite ? (
          <div className={consult.adminGrid}>
            <div>
              <EntryForm kind="reply" id={c.id} disabled={closed} />
              {c.memberId ? null : <p className={consult.muted}>{t('admin.replyGuest')}</p>}
            </div>
            <EntryForm kind="note" id={c.id} />
          </div>
        ) : null}
      </Panel>
      <ConfirmDialog
        open={moving !== null}
        onOpenChange={(open) => !open && setMoving(null)}
        title={t('admin.changeState')}
        message={moving ? t('admin.moveTo', { state: t(`states.${moving}`) }) : undefined}
        onConfirm={() => {
          if (!moving) return
          void run(
            {
              method: 'PUT',
              path: `/manager/other/consultation/${c.id}/state`,
              query: { from: c.state, state: moving },
            },
            t('admin.stateChanged'),
          )
        }}
      />
    </ConsolePage>
  )
}
