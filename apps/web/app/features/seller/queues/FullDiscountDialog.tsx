import type { ConsoleSite } from '@silk/contracts/console'
import { type FullDiscountDetail, FullDiscountForm } from '@silk/contracts/full-discount'
import { useState } from 'react'
import { TextField } from '../../../components/form/TextField.tsx'
import { Field } from '../../../components/ui/Field.tsx'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { formIssues, renamed } from '../../../lib/form-issues.ts'
import { EditDialog, saveCall } from '../../console/EditDialog.tsx'
import {
  newPromotionWindow,
  PromotionWindowFields,
  promotionWindowBody,
  promotionWindowErrors,
  promotionWindowValue,
} from '../../promotions/PromotionWindowFields.tsx'
import { type PickedGoods, useGoodsPicker } from './GoodsPicker.tsx'
import { PromotionScopeFields, RadioFieldset } from './PromotionFields.tsx'
import styles from './queues.module.css'

type Goods = PickedGoods

export interface FullDiscountValue {
  id?: string
  promotionName: string
  /** `yyyy-MM-ddTHH:mm`, the datetime-local input's value. */
  startTime: string
  endTime: string
  fullMoney: string
  discountType: 'MINUS' | 'RATE'
  fullMinus: string
  fullRate: string
  scopeType: 'ALL' | 'PORTION_GOODS'
  goods: Goods[]
  description: string
}

/** A new offer: from now for a week, 满199减20 on all the store's goods. */
export function newFullDiscount(now = new Date()): FullDiscountValue {
  return {
    promotionName: '',
    ...newPromotionWindow(now),
    fullMoney: '199',
    discountType: 'MINUS',
    fullMinus: '20',
    fullRate: '9',
    scopeType: 'ALL',
    goods: [],
    description: '',
  }
}

export function fullDiscountValue(f: FullDiscountDetail): FullDiscountValue {
  return {
    id: f.id,
    promotionName: f.promotionName,
    ...promotionWindowValue(f),
    fullMoney: String(f.fullMoney),
    discountType: f.isFullRate ? 'RATE' : 'MINUS',
    fullMinus: String(f.fullMinus || 20),
    fullRate: String(f.fullRate || 9),
    scopeType: f.scopeType,
    goods: f.goods,
    description: f.description,
  }
}

/** Creates or edits a 满减/满折; the server checks every rule again (overlap included) and names what is wrong. */
export function FullDiscountDialog({
  value,
  open,
  onClose,
  site,
  base,
  canPickGoods = true,
}: {
  site: ConsoleSite
  value: FullDiscountValue
  open: boolean
  onClose(): void
  /** `/store/promotion/fullDiscount` or `/manager/promotion/fullDiscount`. */
  base: string
  /** The goods picker lists the store's goods: the platform's offers cover every store's goods. */
  canPickGoods?: boolean
}) {
  const { t, lang } = useTranslation('fullDiscount')
  const [form, setForm] = useState(value)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof FullDiscountValue>(key: K, v: FullDiscountValue[K]) =>
    setForm((f) => ({ ...f, [key]: v }))
  const { pick: openPicker, picker } = useGoodsPicker(form.goods, (goods) => set('goods', goods))
  const required = (field: string) => t('required', { field })
  const save = () => {
    const next: Record<string, string> = {}
    if (!form.promotionName.trim()) next.promotionName = required(t('name'))
    if (!form.fullMoney.trim()) next.fullMoney = required(t('threshold'))
    if (form.discountType === 'MINUS' && !form.fullMinus.trim()) next.fullMinus = required(t('minus'))
    if (form.discountType === 'RATE' && !form.fullRate.trim()) next.fullRate = required(t('rate'))
    Object.assign(
      next,
      promotionWindowErrors(form, {
        required: { startTime: required(t('start')), endTime: required(t('end')) },
        endBeforeStart: t('endBeforeStart'),
      }),
    )
    if (form.scopeType === 'PORTION_GOODS' && form.goods.length === 0)
      next.goods = required(t('PORTION_GOODS'))
    const body = {
      promotionName: form.promotionName.trim(),
      ...promotionWindowBody(form),
      fullMoney: form.fullMoney.trim(),
      discountType: form.discountType,
      ...(form.discountType === 'MINUS'
        ? { fullMinus: form.fullMinus.trim() }
        : { fullRate: form.fullRate.trim() }),
      scopeType: form.scopeType,
      goodsIds: form.scopeType === 'PORTION_GOODS' ? form.goods.map((g) => g.goodsId) : [],
      description: form.description.trim(),
    }
    formIssues(FullDiscountForm.safeParse(body), lang, renamed({ goodsIds: 'goods' }), next)
    setErrors(next)
    if (Object.keys(next).length) return null
    return saveCall(base, form.id, body, { json: true })
  }
  const money = (key: 'fullMoney' | 'fullMinus' | 'fullRate', label: string, hint?: string) => (
    <Field label={label} required hint={hint} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          name={key}
          inputMode="decimal"
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  )
  return (
    <EditDialog
      site={site}
      open={open}
      onClose={onClose}
      title={form.id ? t('edit') : t('add')}
      width={720}
      testId="full-discount-dialog"
      submitTestId="full-discount-save"
      save={save}
      done={t('saved')}
      beside={picker}
    >
      <TextField
        label={t('name')}
        required
        error={errors.promotionName}
        name="promotionName"
        maxLength={64}
        value={form.promotionName}
        onChange={(v) => set('promotionName', v)}
      />
      <PromotionWindowFields
        value={form}
        startLabel={t('start')}
        endLabel={t('end')}
        errors={errors}
        onChange={set}
      />
      <RadioFieldset
        legend={t('type')}
        name="discountType"
        options={(['MINUS', 'RATE'] as const).map((k) => ({ value: k, label: t(k) }))}
        value={form.discountType}
        onChange={(k) => set('discountType', k)}
      />
      <div className={styles.formGrid}>
        {money('fullMoney', t('threshold'), t('thresholdHint'))}
        {form.discountType === 'MINUS'
          ? money('fullMinus', t('minus'))
          : money('fullRate', t('rate'), t('rateHint'))}
      </div>
      {canPickGoods ? (
        <PromotionScopeFields
          texts={{
            legend: t('scope'),
            ALL: t('ALL'),
            PORTION_GOODS: t('PORTION_GOODS'),
            pick: t('PORTION_GOODS'),
            picked: t('scopeGoods', { count: form.goods.length }),
          }}
          scopeType={form.scopeType}
          goods={form.goods}
          error={errors.goods}
          pickTestId="full-discount-pick"
          onScope={(k) => set('scopeType', k)}
          onPick={openPicker}
        />
      ) : null}
      <TextField
        label={t('description')}
        counted
        error={errors.description}
        name="description"
        maxLength={200}
        value={form.description}
        onChange={(v) => set('description', v)}
      />
    </EditDialog>
  )
}
