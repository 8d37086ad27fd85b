import type { SeckillPromotion } from '@silk/contracts/promotion'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { BuyBox } from '../../features/catalogue/BuyBox.tsx'
import { Gallery } from '../../features/catalogue/Gallery.tsx'
import { GoodsCard } from '../../features/catalogue/GoodsCard.tsx'
import styles from '../../features/catalogue/goods-detail.module.css'
import { goodsDetailMeta } from '../../features/catalogue/goods-seo.ts'
import { PhoneBuyBar } from '../../features/catalogue/PhoneBuyBar.tsx'
import { Reviews } from '../../features/catalogue/Reviews.tsx'
import { SpecPicker } from '../../features/catalogue/SpecPicker.tsx'
import { StoreCard } from '../../features/catalogue/StoreCard.tsx'
import {
  type CardGoods,
  cardGoods,
  type EsGoodsIndex,
  type Evaluation,
  type EvaluationNumber,
  emptyPage,
  type GoodsSkuDetail,
  type Page,
} from '../../features/catalogue/types.ts'
import { useCollection } from '../../features/catalogue/use-collection.ts'
import { WholesaleLadder } from '../../features/catalogue/WholesaleLadder.tsx'
import { GoodsCoupons } from '../../features/coupons/GoodsCoupons.tsx'
import { Approx } from '../../features/currency/Approx.tsx'
import { BargainBox } from '../../features/promotions/BargainBox.tsx'
import { FlashSalePanel } from '../../features/promotions/FlashSalePanel.tsx'
import { FullDiscountRow } from '../../features/promotions/FullDiscountRow.tsx'
import { flashSaleOf } from '../../features/promotions/flash-sale.server.ts'
import { fullDiscountsOf, type GoodsFullDiscount } from '../../features/promotions/full-discount.server.ts'
import { GroupBuyBox } from '../../features/promotions/GroupBuyBox.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { serverApi } from '../../lib/api/server.ts'
import { formatPrice } from '../../lib/format.ts'
import { responsivePictures } from '../../lib/goods-image.ts'
import { usePageView } from '../../lib/page-view.ts'

const ORIGIN_PARAM = new Set(['产地', 'Origin'])
/** A description picture is 640 px wide, the column's width on a phone (12 px padding each side). */
const INTRO_PICTURE_SIZES = '(max-width: 680px) calc(100vw - 24px), 640px'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(request, context)
  const url = new URL(request.url)
  const goodsId = (url.searchParams.get('goodsId') ?? '').replace(/\D/g, '').slice(0, 20)
  const skuId = (url.searchParams.get('skuId') ?? '').replace(/\D/g, '').slice(0, 20) || 'undefined'
  if (!goodsId) return { detail: null }
  let detail: GoodsSkuDetail | null = null
  try {
    detail = await api.get<GoodsSkuDetail>(`/buyer/goods/goods/sku/${goodsId}/${skuId}`)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { detail: null }
  }
  const [counts, reviews, related] = await Promise.all([
    api
      .get<EvaluationNumber>(`/buyer/member/evaluation/${goodsId}/evaluationNumber`)
      .catch(() => ({ all: 0, good: 0, moderate: 0, worse: 0, haveImage: 0 })),
    api
      .get<Page<Evaluation>>(`/buyer/member/evaluation/${goodsId}/goodsEvaluation`, {
        pageNumber: 1,
        pageSize: 10,
      })
      .catch(() => emptyPage<Evaluation>()),
    api
      .get<Page<EsGoodsIndex>>('/buyer/goods/goods/es', {
        currentGoodsId: goodsId,
        pageSize: 12,
        sort: 'buyCount',
        order: 'desc',
      })
      .catch(() => emptyPage<EsGoodsIndex>()),
  ])
  // One card per goods in "看了又看".
  const seen = new Set<string>()
  const relatedGoods = related.records
    .filter((g) => !seen.has(g.goodsId) && seen.add(g.goodsId))
    .slice(0, 5)
    .map(cardGoods)
  return {
    detail,
    counts,
    reviews,
    related: relatedGoods,
    flash: flashSaleOf(detail.promotionMap),
    fullDiscounts: fullDiscountsOf(detail.promotionMap),
  }
}

export const meta = goodsDetailMeta

export default function GoodsDetail() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('shop')
  if (!data.detail || !('counts' in data)) {
    return (
      <div className={styles.offShelf} data-testid="off-shelf">
        <EmptyState text={t('detail.offShelf')} />
        <div className={styles.offShelfActions}>
          <Link to="/slShop">{t('detail.backHome')}</Link>
          <Link to="/goodsList">{t('detail.backList')}</Link>
        </div>
      </div>
    )
  }
  return (
    <Detail
      detail={data.detail}
      counts={data.counts}
      reviews={data.reviews}
      related={data.related}
      flash={data.flash}
      fullDiscounts={data.fullDiscounts}
    />
  )
}

function Detail({
  detail,
  counts,
  reviews,
  related,
  flash,
  fullDiscounts,
}: {
  detail: GoodsSkuDetail
  counts: EvaluationNumber
  reviews: Page<Evaluation>
  related: CardGoods[]
  flash: SeckillPromotion | null
  fullDiscounts: GoodsFullDiscount[]
}) {
  const { t } = useTranslation('shop')
  const navigate = useNavigate()
  const d = detail.data
  const tiers = d.salesModel === 'WHOLESALE' ? detail.wholesaleList : []
  const [tab, setTab] = useState<'intro' | 'params' | 'reviews'>('intro')
  const favourite = useCollection('GOODS', d.id)
  // A view of this goods for the store's traffic report (another SKU of it is the same page).
  usePageView(d.storeId, d.goodsId)
  const current = detail.specs.find((s) => s.skuId === d.id) ?? {
    skuId: d.id,
    specValues: [],
    quantity: d.quantity,
  }
  const pickSku = (skuId: string) =>
    navigate(`/goodsDetail?skuId=${skuId}&goodsId=${d.goodsId}`, { replace: true, preventScrollReset: true })
  const path = d.categoryPath.split(',')
  const params = detail.goodsParamsDTOList.flatMap((g) => g.goodsParamsItemDTOList)
  // The platform's 产地 parameter, named in the page's language ('Origin' in the English template).
  const origin = params.find((p) => ORIGIN_PARAM.has(p.paramName))?.paramValue
  return (
    <div className={styles.page}>
      <nav className={styles.crumbs} aria-label="breadcrumb">
        <div className={styles.inner}>
          <Link to="/slShop">{t('detail.home')}</Link>
          {(detail.categoryName ?? []).map((name, i) => (
            <span key={name}>
              <span className={styles.sep}>&gt;</span>
              <Link to={`/goodsList?categoryId=${path.slice(0, i + 1).join(',')}`}>{name}</Link>
            </span>
          ))}
          <span className={styles.sep}>&gt;</span>
          <span className={styles.crumbName}>{d.goodsName}</span>
        </div>
      </nav>
      <div className={`${styles.inner} ${styles.top}`}>
        <div>
          <Gallery images={d.goodsGalleryList} alt={d.goodsName} />
          <button
            type="button"
            className={favourite.on ? styles.favOn : styles.fav}
            onClick={favourite.toggle}
            disabled={favourite.busy}
            data-testid="favourite"
          >
            <span aria-hidden="true">{favourite.on ? '♥' : '♡'}</span>{' '}
            {favourite.on ? t('detail.favourited') : t('detail.favourite')}
          </button>
        </div>
        <div className={styles.info}>
          <h1 className={styles.title}>
            {d.goodsType === 'VIRTUAL_GOODS' ? (
              <span className={styles.typeTag} data-testid="goods-type">
                {t('detail.virtualTag')}
              </span>
            ) : null}
            {d.goodsName}
          </h1>
          <p className={styles.selling}>{d.sellingPoint}</p>
          {flash ? <FlashSalePanel flash={flash} price={d.price} /> : null}
          <GroupBuyBox goodsId={d.goodsId} skuId={d.id} price={d.price} />
          <BargainBox goodsId={d.goodsId} skuId={d.id} />
          <div className={styles.pricePanel}>
            {tiers.length ? (
              <WholesaleLadder tiers={tiers} unit={d.goodsUnit} />
            ) : (
              <div className={styles.priceLine}>
                <span className={styles.rowKey}>{t('detail.price')}</span>
                <span className={styles.price} data-testid="price">
                  {formatPrice(d.price)}
                </span>
                <Approx value={d.price} />
              </div>
            )}
            <div className={styles.stats}>
              <span>
                {t('detail.sold')} <b>{d.buyCount}</b>
              </span>
              <span>
                {t('detail.reviewsTotal')} <b>{counts.all}</b>
              </span>
            </div>
          </div>
          <FullDiscountRow offers={fullDiscounts} />
          <GoodsCoupons skuId={d.id} storeId={d.storeId} categoryPath={d.categoryPath} />
          {origin ? (
            <div className={styles.row}>
              <span className={styles.rowKey}>{t('detail.origin')}</span>
              <span className={styles.rowText}>{origin}</span>
            </div>
          ) : null}
          <SpecPicker specs={detail.specs} current={current} onPick={pickSku} />
          <BuyBox key={d.id} sku={d} tiers={tiers} />
          <p className={styles.guarantee}>{t('detail.guarantee')}</p>
        </div>
        <StoreCard store={detail.store} skuId={d.id} />
      </div>
      <PhoneBuyBar
        sku={d}
        tiers={tiers}
        specs={detail.specs}
        current={current}
        favourite={favourite}
        onPick={pickSku}
      />
      <div className={`${styles.inner} ${styles.bottom}`}>
        <aside className={styles.related} aria-labelledby="related-goods">
          <h2 id="related-goods">{t('detail.related')}</h2>
          {related.map((g) => (
            <GoodsCard key={g.id} goods={g} compact />
          ))}
        </aside>
        <section className={styles.tabsBox}>
          <div className={styles.tabs} role="tablist">
            {(['intro', 'params', 'reviews'] as const).map((key) => (
              <button
                type="button"
                role="tab"
                key={key}
                aria-selected={tab === key}
                className={tab === key ? styles.tabOn : styles.tab}
                onClick={() => setTab(key)}
              >
                {t(`detail.tabs.${key}`)}
                {key === 'reviews' ? `(${counts.all})` : ''}
              </button>
            ))}
          </div>
          {tab === 'intro' ? (
            d.intro ? (
              <div
                className={styles.intro}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API with the article allow-list
                dangerouslySetInnerHTML={{ __html: responsivePictures(d.intro, INTRO_PICTURE_SIZES) }}
              />
            ) : (
              <EmptyState text={t('detail.noIntro')} />
            )
          ) : null}
          {tab === 'params' ? (
            params.length ? (
              <dl className={styles.params}>
                {params.map((p) => (
                  <div key={p.paramId}>
                    <dt>{p.paramName}</dt>
                    <dd>{p.paramValue || '-'}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <EmptyState text={t('detail.noParams')} />
            )
          ) : null}
          {tab === 'reviews' ? (
            <Reviews goodsId={d.goodsId} counts={counts} grade={d.grade} first={reviews} />
          ) : null}
        </section>
      </div>
    </div>
  )
}
