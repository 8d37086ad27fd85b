import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { BoolParam, DateTime, Id, listParam } from './primitives.ts'
import { CreditCode, IdNumber, Mobile, SettlementAccount, Text } from './validation.ts'

/** A picture the applicant uploaded (`POST /common/common/upload/file`); the API checks it is one. */
const Picture = (message: string) => z.string({ message }).trim().min(1, message).max(300)

/** `PUT /buyer/store/store/apply/first`: the company (lilishop `StoreCompanyDTO`). */
export const StoreApplyCompanyForm = z.object({
  companyName: Text(64).min(2, '请输入公司名称'),
  companyAddressPath: Text(128).min(2, '请选择公司所在地'),
  companyAddress: Text(128).min(2, '请输入公司详细地址'),
  companyPhone: Text(32).optional().default(''),
  companyEmail: z.string().trim().max(64).email('请输入正确的邮箱').or(z.literal('')).optional().default(''),
  linkName: Text(32).min(2, '请输入联系人姓名'),
  linkPhone: Mobile,
  licenseNum: CreditCode,
  scope: Text(500).optional().default(''),
  licencePhoto: Picture('请上传营业执照'),
  legalName: Text(32).min(2, '请输入法人姓名'),
  legalId: IdNumber,
  legalPhoto: Picture('请上传法人身份证照片'),
})

/** `PUT /buyer/store/store/apply/second`: the settlement bank account (`StoreBankDTO`). */
export const StoreApplyBankForm = z.object({
  settlementBankAccountName: Text(64).min(2, '请输入银行开户名'),
  /** A corporate (对公) account has no bank-card Luhn digit: only its shape is checked. */
  settlementBankAccountNum: SettlementAccount,
  settlementBankBranchName: Text(64).min(2, '请输入开户支行名称'),
  settlementBankJointName: z
    .string()
    .trim()
    .regex(/^\d{12}$/, '请输入12位支行联行号')
    .or(z.literal(''))
    .optional()
    .default(''),
})

/** `PUT /buyer/store/store/apply/third`: the store itself; saving it submits the application. */
export const StoreApplyStoreForm = z.object({
  storeName: Text(32).min(2, '请输入店铺名称'),
  storeLogo: Picture('请上传店铺标志'),
  storeDesc: Text(500).optional().default(''),
  goodsManagementCategory: listParam(Id).pipe(z.array(Id).min(1, '请选择经营类目').max(20)),
})

export const StoreApplyStatus = z.enum(['APPLY', 'APPLYING', 'REFUSED', 'OPEN'])

/** The application as its applicant and the operator see it. */
export const StoreApply = z.object({
  id: Id,
  memberId: Id,
  memberName: z.string(),
  status: StoreApplyStatus,
  step: z.number().int(),
  companyName: z.string(),
  companyAddressPath: z.string(),
  /** The same path to read, in the reader's language (decision 159); the form keeps `companyAddressPath`. */
  companyAddressPathText: z.string(),
  companyAddress: z.string(),
  companyPhone: z.string(),
  companyEmail: z.string(),
  linkName: z.string(),
  linkPhone: z.string(),
  licenseNum: z.string(),
  scope: z.string(),
  licencePhoto: z.string(),
  legalName: z.string(),
  legalId: z.string(),
  legalPhoto: z.string(),
  settlementBankAccountName: z.string(),
  settlementBankAccountNum: z.string(),
  settlementBankBranchName: z.string(),
  settlementBankJointName: z.string(),
  storeName: z.string(),
  storeLogo: z.string(),
  storeDesc: z.string(),
  goodsManagementCategory: z.array(Id),
  /** Names of those categories, for display. */
  categoryNames: z.array(z.string()),
  refuseReason: z.string().nullable(),
  storeId: Id.nullable(),
  submitTime: DateTime.nullable(),
  auditTime: DateTime.nullable(),
  createTime: DateTime,
})
export type StoreApply = z.infer<typeof StoreApply>

/** `GET /manager/store/apply`: the queue (submitted first by default). */
export const ManagerStoreApplyQuery = PageQuery.extend({
  status: StoreApplyStatus.optional(),
  storeName: z.string().trim().max(64).optional(),
  memberName: z.string().trim().max(64).optional(),
})
export const ManagerStoreApplyPage = page(StoreApply)

/** `PUT /manager/store/apply/audit/{id}?passed=`: open the store, or refuse with a reason. */
export const StoreApplyAuditForm = z
  .object({
    passed: BoolParam,
    reason: z.string().trim().max(200, '拒绝原因最多200个字符').optional(),
  })
  .refine((f) => f.passed || (f.reason ?? '').length > 0, {
    ...refusal('拒绝入驻请填写原因', 'Give the reason for refusing the store'),
    path: ['reason'],
  })

/** `GET /manager/store/store`: stores with their state. */
export const ManagerStoreQuery = PageQuery.extend({
  storeName: z.string().trim().max(64).optional(),
  /**
   * `APPLYING`: the applications waiting for review, as stores (lilishop's 店铺审核 lists them so; the
   * id is the application's, reviewed at `PUT /manager/store/apply/audit/{id}`).
   */
  storeDisable: z.enum(['OPEN', 'CLOSED', 'APPLYING']).optional(),
})
export const ManagerStore = z.object({
  id: Id,
  storeName: z.string(),
  storeLogo: z.string(),
  storeDisable: z.enum(['OPEN', 'CLOSED', 'APPLYING']),
  selfOperated: z.boolean(),
  ownerName: z.string().nullable(),
  goodsNum: z.number().int(),
  createTime: DateTime,
})
export const ManagerStorePage = page(ManagerStore)
export const StoreIdParams = z.object({ id: Id })
