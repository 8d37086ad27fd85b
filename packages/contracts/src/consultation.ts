import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id, listParam } from './primitives.ts'
import { Mobile, Text } from './validation.ts'

/**
 * 出海服务咨询 (decision 130): a lead for one of the home page's six core services, sent by anyone from
 * a service tile, /Bglobal, a country guide or the service centre, and worked by the operators.
 */

/** The six core services of the home page (`features/home/core-services.ts` SERVICE_KEYS). */
export const CONSULTATION_SERVICES = [
  'overseas',
  'guide',
  'digital',
  'capital',
  'protect',
  'integrated',
] as const
export const ConsultationService = z.enum(CONSULTATION_SERVICES, { error: '请选择咨询的服务' })
export type ConsultationService = z.infer<typeof ConsultationService>

/** The 20 countries with a guide (`content/guides/countries.ts`, ISO alpha-2 lower case). */
export const GUIDE_COUNTRY_IDS = [
  'vn',
  'th',
  'my',
  'sg',
  'id',
  'ph',
  'kz',
  'pk',
  'ae',
  'sa',
  'ru',
  'de',
  'hu',
  'gr',
  'eg',
  'ke',
  'za',
  'br',
  'cl',
  'nz',
] as const
export const GuideCountry = z.enum(GUIDE_COUNTRY_IDS, { error: '目标国家不正确' })

/** Budget ranges in CNY a visitor picks from. */
export const CONSULTATION_BUDGETS = ['UNDER_100K', '100K_500K', '500K_2M', 'OVER_2M', 'UNKNOWN'] as const
export const ConsultationBudget = z.enum(CONSULTATION_BUDGETS, { error: '预算范围不正确' })

/** new → contacted → in progress → won / lost; a lead may be lost from any open state. */
export const CONSULTATION_STATES = ['NEW', 'CONTACTED', 'IN_PROGRESS', 'WON', 'LOST'] as const
export const ConsultationState = z.enum(CONSULTATION_STATES, { error: '咨询状态不正确' })
export type ConsultationState = z.infer<typeof ConsultationState>
export const CONSULTATION_NEXT: Record<ConsultationState, readonly ConsultationState[]> = {
  NEW: ['CONTACTED', 'LOST'],
  CONTACTED: ['IN_PROGRESS', 'LOST'],
  IN_PROGRESS: ['WON', 'LOST'],
  WON: [],
  LOST: [],
}

/** Where the form was opened (kept for the operators' statistics). */
export const ConsultationSource = z.enum(['HOME', 'BGLOBAL', 'GUIDE', 'SERVICE'], { error: '来源不正确' })

const Email = z.string().trim().max(100, '邮箱最多100个字符').email('请输入正确的邮箱')
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

/** `POST /buyer/other/consultation`: the form (query or form body); mobile or e-mail is required. */
export const ConsultationForm = z.object({
  company: Text(100).min(2, '请填写公司名称'),
  contact: Text(32).min(1, '请填写联系人'),
  mobile: optional(Mobile),
  email: optional(Email),
  service: ConsultationService,
  countries: listParam(GuideCountry).pipe(
    z.array(GuideCountry).min(1, '请选择至少一个目标国家').max(20, '目标国家最多20个'),
  ),
  budget: ConsultationBudget,
  message: Text(1000).min(5, '请简要描述您的需求（至少5个字）'),
  source: ConsultationSource.default('HOME'),
})
export type ConsultationForm = z.infer<typeof ConsultationForm>

export const ConsultationCreated = z.object({ id: Id, sn: z.string() })

/** An operator's reply as the member reads it. */
export const ConsultationReply = z.object({ id: Id, content: z.string(), createTime: DateTime })

/** A consultation as its sender reads it in the member centre. */
export const MemberConsultation = z.object({
  id: Id,
  sn: z.string(),
  company: z.string(),
  contact: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  service: ConsultationService,
  countries: z.array(z.string()),
  budget: ConsultationBudget,
  message: z.string(),
  state: ConsultationState,
  createTime: DateTime,
  replies: z.array(ConsultationReply),
})
export const MemberConsultationPage = page(MemberConsultation)

/** A line of the operators' history: an internal note or a reply the member sees. */
export const ConsultationEntry = z.object({
  id: Id,
  kind: z.enum(['NOTE', 'REPLY']),
  content: z.string(),
  adminName: z.string(),
  createTime: DateTime,
})

/** A consultation as the operators' inbox lists it. */
export const ManagerConsultation = MemberConsultation.omit({ replies: true }).extend({
  source: z.string(),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  updateTime: DateTime,
})
export const ManagerConsultationPage = page(ManagerConsultation)
export const ManagerConsultationDetail = ManagerConsultation.extend({ entries: z.array(ConsultationEntry) })

const Day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-MM-dd')
  .refine((v) => !Number.isNaN(Date.parse(v)), refusal('日期不存在', 'No such date'))

export const ManagerConsultationFilter = z.object({
  state: optional(ConsultationState),
  service: optional(ConsultationService),
  country: optional(GuideCountry),
  assigneeId: optional(Id),
  keyword: optional(Text(64)),
  startDate: optional(Day),
  endDate: optional(Day),
})
export const ManagerConsultationQuery = PageQuery.merge(ManagerConsultationFilter)

export const ConsultationIdParams = z.object({ id: Id })

/** `PUT /manager/other/consultation/{id}/state`: `from` is the state the operator saw. */
export const ConsultationStateForm = z.object({ state: ConsultationState, from: ConsultationState })
export const ConsultationAssignForm = z.object({ adminId: Id })
export const ConsultationNoteForm = z.object({ content: Text(1000).min(1, '请填写内容') })

/** The operators an inbox may assign to. */
export const ConsultationAssignee = z.object({ id: Id, name: z.string() })
