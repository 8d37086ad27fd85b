import type { PageQuery } from '@silk/contracts/paging'
import type { RechargeQuery, WithdrawApplyQuery, WithdrawalQuery } from '@silk/contracts/wallet'
import { nextId, nextSn } from '@silk/db/ids'
import { recharges, walletLogs, withdrawApplies } from '@silk/db/schema/index'
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import { localText } from '../../shared/english-texts.ts'
import { BizError } from '../../shared/errors.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'
import { fenToYuan, yuanText, yuanToFen } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { minWithdrawalFen, rechargeLimitsFen } from '../system/platform-settings.ts'
import { debit, walletBalance } from './ledger.ts'

const holderOf = (ctx: BuyerCtx) => ({ memberId: ctx.member.id, memberName: memberName(ctx.member) })

/** A read only: a member without a wallet row has 0 (the row is made by the first credit or debit). */
export async function getWallet(ctx: BuyerCtx) {
  const [{ balance, frozen }, limits] = await Promise.all([
    walletBalance(ctx.db, ctx.member.id),
    rechargeLimitsFen(ctx.db),
  ])
  return {
    memberWallet: fenToYuan(balance),
    memberFrozenWallet: fenToYuan(frozen),
    recharge: rechargeLimitsView(limits),
  }
}

/** The operator's top-up limits (RECHARGE_SETTING) in yuan, as 在线充值 and the cashier show them. */
export const rechargeLimitsView = (limits: { min: number; max: number }) => ({
  minPrice: fenToYuan(limits.min),
  maxPrice: fenToYuan(limits.max),
})

type LedgerTable = typeof walletLogs | typeof recharges | typeof withdrawApplies

/** One page of a member's rows of a wallet table, newest (highest `order`) first. */
async function paged<R, T>(
  ctx: BuyerCtx,
  query: PageQuery,
  table: LedgerTable,
  where: SQL | undefined,
  order: PgColumn,
  map: (r: R) => T,
) {
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(order))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(table).where(where),
  ])
  return toPage((rows as R[]).map(map), total, query)
}

export function listWalletLogs(ctx: BuyerCtx, query: PageQuery) {
  return paged(
    ctx,
    query,
    walletLogs,
    eq(walletLogs.memberId, ctx.member.id),
    walletLogs.seq,
    (r: typeof walletLogs.$inferSelect) => walletLogView(ctx.locale, r),
  )
}

/** One ledger row as the buyer and the operator see it (lilishop's WalletLog). */
export const walletLogView = (locale: BuyerCtx['locale'], r: typeof walletLogs.$inferSelect) => ({
  id: r.id,
  createBy: r.memberName,
  createTime: formatDateTime(r.createTime) ?? '',
  memberId: r.memberId,
  memberName: r.memberName,
  money: fenToYuan(r.money),
  serviceType: r.serviceType as 'WALLET_PAY',
  detail: localText(locale, r.detail),
})

export function rechargeView(r: typeof recharges.$inferSelect) {
  return {
    id: r.id,
    rechargeSn: r.rechargeSn,
    memberId: r.memberId,
    memberName: r.memberName,
    rechargeMoney: fenToYuan(r.rechargeMoney),
    payStatus: r.payStatus as 'UNPAID',
    rechargeWay: r.rechargeWay,
    receivableNo: r.receivableNo,
    payTime: formatDateTime(r.payTime),
    createTime: formatDateTime(r.createTime) ?? '',
  }
}

export function listRecharges(ctx: BuyerCtx, query: PageQuery) {
  return paged(ctx, query, recharges, eq(recharges.memberId, ctx.member.id), recharges.id, rechargeView)
}

/**
 * `POST /buyer/trade/recharge`: within the operator's limits (RECHARGE_SETTING, ¥1–¥10,000 unless
 * set), paid through the cashier (orderType RECHARGE). A refusal names the limits.
 */
export async function createRecharge(ctx: BuyerCtx, input: z.infer<typeof RechargeQuery>) {
  const fen = yuanToFen(input.price)
  const { min, max } = await rechargeLimitsFen(ctx.db)
  if (fen === null || fen < min || fen > max)
    throw new BizError('RECHARGE_PRICE_ERROR', {
      detail: `单次充值金额须在${yuanText(min)}元至${yuanText(max)}元之间`,
    })
  const [row] = await ctx.db
    .insert(recharges)
    .values({ id: nextId(), rechargeSn: nextSn('Y'), ...holderOf(ctx), rechargeMoney: fen })
    .returning()
  return rechargeView(row)
}

/**
 * What the withdrawal form shows: the minimum (WITHDRAWAL_SETTING, the operator's), no fee, and the
 * ALI form (real name and account).
 */
export async function withdrawalSetting(ctx: Pick<BuyerCtx, 'db'>) {
  return { minPrice: fenToYuan(await minWithdrawalFen(ctx.db)), fee: 0, type: 'ALI' }
}

/** Withdrawal application: the amount moves from available to frozen until an operator acts. */
export async function applyWithdrawal(ctx: BuyerCtx, input: z.infer<typeof WithdrawalQuery>) {
  const fen = yuanToFen(input.price)
  if (fen === null || fen <= 0 || fen > 100_000_000) throw new BizError('WALLET_ERROR_INSUFFICIENT')
  const min = await minWithdrawalFen(ctx.db)
  if (fen < min) throw new BizError('WALLET_WITHDRAWAL_MIN', { detail: `最低提现${fenToYuan(min)}元` })
  const holder = holderOf(ctx)
  await ctx.db.transaction(async (tx) => {
    const sn = nextSn('W')
    await debit(tx, holder, fen, 'WALLET_WITHDRAWAL', `提现申请[${sn}]，提现金额已冻结`, {
      freeze: true,
      error: 'WALLET_WITHDRAWAL_INSUFFICIENT',
    })
    await tx.insert(withdrawApplies).values({
      id: nextId(),
      sn,
      ...holder,
      applyMoney: fen,
      realName: input.realName,
      connectNumber: input.connectNumber,
    })
  })
  return true
}

/** A withdrawal application as the buyer and the operator see it. */
export const withdrawView = (r: typeof withdrawApplies.$inferSelect) => ({
  id: r.id,
  sn: r.sn,
  memberId: r.memberId,
  memberName: r.memberName,
  applyMoney: fenToYuan(r.applyMoney),
  applyStatus: r.applyStatus,
  realName: r.realName,
  connectNumber: r.connectNumber,
  inspectRemark: r.inspectRemark,
  inspectTime: formatDateTime(r.inspectTime),
  errorMessage: r.errorMessage,
  createTime: formatDateTime(r.createTime) ?? '',
})

export function listWithdrawals(ctx: BuyerCtx, query: z.infer<typeof WithdrawApplyQuery>) {
  const start = query.startDate ? parseChinaDateTime(query.startDate) : null
  const end = query.endDate ? parseChinaDateTime(query.endDate) : null
  const where = and(
    eq(withdrawApplies.memberId, ctx.member.id),
    query.sn ? eq(withdrawApplies.sn, query.sn) : undefined,
    query.applyStatus ? eq(withdrawApplies.applyStatus, query.applyStatus) : undefined,
    start ? gte(withdrawApplies.createTime, start) : undefined,
    end ? lt(withdrawApplies.createTime, new Date(end.getTime() + 86_400_000)) : undefined,
  )
  return paged(ctx, query, withdrawApplies, where, withdrawApplies.id, withdrawView)
}
