import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import styles from '../../features/catalogue/member-lists.module.css'
import { useMemberPage } from '../../features/catalogue/use-member-page.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('favorites')

interface GoodsRow {
  id: string
  goodsId: string
  skuId: string
  goodsName: string
  image: string
  price: number
  marketEnable: string
}
interface StoreRow {
  id: string
  storeName: string
  storeLogo: string
  selfOperated: boolean
  countryName: string
}

/** 近期收藏 (UI reference A6): goods and stores tabs, 100 a page, cancel with confirmation. */
export default function Favorites() {
  const { t } = useTranslation('shop')
  const [tab, setTab] = useState<'GOODS' | 'STORE'>('GOODS')
  const goods = useMemberPage<GoodsRow>('/buyer/member/collection/GOODS', { pageSize: 100, pageNumber: 1 })
  const stores = useMemberPage<StoreRow>('/buyer/member/storeCollection/STORE', {
    pageSize: 100,
    pageNumber: 1,
  })
  const [pending, setPending] = useState<{ type: 'GOODS' | 'STORE'; id: string } | null>(null)
  const remove = async () => {
    if (!pending) return
    try {
      if (pending.type === 'GOODS') await api.del(`/buyer/member/collection/delete/GOODS/${pending.id}`)
      else await api.del(`/buyer/member/storeCollection/delete/STORE/${pending.id}`)
      toast.success(t('detail.favouriteRemoved'))
    } catch {
      // The client has toasted the server's message; the reload below shows what is true now.
    }
    await (pending.type === 'GOODS' ? goods.reload() : stores.reload())
  }
  const list = tab === 'GOODS' ? goods.page : stores.page
  return (
    <section className={styles.panel} data-testid="favorites">
      <header className={styles.head}>
        <h2>{t('favorites.title')}</h2>
        <div className={styles.tabs} role="tablist">
          {(['GOODS', 'STORE'] as const).map((key) => (
            <button
              type="button"
              role="tab"
              key={key}
              aria-selected={tab === key}
              className={tab === key ? styles.tabOn : styles.tab}
              onClick={() => setTab(key)}
            >
              {key === 'GOODS' ? t('favorites.goodsTab') : t('favorites.storeTab')}
              {(key === 'GOODS' ? goods.page : stores.page)?.total
                ? ` (${(key === 'GOODS' ? goods.page : stores.page)?.total})`
                : ''}
            </button>
          ))}
        </div>
      </header>
      {list && list.records.length === 0 ? <EmptyState /> : null}
      <ul className={styles.rows}>
        {tab === 'GOODS'
          ? goods.page?.records.map((g) => (
              <li key={g.id} className={styles.row} data-testid="favorite-goods">
                <img src={pictureAt(g.image, 200)} alt="" width={80} height={80} />
                <div className={styles.rowMain}>
                  <Link
                    to={`/goodsDetail?skuId=${g.skuId}&goodsId=${g.goodsId}`}
                    target="_blank"
                    rel="noopener"
                  >
                    {g.goodsName}
                  </Link>
                  {g.marketEnable === 'DOWN' ? (
                    <span className={styles.down}>{t('favorites.offShelf')}</span>
                  ) : null}
                </div>
                <span className={styles.price}>{formatPrice(g.price)}</span>
                <div className={styles.rowOps}>
                  <Link
                    to={`/goodsDetail?skuId=${g.skuId}&goodsId=${g.goodsId}`}
                    target="_blank"
                    rel="noopener"
                    className="btn"
                  >
                    {t('favorites.buy')}
                  </Link>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => setPending({ type: 'GOODS', id: g.skuId })}
                  >
                    {t('favorites.remove')}
                  </button>
                </div>
              </li>
            ))
          : stores.page?.records.map((s) => (
              <li key={s.id} className={styles.row} data-testid="favorite-store">
                <img src={s.storeLogo} alt="" width={64} height={64} className={styles.storeLogo} />
                <div className={styles.rowMain}>
                  <Link to={`/merchant?id=${s.id}`}>{s.storeName}</Link>
                  <span className={styles.country}>{s.countryName}</span>
                  {s.selfOperated ? (
                    <span className={styles.selfTag}>{t('favorites.selfOperated')}</span>
                  ) : null}
                </div>
                <div className={styles.rowOps}>
                  <Link to={`/merchant?id=${s.id}`} className="btn">
                    {t('favorites.storeBuy')}
                  </Link>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => setPending({ type: 'STORE', id: s.id })}
                  >
                    {t('favorites.remove')}
                  </button>
                </div>
              </li>
            ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.type === 'STORE' ? t('favorites.confirmRemoveStore') : t('favorites.confirmRemove')}
        confirmLabel={t('favorites.confirm')}
        cancelLabel={t('favorites.cancel')}
        onConfirm={remove}
        testId="confirm-dialog"
      />
    </section>
  )
}
