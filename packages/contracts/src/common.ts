import { z } from 'zod'
import { DateTime, Id } from './primitives.ts'

/** `GET /common/common/site`: the raw setting row; `settingValue` is a JSON string (reference §17.1). */
export const SiteSetting = z.object({
  id: z.string(),
  settingValue: z.string(),
  createBy: z.string().nullable(),
  createTime: DateTime.nullable(),
  updateBy: z.string().nullable(),
  updateTime: DateTime.nullable(),
  deleteFlag: z.boolean(),
})

export const BaseSettingValue = z.object({
  siteName: z.string(),
  /** What the English interface calls the site (decision 026); empty: `siteName`. */
  siteNameEn: z.string().optional(),
  icp: z.string().optional(),
  domainLogo: z.string().optional(),
  domainIcon: z.string().optional(),
  buyerSideLogo: z.string(),
  buyerSideIcon: z.string(),
  storeSideLogo: z.string().optional(),
  storeSideIcon: z.string().optional(),
  staticPageAddress: z.string().optional(),
  staticPageWapAddress: z.string().optional(),
})
export type BaseSettingValue = z.infer<typeof BaseSettingValue>

/** A region of China (province, city, district); `id` is the GB/T 2260 code. */
export const Region = z.object({
  id: z.string(),
  parentId: z.string(),
  name: z.string(),
  /**
   * The English name (decision 159), '' when none: pickers show it on English pages and keep sending
   * the Chinese `name` and the id, which is what is stored.
   */
  nameEn: z.string(),
  level: z.enum(['province', 'city', 'district']),
  adCode: z.string(),
  /** `lng,lat`, or '' when unknown: never null, clients split it. */
  center: z.string(),
  orderNum: z.number().int(),
})
export type Region = z.infer<typeof Region>

export const RegionParams = z.object({ id: z.string().regex(/^\d{1,12}$/, '地区编号格式不正确') })

export const Logistics = z.object({
  id: Id,
  name: z.string(),
  code: z.string(),
  standBy: z.string().nullable(),
  formItems: z.string().nullable(),
  disabled: z.enum(['OPEN', 'CLOSE']),
  international: z.boolean(),
  createTime: DateTime,
})
export type Logistics = z.infer<typeof Logistics>

/**
 * `GET /buyer/other/logistics` as the specification calls it (pageNumber 1, pageSize 200, disabled
 * OPEN): a page of the carriers, answered as the list upstream's client reads (`0.id`).
 */
export const LOGISTICS_PAGE_SIZE = 200
export const LogisticsQuery = z.object({
  pageNumber: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(n, 1))
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .catch(LOGISTICS_PAGE_SIZE)
    .transform((n) => (n < 1 ? LOGISTICS_PAGE_SIZE : Math.min(n, LOGISTICS_PAGE_SIZE)))
    .default(LOGISTICS_PAGE_SIZE),
  disabled: z.enum(['OPEN', 'CLOSE']).default('OPEN'),
})
/** The query the buyer's pages send (the specification's). */
export const LOGISTICS_QUERY = { pageNumber: 1, pageSize: LOGISTICS_PAGE_SIZE, disabled: 'OPEN' } as const

export const PageDataQuery = z.object({
  pageType: z.enum(['INDEX', 'STORE', 'SPECIAL']).default('INDEX'),
  pageClientType: z.enum(['PC', 'H5', 'WECHAT_MP', 'APP']).default('PC'),
  num: z.string().max(64).optional(),
})

export const PageDataVO = z.object({ id: Id, name: z.string(), pageData: z.string() })
/** `getIndex`: the published home of a client type. */
export const IndexPageQuery = z.object({
  clientType: z.enum(['PC', 'H5', 'WECHAT_MP', 'APP'], { error: '客户端类型不正确' }).default('PC'),
})
export const PageDataIdParams = z.object({ id: Id })
