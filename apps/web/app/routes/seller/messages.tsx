import type { Page } from '@silk/contracts/paging'
import type { StoreMessage } from '@silk/contracts/store-message'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import { pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

const STATUSES = ['UN_READY', 'ALREADY_READY', 'ALREADY_REMOVE'] as const
type Status = (typeof STATUSES)[number]
const BASE = '/store/message/storeMessage'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const asked = url.searchParams.get('status') ?? ''
    const status: Status = (STATUSES as readonly string[]).includes(asked) ? (asked as Status) : 'UN_READY'
    const [list, all] = await Promise.all([
      api.get<Page<StoreMessage>>(BASE, { status, pageNumber: pageNumberOf(url), pageSize: 10 }),
      api.get<Record<Status, Page<StoreMessage>>>(`${BASE}/all`, { pageSize: 1 }),
    ])
    return {
      status,
      list,
      counts: Object.fromEntries(STATUSES.map((s) => [s, all[s].total])) as Record<Status, number>,
    }
  })
}

/** 系统消息: the platform's notices to this store, unread / read / recycle bin (decision 174). */
export default function SellerMessages() {
  const { status, list, counts } = useLoaderData<typeof loader>()
  const { t } = useTranslation('storeMessage')
  const canWrite = useCanWrite('message')
  const { run, busy } = useConsoleAction(SELLER)
  const [open, setOpen] = useState<StoreMessage | null>(null)
  const act = (method: 'PUT' | 'DELETE', id: string, action: string) =>
    run({ method, path: `${BASE}/${id}${action}` }, t('seller.done'))
  const view = (m: StoreMessage) => {
    setOpen(open?.id === m.id ? null : m)
    if (m.status === 'UN_READY') void act('PUT', m.id, '/read')
  }
  const columns: Column<StoreMessage>[] = [
    {
      key: 'title',
      header: t('seller.col.title'),
      cell: (m) => (
        <button type="button" className={consoleStyles.linkButton} onClick={() => view(m)}>
          {m.title}
        </button>
      ),
    },
    {
      key: 'time',
      header: t('seller.col.time'),
      cell: (m) => <span className={consoleStyles.muted}>{m.createTime}</span>,
    },
    {
      key: 'ops',
      header: t('seller.col.ops'),
      align: 'right',
      cell: (m) => (
        <RowActions>
          <RowButton disabled={busy} onClick={() => view(m)}>
            {open?.id === m.id ? t('seller.close') : t('seller.open')}
          </RowButton>
          {m.status === 'UN_READY' ? (
            <RowButton disabled={busy} onClick={() => void act('PUT', m.id, '/read')}>
              {t('seller.markRead')}
            </RowButton>
          ) : null}
          {canWrite && m.status !== 'ALREADY_REMOVE' ? (
            <RowButton disabled={busy} onClick={() => void act('DELETE', m.id, '/delete')}>
              {t('seller.remove')}
            </RowButton>
          ) : null}
          {canWrite && m.status === 'ALREADY_REMOVE' ? (
            <>
              <RowButton disabled={busy} onClick={() => void act('PUT', m.id, '/reduction')}>
                {t('seller.restore')}
              </RowButton>
              <RowButton disabled={busy} onClick={() => void act('DELETE', m.id, '')}>
                {t('seller.clear')}
              </RowButton>
            </>
          ) : null}
        </RowActions>
      ),
    },
  ]
  return (
    <ConsolePage site={SELLER} group={useGroupTitle('message')} title={t('seller.title')}>
      <Panel>
        <p className={consoleStyles.muted}>{t('seller.intro')}</p>
        <Tabs
          label={t('seller.tabsLabel')}
          current={status}
          tabs={STATUSES.map((key) => ({
            key,
            href: key === 'UN_READY' ? '/seller/messages' : `/seller/messages?status=${key}`,
            label: `${t(`seller.tab.${key}`)} (${counts[key]})`,
          }))}
        />
        {open ? (
          <article data-testid="store-message-open" style={{ margin: '16px 0' }}>
            <h3>{open.title}</h3>
            <p className={consoleStyles.muted}>{open.createTime}</p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{open.content}</p>
          </article>
        ) : null}
        <Table
          columns={columns}
          rows={list.records}
          rowKey={(m) => m.id}
          testId="store-message-table"
          empty={<p className={goodsStyles.empty}>{t(`seller.empty.${status}`)}</p>}
        />
        <Pager current={list.current} pages={list.pages} total={list.total} />
      </Panel>
    </ConsolePage>
  )
}
