import { StoreCouponForm, type StoreCouponVO } from '@silk/contracts/store-coupon'
import { useState } from 'react'
import { TextField } from '../../../components/form/TextField.tsx'
import { Field } from '../../../components/ui/Field.tsx'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { ApiRequest } from '../../../lib/api/types.ts'
import { formIssues, renamed } from '../../../lib/form-issues.ts'
import { EditDialog } from '../../console/EditDialog.tsx'
import {
  newPromotionWindow,
  PromotionWindowFields,
  promotionWindowBody,
  promotionWindowErrors,
  promotionWindowValue,
} from '../../promotions/PromotionWindowFields.tsx'
import { SELLER } from '../site.ts'
import { type PickedGoods, useGoodsPicker } from './GoodsPicker.tsx'
import { PromotionScopeFields, RadioFieldset } from './PromotionFields.tsx'
import styles from './queues.module.css'

type Goods = PickedGoods

export interface CouponValue {
  id?: string
  couponName: string
  couponType: 'PRICE' | 'DISCOUNT'
  price: string
  couponDiscount: string
  consumeThreshold: string
  rangeDayType: 'FIXEDTIME' | 'DYNAMICTIME'
  effectiveDays: string
  /** `yyyy-MM-ddTHH:mm`, the datetime-local input's value. */
  startTime: string
  endTime: string
  publishNum: string
  couponLimitNum: string
  scopeType: 'ALL' | 'PORTION_GOODS'
  goods: Goods[]
  description: string
}

/** A new coupon's form: a week from now, ¥10 off orders from ¥99, 100 issued, one per member. */
export function newCoupon(now = new Date()): CouponValue {
  return {
    couponName: '',
    couponType: 'PRICE',
    price: '10',
    couponDiscount: '9',
    consumeThreshold: '99',
    rangeDayType: 'FIXEDTIME',
    effectiveDays: '7',
    ...newPromotionWindow(now),
    publishNum: '100',
    couponLimitNum: '1',
    scopeType: 'ALL',
    goods: [],
    description: '',
  }
}

export function couponValue(c: StoreCouponVO): CouponValue {
  return {
    id: c.id,
    couponName: c.couponName,
    couponType: c.couponType,
    price: String(c.price),
    couponDiscount: String(c.couponDiscount || 9),
    consumeThreshold: String(c.consumeThreshold),
    rangeDayType: c.rangeDayType,
    effectiveDays: String(c.effectiveDays || 7),
    ...promotionWindowValue(c),
    publishNum: String(c.publishNum),
    couponLimitNum: String(c.couponLimitNum),
    scopeType: c.scopeType === 'PORTION_GOODS' ? 'PORTION_GOODS' : 'ALL',
    goods: c.goods,
    description: c.description,
  }
}

/** Creates or edits a store coupon; the server checks every rule again and names what is wrong. */
export function CouponDialog({
  value,
  open,
  onClose,
}: {
  value: CouponValue
  open: boolean
  onClose(): void
}) {
  const { t, lang } = useTranslation('sellerQueues')
  const [form, setForm] = useState(value)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof CouponValue>(key: K, v: CouponValue[K]) => setForm((f) => ({ ...f, [key]: v }))
  const { pick: openPicker, picker } = useGoodsPicker(form.goods, (goods) => set('goods', goods))
  const required = (field: string) => t('common.required', { field })
  const save = (): ApiRequest | null => {
    const next: Record<string, string> = {}
    if (!form.couponName.trim()) next.couponName = required(t('coupon.form.name'))
    if (form.couponType === 'PRICE' && !form.price.trim()) next.price = required(t('coupon.form.price'))
    if (form.couponType === 'DISCOUNT' && !form.couponDiscount.trim())
      next.couponDiscount = required(t('coupon.form.discount'))
    Object.assign(
      next,
      promotionWindowErrors(form, {
        required: { startTime: required(t('coupon.form.start')), endTime: required(t('coupon.form.end')) },
        endBeforeStart: t('coupon.form.endBeforeStart'),
      }),
    )
    if (form.scopeType === 'PORTION_GOODS' && form.goods.length === 0)
      next.goods = required(t('coupon.form.pick'))
    const body = {
      ...(form.id ? { id: form.id } : {}),
      couponName: form.couponName.trim(),
      couponType: form.couponType,
      ...(form.couponType === 'PRICE'
        ? { price: form.price.trim() }
        : { couponDiscount: form.couponDiscount.trim() }),
      consumeThreshold: form.consumeThreshold.trim() || '0',
      rangeDayType: form.rangeDayType,
      effectiveDays: form.rangeDayType === 'DYNAMICTIME' ? form.effectiveDays : '0',
      ...promotionWindowBody(form),
      publishNum: form.publishNum,
      couponLimitNum: form.couponLimitNum || '0',
      scopeType: form.scopeType,
      goodsIds: form.scopeType === 'PORTION_GOODS' ? form.goods.map((g) => g.goodsId) : [],
      description: form.description.trim(),
    }
    // The server's own rules, checked here so every wrong field is marked at once, in the page's language.
    formIssues(StoreCouponForm.safeParse(body), lang, renamed({ goodsIds: 'goods' }), next)
    setErrors(next)
    if (Object.keys(next).length) return null
    // lilishop's path: an edit is a PUT of the whole coupon with its id in the body.
    return { method: form.id ? 'PUT' : 'POST', path: '/store/promotion/coupon', body, json: true }
  }
  const dynamic = form.rangeDayType === 'DYNAMICTIME'
  return (
    <EditDialog
      site={SELLER}
      open={open}
      onClose={onClose}
      title={form.id ? t('coupon.edit') : t('coupon.add')}
      width={720}
      testId="coupon-dialog"
      submitTestId="coupon-save"
      save={save}
      done={t('coupon.saved')}
      beside={picker}
    >
      <TextField
        label={t('coupon.form.name')}
        required
        error={errors.couponName}
        name="couponName"
        maxLength={64}
        value={form.couponName}
        onChange={(v) => set('couponName', v)}
      />
      <RadioFieldset
        legend={t('coupon.form.type')}
        name="couponType"
        options={(['PRICE', 'DISCOUNT'] as const).map((k) => ({ value: k, label: t(`coupon.form.${k}`) }))}
        value={form.couponType}
        onChange={(k) => set('couponType', k)}
      />
      <div className={styles.formGrid}>
        {form.couponType === 'PRICE' ? (
          <Field label={t('coupon.form.price')} required hint={t('coupon.form.yuan')} error={errors.price}>
            {(control) => (
              <input
                {...control}
                name="price"
                inputMode="decimal"
                value={form.price}
                onChange={(e) => set('price', e.target.value)}
              />
            )}
          </Field>
        ) : (
          <Field
            label={t('coupon.form.discount')}
            required
            hint={t('coupon.form.discountHint')}
            error={errors.couponDiscount}
          >
            {(control) => (
              <input
                {...control}
                name="couponDiscount"
                inputMode="decimal"
                value={form.couponDiscount}
                onChange={(e) => set('couponDiscount', e.target.value)}
              />
            )}
          </Field>
        )}
        <Field
          label={t('coupon.form.threshold')}
          hint={t('coupon.form.thresholdHint')}
          error={errors.consumeThreshold}
        >
          {(control) => (
            <input
              {...control}
              name="consumeThreshold"
              inputMode="decimal"
              value={form.consumeThreshold}
              onChange={(e) => set('consumeThreshold', e.target.value)}
            />
          )}
        </Field>
      </div>
      <RadioFieldset
        legend={t('coupon.form.range')}
        name="rangeDayType"
        options={(['FIXEDTIME', 'DYNAMICTIME'] as const).map((k) => ({
          value: k,
          label: t(`coupon.form.${k}`),
        }))}
        value={form.rangeDayType}
        onChange={(k) => set('rangeDayType', k)}
      />
      <PromotionWindowFields
        value={form}
        startLabel={dynamic ? t('coupon.form.claimStart') : t('coupon.form.start')}
        endLabel={dynamic ? t('coupon.form.claimEnd') : t('coupon.form.end')}
        errors={errors}
        onChange={set}
      >
        {dynamic ? (
          <TextField
            label={t('coupon.form.days')}
            required
            error={errors.effectiveDays}
            type="number"
            min={1}
            max={365}
            name="effectiveDays"
            value={form.effectiveDays}
            onChange={(v) => set('effectiveDays', v)}
          />
        ) : null}
      </PromotionWindowFields>
      <div className={styles.formGrid}>
        <Field label={t('coupon.form.publishNum')} required error={errors.publishNum}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              name="publishNum"
              value={form.publishNum}
              onChange={(e) => set('publishNum', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('coupon.form.limit')} hint={t('coupon.form.limitHint')} error={errors.couponLimitNum}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              name="couponLimitNum"
              value={form.couponLimitNum}
              onChange={(e) => set('couponLimitNum', e.target.value)}
            />
          )}
        </Field>
      </div>
      <PromotionScopeFields
        texts={{
          legend: t('coupon.form.scope'),
          ALL: t('coupon.form.ALL'),
          PORTION_GOODS: t('coupon.form.PORTION_GOODS'),
          pick: t('coupon.form.pick'),
          picked: t('coupon.form.picked', { count: form.goods.length }),
        }}
        scopeType={form.scopeType}
        goods={form.goods}
        error={errors.goods}
        pickTestId="coupon-pick"
        onScope={(k) => set('scopeType', k)}
        onPick={openPicker}
      />
      <TextField
        label={t('coupon.form.description')}
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
