import { sanitizeArticleHtml } from '@silk/contracts/article-html'
import type { GoodsSkuDetail } from '@silk/contracts/goods'
import { goods, goodsSkus } from '@silk/db/schema/goods'
import { stores } from '@silk/db/schema/store'
import { asc, eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { localName, localParams, localSimpleSpecs, localSpecs } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { sized, wholesaleTiers } from './goods-view.ts'
import { categoryNames } from './list-categories.ts'

/**
 * `GET /buyer/goods/goods/sku/{goodsId}/{skuId}` (reference §16.3). An empty or "undefined" skuId
 * means the first SKU. Missing, off-shelf or unapproved goods, and those of a closed store, answer 11001 "商品已下架". The same for
 * every visitor (the route records a signed-in member's footprint), so it may be cached.
 */
export async function getSkuDetail(
  ctx: Pick<Ctx, 'db' | 'locale'>,
  input: { goodsId: string; skuId: string },
): Promise<GoodsSkuDetail> {
  const [row] = await ctx.db
    .select({ goods, store: stores })
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(eq(goods.id, input.goodsId))
    .limit(1)
  // A closed store's goods are gone with it.
  if (
    row?.goods.marketEnable !== 'UPPER' ||
    row.goods.authFlag !== 'PASS' ||
    row.store.storeDisable !== 'OPEN'
  )
    throw new BizError('GOODS_NOT_EXIST')
  const { goods: g, store } = row
  const skus = await ctx.db
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, g.id))
    .orderBy(asc(goodsSkus.sortOrder))
  const wanted = input.skuId && input.skuId !== 'undefined' ? input.skuId : skus[0]?.id
  const sku = skus.find((s) => s.id === wanted)
  if (!sku) throw new BizError('GOODS_NOT_EXIST')
  const cover = sku.images[0] ?? g.images[0] ?? ''
  // The SKU's own picture first; the goods views after it, without repeating it.
  const gallery = [...new Set([...sku.images, ...g.images])]
  return {
    data: {
      id: sku.id,
      goodsId: g.id,
      goodsName: localName(ctx.locale, g.goodsName, g.goodsNameEn),
      sn: sku.sn,
      simpleSpecs: localSimpleSpecs(ctx.locale, sku.specs, sku.simpleSpecs),
      sellingPoint: localName(ctx.locale, g.sellingPoint, g.sellingPointEn),
      // Merchant-written HTML: cleaned by the same allow-list as articles before it reaches a page.
      intro: sanitizeArticleHtml(localName(ctx.locale, g.intro, g.introEn)),
      price: fenToYuan(sku.price),
      promotionFlag: false,
      promotionPrice: null,
      quantity: sku.quantity,
      weight: g.weight / 1000,
      buyCount: g.buyCount,
      commentNum: g.commentNum,
      grade: g.grade,
      thumbnail: sized(cover, 400),
      small: sized(cover, 200),
      big: sized(cover, 800),
      original: cover,
      brandId: g.brandId,
      categoryPath: g.categoryPath,
      goodsUnit: g.goodsUnit,
      storeId: store.id,
      storeName: localName(ctx.locale, store.storeName, store.storeNameEn),
      selfOperated: store.selfOperated,
      marketEnable: g.marketEnable,
      authFlag: g.authFlag,
      salesModel: g.salesModel,
      goodsType: g.goodsType,
      goodsVideo: null,
      // Upstream's SKU carries its pictures as one more spec named `images`; lilishop's client builds
      // the gallery only when that entry is there.
      specList: [
        ...localSpecs(ctx.locale, sku.specs).map((s) => ({ ...s, specType: 1, specImage: [] })),
        { specName: 'images', specValue: cover, specType: 0, specImage: gallery },
      ],
      goodsGalleryList: gallery,
    },
    specs: skus.map((s) => ({
      skuId: s.id,
      specValues: localSpecs(ctx.locale, s.specs),
      quantity: s.quantity,
    })),
    categoryName: await categoryNames(ctx, g.categoryPath),
    promotionMap: {},
    wholesaleList: wholesaleTiers(g.id, sku.id, g.wholesale),
    goodsParamsDTOList: localParams(ctx.locale, g.params).map((group, i) => ({
      groupId: String(i + 1),
      groupName: group.groupName,
      goodsParamsItemDTOList: group.items.map((item, j) => ({
        paramId: `${i + 1}-${j + 1}`,
        paramName: item.paramName,
        paramValue: item.paramValue,
        isIndex: item.isIndex ? 1 : 0,
        required: 1,
        sort: item.sort,
      })),
    })),
    store: {
      storeId: store.id,
      storeName: localName(ctx.locale, store.storeName, store.storeNameEn),
      storeLogo: store.storeLogo,
      countryName: localName(ctx.locale, store.countryName, store.countryNameEn),
      location: localName(ctx.locale, store.companyAddressPath, store.companyAddressPathEn),
      selfOperated: store.selfOperated,
      descriptionScore: store.descriptionScore / 10,
      serviceScore: store.serviceScore / 10,
      deliveryScore: store.deliveryScore / 10,
    },
  }
}
