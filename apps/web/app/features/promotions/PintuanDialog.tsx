import type { StoreGoodsDetail } from '@silk/contracts/goods-publish'
import { PintuanForm, type PintuanVO } from '@silk/contracts/pintuan'
import { useState } from 'react'
import type { z } from 'zod'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formIssues, renamed } from '../../lib/form-issues.ts'
import { fenShare, formatPrice, moneyInput } from '../../lib/format.ts'
import { consoleBrowser } from '../console/browser.ts'
import { consoleStyles } from '../console/ConsoleLayout.tsx'
import { EditDialog, saveCall } from '../console/EditDialog.tsx'
import { useGoodsPicker } from '../seller/queues/GoodsPicker.tsx'
import styles from '../seller/queues/queues.module.css'
import { SELLER } from '../seller/site.ts'
import {
  newPromotionWindow,
  PromotionWindowFields,
  promotionWindowBody,
  promotionWindowErrors,
  promotionWindowValue,
} from './PromotionWindowFields.tsx'

type Sku = { skuId: string; specs: string; normalPrice: number; price: string }

export interface PintuanValue {
  id?: string
  promotionName: string
  goodsId: string
  goodsName: string
  requiredNum: string
  limitHours: string
  fictitious: boolean
  startTime: string
  endTime: string
  skus: Sku[]
}

/** A new activity: from now for a week, 3-person groups filling within 24 hours. */
export function newPintuan(now = new Date()): PintuanValue {
  return {
    promotionName: '',
    goodsId: '',
    goodsName: '',
    requiredNum: '3',
    limitHours: '24',
    fictitious: false,
    ...newPromotionWindow(now),
    skus: [],
  }
}

export function pintuanValue(p: PintuanVO): PintuanValue {
  return {
    id: p.id,
    promotionName: p.promotionName,
    goodsId: p.goodsId,
    goodsName: p.goodsName,
    requiredNum: String(p.requiredNum),
    limitHours: String(p.limitHours),
    fictitious: p.fictitious,
    ...promotionWindowValue(p),
    skus: p.skus.map((s) => ({
      skuId: s.skuId,
      specs: s.specs,
      normalPrice: s.normalPrice,
      price: String(s.price),
    })),
  }
}

/** Creates or edits a store's 拼团; the server checks every rule again and names what is wrong. */
export function PintuanDialog({
  value,
  open,
  onClose,
}: {
  value: PintuanValue
  open: boolean
  onClose(): void
}) {
  const { t, lang } = useTranslation('pintuan')
  const [form, setForm] = useState(value)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof PintuanValue>(key: K, v: PintuanValue[K]) =>
    setForm((f) => ({ ...f, [key]: v }))
  const required = (field: string) => t('required', { field })
  const pick = async (goods: { goodsId: string; goodsName: string }[]) => {
    const g = goods[0]
    if (!g) return
    const detail = await consoleBrowser(SELLER).api.get<z.infer<typeof StoreGoodsDetail>>(
      `/store/goods/goods/get/${g.goodsId}`,
    )
    setForm((f) => ({
      ...f,
      goodsId: g.goodsId,
      goodsName: g.goodsName,
      skus: detail.skuList.map((s) => ({
        skuId: s.id,
        specs: s.specs.map((x) => x.specValue).join(' '),
        normalPrice: s.price,
        price: moneyInput(fenShare(s.price, 80)),
      })),
    }))
  }
  const { pick: openPicker, picker } = useGoodsPicker([], (goods) => void pick(goods))
  const save = () => {
    const next: Record<string, string> = {}
    if (!form.promotionName.trim()) next.promotionName = required(t('name'))
    if (!form.goodsId) next.goods = required(t('goods'))
    Object.assign(next, promotionWindowErrors(form, { endBeforeStart: t('endBeforeStart') }))
    const body = {
      promotionName: form.promotionName.trim(),
      goodsId: form.goodsId,
      requiredNum: form.requiredNum.trim(),
      limitHours: form.limitHours.trim(),
      fictitious: form.fictitious,
      ...promotionWindowBody(form),
      skus: form.skus.map((s) => ({ skuId: s.skuId, price: s.price.trim() })),
    }
    formIssues(PintuanForm.safeParse(body), lang, renamed({ goodsId: 'goods' }), next)
    setErrors(next)
    if (Object.keys(next).length) return null
    return saveCall('/store/promotion/pintuan', form.id, body, { json: true })
  }
  const text = (key: 'promotionName' | 'requiredNum' | 'limitHours', label: string, numeric = false) => (
    <Field label={label} required error={errors[key]}>
      {(control) => (
        <input
          {...control}
          name={key}
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={64}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  )
  return (
    <EditDialog
      site={SELLER}
      open={open}
      onClose={onClose}
      title={form.id ? t('edit') : t('add')}
      width={720}
      testId="pintuan-dialog"
      submitTestId="pintuan-save"
      save={save}
      done={t('saved')}
      beside={picker}
    >
      {text('promotionName', t('name'))}
      <fieldset className={consoleStyles.checks}>
        <legend>{t('goods')}</legend>
        <button type="button" className="btn btn-ghost" onClick={openPicker} data-testid="pintuan-pick">
          {t('pickGoods')}
        </button>{' '}
        <span data-testid="pintuan-goods">{form.goodsName}</span>
        {errors.goods ? <p className={consoleStyles.error}>{errors.goods}</p> : null}
      </fieldset>
      {form.skus.length ? (
        <fieldset className={consoleStyles.checks}>
          <legend>{t('skuPrices')}</legend>
          {form.skus.map((s, i) => (
            <label key={s.skuId} className={styles.formGrid} style={{ alignItems: 'center' }}>
              <span>
                {s.specs || t('spec')} · {t('price')} {formatPrice(s.normalPrice)}
              </span>
              <input
                inputMode="decimal"
                name={`price-${i}`}
                value={s.price}
                data-testid="pintuan-sku-price"
                onChange={(e) =>
                  set(
                    'skus',
                    form.skus.map((x, j) => (j === i ? { ...x, price: e.target.value } : x)),
                  )
                }
              />
            </label>
          ))}
          {errors.skus ? <p className={consoleStyles.error}>{errors.skus}</p> : null}
        </fieldset>
      ) : null}
      <div className={styles.formGrid}>
        {text('requiredNum', t('requiredNum'), true)}
        {text('limitHours', t('limitHours'), true)}
      </div>
      <label className={consoleStyles.checks}>
        <input
          type="checkbox"
          name="fictitious"
          checked={form.fictitious}
          onChange={(e) => set('fictitious', e.target.checked)}
        />{' '}
        {t('fictitious')}
      </label>
      <PromotionWindowFields
        value={form}
        startLabel={t('start')}
        endLabel={t('end')}
        errors={errors}
        onChange={set}
      />
    </EditDialog>
  )
}
