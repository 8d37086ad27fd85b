import { Fragment, type ReactNode } from 'react'
import { Form, Link, useLocation, useSearchParams } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './list.module.css'
import { StatusFilter, type StatusTabs } from './StatusFilter.tsx'

export type SearchOption = { value: string; label: string }

export type SearchField = {
  /** The query parameter. */
  name: string
  label: string
  /** No visible label: the label is the box's accessible name and placeholder (a keyword box). */
  hiddenLabel?: boolean
  maxLength?: number
  /** A text box's type: text (default), search, date. */
  type?: 'text' | 'search' | 'date'
  placeholder?: string
  /** A select instead of a text box. */
  options?: SearchOption[]
  /** The select's first option, value '' (全部, 全部分类…). */
  all?: string
  /** A select's further options in named groups (after `options`). */
  groups?: { label: string; options: SearchOption[] }[]
  /** Where the box's value comes from, when the loader has read it already (default: the address). */
  value?: string
  className?: string
  testId?: string
}

/** A select field of `values`, each worded by `labelOf`, after 全部 (`all`). */
export const choiceField = <V extends string>(
  name: string,
  label: string,
  all: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): SearchField => ({ name, label, all, options: values.map((value) => ({ value, label: labelOf(value) })) })

/**
 * Where 重置 goes: `keep` clears the fields but keeps the tab and the `keep` parameters, `all` clears
 * everything; `keepWhenSearched` is `keep` shown only while a field is filled.
 */
export type SearchReset = 'keep' | 'all' | 'keepWhenSearched'

/**
 * A list's search line (GET into the address, so the loader reads it and a fresh search starts at
 * page 1): a text box or select per field, then the submit button (搜索 unless `submitLabel`).
 * `status` puts status tabs above it (their parameter is kept by a search); `keep` names other
 * parameters set elsewhere that a search keeps. `stacked` is the seller centre's look (labels over the
 * fields, full-size buttons and a 重置 link that clears the fields but keeps the tab); `reset` adds or
 * changes the 重置 link. `autoSubmit`: a select searches as soon as it changes (the button is there
 * only without scripts).
 */
export function SearchForm({
  fields,
  status,
  keep = [],
  submitLabel,
  testId,
  stacked = false,
  reset = stacked ? 'keep' : undefined,
  autoSubmit = false,
  className,
  children,
}: {
  fields: SearchField[]
  status?: StatusTabs
  keep?: string[]
  submitLabel?: string
  testId?: string
  stacked?: boolean
  /** `false`: no 重置 even in the stacked look. */
  reset?: SearchReset | false
  autoSubmit?: boolean
  /** A page's own touches on top of the kit's look. */
  className?: string
  /** Extra controls after the fields. */
  children?: ReactNode
}) {
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  const { t: tc } = useTranslation('console')
  const kept = status ? [status.name, ...keep] : keep
  const resetTo = new URLSearchParams()
  if (reset !== 'all')
    for (const name of kept) if (search.get(name)) resetTo.set(name, search.get(name) ?? '')
  const small = stacked ? '' : ` ${styles.small}`
  const submit = (
    <button type="submit" className={`btn${small}`}>
      {submitLabel ?? tc('actions.search')}
    </button>
  )
  const initialOf = (f: SearchField) => f.value ?? search.get(f.name) ?? ''
  const searched = fields.some((f) => initialOf(f))
  const control = (f: SearchField) =>
    f.options || f.groups ? (
      <select
        name={f.name}
        defaultValue={initialOf(f)}
        className={f.className}
        data-testid={f.testId}
        aria-label={f.hiddenLabel ? f.label : undefined}
        onChange={autoSubmit ? (e) => e.currentTarget.form?.requestSubmit() : undefined}
      >
        {f.all === undefined ? null : <option value="">{f.all}</option>}
        {(f.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {(f.groups ?? []).map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    ) : (
      <input
        name={f.name}
        type={f.type}
        maxLength={f.maxLength}
        placeholder={f.hiddenLabel ? f.label : f.placeholder}
        aria-label={f.hiddenLabel ? f.label : undefined}
        className={f.className}
        data-testid={f.testId}
        defaultValue={initialOf(f)}
      />
    )
  const form = (
    <Form
      method="get"
      className={[styles.search, stacked ? styles.stacked : '', className ?? ''].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      {kept.map((name) =>
        search.get(name) ? (
          <input key={name} type="hidden" name={name} value={search.get(name) ?? ''} />
        ) : null,
      )}
      {fields.map((f) =>
        f.hiddenLabel ? (
          <Fragment key={f.name}>{control(f)}</Fragment>
        ) : (
          // biome-ignore lint/a11y/noLabelWithoutControl: the control is control(f), a select or an input.
          <label key={f.name}>
            <span>{f.label}</span>
            {control(f)}
          </label>
        ),
      )}
      {children}
      {autoSubmit ? <noscript>{submit}</noscript> : submit}
      {reset && (reset !== 'keepWhenSearched' || searched) ? (
        <Link to={resetTo.size ? `${pathname}?${resetTo}` : pathname} className={`btn btn-ghost${small}`}>
          {tc('actions.reset')}
        </Link>
      ) : null}
    </Form>
  )
  return status ? (
    <>
      <StatusFilter {...status} />
      {form}
    </>
  ) : (
    form
  )
}
