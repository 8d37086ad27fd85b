import type { Page } from '@silk/contracts/paging'
import type { PointsGoods } from '@silk/contracts/promotion'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import styles from '../../features/promotions/promotions.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { serverApi } from '../../lib/api/server.ts'
import { goodsImageProps } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'

type Category = { id: string; name: string }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const server = serverApi(request, context)
  const url = new URL(request.url)
  const categoryId = (url.searchParams.get('categoryId') ?? '').replace(/\D/g, '').slice(0, 20)
  const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1)
  const [categories, goods, mine] = await Promise.all([
    server.get<Page<Category>>('/buyer/promotion/pointsGoods/category', { pageNumber: 1, pageSize: 100 }),
    server.get<Page<PointsGoods>>('/buyer/promotion/pointsGoods', {
      pageNumber,
      pageSize: 20,
      ...(categoryId ? { pointsGoodsCategoryId: categoryId } : {}),
    }),
    server
      .get<{ point: number }>('/buyer/member/memberPointsHistory/getMemberPointsHistoryVO')
      .catch(() => null),
  ])
  return { categories: categories.records, goods, categoryId, points: mine?.point ?? null }
}

export const meta = pageMeta('pointMall', {
  zh: '丝路之舟商城积分商城：用购物、签到、评价得来的积分兑换好物。',
  en: 'The Silk Road Ark points mall: spend the points you earn from shopping, daily check-ins and reviews on goods.',
})

/** /pointMall: points goods by category; 立即兑换 puts one in the POINTS cart and opens checkout. */
export default function PointMallPage() {
  const { categories, goods, categoryId, points } = useLoaderData<typeof loader>()
  const { t } = useTranslation('shop')
  const { member } = useRootData()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<string | null>(null)

  async function exchange(g: PointsGoods) {
    if (!member.loggedIn) return navigate('/login?rePath=/pointMall')
    setBusy(g.id)
    try {
      await api.post('/buyer/trade/carts', undefined, {
        query: { skuId: g.skuId, num: 1, cartType: 'POINTS' },
        quiet: true,
      })
      navigate('/pay?way=POINTS')
    } catch (error) {
      toast.warning(error instanceof ApiError && error.message ? error.message : t('detail.addFailed'))
      setBusy(null)
    }
  }

  const tab = (id: string) => (id === categoryId ? styles.tabOn : styles.tab)
  return (
    <div className={styles.page}>
      <header className={`${styles.banner} ${styles.bannerPoints}`}>
        <h1>{t('promotions.pointMallTitle')}</h1>
        <span>{t('promotions.pointMallSub')}</span>
        {points !== null ? (
          <strong data-testid="my-points">{t('promotions.myPoints', { count: points })}</strong>
        ) : null}
      </header>
      <nav className={styles.tabs}>
        <Link to="/pointMall" className={tab('')}>
          {t('promotions.allCategories')}
        </Link>
        {categories.map((c) => (
          <Link key={c.id} to={`/pointMall?categoryId=${c.id}`} className={tab(c.id)}>
            {c.name}
          </Link>
        ))}
      </nav>
      {goods.records.length === 0 ? (
        <EmptyState text={t('promotions.noGoods')} />
      ) : (
        <div className={styles.grid} data-testid="points-goods">
          {goods.records.map((g) => (
            <div key={g.id} className={styles.card} data-testid="points-card">
              <Link to={`/goodsDetail?skuId=${g.skuId}&goodsId=${g.goodsId}`}>
                <img
                  {...goodsImageProps(g.goodsSku.thumbnail)}
                  sizes="220px"
                  alt={g.goodsSku.goodsName}
                  width={220}
                  height={220}
                  loading="lazy"
                />
              </Link>
              <span className={styles.name} title={g.goodsSku.goodsName}>
                {g.goodsSku.goodsName}
              </span>
              <span className={styles.priceRow}>
                <b>{t('promotions.points', { count: g.points })}</b>
                <span className={styles.muted}>
                  {t('promotions.stockLeft', { count: g.goodsSku.quantity })}
                </span>
              </span>
              <span className={styles.muted}>{g.storeName}</span>
              <button
                type="button"
                className={styles.action}
                disabled={g.goodsSku.quantity === 0 || busy !== null}
                onClick={() => exchange(g)}
              >
                {g.goodsSku.quantity === 0 ? t('promotions.soldOut') : t('promotions.exchange')}
              </button>
            </div>
          ))}
        </div>
      )}
      <Pager
        total={goods.total}
        pages={goods.pages}
        current={goods.current}
        href={(n) =>
          `/pointMall?${new URLSearchParams({ ...(categoryId ? { categoryId } : {}), page: String(n) })}`
        }
      />
    </div>
  )
}
