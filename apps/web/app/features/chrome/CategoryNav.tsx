import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import {
  type CategoryNode,
  categoryHref,
  readCategoryTree,
  writeCategoryTree,
} from '../../lib/category-cache.ts'
import styles from './CategoryNav.module.css'

/**
 * The tree, read once per hour (local storage) and otherwise asked for when the page is idle after
 * hydration, so a hover finds it ready instead of saying 分类加载中… (or at the first opening, if that
 * comes first).
 */
function useCategoryTree(open: boolean, lang: string) {
  const [tree, setTree] = useState<CategoryNode[] | null>(null)
  const [idle, setIdle] = useState(false)
  const loading = useRef(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }, [])
  useEffect(() => {
    if (!(open || idle) || tree || loading.current) return
    const cached = readCategoryTree(lang)
    if (cached) {
      setTree(cached)
      return
    }
    loading.current = true
    api
      .get<CategoryNode[]>('/buyer/goods/category/get/0')
      .then((list) => {
        const nodes = Array.isArray(list) ? list : []
        if (nodes.length) writeCategoryTree(nodes, lang)
        setTree(nodes)
      })
      .catch(() => setTree([]))
      .finally(() => {
        loading.current = false
      })
  }, [open, idle, tree, lang])
  return tree
}

/** The category navigation panel (spec §2): first-level list, second-level items, detail panel. */
export function CategoryNav() {
  const { t, lang } = useTranslation('chrome')
  const [open, setOpen] = useState(false)
  const [current, setCurrent] = useState(0)
  const tree = useCategoryTree(open, lang)
  const close = useCallback(() => setOpen(false), [])
  const active = tree?.[current]

  return (
    <div
      className={styles.wrap}
      role="group"
      aria-label={t('category.all')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls="category-panel"
        onClick={() => setOpen((v) => !v)}
        data-testid="category-trigger"
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('category.all')}
      </button>
      {open ? (
        <div className={styles.panel} id="category-panel" data-testid="category-panel">
          {tree === null ? (
            <p className={styles.note}>{t('category.loading')}</p>
          ) : tree.length === 0 ? (
            <p className={styles.note}>{t('category.empty')}</p>
          ) : (
            <>
              <ul className={styles.first}>
                {tree.map((node, index) => (
                  <li key={node.id} className={index === current ? styles.current : undefined}>
                    <Link
                      to={categoryHref(node.id)}
                      onMouseEnter={() => setCurrent(index)}
                      onFocus={() => setCurrent(index)}
                      onClick={close}
                    >
                      <span>{node.name}</span>
                      <span className={styles.seconds} aria-hidden="true">
                        {(node.children ?? [])
                          .slice(0, 2)
                          .map((child) => child.name)
                          .join(' / ')}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {active ? (
                <div className={styles.detail} data-testid="category-detail">
                  {(active.children ?? []).map((second) => (
                    <dl key={second.id} className={styles.row}>
                      <dt>
                        <Link to={categoryHref(active.id, second.id)} onClick={close}>
                          {second.name} ›
                        </Link>
                      </dt>
                      <dd>
                        {(second.children ?? []).map((third) => (
                          <Link
                            key={third.id}
                            to={categoryHref(active.id, second.id, third.id)}
                            onClick={close}
                          >
                            {third.name}
                          </Link>
                        ))}
                      </dd>
                    </dl>
                  ))}
                </div>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  )
}
