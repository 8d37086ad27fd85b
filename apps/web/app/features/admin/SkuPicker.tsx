import type { Page } from '@silk/contracts/paging'
import type { PointsSkuChoice } from '@silk/contracts/points-admin'
import { type KeyboardEvent, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { consoleStyles } from '../console/ConsoleLayout.tsx'
import { RowButton } from '../console/RowActions.tsx'
import styles from './admin.module.css'
import points from './points.module.css'
import { ADMIN, consoleBrowser } from './site.ts'

export type ChosenSku = Pick<
  PointsSkuChoice,
  'skuId' | 'goodsName' | 'simpleSpecs' | 'thumbnail' | 'price' | 'quantity' | 'storeName'
>

export function SkuLine({ sku }: { sku: ChosenSku }) {
  const { t } = useTranslation('pointsAdmin')
  return (
    <span className={styles.goodsCell}>
      {sku.thumbnail ? <img src={pictureAt(sku.thumbnail, 200)} alt="" width={48} height={48} /> : null}
      <span>
        {sku.goodsName}
        <small>
          {[
            sku.simpleSpecs,
            formatPrice(sku.price),
            t('goods.skuStock', { count: sku.quantity }),
            sku.storeName,
          ]
            .filter(Boolean)
            .join(' · ')}
        </small>
      </span>
    </span>
  )
}

/** The SKUs on sale (any store's) by name, sn or id, for the operator's points goods and 砍价. */
export function SkuPicker({
  inputId,
  describedBy,
  onChoose,
  taken = (s) => !!s.pointsGoodsId,
}: {
  inputId: string
  describedBy?: string
  onChoose(sku: ChosenSku): void
  /** Whether a SKU cannot be chosen here (the points mall: one already a points goods). */
  taken?(sku: PointsSkuChoice): boolean
}) {
  const { t } = useTranslation('pointsAdmin')
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<PointsSkuChoice[] | null>(null)
  const [busy, setBusy] = useState(false)
  const search = async () => {
    setBusy(true)
    try {
      const page = await consoleBrowser(ADMIN).api.get<Page<PointsSkuChoice>>(
        '/manager/promotion/pointsGoods/skus',
        {
          keyword: keyword.trim(),
          pageNumber: '1',
          pageSize: '8',
        },
      )
      setFound(page.records)
    } catch {
      setFound([])
    } finally {
      setBusy(false)
    }
  }
  // Enter searches here instead of submitting the dialog's form.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void search()
  }
  return (
    <div className={points.picker}>
      <div className={points.searchRow}>
        <input
          id={inputId}
          aria-describedby={describedBy}
          type="search"
          placeholder={t('goods.search')}
          aria-label={t('goods.search')}
          maxLength={64}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={onKey}
          data-testid="points-sku-search"
        />
        <button type="button" className={`btn ${styles.small}`} disabled={busy} onClick={() => void search()}>
          {busy ? t('goods.searching') : t('goods.searchButton')}
        </button>
      </div>
      {found === null ? null : found.length === 0 ? (
        <p className={consoleStyles.muted}>{t('goods.noSkus')}</p>
      ) : (
        <ul className={points.results} data-testid="points-sku-results">
          {found.map((s) => (
            <li key={s.skuId}>
              <SkuLine sku={s} />
              {taken(s) ? (
                <span className={styles.note}>{t('goods.taken')}</span>
              ) : (
                <RowButton onClick={() => onChoose(s)}>{t('goods.choose')}</RowButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
