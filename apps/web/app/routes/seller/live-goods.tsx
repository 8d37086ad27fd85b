import type { CommodityVO } from '@silk/contracts/broadcast'
import { minuteText } from '@silk/contracts/china-time'
import type { StoreGoodsDetail } from '@silk/contracts/goods-publish'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { TextField } from '../../components/form/TextField.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConfirmAction } from '../../features/console/ConfirmAction.tsx'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { EditDialog } from '../../features/console/EditDialog.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { StatusFilter } from '../../features/console/StatusFilter.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useEditing } from '../../features/console/use-editing.ts'
import styles from '../../features/live/live.module.css'
import { useGoodsPicker } from '../../features/seller/queues/GoodsPicker.tsx'
import { pageNumberOf, queueStyles } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const name = (url.searchParams.get('name') ?? '').trim().slice(0, 64)
    const audit = url.searchParams.get('auditStatus') ?? ''
    const query: Record<string, string | number> = { pageNumber: pageNumberOf(url), pageSize: 10 }
    if (name) query.name = name
    if (/^[0-3]$/.test(audit)) query.auditStatus = audit
    const [list, mode] = await Promise.all([
      api.get<Page<CommodityVO>>('/store/broadcast/commodity', query),
      api.get<{ sandbox: boolean }>('/store/broadcast/mode'),
    ])
    return { list, sandbox: mode.sandbox }
  })
}

/** 未审核 grey, 审核中 amber, 审核通过 green, 审核驳回 red. */
const AUDIT_MARK = ['markEND', 'markRecommend', 'markNEW', 'markSTART'] as const

/** 直播商品 (营销 → 直播): the store's goods in the mini program's live goods library (decision 169). */
export default function SellerLiveGoods() {
  const { list, sandbox } = useLoaderData<typeof loader>()
  const { t } = useTranslation('live')
  const canEdit = useCanWrite('promotion')
  const editing = useEditing<{ open: true }>()
  const action = useConsoleAction(SELLER)
  const [removing, setRemoving] = useState<CommodityVO | null>(null)
  return (
    <ListPage
      site={SELLER}
      group={useGroupTitle('promotion')}
      title={t('menu.goods')}
      readOnly={!canEdit}
      add={{ label: t('goods.add'), onClick: () => editing.start({ open: true }), testId: 'live-goods-add' }}
      filters={
        <>
          {sandbox ? (
            <p className={styles.sandbox} data-testid="live-sandbox" style={{ marginBottom: 12 }}>
              {t('sandbox')}
            </p>
          ) : null}
          <p className={consoleStyles.muted} style={{ marginBottom: 12 }}>
            {t('goods.intro')}
          </p>
          <StatusFilter
            name="auditStatus"
            label={t('goods.audit')}
            options={[0, 1, 2, 3].map((s) => ({ value: String(s), label: t(`audit.${s}`) }))}
          />
          <SearchForm
            testId="live-goods-filters"
            fields={[{ name: 'name', label: t('goods.name'), maxLength: 64 }]}
          />
        </>
      }
      table={{ testId: 'live-goods-table', rows: list.records, rowKey: (r) => r.id, empty: t('goods.empty') }}
      page={list}
      columns={[
        {
          key: 'goods',
          header: t('goods.name'),
          cell: (r) => (
            <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <img
                src={pictureAt(r.goodsImage, 200)}
                alt=""
                width={40}
                height={40}
                style={{ objectFit: 'cover' }}
              />
              <span>{r.name}</span>
            </span>
          ),
        },
        { key: 'price', header: t('goods.price'), align: 'right', cell: (r) => formatPrice(r.price) },
        {
          key: 'audit',
          header: t('goods.audit'),
          cell: (r) => (
            <span style={{ display: 'inline-flex', gap: 4 }}>
              <span className={styles[AUDIT_MARK[r.auditStatus]]} data-testid="live-goods-audit">
                {t(`audit.${r.auditStatus}`)}
              </span>
              {r.sandbox ? <span className={styles.markSandbox}>{t('sandboxTag')}</span> : null}
            </span>
          ),
        },
        { key: 'rooms', header: t('goods.rooms'), align: 'right', cell: (r) => r.roomCount },
        {
          key: 'time',
          header: t('goods.time'),
          cell: (r) => <span className={queueStyles.nowrap}>{minuteText(r.createTime)}</span>,
        },
      ]}
      rowActions={(r) => (
        <RowActions>
          {r.auditStatus === 1 ? (
            <RowButton
              disabled={action.busy}
              onClick={() =>
                void action.run(
                  { method: 'PUT', path: `/store/broadcast/commodity/withdraw/${r.liveGoodsId}` },
                  t('goods.withdrawn'),
                )
              }
            >
              {t('goods.withdraw')}
            </RowButton>
          ) : null}
          {r.auditStatus === 0 || r.auditStatus === 3 ? (
            <RowButton
              disabled={action.busy}
              onClick={() =>
                void action.run(
                  { method: 'PUT', path: `/store/broadcast/commodity/resubmit/${r.liveGoodsId}` },
                  t('goods.resubmitted'),
                )
              }
            >
              {t('goods.resubmit')}
            </RowButton>
          ) : null}
          <RowButton onClick={() => setRemoving(r)} data-testid="live-goods-remove">
            {t('goods.remove')}
          </RowButton>
        </RowActions>
      )}
    >
      {editing.value ? (
        <LiveGoodsDialog key={editing.key} open={editing.open} onClose={editing.close} />
      ) : null}
      <ConfirmAction
        site={SELLER}
        call={
          removing ? { method: 'DELETE', path: `/store/broadcast/commodity/${removing.liveGoodsId}` } : null
        }
        onClose={() => setRemoving(null)}
        title={t('goods.removeTitle', { name: removing?.name ?? '' })}
        message={t('goods.removeMessage')}
        confirmLabel={t('goods.remove')}
        done={t('goods.removed')}
      />
    </ListPage>
  )
}

type Sku = { skuId: string; label: string; price: number }

/** Picks one SKU of the store's goods on sale and sets its live name and price. */
function LiveGoodsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('live')
  const [goodsName, setGoodsName] = useState('')
  const [skus, setSkus] = useState<Sku[]>([])
  const [skuId, setSkuId] = useState('')
  const [name, setName] = useState('')
  const [price, setPrice] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const pick = async (goods: { goodsId: string; goodsName: string }[]) => {
    const g = goods[0]
    if (!g) return
    const detail = await consoleBrowser(SELLER).api.get<z.infer<typeof StoreGoodsDetail>>(
      `/store/goods/goods/get/${g.goodsId}`,
    )
    const list = detail.skuList.map((s) => ({
      skuId: s.id,
      label: s.specs.map((x) => x.specValue).join(' '),
      price: s.price,
    }))
    setGoodsName(g.goodsName)
    setName(g.goodsName.slice(0, 14))
    setSkus(list)
    setSkuId(list[0]?.skuId ?? '')
    setPrice(list[0] ? String(list[0].price) : '')
    setErrors({})
  }
  const { pick: openPicker, picker } = useGoodsPicker([], (goods) => void pick(goods), { onSale: true })
  const sku = skus.find((s) => s.skuId === skuId)
  const save = () => {
    const next: Record<string, string> = {}
    if (!sku) next.goods = t('goods.required', { field: t('goods.pickGoods') })
    const amount = price.trim()
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0 || (sku && Number(amount) > sku.price))
      next.price = t('goods.priceRange')
    setErrors(next)
    if (Object.keys(next).length || !sku) return null
    return {
      method: 'POST' as const,
      path: '/store/broadcast/commodity',
      body: [{ skuId: sku.skuId, name: name.trim() || undefined, price: Number(amount) }],
      json: true,
    }
  }
  return (
    <EditDialog
      site={SELLER}
      open={open}
      onClose={onClose}
      title={t('goods.add')}
      width={560}
      testId="live-goods-dialog"
      submitTestId="live-goods-save"
      save={save}
      done={t('goods.saved')}
      beside={picker}
    >
      <fieldset className={consoleStyles.checks}>
        <legend>{t('goods.pickGoods')}</legend>
        <button type="button" className="btn btn-ghost" onClick={openPicker} data-testid="live-goods-pick">
          {t('goods.pickGoods')}
        </button>{' '}
        <span data-testid="live-goods-picked">{goodsName}</span>
        {errors.goods ? <p className={consoleStyles.error}>{errors.goods}</p> : null}
      </fieldset>
      {skus.length ? (
        <label className={consoleStyles.checks} style={{ display: 'block' }}>
          <span style={{ display: 'block', marginBottom: 4 }}>{t('goods.sku')}</span>
          <select
            name="skuId"
            value={skuId}
            onChange={(e) => setSkuId(e.target.value)}
            data-testid="live-goods-sku"
          >
            {skus.map((s) => (
              <option key={s.skuId} value={s.skuId}>
                {`${s.label || t('goods.sku')} · ${t('goods.goodsPrice')} ${formatPrice(s.price)}`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <TextField
        label={t('goods.name')}
        name="name"
        maxLength={28}
        hint={t('goods.nameHint')}
        value={name}
        onChange={setName}
        testId="live-goods-name"
      />
      <TextField
        label={t('goods.price')}
        name="price"
        required
        inputMode="decimal"
        maxLength={12}
        value={price}
        error={errors.price}
        onChange={(v) => {
          setPrice(v)
          setErrors({})
        }}
        testId="live-goods-price"
      />
    </EditDialog>
  )
}
