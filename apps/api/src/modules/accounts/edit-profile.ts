import type { Member } from '@silk/contracts/accounts'
import { members } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { loadCurrentMember, toMemberView } from './member-view.ts'
import { forgetCachedSessions } from './sessions.ts'

export interface ProfileInput {
  nickName?: string
  sex?: number
  birthday?: string
  regionId?: string
  region?: string
  face?: string
}

/** `PUT /buyer/passport/member/editOwn`: the fields given change; the rest stay (validated, unlike upstream). */
export async function editProfile(ctx: Ctx, input: ProfileInput): Promise<Member> {
  const row = await loadCurrentMember(ctx)
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
  if (Object.keys(changes).length === 0) return toMemberView(row)
  const [updated] = await ctx.db
    .update(members)
    .set({ ...changes, updateTime: new Date() })
    .where(eq(members.id, row.id))
    .returning()
  // Cached logins carry the nickname shown in request.member.
  await forgetCachedSessions(ctx, row.id)
  return toMemberView(updated)
}
