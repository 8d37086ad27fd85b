import { z } from 'zod'
import { DateTime, Id } from './primitives.ts'

export const PointType = z.enum(['INCREASE', 'REDUCE'])

/** `MemberPointsHistory` (reference §15.1): `point` is the balance after the change. */
export const MemberPointsHistory = z.object({
  id: Id,
  createBy: z.string(),
  createTime: DateTime,
  memberId: Id,
  memberName: z.string(),
  point: z.number().int(),
  beforePoint: z.number().int(),
  variablePoint: z.number().int(),
  content: z.string(),
  pointType: PointType,
})

/** `getMemberPointsHistoryVO`: the points left and all points ever earned. */
export const MemberPointsHistoryVO = z.object({ point: z.number().int(), totalPoint: z.number().int() })

/** `GET /buyer/members/sign?time=YYYYMM`: a month of GMT+8 calendar. */
export const SignMonthQuery = z.object({
  time: z
    .string({ error: '请选择月份' })
    .trim()
    .regex(/^\d{4}(0[1-9]|1[0-2])$/, '月份格式应为YYYYMM'),
})

/** `MemberSign`: `signDay` counts consecutive days, `day` is the day of the month (GMT+8). */
export const MemberSign = z.object({
  id: Id,
  createTime: DateTime,
  memberName: z.string(),
  memberId: Id,
  signDay: z.number().int(),
  day: z.number().int(),
})
