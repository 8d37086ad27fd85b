import { minuteText } from '@silk/contracts/china-time'
import type { DistributionGoodsVO } from '@silk/contracts/distribution'
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
import { useEditing } from '../../features/console/use-editing.ts'
import { useGoodsPicker } from '../../features/seller/queues/GoodsPicker.tsx'
import { pageNumberOf, queueStyles } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const goodsName = (url.searchParams.get('goodsName') ?? '').trim().slice(0, 64)
    const query: Record<string, string | number> = { pageNumber: pageNumberOf(url), pageSize: 10 }
    if (goodsName) query.goodsName = goodsName
    return { list: await api.get<Page<DistributionGoodsVO>>('/store/distribution/goods', query) }
  })
}

type Sku = { skuId: string; label: string; price: number }
type Editing = { skuId?: string; goodsName?: string; label?: string; price?: number; commission?: string }

/** 分销商品 (营销 → 分销): the store's SKUs in the distribution programme, each with its commission. */
export default function SellerDistributionGoods() {
  const { list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerDistribution')
  const canEdit = useCanWrite('promotion')
  const editing = useEditing<Editing>()
  const [removing, setRemoving] = useState<DistributionGoodsVO | null>(null)
  return (
    <ListPage
      site={SELLER}
      group={useGroupTitle('promotion')}
      title={t('goods.title')}
      readOnly={!canEdit}
      add={{ label: t('goods.add'), onClick: () => editing.start({}), testId: 'distribution-goods-add' }}
      filters={
        <>
          <p className={consoleStyles.muted} style={{ marginBottom: 16 }}>
            {t('goods.intro')}
          </p>
          <SearchForm
            testId="distribution-goods-filters"
            stacked
            fields={[{ name: 'goodsName', label: t('goods.nameFilter'), maxLength: 64 }]}
          />
        </>
      }
      table={{
        testId: 'distribution-goods-table',
        rows: list.records,
        rowKey: (r) => r.id,
        empty: t('goods.empty'),
      }}
      page={list}
      columns={[
        {
          key: 'goods',
          header: t('goods.goods'),
          cell: (r) => (
            <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              {r.thumbnail ? (
                <img src={r.thumbnail} alt="" width={40} height={40} style={{ objectFit: 'cover' }} />
              ) : null}
              <span>
                {r.goodsName}
                {r.specs ? (
                  <small className={consoleStyles.muted} style={{ display: 'block' }}>
                    {r.specs}
                  </small>
                ) : null}
              </span>
            </span>
          ),
        },
        { key: 'price', header: t('goods.price'), align: 'right', cell: (r) => formatPrice(r.price) },
        {
          key: 'commission',
          header: t('goods.commission'),
          align: 'right',
          cell: (r) => (
            <strong data-testid="distribution-goods-commission">{formatPrice(r.commission)}</strong>
          ),
        },
        { key: 'stock', header: t('goods.stock'), align: 'right', cell: (r) => r.quantity },
        {
          key: 'time',
          header: t('goods.time'),
          cell: (r) => <span className={queueStyles.nowrap}>{minuteText(r.createTime)}</span>,
        },
      ]}
      rowActions={(r) => (
        <RowActions>
          <RowButton
            onClick={() =>
              editing.start({
                skuId: r.skuId,
                goodsName: r.goodsName,
                label: r.specs,
                price: r.price,
                commission: String(r.commission),
              })
            }
          >
            {t('goods.edit')}
          </RowButton>
          <RowButton onClick={() => setRemoving(r)} data-testid="distribution-goods-remove">
            {t('goods.remove')}
          </RowButton>
        </RowActions>
      )}
    >
      {editing.value ? (
        <GoodsDialog key={editing.key} value={editing.value} open={editing.open} onClose={editing.close} />
      ) : null}
      <ConfirmAction
        site={SELLER}
        call={removing ? { method: 'DELETE', path: `/store/distribution/goods/cancel/${removing.id}` } : null}
        onClose={() => setRemoving(null)}
        title={t('goods.removeTitle', { name: removing?.goodsName ?? '' })}
        message={t('goods.removeMessage')}
        confirmLabel={t('goods.remove')}
        done={t('goods.removed')}
      />
    </ListPage>
  )
}

/** Picks one SKU of one of the store's goods (or keeps the row's) and sets its commission. */
function GoodsDialog({ value, open, onClose }: { value: Editing; open: boolean; onClose(): void }) {
  const { t } = useTranslation('sellerDistribution')
  const fixed = Boolean(value.skuId)
  const [goodsName, setGoodsName] = useState(value.goodsName ?? '')
  const [skus, setSkus] = useState<Sku[]>(
    value.skuId ? [{ skuId: value.skuId, label: value.label ?? '', price: value.price ?? 0 }] : [],
  )
  const [skuId, setSkuId] = useState(value.skuId ?? '')
  const [commission, setCommission] = useState(value.commission ?? '')
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
    setSkus(list)
    setSkuId(list[0]?.skuId ?? '')
    setErrors({})
  }
  const { pick: openPicker, picker } = useGoodsPicker([], (goods) => void pick(goods), { onSale: true })
  const sku = skus.find((s) => s.skuId === skuId)
  const save = () => {
    const next: Record<string, string> = {}
    if (!sku) next.goods = t('goods.required', { field: t('goods.goods') })
    const amount = commission.trim()
    if (!amount) next.commission = t('goods.required', { field: t('goods.commission') })
    else if (
      !/^\d{1,9}(\.\d{1,2})?$/.test(amount) ||
      Number(amount) <= 0 ||
      (sku && Number(amount) >= sku.price)
    )
      next.commission = t('goods.commissionRange')
    setErrors(next)
    if (Object.keys(next).length || !sku) return null
    return {
      method: 'PUT' as const,
      path: `/store/distribution/goods/checked/${sku.skuId}`,
      query: { commission: amount },
    }
  }
  return (
    <EditDialog
      site={SELLER}
      open={open}
      onClose={onClose}
      title={fixed ? t('goods.edit') : t('goods.add')}
      width={560}
      testId="distribution-goods-dialog"
      submitTestId="distribution-goods-save"
      save={save}
      done={t('goods.saved')}
      beside={fixed ? null : picker}
    >
      <fieldset className={consoleStyles.checks}>
        <legend>{t('goods.goods')}</legend>
        {fixed ? null : (
          <>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={openPicker}
              data-testid="distribution-goods-pick"
            >
              {t('goods.pickGoods')}
            </button>{' '}
          </>
        )}
        <span data-testid="distribution-goods-picked">{goodsName}</span>
        {errors.goods ? <p className={consoleStyles.error}>{errors.goods}</p> : null}
      </fieldset>
      {skus.length ? (
        <label className={consoleStyles.checks} style={{ display: 'block' }}>
          <span style={{ display: 'block', marginBottom: 4 }}>{t('goods.sku')}</span>
          <select
            name="skuId"
            value={skuId}
            disabled={fixed}
            onChange={(e) => setSkuId(e.target.value)}
            data-testid="distribution-goods-sku"
          >
            {skus.map((s) => (
              <option key={s.skuId} value={s.skuId}>
                {`${s.label || t('goods.sku')} · ${t('goods.price')} ${formatPrice(s.price)}`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <TextField
        label={t('goods.commission')}
        name="commission"
        required
        inputMode="decimal"
        maxLength={12}
        value={commission}
        error={errors.commission}
        onChange={(v) => {
          setCommission(v)
          setErrors({})
        }}
        testId="distribution-goods-commission-input"
      />
    </EditDialog>
  )
}
