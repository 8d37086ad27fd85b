import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './tabs.module.css'

export type Tab = { key: string; label: ReactNode; href?: string; testId?: string }

/**
 * One row of tabs. Tabs with an `href` are links (the list is in the URL, so it survives a reload and
 * can be shared) and the current one carries `aria-current`; without, they are buttons in a
 * `tablist` calling `onSelect`.
 */
export function Tabs({
  label,
  tabs,
  current,
  onSelect,
}: {
  label: string
  tabs: Tab[]
  current: string
  onSelect?(key: string): void
}) {
  const asLinks = tabs.every((tab) => tab.href !== undefined)
  if (asLinks)
    return (
      <nav className={styles.tabs} aria-label={label}>
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            to={tab.href ?? ''}
            className={tab.key === current ? `${styles.tab} ${styles.on}` : styles.tab}
            aria-current={tab.key === current ? 'page' : undefined}
            data-testid={tab.testId}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    )
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === current}
          className={tab.key === current ? `${styles.tab} ${styles.on}` : styles.tab}
          onClick={() => onSelect?.(tab.key)}
          data-testid={tab.testId}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
