import { chinaMinute, DAY_MS, fromMinuteInput, toMinuteInput } from '@silk/contracts/china-time'
import { type FullDiscountDetail, FullDiscountForm } from '@silk/contracts/full-discount'
import { fieldIssueText } from '@silk/contracts/issue-english'
import { useState } from 'react'
import { Dialog } from '../../../components/ui/Dialog.tsx'
import { Field } from '../../../components/ui/Field.tsx'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { ApiRequest } from '../../../lib/api/types.ts'
import { consoleStyles } from '../../console/ConsoleLayout.tsx'
import { GoodsPicker } from './CouponDialog.tsx'
import styles from './queues.module.css'

type Goods = { goodsId: string; goodsName: string; thumbnail: string }

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
    startTime: chinaMinute(now),
    endTime: chinaMinute(now.getTime() + 7 * DAY_MS),
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
    startTime: toMinuteInput(f.startTime),
    endTime: toMinuteInput(f.endTime),
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
/** Runs a console call (the seller's or the operator's), toasts and reloads; false when refused. */
export type ConsoleRun = (call: ApiRequest, done: string) => Promise<boolean>

export function FullDiscountDialog({
  value,
  open,
  onClose,
  base,
  run,
  busy,
  canPickGoods = true,
}: {
  value: FullDiscountValue
  open: boolean
  onClose(): void
  /** `/store/promotion/fullDiscount` or `/manager/promotion/fullDiscount`. */
  base: string
  run: ConsoleRun
  busy: boolean
  /** The goods picker lists the store's goods: the platform's offers cover every store's goods. */
  canPickGoods?: boolean
}) {
  const { t, lang } = useTranslation('fullDiscount')
  const { t: tc } = useTranslation('console')
  const [form, setForm] = useState(value)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [picking, setPicking] = useState(false)
  const set = <K extends keyof FullDiscountValue>(key: K, v: FullDiscountValue[K]) =>
    setForm((f) => ({ ...f, [key]: v }))
  const required = (field: string) => t('required', { field })
  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const next: Record<string, string> = {}
    if (!form.promotionName.trim()) next.promotionName = required(t('name'))
    if (!form.fullMoney.trim()) next.fullMoney = required(t('threshold'))
    if (form.discountType === 'MINUS' && !form.fullMinus.trim()) next.fullMinus = required(t('minus'))
    if (form.discountType === 'RATE' && !form.fullRate.trim()) next.fullRate = required(t('rate'))
    if (!form.startTime) next.startTime = required(t('start'))
    if (!form.endTime) next.endTime = required(t('end'))
    if (form.startTime && form.endTime && form.endTime <= form.startTime) next.endTime = t('endBeforeStart')
    if (form.scopeType === 'PORTION_GOODS' && form.goods.length === 0)
      next.goods = required(t('PORTION_GOODS'))
    const body = {
      promotionName: form.promotionName.trim(),
      startTime: fromMinuteInput(form.startTime),
      endTime: fromMinuteInput(form.endTime),
      fullMoney: form.fullMoney.trim(),
      discountType: form.discountType,
      ...(form.discountType === 'MINUS'
        ? { fullMinus: form.fullMinus.trim() }
        : { fullRate: form.fullRate.trim() }),
      scopeType: form.scopeType,
      goodsIds: form.scopeType === 'PORTION_GOODS' ? form.goods.map((g) => g.goodsId) : [],
      description: form.description.trim(),
    }
    const parsed = FullDiscountForm.safeParse(body)
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = issue.path[0] === 'goodsIds' ? 'goods' : String(issue.path[0])
      next[key] ??= fieldIssueText(issue, lang)
    }
    setErrors(next)
    if (Object.keys(next).length) return
    const ok = await run(
      {
        method: form.id ? 'PUT' : 'POST',
        path: form.id ? `${base}/${form.id}` : base,
        body,
        json: true,
      },
      t('saved'),
    )
    if (ok) onClose()
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
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={form.id ? t('edit') : t('add')}
      width={720}
      testId="full-discount-dialog"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            form="full-discount-form"
            className="btn"
            disabled={busy}
            data-testid="full-discount-save"
          >
            {tc('actions.save')}
          </button>
        </>
      }
    >
      <form id="full-discount-form" onSubmit={save} noValidate>
        <Field label={t('name')} required error={errors.promotionName}>
          {(control) => (
            <input
              {...control}
              name="promotionName"
              maxLength={64}
              value={form.promotionName}
              onChange={(e) => set('promotionName', e.target.value)}
            />
          )}
        </Field>
        <div className={styles.formGrid}>
          <Field label={t('start')} required error={errors.startTime}>
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
          <Field label={t('end')} required error={errors.endTime}>
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
        </div>
        <fieldset className={consoleStyles.checks}>
          <legend>{t('type')}</legend>
          <div className={styles.radios}>
            {(['MINUS', 'RATE'] as const).map((k) => (
              <label key={k}>
                <input
                  type="radio"
                  name="discountType"
                  checked={form.discountType === k}
                  onChange={() => set('discountType', k)}
                />
                {t(k)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.formGrid}>
          {money('fullMoney', t('threshold'), t('thresholdHint'))}
          {form.discountType === 'MINUS'
            ? money('fullMinus', t('minus'))
            : money('fullRate', t('rate'), t('rateHint'))}
        </div>
        {canPickGoods ? (
          <fieldset className={consoleStyles.checks}>
            <legend>{t('scope')}</legend>
            <div className={styles.radios}>
              {(['ALL', 'PORTION_GOODS'] as const).map((k) => (
                <label key={k}>
                  <input
                    type="radio"
                    name="scopeType"
                    checked={form.scopeType === k}
                    onChange={() => set('scopeType', k)}
                  />
                  {t(k)}
                </label>
              ))}
            </div>
            {form.scopeType === 'PORTION_GOODS' ? (
              <div>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => setPicking(true)}
                  data-testid="full-discount-pick"
                >
                  {t('PORTION_GOODS')}
                </button>{' '}
                <span className={consoleStyles.muted}>{t('scopeGoods', { count: form.goods.length })}</span>
                {errors.goods ? <p className={consoleStyles.error}>{errors.goods}</p> : null}
                <div className={styles.chosen}>
                  {form.goods.map((g) => (
                    <span key={g.goodsId}>{g.goodsName}</span>
                  ))}
                </div>
              </div>
            ) : null}
          </fieldset>
        ) : null}
        <Field
          label={t('description')}
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
