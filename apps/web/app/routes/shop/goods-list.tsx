import { Link, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { Filters } from '../../features/catalogue/Filters.tsx'
import { GoodsCard } from '../../features/catalogue/GoodsCard.tsx'
import styles from '../../features/catalogue/goods-list.module.css'
import { ListBreadcrumb } from '../../features/catalogue/ListBreadcrumb.tsx'
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
  return {
    page,
    related,
    tree,
    keyword: query.keyword ?? '',
    categoryPath: url.searchParams.get('categoryId') ?? '',
  }
}

type Data = Awaited<ReturnType<typeof loader>>

export const meta = seoMeta<Data>((data, site) => {
  const en = site.lang === 'en'
  const names = data?.categoryPath
    .split(',')
    .map((id) => findName(data.tree, id))
    .filter(Boolean)
  const subject = data?.keyword || names?.at(-1) || (en ? 'Goods' : '商品列表')
  return {
    title: data?.keyword ? `${subject} - ${en ? 'Search' : '商品搜索'}` : subject,
    description: en
      ? `${subject}: ${data?.page.total ?? 0} items from cross-border merchants on Silk Road Ark.`
      : `丝路之舟商城「${subject}」共 ${data?.page.total ?? 0} 件商品，全球品牌商家正品直供、跨境直邮。`,
    noindex: Boolean(data?.keyword),
  }
})

function findName(tree: CategoryVO[], id: string): string | undefined {
  for (const node of tree) {
    if (node.id === id) return node.name
    const hit = findName(node.children, id)
    if (hit) return hit
  }
  return undefined
}

export default function GoodsList() {
  const { page, related, tree, keyword, categoryPath } = useLoaderData<typeof loader>()
  const { t } = useTranslation('shop')
  const location = useLocation()
  // The breadcrumb shows what is listed; the heading names it for assistive technology.
  const category = categoryPath.split(',').filter(Boolean).at(-1)
  const heading = keyword
    ? t('list.headingKeyword', { keyword })
    : ((category && findName(tree, category)) ?? t('list.headingAll'))
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <h1 className="visually-hidden">{heading}</h1>
        <ListBreadcrumb tree={tree} categoryPath={categoryPath} keyword={keyword} />
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
