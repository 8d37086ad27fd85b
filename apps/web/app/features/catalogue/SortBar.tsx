import { type FormEvent, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './goods-list.module.css'
import { priceTyped, withParams } from './search-params.ts'

const SORTS = ['', 'buyCount', 'commentNum', 'releaseTime'] as const

/** 综合 / 销量 / 评论数 / 新品 send `order=desc`; 价格 starts ascending and toggles (UI reference A1). */
export function SortBar({ total }: { total: number }) {
  const { t } = useTranslation('shop')
  const location = useLocation()
  const navigate = useNavigate()
  const search = new URLSearchParams(location.search)
  const sort = search.get('sort') ?? ''
  const order = search.get('order') ?? 'desc'
  const [min = '', max = ''] = (search.get('price') ?? '').split('_')
  const [range, setRange] = useState({ min, max })
  // Shown after a refused 确定 until the prices are typed again.
  const [refused, setRefused] = useState(false)
  const priceOrder = sort === 'price' && order === 'asc' ? 'desc' : 'asc'

  const applyPrice = (event: FormEvent) => {
    event.preventDefault()
    const lo = range.min.trim()
    const hi = range.max.trim()
    if (!priceTyped(lo) || !priceTyped(hi)) return setRefused(true)
    const [a, b] = lo && hi && Number(lo) > Number(hi) ? [hi, lo] : [lo, hi]
    navigate(
      withParams(location.search, {
        price: a || b ? `${a || 0}${b ? `_${b}` : ''}` : null,
        pageNumber: null,
      }),
    )
  }

  return (
    <div className={styles.sortBar} data-testid="sort-bar">
      {SORTS.map((key) => (
        <Link
          key={key || 'default'}
          to={withParams(location.search, {
            sort: key || null,
            order: key ? 'desc' : null,
            pageNumber: null,
          })}
          className={sort === key ? styles.sortOn : styles.sortBtn}
        >
          {t(`list.sort.${key || 'default'}`)}
        </Link>
      ))}
      <Link
        to={withParams(location.search, { sort: 'price', order: priceOrder, pageNumber: null })}
        className={sort === 'price' ? styles.sortOn : styles.sortBtn}
        data-testid="sort-price"
      >
        {t('list.sort.price')}
        <span className={styles.arrows} aria-hidden="true">
          <i className={sort === 'price' && order === 'asc' ? styles.arrowOn : ''}>▲</i>
          <i className={sort === 'price' && order === 'desc' ? styles.arrowOn : ''}>▼</i>
        </span>
      </Link>
      <form className={styles.priceRange} onSubmit={applyPrice}>
        <input
          aria-label={t('list.priceMin')}
          placeholder={t('list.priceMin')}
          value={range.min}
          inputMode="decimal"
          aria-invalid={refused && !priceTyped(range.min)}
          aria-describedby={refused ? 'price-error' : undefined}
          onChange={(e) => {
            setRefused(false)
            setRange({ ...range, min: e.target.value })
          }}
        />
        <span>-</span>
        <input
          aria-label={t('list.priceMax')}
          placeholder={t('list.priceMax')}
          value={range.max}
          inputMode="decimal"
          aria-invalid={refused && !priceTyped(range.max)}
          aria-describedby={refused ? 'price-error' : undefined}
          onChange={(e) => {
            setRefused(false)
            setRange({ ...range, max: e.target.value })
          }}
        />
        <button type="submit">{t('list.priceApply')}</button>
        {refused ? (
          <span id="price-error" role="alert" className={styles.priceError}>
            {t('list.priceInvalid')}
          </span>
        ) : null}
      </form>
      <span className={styles.total}>{t('list.total', { total })}</span>
    </div>
  )
}
