import type { ReactNode } from 'react'
import { Form, Link, useLocation, useSearchParams } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './list.module.css'
import { StatusFilter, type StatusTabs } from './StatusFilter.tsx'

export type SearchField = {
  /** The query parameter. */
  name: string
  label: string
  maxLength?: number
  /** A text box's type: text (default), search, date. */
  type?: 'text' | 'search' | 'date'
  placeholder?: string
  /** A select instead of a text box (the caller's first option is usually 全部 with value ''). */
  options?: { value: string; label: string }[]
}

/**
 * A list's search line (GET into the address, so the loader reads it and a fresh search starts at
 * page 1): a text box or select per field, then the submit button (搜索 unless `submitLabel`).
 * `status` puts status tabs above it (their parameter is kept by a search); `keep` names other
 * parameters set elsewhere that a search keeps. `stacked` is the seller centre's look (labels over the
 * fields, full-size buttons and a 重置 link that clears the fields but keeps the tab).
 */
export function SearchForm({
  fields,
  status,
  keep = [],
  submitLabel,
  testId,
  stacked = false,
  children,
}: {
  fields: SearchField[]
  status?: StatusTabs
  keep?: string[]
  submitLabel?: string
  testId?: string
  stacked?: boolean
  /** Extra controls after the fields. */
  children?: ReactNode
}) {
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  const { t: tc } = useTranslation('console')
  const kept = status ? [status.name, ...keep] : keep
  const resetTo = new URLSearchParams()
  for (const name of kept) if (search.get(name)) resetTo.set(name, search.get(name) ?? '')
  const form = (
    <Form
      method="get"
      className={stacked ? `${styles.search} ${styles.stacked}` : styles.search}
      data-testid={testId}
    >
      {kept.map((name) =>
        search.get(name) ? (
          <input key={name} type="hidden" name={name} value={search.get(name) ?? ''} />
        ) : null,
      )}
      {fields.map((f) =>
        f.options ? (
          <label key={f.name}>
            <span>{f.label}</span>
            <select name={f.name} defaultValue={search.get(f.name) ?? ''}>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label key={f.name}>
            <span>{f.label}</span>
            <input
              name={f.name}
              type={f.type}
              maxLength={f.maxLength}
              placeholder={f.placeholder}
              defaultValue={search.get(f.name) ?? ''}
            />
          </label>
        ),
      )}
      {children}
      <button type="submit" className={stacked ? 'btn' : `btn ${styles.small}`}>
        {submitLabel ?? tc('actions.search')}
      </button>
      {stacked ? (
        <Link to={resetTo.size ? `${pathname}?${resetTo}` : pathname} className="btn btn-ghost">
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
