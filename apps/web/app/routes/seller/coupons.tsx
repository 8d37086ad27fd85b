import { minuteText } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import type { StoreCouponReceipt, StoreCouponVO } from '@silk/contracts/store-coupon'
import { useEffect, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useEditing } from '../../features/console/use-editing.ts'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import {
  CouponDialog,
  type CouponValue,
  couponValue,
  newCoupon,
} from '../../features/seller/queues/CouponDialog.tsx'
import { OrderLink, pageNumberOf, queueStyles } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

type Coupon = StoreCouponVO
type Receipt = z.infer<typeof StoreCouponReceipt>
const PAGE_SIZE = 10
const STATES = ['START', 'NEW', 'END', 'CLOSE'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const q = url.searchParams
    const status = (STATES as readonly string[]).includes(q.get('status') ?? '')
      ? (q.get('status') as string)
      : ''
    const couponName = (q.get('couponName') ?? '').trim().slice(0, 64)
    const query: Record<string, string | number> = { pageNumber: pageNumberOf(url), pageSize: PAGE_SIZE }
    if (status) query.promotionStatus = status
    if (couponName) query.couponName = couponName
    return { status, couponName, list: await api.get<Page<Coupon>>('/store/promotion/coupon', query) }
  })
}

const stateClass: Record<Coupon['promotionStatus'], string> = {
  START: goodsStyles.on,
  NEW: goodsStyles.wait,
  END: goodsStyles.off,
  CLOSE: goodsStyles.refused,
}

/** 优惠券 (营销 → 商家活动): the store's coupons; create, edit before the first claim, close, claims. */
export default function SellerCoupons() {
  const { status, couponName, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerQueues')
  const { t: tc } = useTranslation('console')
  const canEdit = useCanWrite('promotion')
  const editing = useEditing<CouponValue>()
  const [closing, setClosing] = useState<Coupon | null>(null)
  const [records, setRecords] = useState<Coupon | null>(null)
  const { run } = useConsoleAction(SELLER)
  const href = (key: string) => {
    const p = new URLSearchParams()
    if (key) p.set('status', key)
    if (couponName) p.set('couponName', couponName)
    const s = p.toString()
    return s ? `/seller/promotions/coupons?${s}` : '/seller/promotions/coupons'
  }
  const value = (c: Coupon) =>
    c.couponType === 'PRICE'
      ? t('coupon.valuePrice', { price: formatPrice(c.price) })
      : t('coupon.valueDiscount', { discount: c.couponDiscount })
  const validity = (c: Coupon) =>
    c.rangeDayType === 'DYNAMICTIME' ? (
      <>
        {t('coupon.daysAfter', { days: c.effectiveDays })}
        <small className={consoleStyles.muted} style={{ display: 'block' }}>
          {t('coupon.claimWindow', { start: minuteText(c.startTime), end: minuteText(c.endTime) })}
        </small>
      </>
    ) : (
      <span className={queueStyles.nowrap}>
        {minuteText(c.startTime)}
        <br />
        {minuteText(c.endTime)}
      </span>
    )
  const columns: Column<Coupon>[] = [
    {
      key: 'name',
      header: t('coupon.col.name'),
      cell: (c) => (
        <>
          <strong>{c.couponName}</strong>
          {c.description ? (
            <small className={consoleStyles.muted} style={{ display: 'block' }}>
              {c.description}
            </small>
          ) : null}
        </>
      ),
    },
    {
      key: 'value',
      header: <span className={queueStyles.nowrap}>{t('coupon.col.value')}</span>,
      cell: (c) => <span className={queueStyles.nowrap}>{value(c)}</span>,
    },
    {
      key: 'threshold',
      header: <span className={queueStyles.nowrap}>{t('coupon.col.threshold')}</span>,
      cell: (c) => (
        <span className={queueStyles.nowrap}>
          {c.consumeThreshold > 0
            ? t('coupon.thresholdOf', { amount: formatPrice(c.consumeThreshold) })
            : t('coupon.noThreshold')}
        </span>
      ),
    },
    { key: 'validity', header: t('coupon.col.validity'), cell: validity },
    {
      key: 'scope',
      header: t('coupon.col.scope'),
      cell: (c) =>
        c.scopeType === 'PORTION_GOODS' ? (
          <span title={c.goods.map((g) => g.goodsName).join('、')}>
            {t('coupon.scopeGoods', { count: c.goods.length })}
          </span>
        ) : (
          t('coupon.scopeAll')
        ),
    },
    {
      key: 'claimed',
      header: <span className={queueStyles.nowrap}>{t('coupon.col.claimed')}</span>,
      align: 'right',
      cell: (c) => `${c.receivedNum} / ${c.publishNum}`,
    },
    {
      key: 'used',
      header: <span className={queueStyles.nowrap}>{t('coupon.col.used')}</span>,
      align: 'right',
      cell: (c) => c.usedNum,
    },
    {
      key: 'status',
      header: t('common.status'),
      cell: (c) => (
        <span className={`${goodsStyles.state} ${stateClass[c.promotionStatus]}`}>
          {t(`coupon.status.${c.promotionStatus}`)}
        </span>
      ),
    },
    {
      key: 'ops',
      header: t('common.ops'),
      align: 'right',
      cell: (c) => (
        <span className={`${consoleStyles.rowActions} ${queueStyles.nowrap}`}>
          <button
            type="button"
            className={consoleStyles.linkButton}
            onClick={() => setRecords(c)}
            data-testid="coupon-records"
          >
            {t('coupon.records')}
          </button>
          {canEdit && c.promotionStatus !== 'CLOSE' && c.promotionStatus !== 'END' ? (
            <>
              {c.receivedNum === 0 ? (
                <button
                  type="button"
                  className={consoleStyles.linkButton}
                  onClick={() => editing.start(couponValue(c))}
                  data-testid="coupon-edit"
                >
                  {tc('actions.edit')}
                </button>
              ) : (
                <span className={consoleStyles.muted} title={t('coupon.lockedHint')}>
                  {tc('actions.edit')}
                </span>
              )}
              <button
                type="button"
                className={consoleStyles.linkButton}
                onClick={() => setClosing(c)}
                data-testid="coupon-close"
              >
                {t('coupon.close')}
              </button>
            </>
          ) : null}
        </span>
      ),
    },
  ]
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('promotion')}
      title={t('coupon.title')}
      readOnly={!canEdit}
      actions={
        canEdit ? (
          <button
            type="button"
            className="btn"
            onClick={() => editing.start(newCoupon())}
            data-testid="coupon-add"
          >
            {t('coupon.add')}
          </button>
        ) : null
      }
    >
      <Panel>
        <SearchForm
          stacked
          keep={['status']}
          fields={[{ name: 'couponName', label: t('coupon.filter.name'), maxLength: 64 }]}
        />
        <Tabs
          label={t('coupon.tabsLabel')}
          current={status}
          tabs={[
            { key: '', href: href(''), label: t('common.all') },
            ...STATES.map((key) => ({ key, href: href(key), label: t(`coupon.status.${key}`) })),
          ]}
        />
        <Table
          columns={columns}
          rows={list.records}
          rowKey={(c) => c.id}
          testId="coupon-table"
          empty={<p className={goodsStyles.empty}>{t('common.empty')}</p>}
        />
        <Pager current={list.current} pages={list.pages} total={list.total} />
      </Panel>
      {editing.value ? (
        <CouponDialog key={editing.key} value={editing.value} open={editing.open} onClose={editing.close} />
      ) : null}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={t('coupon.closeTitle', { name: closing?.couponName ?? '' })}
        message={t('coupon.closeMessage')}
        confirmLabel={t('coupon.close')}
        onConfirm={() => {
          if (closing)
            void run(
              {
                method: 'PUT',
                path: '/store/promotion/coupon/status',
                query: { couponIds: closing.id, promotionStatus: 'CLOSE' },
              },
              t('coupon.closed'),
            )
        }}
      />
      <RecordsDialog coupon={records} onClose={() => setRecords(null)} />
    </ConsolePage>
  )
}

/** Who claimed the coupon, when, and the order that used it. */
function RecordsDialog({ coupon, onClose }: { coupon: Coupon | null; onClose(): void }) {
  const { t } = useTranslation('sellerQueues')
  const [page, setPage] = useState<Page<Receipt> | null>(null)
  const [pageNumber, setPageNumber] = useState(1)
  useEffect(() => {
    if (!coupon) {
      setPage(null)
      setPageNumber(1)
      return
    }
    let live = true
    consoleBrowser(SELLER)
      .api.get<Page<Receipt>>('/store/promotion/coupon/received', {
        couponId: coupon.id,
        pageNumber,
        pageSize: 10,
      })
      .then((p) => live && setPage(p))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [coupon, pageNumber])
  const columns: Column<Receipt>[] = [
    { key: 'member', header: t('coupon.recordCol.member'), cell: (r) => r.memberName },
    { key: 'time', header: t('coupon.recordCol.time'), cell: (r) => r.createTime },
    {
      key: 'status',
      header: t('coupon.recordCol.status'),
      cell: (r) => t(`coupon.memberStatus.${r.memberCouponStatus}`),
    },
    { key: 'used', header: t('coupon.recordCol.used'), cell: (r) => r.consumptionTime ?? '—' },
    {
      key: 'order',
      header: t('coupon.recordCol.order'),
      cell: (r) => (r.usedOrderSn ? <OrderLink sn={r.usedOrderSn} /> : '—'),
    },
  ]
  return (
    <Dialog
      open={coupon !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('coupon.recordsTitle', { name: coupon?.couponName ?? '' })}
      width={820}
      testId="coupon-records-dialog"
      actions={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <Table
        columns={columns}
        rows={page?.records ?? []}
        rowKey={(r) => r.id}
        empty={<p className={goodsStyles.empty}>{t('common.empty')}</p>}
      />
      {page && page.pages > 1 ? (
        <div className={queueStyles.actionsBar}>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((n) => n - 1)}
          >
            ‹
          </button>
          <span className={consoleStyles.muted}>
            {pageNumber} / {page.pages}
          </span>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={pageNumber >= page.pages}
            onClick={() => setPageNumber((n) => n + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </Dialog>
  )
}
