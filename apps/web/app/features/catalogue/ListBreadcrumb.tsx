import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './goods-list.module.css'
import type { ListTrail } from './list-trail.ts'
import { parseProps, withParams } from './search-params.ts'
import type { EsGoodsRelatedInfo } from './types.ts'

/** Category trail with sibling drop-downs, or 全部结果 > “keyword”, then the removable filter chips. */
export function ListBreadcrumb({
  trail: { levels: trail, children, brands },
  keyword,
  params = [],
}: {
  trail: ListTrail
  keyword: string
  /** The chosen parameters' names and labels in the page's language (the chips' words). */
  params?: EsGoodsRelatedInfo['paramOptions']
}) {
  const { t } = useTranslation('shop')
  const location = useLocation()
  const search = new URLSearchParams(location.search)
  const pathTo = (i: number, id: string) => [...trail.slice(0, i).map((x) => x.node.id), id].join(',')
  const chips: { label: string; to: string }[] = []
  const brandIds = (search.get('brandId') ?? '').split('@').filter(Boolean)
  if (brandIds.length) {
    chips.push({
      label: t('list.chip', {
        name: t('list.brand'),
        value: brandIds.map((b) => brands[b] ?? b).join(t('list.chipJoin')),
      }),
      to: withParams(location.search, { brandId: null, pageNumber: null }),
    })
  }
  const props = parseProps(search.get('prop'))
  props.forEach(([name, value], i) => {
    const rest = props.filter((_, j) => j !== i).map(([n, v]) => `${n}_${v}`)
    chips.push({
      label: t('list.chip', readable(params, name, value, t('list.chipJoin'))),
      to: withParams(location.search, { prop: rest.join('@') || null, pageNumber: null }),
    })
  })
  const price = search.get('price')
  if (price)
    chips.push({
      label: `¥${price.replace('_', ' - ')}`,
      to: withParams(location.search, { price: null, pageNumber: null }),
    })

  return (
    <div className={styles.crumbs} data-testid="list-breadcrumb">
      {trail.length === 0 ? (
        <>
          <Link to="/goodsList" className={styles.crumbRoot}>
            {t('list.allResults')}
          </Link>
          {keyword ? (
            <>
              <span className={styles.crumbSep}>&gt;</span>
              <span className={styles.crumbKeyword}>“{keyword}”</span>
            </>
          ) : null}
        </>
      ) : (
        trail.map(({ node, siblings }, i) =>
          i === 0 ? (
            <Link key={node.id} to={`/goodsList?categoryId=${node.id}`} className={styles.crumbRoot}>
              {node.name}
            </Link>
          ) : (
            <span key={node.id} className={styles.crumbLevel}>
              <span className={styles.crumbSep}>&gt;</span>
              <span className={styles.crumbBox}>
                {node.name} <span aria-hidden="true">▾</span>
                <span className={styles.crumbMenu}>
                  {siblings.map((s) => (
                    <Link
                      key={s.id}
                      to={`/goodsList?categoryId=${pathTo(i, s.id)}`}
                      className={s.id === node.id ? styles.crumbOn : ''}
                    >
                      {s.name}
                    </Link>
                  ))}
                </span>
              </span>
            </span>
          ),
        )
      )}
      {children.length ? (
        <span className={styles.crumbLevel}>
          <span className={styles.crumbSep}>&gt;</span>
          <span className={styles.crumbChildren}>
            {children.map((c) => (
              <Link key={c.id} to={`/goodsList?categoryId=${pathTo(trail.length, c.id)}`}>
                {c.name}
              </Link>
            ))}
          </span>
        </span>
      ) : null}
      {chips.map((chip) => (
        <Link key={chip.label} to={chip.to} className={styles.chip} data-testid="filter-chip">
          {chip.label} <span aria-hidden="true">✕</span>
        </Link>
      ))}
    </div>
  )
}

/**
 * A chosen parameter as the filters showed it: its name and labels where the API gave them, else the
 * filter's own words. A multi-picked chip holds its values joined by "、".
 */
function readable(params: EsGoodsRelatedInfo['paramOptions'], name: string, value: string, join: string) {
  const facet = params.find((p) => p.key === name)
  const label = (v: string) => facet?.labels?.[facet.values.indexOf(v)] ?? v
  return { name: facet?.name ?? name, value: value.split('、').map(label).join(join) }
}
