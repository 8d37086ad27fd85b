import { localName } from '@silk/contracts/local-name'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { pictureAt } from '../../../lib/goods-image.ts'
import { useRootData } from '../../../lib/root-data.ts'
import {
  combinations,
  type FormDraft,
  fillColumn,
  localId,
  MAX_SPECS,
  type SkuColumn,
  type SkuDraft,
  type SpecDraft,
  skuOf,
} from './form-model.ts'
import styles from './goods.module.css'

const FILLABLE: SkuColumn[] = ['price', 'cost', 'quantity', 'weight']
const MAX_VALUES = 20

/**
 * 规格矩阵: spec names with their values, and the SKU table as their cartesian product. A row keeps
 * what was typed while its combination exists (rows are keyed by value ids, so renaming a value keeps
 * them too); a column can be filled for every row at once.
 */
export function SpecMatrix({
  draft,
  update,
  errors,
  upload,
  templates = [],
}: {
  draft: FormDraft
  update(change: (d: FormDraft) => FormDraft): void
  errors: Record<string, string>
  upload(form: FormData): Promise<string>
  /**
   * The category's spec templates (名称 with default values), offered to start a spec from: named in the
   * interface language, they start the spec in Chinese, the goods' own words, whose English publishing
   * copies from the template (decision 026).
   */
  templates?: { id: string; specName: string; specNameEn?: string | null; specValues: string[] }[]
}) {
  const { t } = useTranslation('seller')
  const { lang } = useRootData()
  const [fill, setFill] = useState<Record<string, string>>({})
  const [adding, setAdding] = useState<Record<string, string>>({})
  const combos = combinations(draft.specs)

  const setSpecs = (change: (specs: SpecDraft[]) => SpecDraft[]) =>
    update((d) => ({ ...d, specs: change(d.specs) }))
  const setSpec = (id: string, change: (s: SpecDraft) => SpecDraft) =>
    setSpecs((specs) => specs.map((s) => (s.id === id ? change(s) : s)))
  const setSku = (key: string, change: Partial<SkuDraft>) =>
    update((d) => ({ ...d, skus: { ...d.skus, [key]: { ...skuOf(d, key), ...change } } }))
  const addValue = (spec: SpecDraft) => {
    const value = (adding[spec.id] ?? '').trim()
    if (!value || spec.values.some((v) => v.value.trim() === value) || spec.values.length >= MAX_VALUES)
      return
    setSpec(spec.id, (s) => ({ ...s, values: [...s.values, { id: localId(), value }] }))
    setAdding((a) => ({ ...a, [spec.id]: '' }))
  }
  const specNames = combos[0]?.values.map((v) => v.specName) ?? []
  const fillAll = () =>
    update((d) =>
      FILLABLE.reduce(
        (acc, column) => (fill[column]?.trim() ? fillColumn(acc, column, fill[column].trim()) : acc),
        d,
      ),
    )
  const generateSn = () =>
    update((d) => {
      const base = `G${Date.now().toString(36).toUpperCase()}`
      const skus = { ...d.skus }
      combinations(d.specs).forEach((c, i) => {
        const sku = skuOf(d, c.key)
        if (!sku.sn.trim()) skus[c.key] = { ...sku, sn: `${base}-${i + 1}` }
      })
      return { ...d, skus }
    })

  return (
    <div data-testid="spec-matrix">
      <div className={styles.specs}>
        {draft.specs.map((spec, si) => (
          <fieldset key={spec.id} className={styles.spec} data-testid={`spec-${si}`}>
            <legend className="visually-hidden">{t('publish.spec.legend', { n: si + 1 })}</legend>
            <div className={styles.specHead}>
              <input
                aria-label={t('publish.spec.name', { n: si + 1 })}
                placeholder={t('publish.spec.namePlaceholder')}
                value={spec.name}
                maxLength={16}
                onChange={(e) => setSpec(spec.id, (s) => ({ ...s, name: e.target.value }))}
                data-testid={`spec-name-${si}`}
              />
              <input
                lang="en"
                aria-label={t('publish.spec.nameEn', { n: si + 1 })}
                placeholder={t('publish.spec.nameEnPlaceholder')}
                value={spec.nameEn ?? ''}
                maxLength={32}
                onChange={(e) => setSpec(spec.id, (s) => ({ ...s, nameEn: e.target.value }))}
                data-testid={`spec-name-en-${si}`}
              />
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setSpecs((specs) => specs.filter((s) => s.id !== spec.id))}
              >
                {t('publish.spec.remove')}
              </button>
            </div>
            <div className={styles.values}>
              {spec.values.map((v, vi) => (
                <span key={v.id} className={styles.value}>
                  <input
                    aria-label={t('publish.spec.value', { name: spec.name || si + 1, n: vi + 1 })}
                    value={v.value}
                    maxLength={24}
                    onChange={(e) =>
                      setSpec(spec.id, (s) => ({
                        ...s,
                        values: s.values.map((x) => (x.id === v.id ? { ...x, value: e.target.value } : x)),
                      }))
                    }
                  />
                  <input
                    lang="en"
                    className={styles.valueEn}
                    aria-label={t('publish.spec.valueEn', { value: v.value || vi + 1 })}
                    placeholder={t('publish.spec.valueEnPlaceholder')}
                    value={v.valueEn ?? ''}
                    maxLength={48}
                    onChange={(e) =>
                      setSpec(spec.id, (s) => ({
                        ...s,
                        values: s.values.map((x) => (x.id === v.id ? { ...x, valueEn: e.target.value } : x)),
                      }))
                    }
                    data-testid={`spec-value-en-${si}-${vi}`}
                  />
                  <button
                    type="button"
                    aria-label={t('publish.spec.removeValue', { value: v.value })}
                    onClick={() =>
                      setSpec(spec.id, (s) => ({ ...s, values: s.values.filter((x) => x.id !== v.id) }))
                    }
                  >
                    ×
                  </button>
                </span>
              ))}
              <input
                className={styles.newValue}
                aria-label={t('publish.spec.newValue', { name: spec.name || si + 1 })}
                placeholder={t('publish.spec.newValuePlaceholder')}
                value={adding[spec.id] ?? ''}
                maxLength={24}
                onChange={(e) => setAdding((a) => ({ ...a, [spec.id]: e.target.value }))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault()
                    addValue(spec)
                  }
                }}
                data-testid={`spec-new-value-${si}`}
              />
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => addValue(spec)}
                data-testid={`spec-add-value-${si}`}
              >
                {t('publish.spec.addValue')}
              </button>
            </div>
          </fieldset>
        ))}
      </div>
      <div className={styles.inline}>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={draft.specs.length >= MAX_SPECS}
          onClick={() => setSpecs((specs) => [...specs, { id: localId(), name: '', values: [] }])}
          data-testid="spec-add"
        >
          {t('publish.spec.add')}
        </button>
        {templates.length > 0 ? (
          <select
            aria-label={t('publish.spec.template')}
            value=""
            disabled={draft.specs.length >= MAX_SPECS}
            onChange={(e) => {
              const template = templates.find((x) => x.id === e.target.value)
              if (!template) return
              setSpecs((specs) =>
                specs.length >= MAX_SPECS || specs.some((x) => x.name.trim() === template.specName)
                  ? specs
                  : [
                      ...specs,
                      {
                        id: localId(),
                        name: template.specName,
                        values: template.specValues
                          .slice(0, MAX_VALUES)
                          .map((value) => ({ id: localId(), value })),
                      },
                    ],
              )
            }}
            className={styles.templatePick}
            data-testid="spec-template"
          >
            <option value="">{t('publish.spec.template')}</option>
            {templates.map((x) => (
              <option key={x.id} value={x.id}>
                {localName(lang, x.specName, x.specNameEn)}
              </option>
            ))}
          </select>
        ) : null}
        <small className={styles.hintText}>{t('publish.spec.hint', { max: MAX_SPECS })}</small>
      </div>
      {errors.specs ? (
        <em className={styles.cellError} role="alert">
          {errors.specs}
        </em>
      ) : null}

      <div className={styles.fillBar} data-testid="sku-fill">
        <span>{t('publish.sku.fill')}</span>
        {FILLABLE.map((column) => (
          <input
            key={column}
            aria-label={t('publish.sku.fillColumn', { column: t(`publish.sku.${column}`) })}
            placeholder={t(`publish.sku.${column}`)}
            value={fill[column] ?? ''}
            inputMode="decimal"
            onChange={(e) => setFill((f) => ({ ...f, [column]: e.target.value }))}
            data-testid={`sku-fill-${column}`}
          />
        ))}
        <button type="button" className="btn btn-ghost" onClick={fillAll} data-testid="sku-fill-apply">
          {t('publish.sku.fillApply')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={generateSn}>
          {t('publish.sku.generateSn')}
        </button>
      </div>
      <div className={styles.matrixWrap}>
        <table className={styles.matrix} data-testid="sku-table">
          <caption className="visually-hidden">{t('publish.sku.caption', { count: combos.length })}</caption>
          <thead>
            <tr>
              {specNames.length === 0 ? <th scope="col">{t('publish.sku.spec')}</th> : null}
              {specNames.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
              <th scope="col">* {t('publish.sku.price')}</th>
              <th scope="col">{t('publish.sku.cost')}</th>
              <th scope="col">* {t('publish.sku.quantity')}</th>
              <th scope="col">* {t('publish.sku.sn')}</th>
              <th scope="col">{t('publish.sku.weight')}</th>
              <th scope="col">{t('publish.sku.image')}</th>
            </tr>
          </thead>
          <tbody>
            {combos.map((combo) => {
              const sku = skuOf(draft, combo.key)
              const label = combo.values.map((v) => v.specValue).join(' ') || t('publish.sku.single')
              const cell = (column: SkuColumn) => {
                const error = errors[`sku:${combo.key}:${column}`]
                const errorId = `sku-${combo.key}-${column}-error`
                return (
                  <td key={column}>
                    <input
                      aria-label={`${label} ${t(`publish.sku.${column}`)}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      value={sku[column]}
                      inputMode={column === 'sn' ? undefined : 'decimal'}
                      maxLength={column === 'sn' ? 40 : 12}
                      onChange={(e) => setSku(combo.key, { [column]: e.target.value })}
                    />
                    {error ? (
                      <em id={errorId} className={styles.cellError}>
                        {error}
                      </em>
                    ) : null}
                  </td>
                )
              }
              return (
                <tr key={combo.key || 'single'} data-testid="sku-row">
                  {combo.values.length === 0 ? <td>{label}</td> : null}
                  {combo.values.map((v) => (
                    <td key={v.specName}>{v.specValue}</td>
                  ))}
                  {(['price', 'cost', 'quantity', 'sn', 'weight'] as const).map(cell)}
                  <td>
                    <SkuPicture
                      label={label}
                      images={sku.images}
                      onChange={(images) => setSku(combo.key, { images })}
                      upload={upload}
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function SkuPicture({
  label,
  images,
  onChange,
  upload,
}: {
  label: string
  images: string[]
  onChange(images: string[]): void
  upload(form: FormData): Promise<string>
}) {
  const { t } = useTranslation('seller')
  const [busy, setBusy] = useState(false)
  const first = images[0]
  return (
    <span className={styles.skuPic}>
      {first ? (
        <>
          <img src={pictureAt(first, 200)} alt="" width={32} height={32} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('publish.sku.removeImage', { name: label })}
            onClick={() => onChange([])}
          >
            ×
          </button>
        </>
      ) : (
        <label className={styles.smallUpload}>
          {busy ? t('publish.sku.uploading') : t('publish.sku.upload')}
          <input
            type="file"
            className="visually-hidden"
            accept="image/jpeg,image/png,image/webp"
            aria-label={t('publish.sku.uploadFor', { name: label })}
            disabled={busy}
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0]
              event.currentTarget.value = ''
              if (!file) return
              const form = new FormData()
              form.append('file', file)
              setBusy(true)
              try {
                onChange([await upload(form)])
              } catch {
                // shown by the client
              } finally {
                setBusy(false)
              }
            }}
          />
        </label>
      )}
    </span>
  )
}
