import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/** Yuan as a seller types it: 0 or more, at most two decimals. */
const Fee = (what: string) =>
  z.coerce
    .number({ message: `请输入${what}` })
    .min(0, `${what}不能为负数`)
    .max(99_999, `${what}最多99999元`)
    .refine(
      (v) => Math.round(v * 100) === Number((v * 100).toFixed(6)),
      refusal(`${what}最多两位小数`, 'At most two decimals'),
    )
/** Pieces (NUM) or grams (WEIGHT). */
const Unit = (what: string) =>
  z.coerce
    .number({ message: `请输入${what}` })
    .int(`${what}须为整数`)
    .min(1, `${what}至少为1`)
    .max(1_000_000, `${what}最多1000000`)

export const PricingMethod = z.enum(['NUM', 'WEIGHT', 'FREE'], { error: '请选择计价方式' })

const Charge = {
  firstUnit: Unit('首件（首重）'),
  firstFee: Fee('首费'),
  extraUnit: Unit('续件（续重）'),
  extraFee: Fee('续费'),
}

/** A region row: the provinces or cities it covers (ids of `region`) and its charge. */
export const FreightRowForm = z.object({
  regionIds: z
    .array(z.string().regex(/^\d{1,12}$/, '地区编号格式不正确'))
    .min(1, '请选择配送地区')
    .max(400, '地区过多'),
  ...Charge,
})

/**
 * `POST /store/setting/freightTemplate`, `PUT /store/setting/freightTemplate/{id}` (lilishop
 * FreightTemplateVO: name, pricingMethod, children). The default charge prices every region no row
 * names; a FREE template has no charges. A region may appear in one row only.
 */
export const FreightTemplateForm = z
  .object({
    name: z
      .string({ message: '请输入模板名称' })
      .trim()
      .min(1, '请输入模板名称')
      .max(32, '模板名称最多32个字'),
    pricingMethod: PricingMethod,
    ...Charge,
    rows: z.array(FreightRowForm).max(50, '地区规则最多50条').default([]),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>()
    form.rows.forEach((row, i) => {
      for (const id of row.regionIds) {
        if (seen.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', i, 'regionIds'],
            ...refusal('同一地区只能出现在一条规则中', 'A region can be in one rule only'),
          })
          return
        }
        seen.add(id)
      }
    })
  })
export type FreightTemplateForm = z.infer<typeof FreightTemplateForm>

const RowView = z.object({
  regionIds: z.array(z.string()),
  /** The names of `regionIds`, in the same order. */
  regionNames: z.array(z.string()),
  firstUnit: z.number().int(),
  firstFee: Yuan,
  extraUnit: z.number().int(),
  extraFee: Yuan,
})

export const FreightTemplateView = z.object({
  id: Id,
  name: z.string(),
  pricingMethod: PricingMethod,
  firstUnit: z.number().int(),
  firstFee: Yuan,
  extraUnit: z.number().int(),
  extraFee: Yuan,
  rows: z.array(RowView),
  /** How many of the store's goods use it (a used template cannot be deleted). */
  goodsCount: z.number().int(),
  updateTime: DateTime,
})
export type FreightTemplateView = z.infer<typeof FreightTemplateView>

const Mobile = z
  .string()
  .trim()
  .regex(/^[\d+\- ]{5,20}$/, '电话格式不正确')
const Url = z
  .string()
  .trim()
  .max(500, '地址过长')
  .regex(/^(https?:\/\/|\/)\S+$/, '图片地址格式不正确')

/** A postal address in the settings: region path from the region tree plus the street. */
export const SettingsAddress = z.object({
  name: z.string().trim().min(1, '请输入联系人').max(32, '联系人最多32个字'),
  mobile: Mobile,
  regionIdPath: z.string().regex(/^\d{1,12}(,\d{1,12}){0,3}$/, '请选择所在地区'),
  regionPath: z.string().trim().max(200).default(''),
  detail: z.string().trim().min(1, '请输入详细地址').max(140, '详细地址最多140个字'),
})
export type SettingsAddress = z.infer<typeof SettingsAddress>

const plainText = (html: string) => html.replace(/<[^>]*>/g, '').trim()

/** `PUT /store/settings/storeSettings`: the store's profile (lilishop StoreSettingDTO). */
export const StoreSettingsForm = z
  .object({
    storeName: z
      .string({ message: '请输入店铺名称' })
      .trim()
      .min(2, '店铺名称至少2个字')
      .max(32, '店铺名称最多32个字'),
    /**
     * The name in English for the English interface (decision 164); '' shows the Chinese. Absent (an
     * upstream client, which does not send it) keeps the stored one.
     */
    storeNameEn: z.string().trim().max(96, '英文店铺名称最多96个字符').optional(),
    storeLogo: Url,
    storeBanner: z.union([z.literal(''), Url]).default(''),
    /** Rich-text HTML; sanitised on save. */
    storeDesc: z.string().max(20_000, '店铺简介过长').default(''),
    /** The introduction in English for the English interface; '' shows the Chinese (decision 026). */
    storeDescEn: z.string().max(20_000, '英文简介过长').default(''),
    /**
     * Where the store is, shown under its name ("中国,浙江省杭州市": a bare comma separates levels).
     * Optional for upstream clients, which do not send it: absent keeps the stored one.
     */
    companyAddressPath: z
      .string({ message: '请输入店铺所在地' })
      .trim()
      .min(2, '请输入店铺所在地')
      .max(128, '店铺所在地最多128个字')
      .optional(),
    companyAddressPathEn: z.string().trim().max(160, '英文所在地最多160个字符').default(''),
    contactMobile: z.union([z.literal(''), Mobile]).default(''),
    contactEmail: z.union([z.literal(''), z.string().trim().email('邮箱格式不正确').max(64)]).default(''),
  })
  // English is the Chinese introduction translated: one without the other would show a Chinese
  // buyer nothing while an English one reads a text.
  .refine((f) => !plainText(f.storeDescEn) || plainText(f.storeDesc), {
    ...refusal('填写英文简介前请先填写中文店铺简介', 'Write the Chinese description before the English one'),
    path: ['storeDesc'],
  })

/** `PUT /store/settings/storeSettings/address`: ship-from and return addresses (either may be null). */
export const StoreAddressesForm = z.object({
  shipAddress: SettingsAddress.nullable(),
  returnAddress: SettingsAddress.nullable(),
})

export const StoreSettingsView = z.object({
  storeId: Id,
  storeName: z.string(),
  storeNameEn: z.string(),
  /** lilishop's store state (`OPEN`, `CLOSED`): its seller dashboard says "closed" unless `OPEN`. */
  storeDisable: z.string(),
  storeLogo: z.string(),
  storeBanner: z.string(),
  storeDesc: z.string(),
  storeDescEn: z.string(),
  companyAddressPath: z.string(),
  companyAddressPathEn: z.string(),
  contactMobile: z.string(),
  contactEmail: z.string(),
  stockWarning: z.number().int(),
  shipAddress: SettingsAddress.nullable(),
  returnAddress: SettingsAddress.nullable(),
})
export type StoreSettingsView = z.infer<typeof StoreSettingsView>

/** `/store/member/storeAddress`: a self-pickup point (自提点, lilishop StoreAddress). */
export const PickupPointForm = z.object({
  addressName: z
    .string({ message: '请输入自提点名称' })
    .trim()
    .min(1, '请输入自提点名称')
    .max(64, '自提点名称最多64个字'),
  address: z.string({ message: '请输入地址' }).trim().min(1, '请输入地址').max(200, '地址最多200个字'),
  mobile: Mobile,
  /** "lng,lat", optional. */
  center: z
    .string()
    .trim()
    .regex(/^(-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?)?$/, '坐标格式为“经度,纬度”')
    .default(''),
})
export const PickupPointView = z.object({
  id: Id,
  addressName: z.string(),
  address: z.string(),
  mobile: z.string(),
  center: z.string(),
})
export type PickupPointView = z.infer<typeof PickupPointView>
