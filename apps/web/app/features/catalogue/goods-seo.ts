import { fenOf, formatFen } from '@silk/contracts/money'
import type { MetaDescriptor } from 'react-router'
import { seoMeta } from '../../lib/seo.ts'
import type { EvaluationNumber, GoodsSkuDetail } from './types.ts'

/** What the goods-detail loader returns (null detail: off shelf or unknown). */
type Data = { detail: GoodsSkuDetail | null; counts?: EvaluationNumber }

const seo = seoMeta<Data>((data, site) => {
  const d = data?.detail?.data
  if (!d) return { title: site.lang === 'en' ? 'Goods' : '商品详情', noindex: true }
  const names = data?.detail?.categoryName ?? []
  return {
    title: d.goodsName,
    description:
      `${d.goodsName}，${d.sellingPoint}。${d.storeName}，${formatFen(fenOf(d.price), { grouping: false })} 起。`.slice(
        0,
        160,
      ),
    image: d.big,
    path: `/goodsDetail?goodsId=${d.goodsId}&skuId=${d.id}`,
    breadcrumbs: [...names.map((name) => ({ name })), { name: d.goodsName }],
  }
})

/** Title, description, breadcrumbs and Product JSON-LD (offer, availability, rating) for a goods page. */
export function goodsDetailMeta(args: Parameters<typeof seo>[0]): MetaDescriptor[] {
  const tags = seo(args)
  const data = args.data as Data | undefined
  const d = data?.detail?.data
  if (!d || !data?.detail) return tags
  const origin =
    (
      tags.find((t) => 'property' in t && t.property === 'og:url') as { content?: string } | undefined
    )?.content?.replace(/\/goodsDetail.*$/, '') ?? ''
  const counts = data.counts
  const offerPrices = data.detail.specs.length
  return [
    ...tags,
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: d.goodsName,
        sku: d.id,
        productID: d.goodsId,
        description: d.sellingPoint,
        image: d.goodsGalleryList.slice(0, 4).map((src) => `${origin}${src}`),
        category: (data.detail.categoryName ?? []).join(' > '),
        brand: { '@type': 'Brand', name: d.goodsName.split(' ')[0] },
        offers: {
          '@type': 'Offer',
          priceCurrency: 'CNY',
          price: formatFen(fenOf(d.price), { sign: '', grouping: false }),
          availability: d.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          seller: { '@type': 'Organization', name: d.storeName },
          url: `${origin}/goodsDetail?goodsId=${d.goodsId}&skuId=${d.id}`,
          offerCount: offerPrices,
        },
        ...(counts && counts.all > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: (1 + (4 * counts.good + 2 * counts.moderate) / counts.all).toFixed(1),
                reviewCount: counts.all,
                bestRating: 5,
              },
            }
          : {}),
      },
    },
  ]
}
