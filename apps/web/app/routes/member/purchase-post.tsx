import { chinaDayAhead } from '@silk/contracts/china-time'
import type { CategoryVO } from '@silk/contracts/goods'
import { INCOTERMS, PurchaseCurrency } from '@silk/contracts/rfq'
import { type FormEvent, useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import cases from '../../features/member-centre/case.module.css'
import { countryName, DESTINATIONS, leafCategories } from '../../features/rfq/options.ts'
import styles from '../../features/rfq/rfq.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'

export const meta = pageMeta('purchasePost')

const CURRENCIES = PurchaseCurrency.options

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const q = url.searchParams
    const storeId = /^\d{1,20}$/.test(q.get('storeId') ?? '') ? (q.get('storeId') as string) : ''
    const [tree, store] = await Promise.all([
      api.get<CategoryVO[]>('/buyer/goods/category/get/0'),
      storeId
        ? api
            .get<{ storeId?: string; id?: string; storeName: string }>(
              `/buyer/store/store/get/detail/${storeId}`,
            )
            .catch(() => null)
        : Promise.resolve(null),
    ])
    return {
      tree,
      store: store ? { id: storeId, name: store.storeName } : null,
      prefill: {
        goodsId: /^\d{1,20}$/.test(q.get('goodsId') ?? '') ? (q.get('goodsId') as string) : '',
        title: (q.get('title') ?? '').slice(0, 100),
        categoryId: /^\d{1,20}$/.test(q.get('categoryId') ?? '') ? (q.get('categoryId') as string) : '',
      },
    }
  })
}

/** `yyyy-MM-dd` `days` from today in China, the day the API checks against. */
const dayAhead = (days: number) => chinaDayAhead(days)

/** /home/PurchasePost: 发布采购需求 — to all suppliers of the category, or (from a goods page) to one store. */
export default function PurchasePostPage() {
  const { t } = useTranslation('rfq')
  const { tree, store, prefill } = useLoaderData<typeof loader>()
  const { lang, currency } = useRootData()
  const navigate = useNavigate()
  const leaves = leafCategories(tree, lang)
  const [f, setF] = useState({
    title: prefill.title,
    categoryId: leaves.some((l) => l.id === prefill.categoryId) ? prefill.categoryId : '',
    quantity: '',
    unit: lang === 'en' ? 'pcs' : '件',
    targetPrice: '',
    currency: currency.chosen ?? 'CNY',
    incoterm: 'FOB',
    destinationCountry: 'DE',
    deadline: dayAhead(7),
    description: '',
  })
  const [attachments, setAttachments] = useState<string[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value })

  function validate() {
    const e: Record<string, string> = {}
    if (f.title.trim().length < 2) e.title = t('errors.title')
    if (!f.categoryId) e.category = t('errors.category')
    if (!/^\d{1,7}$/.test(f.quantity) || Number(f.quantity) < 1) e.quantity = t('errors.quantity')
    if (!f.unit.trim()) e.unit = t('errors.unit')
    if (f.targetPrice && !(/^\d{1,8}(\.\d{1,2})?$/.test(f.targetPrice) && Number(f.targetPrice) > 0))
      e.targetPrice = t('errors.targetPrice')
    if (!f.deadline) e.deadline = t('errors.deadline')
    setErrors(e)
    return Object.keys(e).length === 0
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !validate()) return
    setBusy(true)
    try {
      const created = await api.post<{ id: string }>(
        '/buyer/other/purchase/purchase',
        {
          ...f,
          title: f.title.trim(),
          quantity: Number(f.quantity),
          targetPrice: f.targetPrice || undefined,
          attachments,
          ...(store ? { storeId: store.id, goodsId: prefill.goodsId || undefined } : {}),
        },
        { json: true },
      )
      toast.success(t('posted'))
      navigate(`/home/PurchaseDetail?id=${created.id}`)
    } catch {
      setBusy(false)
    }
  }

  return (
    <section className={styles.card} data-testid="purchase-post">
      <header className={cases.head}>
        <h2>{t('postTitle')}</h2>
        <Link to="/home/MyPurchase">{t('myTitle')}</Link>
      </header>
      <p className={cases.muted}>{t('postIntro')}</p>
      {store ? (
        <p className={cases.notice} role="status" data-testid="purchase-addressed">
          {t('addressedTo', { store: store.name })}
        </p>
      ) : null}
      <form className={`${cases.form} ${styles.form}`} onSubmit={submit} noValidate>
        <Field label={t('fields.title')} error={errors.title} required>
          {(c) => (
            <input
              {...c}
              name="title"
              value={f.title}
              maxLength={100}
              placeholder={t('fields.titlePlaceholder')}
              onChange={set('title')}
            />
          )}
        </Field>
        <Field label={t('fields.category')} error={errors.category} required>
          {(c) => (
            <select {...c} name="categoryId" value={f.categoryId} onChange={set('categoryId')}>
              <option value="">{t('fields.categoryPick')}</option>
              {leaves.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.quantity')} error={errors.quantity ?? errors.unit} required>
          {(c) => (
            <div className={styles.inline}>
              <input
                {...c}
                name="quantity"
                inputMode="numeric"
                value={f.quantity}
                onChange={set('quantity')}
              />
              <input
                name="unit"
                aria-label={t('fields.unit')}
                value={f.unit}
                maxLength={16}
                placeholder={t('fields.unitPlaceholder')}
                onChange={set('unit')}
              />
            </div>
          )}
        </Field>
        <Field label={t('fields.targetPrice')} hint={t('fields.targetHint')} error={errors.targetPrice}>
          {(c) => (
            <input
              {...c}
              name="targetPrice"
              inputMode="decimal"
              value={f.targetPrice}
              onChange={set('targetPrice')}
            />
          )}
        </Field>
        <Field label={t('fields.currency')}>
          {(c) => (
            <select {...c} name="currency" value={f.currency} onChange={set('currency')}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.incoterm')} required>
          {(c) => (
            <select {...c} name="incoterm" value={f.incoterm} onChange={set('incoterm')}>
              {INCOTERMS.map((code) => (
                <option key={code} value={code}>
                  {t(`incoterms.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.destination')} required>
          {(c) => (
            <select
              {...c}
              name="destinationCountry"
              value={f.destinationCountry}
              onChange={set('destinationCountry')}
            >
              {DESTINATIONS.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, lang)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.deadline')} error={errors.deadline} required>
          {(c) => (
            <input
              {...c}
              type="date"
              name="deadline"
              value={f.deadline}
              min={dayAhead(1)}
              max={dayAhead(90)}
              onChange={set('deadline')}
            />
          )}
        </Field>
        <Field label={t('fields.description')}>
          {(c) => (
            <textarea
              {...c}
              name="description"
              rows={5}
              maxLength={2000}
              value={f.description}
              placeholder={t('fields.descriptionPlaceholder')}
              onChange={set('description')}
            />
          )}
        </Field>
        <Field label={t('fields.attachments')}>
          {() => (
            <ImageUpload
              value={attachments}
              onChange={setAttachments}
              max={5}
              testId="purchase-attachments"
            />
          )}
        </Field>
        <div className={cases.row}>
          <span />
          <div>
            <button
              type="submit"
              className={`btn ${cases.submit}`}
              disabled={busy}
              data-testid="purchase-submit"
            >
              {t('submit')}
            </button>
          </div>
        </div>
      </form>
    </section>
  )
}
