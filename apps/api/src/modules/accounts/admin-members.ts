import type { ManagerMemberAdd, ManagerMemberQuery } from '@silk/contracts/admin-members'
import { nextId } from '@silk/db/ids'
import {
  memberPointsHistory,
  memberSessions,
  members,
  memberWallets,
  orders,
  walletLogs,
} from '@silk/db/schema/index'
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { refuseCommonPassword } from './common-passwords.ts'
import { hashPassword } from './password.ts'
import { createMember, takenError } from './register-member.ts'
import { forgetLogins } from './sessions.ts'

type MemberRow = typeof members.$inferSelect

// `member.disabled` keeps lilishop's inverted meaning: true = the account may be used.
const view = (m: MemberRow) => ({
  id: m.id,
  username: m.username,
  nickName: m.nickName,
  mobile: m.mobile,
  face: m.face,
  enabled: m.disabled,
  point: m.point,
  storeId: m.storeId,
  lastLoginDate: formatDateTime(m.lastLoginDate),
  createTime: formatDateTime(m.createTime) as string,
})

/** `GET /manager/passport/member` (lilishop 会员列表): newest first; one keyword searches username, mobile and nickname. */
export async function listManagerMembers(ctx: ManagerCtx, query: z.infer<typeof ManagerMemberQuery>) {
  const like = query.keyword ? containsPattern(query.keyword) : null
  const where = and(
    eq(members.deleteFlag, false),
    like
      ? or(ilike(members.username, like), ilike(members.mobile, like), ilike(members.nickName, like))
      : undefined,
    (query.status ?? query.disabled)
      ? eq(members.disabled, (query.status ?? query.disabled) === 'OPEN')
      : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(members)
      .where(where)
      .orderBy(desc(members.createTime), desc(members.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(members).where(where),
  ])
  return toPage(rows.map(view), total, query)
}

/** `GET /manager/passport/member/{id}`: the member, its wallet and latest ledger, points and orders. */
export async function getManagerMember(ctx: ManagerCtx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(members)
    .where(and(eq(members.id, id), eq(members.deleteFlag, false)))
  if (!row) throw new BizError('MANAGER_MEMBER_NOT_EXIST', { status: 404 })
  const [[wallet], logs, points, orderRows, [{ orderCount }]] = await Promise.all([
    ctx.db.select().from(memberWallets).where(eq(memberWallets.memberId, id)),
    ctx.db
      .select()
      .from(walletLogs)
      .where(eq(walletLogs.memberId, id))
      .orderBy(desc(walletLogs.seq))
      .limit(20),
    ctx.db
      .select()
      .from(memberPointsHistory)
      .where(eq(memberPointsHistory.memberId, id))
      .orderBy(desc(memberPointsHistory.createTime), desc(memberPointsHistory.id))
      .limit(20),
    ctx.db
      .select({
        sn: orders.sn,
        storeName: orders.storeName,
        flowPrice: orders.flowPrice,
        orderStatus: orders.orderStatus,
        createTime: orders.createTime,
      })
      .from(orders)
      .where(eq(orders.memberId, id))
      .orderBy(desc(orders.createTime), desc(orders.sn))
      .limit(20),
    ctx.db.select({ orderCount: count() }).from(orders).where(eq(orders.memberId, id)),
  ])
  return {
    member: { ...view(row), totalPoint: row.totalPoint },
    wallet: { balance: fenToYuan(wallet?.balance ?? 0), frozen: fenToYuan(wallet?.frozen ?? 0) },
    walletLogs: logs.map((l) => ({
      id: l.id,
      money: fenToYuan(l.money),
      balanceAfter: fenToYuan(l.balanceAfter),
      serviceType: l.serviceType,
      detail: l.detail,
      createTime: formatDateTime(l.createTime) as string,
    })),
    points: points.map((p) => ({
      id: p.id,
      variablePoint: p.variablePoint,
      point: p.point,
      pointType: p.pointType,
      content: p.content,
      createTime: formatDateTime(p.createTime) as string,
    })),
    orders: orderRows.map((o) => ({
      sn: o.sn,
      storeName: o.storeName,
      flowPrice: fenToYuan(o.flowPrice),
      orderStatus: o.orderStatus,
      createTime: formatDateTime(o.createTime) as string,
    })),
    orderCount,
  }
}

/**
 * `PUT /manager/passport/member/disable/{id}` and `…/enable/{id}`. Disabling revokes every live login
 * of the member (buyer and seller-centre) in the same transaction as the flag, and once that commits
 * drops their cached principals from the shared store, so the next request with any of its tokens is
 * refused on every node; password and SMS sign-in refuse a disabled member (20028). Enabling does not
 * bring old logins back: the member signs in again.
 */
export async function setMemberEnabled(ctx: ManagerCtx, id: string, enabled: boolean) {
  const ended: string[] = []
  const result = await adminWrite(
    ctx,
    {
      action: enabled ? 'member.member.enable' : 'member.member.disable',
      target: id,
    },
    async (tx) => {
      const [row] = await tx
        .update(members)
        .set({ disabled: enabled, updateTime: new Date() })
        .where(and(eq(members.id, id), eq(members.disabled, !enabled), eq(members.deleteFlag, false)))
        .returning()
      if (!row) {
        const [exists] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.id, id), eq(members.deleteFlag, false)))
        throw new BizError(exists ? 'MEMBER_STATE_UNCHANGED' : 'MANAGER_MEMBER_NOT_EXIST')
      }
      if (!enabled) {
        const revoked = await tx
          .update(memberSessions)
          .set({ revokedAt: new Date(), revokedReason: 'disabled' })
          .where(and(eq(memberSessions.memberId, id), isNull(memberSessions.revokedAt)))
          .returning({ id: memberSessions.id })
        ended.push(...revoked.map((r) => r.id))
      }
      return {
        before: { enabled: !enabled, username: row.username },
        after: { enabled, loginsEnded: ended.length },
        result: view(row),
      }
    },
  )
  await forgetLogins(ctx, ended)
  return result
}

/**
 * `POST /manager/passport/member` (lilishop 添加会员): an account opened by an operator, with the rules
 * of the buyer's own registration (username, password, one account per mobile; registration points
 * and 新人赠券 as any new member) but no SMS code, and logged. The member signs in with the password.
 */
export async function addManagerMember(ctx: ManagerCtx, input: z.infer<typeof ManagerMemberAdd>) {
  refuseCommonPassword(input.password)
  const password = await hashPassword(input.password, ctx.config.PASSWORD_HASH_COST)
  const id = nextId()
  return adminWrite(ctx, { action: 'member.member.create', target: id }, async (tx) => {
    const row = await createMember(tx, {
      id,
      username: input.username,
      password,
      mobile: input.mobile,
      nickName: input.username,
    })
    if (!row) throw await takenError(tx, input.username)
    return { after: { username: row.username, mobile: row.mobile }, result: view(row) }
  })
}
