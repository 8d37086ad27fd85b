import { z } from 'zod'
import { Distribution } from './distribution.ts'
import { PageQuery, page } from './paging.ts'
import { permissionList } from './permissions.ts'
import { BoolParam, DateTime, Id } from './primitives.ts'
import { WithdrawApply } from './wallet.ts'

/**
 * The operator console's areas (lilishop 管理端 menus, reference seller-manager §1). A role grants
 * each area read or write (write implies read); a super admin passes all.
 */
export const AdminAreas = [
  'member',
  'wallet',
  'distribution',
  'store',
  'goods',
  'order',
  'content',
  'setting',
  'log',
  'admin',
] as const
export type AdminArea = (typeof AdminAreas)[number]

export const AdminPermissions = permissionList(AdminAreas)

/** `GET /manager/passport/user/info`: the signed-in operator and what it may use. */
export const AdminSessionView = z.object({
  id: Id,
  username: z.string(),
  nickName: z.string().nullable(),
  superUser: z.boolean(),
  permissions: z.array(z.string()),
  /** The areas the console shows, and where it may write. */
  menus: z.array(z.object({ area: z.string(), write: z.boolean() })),
})

/** `GET /manager/setting/log` filters (lilishop 日志管理). */
export const AdminLogQuery = PageQuery.extend({
  adminName: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  target: z.string().trim().max(64).optional(),
  startDate: z.string().trim().max(10).optional(),
  endDate: z.string().trim().max(10).optional(),
})

export const AdminLog = z.object({
  id: Id,
  adminId: Id,
  adminName: z.string(),
  action: z.string(),
  title: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createTime: DateTime,
})
export const AdminLogPage = page(AdminLog)

/** `GET /manager/wallet/withdrawApply` filters: every member's applications. */
export const ManagerWithdrawQuery = PageQuery.extend({
  sn: z.string().trim().max(40).optional(),
  memberName: z.string().trim().max(64).optional(),
  applyStatus: z.enum(['APPLY', 'SUCCESS', 'FAIL_AUDITING'], { message: '审核状态不正确' }).optional(),
  startDate: z.string().trim().max(10).optional(),
  endDate: z.string().trim().max(10).optional(),
})
export const ManagerWithdrawPage = page(WithdrawApply)

/** `POST /manager/wallet/withdrawApply`: approve (`result=true`) or refuse with a reason. */
export const WithdrawReviewForm = z
  .object({
    applyId: Id,
    result: BoolParam,
    remark: z.string().trim().max(200, '审核备注最多200个字符').optional(),
  })
  .refine((f) => f.result || (f.remark ?? '').length > 0, { message: '拒绝提现请填写原因', path: ['remark'] })

/** `GET /manager/distribution/distribution`: distributor applications and distributors. */
export const ManagerDistributionQuery = PageQuery.extend({
  memberName: z.string().trim().max(64).optional(),
  distributionStatus: z
    .enum(['APPLY', 'PASS', 'REFUSE', 'RETREAT'], { message: '分销员状态不正确' })
    .optional(),
})
export const ManagerDistributionPage = page(Distribution)

/** `PUT /manager/distribution/distribution/audit/{id}`: PASS, or REFUSE with a reason the applicant reads. */
export const DistributionAuditParams = z.object({ id: Id })
export const DistributionAuditForm = z
  .object({
    status: z.enum(['PASS', 'REFUSE'], { message: '审核结果不正确' }),
    reason: z.string().trim().max(200, '拒绝原因最多200个字符').optional(),
  })
  .refine((f) => f.status === 'PASS' || (f.reason ?? '').length > 0, {
    message: '拒绝申请请填写原因',
    path: ['reason'],
  })
