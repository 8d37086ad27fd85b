import type { ConsoleSite } from '@silk/contracts/console'
import type { FullDiscountDetail } from '@silk/contracts/full-discount'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { Form, Link } from 'react-router'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import {
  type ConsoleRun,
  FullDiscountDialog,
  type FullDiscountValue,
  fullDiscountValue,
  newFullDiscount,
} from '../../features/seller/queues/FullDiscountDialog.tsx'
import queueStyles from '../../features/seller/queues/queues.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'

type Offer = FullDiscountDetail
const PAGE_SIZE = 10
const STATES = ['START', 'NEW', 'END', 'CLOSE'] as const

const stateClass: Record<Offer['promotionStatus'], string> = {
  START: goodsStyles.on,
  NEW: goodsStyles.wait,
  END: goodsStyles.off,
  CLOSE: goodsStyles.refused,
}

/** What a console's loader reads for the list: the state tab, the name searched, the page. */
export const FULL_DISCOUNT_STATES = STATES

export function fullDiscountQuery(url: URL, pageNumber: number) {
  const q = url.searchParams
  const status = (STATES as readonly string[]).includes(q.get('status') ?? '')
    ? (q.get('status') as string)
    : ''
  const promotionName = (q.get('promotionName') ?? '').trim().slice(0, 64)
  const query: Record<string, string | number> = { pageNumber, pageSize: PAGE_SIZE }
  if (status) query.promotionStatus = status
  if (promotionName) query.promotionName = promotionName
  return { status, promotionName, query }
}

/**
 * 满额活动, the seller's (营销 → 商家活动, its store's offers) and the operator's (促销, the platform's):
 * list by state and name, create, edit before the start, end early.
 */
export function FullDiscountConsole({
  site,
  group,
  path,
  apiBase,
  status,
  promotionName,
  list,
  canEdit,
  run,
  busy,
  platform = false,
}: {
  site: ConsoleSite
  group: string | undefined
  /** The page's own path, for its tabs and reset. */
  path: string
  apiBase: string
  status: string
  promotionName: string
  list: Page<Offer>
  canEdit: boolean
  run: ConsoleRun
  busy: boolean
  platform?: boolean
}) {
  const BASE = path
  const { t, lang } = useTranslation('fullDiscount')
  const { t: tc } = useTranslation('console')
  const editing = useEditing<FullDiscountValue>()
  const [closing, setClosing] = useState<Offer | null>(null)
  const href = (key: string) => {
    const p = new URLSearchParams()
    if (key) p.set('status', key)
    if (promotionName) p.set('promotionName', promotionName)
    const s = p.toString()
    return s ? `${BASE}?${s}` : BASE
  }
  const columns: Column<Offer>[] = [
    {
      key: 'name',
      header: t('name'),
      cell: (o) => (
        <>
          <strong>{o.promotionName}</strong>
          {o.description ? (
            <small className={consoleStyles.muted} style={{ display: 'block' }}>
              {o.description}
            </small>
          ) : null}
        </>
      ),
    },
    {
      key: 'rule',
      header: t('rule'),
      cell: (o) => <span className={queueStyles.nowrap}>{lang === 'en' ? o.ruleEn : o.rule}</span>,
    },
    {
      key: 'window',
      header: t('window'),
      cell: (o) => (
        <span className={queueStyles.nowrap}>
          {o.startTime.slice(0, 16)}
          <br />
          {o.endTime.slice(0, 16)}
        </span>
      ),
    },
    {
      key: 'scope',
      header: t('scope'),
      cell: (o) =>
        o.scopeType === 'PORTION_GOODS' ? (
          <span title={o.goods.map((g) => g.goodsName).join('、')}>
            {t('scopeGoods', { count: o.goods.length })}
          </span>
        ) : (
          t('ALL')
        ),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (o) => (
        <span className={`${goodsStyles.state} ${stateClass[o.promotionStatus]}`}>
          {t(`statuses.${o.promotionStatus}`)}
        </span>
      ),
    },
    {
      key: 'ops',
      header: t('ops'),
      align: 'right',
      cell: (o) =>
        canEdit && (o.promotionStatus === 'NEW' || o.promotionStatus === 'START') ? (
          <span className={`${consoleStyles.rowActions} ${queueStyles.nowrap}`}>
            {o.promotionStatus === 'NEW' ? (
              <button
                type="button"
                className={consoleStyles.linkButton}
                onClick={() => editing.start(fullDiscountValue(o))}
                data-testid="full-discount-edit"
              >
                {tc('actions.edit')}
              </button>
            ) : (
              <span className={consoleStyles.muted} title={t('startedHint')}>
                {tc('actions.edit')}
              </span>
            )}
            <button
              type="button"
              className={consoleStyles.linkButton}
              onClick={() => setClosing(o)}
              data-testid="full-discount-close"
            >
              {t('close')}
            </button>
          </span>
        ) : null,
    },
  ]
  return (
    <ConsolePage
      site={site}
      group={group}
      title={platform ? t('titlePlatform') : t('title')}
      readOnly={!canEdit}
      actions={
        canEdit ? (
          <button
            type="button"
            className="btn"
            onClick={() => editing.start(newFullDiscount())}
            data-testid="full-discount-add"
          >
            {t('add')}
          </button>
        ) : null
      }
    >
      <Panel>
        <p className={consoleStyles.muted} style={{ marginBottom: 16 }}>
          {platform ? t('introPlatform') : t('intro')}
        </p>
        <Form method="get" className={goodsStyles.filters}>
          {status ? <input type="hidden" name="status" value={status} /> : null}
          <label>
            <span>{t('filterName')}</span>
            <input name="promotionName" defaultValue={promotionName} maxLength={64} />
          </label>
          <button type="submit" className="btn">
            {t('search')}
          </button>
          <Link to={status ? `${BASE}?status=${status}` : BASE} className="btn btn-ghost">
            {t('reset')}
          </Link>
        </Form>
        <Tabs
          label={t('tabs')}
          current={status}
          tabs={[
            { key: '', href: href(''), label: t('all') },
            ...STATES.map((key) => ({ key, href: href(key), label: t(`statuses.${key}`) })),
          ]}
        />
        <Table
          columns={columns}
          rows={list.records}
          rowKey={(o) => o.id}
          testId="full-discount-table"
          empty={<p className={goodsStyles.empty}>{t('empty')}</p>}
        />
        <Pager current={list.current} pages={list.pages} total={list.total} />
      </Panel>
      {editing.value ? (
        <FullDiscountDialog
          key={editing.key}
          value={editing.value}
          open={editing.open}
          onClose={editing.close}
          base={apiBase}
          run={run}
          busy={busy}
          canPickGoods={!platform}
        />
      ) : null}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={t('closeTitle', { name: closing?.promotionName ?? '' })}
        message={t('closeMessage')}
        confirmLabel={t('close')}
        onConfirm={() => {
          if (closing) void run({ method: 'PUT', path: `${apiBase}/${closing.id}/close` }, t('closed'))
        }}
      />
    </ConsolePage>
  )
}
