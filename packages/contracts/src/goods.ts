import { z } from 'zod'
import { PageQuery } from './paging.ts'
import { Id } from './primitives.ts'

/** Search keywords longer than this are refused with 4002 (never truncated silently). */
export const KEYWORD_MAX_LENGTH = 100

export interface CategoryVO {
  id: string
  name: string
  parentId: string
  level: number
  sortOrder: number
  commissionRate: number
  image: string
  supportChannel: null
  parentTitle: string | null
  children: CategoryVO[]
  brandList: { id: string; name: string; logo: string }[]
}
export const CategoryVO: z.ZodType<CategoryVO> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string(),
    level: z.number().int(),
    sortOrder: z.number().int(),
    commissionRate: z.number(),
    image: z.string(),
    supportChannel: z.null(),
    parentTitle: z.string().nullable(),
    children: z.array(CategoryVO),
    brandList: z.array(z.object({ id: z.string(), name: z.string(), logo: z.string() })),
  }),
)

export const HotWordsQuery = z.object({ count: z.coerce.number().int().min(1).max(50).catch(5).optional() })

const sortFields = ['price', 'buyCount', 'commentNum', 'releaseTime', 'grade'] as const
export const GoodsSearchQuery = PageQuery.extend({
  keyword: z
    .string()
    .trim()
    .max(KEYWORD_MAX_LENGTH, `搜索关键词不能超过${KEYWORD_MAX_LENGTH}个字符`)
    .optional(),
  /** A comma path of up to three levels; any level matches. */
  categoryId: z.string().max(96).optional(),
  brandId: z.string().max(400).optional(),
  storeId: z.string().max(40).optional(),
  /** `min_max` or `min` in yuan. */
  price: z.string().max(40).optional(),
  /** `name_value@name_value`. */
  prop: z.string().max(1000).optional(),
  recommend: z.enum(['true', 'false']).optional(),
  currentGoodsId: z.string().max(40).optional(),
  /**
   * `true`: one record per goods (its default SKU, or its cheapest/dearest for a price sort) and a
   * total of goods, as the shop's lists show them (decision 023). Otherwise one per SKU, as upstream.
   */
  perGoods: z.enum(['true', 'false']).optional(),
  sort: z.enum(sortFields).or(z.literal('')).catch('').optional(),
  order: z.string().max(8).optional(),
})
export type GoodsSearchQuery = z.infer<typeof GoodsSearchQuery>

export const AttrVO = z.object({ name: z.string(), value: z.string(), sort: z.number().int() })

/** One record per SKU, as the upstream ES index (`EsGoodsIndex`). Money in yuan. */
/** One step of a WHOLESALE goods' price ladder: from `num` pieces (all its SKUs together) each costs `price`. */
export const WholesaleTier = z.object({
  goodsId: z.string(),
  skuId: z.string(),
  num: z.number().int(),
  price: z.number(),
})
export type WholesaleTier = z.infer<typeof WholesaleTier>

export const EsGoodsIndex = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  sn: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  buyCount: z.number().int(),
  small: z.string(),
  thumbnail: z.string(),
  original: z.string(),
  brandId: z.string(),
  brandName: z.string().nullable(),
  brandUrl: z.string().nullable(),
  categoryPath: z.string(),
  categoryNamePath: z.string(),
  price: z.number(),
  promotionPrice: z.number().nullable(),
  commentNum: z.number().int(),
  grade: z.number(),
  sellingPoint: z.string(),
  simpleSpecs: z.string(),
  quantity: z.number().int(),
  selfOperated: z.boolean(),
  recommend: z.boolean(),
  salesModel: z.string(),
  goodsType: z.string(),
  marketEnable: z.string(),
  authFlag: z.string(),
  releaseTime: z.number(),
  attrList: z.array(AttrVO),
  promotionMap: z.record(z.string(), z.unknown()),
  /** How many SKUs the goods has on sale ("3 款可选"); set by the search. */
  skuCount: z.number().int().optional(),
  /** A WHOLESALE goods' ladder, lowest quantity first (this shop's; lists show its range). */
  wholesaleList: z.array(WholesaleTier).optional(),
})
export type EsGoodsIndex = z.infer<typeof EsGoodsIndex>

export const SelectorOption = z.object({ name: z.string(), value: z.string(), url: z.string().nullable() })
const ParamOption = z.object({
  key: z.string(),
  values: z.array(z.string()),
  name: z.string().optional(),
  labels: z.array(z.string()).optional(),
})
export const EsGoodsRelatedInfo = z.object({
  categories: z.array(SelectorOption),
  brands: z.array(SelectorOption),
  /**
   * `key` and `values` are what `prop` filters by (the Chinese); `name` and `labels` are what a visitor
   * reads, in the interface language (decision 026).
   */
  paramOptions: z.array(ParamOption),
  /** The parameters the `prop` filter has chosen, named like `paramOptions` for the filter chips. */
  chosenParams: z.array(ParamOption).optional(),
})
export type EsGoodsRelatedInfo = z.infer<typeof EsGoodsRelatedInfo>

export const SkuDetailParams = z.object({ goodsId: Id, skuId: z.string().max(40) })

const SpecValue = z.object({
  specName: z.string(),
  specValue: z.string(),
  specType: z.number().int().optional(),
})
export const GoodsSkuVO = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  sn: z.string(),
  simpleSpecs: z.string(),
  sellingPoint: z.string(),
  intro: z.string(),
  price: z.number(),
  promotionFlag: z.boolean(),
  promotionPrice: z.number().nullable(),
  quantity: z.number().int(),
  weight: z.number(),
  buyCount: z.number().int(),
  commentNum: z.number().int(),
  grade: z.number(),
  thumbnail: z.string(),
  small: z.string(),
  big: z.string(),
  original: z.string(),
  brandId: z.string(),
  categoryPath: z.string(),
  goodsUnit: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  selfOperated: z.boolean(),
  marketEnable: z.string(),
  authFlag: z.string(),
  salesModel: z.string(),
  goodsType: z.string(),
  goodsVideo: z.string().nullable(),
  specList: z.array(SpecValue.extend({ specImage: z.array(z.string()) })),
  goodsGalleryList: z.array(z.string()),
})

export const GoodsSkuDetail = z.object({
  data: GoodsSkuVO,
  specs: z.array(z.object({ skuId: z.string(), specValues: z.array(SpecValue), quantity: z.number().int() })),
  categoryName: z.array(z.string()).nullable(),
  promotionMap: z.record(z.string(), z.unknown()),
  wholesaleList: z.array(WholesaleTier),
  goodsParamsDTOList: z.array(
    z.object({
      groupId: z.string(),
      groupName: z.string(),
      goodsParamsItemDTOList: z.array(
        z.object({
          paramId: z.string(),
          paramName: z.string(),
          paramValue: z.string(),
          isIndex: z.number(),
          required: z.number(),
          sort: z.number(),
        }),
      ),
    }),
  ),
  store: z.object({
    storeId: z.string(),
    storeName: z.string(),
    storeLogo: z.string(),
    countryName: z.string(),
    /** Where the store is ("中国,浙江省杭州市" / "Hangzhou, Zhejiang, China") in the reader's language, '' unknown. */
    location: z.string(),
    selfOperated: z.boolean(),
    descriptionScore: z.number(),
    serviceScore: z.number(),
    deliveryScore: z.number(),
  }),
})
export type GoodsSkuDetail = z.infer<typeof GoodsSkuDetail>

export const StoreBasicInfoVO = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeDisable: z.string(),
  companyAddressPath: z.string(),
  storeLogo: z.string(),
  /** Store page banner (店铺设置), '' for none: this shop's addition. */
  storeBanner: z.string().optional(),
  storeDesc: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  pcPageData: z.string().nullable(),
  mobilePageData: z.string().nullable(),
  selfOperated: z.boolean(),
  goodsNum: z.number().int(),
  collectionNum: z.number().int(),
  descriptionScore: z.number(),
  serviceScore: z.number(),
  deliveryScore: z.number(),
  pageShow: z.string(),
})
export type StoreBasicInfoVO = z.infer<typeof StoreBasicInfoVO>

export const StoreListQuery = PageQuery.extend({ recommend: z.enum(['true', 'false']).optional() })

export const EvaluationQuery = PageQuery.extend({
  grade: z.enum(['GOOD', 'MODERATE', 'WORSE']).or(z.literal('')).catch('').optional(),
  haveImage: z.coerce.number().int().catch(0).optional(),
})

export const MemberEvaluationVO = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  memberProfile: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  goodsId: z.string(),
  skuId: z.string(),
  goodsName: z.string(),
  goodsImage: z.string(),
  grade: z.string(),
  content: z.string(),
  images: z.string(),
  haveImage: z.boolean(),
  status: z.string(),
  reply: z.string().nullable(),
  replyImage: z.string().nullable(),
  replyStatus: z.boolean(),
  deliveryScore: z.number().int(),
  serviceScore: z.number().int(),
  descriptionScore: z.number().int(),
  createTime: z.string(),
})

export const EvaluationNumberVO = z.object({
  all: z.number().int(),
  good: z.number().int(),
  moderate: z.number().int(),
  worse: z.number().int(),
  haveImage: z.number().int(),
})

export const GoodsCollectionVO = z.object({
  id: z.string(),
  goodsId: z.string(),
  skuId: z.string(),
  goodsName: z.string(),
  image: z.string(),
  price: z.number(),
  marketEnable: z.string(),
})
export const StoreCollectionVO = z.object({
  id: z.string(),
  storeName: z.string(),
  storeLogo: z.string(),
  selfOperated: z.boolean(),
  countryName: z.string(),
})
export const GoodsCollection = z.object({
  id: z.string(),
  createTime: z.string(),
  memberId: z.string(),
  skuId: z.string(),
})
export const FootprintQuery = PageQuery.extend({ storeId: z.string().max(40).optional() })

const StoreLabel = z.object({
  id: z.string(),
  labelName: z.string(),
  level: z.number().int(),
  sortOrder: z.number().int(),
  parentId: z.string(),
})
/** `StoreGoodsLabelVO`: a store category with its children (the store page's category menu). */
export const StoreGoodsLabelVO = StoreLabel.extend({ children: z.array(StoreLabel) })

/** `GET /buyer/goods/goods/suggest`: what the header search box offers while a keyword is typed. */
export const SearchSuggestQuery = z.object({
  keyword: z
    .string()
    .trim()
    .min(1, '请输入搜索关键词')
    .max(KEYWORD_MAX_LENGTH, `搜索关键词不能超过${KEYWORD_MAX_LENGTH}个字符`),
  /** Goods offered at most (categories and stores take up to half as many each). */
  count: z.coerce.number().int().min(1).max(10).catch(6).optional(),
})
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuery>

/** Goods, categories and stores whose names match the typed words, names in the visitor's language. */
export const SearchSuggestions = z.object({
  goods: z.array(z.object({ goodsId: z.string(), skuId: z.string(), name: z.string() })),
  /** `path`: the comma path `/goodsList?categoryId=` takes; `parentName`: the level above, if any. */
  categories: z.array(
    z.object({ id: z.string(), path: z.string(), name: z.string(), parentName: z.string().nullable() }),
  ),
  stores: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type SearchSuggestions = z.infer<typeof SearchSuggestions>
