import type { Region } from '@silk/contracts/common'
import { FreightTemplateForm, type FreightTemplateView } from '@silk/contracts/freight'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Field } from '../../components/ui/Field.tsx'
import { regionName } from '../../features/addresses/RegionSelects.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { kg } from '../../features/seller/settings/freight-text.ts'
import { RegionPicker, type RegionTree } from '../../features/seller/settings/RegionPicker.tsx'
import styles from '../../features/seller/settings/settings.module.css'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formIssues, fullPath } from '../../lib/form-issues.ts'

type Method = FreightTemplateView['pricingMethod']
type Charge = { firstUnit: string; firstFee: string; extraUnit: string; extraFee: string }
type Row = Charge & { key: number; regionIds: string[] }
type Form = Charge & { name: string; pricingMethod: Method; rows: Row[] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const id = (url.searchParams.get('id') ?? '').replace(/\D/g, '').slice(0, 20)
    const [template, provinces] = await Promise.all([
      id ? api.get<FreightTemplateView>(`/store/setting/freightTemplate/${id}`) : null,
      api.get<Region[]>('/common/common/region/item/0'),
    ])
    // Cities of every province (cached by the API for an hour): the picker expands them in place.
    const cities = await Promise.all(
      provinces.map((p) => api.get<Region[]>(`/common/common/region/item/${p.id}`)),
    )
    const tree: RegionTree = provinces.map((p, i) => ({ ...p, cities: cities[i] ?? [] }))
    return { template, tree }
  })
}

const unitText = (method: Method, value: number) => (method === 'WEIGHT' ? kg(value) : String(value))
const chargeOf = (
  method: Method,
  c: { firstUnit: number; firstFee: number; extraUnit: number; extraFee: number },
) => ({
  firstUnit: unitText(method, c.firstUnit),
  firstFee: String(c.firstFee),
  extraUnit: unitText(method, c.extraUnit),
  extraFee: String(c.extraFee),
})

function initial(template: FreightTemplateView | null): Form {
  if (!template)
    return {
      name: '',
      pricingMethod: 'NUM',
      firstUnit: '1',
      firstFee: '10',
      extraUnit: '1',
      extraFee: '5',
      rows: [],
    }
  return {
    name: template.name,
    pricingMethod: template.pricingMethod,
    ...chargeOf(template.pricingMethod, template),
    rows: template.rows.map((r, i) => ({
      key: i,
      regionIds: r.regionIds,
      ...chargeOf(template.pricingMethod, r),
    })),
  }
}

/**
 * Pieces and kilograms mean different things: switching to or from WEIGHT resets the units to 1
 * (the fees stay as typed).
 */
function switchMethod(f: Form, m: Method): Form {
  if (m === f.pricingMethod) return f
  if (m !== 'WEIGHT' && f.pricingMethod !== 'WEIGHT') return { ...f, pricingMethod: m }
  const one = { firstUnit: '1', extraUnit: '1' }
  return { ...f, pricingMethod: m, ...one, rows: f.rows.map((r) => ({ ...r, ...one })) }
}

/** A unit as the API takes it: pieces as typed, kilograms (up to 3 decimals) as grams; NaN when malformed. */
function unitValue(method: Method, text: string): number {
  const s = text.trim()
  if (method !== 'WEIGHT') return /^\d+$/.test(s) ? Number(s) : Number.NaN
  return /^\d+(\.\d{1,3})?$/.test(s) ? Math.round(Number(s) * 1000) : Number.NaN
}

/** 运费模板 editor: name, pricing method, the default charge and the region rows with their picker. */
export default function SellerFreightEdit() {
  const { template, tree } = useLoaderData<typeof loader>()
  const { t, lang } = useTranslation('sellerSettings')
  const { t: tc } = useTranslation('console')
  const canEdit = useCanWrite('setting')
  const navigate = useNavigate()
  const [form, setForm] = useState<Form>(() => initial(template))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [picking, setPicking] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const names = new Map(
    tree.flatMap((p) => [
      [p.id, regionName(p, lang)] as const,
      ...p.cities.map((c) => [c.id, regionName(c, lang)] as const),
    ]),
  )
  const weight = form.pricingMethod === 'WEIGHT'
  const free = form.pricingMethod === 'FREE'

  const setRow = (key: number, patch: Partial<Row>) =>
    setForm((f) => ({ ...f, rows: f.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) }))
  const chargeBody = (c: Charge) => ({
    firstUnit: unitValue(form.pricingMethod, c.firstUnit),
    firstFee: c.firstFee.trim(),
    extraUnit: unitValue(form.pricingMethod, c.extraUnit),
    extraFee: c.extraFee.trim(),
  })

  async function save(event: React.FormEvent) {
    event.preventDefault()
    const body = {
      name: form.name,
      pricingMethod: form.pricingMethod,
      ...(free ? { firstUnit: 1, firstFee: 0, extraUnit: 1, extraFee: 0 } : chargeBody(form)),
      rows: free ? [] : form.rows.map((r) => ({ regionIds: r.regionIds, ...chargeBody(r) })),
    }
    const found: Record<string, string> = {}
    const unitError = weight ? t('freight.weightInvalid') : t('freight.unitInvalid')
    const units: [string, number][] = [
      ['firstUnit', body.firstUnit],
      ['extraUnit', body.extraUnit],
      ...body.rows.flatMap((r, i): [string, number][] => [
        [`rows.${i}.firstUnit`, r.firstUnit],
        [`rows.${i}.extraUnit`, r.extraUnit],
      ]),
    ]
    for (const [key, value] of units) if (!(value >= 1)) found[key] = unitError
    const parsed = FreightTemplateForm.safeParse(body)
    formIssues(parsed, lang, fullPath, found)
    setErrors(found)
    if (Object.keys(found).length > 0 || !parsed.success) return
    setBusy(true)
    try {
      const api = consoleBrowser(SELLER).api
      if (template)
        await api.put(`/store/setting/freightTemplate/${template.id}`, parsed.data, { json: true })
      else await api.post('/store/setting/freightTemplate', parsed.data, { json: true })
      toast.success(tc('actions.saved'))
      navigate('/seller/settings/freight')
    } catch {
      // shown by the client; the form keeps what was typed
    } finally {
      setBusy(false)
    }
  }

  const input = (key: string, value: string, onChange: (v: string) => void, label: string) => (
    <label>
      {label}
      <input
        name={key}
        inputMode="decimal"
        value={value}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `err-${key}` : undefined}
        onChange={(e) => onChange(e.target.value)}
        disabled={!canEdit}
      />
      {errors[key] ? (
        <em id={`err-${key}`} className={styles.fieldError} role="alert">
          {errors[key]}
        </em>
      ) : null}
    </label>
  )
  const chargeInputs = (prefix: string, c: Charge, patch: (p: Partial<Charge>) => void) => (
    <div className={styles.charge}>
      {input(
        `${prefix}firstUnit`,
        c.firstUnit,
        (v) => patch({ firstUnit: v }),
        t(weight ? 'freight.firstWeight' : 'freight.firstNum'),
      )}
      {input(`${prefix}firstFee`, c.firstFee, (v) => patch({ firstFee: v }), t('freight.firstFee'))}
      {input(
        `${prefix}extraUnit`,
        c.extraUnit,
        (v) => patch({ extraUnit: v }),
        t(weight ? 'freight.extraWeight' : 'freight.extraNum'),
      )}
      {input(`${prefix}extraFee`, c.extraFee, (v) => patch({ extraFee: v }), t('freight.extraFee'))}
    </div>
  )
  const pickingRow = form.rows.find((r) => r.key === picking)
  const takenFor = (key: number) =>
    new Set(form.rows.filter((r) => r.key !== key).flatMap((r) => r.regionIds))

  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('setting')}
      title={template ? t('freight.editTitle') : t('freight.addTitle')}
      readOnly={!canEdit}
      actions={
        <Link className="btn btn-ghost" to="/seller/settings/freight">
          {t('freight.back')}
        </Link>
      }
    >
      <form onSubmit={save} noValidate data-testid="freight-form">
        <Panel>
          <Field label={t('freight.name')} required error={errors.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                maxLength={32}
                value={form.name}
                disabled={!canEdit}
                onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
              />
            )}
          </Field>
          <Field label={t('freight.method')} required error={errors.pricingMethod}>
            {(control) => (
              <div
                className={styles.methods}
                role="radiogroup"
                aria-describedby={control['aria-describedby']}
              >
                {(['NUM', 'WEIGHT', 'FREE'] as const).map((m) => (
                  <label key={m}>
                    <input
                      type="radio"
                      name="pricingMethod"
                      value={m}
                      checked={form.pricingMethod === m}
                      disabled={!canEdit}
                      onChange={() => setForm((f) => switchMethod(f, m))}
                    />
                    {t(`freight.methods.${m}`)}
                  </label>
                ))}
              </div>
            )}
          </Field>
        </Panel>
        {free ? null : (
          <>
            <Panel title={t('freight.defaultRow')}>
              {chargeInputs('', form, (p) => setForm((f) => ({ ...f, ...p })))}
            </Panel>
            <Panel title={t('freight.rowsTitle')}>
              <p className={styles.hint}>{t('freight.rowsHint')}</p>
              {form.rows.length > 0 ? (
                <table className={styles.rows} data-testid="freight-rows">
                  <thead>
                    <tr>
                      <th scope="col">{t('freight.regions')}</th>
                      <th scope="col">{t('freight.rowCharge')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{tc('actions.operations')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {form.rows.map((r, i) => (
                      <tr key={r.key}>
                        <td>
                          <p className={styles.regionNames}>
                            {r.regionIds.length
                              ? r.regionIds.map((id) => names.get(id) ?? id).join('、')
                              : t('freight.noRegions')}
                          </p>
                          {canEdit ? (
                            <button
                              type="button"
                              className={consoleStyles.linkButton}
                              onClick={() => setPicking(r.key)}
                            >
                              {t('freight.pickRegions')}
                            </button>
                          ) : null}
                          {errors[`rows.${i}.regionIds`] ? (
                            <em className={styles.fieldError} role="alert">
                              {errors[`rows.${i}.regionIds`]}
                            </em>
                          ) : null}
                        </td>
                        <td>{chargeInputs(`rows.${i}.`, r, (p) => setRow(r.key, p))}</td>
                        <td>
                          {canEdit ? (
                            <button
                              type="button"
                              className={consoleStyles.linkButton}
                              onClick={() =>
                                setForm((f) => ({ ...f, rows: f.rows.filter((x) => x.key !== r.key) }))
                              }
                            >
                              {t('freight.removeRow')}
                            </button>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              {canEdit ? (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => {
                    const key = Math.max(0, ...form.rows.map((r) => r.key + 1))
                    setForm((f) => ({
                      ...f,
                      rows: [
                        ...f.rows,
                        {
                          key,
                          regionIds: [],
                          firstUnit: f.firstUnit,
                          firstFee: f.firstFee,
                          extraUnit: f.extraUnit,
                          extraFee: f.extraFee,
                        },
                      ],
                    }))
                    setPicking(key)
                  }}
                >
                  {t('freight.addRow')}
                </button>
              ) : null}
            </Panel>
          </>
        )}
        {canEdit ? (
          <div className={styles.footer}>
            <Link className="btn btn-ghost" to="/seller/settings/freight">
              {tc('actions.cancel')}
            </Link>
            <button type="submit" className="btn" disabled={busy}>
              {tc('actions.save')}
            </button>
          </div>
        ) : null}
      </form>
      {pickingRow ? (
        <RegionPicker
          key={pickingRow.key}
          open
          tree={tree}
          value={pickingRow.regionIds}
          taken={takenFor(pickingRow.key)}
          onClose={() => setPicking(null)}
          onDone={(ids) => {
            setRow(pickingRow.key, { regionIds: ids })
            setPicking(null)
          }}
        />
      ) : null}
    </ConsolePage>
  )
}
