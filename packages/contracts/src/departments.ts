import { z } from 'zod'
import { Id } from './primitives.ts'

/**
 * 部门管理 of the seller centre (`/store/department`) and the operator console
 * (`/manager/permission/department`), in lilishop's shapes: a tree of titled departments, each with
 * default roles (`departmentRole`) that a clerk or operator placed in it holds while it has no roles
 * of its own (decision 173).
 */

/** lilishop's client sends `0` (or nothing) for a root department. */
const ParentId = z.preprocess(
  (v) => (v === undefined || v === null || v === '' || v === '0' || v === 0 ? null : v),
  Id.nullable(),
)

/** A clerk's or operator's department: an id, or `''`/`0` for none. */
export const DepartmentParam = ParentId

export const DepartmentForm = z.object({
  title: z
    .string({ message: '请输入部门名称' })
    .trim()
    .min(1, '请输入部门名称')
    .max(32, '部门名称最多32个字符'),
  parentId: ParentId.default(null),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
})
export type DepartmentInput = z.infer<typeof DepartmentForm>

export const DepartmentSearch = z.object({ title: z.string().trim().max(32).optional() })

export interface DepartmentNodeShape {
  id: string
  parentId: string
  title: string
  sortOrder: number
  /** lilishop's 0 = in use (-1 = disabled, which this product has not). */
  status: number
  isParent: boolean
  /** The default roles' ids and names. */
  roleIds: string[]
  roleNames: string[]
  /** Clerks or operators placed directly in it. */
  memberCount: number
  children: DepartmentNodeShape[]
}
/** One department with its sub-departments; `parentId` is `'0'` at the root, as lilishop writes it. */
export const DepartmentNode: z.ZodType<DepartmentNodeShape> = z.lazy(() =>
  z.object({
    id: Id,
    parentId: z.string(),
    title: z.string(),
    sortOrder: z.number().int(),
    status: z.number().int(),
    isParent: z.boolean(),
    roleIds: z.array(Id),
    roleNames: z.array(z.string()),
    memberCount: z.number().int(),
    children: z.array(DepartmentNode),
  }),
)
export type DepartmentNode = DepartmentNodeShape

/** lilishop's edit call writes `/department/{id} ` with a trailing space. */
export const DepartmentIdParams = z.object({ id: z.string().trim().pipe(Id) })

/** `DELETE …/department/{ids}`: one id or a comma list (lilishop deletes the checked ones). */
export const DepartmentIdsParams = z.object({
  id: z
    .string()
    .transform((s) => [...new Set(s.split(',').map((p) => p.trim()))].filter(Boolean))
    .pipe(z.array(Id).min(1).max(100)),
})

/** `PUT …/departmentRole/{id}` (a JSON array, lilishop's body) and `GET`'s rows. */
export const DepartmentRoleItem = z.object({ departmentId: Id.optional(), roleId: Id })
export const DepartmentRoleBody = z.array(DepartmentRoleItem).max(100)
export const DepartmentRoleView = z.object({ departmentId: Id, roleId: Id })

/**
 * `GET/POST …/roleMenu/{roleId}`: the menu pages a role may open, lilishop's `isSuper` 1 = may act
 * (write), 0 = may only look (read). This product's roles hold areas, so a page stands for its area.
 */
export const RoleMenuItem = z.object({
  menuId: z.string().min(1).max(100),
  isSuper: z.preprocess(
    (v) => (v === true ? 1 : v === false || v == null ? 0 : v),
    z.coerce.number().int().min(0).max(1),
  ),
  title: z.string().optional(),
  roleId: z.string().optional(),
})
export const RoleMenuBody = z.array(RoleMenuItem).max(500)
export const RoleMenuView = z.object({ roleId: Id, menuId: z.string(), isSuper: z.number().int() })
export const RoleIdParams = z.object({ roleId: Id })
