import type { SensitiveWordVO } from '@silk/contracts/chat'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type Word = z.infer<typeof SensitiveWordVO>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => ({
    words: await api.get<Page<Word>>('/manager/im/sensitiveWord', { pageNumber: 1, pageSize: 100 }),
  }))
}

/** 客服敏感词 (decision 142): words masked with * in every chat message as it is stored. */
export default function ChatWords() {
  const { words } = useLoaderData<typeof loader>()
  const { t } = useTranslation('adminTrade')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('setting')
  const { run, busy } = useConsoleAction(ADMIN)
  const [word, setWord] = useState('')
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.setting')}
      title={t('chatWords.title')}
      readOnly={!canWrite}
      filters={
        <>
          <p className={consoleStyles.muted}>{t('chatWords.hint')}</p>
          {canWrite ? (
            <form
              className={consoleStyles.toolbar}
              onSubmit={(e) => {
                e.preventDefault()
                if (!word.trim()) return
                void run(
                  { method: 'POST', path: '/manager/im/sensitiveWord', query: { word: word.trim() } },
                  t('chatWords.added'),
                ).then((ok) => ok && setWord(''))
              }}
            >
              <input
                value={word}
                maxLength={32}
                onChange={(e) => setWord(e.target.value)}
                aria-label={t('chatWords.word')}
                data-testid="chat-word-input"
              />
              <button type="submit" className="btn" disabled={busy}>
                {t('chatWords.add')}
              </button>
            </form>
          ) : null}
        </>
      }
      table={{ testId: 'chat-words', rows: words.records, rowKey: (w) => w.id, empty: t('chatWords.empty') }}
      columns={[
        { key: 'word', header: t('chatWords.word'), cell: (w) => w.word },
        { key: 'time', header: t('chatWords.createTime'), cell: (w) => w.createTime },
        ...(canWrite
          ? [
              {
                key: 'ops',
                header: '',
                cell: (w: Word) => (
                  <RowButton
                    disabled={busy}
                    onClick={() =>
                      void run(
                        { method: 'DELETE', path: `/manager/im/sensitiveWord/${w.id}` },
                        t('chatWords.deleted'),
                      )
                    }
                  >
                    {t('chatWords.delete')}
                  </RowButton>
                ),
              },
            ]
          : []),
      ]}
    ></ListPage>
  )
}
