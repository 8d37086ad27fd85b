import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './list.module.css'

export type StatusTabs = {
  /** The query parameter. */
  name: string
  /** The tabs' accessible name. */
  label: string
  options: { value: string; label: string }[]
  /** Replaces 全部 (with a count, say). */
  allLabel?: string
}

/** Tabs of `values`, each worded by `labelOf`, for the query parameter `name` (after 全部). */
export const statusTabs = <V extends string>(
  name: string,
  label: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): StatusTabs => ({ name, label, options: values.map((value) => ({ value, label: labelOf(value) })) })

/** Status tabs over a list: each a link that keeps the other filters and starts at page 1. */
export function StatusFilter({ name, options, label, allLabel }: StatusTabs) {
  const location = useLocation()
  const { t: tc } = useTranslation('console')
  const params = new URLSearchParams(location.search)
  const current = params.get(name) ?? ''
  const link = (value: string) => {
    const next = new URLSearchParams(location.search)
    next.delete('pageNumber')
    if (value) next.set(name, value)
    else next.delete(name)
    return `${location.pathname}?${next}`
  }
  return (
    <nav className={styles.filters} aria-label={label}>
      {[{ value: '', label: allLabel ?? tc('actions.all') }, ...options].map((o) => (
        <Link key={o.value} to={link(o.value)} aria-current={current === o.value ? 'true' : undefined}>
          {o.label}
        </Link>
      ))}
    </nav>
  )
}
