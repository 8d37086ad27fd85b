import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import styles from '../../features/catalogue/member-lists.module.css'
import { type EsGoodsIndex, goodsHref } from '../../features/catalogue/types.ts'
import { useMemberPage } from '../../features/catalogue/use-member-page.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('tracks')

/** 我的足迹 (UI reference A6): newest 30, delete one without confirm, delete all with confirm. */
export default function MyTracks() {
  const { t } = useTranslation('shop')
  const { t: tr } = useTranslation('routes')
  const { page, reload } = useMemberPage<EsGoodsIndex>('/buyer/member/footprint', {
    pageSize: 30,
    pageNumber: 1,
  })
  const [confirming, setConfirming] = useState(false)
  // A failed call is toasted by the client with the server's message; the list is reloaded either way.
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call()
      toast.success(t('tracks.deleted'))
    } catch {
      // already toasted
    }
    await reload()
  }
  const remove = (goodsId: string) => run(() => api.del(`/buyer/member/footprint/delByIds/${goodsId}`))
  const clear = () => run(() => api.del('/buyer/member/footprint'))
  return (
    <section className={styles.panel} data-testid="my-tracks">
      <header className={styles.head}>
        <h2>{tr('tracks')}</h2>
        {page?.records.length ? (
          <button type="button" className={styles.linkBtn} onClick={() => setConfirming(true)}>
            {t('tracks.deleteAll')}
          </button>
        ) : null}
      </header>
      {page && page.records.length === 0 ? <EmptyState /> : null}
      <ul className={styles.tiles}>
        {page?.records.map((g) => (
          <li key={g.goodsId} className={styles.tile} data-testid="track-item">
            <Link to={goodsHref(g)} target="_blank" rel="noopener">
              <img src={pictureAt(g.thumbnail, 400)} alt="" width={200} height={200} loading="lazy" />
              <span className={styles.tileName}>{g.goodsName}</span>
              <span className={styles.tilePrice}>{formatPrice(g.price)}</span>
            </Link>
            <button
              type="button"
              className={styles.trash}
              aria-label={t('tracks.delete')}
              title={t('tracks.delete')}
              onClick={() => remove(g.goodsId)}
            >
              <svg
                width="16"
                height="16"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('tracks.confirmDeleteAll')}
        confirmLabel={t('favorites.confirm')}
        cancelLabel={t('favorites.cancel')}
        onConfirm={clear}
        testId="confirm-dialog"
      />
    </section>
  )
}
