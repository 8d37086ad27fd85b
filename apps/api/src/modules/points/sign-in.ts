import { dayParts, monthOfCompact } from '@silk/contracts/china-time'
import type { SignMonthQuery } from '@silk/contracts/points'
import { nextId } from '@silk/db/ids'
import { memberSigns } from '@silk/db/schema/index'
import { and, asc, eq, like } from 'drizzle-orm'
import type { z } from 'zod'
import { DAY_MS, formatDate, formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'
import { grantPoints } from './ledger.ts'
import { pointSetting } from './setting.ts'

/**
 * Today's sign-in (`POST /buyer/members/sign`, reference §15.2). Days are GMT+8 calendar days. The
 * consecutive count continues yesterday's; the points are `signIn`, or the amount of the tier whose
 * `day` equals the count. The unique (member, day) index turns a second or concurrent call into 47001,
 * and the points are granted in the same transaction, so they can never be given twice.
 */
export async function signIn(ctx: BuyerCtx, now = new Date()): Promise<{ signDay: number; points: number }> {
  const today = formatDate(now) as string
  const yesterday = formatDate(now.getTime() - DAY_MS) as string
  return ctx.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ signDay: memberSigns.signDay })
      .from(memberSigns)
      .where(and(eq(memberSigns.memberId, ctx.member.id), eq(memberSigns.signDate, yesterday)))
    const signDay = (previous?.signDay ?? 0) + 1
    const [signed] = await tx
      .insert(memberSigns)
      .values({
        id: nextId(),
        memberId: ctx.member.id,
        memberName: memberName(ctx.member),
        signDate: today,
        signDay,
        createTime: now,
      })
      .onConflictDoNothing()
      .returning({ id: memberSigns.id })
    if (!signed) throw new BizError('MEMBER_SIGN_REPEAT')
    const setting = await pointSetting(tx)
    const tier = setting.pointSettingItems.find((item) => item.day === signDay)
    const points = tier ? tier.point : setting.signIn
    await grantPoints(tx, {
      memberId: ctx.member.id,
      points,
      content: `会员签到，连续签到第${signDay}天`,
      sourceKey: `SIGN:${today}`,
    })
    return { signDay, points }
  })
}

/** The member's sign-ins of one GMT+8 month (`time=YYYYMM`), oldest first. */
export async function signsOfMonth(ctx: BuyerCtx, query: z.infer<typeof SignMonthQuery>) {
  const month = `${monthOfCompact(query.time)}-%`
  const rows = await ctx.db
    .select()
    .from(memberSigns)
    .where(and(eq(memberSigns.memberId, ctx.member.id), like(memberSigns.signDate, month)))
    .orderBy(asc(memberSigns.signDate))
  return rows.map((r) => ({
    id: r.id,
    createTime: formatDateTime(r.createTime) ?? '',
    memberName: r.memberName,
    memberId: r.memberId,
    signDay: r.signDay,
    day: dayParts(r.signDate).day,
  }))
}
