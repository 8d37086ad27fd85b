import { z } from 'zod'
import { BoolParam, DateTime, Id } from './primitives.ts'
import { Mobile, Text } from './validation.ts'

/** `MemberAddress` (reference §15.6). */
export const MemberAddress = z.object({
  id: Id,
  memberId: Id,
  name: z.string(),
  mobile: z.string(),
  /** Region names root → leaf, comma-joined ("北京市,北京市,朝阳区"); show commas as spaces. */
  consigneeAddressPath: z.string(),
  /** Region ids root → leaf, comma-joined. */
  consigneeAddressIdPath: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
  alias: z.string().nullable(),
  lon: z.string().nullable(),
  lat: z.string().nullable(),
  createTime: DateTime,
  updateTime: DateTime.nullable(),
})
export type MemberAddress = z.infer<typeof MemberAddress>

/**
 * Form fields of POST/PUT `/buyer/member/address`. The names in `consigneeAddressPath` are taken
 * from the region table, so only the ids are needed (a sent path is ignored).
 */
export const AddressInput = z.object({
  name: Text(32).min(1, '请输入收货人姓名'),
  mobile: Mobile,
  consigneeAddressIdPath: z
    .string({ error: '请选择所在地区' })
    .trim()
    .regex(/^\d{1,12}(,\d{1,12}){1,3}$/, '请选择所在地区'),
  consigneeAddressPath: z.string().optional(),
  detail: Text(140).min(1, '请输入详细地址'),
  isDefault: BoolParam.optional(),
  alias: Text(20).optional(),
  lon: z.string().max(20).optional(),
  lat: z.string().max(20).optional(),
})
export const AddressUpdate = AddressInput.extend({ id: Id })
