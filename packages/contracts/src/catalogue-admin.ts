import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { BoolParam, Id, listParam } from './primitives.ts'

/**
 * The platform catalogue as the operator edits it (lilishop 管理端 商品 → 商品分类, 品牌列表, 规格列表,
 * 计量单位; reference seller-manager §1): categories three levels deep with a commission rate, brands,
 * spec templates, parameter groups bound to leaf categories, units. Forms travel as query parameters,
 * as lilishop's console sends them.
 */

const Picture = z.string().trim().max(300)
const NameEn = z
  .string()
  .trim()
  .max(64, '英文名称最多64个字符')
  .optional()
  .transform((v) => v || null)
const Sort = z.coerce
  .number({ message: '排序须为整数' })
  .int('排序须为整数')
  .min(0, '排序不能小于0')
  .max(9999, '排序不能大于9999')
  .default(0)

/** A percent with at most two decimals, 0–100: stored as basis points (decision 114). */
export const CommissionRate = z.coerce
  .number({ message: '佣金比例须为数字' })
  .min(0, '佣金比例不能小于0')
  .max(100, '佣金比例不能大于100')
  .refine(
    (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
    refusal('佣金比例最多两位小数', 'At most two decimals'),
  )
  .default(0)

/** A category in the console tree; `commissionRate` is a percent (5.5 = 5.50 %). */
export interface ManagerCategory {
  id: string
  name: string
  nameEn: string | null
  parentId: string
  level: number
  sortOrder: number
  commissionRate: number
  image: string
  enabled: boolean
  /** Goods filed under it or its subtree (a category with goods cannot be deleted). */
  goodsNum: number
  children: ManagerCategory[]
}
export const ManagerCategory: z.ZodType<ManagerCategory> = z.lazy(() =>
  z.object({
    id: Id,
    name: z.string(),
    nameEn: z.string().nullable(),
    parentId: z.string(),
    level: z.number().int(),
    sortOrder: z.number().int(),
    commissionRate: z.number(),
    image: z.string(),
    enabled: z.boolean(),
    goodsNum: z.number().int(),
    children: z.array(ManagerCategory),
  }),
)

/** `POST /manager/goods/category` and `PUT /manager/goods/category/{id}` (the parent is fixed once created). */
export const CategoryForm = z.object({
  name: z
    .string({ message: '请输入分类名称' })
    .trim()
    .min(1, '请输入分类名称')
    .max(32, '分类名称最多32个字符'),
  nameEn: NameEn,
  parentId: z
    .string()
    .regex(/^\d{1,20}$/, '上级分类编号格式不正确')
    .default('0'),
  sortOrder: Sort,
  commissionRate: CommissionRate,
  image: Picture.default(''),
})
export type CategoryForm = z.infer<typeof CategoryForm>

/** `PUT /manager/goods/category/disable/{id}?enableOperations=`: lilishop's flag, `true` disables. */
export const CategoryDisableForm = z.object({ enableOperations: BoolParam })
/** `PUT /manager/goods/category/move/{id}?direction=`: one place up or down among its siblings. */
export const CategoryMoveForm = z.object({
  direction: z.enum(['up', 'down'], { message: '方向须为 up 或 down' }),
})

export const CatalogueIdParams = z.object({ id: Id })
export const CatalogueIdsParams = z.object({ ids: listParam(Id).pipe(z.array(Id).min(1).max(100)) })
export const CategoryIdParams = z.object({ categoryId: Id })

export const BrandView = z.object({
  id: Id,
  name: z.string(),
  nameEn: z.string().nullable(),
  logo: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  goodsNum: z.number().int(),
  /** Categories the brand is bound to. */
  categoryIds: z.array(Id),
})
export type BrandView = z.infer<typeof BrandView>
export const BrandPage = page(BrandView)
export const BrandQuery = PageQuery.extend({ name: z.string().trim().max(64).optional() })
export const BrandForm = z.object({
  name: z
    .string({ message: '请输入品牌名称' })
    .trim()
    .min(1, '请输入品牌名称')
    .max(64, '品牌名称最多64个字符'),
  nameEn: NameEn,
  logo: Picture.min(1, '请上传品牌标志'),
  sortOrder: Sort,
})
/** `PUT /manager/goods/brand/disable/{id}?disable=` (lilishop). */
export const BrandDisableForm = z.object({ disable: BoolParam })
/** `POST /manager/goods/categoryBrand/{categoryId}?categoryBrands=`: the category's brands, replaced. */
export const CategoryBrandForm = z.object({ categoryBrands: listParam(Id).optional() })
export const CategoryBrandView = z.object({ brandId: Id, brandName: z.string(), logo: z.string() })

export const SpecView = z.object({
  id: Id,
  specName: z.string(),
  /** Default values, comma-joined as lilishop sends them. */
  specValue: z.string(),
  specValues: z.array(z.string()),
  /** English name and values, index by index (decision 026); the English interface shows them. */
  specNameEn: z.string().nullable().optional(),
  specValuesEn: z.array(z.string()).optional(),
  categoryIds: z.array(Id),
})
export type SpecView = z.infer<typeof SpecView>
export const SpecPage = page(SpecView)
export const SpecQuery = PageQuery.extend({ specName: z.string().trim().max(32).optional() })
const Values = (what: string) =>
  z
    .string()
    .max(1000)
    .default('')
    .transform((s) => [
      ...new Set(
        s
          .split(/[,，]/)
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(32, `${what}每项最多32个字符`)).max(50, `${what}最多50项`))
/** English beside Chinese values: comma-separated, the same count and order (empty: none given). */
const EnglishValues = z
  .string()
  .max(2000)
  .default('')
  .transform((s) => (s.trim() ? s.split(/[,，]/).map((v) => v.trim()) : []))
  .pipe(z.array(z.string().max(64, '英文值每项最多64个字符')).max(50))
const EnglishName = z
  .string()
  .trim()
  .max(64, '英文名称最多64个字符')
  .optional()
  .transform((s) => s || null)
/** The English values must pair with the Chinese ones, one for one. */
const paired =
  (values: 'specValue' | 'options', english: 'specValueEn' | 'optionsEn') =>
  (form: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const zh = form[values] as string[]
    const en = form[english] as string[]
    if (en.length > 0 && (en.length !== zh.length || en.some((v) => !v)))
      ctx.addIssue({
        code: 'custom',
        path: [english],
        ...refusal(
          '英文值须与中文值一一对应（数量和顺序相同）',
          values === 'options'
            ? 'Give one English option for each Chinese option, in the same order'
            : 'Give one English value for each Chinese value, in the same order',
        ),
      })
  }
export const SpecForm = z
  .object({
    specName: z
      .string({ message: '请输入规格名称' })
      .trim()
      .min(1, '请输入规格名称')
      .max(32, '规格名称最多32个字符'),
    specValue: Values('规格值'),
    specNameEn: EnglishName,
    specValueEn: EnglishValues,
  })
  .superRefine(paired('specValue', 'specValueEn'))
export const CategorySpecForm = z.object({ categorySpecs: listParam(Id).optional() })

export const ParameterView = z.object({
  id: Id,
  groupId: Id,
  paramName: z.string(),
  paramNameEn: z.string().nullable().optional(),
  options: z.array(z.string()),
  optionsEn: z.array(z.string()).optional(),
  isIndex: z.boolean(),
  required: z.boolean(),
  sortOrder: z.number().int(),
})
export const ParameterGroupView = z.object({
  groupId: Id,
  groupName: z.string(),
  groupNameEn: z.string().nullable().optional(),
  sortOrder: z.number().int(),
  params: z.array(ParameterView),
})
export type ParameterGroupView = z.infer<typeof ParameterGroupView>
export const ParameterGroupForm = z.object({
  categoryId: Id.optional(),
  groupName: z
    .string({ message: '请输入参数组名称' })
    .trim()
    .min(1, '请输入参数组名称')
    .max(32, '参数组名称最多32个字符'),
  groupNameEn: EnglishName,
  sortOrder: Sort,
})
const ParameterFields = z.object({
  groupId: Id.optional(),
  paramName: z
    .string({ message: '请输入参数名称' })
    .trim()
    .min(1, '请输入参数名称')
    .max(32, '参数名称最多32个字符'),
  paramNameEn: EnglishName,
  options: Values('可选值'),
  optionsEn: EnglishValues,
  isIndex: BoolParam.default(false),
  required: BoolParam.default(false),
  sortOrder: Sort,
})
export const ParameterForm = ParameterFields.superRefine(paired('options', 'optionsEn'))
/** `PUT /manager/goods/parameters/{id}`: the same without the group. */
export const ParameterUpdateForm = ParameterFields.omit({ groupId: true }).superRefine(
  paired('options', 'optionsEn'),
)

export const GoodsUnitView = z.object({ id: Id, name: z.string(), sortOrder: z.number().int() })
export const GoodsUnitPage = page(GoodsUnitView)
export const GoodsUnitForm = z.object({
  name: z.string({ message: '请输入单位名称' }).trim().min(1, '请输入单位名称').max(8, '单位名称最多8个字符'),
  sortOrder: Sort,
})
