import type { CategoryBrandView, ParameterGroupView, SpecView } from '@silk/contracts/catalogue-admin'
import { ErrorCodes } from '@silk/contracts/errors'
import type { FreightTemplateView } from '@silk/contracts/freight'
import { GoodsForm, type GoodsSaved } from '@silk/contracts/goods-publish'
import { localName } from '@silk/contracts/local-name'
import { type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ImageUpload } from '../../../components/form/ImageUpload.tsx'
import { Field } from '../../../components/ui/Field.tsx'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { ApiError } from '../../../lib/api/errors.ts'
import { useRootData } from '../../../lib/root-data.ts'
import { consoleBrowser } from '../../console/browser.ts'
import { consoleStyles, Panel } from '../../console/ConsoleLayout.tsx'
import { SELLER } from '../site.ts'
import { CategoryPicker, isLeafPath } from './CategoryPicker.tsx'
import { type FormDraft, fieldOf, pruneSkus, serverFieldError, toPayload, toSaved } from './form-model.ts'
import styles from './goods.module.css'
import { fieldMessage } from './messages.ts'
import { RichText } from './RichText.tsx'
import { SpecMatrix } from './SpecMatrix.tsx'
import type { CategoryNode } from './tree.ts'
import { pathNames } from './tree.ts'

/** The one "fix the marked fields" toast: shown again, it replaces itself; a save dismisses it. */
const FIX_ERRORS_TOAST = 'publish-fix-errors'

export type LabelOption = { path: string; label: string }
type Saved = z.infer<typeof GoodsSaved>

/** Business refusals that belong to one field of the form. */
const CODE_FIELD: Record<number, string> = {
  [ErrorCodes.GOODS_CATEGORY_NOT_LEAF.code]: 'categoryPath',
  [ErrorCodes.GOODS_BRAND_NOT_EXIST.code]: 'brandId',
  [ErrorCodes.STORE_LABEL_NOT_EXIST.code]: 'storeCategoryPath',
  [ErrorCodes.FREIGHT_TEMPLATE_NOT_EXIST.code]: 'templateId',
}

/**
 * 发布商品 (lilishop's three steps): choose the platform category, fill the form, done. Drafts can be
 * saved at any time; the form is checked with the contract's schema before it is sent and the
 * server's field errors land on their fields; nothing typed is lost when it is refused.
 */
export function PublishWizard({
  initial,
  draftId: initialDraftId,
  goodsId,
  tree,
  labels,
  units,
}: {
  initial: FormDraft
  draftId?: string
  goodsId?: string
  tree: CategoryNode[]
  labels: LabelOption[]
  units: string[]
}) {
  const { t } = useTranslation('seller')
  const { lang } = useRootData()
  const api = consoleBrowser(SELLER).api
  const [draft, setDraft] = useState<FormDraft>(initial)
  const [step, setStep] = useState<1 | 2 | 3>(goodsId || initial.categoryPath ? 2 : 1)
  const [draftId, setDraftId] = useState(initialDraftId)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState<Saved | null>(null)
  const upload = (form: FormData) => api.post<string>('/common/common/upload/file', form)
  const update = (change: (d: FormDraft) => FormDraft) => setDraft((d) => change(d))
  const set = <K extends keyof FormDraft>(key: K, value: FormDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  // What the chosen leaf offers: its brands and its parameter template (decision 114).
  const leaf = isLeafPath(tree, draft.categoryPath) ? draft.categoryPath.split(',').at(-1) : undefined
  const [brands, setBrands] = useState<z.infer<typeof CategoryBrandView>[]>([])
  const [paramGroups, setParamGroups] = useState<ParameterGroupView[]>([])
  const [specTemplates, setSpecTemplates] = useState<SpecView[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch only when the leaf changes
  useEffect(() => {
    if (!leaf) return
    let live = true
    void Promise.all([
      api.get<z.infer<typeof CategoryBrandView>[]>(`/store/goods/category/${leaf}/brands`),
      api.get<ParameterGroupView[]>(`/store/goods/categoryParameters/${leaf}`),
      api.get<SpecView[]>(`/store/goods/categorySpec/${leaf}`),
    ])
      .then(([b, p, sp]) => {
        if (!live) return
        setBrands(b)
        setParamGroups(p)
        setSpecTemplates(sp)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [leaf])
  // The store's freight templates (运费模板); none chosen ships free.
  const [freight, setFreight] = useState<z.infer<typeof FreightTemplateView>[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page
  useEffect(() => {
    api
      .get<z.infer<typeof FreightTemplateView>[]>('/store/setting/freightTemplate')
      .then(setFreight)
      .catch(() => undefined)
  }, [])
  const templateValue = (group: string, name: string) =>
    draft.params.find((p) => p.group === group && p.name === name)?.value ?? ''
  const setTemplateValue = (group: string, name: string, isIndex: boolean, value: string) =>
    update((d) => {
      const others = d.params.filter((p) => !(p.group === group && p.name === name))
      return { ...d, params: [...others, { group, name, value, isIndex }] }
    })
  const check = (d: FormDraft) => {
    const checked = GoodsForm.safeParse(toPayload(d))
    const found: Record<string, string> = {}
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const key = fieldOf(d, issue.path as (string | number)[])
        found[key] ??= fieldMessage(issue, lang)
      }
    return found
  }
  // Once shown, a message goes away as soon as its field is put right (and only then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of the form only
  useEffect(() => {
    if (Object.keys(errors).length === 0) return
    const found = check(draft)
    const kept = Object.fromEntries(Object.entries(errors).filter(([key]) => key in found))
    if (Object.keys(kept).length !== Object.keys(errors).length) setErrors(kept)
  }, [draft])
  const err = (key: string) => errors[key] ?? null

  const showErrors = (next: Record<string, string>) => {
    setErrors(next)
    toast.error(t('publish.fixErrors'), { id: FIX_ERRORS_TOAST })
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        '[data-testid="publish-form"] [aria-invalid="true"], [data-testid="publish-form"] [role="alert"]',
      )
      first?.scrollIntoView({ block: 'center' })
      if (first instanceof HTMLInputElement || first instanceof HTMLSelectElement) first.focus()
    })
  }

  async function saveDraft() {
    setBusy(true)
    try {
      const result = await api.post<{ id: string }>(
        '/store/goods/draftGoods/save',
        { ...(draftId ? { id: draftId } : {}), form: toSaved(draft) },
        { json: true },
      )
      setDraftId(result.id)
      toast.success(t('publish.draftSaved'))
    } catch {
      // shown by the client
    } finally {
      setBusy(false)
    }
  }

  async function submit() {
    const payload = toPayload(draft)
    const found = check(draft)
    if (Object.keys(found).length > 0) {
      showErrors(found)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const envelope = await api.request<Saved>({
        method: goodsId ? 'PUT' : 'POST',
        path: goodsId ? `/store/goods/goods/update/${goodsId}` : '/store/goods/goods/create',
        body: payload,
        json: true,
        quiet: true,
      })
      if (draftId) await api.del(`/store/goods/draftGoods/delete/${draftId}`).catch(() => undefined)
      setDraft((d) => pruneSkus(d))
      // The saved screen does not keep the last try's "fix the marked fields".
      toast.dismiss(FIX_ERRORS_TOAST)
      setSaved(envelope.result)
      setStep(3)
      window.scrollTo({ top: 0 })
    } catch (error) {
      const e = error as ApiError
      const onField = e.code === 4002 ? serverFieldError(e.message) : null
      const field = onField ? fieldOf(draft, onField.path) : e.code ? CODE_FIELD[e.code] : undefined
      if (field)
        showErrors({
          [field]: fieldMessage({ code: 'custom', message: onField?.message ?? e.message }, lang),
        })
      else toast.error(e.message)
    } finally {
      setBusy(false)
    }
  }

  // Editing a saved goods has no steps to go back to: its category stays.
  const stepper = goodsId ? null : (
    <ol className={styles.steps} aria-label={t('publish.stepsLabel')}>
      {(['category', 'form', 'done'] as const).map((key, i) => (
        <li
          key={key}
          className={i + 1 === step ? styles.current : i + 1 < step ? styles.past : undefined}
          aria-current={i + 1 === step ? 'step' : undefined}
        >
          {t(`publish.steps.${key}`)}
        </li>
      ))}
    </ol>
  )

  if (step === 3 && saved)
    return (
      <>
        {stepper}
        <Panel>
          <div className={styles.done} data-testid="publish-done">
            <div className={styles.doneIcon} aria-hidden="true">
              ✓
            </div>
            <h2>{goodsId ? t('publish.done.updated') : t('publish.done.created')}</h2>
            <p>
              {saved.authFlag === 'TOBEAUDITED'
                ? t('publish.done.audit')
                : saved.marketEnable === 'UPPER'
                  ? t('publish.done.onSale')
                  : t('publish.done.warehouse')}
            </p>
            <div className={styles.doneActions}>
              {saved.marketEnable === 'UPPER' && saved.authFlag === 'PASS' ? (
                <a
                  className="btn"
                  href={`/goodsDetail?goodsId=${saved.id}`}
                  target="_blank"
                  rel="noreferrer"
                  data-testid="view-in-shop"
                >
                  {t('publish.done.view')}
                </a>
              ) : null}
              <a className="btn btn-ghost" href="/seller/goods/publish">
                {t('publish.done.another')}
              </a>
              <Link className="btn btn-ghost" to="/seller/goods">
                {t('publish.done.list')}
              </Link>
            </div>
          </div>
        </Panel>
      </>
    )

  if (step === 1)
    return (
      <>
        {stepper}
        <Panel title={t('publish.category.title')}>
          <CategoryPicker
            tree={tree}
            value={draft.categoryPath}
            onChange={(path) => set('categoryPath', path)}
          />
        </Panel>
        <div className={styles.footer}>
          {draftId || draft.goodsName ? (
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void saveDraft()}>
              {t('publish.saveDraft')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn"
            disabled={!isLeafPath(tree, draft.categoryPath)}
            onClick={() => {
              setStep(2)
              window.scrollTo({ top: 0 })
            }}
            data-testid="publish-next"
          >
            {t('publish.next')}
          </button>
        </div>
      </>
    )

  const text = (
    key: 'goodsName' | 'goodsNameEn' | 'sellingPoint' | 'sellingPointEn' | 'goodsUnit' | 'weight',
    max: number,
    extra?: { required?: boolean; hint?: ReactNode; inputMode?: 'numeric'; list?: string },
  ) => (
    <Field
      label={t(`publish.field.${key}`)}
      required={extra?.required}
      hint={extra?.hint}
      error={err(key)}
      // Names and selling points are cut at their limit; short fields need no count.
      count={max >= 60 ? { used: draft[key].length, max } : undefined}
    >
      {(control) => (
        <input
          {...control}
          name={key}
          value={draft[key]}
          maxLength={max}
          inputMode={extra?.inputMode}
          list={extra?.list}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  )

  return (
    <form
      noValidate
      data-testid="publish-form"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      {stepper}
      <Panel>
        <h2 className={styles.sectionTitle}>{t('publish.section.basic')}</h2>
        <Field label={t('publish.field.category')} required error={err('categoryPath')}>
          {(control) => (
            <span className={styles.inline}>
              <output {...control} data-testid="publish-category">
                {pathNames(tree, draft.categoryPath).join(' / ') || t('publish.category.none')}
              </output>
              {goodsId ? null : (
                <button type="button" className={consoleStyles.linkButton} onClick={() => setStep(1)}>
                  {t('publish.category.change')}
                </button>
              )}
            </span>
          )}
        </Field>
        <div className={styles.grid2}>
          <div>
            {text('goodsName', 60, { required: true })}
            {text('goodsNameEn', 200, { hint: t('publish.hint.goodsNameEn') })}
            {text('sellingPoint', 120)}
            {text('sellingPointEn', 300, { hint: t('publish.hint.sellingPointEn') })}
          </div>
          <div>
            <Field label={t('publish.field.storeCategory')} error={err('storeCategoryPath')}>
              {(control) => (
                <select
                  {...control}
                  value={draft.storeCategoryPath}
                  onChange={(e) => set('storeCategoryPath', e.target.value)}
                >
                  <option value="">{t('publish.none')}</option>
                  {labels.map((l) => (
                    <option key={l.path} value={l.path}>
                      {l.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('publish.field.brand')} error={err('brandId')}>
              {(control) => (
                <select {...control} value={draft.brandId} onChange={(e) => set('brandId', e.target.value)}>
                  <option value="0">{t('publish.none')}</option>
                  {brands.map((b) => (
                    <option key={b.brandId} value={b.brandId}>
                      {b.brandName}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <div className={styles.grid2}>
              {text('goodsUnit', 8, { required: true, list: 'goods-units' })}
              {text('weight', 8, { inputMode: 'numeric', hint: t('publish.hint.weight') })}
            </div>
            <Field
              label={t('publish.field.freight')}
              hint={t('publish.hint.freight')}
              error={err('templateId')}
            >
              {(control) => (
                <select
                  {...control}
                  name="templateId"
                  value={draft.templateId}
                  onChange={(e) => set('templateId', e.target.value)}
                >
                  <option value="0">{t('publish.freightFree')}</option>
                  {freight.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </div>
        <Field label={t('publish.field.gallery')} required error={err('gallery')}>
          {(control) => (
            <div id={control.id} aria-describedby={control['aria-describedby']}>
              <ImageUpload
                value={draft.gallery}
                onChange={(urls) => set('gallery', urls)}
                max={10}
                upload={upload}
                sortable={{
                  main: t('publish.gallery.main'),
                  earlier: (index) => t('publish.gallery.earlier', { index }),
                  later: (index) => t('publish.gallery.later', { index }),
                }}
                hint={t('publish.hint.gallery')}
                testId="goods-gallery"
              />
            </div>
          )}
        </Field>

        <h2 className={styles.sectionTitle}>{t('publish.section.sales')}</h2>
        <Field label={t('publish.field.salesModel')}>
          {(control) => (
            <div className={styles.radios} id={control.id} role="radiogroup">
              {(['RETAIL', 'WHOLESALE'] as const).map((m) => (
                <label key={m}>
                  <input
                    type="radio"
                    name="salesModel"
                    value={m}
                    checked={draft.salesModel === m}
                    onChange={() =>
                      update((d) => ({
                        ...d,
                        salesModel: m,
                        tiers: m === 'WHOLESALE' && d.tiers.length === 0 ? [{ num: '', price: '' }] : d.tiers,
                      }))
                    }
                    data-testid={`sales-${m}`}
                  />
                  {t(`publish.salesModel.${m}`)}
                </label>
              ))}
            </div>
          )}
        </Field>
        {draft.salesModel === 'WHOLESALE' ? (
          <Field
            label={t('publish.field.tiers')}
            required
            hint={t('publish.hint.tiers')}
            error={err('tiers')}
          >
            {(control) => (
              <div className={styles.tiers} id={control.id} data-testid="tiers">
                {draft.tiers.map((tier, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positions (1st, 2nd, 3rd)
                  <div key={i} className={styles.tierRow}>
                    {(['num', 'price'] as const).map((col) => {
                      const e = errors[`tier:${i}:${col}`]
                      return (
                        <div key={col}>
                          <input
                            aria-label={t(`publish.tier.${col}`, { n: i + 1 })}
                            placeholder={t(`publish.tier.${col}Placeholder`)}
                            inputMode={col === 'num' ? 'numeric' : 'decimal'}
                            aria-invalid={e ? true : undefined}
                            value={tier[col]}
                            onChange={(ev) =>
                              update((d) => ({
                                ...d,
                                tiers: d.tiers.map((x, j) =>
                                  j === i ? { ...x, [col]: ev.target.value } : x,
                                ),
                              }))
                            }
                            data-testid={`tier-${col}-${i}`}
                          />
                          {e ? <em className={styles.cellError}>{e}</em> : null}
                        </div>
                      )
                    })}
                    <button
                      type="button"
                      className={consoleStyles.linkButton}
                      onClick={() => update((d) => ({ ...d, tiers: d.tiers.filter((_, j) => j !== i) }))}
                    >
                      {t('publish.tier.remove')}
                    </button>
                  </div>
                ))}
                {draft.tiers.length < 3 ? (
                  <div>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => update((d) => ({ ...d, tiers: [...d.tiers, { num: '', price: '' }] }))}
                      data-testid="tier-add"
                    >
                      {t('publish.tier.add')}
                    </button>
                  </div>
                ) : null}
              </div>
            )}
          </Field>
        ) : null}

        <h2 className={styles.sectionTitle}>{t('publish.section.specs')}</h2>
        <SpecMatrix draft={draft} update={update} errors={errors} upload={upload} templates={specTemplates} />

        <datalist id="goods-units">
          {units.map((u) => (
            <option key={u} value={u} />
          ))}
        </datalist>
        <h2 className={styles.sectionTitle}>{t('publish.section.params')}</h2>
        {paramGroups.map((group) => (
          <fieldset key={group.groupId} className={styles.paramGroup} data-testid="param-group">
            <legend>{localName(lang, group.groupName, group.groupNameEn)}</legend>
            {group.params.map((param) => (
              <Field
                key={param.id}
                label={localName(lang, param.paramName, param.paramNameEn)}
                required={param.required}
              >
                {(control) => (
                  <>
                    <input
                      {...control}
                      value={templateValue(group.groupName, param.paramName)}
                      maxLength={64}
                      list={param.options.length ? `param-${param.id}` : undefined}
                      onChange={(e) =>
                        setTemplateValue(group.groupName, param.paramName, param.isIndex, e.target.value)
                      }
                    />
                    {param.options.length ? (
                      <datalist id={`param-${param.id}`}>
                        {param.options.map((o, i) => {
                          // The value stays the template's Chinese (publishing pairs its English);
                          // the English interface labels it in English.
                          const label = localName(lang, o, param.optionsEn?.[i])
                          return <option key={o} value={o} label={label === o ? undefined : label} />
                        })}
                      </datalist>
                    ) : null}
                  </>
                )}
              </Field>
            ))}
          </fieldset>
        ))}
        <div className={styles.params} data-testid="params">
          {draft.params.map((p, i) =>
            p.group ? null : (
              // biome-ignore lint/suspicious/noArrayIndexKey: parameter rows are positions
              <div key={i} className={styles.tierRow}>
                <input
                  aria-label={t('publish.param.name', { n: i + 1 })}
                  placeholder={t('publish.param.namePlaceholder')}
                  value={p.name}
                  maxLength={32}
                  onChange={(e) =>
                    update((d) => ({
                      ...d,
                      params: d.params.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)),
                    }))
                  }
                />
                <input
                  aria-label={t('publish.param.value', { n: i + 1 })}
                  placeholder={t('publish.param.valuePlaceholder')}
                  value={p.value}
                  maxLength={64}
                  onChange={(e) =>
                    update((d) => ({
                      ...d,
                      params: d.params.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)),
                    }))
                  }
                />
                <button
                  type="button"
                  className={consoleStyles.linkButton}
                  onClick={() => update((d) => ({ ...d, params: d.params.filter((_, j) => j !== i) }))}
                >
                  {t('publish.param.remove')}
                </button>
              </div>
            ),
          )}
          <div>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={draft.params.length >= 40}
              onClick={() => update((d) => ({ ...d, params: [...d.params, { name: '', value: '' }] }))}
            >
              {t('publish.param.add')}
            </button>
          </div>
          {err('params') ? <em className={styles.cellError}>{err('params')}</em> : null}
        </div>

        <h2 className={styles.sectionTitle} id="goods-intro-label">
          {t('publish.section.intro')}
        </h2>
        <RichText
          value={draft.intro}
          onChange={(html) => set('intro', html)}
          upload={upload}
          labelledBy="goods-intro-label"
        />
        {err('intro') ? <em className={styles.cellError}>{err('intro')}</em> : null}

        <h2 className={styles.sectionTitle} id="goods-intro-en-label">
          {t('publish.section.introEn')}
        </h2>
        <p className={styles.hintText}>{t('publish.hint.introEn')}</p>
        <RichText
          value={draft.introEn}
          onChange={(html) => set('introEn', html)}
          upload={upload}
          labelledBy="goods-intro-en-label"
          testId="goods-intro-en"
        />
        {err('introEn') ? <em className={styles.cellError}>{err('introEn')}</em> : null}

        <h2 className={styles.sectionTitle}>{t('publish.section.release')}</h2>
        <div className={styles.radios} role="radiogroup" aria-label={t('publish.section.release')}>
          {[true, false].map((release) => (
            <label key={String(release)}>
              <input
                type="radio"
                name="release"
                checked={draft.release === release}
                onChange={() => set('release', release)}
              />
              {release ? t('publish.release.now') : t('publish.release.warehouse')}
            </label>
          ))}
        </div>
      </Panel>
      <div className={styles.footer}>
        {goodsId ? null : (
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setStep(1)}>
              {t('publish.back')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => void saveDraft()}
              data-testid="publish-save-draft"
            >
              {t('publish.saveDraft')}
            </button>
          </>
        )}
        <button type="submit" className="btn" disabled={busy} data-testid="publish-submit">
          {goodsId ? t('publish.update') : t('publish.submit')}
        </button>
      </div>
    </form>
  )
}
