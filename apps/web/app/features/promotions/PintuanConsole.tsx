import type { ConsoleSite } from '@silk/contracts/console'
import type { Page } from '@silk/contracts/paging'
import type { PintuanVO } from '@silk/contracts/pintuan'
import { useState } from 'react'
import { Form, Link } from 'react-router'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ConsolePage, consoleStyles, Panel } from '../console/ConsoleLayout.tsx'
import { useEditing } from '../console/use-editing.ts'
import goodsStyles from '../seller/goods/goods.module.css'
import type { ConsoleRun } from '../seller/queues/FullDiscountDialog.tsx'
import queueStyles from '../seller/queues/queues.module.css'
import { newPintuan, PintuanDialog, type PintuanValue, pintuanValue } from './PintuanDialog.tsx'

const STATES = ['START', 'NEW', 'END', 'CLOSE'] as const
const stateClass: Record<PintuanVO['promotionStatus'], string> = {
  START: goodsStyles.on,
  NEW: goodsStyles.wait,
  END: goodsStyles.off,
  CLOSE: goodsStyles.refused,
}

/** The list's state tab, name and page from the address (both consoles' loaders). */
export function pintuanQuery(url: URL, pageNumber: number) {
  const q = url.searchParams
  const status = (STATES as readonly string[]).includes(q.get('status') ?? '')
    ? (q.get('status') as string)
    : ''
  const promotionName = (q.get('promotionName') ?? '').trim().slice(0, 64)
  const query: Record<string, string | number> = { pageNumber, pageSize: 10 }
  if (status) query.promotionStatus = status
  if (promotionName) query.promotionName = promotionName
  return { status, promotionName, query }
}

/**
 * 拼团活动: the seller's (营销 → its store's activities: create, edit before the start, close) and the
 * operator's read-only list of every store's (`platform`).
 */
export function PintuanConsole({
  site,
  group,
  path,
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
  path: string
  status: string
  promotionName: string
  list: Page<PintuanVO>
  canEdit: boolean
  run?: ConsoleRun
  busy?: boolean
  platform?: boolean
}) {
  const { t, lang } = useTranslation('pintuan')
  const { t: tc } = useTranslation('console')
  const editing = useEditing<PintuanValue>()
  const [closing, setClosing] = useState<PintuanVO | null>(null)
  const href = (key: string) => {
    const p = new URLSearchParams()
    if (key) p.set('status', key)
    if (promotionName) p.set('promotionName', promotionName)
    const s = p.toString()
    return s ? `${path}?${s}` : path
  }
  const columns: Column<PintuanVO>[] = [
    { key: 'name', header: t('name'), cell: (o) => <strong>{o.promotionName}</strong> },
    ...(platform ? [{ key: 'store', header: t('store'), cell: (o: PintuanVO) => o.storeName }] : []),
    {
      key: 'goods',
      header: t('goods'),
      cell: (o) => (
        <span>
          {lang === 'en' && o.goodsNameEn ? o.goodsNameEn : o.goodsName}
          <small className={consoleStyles.muted} style={{ display: 'block' }}>
            {o.skus.map((s) => `${s.specs ? `${s.specs} ` : ''}¥${s.price}`).join(' / ')}
          </small>
        </span>
      ),
    },
    {
      key: 'rule',
      header: t('requiredNum'),
      cell: (o) => (
        <span className={queueStyles.nowrap}>
          {t('people', { count: o.requiredNum })} · {t('hours', { count: o.limitHours })}
        </span>
      ),
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
    { key: 'groups', header: t('groups'), cell: (o) => `${o.groupNum}/${o.successNum}` },
    {
      key: 'status',
      header: t('status'),
      cell: (o) => (
        <span className={`${goodsStyles.state} ${stateClass[o.promotionStatus]}`}>
          {t(`statuses.${o.promotionStatus}`)}
        </span>
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'ops',
            header: t('ops'),
            align: 'right' as const,
            cell: (o: PintuanVO) =>
              o.promotionStatus === 'NEW' || o.promotionStatus === 'START' ? (
                <span className={`${consoleStyles.rowActions} ${queueStyles.nowrap}`}>
                  {o.promotionStatus === 'NEW' ? (
                    <button
                      type="button"
                      className={consoleStyles.linkButton}
                      onClick={() => editing.start(pintuanValue(o))}
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
                    data-testid="pintuan-close"
                  >
                    {t('close')}
                  </button>
                </span>
              ) : null,
          },
        ]
      : []),
  ]
  return (
    <ConsolePage
      site={site}
      group={group}
      title={platform ? t('platformTitle') : t('consoleTitle')}
      readOnly={!canEdit}
      actions={
        canEdit ? (
          <button
            type="button"
            className="btn"
            onClick={() => editing.start(newPintuan())}
            data-testid="pintuan-add"
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
            <span>{t('name')}</span>
            <input name="promotionName" defaultValue={promotionName} maxLength={64} />
          </label>
          <button type="submit" className="btn">
            {t('search')}
          </button>
          <Link to={status ? `${path}?status=${status}` : path} className="btn btn-ghost">
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
          testId="pintuan-table"
          empty={<p className={goodsStyles.empty}>{t('emptyList')}</p>}
        />
        <Pager current={list.current} pages={list.pages} total={list.total} />
      </Panel>
      {editing.value && run ? (
        <PintuanDialog
          key={editing.key}
          value={editing.value}
          open={editing.open}
          onClose={editing.close}
          run={run}
          busy={!!busy}
        />
      ) : null}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={t('closeTitle', { name: closing?.promotionName ?? '' })}
        message={t('closeMessage')}
        confirmLabel={t('close')}
        onConfirm={() => {
          if (closing && run)
            void run({ method: 'PUT', path: `/store/promotion/pintuan/${closing.id}/close` }, t('closed'))
        }}
      />
    </ConsolePage>
  )
}
