import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Frozen } from '../../lib/frozen.tsx'
import { useRootData } from '../../lib/root-data.ts'
import styles from './goods-list.module.css'
import { parseProps, withParams } from './search-params.ts'
import type { EsGoodsRelatedInfo } from './types.ts'

const VISIBLE_ROWS = 5

/**
 * Which rows hide values under their one closed line, measured in the browser: how many fit depends on
 * the names' lengths (English brand and parameter names are longer than Chinese ones), not on a count.
 * Open rows keep what was measured before they opened. Null until measured (the server's render).
 */
function useClippedRows(related: EsGoodsRelatedInfo, showAll: boolean) {
  const lists = useRef(new Map<string, HTMLElement>())
  const [clipped, setClipped] = useState<Record<string, boolean> | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the rows change
  useEffect(() => {
    const measure = () =>
      setClipped((before) => {
        const next = { ...before }
        for (const [row, el] of lists.current) {
          if (el.dataset.open !== 'true') next[row] = el.scrollHeight > el.clientHeight + 1
        }
        const same = before && Object.keys(next).every((row) => next[row] === before[row])
        return same ? before : next
      })
    measure()
    void document.fonts?.ready.then(measure)
    const observer = new ResizeObserver(measure)
    for (const el of lists.current.values()) observer.observe(el)
    return () => observer.disconnect()
  }, [related, showAll])
  const ref = (row: string) => (el: HTMLElement | null) => {
    if (el) lists.current.set(row, el)
    else lists.current.delete(row)
  }
  return { clipped, ref }
}

/** Brand logos and parameter rows from `/es/related`; a pick adds `brandId` / `prop` to the URL. */
export function Filters({ related }: { related: EsGoodsRelatedInfo }) {
  const { t } = useTranslation('shop')
  const { lang } = useRootData()
  const location = useLocation()
  const navigate = useNavigate()
  const [showAll, setShowAll] = useState(false)
  const [multi, setMulti] = useState<string | null>(null)
  const [picked, setPicked] = useState<string[]>([])
  const [expanded, setExpanded] = useState<Record<string, boolean>>({})
  const search = new URLSearchParams(location.search)
  const props = parseProps(search.get('prop'))
  const lists = useClippedRows(related, showAll)

  const brandTo = (ids: string[]) => {
    const current = (search.get('brandId') ?? '').split('@').filter(Boolean)
    return withParams(location.search, { brandId: [...current, ...ids].join('@'), pageNumber: null })
  }
  const propTo = (key: string, values: string[]) => {
    const terms = [...props.map(([n, v]) => `${n}_${v}`), `${key}_${values.join('、')}`]
    return withParams(location.search, { prop: terms.join('@'), pageNumber: null })
  }
  const startMulti = (row: string) => {
    setMulti(row)
    setPicked([])
  }
  const toggle = (value: string) =>
    setPicked((p) => (p.includes(value) ? p.filter((v) => v !== value) : [...p, value]))
  const submit = (row: string) => {
    const to = row === '__brand' ? brandTo(picked) : propTo(row, picked)
    setMulti(null)
    navigate(to)
  }

  const rows = [...(related.brands.length ? ['__brand'] : []), ...related.paramOptions.map((p) => p.key)]
  const visible = showAll ? rows : rows.slice(0, VISIBLE_ROWS)
  if (rows.length === 0) return null
  return (
    // Frozen, key language+query+facets (docs/performance.md): never the login, cart or favourites.
    // What a visitor opens or picks is the browser's.
    <Frozen
      as="section"
      name="filters"
      copyKey={() => JSON.stringify([lang, location.search, related])}
      className={styles.filters}
      data-testid="filters"
    >
      {visible.map((row) => {
        const isBrand = row === '__brand'
        const values = isBrand
          ? related.brands.map((b) => ({ key: b.value, label: b.name, logo: b.url }))
          : (related.paramOptions.find((p) => p.key === row)?.values ?? []).map((v, i) => ({
              key: v,
              label: related.paramOptions.find((p) => p.key === row)?.labels?.[i] ?? v,
              logo: null,
            }))
        const open = expanded[row] || multi === row
        // Before the browser has measured: as many as fit in a row of Chinese names.
        const hides = lists.clipped?.[row] ?? values.length > (isBrand ? 8 : 9)
        return (
          <div
            key={row}
            className={styles.filterRow}
            data-testid={isBrand ? 'filter-brand' : 'filter-param'}
            data-param={isBrand ? undefined : row}
          >
            <div className={styles.filterKey}>
              {isBrand ? t('list.brand') : (related.paramOptions.find((p) => p.key === row)?.name ?? row)}
            </div>
            <div className={styles.filterValues}>
              <div
                ref={lists.ref(row)}
                className={`${isBrand ? styles.brandTiles : styles.valueList} ${open ? styles.open : ''}`}
                data-open={open}
              >
                {values.map((v) =>
                  multi === row ? (
                    <button
                      type="button"
                      key={v.key}
                      className={`${isBrand ? styles.brandTile : styles.value} ${picked.includes(v.key) ? styles.checked : ''}`}
                      onClick={() => toggle(v.key)}
                      aria-pressed={picked.includes(v.key)}
                    >
                      {v.logo ? <img src={v.logo} alt="" width={28} height={28} loading="lazy" /> : null}
                      <span>{v.label}</span>
                    </button>
                  ) : (
                    <Link
                      key={v.key}
                      to={isBrand ? brandTo([v.key]) : propTo(row, [v.key])}
                      className={isBrand ? styles.brandTile : styles.value}
                    >
                      {v.logo ? <img src={v.logo} alt="" width={28} height={28} loading="lazy" /> : null}
                      <span>{v.label}</span>
                    </Link>
                  ),
                )}
              </div>
              {multi === row ? (
                <div className={styles.multiActions}>
                  <button
                    type="button"
                    className={styles.primaryBtn}
                    disabled={picked.length === 0}
                    onClick={() => submit(row)}
                  >
                    {t('list.confirm')}
                  </button>
                  <button type="button" className={styles.ghostBtn} onClick={() => setMulti(null)}>
                    {t('list.cancel')}
                  </button>
                </div>
              ) : null}
            </div>
            <div className={styles.filterOps}>
              {hides || expanded[row] ? (
                <button type="button" onClick={() => setExpanded((e) => ({ ...e, [row]: !e[row] }))}>
                  {expanded[row] ? t('list.collapse') : t('list.more')}
                </button>
              ) : null}
              {multi === row ? null : (
                <button type="button" onClick={() => startMulti(row)}>
                  + {t('list.multi')}
                </button>
              )}
            </div>
          </div>
        )
      })}
      {rows.length > VISIBLE_ROWS - 1 ? (
        <button type="button" className={styles.moreFilters} onClick={() => setShowAll((s) => !s)}>
          {showAll ? t('list.lessFilters') : t('list.moreFilters')} {showAll ? '▴' : '▾'}
        </button>
      ) : null}
    </Frozen>
  )
}
