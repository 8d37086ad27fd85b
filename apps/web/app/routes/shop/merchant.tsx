import { Form, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { GoodsCard } from '../../features/catalogue/GoodsCard.tsx'
import listStyles from '../../features/catalogue/goods-list.module.css'
import styles from '../../features/catalogue/merchant.module.css'
import { SortBar } from '../../features/catalogue/SortBar.tsx'
import { searchQuery } from '../../features/catalogue/search-params.ts'
import {
  type CardGoods,
  cardPage,
  type EsGoodsIndex,
  emptyPage,
  type Page,
  type StoreBasicInfoVO,
} from '../../features/catalogue/types.ts'
import { useCollection } from '../../features/catalogue/use-collection.ts'
import { ContactButton } from '../../features/chat/ContactButton.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { serverApi } from '../../lib/api/server.ts'
import { usePageView } from '../../lib/page-view.ts'
import { seoMeta } from '../../lib/seo.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(request, context)
  const url = new URL(request.url)
  const id = (url.searchParams.get('id') ?? '').replace(/\D/g, '').slice(0, 20)
  const store = id
    ? await api.get<StoreBasicInfoVO>(`/buyer/store/store/get/detail/${id}`).catch(() => null)
    : null
  if (!store) return { store: null, page: emptyPage<CardGoods>(), keyword: '' }
  // One tile per goods, as the goods list shows them, so the count matches the store's 在售商品.
  const query: Record<string, string> = { ...searchQuery(url), storeId: store.storeId, perGoods: 'true' }
  const page = await api
    .get<Page<EsGoodsIndex>>('/buyer/goods/goods/es', query)
    .catch(() => emptyPage<EsGoodsIndex>())
  return { store, page: cardPage(page), keyword: query.keyword ?? '' }
}

type Data = Awaited<ReturnType<typeof loader>>

export const meta = seoMeta<Data>((data, site) => {
  const s = data?.store
  if (!s) return { title: site.lang === 'en' ? 'Store' : '店铺', noindex: true }
  return {
    title: s.storeName,
    description:
      site.lang === 'en'
        ? `${s.storeName} (${s.countryName}), a store on the Silk Road Ark mall: ${s.goodsNum} items on sale, rated ${s.descriptionScore.toFixed(1)} for accurate descriptions.`
        : `${s.storeName}（${s.countryName}）在丝路之舟商城的官方店铺，在售商品 ${s.goodsNum} 件，描述相符 ${s.descriptionScore.toFixed(1)} 分。`,
    image: s.storeLogo,
    path: `/merchant?id=${s.storeId}`,
  }
})

export default function Merchant() {
  const { store, page, keyword } = useLoaderData<typeof loader>()
  const { t } = useTranslation('shop')
  if (!store) {
    return (
      <div className={styles.missing}>
        <EmptyState text={t('merchant.notFound')} />
      </div>
    )
  }
  return <StorePage store={store} page={page} keyword={keyword} />
}

function StorePage({
  store,
  page,
  keyword,
}: {
  store: StoreBasicInfoVO
  page: Page<CardGoods>
  keyword: string
}) {
  const { t } = useTranslation('shop')
  const follow = useCollection('STORE', store.storeId)
  usePageView(store.storeId)
  return (
    <div className={listStyles.page}>
      <header
        className={styles.banner}
        style={
          store.storeBanner
            ? {
                backgroundImage: `linear-gradient(120deg, rgba(10, 25, 47, 0.78), rgba(10, 25, 47, 0.35)), url(${JSON.stringify(store.storeBanner)})`,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              }
            : undefined
        }
        data-testid="store-banner"
      >
        <div className={styles.bannerInner}>
          <img src={store.storeLogo} alt="" width={96} height={96} className={styles.logo} />
          <div className={styles.identity}>
            <h1>
              {store.storeName}
              {store.selfOperated ? <span className={styles.self}>{t('list.selfOperated')}</span> : null}
            </h1>
            {/*
              The seller's own address and introduction, in English where the seller gave it (the API
              picks): marked Chinese when they are, so the English page does not pass them off as its own.
            */}
            <p
              className={styles.country}
              data-testid="store-address"
              lang={hasChinese(store.companyAddressPath) ? 'zh-CN' : undefined}
            >
              {addressLine(store.companyAddressPath)}
            </p>
            {/* Store introductions are plain sentences in a paragraph; tags are stripped for display. */}
            <p
              className={styles.desc}
              data-testid="store-intro"
              lang={hasChinese(store.storeDesc) ? 'zh-CN' : undefined}
            >
              {store.storeDesc.replace(/<[^>]+>/g, '')}
            </p>
          </div>
          <dl className={styles.figures}>
            <div>
              <dt>{t('merchant.goodsNum')}</dt>
              <dd data-testid="store-goods-num">{store.goodsNum}</dd>
            </div>
            <div>
              <dt>{t('merchant.collections')}</dt>
              <dd>{store.collectionNum}</dd>
            </div>
            <div>
              <dt>{t('detail.storeScores.description')}</dt>
              <dd>{store.descriptionScore.toFixed(1)}</dd>
            </div>
            <div>
              <dt>{t('detail.storeScores.service')}</dt>
              <dd>{store.serviceScore.toFixed(1)}</dd>
            </div>
          </dl>
          <button
            type="button"
            className={follow.on ? styles.followOn : styles.follow}
            onClick={follow.toggle}
            disabled={follow.busy}
          >
            {follow.on ? `♥ ${t('detail.storeCollected')}` : `♡ ${t('detail.collectStore')}`}
          </button>
          <ContactButton target={{ storeId: store.storeId }} className={styles.contact} />
        </div>
      </header>
      <div className={listStyles.inner}>
        <div className={styles.toolbar}>
          <h2>{keyword ? `“${keyword}”` : t('merchant.recommend')}</h2>
          <Form method="get" className={styles.search} role="search">
            <input type="hidden" name="id" value={store.storeId} />
            <input
              name="keyword"
              defaultValue={keyword}
              maxLength={100}
              placeholder={t('merchant.searchPlaceholder')}
              aria-label={t('merchant.searchPlaceholder')}
            />
            <button type="submit">{t('merchant.search')}</button>
          </Form>
        </div>
        <SortBar total={page.total} />
        {page.records.length ? (
          <div className={listStyles.grid}>
            {page.records.map((g, i) => (
              <GoodsCard key={g.id} goods={g} eager={i === 0} />
            ))}
          </div>
        ) : (
          <div className={listStyles.empty}>
            <EmptyState />
          </div>
        )}
        <Pager current={page.current} pages={page.pages} total={page.total} />
      </div>
    </div>
  )
}

/**
 * "中国,浙江省杭州市" → "中国 · 浙江省杭州市": a bare comma separates the levels of a stored path, a comma
 * and a space is the writer's own ("Hangzhou, Zhejiang, China" stays as written).
 */
const addressLine = (path: string) => path.replace(/,(?! )/g, ' · ')

/** Whether a seller's text is (partly) Chinese, so that it is marked `lang="zh-CN"` on an English page. */
const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text)
