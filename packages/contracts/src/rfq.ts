import { z } from 'zod'
import { DISPLAY_CURRENCIES } from './display-currency.ts'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'
import { Text } from './validation.ts'

/**
 * 采购需求 / 询价 (decision 132): lilishop's `PurchaseOrder` + `PurchaseQuoted`, beyond it a request
 * carries quantity, unit, target price, incoterm, destination, deadline and attachments; a quote
 * carries unit-price tiers, MOQ, incoterm, lead time and validity, and names one of the store's SKUs.
 */

export const INCOTERMS = ['EXW', 'FOB', 'CIF', 'DDP'] as const
export const Incoterm = z.enum(INCOTERMS, { error: '请选择贸易术语' })
export type Incoterm = z.infer<typeof Incoterm>

/** A request closes at its 10th quote (Alibaba's RFQ rule). */
export const MAX_QUOTES = 10
/** The deadline is at most this many days ahead. */
export const MAX_DEADLINE_DAYS = 90

export const PURCHASE_STATUSES = ['OPEN', 'CLOSED', 'ACCEPTED'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]
export const CLOSE_REASONS = ['BUYER', 'DEADLINE', 'FULL'] as const
export type CloseReason = (typeof CLOSE_REASONS)[number]
export const QUOTE_STATUSES = ['SUBMITTED', 'ACCEPTED', 'DECLINED'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为yyyy-MM-dd')
const Url = z
  .string()
  .trim()
  .max(500, '地址过长')
  .regex(/^(https?:\/\/|\/)\S+$/, '地址格式不正确')
/** Yuan as a person types it: more than 0, two decimals at most. */
const Price = (what: string) =>
  z.coerce
    .number({ message: `请输入${what}` })
    .min(0.01, `${what}须大于0`)
    .max(99_999_999, `${what}最多99999999元`)
    .refine(
      (v) => Math.round(v * 100) === Number((v * 100).toFixed(6)),
      refusal(`${what}最多两位小数`, 'At most two decimals'),
    )
const Count = (what: string, max = 9_999_999) =>
  z.coerce
    .number({ message: `请输入${what}` })
    .int(`${what}须为整数`)
    .min(1, `${what}至少为1`)
    .max(max, `${what}最多${max}`)
const Optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional())

/** A country as ISO 3166-1 alpha-2, upper case. */
const Country = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, '请选择目的国家'))

export const PurchaseCurrency = z.enum(['CNY', ...DISPLAY_CURRENCIES], { error: '不支持的币种' })

/** `POST /buyer/other/purchase/purchase` (JSON or form). */
export const PurchaseForm = z.object({
  title: Text(100).min(2, '请输入采购标题（至少2个字）'),
  categoryId: Id,
  quantity: Count('采购数量'),
  unit: Text(16).min(1, '请输入单位'),
  targetPrice: Optional(Price('目标单价')),
  currency: PurchaseCurrency.default('CNY'),
  incoterm: Incoterm,
  destinationCountry: Country,
  deadline: Day,
  description: Text(2000).default(''),
  attachments: z.array(Url).max(5, '附件最多5个').default([]),
  /** 询价 from a goods page: only this store may quote. */
  storeId: Optional(Id),
  goodsId: Optional(Id),
})
export type PurchaseForm = z.infer<typeof PurchaseForm>

export const QuoteTier = z.object({ num: Count('起订数量'), price: Price('单价') })

/** `POST /store/rfq/quote`: a new quote, or the store's revision of its own. */
export const QuoteForm = z
  .object({
    purchaseOrderId: Id,
    skuId: Id,
    tiers: z.array(QuoteTier).min(1, '请至少填写一档价格').max(5, '价格最多5档'),
    moq: Count('最小起订量'),
    incoterm: Incoterm,
    leadDays: Count('交货期', 365),
    validUntil: Day,
    message: Text(1000).default(''),
  })
  .superRefine((f, ctx) => {
    f.tiers.forEach((tier, i) => {
      const prev = f.tiers[i - 1]
      if (prev && tier.num <= prev.num)
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i, 'num'],
          ...refusal('数量须逐档递增', 'Each tier needs more pieces than the one before'),
        })
      if (prev && tier.price > prev.price)
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i, 'price'],
          ...refusal('单价须逐档不增', 'A tier’s unit price cannot be above the one before'),
        })
    })
    if (f.tiers[0] && f.tiers[0].num > f.moq)
      ctx.addIssue({
        code: 'custom',
        path: ['tiers', 0, 'num'],
        ...refusal('第一档数量不能大于最小起订量', 'The first tier cannot start above the minimum order'),
      })
  })
export type QuoteForm = z.infer<typeof QuoteForm>

export const PurchaseIdParams = z.object({ id: Id })
export const PurchaseOrderIdParams = z.object({ purchaseOrderId: Id })

export const PurchaseListQuery = PageQuery.extend({
  keyword: Optional(Text(50)),
  categoryId: Optional(Id),
})
/** The seller centre's list: open requests it may quote on, or the ones it has quoted. */
export const StoreRfqQuery = PageQuery.extend({
  keyword: Optional(Text(50)),
  scope: z.enum(['OPEN', 'QUOTED']).catch('OPEN').default('OPEN'),
})
export const ManagerPurchaseQuery = PageQuery.extend({
  keyword: Optional(Text(50)),
  status: Optional(z.enum(PURCHASE_STATUSES)),
})

/**
 * A consignee abroad, typed in when a quote is accepted (the address book holds China's regions only):
 * name, phone with its country code, country (ISO alpha-2, not CN), street address and postcode.
 */
export const OverseasConsignee = z.object({
  name: Text(32).min(1, '请输入收货人'),
  phone: z
    .string()
    .trim()
    .regex(
      /^\+?\d[\d ()-]{4,18}$/,
      refusal('请输入正确的电话（含国家区号）', 'Enter a phone number with its country code'),
    ),
  country: Country.refine(
    (c) => c !== 'CN',
    refusal('国内地址请从地址簿选择', 'Choose an address in China from your address book'),
  ),
  address: Text(120).min(
    5,
    refusal('请输入详细地址（街道、门牌、城市）', 'Enter the street, number and city'),
  ),
  postcode: Optional(Text(16)),
})
export type OverseasConsignee = z.infer<typeof OverseasConsignee>

/**
 * `POST /buyer/other/purchase/purchase/{id}/accept`: the quote and where the goods go — an address
 * from the buyer's book (`addressId`, in China) or a consignee abroad (`consignee`); neither: the
 * default address, for a request delivered in China only.
 */
export const AcceptQuoteForm = z.object({
  quoteId: Id,
  addressId: Optional(Id),
  consignee: Optional(OverseasConsignee),
})

/** What an order made from an accepted quote keeps of the request (issue 60): shown with the order. */
export const TradeTerms = z.object({
  purchaseSn: z.string(),
  /** One of INCOTERMS, as the accepted quote said it. */
  incoterm: z.string(),
  /** Where the goods go (ISO alpha-2): the consignee's country. */
  destinationCountry: z.string(),
  /** The request's reference currency (never charged: orders are paid in CNY). */
  currency: z.string(),
})
export type TradeTerms = z.infer<typeof TradeTerms>

export const PurchaseOrderVO = z.object({
  id: z.string(),
  sn: z.string(),
  title: z.string(),
  categoryId: z.string(),
  categoryName: z.string().nullable(),
  categoryNameEn: z.string().nullable(),
  quantity: z.number().int(),
  unit: z.string(),
  targetPrice: Yuan.nullable(),
  currency: z.string(),
  incoterm: Incoterm,
  destinationCountry: z.string(),
  deadline: DateTime,
  description: z.string(),
  attachments: z.array(z.string()),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  goodsId: z.string().nullable(),
  status: z.enum(PURCHASE_STATUSES),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  quoteCount: z.number().int(),
  acceptedQuoteId: z.string().nullable(),
  orderSn: z.string().nullable(),
  tradeSn: z.string().nullable(),
  /**
   * The accepted order's state (`UNPAID`, `UNDELIVERED`…, `CANCELLED`), the owner's only: the page
   * offers payment only while it is unpaid (issue 60 §13).
   */
  orderStatus: z.string().nullable(),
  /** Members' names stay private: the buyer is shown masked to sellers. */
  memberName: z.string(),
  createTime: DateTime,
})
export type PurchaseOrderVO = z.infer<typeof PurchaseOrderVO>
export const PurchaseOrderPage = page(PurchaseOrderVO)

export const QuoteTierVO = z.object({ num: z.number().int(), price: Yuan })
export const PurchaseQuoteVO = z.object({
  id: z.string(),
  purchaseOrderId: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  goodsId: z.string(),
  skuId: z.string(),
  goodsName: z.string(),
  tiers: z.array(QuoteTierVO),
  moq: z.number().int(),
  incoterm: Incoterm,
  leadDays: z.number().int(),
  validUntil: z.string(),
  message: z.string(),
  status: z.enum(QUOTE_STATUSES),
  revision: z.number().int(),
  /** The tier price at the request's quantity (null below the MOQ). */
  unitPrice: Yuan.nullable(),
  /** unitPrice × the request's quantity. */
  total: Yuan.nullable(),
  /** The quoted SKU's stock now (null: the goods are gone); below the request's quantity it cannot be accepted. */
  stock: z.number().int().nullable(),
  createTime: DateTime,
  updateTime: DateTime,
})
export type PurchaseQuoteVO = z.infer<typeof PurchaseQuoteVO>
export const PurchaseQuotePage = page(PurchaseQuoteVO)

/** The seller centre's row: the request, and the store's own quote when it has one. */
export const StoreRfqVO = PurchaseOrderVO.extend({ myQuote: PurchaseQuoteVO.nullable() })
export const StoreRfqPage = page(StoreRfqVO)

export const PurchaseCreated = z.object({ id: z.string(), sn: z.string() })
export const QuoteAccepted = z.object({ tradeSn: z.string(), orderSn: z.string(), flowPrice: Yuan })

/** The tier reached at `quantity`: the last whose `num` it meets; null below the first. */
export function tierPrice<T extends { num: number; price: number }>(tiers: readonly T[], quantity: number) {
  let hit: T | null = null
  for (const t of tiers) if (quantity >= t.num) hit = t
  return hit?.price ?? null
}
