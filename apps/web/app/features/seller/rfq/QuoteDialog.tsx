import { chinaDayAhead } from '@silk/contracts/china-time'
import { INCOTERMS, type PurchaseQuoteVO } from '@silk/contracts/rfq'
import { type FormEvent, useEffect, useState } from 'react'
import { Field } from '../../../components/ui/Field.tsx'
import { FormDialog } from '../../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { consoleBrowser } from '../../console/browser.ts'
import { useConsoleAction } from '../../console/use-console-action.ts'
import { queueStyles } from '../queues/shared.tsx'
import { SELLER } from '../site.ts'

type Sku = { skuId: string; goodsName: string; simpleSpecs: string; price: number; quantity: number }
type Tier = { num: string; price: string }

const PRICE = /^\d{1,8}(\.\d{1,2})?$/

/**
 * The quote form (decision 132): one of the store's SKUs on sale, up to five unit-price tiers, MOQ,
 * incoterm, lead time, validity and a message. Opened blank or with the store's quote to revise.
 */
export function QuoteDialog({
  open,
  onOpenChange,
  purchaseOrderId,
  quantity,
  incoterm,
  current,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  purchaseOrderId: string
  quantity: number
  incoterm: string
  current: PurchaseQuoteVO | null
}) {
  const { t } = useTranslation('sellerRfq')
  const { run, busy } = useConsoleAction(SELLER)
  const [skus, setSkus] = useState<Sku[]>([])
  const [skuId, setSkuId] = useState(current?.skuId ?? '')
  const [tiers, setTiers] = useState<Tier[]>(
    current
      ? current.tiers.map((x) => ({ num: String(x.num), price: String(x.price) }))
      : [{ num: '', price: '' }],
  )
  const [f, setF] = useState({
    moq: current ? String(current.moq) : '',
    incoterm: current?.incoterm ?? incoterm,
    leadDays: current ? String(current.leadDays) : '15',
    validUntil: current?.validUntil ?? chinaDayAhead(30),
    message: current?.message ?? '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [keyword, setKeyword] = useState('')
  // The store's SKUs on sale, narrowed by a goods-name keyword as the seller types (a quiet pause first).
  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => {
      consoleBrowser(SELLER)
        .api.get<Sku[]>('/store/rfq/skus', keyword.trim() ? { keyword: keyword.trim() } : undefined)
        .then(setSkus)
        .catch(() => undefined)
    }, 250)
    return () => clearTimeout(timer)
  }, [open, keyword])
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value })
  const setTier = (i: number, k: keyof Tier, v: string) =>
    setTiers(tiers.map((x, j) => (j === i ? { ...x, [k]: v } : x)))

  function validate() {
    const e: Record<string, string> = {}
    if (!skuId) e.sku = t('form.errors.sku')
    // A quote offers the request's quantity: the SKU must have it in stock (the server checks too).
    const chosen = skus.find((s) => s.skuId === skuId)
    if (chosen && chosen.quantity < quantity)
      e.sku = t('form.errors.stock', { stock: chosen.quantity, quantity })
    const ok = tiers.every(
      (x, i) =>
        /^\d{1,7}$/.test(x.num) &&
        Number(x.num) > 0 &&
        PRICE.test(x.price) &&
        Number(x.price) > 0 &&
        (i === 0 ||
          (Number(x.num) > Number(tiers[i - 1].num) && Number(x.price) <= Number(tiers[i - 1].price))),
    )
    if (!ok) e.tiers = t('form.errors.tiers')
    if (!/^\d{1,7}$/.test(f.moq) || Number(f.moq) < 1 || Number(f.moq) > quantity)
      e.moq = t('form.errors.moq')
    if (!/^\d{1,3}$/.test(f.leadDays) || Number(f.leadDays) < 1 || Number(f.leadDays) > 365)
      e.leadDays = t('form.errors.leadDays')
    if (!f.validUntil) e.validUntil = t('form.errors.validUntil')
    setErrors(e)
    return Object.keys(e).length === 0
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!validate()) return
    const done = await run(
      {
        method: 'POST',
        path: '/store/rfq/quote',
        json: true,
        body: {
          purchaseOrderId,
          skuId,
          tiers: tiers.map((x) => ({ num: Number(x.num), price: Number(x.price) })),
          moq: Number(f.moq),
          incoterm: f.incoterm,
          leadDays: Number(f.leadDays),
          validUntil: f.validUntil,
          message: f.message.trim(),
        },
      },
      t('form.saved'),
    )
    if (done) onOpenChange(false)
  }

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={current ? t('revise') : t('form.title')}
      testId="quote-dialog"
      width={620}
      busy={busy}
      onSubmit={save}
      submitLabel={t('form.submit')}
    >
      <Field label={t('form.skuSearch')}>
        {(c) => (
          <input
            {...c}
            type="search"
            name="skuKeyword"
            value={keyword}
            maxLength={50}
            onChange={(e) => setKeyword(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('form.sku')} required error={errors.sku}>
        {(c) => (
          <select {...c} name="skuId" value={skuId} onChange={(e) => setSkuId(e.target.value)}>
            <option value="">{t('form.skuPick')}</option>
            {current && !skus.some((s) => s.skuId === current.skuId) ? (
              <option value={current.skuId}>{current.goodsName}</option>
            ) : null}
            {skus.map((s) => (
              <option key={s.skuId} value={s.skuId} disabled={s.quantity < quantity && s.skuId !== skuId}>
                {t(s.quantity < quantity ? 'form.skuShort' : 'form.skuLine', {
                  name: s.goodsName,
                  specs: s.simpleSpecs,
                  stock: s.quantity,
                })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('form.tiers')} required error={errors.tiers}>
        {(c) => (
          <div {...c} role="group">
            <div className={`${queueStyles.formGrid} ${queueStyles.tierHead}`} data-testid="quote-tier-head">
              <span>{t('rfq:tierTable.num')}</span>
              <span>{t('rfq:tierTable.price')}</span>
            </div>
            {tiers.map((x, i) => (
              <div key={i} className={queueStyles.formGrid} data-testid="quote-tier">
                <input
                  aria-label={`${t('form.tierNum')} ${i + 1}`}
                  placeholder={t('form.tierNum')}
                  inputMode="numeric"
                  value={x.num}
                  onChange={(e) => setTier(i, 'num', e.target.value)}
                  name={`tierNum${i}`}
                />
                <span style={{ display: 'flex', gap: 6 }}>
                  <input
                    aria-label={`${t('form.tierPrice')} ${i + 1}`}
                    placeholder={t('form.tierPrice')}
                    inputMode="decimal"
                    value={x.price}
                    onChange={(e) => setTier(i, 'price', e.target.value)}
                    name={`tierPrice${i}`}
                  />
                  {tiers.length > 1 ? (
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => setTiers(tiers.filter((_, j) => j !== i))}
                    >
                      {t('form.removeTier')}
                    </button>
                  ) : null}
                </span>
              </div>
            ))}
            {tiers.length < 5 ? (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setTiers([...tiers, { num: '', price: '' }])}
              >
                {t('form.addTier')}
              </button>
            ) : null}
          </div>
        )}
      </Field>
      <div className={queueStyles.formGrid}>
        <Field label={t('form.moq')} required error={errors.moq}>
          {(c) => <input {...c} name="moq" inputMode="numeric" value={f.moq} onChange={set('moq')} />}
        </Field>
        <Field label={t('form.incoterm')} required>
          {(c) => (
            <select {...c} name="incoterm" value={f.incoterm} onChange={set('incoterm')}>
              {INCOTERMS.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('form.leadDays')} required error={errors.leadDays}>
          {(c) => (
            <input {...c} name="leadDays" inputMode="numeric" value={f.leadDays} onChange={set('leadDays')} />
          )}
        </Field>
        <Field label={t('form.validUntil')} required error={errors.validUntil}>
          {(c) => (
            <input
              {...c}
              type="date"
              name="validUntil"
              min={chinaDayAhead(0)}
              max={chinaDayAhead(180)}
              value={f.validUntil}
              onChange={set('validUntil')}
            />
          )}
        </Field>
      </div>
      <Field label={t('form.message')} count={{ used: f.message.length, max: 1000 }}>
        {(c) => (
          <textarea
            {...c}
            name="message"
            rows={3}
            maxLength={1000}
            value={f.message}
            onChange={set('message')}
          />
        )}
      </Field>
    </FormDialog>
  )
}
