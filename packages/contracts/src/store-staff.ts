import { z } from 'zod'
import { DepartmentParam } from './departments.ts'
import { page } from './paging.ts'
import { permissionList } from './permissions.ts'
import { BoolParam, DateTime, Id, listParam } from './primitives.ts'

/**
 * The seller centre's areas (lilishop 商家端 menus, reference seller-manager §1.2). A role grants each
 * area read or write; the menu shows an area the signed-in user may at least read.
 */
export const StoreAreas = [
  'goods',
  'order',
  'rfq',
  'afterSale',
  'complaint',
  'evaluation',
  'promotion',
  'finance',
  'statistics',
  'setting',
  'staff',
  'message',
  'chat',
] as const
export type StoreArea = (typeof StoreAreas)[number]

/** The menu in display order: its area and the titles the seller pages show. */
export const StoreMenu: readonly { area: StoreArea; title: string; titleEn: string; path: string }[] = [
  { area: 'goods', title: '商品', titleEn: 'Goods', path: '/seller/goods' },
  { area: 'order', title: '订单', titleEn: 'Orders', path: '/seller/orders' },
  { area: 'rfq', title: '询价', titleEn: 'RFQs', path: '/seller/rfq' },
  { area: 'afterSale', title: '售后', titleEn: 'After-sale', path: '/seller/after-sale' },
  { area: 'complaint', title: '投诉', titleEn: 'Complaints', path: '/seller/complaints' },
  { area: 'evaluation', title: '评价', titleEn: 'Reviews', path: '/seller/reviews' },
  { area: 'promotion', title: '营销', titleEn: 'Promotions', path: '/seller/promotions' },
  { area: 'finance', title: '财务', titleEn: 'Finance', path: '/seller/finance' },
  { area: 'statistics', title: '统计', titleEn: 'Statistics', path: '/seller/statistics' },
  { area: 'setting', title: '设置', titleEn: 'Settings', path: '/seller/settings' },
  { area: 'staff', title: '店员', titleEn: 'Staff', path: '/seller/staff' },
  { area: 'message', title: '消息', titleEn: 'Messages', path: '/seller/messages' },
  { area: 'chat', title: '客服', titleEn: 'Chat', path: '/seller/chat' },
]

export const StorePermissions = permissionList(StoreAreas)

/** `GET /store/menu/memberMenu`: who is signed in, for which store, and what they may use. */
export const StoreSessionView = z.object({
  memberId: Id,
  username: z.string(),
  nickName: z.string().nullable(),
  storeId: Id,
  storeName: z.string(),
  /** The store owner: passes every permission. */
  owner: z.boolean(),
  permissions: z.array(z.string()),
  menus: z.array(
    z.object({
      area: z.string(),
      title: z.string(),
      titleEn: z.string(),
      path: z.string(),
      write: z.boolean(),
    }),
  ),
})

const RoleName = z
  .string({ message: '请输入角色名称' })
  .trim()
  .min(1, '请输入角色名称')
  .max(32, '角色名称最多32个字符')

export const RoleForm = z.object({
  roleName: RoleName,
  description: z.string().trim().max(200, '描述最多200个字符').default(''),
  permissions: StorePermissions,
})
export const RoleView = z.object({
  id: Id,
  roleName: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  createTime: DateTime,
})

const ClerkName = z
  .string({ message: '请输入店员名称' })
  .trim()
  .min(1, '请输入店员名称')
  .max(32, '店员名称最多32个字符')

/** The owner adds a clerk by an existing member's username or mobile (lilishop checks the mobile). */
export const ClerkAddForm = z.object({
  username: z.string({ message: '请输入会员账号' }).trim().min(1, '请输入会员账号').max(64),
  clerkName: ClerkName,
  roleIds: listParam(Id).default([]),
  /** Its 部门: with no roles of its own the clerk holds the department's default roles. */
  departmentId: DepartmentParam.default(null),
})
export const ClerkEditForm = z.object({
  clerkName: ClerkName.optional(),
  roleIds: listParam(Id).optional(),
  status: BoolParam.optional(),
  /** Absent (or empty) keeps it; `0` takes the clerk out of its department. */
  departmentId: DepartmentParam.optional(),
})
export const ClerkView = z.object({
  id: Id,
  memberId: Id,
  username: z.string(),
  mobile: z.string(),
  clerkName: z.string(),
  status: z.boolean(),
  roles: z.array(z.object({ id: Id, roleName: z.string() })),
  departmentId: Id.nullable(),
  departmentTitle: z.string().nullable(),
  createTime: DateTime,
})
export const ClerkPage = page(ClerkView)
export const IdParams = z.object({ id: Id })
