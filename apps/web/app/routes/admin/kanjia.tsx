import { KanjiaGoodsForm, type KanjiaGoodsVO } from '@silk/contracts/kanjia'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { TextField } from '../../components/form/TextField.tsx'
import { Field } from '../../components/ui/Field.tsx'
import points from '../../features/admin/points.module.css'
import { type ChosenSku, SkuLine, SkuPicker } from '../../features/admin/SkuPicker.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { EditDialog, saveCall } from '../../features/console/EditDialog.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import { PromotionListPage, promotionListQuery } from '../../features/promotions/PromotionListPage.tsx'
import {
  newPromotionWindow,
  PromotionWindowFields,
  promotionWindowBody,
  promotionWindowErrors,
  promotionWindowValue,
} from '../../features/promotions/PromotionWindowFields.tsx'
import queueStyles from '../../features/seller/queues/queues.module.css'
import { pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formIssues, topField } from '../../lib/form-issues.ts'
import { fenShare, formatMoney, formatPrice, moneyInput } from '../../lib/format.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    list: await api.get<Page<KanjiaGoodsVO>>(
      '/manager/promotion/kanJiaGoods',
      promotionListQuery(url, pageNumberOf(url)).query,
    ),
  }))
}

/** 砍价商品 (促销): the platform's bargain offers (decision 167). */
export default function AdminKanjia() {
  const { list } = useLoaderData<typeof loader>()
  const { t: ta } = useTranslation('admin')
  const { t, lang } = useTranslation('kanjia')
  const canEdit = useAdminCanWrite('promotion')
  const editing = useEditing<KanjiaValue>()
  return (
    <PromotionListPage
      site={ADMIN}
      group={ta('area.promotion')}
      ns="kanjia"
      platform
      testId="kanjia"
      list={list}
      canEdit={canEdit}
      apiBase="/manager/promotion/kanJiaGoods"
      onAdd={() => editing.start(newKanjia())}
      onEdit={(o) => editing.start(kanjiaValue(o))}
      columns={[
        { key: 'name', header: t('name'), cell: (o) => <strong>{o.promotionName}</strong> },
        {
          key: 'goods',
          header: t('goods'),
          cell: (o) => (
            <span>
              {lang === 'en' && o.goodsNameEn ? o.goodsNameEn : o.goodsName}
              <small className={consoleStyles.muted} style={{ display: 'block' }}>
                {[o.specs, o.storeName].filter(Boolean).join(' · ')}
              </small>
            </span>
          ),
        },
        {
          key: 'prices',
          header: t('purchasePrice'),
          cell: (o) => (
            <span className={queueStyles.nowrap}>
              {formatPrice(o.price)} → {formatPrice(o.purchasePrice)}
              <small className={consoleStyles.muted} style={{ display: 'block' }}>
                {t('cutRange')} {formatPrice(o.lowestPrice)}–{formatMoney(o.highestPrice)}
              </small>
            </span>
          ),
        },
        { key: 'stock', header: t('stock'), cell: (o) => o.stock },
        { key: 'bargains', header: t('bargains'), cell: (o) => `${o.bargainNum}/${o.orderNum}` },
      ]}
      dialog={
        editing.value ? (
          <KanjiaDialog key={editing.key} value={editing.value} open={editing.open} onClose={editing.close} />
        ) : null
      }
    />
  )
}

interface KanjiaValue {
  id?: string
  promotionName: string
  sku: ChosenSku | null
  purchasePrice: string
  lowestPrice: string
  highestPrice: string
  stock: string
  startTime: string
  endTime: string
}

/** A new offer: from now for a week, 10 to be bought. */
function newKanjia(now = new Date()): KanjiaValue {
  return {
    promotionName: '',
    sku: null,
    purchasePrice: '',
    lowestPrice: '1',
    highestPrice: '5',
    stock: '10',
    ...newPromotionWindow(now),
  }
}

function kanjiaValue(o: KanjiaGoodsVO): KanjiaValue {
  return {
    id: o.id,
    promotionName: o.promotionName,
    sku: {
      skuId: o.skuId,
      goodsName: o.goodsName,
      simpleSpecs: o.specs,
      thumbnail: o.thumbnail,
      price: o.price,
      quantity: o.stock,
      storeName: o.storeName,
    },
    purchasePrice: String(o.purchasePrice),
    lowestPrice: String(o.lowestPrice),
    highestPrice: String(o.highestPrice),
    stock: String(o.stock),
    ...promotionWindowValue(o),
  }
}

/** Adds or edits an offer; the server checks every rule again and names what is wrong. */
function KanjiaDialog({ value, open, onClose }: { value: KanjiaValue; open: boolean; onClose(): void }) {
  const { t, lang } = useTranslation('kanjia')
  const [form, setForm] = useState(value)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof KanjiaValue>(key: K, v: KanjiaValue[K]) => setForm((f) => ({ ...f, [key]: v }))
  const save = () => {
    const next: Record<string, string> = {}
    if (!form.sku) next.skuId = t('chooseSku')
    Object.assign(next, promotionWindowErrors(form, { endBeforeStart: t('endBeforeStart') }))
    const body = {
      promotionName: form.promotionName.trim(),
      skuId: form.sku?.skuId ?? '',
      purchasePrice: form.purchasePrice.trim(),
      lowestPrice: form.lowestPrice.trim(),
      highestPrice: form.highestPrice.trim(),
      stock: form.stock.trim(),
      ...promotionWindowBody(form),
    }
    formIssues(KanjiaGoodsForm.safeParse(body), lang, topField, next)
    setErrors(next)
    if (Object.keys(next).length) return null
    return saveCall('/manager/promotion/kanJiaGoods', form.id, body, { json: true })
  }
  const text = (
    key: 'promotionName' | 'purchasePrice' | 'lowestPrice' | 'highestPrice' | 'stock',
    label: string,
    mode?: 'decimal' | 'numeric',
  ) => (
    <TextField
      label={label}
      name={key}
      required
      error={errors[key]}
      inputMode={mode}
      maxLength={64}
      value={form[key]}
      onChange={(v) => set(key, v)}
    />
  )
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={form.id ? t('edit') : t('add')}
      width={720}
      testId="kanjia-dialog"
      submitTestId="kanjia-save"
      save={save}
      done={t('saved')}
    >
      {text('promotionName', t('name'))}
      <Field label={t('goods')} required error={errors.skuId}>
        {(control) =>
          form.sku ? (
            <div className={points.chosen} data-testid="kanjia-chosen-sku">
              <SkuLine sku={form.sku} />
              <RowButton onClick={() => set('sku', null)}>{t('change')}</RowButton>
              <input type="hidden" id={control.id} value={form.sku.skuId} readOnly />
            </div>
          ) : (
            <SkuPicker
              inputId={control.id}
              describedBy={control['aria-describedby']}
              taken={() => false}
              onChoose={(sku) => {
                setForm((f) => ({
                  ...f,
                  sku,
                  promotionName: f.promotionName || sku.goodsName.slice(0, 64),
                  purchasePrice: f.purchasePrice || moneyInput(fenShare(sku.price, 50)),
                }))
                setErrors({})
              }}
            />
          )
        }
      </Field>
      <div className={queueStyles.formGrid}>
        {text('purchasePrice', t('purchasePrice'), 'decimal')}
        {text('stock', t('stock'), 'numeric')}
        {text('lowestPrice', t('lowestPrice'), 'decimal')}
        {text('highestPrice', t('highestPrice'), 'decimal')}
      </div>
      <PromotionWindowFields
        value={form}
        startLabel={t('startTime')}
        endLabel={t('endTime')}
        errors={errors}
        onChange={set}
      />
    </EditDialog>
  )
}
