import { z } from 'zod'
import { SettingsAddress } from './freight.ts'

/**
 * `GET|PUT /store/settings/storeSettings/storeDeliverGoodsAddress` (lilishop's
 * StoreDeliverGoodsAddressDTO, issue 67): the store's ship-from address, the one this product's own
 * seller centre edits under 店铺设置 → 发货地址. The region is ids root → leaf, comma-separated.
 */
export const LiliDeliverAddress = z.object({
  salesConsignorName: z.string(),
  salesConsignorMobile: z.string(),
  salesConsignorAddressId: z.string(),
  salesConsignorAddressPath: z.string(),
  salesConsignorDetail: z.string(),
})
export const LiliDeliverAddressForm = z.object({
  salesConsignorName: z
    .string({ error: '请输入发货人姓名' })
    .trim()
    .min(1, '请输入发货人姓名')
    .max(32, '发货人姓名最多32个字'),
  /** As this product's own ship-from form takes it. */
  salesConsignorMobile: SettingsAddress.shape.mobile,
  salesConsignorAddressId: z
    .string({ error: '请选择所在地区' })
    .regex(/^\d{1,12}(,\d{1,12}){0,3}$/, '请选择所在地区'),
  salesConsignorAddressPath: z.string().trim().max(200).default(''),
  salesConsignorDetail: z
    .string({ error: '请输入详细地址' })
    .trim()
    .min(1, '请输入详细地址')
    .max(140, '详细地址最多140个字'),
})
export type LiliDeliverAddressForm = z.infer<typeof LiliDeliverAddressForm>
