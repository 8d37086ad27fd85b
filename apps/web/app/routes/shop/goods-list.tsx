import { Link, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { FilterSheet } from '../../features/catalogue/FilterSheet.tsx'
import { Filters } from '../../features/catalogue/Filters.tsx'
import { GoodsCard } from '../../features/catalogue/GoodsCard.tsx'
import styles from '../../features/catalogue/goods-list.module.css'
import { ListBreadcrumb } from '../../features/catalogue/ListBreadcrumb.tsx'
import { listTrail } from '../../features/catalogue/list-trail.ts'
import { SortBar } from '../../features/catalogue/SortBar.tsx'
import { searchQuery, withParams } from '../../features/catalogue/search-params.ts'
import {
  type CategoryVO,
  cardPage,
  type EsGoodsIndex,
  type EsGoodsRelatedInfo,
  emptyPage,
  type Page,
} from '../../features/catalogue/types.ts'
import { useMoreGoods } from '../../features/catalogue/use-more-goods.ts'
import { useDisplayRate } from '../../features/currency/Approx.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { serverApi } from '../../lib/api/server.ts'
import { Frozen } from '../../lib/frozen.tsx'
import { useRootData } from '../../lib/root-data.ts'
import { seoMeta } from '../../lib/seo.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(request, context)
  const url = new URL(request.url)
  const query = searchQuery(url)
  const [page, related, tree] = await Promise.all([
    // One tile per goods (its default SKU and how many there are), not one per SKU.
    api
      .get<Page<EsGoodsIndex>>('/buyer/goods/goods/es', { ...query, perGoods: 'true' })
      .catch(() => emptyPage<EsGoodsIndex>()),
    api
      .get<EsGoodsRelatedInfo>('/buyer/goods/goods/es/related', query)
      .catch(() => ({ categories: [], brands: [], paramOptions: [] }) as EsGoodsRelatedInfo),
    api.get<CategoryVO[]>('/buyer/goods/category/get/0').catch(() => [] as CategoryVO[]),
  ])
  const brandIds = (url.searchParams.get('brandId') ?? '').split('@').filter(Boolean)
  return {
    page: cardPage(page),
    related,
    trail: listTrail(tree, url.searchParams.get('categoryId') ?? '', brandIds),
    keyword: query.keyword ?? '',
  }
}

type Data = Awaited<ReturnType<typeof loader>>

export const meta = seoMeta<Data>((data, site) => {
  const en = site.lang === 'en'
  const subject = data?.keyword || data?.trail.levels.at(-1)?.node.name || (en ? 'Goods' : '商品列表')
  return {
    title: data?.keyword ? `${subject} - ${en ? 'Search' : '商品搜索'}` : subject,
    description: en
      ? `${subject}: ${data?.page.total ?? 0} items from cross-border merchants on Silk Road Ark.`
      : `丝路之舟商城「${subject}」共 ${data?.page.total ?? 0} 件商品，全球品牌商家正品直供、跨境直邮。`,
    noindex: Boolean(data?.keyword),
  }
})

/**
 * The cards a first screen can show: two rows of five on a desktop (the second row starts within 1080 px),
 * which covers a phone's first rows of two.
 */
const FIRST_SCREEN_CARDS = 10

export default function GoodsList() {
  const { page, related, trail, keyword } = useLoaderData<typeof loader>()
  const { t } = useTranslation('shop')
  const location = useLocation()
  const more = useMoreGoods(page, location.search)
  const { lang } = useRootData()
  const rate = useDisplayRate()
  // The breadcrumb shows what is listed; the heading names it for assistive technology.
  const heading = keyword
    ? t('list.headingKeyword', { keyword })
    : (trail.levels.at(-1)?.node.name ?? t('list.headingAll'))
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <h1 className="visually-hidden">{heading}</h1>
        <ListBreadcrumb trail={trail} keyword={keyword} params={related.chosenParams} />
        <Filters related={related} />
        <SortBar total={page.total} />
        <FilterSheet related={related} trail={trail} />
        {page.records.length ? (
          // Frozen, key language+rate+cards (docs/performance.md): never the login, cart or favourites.
          // A phone's further pages (`more`) are the browser's.
          <Frozen
            name="goods-grid"
            copyKey={() => JSON.stringify([lang, rate, page.records])}
            className={styles.grid}
            data-testid="goods-grid"
          >
            {page.records.map((g, i) => (
              <GoodsCard key={g.id} goods={g} eager={i === 0} firstScreen={i < FIRST_SCREEN_CARDS} />
            ))}
            {more.more.map((g) => (
              <GoodsCard key={g.id} goods={g} />
            ))}
          </Frozen>
        ) : (
          <div className={styles.empty}>
            <EmptyState text={t('list.noMatch')} />
            {location.search.includes('=') ? (
              <Link to="/goodsList" className={styles.clear}>
                {t('list.clearAll')}
              </Link>
            ) : null}
          </div>
        )}
        <div className={styles.pager}>
          <Pager current={page.current} pages={page.pages} total={page.total} />
        </div>
        {page.records.length ? (
          <div className={styles.more} ref={more.sentinel} data-testid="more-goods">
            {more.done ? (
              <p>{t('list.end')}</p>
            ) : more.loading ? (
              <p role="status">{t('list.loading')}</p>
            ) : (
              <Link
                to={withParams(location.search, { pageNumber: String(more.last + 1) })}
                onClick={(event) => {
                  // With script, the next page joins this one; without, the link opens it.
                  event.preventDefault()
                  void more.loadMore()
                }}
                className="btn btn-ghost"
                data-testid="load-more"
              >
                {t('list.loadMore')}
              </Link>
            )}
          </div>
        ) : null}
      </div>
    </div>
  )
}
