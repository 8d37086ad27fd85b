import { chinaMinute, DAY_MS, fromMinuteInput, toMinuteInput } from '@silk/contracts/china-time'
import type { StoreGoodsPage } from '@silk/contracts/goods-publish'
import { fieldIssueText } from '@silk/contracts/issue-english'
import { StoreCouponForm, type StoreCouponVO } from '@silk/contracts/store-coupon'
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { Dialog } from '../../../components/ui/Dialog.tsx'
import { Field } from '../../../components/ui/Field.tsx'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { pictureAt } from '../../../lib/goods-image.ts'
import { consoleBrowser } from '../../console/browser.ts'
import { consoleStyles } from '../../console/ConsoleLayout.tsx'
import { useConsoleAction } from '../../console/use-console-action.ts'
import { SELLER } from '../site.ts'
import styles from './queues.module.css'

type Goods = { goodsId: string; goodsName: string; thumbnail: string }

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

const local = toMinuteInput
const wire = fromMinuteInput

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
    startTime: chinaMinute(now),
    endTime: chinaMinute(now.getTime() + 7 * DAY_MS),
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
    startTime: local(c.startTime),
    endTime: local(c.endTime),
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
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(SELLER)
  const [form, setForm] = useState(value)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [picking, setPicking] = useState(false)
  const set = <K extends keyof CouponValue>(key: K, v: CouponValue[K]) => setForm((f) => ({ ...f, [key]: v }))
  const required = (field: string) => t('common.required', { field })
  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const next: Record<string, string> = {}
    if (!form.couponName.trim()) next.couponName = required(t('coupon.form.name'))
    if (form.couponType === 'PRICE' && !form.price.trim()) next.price = required(t('coupon.form.price'))
    if (form.couponType === 'DISCOUNT' && !form.couponDiscount.trim())
      next.couponDiscount = required(t('coupon.form.discount'))
    if (!form.startTime) next.startTime = required(t('coupon.form.start'))
    if (!form.endTime) next.endTime = required(t('coupon.form.end'))
    if (form.scopeType === 'PORTION_GOODS' && form.goods.length === 0)
      next.goods = required(t('coupon.form.pick'))
    if (form.startTime && form.endTime && form.endTime <= form.startTime)
      next.endTime = t('coupon.form.endBeforeStart')
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
      startTime: wire(form.startTime),
      endTime: wire(form.endTime),
      publishNum: form.publishNum,
      couponLimitNum: form.couponLimitNum || '0',
      scopeType: form.scopeType,
      goodsIds: form.scopeType === 'PORTION_GOODS' ? form.goods.map((g) => g.goodsId) : [],
      description: form.description.trim(),
    }
    // The server's own rules, checked here so every wrong field is marked at once, in the page's language.
    const parsed = StoreCouponForm.safeParse(body)
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = issue.path[0] === 'goodsIds' ? 'goods' : String(issue.path[0])
      next[key] ??= fieldIssueText(issue, lang)
    }
    setErrors(next)
    if (Object.keys(next).length) return
    const ok = await run(
      { method: form.id ? 'PUT' : 'POST', path: '/store/promotion/coupon', body, json: true },
      t('coupon.saved'),
    )
    if (ok) onClose()
  }
  const dynamic = form.rangeDayType === 'DYNAMICTIME'
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={form.id ? t('coupon.edit') : t('coupon.add')}
      width={720}
      testId="coupon-dialog"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="coupon-form" className="btn" disabled={busy} data-testid="coupon-save">
            {tc('actions.save')}
          </button>
        </>
      }
    >
      <form id="coupon-form" onSubmit={save} noValidate>
        <Field label={t('coupon.form.name')} required error={errors.couponName}>
          {(control) => (
            <input
              {...control}
              name="couponName"
              maxLength={64}
              value={form.couponName}
              onChange={(e) => set('couponName', e.target.value)}
            />
          )}
        </Field>
        <fieldset className={consoleStyles.checks}>
          <legend>{t('coupon.form.type')}</legend>
          <div className={styles.radios}>
            {(['PRICE', 'DISCOUNT'] as const).map((k) => (
              <label key={k}>
                <input
                  type="radio"
                  name="couponType"
                  checked={form.couponType === k}
                  onChange={() => set('couponType', k)}
                />
                {t(`coupon.form.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
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
        <fieldset className={consoleStyles.checks}>
          <legend>{t('coupon.form.range')}</legend>
          <div className={styles.radios}>
            {(['FIXEDTIME', 'DYNAMICTIME'] as const).map((k) => (
              <label key={k}>
                <input
                  type="radio"
                  name="rangeDayType"
                  checked={form.rangeDayType === k}
                  onChange={() => set('rangeDayType', k)}
                />
                {t(`coupon.form.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.formGrid}>
          <Field
            label={dynamic ? t('coupon.form.claimStart') : t('coupon.form.start')}
            required
            error={errors.startTime}
          >
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                name="startTime"
                value={form.startTime}
                onChange={(e) => set('startTime', e.target.value)}
              />
            )}
          </Field>
          <Field
            label={dynamic ? t('coupon.form.claimEnd') : t('coupon.form.end')}
            required
            error={errors.endTime}
          >
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                name="endTime"
                value={form.endTime}
                onChange={(e) => set('endTime', e.target.value)}
              />
            )}
          </Field>
          {dynamic ? (
            <Field label={t('coupon.form.days')} required error={errors.effectiveDays}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={1}
                  max={365}
                  name="effectiveDays"
                  value={form.effectiveDays}
                  onChange={(e) => set('effectiveDays', e.target.value)}
                />
              )}
            </Field>
          ) : null}
        </div>
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
          <Field
            label={t('coupon.form.limit')}
            hint={t('coupon.form.limitHint')}
            error={errors.couponLimitNum}
          >
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
        <fieldset className={consoleStyles.checks}>
          <legend>{t('coupon.form.scope')}</legend>
          <div className={styles.radios}>
            {(['ALL', 'PORTION_GOODS'] as const).map((k) => (
              <label key={k}>
                <input
                  type="radio"
                  name="scopeType"
                  checked={form.scopeType === k}
                  onChange={() => set('scopeType', k)}
                />
                {t(`coupon.form.${k}`)}
              </label>
            ))}
          </div>
          {form.scopeType === 'PORTION_GOODS' ? (
            <div>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setPicking(true)}
                data-testid="coupon-pick"
              >
                {t('coupon.form.pick')}
              </button>{' '}
              <span className={consoleStyles.muted}>
                {t('coupon.form.picked', { count: form.goods.length })}
              </span>
              {errors.goods ? <p className={consoleStyles.error}>{errors.goods}</p> : null}
              <div className={styles.chosen}>
                {form.goods.map((g) => (
                  <span key={g.goodsId}>{g.goodsName}</span>
                ))}
              </div>
            </div>
          ) : null}
        </fieldset>
        <Field
          label={t('coupon.form.description')}
          count={{ used: form.description.length, max: 200 }}
          error={errors.description}
        >
          {(control) => (
            <input
              {...control}
              name="description"
              maxLength={200}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
      </form>
      <GoodsPicker
        open={picking}
        chosen={form.goods}
        onClose={() => setPicking(false)}
        onDone={(goods) => set('goods', goods)}
      />
    </Dialog>
  )
}

/** The store's goods by name, ticked in and out; 确定 hands the chosen list back. */
export function GoodsPicker({
  open,
  chosen,
  onClose,
  onDone,
}: {
  open: boolean
  chosen: Goods[]
  onClose(): void
  onDone(goods: Goods[]): void
}) {
  const { t } = useTranslation('sellerQueues')
  const [name, setName] = useState('')
  const [rows, setRows] = useState<Goods[]>([])
  const [picked, setPicked] = useState<Map<string, Goods>>(new Map())
  useEffect(() => {
    if (open) setPicked(new Map(chosen.map((g) => [g.goodsId, g])))
  }, [open, chosen])
  useEffect(() => {
    if (!open) return
    let live = true
    const timer = setTimeout(() => {
      consoleBrowser(SELLER)
        .api.get<z.infer<typeof StoreGoodsPage>>('/store/goods/goods/list', {
          pageNumber: 1,
          pageSize: 50,
          ...(name.trim() ? { goodsName: name.trim() } : {}),
        })
        .then((page) => {
          if (live)
            setRows(
              page.records.map((g) => ({ goodsId: g.id, goodsName: g.goodsName, thumbnail: g.thumbnail })),
            )
        })
        .catch(() => {})
    }, 200)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [open, name])
  const toggle = (g: Goods) =>
    setPicked((m) => {
      const next = new Map(m)
      if (next.has(g.goodsId)) next.delete(g.goodsId)
      else next.set(g.goodsId, g)
      return next
    })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('coupon.picker.title')}
      width={560}
      testId="goods-picker"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn"
            data-testid="goods-picker-done"
            onClick={() => {
              onDone([...picked.values()])
              onClose()
            }}
          >
            {t('coupon.picker.done', { count: picked.size })}
          </button>
        </>
      }
    >
      <Field label={t('coupon.picker.search')}>
        {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      {rows.length === 0 ? (
        <p className={consoleStyles.muted}>{t('coupon.picker.empty')}</p>
      ) : (
        <ul className={styles.pickList}>
          {rows.map((g) => (
            <li key={g.goodsId}>
              <label>
                <input type="checkbox" checked={picked.has(g.goodsId)} onChange={() => toggle(g)} />
                {g.thumbnail ? (
                  <img src={pictureAt(g.thumbnail, 200)} alt="" className={styles.pickThumb} />
                ) : null}
                <span>{g.goodsName}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
