import { Link, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { Filters } from '../../features/catalogue/Filters.tsx'
import { GoodsCard } from '../../features/catalogue/GoodsCard.tsx'
import styles from '../../features/catalogue/goods-list.module.css'
import { ListBreadcrumb } from '../../features/catalogue/ListBreadcrumb.tsx'
import { listTrail } from '../../features/catalogue/list-trail.ts'
import { SortBar } from '../../features/catalogue/SortBar.tsx'
import { searchQuery } from '../../features/catalogue/search-params.ts'
import {
  type CategoryVO,
  type EsGoodsIndex,
  type EsGoodsRelatedInfo,
  emptyPage,
  type Page,
} from '../../features/catalogue/types.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { serverApi } from '../../lib/api/server.ts'
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
    page,
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

export default function GoodsList() {
  const { page, related, trail, keyword } = useLoaderData<typeof loader>()
  const { t } = useTranslation('shop')
  const location = useLocation()
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
        {page.records.length ? (
          <div className={styles.grid} data-testid="goods-grid">
            {page.records.map((g, i) => (
              <GoodsCard key={g.id} goods={g} eager={i === 0} />
            ))}
          </div>
        ) : (
          <div className={styles.empty}>
            <EmptyState />
            {location.search.includes('=') ? (
              <Link to="/goodsList" className={styles.clear}>
                {t('list.clearAll')}
              </Link>
            ) : null}
          </div>
        )}
        <Pager current={page.current} pages={page.pages} total={page.total} />
      </div>
    </div>
  )
}
