import {
  type StoreApply,
  StoreApplyBankForm,
  StoreApplyCompanyForm,
  StoreApplyStoreForm,
} from '@silk/contracts/store-apply'
import { type FormEvent, useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { RegionSelects, useRegionPicker } from '../../features/addresses/RegionSelects.tsx'
import styles from '../../features/member-centre/shop-entry.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import type { CategoryNode } from '../../lib/category-cache.ts'
import { addressText, joinList } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('shopEntry')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api) => {
    const [apply, tree, me] = await Promise.all([
      api.get<StoreApply | null>('/buyer/store/store/apply'),
      api.get<CategoryNode[]>('/buyer/goods/category/get/0').catch(() => [] as CategoryNode[]),
      api.get<{ storeId: string | null }>('/buyer/passport/member'),
    ])
    // Applications sell from top-level categories (the API refuses others).
    return {
      apply,
      categories: tree.map((c) => ({ id: c.id, name: c.name })),
      // A store owner cannot apply again (51002): it signs in to the seller centre instead.
      ownsStore: Boolean(me.storeId),
    }
  })
}

const STEPS = ['company', 'bank', 'store', 'review'] as const
type Values = Record<string, string>
type Errors = Record<string, string>

/** Field values of an application, as the forms hold them (strings). */
function valuesOf(a: StoreApply | null): Values {
  if (!a) return {}
  const { goodsManagementCategory: _c, categoryNames: _n, ...rest } = a
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v == null ? '' : String(v)]))
}

/**
 * /home/ShopEntry (lilishop /shopEntry): 商家入驻 in three saved steps — company and its licence,
 * settlement account, the store with the categories it sells — then the application's status:
 * under review, approved (sign in to /seller with this account), or refused with the operator's
 * reason and a way to amend and resubmit. Each step is saved on 下一步, so the member can leave
 * and come back where it stopped.
 */
export default function ShopEntry() {
  const { apply, categories, ownsStore } = useLoaderData<typeof loader>()
  const { t } = useTranslation('storeApply')
  const [amending, setAmending] = useState(false)
  if (ownsStore && apply?.status !== 'OPEN') {
    return (
      <section className={styles.card} data-testid="shop-entry">
        <h2>{t('title')}</h2>
        <div className={styles.status} data-testid="shop-entry-owner">
          <div>
            <p>{t('ownerText')}</p>
            <Link className={`btn ${shop.redBtn}`} to="/seller/login">
              {t('toSeller')}
            </Link>
          </div>
        </div>
      </section>
    )
  }
  const editing = !apply || apply.status === 'APPLY' || (apply.status === 'REFUSED' && amending)
  return (
    <section className={styles.card} data-testid="shop-entry">
      <h2>{t('title')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      {editing ? (
        <ApplyForm apply={apply} categories={categories} onSubmitted={() => setAmending(false)} />
      ) : apply ? (
        <ApplyStatus apply={apply} onAmend={() => setAmending(true)} />
      ) : null}
    </section>
  )
}

function StepBar({ current }: { current: number }) {
  const { t } = useTranslation('storeApply')
  return (
    <ol className={styles.steps} data-testid="shop-entry-steps">
      {STEPS.map((key, i) => (
        <li
          key={key}
          data-state={i < current ? 'done' : i === current ? 'current' : 'todo'}
          aria-current={i === current ? 'step' : undefined}
        >
          {t(`steps.${key}`)}
        </li>
      ))}
    </ol>
  )
}

function ApplyForm({
  apply,
  categories,
  onSubmitted,
}: {
  apply: StoreApply | null
  categories: { id: string; name: string }[]
  onSubmitted(): void
}) {
  const { t } = useTranslation('storeApply')
  const { lang } = useRootData()
  const { revalidate } = useRevalidator()
  // A refused application starts again at step 1 with everything filled in; one being filled
  // resumes at the first step not yet saved.
  const [step, setStep] = useState(() => (apply?.status === 'APPLY' ? Math.min(apply.step, 2) : 0))
  const [values, setValues] = useState<Values>(() => valuesOf(apply))
  const [picked, setPicked] = useState<string[]>(apply?.goodsManagementCategory ?? [])
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const region = useRegionPicker([])
  const set = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: '' }))
  }

  function check<S extends z.ZodObject>(schema: S, input: Record<string, unknown>) {
    // Fields never touched are empty, so the schema names them with its own message.
    const filled = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, input[k] ?? '']))
    const parsed = schema.safeParse(filled)
    if (parsed.success) return parsed.data as z.infer<S>
    const found: Errors = {}
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0])
      found[key] ??= lang === 'en' ? t('invalid') : issue.message
    }
    setErrors(found)
    return null
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    let path: string
    let query: Record<string, string> | null
    if (step === 0) {
      // A new choice replaces the saved location; an unfinished one counts as none (the schema says so).
      const regionPath = region.picked.length
        ? region.complete
          ? region.names.join(',')
          : ''
        : (values.companyAddressPath ?? '')
      const form = check(StoreApplyCompanyForm, { ...values, companyAddressPath: regionPath })
      path = 'first'
      query = form && (Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])) as Values)
    } else if (step === 1) {
      const form = check(StoreApplyBankForm, values)
      path = 'second'
      query = form && (Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])) as Values)
    } else {
      if (picked.length === 0) {
        setErrors({ goodsManagementCategory: t('store.categoriesRequired') })
        return
      }
      const form = check(StoreApplyStoreForm, { ...values, goodsManagementCategory: picked.join(',') })
      path = 'third'
      query = form && {
        storeName: form.storeName,
        storeLogo: form.storeLogo,
        storeDesc: form.storeDesc,
        goodsManagementCategory: form.goodsManagementCategory.join(','),
      }
    }
    if (!query) return
    setBusy(true)
    try {
      const saved = await api.request<StoreApply>({
        method: 'PUT',
        path: `/buyer/store/store/apply/${path}`,
        query,
      })
      setValues(valuesOf(saved.result))
      if (step < 2) {
        toast.success(t('saved'))
        setStep(step + 1)
        window.scrollTo({ top: 0 })
      } else {
        toast.success(t('submitted'))
        onSubmitted()
        await revalidate()
      }
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false)
    }
  }

  const text = (
    key: string,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) => {
    const { hint, required = true, ...rest } = props
    return (
      <Field label={label} hint={hint} error={errors[key]} required={required}>
        {(control) => (
          <input
            {...control}
            name={key}
            value={values[key] ?? ''}
            onChange={(e) => set(key, e.target.value)}
            {...rest}
          />
        )}
      </Field>
    )
  }
  const picture = (key: string, label: string) => (
    <Field label={label} error={errors[key]} required>
      {() => (
        <ImageUpload
          value={values[key] ? [values[key]] : []}
          onChange={(urls) => set(key, urls[0] ?? '')}
          max={1}
        />
      )}
    </Field>
  )

  return (
    <>
      <StepBar current={step} />
      {apply && apply.status === 'APPLY' && apply.step > 0 ? (
        <p className={styles.intro} role="status">
          {t('resume')}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={save} noValidate data-testid={`shop-entry-step-${step + 1}`}>
        {step === 0 ? (
          <>
            <h3 className={styles.section}>{t('steps.company')}</h3>
            {text('companyName', t('company.companyName'), { maxLength: 64 })}
            <Field
              label={t('company.region')}
              error={errors.companyAddressPath}
              hint={
                values.companyAddressPath && !region.picked.length
                  ? t('company.regionKept', {
                      path: addressText(apply?.companyAddressPathText || values.companyAddressPath),
                    })
                  : undefined
              }
              required
            >
              {() => <RegionSelects picker={region} />}
            </Field>
            {text('companyAddress', t('company.companyAddress'), { maxLength: 128 })}
            {text('licenseNum', t('company.licenseNum'), { maxLength: 18, hint: t('company.licenseHint') })}
            {picture('licencePhoto', t('company.licencePhoto'))}
            {text('legalName', t('company.legalName'), { maxLength: 32 })}
            {text('legalId', t('company.legalId'), { maxLength: 18 })}
            {picture('legalPhoto', t('company.legalPhoto'))}
            {text('linkName', t('company.linkName'), { maxLength: 32 })}
            {text('linkPhone', t('company.linkPhone'), { maxLength: 11, inputMode: 'numeric' })}
            {text('companyPhone', t('company.companyPhone'), { maxLength: 32, required: false })}
            {text('companyEmail', t('company.companyEmail'), {
              maxLength: 64,
              type: 'email',
              required: false,
            })}
          </>
        ) : step === 1 ? (
          <>
            <h3 className={styles.section}>{t('steps.bank')}</h3>
            {text('settlementBankAccountName', t('bank.accountName'), {
              maxLength: 64,
              hint: t('bank.accountNameHint'),
            })}
            {text('settlementBankAccountNum', t('bank.accountNum'), { maxLength: 32, inputMode: 'numeric' })}
            {text('settlementBankBranchName', t('bank.branchName'), { maxLength: 64 })}
            {text('settlementBankJointName', t('bank.jointName'), {
              maxLength: 12,
              inputMode: 'numeric',
              hint: t('bank.jointHint'),
              required: false,
            })}
          </>
        ) : (
          <>
            <h3 className={styles.section}>{t('steps.store')}</h3>
            {text('storeName', t('store.storeName'), { maxLength: 32 })}
            {picture('storeLogo', t('store.storeLogo'))}
            <Field
              label={t('store.categories')}
              hint={t('store.categoriesHint')}
              error={errors.goodsManagementCategory}
              required
            >
              {(control) => (
                <div
                  className={styles.categories}
                  role="group"
                  aria-describedby={control['aria-describedby']}
                >
                  {categories.map((c) => (
                    <label key={c.id}>
                      <input
                        type="checkbox"
                        name="goodsManagementCategory"
                        value={c.id}
                        checked={picked.includes(c.id)}
                        onChange={(e) => {
                          setPicked((p) => (e.target.checked ? [...p, c.id] : p.filter((x) => x !== c.id)))
                          setErrors((er) => ({ ...er, goodsManagementCategory: '' }))
                        }}
                      />
                      {c.name}
                    </label>
                  ))}
                </div>
              )}
            </Field>
            <Field label={t('store.storeDesc')} error={errors.storeDesc}>
              {(control) => (
                <textarea
                  {...control}
                  name="storeDesc"
                  rows={4}
                  maxLength={500}
                  value={values.storeDesc ?? ''}
                  onChange={(e) => set('storeDesc', e.target.value)}
                />
              )}
            </Field>
          </>
        )}
        <div className={styles.actions}>
          {step > 0 ? (
            <button type="button" className="btn btn-ghost" onClick={() => setStep(step - 1)}>
              {t('previous')}
            </button>
          ) : null}
          <button
            type="submit"
            className={`btn ${shop.redBtn}`}
            disabled={busy}
            data-testid="shop-entry-next"
          >
            {step < 2 ? t('next') : t('submit')}
          </button>
        </div>
      </form>
    </>
  )
}

function ApplyStatus({ apply, onAmend }: { apply: StoreApply; onAmend(): void }) {
  const { t, lang } = useTranslation('storeApply')
  const status = apply.status as 'APPLYING' | 'OPEN' | 'REFUSED'
  const current = status === 'OPEN' ? 4 : 3
  return (
    <>
      <StepBar current={current} />
      <div className={styles.status} data-testid="shop-entry-status" data-status={status}>
        <span className={styles.badge} data-status={status}>
          {t(`status.${status}`)}
        </span>
        <div>
          {status === 'APPLYING' ? (
            <p>{t('applyingText', { name: apply.storeName, time: apply.submitTime ?? '' })}</p>
          ) : status === 'OPEN' ? (
            <>
              <p>{t('openText', { name: apply.storeName })}</p>
              <Link className={`btn ${shop.redBtn}`} to="/seller/login" data-testid="shop-entry-seller">
                {t('toSeller')}
              </Link>
            </>
          ) : (
            <>
              <p>{t('refusedText', { name: apply.storeName })}</p>
              <p className={styles.reason}>
                <strong>{t('reason')}：</strong>
                {apply.refuseReason}
              </p>
              <button
                type="button"
                className={`btn ${shop.redBtn}`}
                onClick={onAmend}
                data-testid="shop-entry-amend"
              >
                {t('amend')}
              </button>
            </>
          )}
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t('store.storeName')}</dt>
        <dd>{apply.storeName}</dd>
        <dt>{t('store.storeLogo')}</dt>
        <dd>{apply.storeLogo ? <img src={apply.storeLogo} alt={apply.storeName} /> : '—'}</dd>
        <dt>{t('categoryNames')}</dt>
        <dd>{joinList(apply.categoryNames, lang)}</dd>
        <dt>{t('company.companyName')}</dt>
        <dd>{apply.companyName}</dd>
        <dt>{t('company.linkName')}</dt>
        <dd>{`${apply.linkName} ${apply.linkPhone}`}</dd>
      </dl>
    </>
  )
}
