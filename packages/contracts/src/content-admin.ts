import { z } from 'zod'
import { ArticleCategoryType, ArticleType, ArticleVO } from './article.ts'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { BoolParam, DateTime, Id } from './primitives.ts'
import { ImageAddress } from './settings-admin.ts'

/**
 * The operator console's content area (lilishop 管理端 文章管理 / 热词设置): articles in every state,
 * their categories, and the operator hot words. Article bodies are HTML, cleaned on save.
 */

/** `GET /manager/other/article`: every article, open or closed, filtered. */
export const ManagerArticleQuery = PageQuery.extend({
  title: z.string().trim().max(100).optional(),
  categoryId: Id.optional(),
  /** `OPEN` published, `CLOSE` unpublished. */
  status: z.enum(['OPEN', 'CLOSE']).optional(),
})
export const ManagerArticlePage = page(ArticleVO)

const Optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null))

/** `POST /manager/other/article` and `PUT /manager/other/article/{id}` (JSON body). */
export const ManagerArticleForm = z.object({
  categoryId: Id,
  title: z.string({ message: '请输入标题' }).trim().min(1, '请输入标题').max(100, '标题最多100个字'),
  titleEn: Optional(200, '英文标题最多200个字符'),
  summary: Optional(300, '摘要最多300个字'),
  summaryEn: Optional(600, '英文摘要最多600个字符'),
  // A picture address as the site settings take one: a `javascript:` or `data:` cover was stored as typed.
  cover: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), ImageAddress.nullish())
    .transform((v) => v ?? null),
  content: z.string({ message: '请输入正文' }).max(200_000, '正文过长'),
  contentEn: z.string().max(200_000, '英文正文过长').nullish(),
  type: ArticleType.default('OTHER'),
  openStatus: z.boolean().default(false),
  featured: z.boolean().default(false),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  author: Optional(64, '作者最多64个字'),
})
export type ManagerArticleForm = z.input<typeof ManagerArticleForm>

/** `PUT /manager/other/article/update/status/{id}?status=`: publish (true) or unpublish (false). */
export const ArticleStatusForm = z.object({ status: BoolParam })

/** `POST/PUT /manager/other/articleCategory`: a category (two levels; a child takes its parent's type). */
export const ArticleCategoryForm = z.object({
  articleCategoryName: z
    .string({ message: '请输入分类名称' })
    .trim()
    .min(1, '请输入分类名称')
    .max(64, '分类名称最多64个字'),
  articleCategoryNameEn: Optional(128, '英文名称最多128个字符'),
  parentId: z.union([z.literal('0'), Id]).default('0'),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  type: ArticleCategoryType.default('OTHER'),
})

export const ManagerArticleView = ArticleVO.extend({
  content: z.string(),
  contentEn: z.string().nullable(),
  type: ArticleType,
  updateTime: DateTime.nullable(),
})

/** An operator hot word: `score` adds to real search counts (highest first); a disabled one is kept but not shown. */
export const HotWordView = z.object({ keyword: z.string(), score: z.number().int(), enabled: z.boolean() })
export const HotWordKeyword = z
  .string({ message: '请输入热词' })
  .trim()
  .min(1, '请输入热词')
  .max(20, '热词最多20个字')
  .refine(
    (w) => !/[<>;'"`\\=(){}]/.test(w),
    refusal('热词不能包含特殊符号', 'A hot word cannot hold special characters'),
  )
/** `POST /manager/hotwords/hotwords`: add or change a word (its order is its score). */
export const HotWordForm = z.object({
  keyword: HotWordKeyword,
  score: z.coerce.number().int().min(0, '排序值不能小于0').max(100_000, '排序值过大').default(0),
  enabled: BoolParam.default(true),
})
export const HotWordParams = z.object({ keyword: HotWordKeyword })

/**
 * The home pages' editable slots: the shop's banner slides, partner logos, national-pavilion slides, and
 * the footer's 智库 (THINK_TANK) and 合作机构 (ORG) columns (decision 163).
 */
export const HOME_SLOTS = ['BANNER', 'PARTNER', 'PAVILION', 'THINK_TANK', 'ORG'] as const
export const HomeSlot = z.enum(HOME_SLOTS)
export type HomeSlot = z.infer<typeof HomeSlot>

/** `GET /buyer/other/home/slides?slot=`: the enabled slides of a slot, in order. */
export const HomeSlideQuery = z.object({ slot: HomeSlot })
export const HomeSlide = z.object({
  id: Id,
  title: z.string(),
  titleEn: z.string().nullable(),
  subtitle: z.string().nullable(),
  subtitleEn: z.string().nullable(),
  image: z.string(),
  link: z.string().nullable(),
})
export type HomeSlide = z.infer<typeof HomeSlide>
export const ManagerHomeSlide = HomeSlide.extend({
  slot: HomeSlot,
  sort: z.number().int(),
  enabled: z.boolean(),
})

/** A link a slide opens: a path of this site or an https address. */
const SlideLink = z
  .string()
  .trim()
  .max(255, '链接最多255个字符')
  .regex(/^(\/(?!\/)|https:\/\/)[^\s<>"'`\\]*$/, '链接须为站内路径（/开头）或 https 地址')
  .nullish()
  .transform((v) => (v ? v : null))

/** `POST /manager/other/homeSlide` and `PUT /manager/other/homeSlide/{id}` (JSON body). */
export const HomeSlideForm = z.object({
  slot: HomeSlot,
  title: z.string({ message: '请输入名称' }).trim().min(1, '请输入名称').max(64, '名称最多64个字'),
  titleEn: Optional(128, '英文名称最多128个字符'),
  subtitle: Optional(200, '副标题最多200个字'),
  subtitleEn: Optional(400, '英文副标题最多400个字符'),
  image: ImageAddress,
  link: SlideLink,
  enabled: z.boolean().default(true),
})
/** `PUT /manager/other/homeSlide/sort`: a slot's slides in their new order. */
export const HomeSlideOrderForm = z.object({ slot: HomeSlot, ids: z.array(Id).min(1).max(100) })
export const HomeSlideEnableForm = z.object({ enabled: BoolParam })

/**
 * The header's navigation row (decision 168): a site page, the guide entry (its menu of country
 * guides), a goods category, an external site or a plain label.
 */
export const NAV_KINDS = ['PAGE', 'GUIDE', 'CATEGORY', 'EXTERNAL', 'LABEL'] as const
export const NavKind = z.enum(NAV_KINDS, { error: '导航类型不正确' })
export type NavKind = z.infer<typeof NavKind>

/**
 * The specification's eight header entries (spec §2 "Header navigation"), the row every installation
 * starts with: kind, label, English label, target, further paths it is current on (space-separated).
 * The depot has no address: the deployment's GOODS_DEPOT_URL, else the site's logistics page.
 */
export const SPEC_NAV_ROW: [NavKind, string, string, string | null, string | null][] = [
  ['PAGE', '首页', 'Home', '/', null],
  ['PAGE', '出海服务', 'Overseas services', '/Bglobal', '/Nsystem /Promotion'],
  ['GUIDE', '出海指南', 'Market guides', '/Initiative', '/slGuide'],
  ['PAGE', '品牌馆', 'Brands', '/slBrand', '/SlBrandDetails'],
  ['EXTERNAL', '货仓', 'Depot', null, null],
  ['PAGE', '商城', 'Shop', '/slShop', '/category /goodsList /goodsDetail /merchant /cart'],
  ['LABEL', '海外利益保护', 'Overseas protection', null, '/protect'],
  ['PAGE', '服务中心', 'Service centre', '/Service', null],
]

/** `GET /buyer/other/navList`: the shown entries, in order. */
export const NavEntry = z.object({
  id: Id,
  kind: NavKind,
  label: z.string(),
  labelEn: z.string().nullable(),
  /** PAGE / GUIDE: a site path; CATEGORY: the category's id; EXTERNAL: an https address (none: the goods depot). */
  target: z.string().nullable(),
  /** Further site paths the entry is current on, e.g. `/goodsList /goodsDetail`. */
  paths: z.array(z.string()),
})
export type NavEntry = z.infer<typeof NavEntry>
export const ManagerNavEntry = NavEntry.extend({ sort: z.number().int(), enabled: z.boolean() })

const SitePath = /^\/(?!\/)[^\s<>"'`\\]*$/

/** `POST /manager/other/navEntry` and `PUT /manager/other/navEntry/{id}` (JSON body). */
export const NavEntryForm = z
  .object({
    kind: NavKind,
    label: z.string({ message: '请输入名称' }).trim().min(1, '请输入名称').max(32, '名称最多32个字'),
    labelEn: Optional(64, '英文名称最多64个字符'),
    target: Optional(255, '目标最多255个字符'),
    paths: z
      .string()
      .trim()
      .max(500, '高亮路径最多500个字符')
      .nullish()
      .transform((v) => (v ? v.split(/[\s,，]+/).filter(Boolean) : []))
      .refine(
        (list) => list.every((p) => SitePath.test(p) && !p.includes('?') && !p.includes('#')),
        refusal(
          '高亮路径须为站内路径（/开头，不含?和#）',
          'Highlight paths must be site paths (starting with /, no ? or #)',
        ),
      ),
    enabled: z.boolean().default(true),
  })
  .superRefine((form, ctx) => {
    const t = form.target
    const issue = (message: string, en: string) =>
      ctx.addIssue({ code: 'custom', path: ['target'], ...refusal(message, en) })
    if (form.kind === 'PAGE' || form.kind === 'GUIDE') {
      if (!t || !SitePath.test(t)) issue('请填写站内路径（/开头）', 'Give a site path (starting with /)')
    } else if (form.kind === 'CATEGORY') {
      if (!t || !/^\d{1,20}$/.test(t)) issue('请选择商品分类', 'Choose a goods category')
    } else if (form.kind === 'EXTERNAL') {
      if (t && !/^https:\/\/[^\s<>"'`\\]+$/.test(t))
        issue('外部链接须为 https 地址', 'An external link must be an https address')
    } else if (t) {
      issue('文字导航不需要目标', 'A label has no target')
    }
  })
/** `PUT /manager/other/navEntry/sort`: every entry's id in the new order. */
export const NavEntryOrderForm = z.object({ ids: z.array(Id).min(1).max(50) })
