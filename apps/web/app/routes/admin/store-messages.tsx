import type { Page } from '@silk/contracts/paging'
import type { SentMessage, StoreMessage } from '@silk/contracts/store-message'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { TextAreaField } from '../../components/form/TextAreaField.tsx'
import { TextField } from '../../components/form/TextField.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { listQuery } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type Sent = z.infer<typeof SentMessage>
type Store = { id: string; storeName: string }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const messageId = url.searchParams.get('messageId') ?? ''
    const [page, stores, recipients] = await Promise.all([
      api.get<Page<Sent>>('/manager/other/message', listQuery(url, ['title', 'content'])),
      api
        .get<Page<Store>>('/manager/store/store', { storeDisable: 'OPEN', pageSize: 100 })
        .then((p) => p.records.map((s) => ({ id: s.id, storeName: s.storeName }))),
      /^\d{1,20}$/.test(messageId)
        ? api.get<Page<StoreMessage>>('/manager/other/storeMessage', { messageId, pageSize: 100 })
        : null,
    ])
    return { page, stores, recipients, messageId }
  })
}

/** 商家站内信: what the platform sent to stores, who read it, and sending a new one (decision 174). */
export default function StoreMessages() {
  const { page, stores, recipients, messageId } = useLoaderData<typeof loader>()
  const { t } = useTranslation('storeMessage')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('store')
  const [sending, setSending] = useState(false)
  const shown = page.records.find((m) => m.id === messageId)
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.store')}
      title={t('admin.title')}
      readOnly={!canWrite}
      add={{ label: t('admin.send'), onClick: () => setSending(true), testId: 'store-message-send' }}
      filters={
        <>
          <p className={styles.intro}>{t('admin.intro')}</p>
          <SearchForm
            fields={[
              { name: 'title', label: t('admin.filterTitle'), maxLength: 100 },
              { name: 'content', label: t('admin.filterContent'), maxLength: 100 },
            ]}
          />
        </>
      }
      table={{
        testId: 'sent-message-table',
        rows: page.records,
        rowKey: (m) => m.id,
        empty: <p className={consoleStyles.muted}>{t('admin.empty')}</p>,
      }}
      page={page}
      columns={[
        { key: 'title', header: t('admin.col.title'), cell: (m) => m.title },
        {
          key: 'content',
          header: t('admin.col.content'),
          cell: (m) => <span className={consoleStyles.muted}>{m.content}</span>,
        },
        { key: 'range', header: t('admin.col.range'), cell: (m) => t(`admin.range.${m.messageRange}`) },
        {
          key: 'readers',
          header: t('admin.col.readers'),
          align: 'right',
          cell: (m) => (
            <Link
              to={`?messageId=${m.id}`}
              className={consoleStyles.linkButton}
              data-testid="message-readers"
            >
              {m.readCount} / {m.storeCount}
            </Link>
          ),
        },
        { key: 'admin', header: t('admin.col.admin'), cell: (m) => m.adminName },
        {
          key: 'time',
          header: t('admin.col.time'),
          cell: (m) => <span className={consoleStyles.muted}>{m.createTime}</span>,
        },
      ]}
    >
      {recipients ? (
        <Panel title={`${t('admin.recipients')}${shown ? ` · ${shown.title}` : ''}`}>
          <Table
            testId="message-recipients"
            rows={recipients.records}
            rowKey={(r) => r.id}
            columns={[
              { key: 'store', header: t('admin.store'), cell: (r) => r.storeName },
              { key: 'status', header: t('admin.col.status'), cell: (r) => t(`admin.status.${r.status}`) },
              { key: 'time', header: t('admin.col.readTime'), cell: (r) => r.updateTime ?? '—' },
            ]}
          />
          <Pager current={recipients.current} pages={recipients.pages} total={recipients.total} />
        </Panel>
      ) : null}
      {sending ? <SendDialog stores={stores} onClose={() => setSending(false)} /> : null}
    </ListPage>
  )
}

function SendDialog({ stores, onClose }: { stores: Store[]; onClose(): void }) {
  const { t } = useTranslation('storeMessage')
  const { run, busy } = useConsoleAction(ADMIN)
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [range, setRange] = useState<'ALL' | 'APPOINT'>('ALL')
  const [chosen, setChosen] = useState<string[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!title.trim()) found.title = t('admin.form.titleRequired')
    if (!content.trim()) found.content = t('admin.form.contentRequired')
    if (range === 'APPOINT' && chosen.length === 0) found.stores = t('admin.form.storesRequired')
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const body = {
      title: title.trim(),
      content: content.trim(),
      messageClient: 'store',
      messageRange: range,
      userIds: range === 'APPOINT' ? chosen.join(',') : '',
    }
    if (await run({ method: 'POST', path: '/manager/other/message', body }, t('admin.sent'))) onClose()
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('admin.send')}
      busy={busy}
      onSubmit={submit}
      submitLabel={t('admin.form.submit')}
      width={560}
      testId="store-message-dialog"
    >
      <TextField
        label={t('admin.form.title')}
        required
        name="title"
        maxLength={100}
        value={title}
        error={errors.title ?? null}
        onChange={setTitle}
      />
      <TextAreaField
        label={t('admin.form.content')}
        required
        max={1000}
        rows={5}
        value={content}
        error={errors.content ?? null}
        onChange={setContent}
      />
      <Field label={t('admin.form.range')}>
        {() => (
          <div role="radiogroup" style={{ display: 'flex', gap: 16 }}>
            {(['ALL', 'APPOINT'] as const).map((r) => (
              <label key={r}>
                <input type="radio" name="messageRange" checked={range === r} onChange={() => setRange(r)} />{' '}
                {t(`admin.range.${r}`)}
              </label>
            ))}
          </div>
        )}
      </Field>
      {range === 'APPOINT' ? (
        <Field label={t('admin.form.stores')} hint={t('admin.form.storesHint')} error={errors.stores ?? null}>
          {() => (
            <div
              style={{ maxHeight: 200, overflow: 'auto', display: 'grid', gap: 4 }}
              data-testid="store-choices"
            >
              {stores.map((s) => (
                <label key={s.id}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(s.id)}
                    onChange={(e) =>
                      setChosen(e.target.checked ? [...chosen, s.id] : chosen.filter((id) => id !== s.id))
                    }
                  />{' '}
                  {s.storeName}
                </label>
              ))}
            </div>
          )}
        </Field>
      ) : null}
    </FormDialog>
  )
}
