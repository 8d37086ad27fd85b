import type { HotWordView } from '@silk/contracts/content-admin'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { TextField } from '../../components/form/TextField.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import styles from '../../features/admin/admin.module.css'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type Word = z.infer<typeof HotWordView>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => ({
    words: await api.get<Word[]>('/manager/hotwords/hotwords/seeds'),
  }))
}

const query = (w: Word) => ({ keyword: w.keyword, score: String(w.score), enabled: String(w.enabled) })

/** 搜索热词: the words under the shop's search box; order by score, show or hide, add, delete. */
export default function HotWords() {
  const { words } = useLoaderData<typeof loader>()
  const { t } = useTranslation('adminContent')
  const { t: ta } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const canWrite = useAdminCanWrite('content')
  const { run, busy } = useConsoleAction(ADMIN)
  const [editing, setEditing] = useState<Word | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Word | null>(null)
  const save = (w: Word) =>
    run({ method: 'POST', path: '/manager/hotwords/hotwords', query: query(w) }, tc('actions.saved'))
  // Moving a word swaps its score with its neighbour's (a tie is broken by one point).
  const move = async (index: number, by: -1 | 1) => {
    const a = words[index]
    const b = words[index + by]
    if (!a || !b) return
    const higher = Math.max(a.score, b.score)
    const lower = a.score === b.score ? Math.max(0, higher - 1) : Math.min(a.score, b.score)
    const [up, down] = by === -1 ? [a, b] : [b, a]
    await save({ ...up, score: higher === lower ? higher + 1 : higher })
    await save({ ...down, score: lower })
  }
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.content')}
      title={t('hotWord.title')}
      readOnly={!canWrite}
      add={{ label: t('hotWord.add'), onClick: () => setEditing('new') }}
      filters={<p className={styles.intro}>{t('hotWord.intro')}</p>}
      table={{ testId: 'hot-word-table', rows: words, rowKey: (r) => r.keyword }}
      columns={[
        { key: 'keyword', header: t('hotWord.keyword'), cell: (r) => r.keyword },
        { key: 'score', header: t('hotWord.score'), align: 'right', cell: (r) => r.score },
        {
          key: 'enabled',
          header: t('hotWord.enabled'),
          cell: (r) => (
            <span className={r.enabled ? styles.status : styles.muted}>
              {r.enabled ? t('hotWord.on') : t('hotWord.off')}
            </span>
          ),
        },
      ]}
      rowActionsHeader=""
      rowActions={(r) => {
        const index = words.indexOf(r)
        return (
          <RowActions onEdit={() => setEditing(r)} onDelete={() => setDeleting(r)}>
            <RowButton
              disabled={busy || index === 0}
              aria-label={`${t('hotWord.up')} ${r.keyword}`}
              onClick={() => void move(index, -1)}
            >
              ↑
            </RowButton>
            <RowButton
              disabled={busy || index === words.length - 1}
              aria-label={`${t('hotWord.down')} ${r.keyword}`}
              onClick={() => void move(index, 1)}
            >
              ↓
            </RowButton>
            <RowButton disabled={busy} onClick={() => void save({ ...r, enabled: !r.enabled })}>
              {r.enabled ? t('hotWord.hide') : t('hotWord.show')}
            </RowButton>
          </RowActions>
        )
      }}
    >
      {editing ? (
        <HotWordForm
          word={editing === 'new' ? null : editing}
          topScore={words[0]?.score ?? 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.keyword ?? null}
        path={deleting ? `/manager/hotwords/hotwords/${encodeURIComponent(deleting.keyword)}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

function HotWordForm({ word, topScore, onClose }: { word: Word | null; topScore: number; onClose(): void }) {
  const { t } = useTranslation('adminContent')
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(ADMIN)
  const [keyword, setKeyword] = useState(word?.keyword ?? '')
  const [score, setScore] = useState(String(word?.score ?? topScore + 1))
  const [error, setError] = useState<string | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!keyword.trim()) {
      setError(t('hotWord.keywordRequired'))
      return
    }
    const call = {
      method: 'POST' as const,
      path: '/manager/hotwords/hotwords',
      query: {
        keyword: keyword.trim(),
        score: String(Number(score) || 0),
        enabled: String(word?.enabled ?? true),
      },
    }
    if (!(await run(call, tc('actions.saved')))) return
    // A renamed word is a new word: the old one goes.
    if (word && word.keyword !== keyword.trim().toLowerCase()) {
      await run(
        { method: 'DELETE', path: `/manager/hotwords/hotwords/${encodeURIComponent(word.keyword)}` },
        tc('actions.saved'),
      )
    }
    onClose()
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      title={word ? t('hotWord.edit') : t('hotWord.add')}
      busy={busy}
      onSubmit={submit}
    >
      <TextField
        label={t('hotWord.keyword')}
        required
        error={error}
        name="keyword"
        maxLength={20}
        value={keyword}
        onChange={(value) => {
          setKeyword(value)
          setError(null)
        }}
      />
      <Field label={t('hotWord.score')}>
        {(control) => (
          <input
            {...control}
            name="score"
            type="number"
            min={0}
            max={100000}
            value={score}
            onChange={(e) => setScore(e.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  )
}
