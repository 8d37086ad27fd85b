import type { ReactNode } from 'react'
import { Form, useSearchParams } from 'react-router'
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
 * parameters set elsewhere that a search keeps.
 */
export function SearchForm({
  fields,
  status,
  keep = [],
  submitLabel,
  testId,
  children,
}: {
  fields: SearchField[]
  status?: StatusTabs
  keep?: string[]
  submitLabel?: string
  testId?: string
  /** Extra controls after the fields. */
  children?: ReactNode
}) {
  const [search] = useSearchParams()
  const { t: tc } = useTranslation('console')
  const form = (
    <Form method="get" className={styles.search} data-testid={testId}>
      {(status ? [status.name, ...keep] : keep).map((name) =>
        search.get(name) ? (
          <input key={name} type="hidden" name={name} value={search.get(name) ?? ''} />
        ) : null,
      )}
      {fields.map((f) =>
        f.options ? (
          <label key={f.name}>
            {f.label}{' '}
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
            {f.label}{' '}
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
      <button type="submit" className={`btn ${styles.small}`}>
        {submitLabel ?? tc('actions.search')}
      </button>
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
