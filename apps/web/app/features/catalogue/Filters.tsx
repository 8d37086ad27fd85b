import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './goods-list.module.css'
import { parseProps, withParams } from './search-params.ts'
import type { EsGoodsRelatedInfo } from './types.ts'

const VISIBLE_ROWS = 5

/** Brand logos and parameter rows from `/es/related`; a pick adds `brandId` / `prop` to the URL. */
export function Filters({ related }: { related: EsGoodsRelatedInfo }) {
  const { t } = useTranslation('shop')
  const location = useLocation()
  const navigate = useNavigate()
  const [showAll, setShowAll] = useState(false)
  const [multi, setMulti] = useState<string | null>(null)
  const [picked, setPicked] = useState<string[]>([])
  const [expanded, setExpanded] = useState<Record<string, boolean>>({})
  const search = new URLSearchParams(location.search)
  const props = parseProps(search.get('prop'))

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
    <section className={styles.filters} data-testid="filters">
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
              <div className={`${isBrand ? styles.brandTiles : styles.valueList} ${open ? styles.open : ''}`}>
                {values.map((v) =>
                  multi === row ? (
                    <button
                      type="button"
                      key={v.key}
                      className={`${isBrand ? styles.brandTile : styles.value} ${picked.includes(v.key) ? styles.checked : ''}`}
                      onClick={() => toggle(v.key)}
                      aria-pressed={picked.includes(v.key)}
                    >
                      {v.logo ? <img src={v.logo} alt="" width={28} height={28} /> : null}
                      {v.label}
                    </button>
                  ) : (
                    <Link
                      key={v.key}
                      to={isBrand ? brandTo([v.key]) : propTo(row, [v.key])}
                      className={isBrand ? styles.brandTile : styles.value}
                    >
                      {v.logo ? <img src={v.logo} alt="" width={28} height={28} /> : null}
                      {v.label}
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
              {values.length > (isBrand ? 8 : 9) ? (
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
    </section>
  )
}
