import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { DateTime, Id } from './primitives.ts'
import { Mobile } from './validation.ts'

/** Reference §6.1 (`BIND_MOBILE`/`WALLET_PASSWORD` belong to other features). */
export const VerificationType = z.enum(
  ['LOGIN', 'REGISTER', 'FIND_USER', 'UPDATE_PASSWORD', 'WALLET_PASSWORD', 'CONSULTATION'],
  {
    message: '验证类型不正确',
  },
)
export type VerificationType = z.infer<typeof VerificationType>

/** Clients send md5(plain password) as 32 hex characters (reference §5.1), never the password. */
export const PasswordDigest = z.string({ message: '请输入密码' }).regex(/^[a-fA-F0-9]{32}$/, '密码格式不正确')

/** Plain-password rule the forms apply before hashing (reference UI A8: 6–20 characters). */
export const PlainPassword = z
  .string()
  .min(6, '密码不能少于6位')
  .max(20, '密码不能超过20位')
  .regex(/^[@A-Za-z0-9!#$%^&*.~,]+$/, '密码只能包含字母、数字和 @!#$%^&*.~, 符号')

/** Letters (any script), digits, `_` and `-`; not all digits, which would read as a mobile number. */
export const Username = z
  .string({ message: '请输入用户名' })
  .trim()
  .min(2, '用户名至少2个字符')
  .max(20, '用户名最多20个字符')
  .regex(/^[\p{L}\p{N}_-]+$/u, '用户名只能包含字母、数字、汉字、下划线和减号')
  .refine((v) => !/^\d+$/.test(v), refusal('用户名不能是纯数字', 'A user name cannot be only digits'))

export const SmsCode = z
  .string({ message: '请输入手机验证码' })
  .trim()
  .regex(/^\d{6}$/, '请输入6位数字验证码')

export const MobileParam = z.string({ message: '请输入手机号码' }).pipe(Mobile)

export const UserLoginForm = z.object({
  /** A username or a bound mobile number. */
  username: z.string({ message: '请输入用户名' }).trim().min(1, '请输入用户名').max(64, '用户名最多64个字符'),
  password: PasswordDigest,
})
export const SmsLoginForm = z.object({ mobile: MobileParam, code: SmsCode })
export const RegisterForm = z.object({
  username: Username,
  password: PasswordDigest,
  mobilePhone: MobileParam,
  code: SmsCode,
})
export const ResetByMobileForm = z.object({ mobile: MobileParam, code: SmsCode })
export const ResetPasswordForm = z.object({ password: PasswordDigest })
/** Change password with the old password, or with an UPDATE_PASSWORD code sent to the bound mobile. */
export const ModifyPassForm = z
  .object({ password: PasswordDigest.optional(), code: SmsCode.optional(), newPassword: PasswordDigest })
  .refine((v) => v.password || v.code, {
    ...refusal('请输入原密码或短信验证码', 'Enter the current password or an SMS code'),
    path: ['password'],
  })
export const EditOwnForm = z.object({
  nickName: z.string().trim().min(2, '昵称长度为2-20个字符').max(20, '昵称长度为2-20个字符').optional(),
  sex: z.coerce.number().int().min(0).max(1).optional(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式应为 yyyy-MM-dd')
    .refine(
      (v) => !Number.isNaN(Date.parse(v)) && v >= '1900-01-01' && Date.parse(v) <= Date.now(),
      refusal('生日不正确', 'Not a valid birthday'),
    )
    .optional(),
  regionId: z.string().max(200, '地区编号过长').optional(),
  region: z.string().max(200, '地区名称过长').optional(),
  face: z
    .string()
    .max(500, '头像地址过长')
    .regex(/^(\/|https:\/\/)[^\s"'<>]*$/, '头像地址不正确')
    .optional(),
})
export const RefreshParams = z.object({ refreshToken: z.string().min(1).max(4096) })

export const TokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() })
export type TokenPair = z.infer<typeof TokenPair>

/** Reference §5.3 without the password hash (§20 #3). `disabled: true` means active (§20 #4). */
export const Member = z.object({
  id: Id,
  createBy: z.string().nullable(),
  createTime: DateTime.nullable(),
  updateBy: z.string().nullable(),
  updateTime: DateTime.nullable(),
  deleteFlag: z.boolean(),
  username: z.string(),
  nickName: z.string().nullable(),
  sex: z.number().int(),
  birthday: z.string().nullable(),
  regionId: z.string().nullable(),
  region: z.string().nullable(),
  mobile: z.string(),
  point: z.number().int(),
  totalPoint: z.number().int(),
  face: z.string().nullable(),
  disabled: z.boolean(),
  haveStore: z.boolean(),
  storeId: z.string().nullable(),
  clientEnum: z.string().nullable(),
  lastLoginDate: DateTime.nullable(),
  gradeId: z.string().nullable(),
  experience: z.number().int(),
})
export type Member = z.infer<typeof Member>

export const SliderParams = z.object({ verificationEnums: VerificationType })
export const SliderCheckQuery = z.object({
  xPos: z.coerce.number({ message: '请拖动滑块' }).int('滑块位置不正确').min(0).max(1000),
  /** The drag that got there, "ms,x;ms,x;…" from the press; checked on the server. */
  track: z.string().max(4000).optional(),
})
/** Reference §6.2: the secret x offset stays on the server. */
export const SliderImage = z.object({
  backImage: z.string(),
  slidingImage: z.string(),
  randomY: z.number().int(),
  originalWidth: z.number().int(),
  originalHeight: z.number().int(),
  sliderWidth: z.number().int(),
  sliderHeight: z.number().int(),
  key: z.string(),
  effectiveTime: z.number().int(),
})
export type SliderImage = z.infer<typeof SliderImage>
export const SmsParams = z.object({ verificationEnums: VerificationType, mobile: MobileParam })
