import type { Member } from '@silk/contracts/accounts'
import { members } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'

export type MemberRow = typeof members.$inferSelect

/** The member as the contract shows it (reference §5.3), never with the password hash (§20 #3). */
export function toMemberView(row: MemberRow): Member {
  const { password: _hash, createTime, updateTime, lastLoginDate, ...rest } = row
  return {
    ...rest,
    createBy: null,
    createTime: formatDateTime(createTime),
    updateBy: null,
    updateTime: formatDateTime(updateTime),
    lastLoginDate: formatDateTime(lastLoginDate),
  }
}

/** The signed-in member's row; 20003 without a login, 20028 when the account was disabled. */
export async function loadCurrentMember(ctx: Pick<Ctx, 'db' | 'member'>): Promise<MemberRow> {
  if (!ctx.member) throw new BizError('USER_NOT_LOGIN', { status: 401 })
  const [row] = await ctx.db.select().from(members).where(eq(members.id, ctx.member.id))
  if (!row || row.deleteFlag) throw new BizError('USER_NOT_EXIST')
  if (!row.disabled) throw new BizError('USER_STATUS_ERROR')
  return row
}

export async function getCurrentMember(ctx: Ctx): Promise<Member> {
  return toMemberView(await loadCurrentMember(ctx))
}
