import type { HomeSlide } from '@silk/contracts/content-admin'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { Banners } from '../../features/catalogue/Banners.tsx'
import { CategoryNav } from '../../features/catalogue/CategoryNav.tsx'
import { GoodsCard } from '../../features/catalogue/GoodsCard.tsx'
import styles from '../../features/catalogue/shop-home.module.css'
import {
  type CategoryVO,
  cardGoods,
  type EsGoodsIndex,
  type Page,
  type StoreBasicInfoVO,
} from '../../features/catalogue/types.ts'
import promo from '../../features/promotions/promotions.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { serverApi } from '../../lib/api/server.ts'
import { goodsImageProps } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'

const FLOOR_SIZE = 5

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(request, context)
  const [tree, stores, hotWords, banners] = await Promise.all([
    api.get<CategoryVO[]>('/buyer/goods/category/get/0').catch(() => [] as CategoryVO[]),
    api.get<Page<StoreBasicInfoVO>>('/buyer/store/store', { pageSize: 100 }).catch(() => null),
    api.get<string[]>('/buyer/goods/goods/hot-words', { count: 8 }).catch(() => [] as string[]),
    api.get<HomeSlide[]>('/buyer/other/home/slides', { slot: 'BANNER' }).catch(() => [] as HomeSlide[]),
  ])
  const floors = await Promise.all(
    tree.map(async (category) => {
      const page = await api
        .get<Page<EsGoodsIndex>>('/buyer/goods/goods/es', {
          categoryId: category.id,
          pageSize: 30,
          sort: 'buyCount',
          order: 'desc',
        })
        .catch(() => null)
      // One card per goods, best sellers first.
      const seen = new Set<string>()
      const goods = (page?.records ?? [])
        .filter((g) => !seen.has(g.goodsId) && seen.add(g.goodsId))
        .slice(0, FLOOR_SIZE)
        .map(cardGoods)
      return { category, goods }
    }),
  )
  const allStores = stores?.records ?? []
  return {
    tree,
    stores: allStores.slice(0, 6),
    countries: new Set(allStores.map((s) => s.countryName)).size,
    hotWords,
    banners,
    floors: floors.filter((f) => f.goods.length > 0),
  }
}

export const meta = pageMeta('shop', {
  zh: '丝路之舟商城：汇聚来自二十多个国家和地区的品牌商家，茶叶茶具、陶瓷工艺、丝绸服饰、进口食品、美妆个护等全球好物，正品保障，跨境直邮。',
  en: 'The Silk Road Ark mall: brand stores from more than twenty countries and regions selling tea and tea ware, porcelain, silk, imported food, beauty and more – genuine goods, shipped direct across borders.',
})

const FLOOR_COLORS = ['#0b2545', '#1b4f8a', '#85650d', '#13315c', '#2a6fb8', '#6b4e16']

export default function ShopHome() {
  const { tree, stores, countries, hotWords, banners, floors } = useLoaderData<typeof loader>()
  const { t } = useTranslation('shop')
  const { member } = useRootData()
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <section className={styles.hero}>
        <CategoryNav tree={tree} />
        <Banners slides={banners} />
        <aside className={styles.welcome}>
          <div className={styles.welcomeHead}>
            <strong>{t('home.welcome')}</strong>
            <span>{t('home.welcomeSub')}</span>
          </div>
          {member.loggedIn ? null : (
            <div className={styles.welcomeActions}>
              <Link to="/login" className={styles.loginBtn}>
                {t('home.login')}
              </Link>
              <Link to="/SignUp" className={styles.registerBtn}>
                {t('home.register')}
              </Link>
            </div>
          )}
          <div className={promo.entries}>
            <Link to="/seckill" className={promo.entry} data-testid="entry-seckill">
              {t('promotions.entrySeckill')}
            </Link>
            <Link to="/pointMall" className={promo.entryPoints} data-testid="entry-point-mall">
              {t('promotions.entryPointMall')}
            </Link>
            <Link to="/live" className={promo.entryLive} data-testid="entry-live">
              {t('promotions.entryLive')}
            </Link>
          </div>
          <ul className={styles.promises}>
            {(t('home.promises', { returnObjects: true }) as string[]).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <div className={styles.hotTitle}>{t('home.hotWords')}</div>
          <div className={styles.hotWords}>
            {hotWords.map((w) => (
              <Link key={w} to={`/goodsList?keyword=${encodeURIComponent(w)}`} className={styles.hotWord}>
                {w}
              </Link>
            ))}
          </div>
        </aside>
      </section>

      <section className={styles.section}>
        <header className={styles.sectionHead}>
          <h2>{t('home.featuredStores')}</h2>
          <span>{t('home.featuredStoresSub', { count: countries })}</span>
        </header>
        <div className={styles.stores}>
          {stores.map((s) => (
            <Link key={s.storeId} to={`/merchant?id=${s.storeId}`} className={styles.storeCard}>
              <img src={s.storeLogo} alt="" width={64} height={64} />
              <strong>{s.storeName}</strong>
              <span className={styles.country}>{s.countryName}</span>
              <span className={styles.storeMeta}>
                {s.goodsNum} · ★ {s.descriptionScore.toFixed(1)}
              </span>
              <span className={styles.enter}>{t('home.enterStore')} →</span>
            </Link>
          ))}
        </div>
      </section>

      {floors.map(({ category, goods }, i) => (
        <section key={category.id} className={styles.floor} data-testid="shop-floor">
          <div className={styles.floorPanel} style={{ background: FLOOR_COLORS[i % FLOOR_COLORS.length] }}>
            <span className={styles.floorNo}>{i + 1}F</span>
            <h2>
              <Link to={`/goodsList?categoryId=${category.id}`}>{category.name}</Link>
            </h2>
            <ul>
              {category.children.flatMap((mid) =>
                mid.children.map((leaf) => (
                  <li key={leaf.id}>
                    <Link to={`/goodsList?categoryId=${category.id},${mid.id},${leaf.id}`}>{leaf.name}</Link>
                  </li>
                )),
              )}
            </ul>
            <img
              {...goodsImageProps(category.image)}
              sizes="170px"
              alt=""
              width={170}
              height={170}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
            <Link to={`/goodsList?categoryId=${category.id}`} className={styles.floorMore}>
              {t('home.more')} →
            </Link>
          </div>
          <div className={styles.floorGoods}>
            {/* The first floor shows on the first screen at 1080 px: its pictures load with the page,
                not after layout as lazy ones do (issue 64: every picture of the first look within 2 s). */}
            {goods.map((g) => (
              <GoodsCard key={g.id} goods={g} eager={i === 0} />
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
