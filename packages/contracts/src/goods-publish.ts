import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { page } from './paging.ts'
import { BoolParam, DateTime, Id, listParam, Yuan } from './primitives.ts'

/** Yuan amounts as a seller types them: at least 0.01, at most two decimals. */
// A number field's text that is no number (`abc`) reads 请输入正确的…, not 请输入…: it was not empty.
const Price = (what: string) =>
  z.coerce
    .number({ message: `请输入正确的${what}` })
    .min(0.01, `${what}须大于0`)
    .max(99_999_999, `${what}最多99999999元`)
    .refine(
      (v) => Math.round(v * 100) === Number((v * 100).toFixed(6)),
      refusal(`${what}最多两位小数`, 'At most two decimals'),
    )
const Cost = z.coerce
  .number({ message: '请输入正确的成本价' })
  .min(0, '成本价不能为负数')
  .max(99_999_999, '成本价最多99999999元')
  .refine(
    (v) => Math.round(v * 100) === Number((v * 100).toFixed(6)),
    refusal('成本价最多两位小数', 'At most two decimals'),
  )
  .default(0)
const Grams = z.coerce
  .number({ message: '请输入正确的重量' })
  .int('重量须为整数克')
  .min(0, '重量不能为负数')
  .max(1_000_000, '重量最多1000000克')
const Url = z
  .string()
  .trim()
  .max(500, '地址过长')
  .regex(/^(https?:\/\/|\/)\S+$/, '地址格式不正确')

/**
 * One spec of a SKU: 颜色 = 青花, with the seller's English where given ("Colour" = "Blue-and-White").
 * Empty English: the spec template's English if the category has one, else the English interface shows
 * the Chinese (decision 164).
 */
export const SpecValue = z.object({
  specName: z.string().trim().min(1, '请输入规格名').max(16, '规格名最多16个字符'),
  specValue: z.string().trim().min(1, '请输入规格值').max(24, '规格值最多24个字符'),
  specNameEn: z.string().trim().max(32, '英文规格名最多32个字符').default(''),
  specValueEn: z.string().trim().max(48, '英文规格值最多48个字符').default(''),
})

/** A row of the spec matrix. `id` names an existing SKU being kept (an edit); new rows have none. */
export const SkuForm = z.object({
  id: Id.optional(),
  specs: z.array(SpecValue).max(3, '最多3个规格'),
  sn: z.string().trim().min(1, '请输入货号').max(40, '货号最多40个字符'),
  price: Price('价格'),
  cost: Cost,
  quantity: z.coerce
    .number({ message: '请输入正确的库存' })
    .int('库存须为整数')
    .min(0, '库存不能为负数')
    .max(9_999_999, '库存最多9999999'),
  weight: Grams.default(0),
  images: z.array(Url).max(5, '规格图片最多5张').default([]),
})
export type SkuForm = z.infer<typeof SkuForm>

/** A quantity tier of a WHOLESALE goods (lilishop `Wholesale`): from `num` pieces, `price` each. */
export const WholesaleTier = z.object({
  num: z.coerce
    .number({ message: '请输入正确的起批数量' })
    .int('数量须为整数')
    .min(1, '数量至少1件')
    .max(99_999),
  price: Price('批发价'),
})

export const ParamGroup = z.object({
  groupName: z.string().trim().min(1).max(32),
  items: z
    .array(
      z.object({
        paramName: z.string().trim().min(1, '请输入参数名').max(32),
        paramValue: z.string().trim().max(64, '参数值最多64个字符'),
        isIndex: z.boolean().default(false),
        sort: z.number().int().default(0),
      }),
    )
    .max(40),
})

const fieldIssue = (ctx: z.RefinementCtx, path: (string | number)[], message: string, en: string) =>
  ctx.addIssue({ code: 'custom', path, ...refusal(message, en) })

/**
 * `POST /store/goods/goods/create`, `PUT /store/goods/goods/update/{goodsId}` (lilishop
 * GoodsOperationDTO). The spec matrix must be complete: every SKU names the same spec names in the
 * same order, no two SKUs share a value combination or a 货号. WHOLESALE needs 1–3 tiers, ascending by
 * quantity and descending by price; every SKU then sells at the tier price.
 */
export const GoodsForm = z
  .object({
    categoryPath: z
      .string({ message: '请选择商品分类' })
      .regex(/^\d{1,20}(,\d{1,20}){0,2}$/, '请选择商品分类'),
    storeCategoryPath: z
      .string()
      .regex(/^(\d{1,20}(,\d{1,20})?)?$/, '店铺分类格式不正确')
      .default(''),
    brandId: z.union([z.literal('0'), Id]).default('0'),
    goodsName: z
      .string({ message: '请输入商品名称' })
      .trim()
      .min(2, '商品名称至少2个字')
      .max(60, '商品名称最多60个字'),
    /** English name (decision 023); empty: the English interface shows `goodsName`. */
    goodsNameEn: z.string().trim().max(200, '英文名称最多200个字符').default(''),
    sellingPoint: z.string().trim().max(120, '卖点最多120个字').default(''),
    /** English selling point; empty: the English interface shows `sellingPoint`. */
    sellingPointEn: z.string().trim().max(300, '英文卖点最多300个字符').default(''),
    goodsUnit: z.string().trim().min(1, '请输入计量单位').max(8, '计量单位最多8个字').default('件'),
    weight: Grams.default(0),
    /** One of the store's freight templates (物流模板), '0' for free shipping. */
    templateId: z.union([z.literal('0'), Id], { error: '运费模板不存在' }).default('0'),
    goodsGalleryList: z.array(Url).min(1, '请至少上传一张商品图片').max(10, '商品图片最多10张'),
    goodsVideo: z.union([z.literal(''), Url]).default(''),
    intro: z.string().max(60_000, '商品详情过长').default(''),
    /** English detail (rich text); empty: the English interface shows `intro`. */
    introEn: z.string().max(60_000, '英文商品详情过长').default(''),
    goodsParamsDTOList: z.array(ParamGroup).max(10).default([]),
    salesModel: z.enum(['RETAIL', 'WHOLESALE']).default('RETAIL'),
    wholesaleList: z.array(WholesaleTier).max(3, '批发规则最多3档').default([]),
    skuList: z.array(SkuForm).min(1, '请至少添加一个规格').max(600, '规格最多600个'),
    /** true: on sale when allowed (立即上架); false: kept off shelf (放入仓库). */
    release: BoolParam.default(true),
  })
  .superRefine((form, ctx) => {
    const names = form.skuList[0]?.specs.map((s) => s.specName).join('\u0001') ?? ''
    const combos = new Set<string>()
    const sns = new Set<string>()
    // One English per spec name and per value of a spec: a value reads the same on every SKU.
    const english = new Map<string, string>()
    const sameEnglish = (key: string, en: string) => {
      const seen = english.get(key)
      english.set(key, seen ?? en)
      return seen === undefined || seen === en
    }
    form.skuList.forEach((sku, i) => {
      sku.specs.forEach((s, j) => {
        if (
          !sameEnglish(`n\u0001${s.specName}`, s.specNameEn) ||
          !sameEnglish(`v\u0001${s.specName}\u0001${s.specValue}`, s.specValueEn)
        )
          fieldIssue(
            ctx,
            ['skuList', i, 'specs', j],
            '同一规格或规格值的英文须一致',
            'A spec or value has one English on every SKU',
          )
      })
      if (new Set(sku.specs.map((s) => s.specName)).size !== sku.specs.length)
        fieldIssue(ctx, ['skuList', i, 'specs'], '规格名重复', 'Two specs have the same name')
      if (sku.specs.map((s) => s.specName).join('\u0001') !== names)
        fieldIssue(
          ctx,
          ['skuList', i, 'specs'],
          '每个规格须有相同的规格名',
          'Every SKU needs the same spec names',
        )
      const combo = sku.specs.map((s) => s.specValue).join('\u0001')
      if (combos.has(combo))
        fieldIssue(
          ctx,
          ['skuList', i, 'specs'],
          '规格值组合重复',
          'This combination of values is there twice',
        )
      combos.add(combo)
      if (sns.has(sku.sn)) fieldIssue(ctx, ['skuList', i, 'sn'], '货号重复', 'This SKU code is used twice')
      sns.add(sku.sn)
    })
    if (form.skuList.length > 1 && names === '')
      fieldIssue(ctx, ['skuList'], '多个规格须填写规格名', 'Name the specs of a goods with several SKUs')
    if (form.salesModel === 'WHOLESALE') {
      if (form.wholesaleList.length === 0)
        fieldIssue(ctx, ['wholesaleList'], '请添加批发规则', 'Add at least one tier')
      form.wholesaleList.forEach((tier, i) => {
        const prev = form.wholesaleList[i - 1]
        if (prev && tier.num <= prev.num)
          fieldIssue(
            ctx,
            ['wholesaleList', i, 'num'],
            '起批数量须逐档递增',
            'Each tier needs more pieces than the one before',
          )
        if (prev && tier.price >= prev.price)
          fieldIssue(
            ctx,
            ['wholesaleList', i, 'price'],
            '批发价须逐档递减',
            'Each tier must be cheaper than the one before',
          )
      })
    } else if (form.wholesaleList.length > 0) {
      fieldIssue(ctx, ['wholesaleList'], '零售商品不能设置批发规则', 'A retail goods has no tiers')
    }
  })
export type GoodsForm = z.infer<typeof GoodsForm>

export const GoodsIdParams = z.object({ goodsId: Id })

/** `goodsId` list of the shelve / unshelve / delete calls (repeated keys or a comma list). */
export const GoodsIdList = z.object({
  goodsId: listParam(Id).pipe(z.array(Id).min(1, '请选择商品').max(100, '一次最多100个商品')),
})

export const AuthFlag = z.enum(['PASS', 'TOBEAUDITED', 'REFUSE'])
export const MarketEnable = z.enum(['UPPER', 'DOWN'])

/** `GET /store/goods/goods/list` (lilishop GoodsSearchParams, the seller's filters). */
export const StoreGoodsQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  goodsName: z.string().trim().max(60).optional(),
  /** 商品编号 or 货号. */
  id: z.string().trim().max(40).optional(),
  categoryPath: z
    .string()
    .regex(/^\d{1,20}(,\d{1,20}){0,2}$/)
    .optional(),
  storeCategoryPath: z
    .string()
    .regex(/^\d{1,20}(,\d{1,20})?$/)
    .optional(),
  marketEnable: MarketEnable.optional(),
  authFlag: AuthFlag.optional(),
  /** Only goods with a SKU at or below the store's stock-warning threshold. */
  lowStock: BoolParam.optional(),
})
export type StoreGoodsQuery = z.infer<typeof StoreGoodsQuery>

export const StoreGoodsRow = z.object({
  id: Id,
  goodsName: z.string(),
  sn: z.string(),
  thumbnail: z.string(),
  price: Yuan,
  quantity: z.number().int(),
  skuCount: z.number().int(),
  buyCount: z.number().int(),
  marketEnable: MarketEnable,
  authFlag: AuthFlag,
  authMessage: z.string(),
  salesModel: z.enum(['RETAIL', 'WHOLESALE']),
  categoryPath: z.string(),
  storeCategoryPath: z.string(),
  createTime: DateTime,
})
export const StoreGoodsPage = page(StoreGoodsRow)

/** `GET /store/goods/goods/goodsNumber`: the counts on the list's tabs. */
export const StoreGoodsCounts = z.object({
  all: z.number().int(),
  upper: z.number().int(),
  down: z.number().int(),
  toBeAudited: z.number().int(),
  refuse: z.number().int(),
  lowStock: z.number().int(),
  /** The same counts under lilishop's GoodsNumVO names, which its seller console's tabs read. */
  upperGoodsNum: z.number().int(),
  downGoodsNum: z.number().int(),
  auditGoodsNum: z.number().int(),
  refuseGoodsNum: z.number().int(),
})

/** `GET /store/goods/goods/get/{id}`: the goods as the edit form wants it. */
export const StoreGoodsDetail = z.object({
  id: Id,
  categoryPath: z.string(),
  storeCategoryPath: z.string(),
  brandId: z.string(),
  goodsName: z.string(),
  goodsNameEn: z.string(),
  sellingPoint: z.string(),
  sellingPointEn: z.string(),
  goodsUnit: z.string(),
  weight: z.number().int(),
  templateId: z.string(),
  goodsGalleryList: z.array(z.string()),
  goodsVideo: z.string(),
  intro: z.string(),
  introEn: z.string(),
  goodsParamsDTOList: z.array(ParamGroup),
  salesModel: z.enum(['RETAIL', 'WHOLESALE']),
  wholesaleList: z.array(z.object({ num: z.number().int(), price: Yuan })),
  skuList: z.array(
    z.object({
      id: Id,
      /** The English as stored: the seller's, or the spec template's copied when published. */
      specs: z.array(
        z.object({
          specName: z.string(),
          specValue: z.string(),
          specNameEn: z.string().optional(),
          specValueEn: z.string().optional(),
        }),
      ),
      sn: z.string(),
      price: Yuan,
      cost: Yuan,
      quantity: z.number().int(),
      weight: z.number().int(),
      images: z.array(z.string()),
    }),
  ),
  marketEnable: MarketEnable,
  authFlag: AuthFlag,
  authMessage: z.string(),
})

/** What create / update answer: the goods id and where it stands. */
export const GoodsSaved = z.object({ id: Id, marketEnable: MarketEnable, authFlag: AuthFlag })

/** `POST /store/goods/draftGoods/save`: the form as the seller left it (any part may be missing or wrong). */
export const DraftForm = z.object({
  id: Id.optional(),
  form: z
    .record(z.string(), z.unknown())
    .refine((f) => JSON.stringify(f).length <= 200_000, refusal('草稿过大', 'The draft is too large')),
})
export const DraftRow = z.object({ id: Id, goodsName: z.string(), updateTime: DateTime })
export const DraftDetail = DraftRow.extend({ form: z.record(z.string(), z.unknown()) })
export const DraftPage = page(DraftRow)
