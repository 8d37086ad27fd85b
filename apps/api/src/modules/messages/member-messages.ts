import type { MemberMessageQuery, MessageStatus } from '@silk/contracts/message'
import { memberMessages } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { localText } from '../../shared/english-texts.ts'
import { BizError } from '../../shared/errors.ts'
import type { Locale } from '../../shared/localised.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'

type Row = typeof memberMessages.$inferSelect

function view(r: Row, locale: Locale | undefined) {
  return {
    id: r.id,
    memberId: r.memberId,
    memberName: r.memberName,
    title: localText(locale, r.title),
    content: localText(locale, r.content),
    messageId: r.messageId,
    status: r.status as MessageStatus,
    createTime: formatDateTime(r.createTime) ?? '',
    updateTime: formatDateTime(r.updateTime),
  }
}

/**
 * `GET /buyer/message/member`: my messages, newest first, filtered by status, title (contains) and
 * messageId. Without a status removed messages are listed too (reference §15.3).
 */
export async function listMessages(ctx: BuyerCtx, query: z.infer<typeof MemberMessageQuery>) {
  const where = and(
    eq(memberMessages.memberId, ctx.member.id),
    query.status ? eq(memberMessages.status, query.status) : undefined,
    query.title ? ilike(memberMessages.title, containsPattern(query.title)) : undefined,
    query.messageId ? eq(memberMessages.messageId, query.messageId) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(memberMessages)
      .where(where)
      .orderBy(desc(memberMessages.createTime), desc(memberMessages.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(memberMessages).where(where),
  ])
  return toPage(
    rows.map((r) => view(r, ctx.locale)),
    total,
    query,
  )
}

/** The header badge: how many of my messages are unread. */
export async function countUnread(ctx: BuyerCtx): Promise<number> {
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(memberMessages)
    .where(unreadOf(ctx.member.id))
  return total
}

/** A member's unread messages (the member centre's overview counts them too). */
export const unreadOf = (memberId: string) =>
  and(eq(memberMessages.memberId, memberId), eq(memberMessages.status, 'UN_READY'))

/** A message of mine: unknown ids are "not found", someone else's answer 20005 (reference §20 #13). */
async function ownMessage(ctx: BuyerCtx, id: string): Promise<Row> {
  const [row] = await ctx.db.select().from(memberMessages).where(eq(memberMessages.id, id))
  if (!row) throw new BizError('MEMBER_MESSAGE_NOT_EXIST')
  if (row.memberId !== ctx.member.id) throw new BizError('USER_AUTHORITY_ERROR')
  return row
}

/**
 * `PUT /buyer/message/member/{id}`: marks an unread message read. Reading a read message changes
 * nothing; a message in the recycle bin stays there (upstream would silently restore it).
 */
export async function readMessage(ctx: BuyerCtx, id: string): Promise<boolean> {
  await ownMessage(ctx, id)
  await ctx.db
    .update(memberMessages)
    .set({ status: 'ALREADY_READY', updateTime: new Date() })
    .where(
      and(
        eq(memberMessages.id, id),
        eq(memberMessages.memberId, ctx.member.id),
        eq(memberMessages.status, 'UN_READY'),
      ),
    )
  return true
}

/**
 * `DELETE /buyer/message/member/{id}`: the first delete moves the message to the recycle bin
 * (ALREADY_REMOVE); deleting a message that is already in the recycle bin removes it for good.
 */
export async function deleteMessage(ctx: BuyerCtx, id: string): Promise<boolean> {
  const row = await ownMessage(ctx, id)
  const mine = and(eq(memberMessages.id, id), eq(memberMessages.memberId, ctx.member.id))
  if (row.status === 'ALREADY_REMOVE') {
    await ctx.db.delete(memberMessages).where(and(mine, eq(memberMessages.status, 'ALREADY_REMOVE')))
    return true
  }
  await ctx.db.update(memberMessages).set({ status: 'ALREADY_REMOVE', updateTime: new Date() }).where(mine)
  return true
}
