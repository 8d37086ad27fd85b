import type { ChatCaseVO } from '@silk/contracts/chat'
import { useState } from 'react'
import type { z } from 'zod'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ADMIN } from '../admin/site.ts'
import { consoleBrowser } from '../console/browser.ts'
import { consoleStyles, Panel } from '../console/ConsoleLayout.tsx'
import { MessageRow } from './ChatThread.tsx'
import styles from './chat.module.css'

/**
 * The operator's look at a case's chat (decision 142): read only, and only on request, since every
 * reading is written to the operation log. `query`: the complaint's id or the after-sale's sn.
 */
export function CaseChat({ query }: { query: { complaintId: string } | { afterSaleSn: string } }) {
  const { t } = useTranslation('adminTrade')
  const [found, setFound] = useState<z.infer<typeof ChatCaseVO> | null>(null)
  const [busy, setBusy] = useState(false)
  const show = async () => {
    setBusy(true)
    try {
      setFound(await consoleBrowser(ADMIN).api.get<z.infer<typeof ChatCaseVO>>('/manager/im/case', query))
    } catch {
      // The client said why.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Panel title={t('caseChat.title')} testId="case-chat">
      {found ? (
        found.conversation && found.messages.length ? (
          <div className={styles.messages} style={{ maxHeight: 420 }}>
            {found.messages.map((m) => (
              <MessageRow
                key={m.seq}
                message={m}
                mine={m.sender === 'STORE'}
                conversation={found.conversation ?? undefined}
                side="store"
              />
            ))}
          </div>
        ) : (
          <p className={consoleStyles.muted}>{t('caseChat.none')}</p>
        )
      ) : (
        <>
          <p className={consoleStyles.muted}>{t('caseChat.hint')}</p>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void show()}
            disabled={busy}
            data-testid="case-chat-show"
          >
            {t('caseChat.show')}
          </button>
        </>
      )}
    </Panel>
  )
}
