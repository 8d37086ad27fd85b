import { z } from 'zod'
import { PasswordDigest, TokenPair } from './accounts.ts'
import { isAdminAction } from './admin-actions.ts'
import { DepartmentParam } from './departments.ts'
import { Distribution } from './distribution.ts'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { permissionList } from './permissions.ts'
import { BoolParam, DateTime, Id, listParam } from './primitives.ts'
import { Recharge, WalletLog, WithdrawApply } from './wallet.ts'

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
  'promotion',
  'consultation',
  'statistics',
] as const
export type AdminArea = (typeof AdminAreas)[number]

export const AdminPermissions = permissionList(AdminAreas)

/** `GET /manager/permission/menu/memberMenu` (and `info`): the areas an operator may open. */
export const AdminMenus = z.array(z.object({ area: z.string(), write: z.boolean() }))

/** `GET /manager/passport/user/info`: the signed-in operator and what it may use. */
export const AdminSessionView = z.object({
  id: Id,
  username: z.string(),
  nickName: z.string().nullable(),
  superUser: z.boolean(),
  permissions: z.array(z.string()),
  /** The areas the console shows, and where it may write. */
  menus: AdminMenus,
  totpEnabled: z.boolean(),
})

/** An operator account as the console lists it (never its password or TOTP secret). */
export const AdminUserView = z.object({
  id: Id,
  username: z.string(),
  nickName: z.string().nullable(),
  superUser: z.boolean(),
  enabled: z.boolean(),
  totpEnabled: z.boolean(),
  roleIds: z.array(Id),
  roleNames: z.array(z.string()),
  departmentId: Id.nullable(),
  departmentTitle: z.string().nullable(),
  createTime: DateTime,
  lastLoginTime: DateTime.nullable(),
})
export const AdminUserPage = page(AdminUserView)
export const AdminUserQuery = PageQuery.extend({ username: z.string().trim().max(64).optional() })

const AdminUsername = z
  .string({ message: '请输入用户名' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{2,31}$/, '用户名为3-32位字母、数字或下划线，以字母开头')
const NickName = z.string().trim().max(32, '昵称最多32个字符').optional()
const RoleIds = listParam(Id).optional()

/** `POST /manager/passport/user`: a new operator (never a super admin: those come from the environment). */
export const AdminUserForm = z.object({
  username: AdminUsername,
  password: PasswordDigest,
  nickName: NickName,
  roleIds: RoleIds,
  /** Its 部门: with no roles of its own the operator holds the department's default roles. */
  departmentId: DepartmentParam.default(null),
})
/** `PUT /manager/passport/user/{id}`: its name, roles and department (absent keeps it, `0` clears it). */
export const AdminUserEditForm = z.object({
  nickName: NickName,
  roleIds: RoleIds,
  departmentId: DepartmentParam.optional(),
})
export const AdminIdParams = z.object({ id: Id })
/** `PUT /manager/passport/user/enable/{id}?status=`: a disabled operator's logins end at once. */
export const AdminEnableForm = z.object({ status: BoolParam })

const AdminRoleName = z
  .string({ message: '请输入角色名称' })
  .trim()
  .min(1, '请输入角色名称')
  .max(32, '角色名称最多32个字符')
export const AdminRoleForm = z.object({
  roleName: AdminRoleName,
  description: z.string().trim().max(200, '描述最多200个字符').default(''),
  permissions: AdminPermissions,
})
export const AdminRoleView = z.object({
  id: Id,
  roleName: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  /** How many operators hold it. */
  holders: z.number().int(),
  createTime: DateTime,
})

/** `PUT /manager/passport/user/editPassword`: the old and the new password's digests. */
export const AdminPasswordForm = z.object({ password: PasswordDigest, newPassword: PasswordDigest })

/** A six-digit code from the operator's authenticator app. */
export const TotpCode = z
  .string({ message: '请输入动态验证码' })
  .trim()
  .regex(/^\d{6}$/, '动态验证码为6位数字')
export const TotpCodeForm = z.object({ code: TotpCode })
/** `POST /manager/passport/user/totp/enroll`: the secret to add to an authenticator app. */
export const TotpEnrolment = z.object({ secret: z.string(), otpauthUrl: z.string() })

/**
 * `POST /manager/passport/user/login`: tokens, or — for an operator with TOTP — a short-lived ticket
 * to finish with `POST /manager/passport/user/login/totp` (the password was right; the slider is spent).
 */
export const TotpChallenge = z.object({ totpRequired: z.literal(true), ticket: z.string() })
export const AdminLoginResult = z.union([TokenPair, TotpChallenge])
export const TotpLoginForm = z.object({ ticket: z.string().trim().min(16).max(64), code: TotpCode })

/** `GET /manager/setting/log` filters (lilishop 日志管理). */
export const AdminLogQuery = PageQuery.extend({
  adminName: z.string().trim().max(64).optional(),
  /**
   * A code of `ADMIN_ACTIONS` (empty: every action). Refused otherwise, as the other lists refuse a
   * status they do not know: a mistyped code would otherwise list nothing, as if nobody had done it.
   */
  action: z
    .string()
    .trim()
    .max(64)
    .refine((code) => code === '' || isAdminAction(code), refusal('未知的操作类型', 'Unknown action'))
    .optional(),
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
  /** before/after as labelled lines in the reader's language, amounts in yuan (admin-log-fields.ts). */
  changes: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      before: z.unknown().optional(),
      after: z.unknown().optional(),
      money: z.boolean(),
      changed: z.boolean(),
    }),
  ),
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

/** `GET /manager/distribution/cash/getByPage` (佣金提现) filters: every distributor's cash-outs. */
export const ManagerDistributionCashQuery = PageQuery.extend({
  memberName: z.string().trim().max(64).optional(),
  sn: z.string().trim().max(40).optional(),
  distributionCashStatus: z
    .enum(['APPLY', 'VIA_AUDITING', 'FAIL_AUDITING', ''], { message: '提现状态不正确' })
    .optional(),
})

/** `GET /manager/wallet/log` (会员资金) filters: every member's ledger, newest first. */
const LedgerDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '日期格式应为 yyyy-MM-dd')
  .optional()
export const ManagerWalletLogQuery = PageQuery.extend({
  memberName: z.string().trim().max(64).optional(),
  startDate: LedgerDay,
  endDate: LedgerDay,
})
export const ManagerWalletLogPage = page(WalletLog)
/** `GET /manager/wallet/recharge` (充值记录) filters: every member's top-ups, newest first. */
export const ManagerRechargeQuery = ManagerWalletLogQuery.extend({
  rechargeSn: z.string().trim().max(40).optional(),
})
export const ManagerRechargePage = page(Recharge)

/** `POST /manager/wallet/withdrawApply`: approve (`result=true`) or refuse with a reason. */
export const WithdrawReviewForm = z
  .object({
    applyId: Id,
    result: BoolParam,
    remark: z.string().trim().max(200, '审核备注最多200个字符').optional(),
  })
  .refine((f) => f.result || (f.remark ?? '').length > 0, {
    ...refusal('拒绝提现请填写原因', 'Give the reason for refusing the withdrawal'),
    path: ['remark'],
  })

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
    ...refusal('拒绝申请请填写原因', 'Give the reason for refusing the application'),
    path: ['reason'],
  })
