import { memberWallets } from '@silk/db/schema/index'
import { and, eq, isNull } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'
import { hashPassword, verifyPassword } from '../accounts/password.ts'
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
 * Sets the payment password. The first one needs only the signed-in member; replacing one needs the
 * old one. Both are compare-and-set updates, so two concurrent first settings cannot both win.
 */
export async function setWalletPassword(ctx: BuyerCtx, input: { password: string; oldPassword?: string }) {
  await ensureWallet(ctx.db, { memberId: ctx.member.id, memberName: memberName(ctx.member) })
  const current = await storedPassword(ctx)
  if (current !== null && !(input.oldPassword && (await verifyPassword(input.oldPassword, current)))) {
    throw new BizError('WALLET_PASSWORD_ERROR', { detail: '修改支付密码需要原支付密码' })
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
