import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { memberWallets, walletLogs } from '@silk/db/schema/index'
import { and, eq, gte, sql } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'

export type ServiceType =
  | 'WALLET_PAY'
  | 'WALLET_REFUND'
  | 'WALLET_RECHARGE'
  | 'WALLET_WITHDRAWAL'
  | 'WALLET_COMMISSION'
interface Holder {
  memberId: string
  memberName: string
}

export async function ensureWallet(db: DbOrTx, holder: Holder) {
  await db.insert(memberWallets).values(holder).onConflictDoNothing()
}

async function log(
  db: DbOrTx,
  holder: Holder,
  money: number,
  balanceAfter: number,
  type: ServiceType,
  detail: string,
) {
  await db
    .insert(walletLogs)
    .values({ id: nextId(), ...holder, money, balanceAfter, serviceType: type, detail })
}

/** Adds to the balance with a ledger row. Call inside the caller's transaction. */
export async function credit(db: DbOrTx, holder: Holder, fen: number, type: ServiceType, detail: string) {
  await ensureWallet(db, holder)
  const [row] = await db
    .update(memberWallets)
    .set({ balance: sql`${memberWallets.balance} + ${fen}`, updateTime: new Date() })
    .where(eq(memberWallets.memberId, holder.memberId))
    .returning({ balance: memberWallets.balance })
  await log(db, holder, fen, row.balance, type, detail)
}

/**
 * Takes from the balance only if it covers the amount (one conditional update: concurrent debits
 * serialise on the row and can never take it below 0); `freeze` moves the amount to `frozen`.
 */
export async function debit(
  db: DbOrTx,
  holder: Holder,
  fen: number,
  type: ServiceType,
  detail: string,
  options: { freeze?: boolean; error?: 'WALLET_INSUFFICIENT' | 'WALLET_WITHDRAWAL_INSUFFICIENT' } = {},
) {
  await ensureWallet(db, holder)
  const [row] = await db
    .update(memberWallets)
    .set({
      balance: sql`${memberWallets.balance} - ${fen}`,
      frozen: options.freeze ? sql`${memberWallets.frozen} + ${fen}` : memberWallets.frozen,
      updateTime: new Date(),
    })
    .where(and(eq(memberWallets.memberId, holder.memberId), gte(memberWallets.balance, fen)))
    .returning({ balance: memberWallets.balance })
  if (!row) throw new BizError(options.error ?? 'WALLET_INSUFFICIENT')
  await log(db, holder, -fen, row.balance, type, detail)
}

/**
 * Settles money `debit(..., { freeze: true })` set aside: `release` returns it to the balance (a
 * refused withdrawal, ledger +fen), otherwise it leaves the wallet (a paid withdrawal, a ledger row of
 * 0 that records the payout; the balance already dropped when it froze). Conditional on `frozen`
 * covering it, so it can never run twice for money frozen once.
 */
export async function settleFrozen(
  db: DbOrTx,
  holder: Holder,
  fen: number,
  type: ServiceType,
  detail: string,
  options: { release: boolean },
) {
  const [row] = await db
    .update(memberWallets)
    .set({
      frozen: sql`${memberWallets.frozen} - ${fen}`,
      balance: options.release ? sql`${memberWallets.balance} + ${fen}` : memberWallets.balance,
      updateTime: new Date(),
    })
    .where(and(eq(memberWallets.memberId, holder.memberId), gte(memberWallets.frozen, fen)))
    .returning({ balance: memberWallets.balance })
  if (!row) throw new BizError('WALLET_NOT_EXIT_ERROR')
  await log(db, holder, options.release ? fen : 0, row.balance, type, detail)
}

export async function walletBalance(db: DbOrTx, memberId: string) {
  const [row] = await db.select().from(memberWallets).where(eq(memberWallets.memberId, memberId))
  return { balance: row?.balance ?? 0, frozen: row?.frozen ?? 0 }
}
