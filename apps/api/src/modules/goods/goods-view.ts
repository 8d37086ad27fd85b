import type { CategoryVO, EsGoodsIndex } from '@silk/contracts/goods'
import { brands, type GoodsParamGroup, goods, goodsSkus } from '@silk/db/schema/goods'
import { stores } from '@silk/db/schema/store'
import {
  type Locale,
  localName,
  localParams,
  localSimpleSpecs,
  type StoredSpec,
} from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'

/** Generated pictures come in sized variants: `…/123-0.webp` → `…/123-0-400.webp`. */
export function sized(url: string, size: 200 | 400 | 800): string {
  return url.startsWith('/media/goods/') ? url.replace(/\.webp$/, `-${size}.webp`) : url
}

/**
 * What a goods card shows of a SKU, its goods, store and brand (select from `goods_sku` joined to
 * `goods`, `store` and, left, `brand`): a `SkuRow`.
 */
export const SKU_ROW = {
  id: goodsSkus.id,
  goods_id: goodsSkus.goodsId,
  sn: goodsSkus.sn,
  price: goodsSkus.price,
  quantity: goodsSkus.quantity,
  simple_specs: goodsSkus.simpleSpecs,
  sku_specs: goodsSkus.specs,
  sku_images: goodsSkus.images,
  goods_name: goods.goodsName,
  goods_name_en: goods.goodsNameEn,
  store_id: goods.storeId,
  store_name: stores.storeName,
  store_name_en: stores.storeNameEn,
  buy_count: goods.buyCount,
  images: goods.images,
  brand_id: goods.brandId,
  brand_name: brands.name,
  brand_name_en: brands.nameEn,
  brand_logo: brands.logo,
  category_path: goods.categoryPath,
  comment_num: goods.commentNum,
  grade: goods.grade,
  selling_point: goods.sellingPoint,
  selling_point_en: goods.sellingPointEn,
  self_operated: goods.selfOperated,
  recommend: goods.recommend,
  sales_model: goods.salesModel,
  goods_type: goods.goodsType,
  market_enable: goods.marketEnable,
  auth_flag: goods.authFlag,
  create_time: goods.createTime,
  params: goods.params,
  wholesale: goods.wholesale,
}

/** A row of `SKU_ROW`. */
export interface SkuRow {
  id: string
  goods_id: string
  sn: string
  price: number
  quantity: number
  simple_specs: string
  sku_specs: StoredSpec[]
  sku_images: string[]
  goods_name: string
  goods_name_en: string | null
  store_id: string
  store_name: string
  store_name_en: string | null
  buy_count: number
  images: string[]
  brand_id: string
  brand_name: string | null
  brand_name_en: string | null
  brand_logo: string | null
  category_path: string
  comment_num: number
  grade: number
  selling_point: string
  selling_point_en: string | null
  self_operated: boolean
  recommend: boolean
  sales_model: string
  goods_type: string
  market_enable: string
  auth_flag: string
  create_time: Date | string
  params: GoodsParamGroup[]
  /** A WHOLESALE goods' tiers in fen; absent where the statement does not select it. */
  wholesale?: { num: number; price: number }[]
  /** Only in search rows. */
  sku_count?: number
}

/** `categories` is the index in `locale` (names in the visitor's language). */
export function toEsGoodsIndex(
  row: SkuRow,
  categories: Map<string, CategoryVO>,
  locale: Locale = 'zh-CN',
): EsGoodsIndex {
  const cover = row.sku_images[0] ?? row.images[0] ?? ''
  return {
    id: row.id,
    goodsId: row.goods_id,
    goodsName: localName(locale, row.goods_name, row.goods_name_en),
    sn: row.sn,
    storeId: row.store_id,
    storeName: localName(locale, row.store_name, row.store_name_en),
    buyCount: row.buy_count,
    small: sized(cover, 200),
    thumbnail: sized(cover, 400),
    original: cover,
    brandId: row.brand_id,
    brandName: row.brand_name && localName(locale, row.brand_name, row.brand_name_en),
    brandUrl: row.brand_logo,
    categoryPath: row.category_path,
    categoryNamePath: row.category_path
      .split(',')
      .map((id) => categories.get(id)?.name ?? '')
      .join(','),
    price: fenToYuan(Number(row.price)),
    promotionPrice: null,
    commentNum: row.comment_num,
    grade: row.grade,
    sellingPoint: localName(locale, row.selling_point, row.selling_point_en),
    simpleSpecs: localSimpleSpecs(locale, row.sku_specs, row.simple_specs),
    quantity: row.quantity,
    selfOperated: row.self_operated,
    recommend: row.recommend,
    salesModel: row.sales_model,
    goodsType: row.goods_type,
    marketEnable: row.market_enable,
    authFlag: row.auth_flag,
    releaseTime: new Date(row.create_time).getTime(),
    attrList: localParams(locale, row.params).flatMap((group) =>
      group.items.map((item) => ({ name: item.paramName, value: item.paramValue, sort: item.sort })),
    ),
    promotionMap: {},
    ...(row.sku_count === undefined ? {} : { skuCount: row.sku_count }),
    ...(row.sales_model === 'WHOLESALE' && row.wholesale?.length
      ? { wholesaleList: wholesaleTiers(row.goods_id, row.id, row.wholesale) }
      : {}),
  }
}

/** The contract's ladder (yuan) from the stored tiers (fen), lowest quantity first. */
export function wholesaleTiers(goodsId: string, skuId: string, tiers: { num: number; price: number }[]) {
  return tiers.map((t) => ({ goodsId, skuId, num: t.num, price: fenToYuan(t.price) }))
}
