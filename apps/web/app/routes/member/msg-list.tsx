import type { MemberMessage, MessageStatus } from '@silk/contracts/message'
import type { Page } from '@silk/contracts/paging'
import { useEffect, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import styles from '../../features/member-centre/member-centre.module.css'
import { refreshUnread } from '../../features/member-centre/unread.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('msgList')

const TABS = ['UN_READY', 'ALREADY_READY', 'ALREADY_REMOVE'] as const satisfies readonly MessageStatus[]
type Message = z.infer<typeof MemberMessage>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const status = TABS.find((s) => s === url.searchParams.get('status')) ?? 'UN_READY'
    const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1)
    const messages = await api.get<Page<Message>>('/buyer/message/member', {
      status,
      pageNumber,
      pageSize: 10,
    })
    return { status, messages }
  })
}

/**
 * /home/MsgList: unread, read and recycle-bin tabs. "删除" moves a message to the recycle bin; there it
 * can be deleted for good.
 */
export default function MsgListPage() {
  const { t } = useTranslation('memberCentre')
  const { status, messages } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const hydrated = useHydrated()
  const [deleting, setDeleting] = useState<Message | null>(null)
  const inBin = status === 'ALREADY_REMOVE'

  // The badge follows whatever this page shows (a message may have arrived since it was counted).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-count whenever the list was loaded again
  useEffect(() => {
    void refreshUnread()
  }, [messages])

  async function markRead(message: Message) {
    try {
      await api.put<boolean>(`/buyer/message/member/${message.id}`)
      toast.success(t('messages.marked'))
      revalidator.revalidate()
    } catch {
      // shown by the client
    }
  }

  async function remove(message: Message) {
    try {
      await api.del<boolean>(`/buyer/message/member/${message.id}`)
      toast.success(inBin ? t('messages.deletedForever') : t('messages.deleted'))
      revalidator.revalidate()
    } catch {
      // shown by the client
    }
  }

  const columns: Column<Message>[] = [
    {
      key: 'title',
      header: t('messages.cols.title'),
      // A span, not the cell: the unread dot is its ::before, which a phone's card gives the label.
      cell: (message) => <span className={styles.msgTitle}>{message.title}</span>,
    },
    {
      key: 'content',
      header: t('messages.cols.content'),
      cell: (message) => message.content,
      cellClass: () => styles.msgContent,
    },
    {
      key: 'time',
      header: t('messages.cols.time'),
      cell: (message) => message.createTime,
      cellClass: () => styles.time,
    },
    {
      key: 'actions',
      header: t('messages.cols.actions'),
      cellClass: () => styles.actions,
      cell: (message) => (
        <>
          {message.status === 'UN_READY' ? (
            <button
              type="button"
              className={styles.link}
              disabled={!hydrated}
              onClick={() => void markRead(message)}
              data-testid="msg-read"
            >
              {t('messages.read')}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.link}
            disabled={!hydrated}
            onClick={() => setDeleting(message)}
            data-testid="msg-delete"
          >
            {inBin ? t('messages.deleteForever') : t('messages.delete')}
          </button>
        </>
      ),
    },
  ]

  return (
    <section className={shop.memberCard}>
      <header className={shop.memberHead}>
        <h2>{t('messages.title')}</h2>
      </header>
      <Tabs
        label={t('messages.title')}
        current={status}
        tabs={TABS.map((key) => ({
          key,
          label: t(`messages.tabs.${key}`),
          href: `?status=${key}`,
          testId: `msg-tab-${key}`,
        }))}
      />
      <Table
        columns={columns}
        rows={messages.records}
        rowKey={(message) => message.id}
        rowClass={(message) => (message.status === 'UN_READY' ? styles.unreadRow : undefined)}
        rowTestId="msg-row"
        empty={<EmptyState text={t('messages.empty')} />}
        testId="msg-table"
      />
      <Pager
        current={messages.current}
        pages={messages.pages}
        total={messages.total}
        href={(n) => `?status=${status}&page=${n}`}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('messages.deleteTitle')}
        message={inBin ? t('messages.deleteForeverConfirm') : t('messages.deleteConfirm')}
        onConfirm={() => {
          if (deleting) void remove(deleting)
        }}
      />
    </section>
  )
}
