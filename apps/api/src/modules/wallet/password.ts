import { formatFen } from '@silk/contracts/money'
import type { DbOrTx } from '@silk/db/client'
import { memberWallets } from '@silk/db/schema/index'
import { and, eq, isNull } from 'drizzle-orm'
import { formatDate } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { hashPassword, verifyPassword } from '../accounts/password.ts'
import { checkSmsCode } from '../accounts/sms/check-sms-code.ts'
import { ownMobile } from '../accounts/sms/send-sms-code.ts'
import { ensureWallet } from './ledger.ts'

async function storedPassword(ctx: BuyerCtx): Promise<string | null> {
  const [row] = await ctx.db
    .select({ password: memberWallets.password })
    .from(memberWallets)
    .where(eq(memberWallets.memberId, ctx.member.id))
  return row?.password ?? null
}

/** `GET …/wallet/check`: true once the member has a payment password. */
export async function hasWalletPassword(ctx: BuyerCtx): Promise<boolean> {
  return (await storedPassword(ctx)) !== null
}

/**
 * Sets the payment password. A WALLET_PASSWORD code sent to the member's own mobile proves the owner
 * (lilishop checks a verification before it too): a signed-in session alone cannot set the first one,
 * so a stolen token cannot put a password of its own in front of the member's money. Changing one may
 * use the old one instead of a code; a forgotten one is replaced with a code. Both are compare-and-set
 * updates, so two concurrent settings cannot both win.
 */
export async function setWalletPassword(
  ctx: BuyerCtx,
  input: { password: string; oldPassword?: string; code?: string },
) {
  await ensureWallet(ctx.db, { memberId: ctx.member.id, memberName: memberName(ctx.member) })
  const current = await storedPassword(ctx)
  if (current !== null && input.oldPassword) {
    if (!(await verifyPassword(input.oldPassword, current))) throw new BizError('WALLET_PASSWORD_ERROR')
  } else if (input.code) {
    await checkSmsCode(ctx, 'WALLET_PASSWORD', await ownMobile(ctx), input.code)
  } else {
    throw new BizError('VERIFICATION_SMS_CHECKED_ERROR', {
      detail: current === null ? '设置支付密码需要短信验证码' : '修改支付密码需要原支付密码或短信验证码',
    })
  }
  const hash = await hashPassword(input.password, ctx.config.PASSWORD_HASH_COST)
  const mine = eq(memberWallets.memberId, ctx.member.id)
  const unchanged = current === null ? isNull(memberWallets.password) : eq(memberWallets.password, current)
  const updated = await ctx.db
    .update(memberWallets)
    .set({ password: hash, updateTime: new Date() })
    .where(and(mine, unchanged))
    .returning({ id: memberWallets.memberId })
  if (updated.length === 0)
    throw new BizError('WALLET_PASSWORD_ERROR', { detail: '支付密码已被修改，请重试' })
  return true
}

/**
 * Wallet payment and withdrawal: once a payment password is set it must be given. Members who never
 * set one (every member of this shop's own web app, which does not ask for one) pay as before.
 */
export async function requireWalletPassword(ctx: BuyerCtx, given: string | undefined) {
  const current = await storedPassword(ctx)
  if (current === null) return
  if (!given) throw new BizError('WALLET_PASSWORD_REQUIRED')
  if (!(await verifyPassword(given, current))) throw new BizError('WALLET_PASSWORD_ERROR')
}

/** The most a member may let be paid without the password in one day (decision 155). */
export const FREE_PAY_MAX_FEN = 200_000

/**
 * Wallet payment: a password that is given must be right (34012). Answers whether one was given and
 * checked, so the payment's transaction knows whether it is a 免密 payment (`allowWithoutPassword`).
 */
export async function checkGivenWalletPassword(ctx: BuyerCtx, given: string | undefined): Promise<boolean> {
  if (!given) return false
  const current = await storedPassword(ctx)
  if (current === null) return true
  if (!(await verifyPassword(given, current))) throw new BizError('WALLET_PASSWORD_ERROR')
  return true
}

/**
 * Inside the payment's transaction, for a payment that came without the password (lilishop's PC
 * cashier never sends one): a member without a password pays as before; one with a password pays
 * only within the day's 免密 amount it chose, counted on its wallet row, locked here, so concurrent
 * payments cannot together pass the limit (decision 155).
 */
export async function allowWithoutPassword(tx: DbOrTx, memberId: string, fen: number, now = new Date()) {
  const [row] = await tx
    .select({
      password: memberWallets.password,
      limit: memberWallets.freePayLimit,
      day: memberWallets.freePayDay,
      used: memberWallets.freePayUsed,
    })
    .from(memberWallets)
    .where(eq(memberWallets.memberId, memberId))
    .for('update')
  if (!row?.password) return
  if (row.limit === 0) throw new BizError('WALLET_PASSWORD_REQUIRED')
  const today = formatDate(now) as string
  const used = row.day === today ? row.used : 0
  if (used + fen > row.limit) {
    const left = formatFen(Math.max(0, row.limit - used), { sign: '', grouping: false })
    throw new BizError('WALLET_PASSWORD_REQUIRED', { detail: `超过今日免密支付额度，剩余${left}元` })
  }
  await tx
    .update(memberWallets)
    .set({ freePayDay: today, freePayUsed: used + fen })
    .where(eq(memberWallets.memberId, memberId))
}

/** 免密支付 as the member's 资金管理 shows it: the day's amount and what is left of it today. */
export async function freePayView(ctx: BuyerCtx, now = new Date()) {
  const [row] = await ctx.db
    .select({
      limit: memberWallets.freePayLimit,
      day: memberWallets.freePayDay,
      used: memberWallets.freePayUsed,
    })
    .from(memberWallets)
    .where(eq(memberWallets.memberId, ctx.member.id))
  const limit = row?.limit ?? 0
  const used = row && row.day === formatDate(now) ? row.used : 0
  return { limit: fenToYuan(limit), left: fenToYuan(Math.max(0, limit - used)) }
}

/** Sets the day's 免密 amount; proven by the payment password, which must be set (34011/34012). */
export async function setFreePayLimit(ctx: BuyerCtx, input: { limit: number; password: string }) {
  const current = await storedPassword(ctx)
  if (current === null) throw new BizError('WALLET_PASSWORD_REQUIRED', { detail: '请先设置支付密码' })
  if (!(await verifyPassword(input.password, current))) throw new BizError('WALLET_PASSWORD_ERROR')
  await ctx.db
    .update(memberWallets)
    .set({ freePayLimit: input.limit * 100, updateTime: new Date() })
    .where(eq(memberWallets.memberId, ctx.member.id))
  return freePayView(ctx)
}
