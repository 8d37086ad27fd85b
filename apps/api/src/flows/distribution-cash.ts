import type { DistributionCash } from '@silk/contracts/distribution'
import { formatFen } from '@silk/contracts/money'
import { nextId, nextSn } from '@silk/db/ids'
import { distributionCashes, distributions } from '@silk/db/schema/index'
import { and, eq, gte, sql } from 'drizzle-orm'
import { cashView } from '../modules/distribution/cash.ts'
import { requirePassDistributor } from '../modules/distribution/distributors.ts'
import { postMemberMessage } from '../modules/messages/post-message.ts'
import { credit } from '../modules/wallet/ledger.ts'
import { BizError } from '../shared/errors.ts'
import type { BuyerCtx } from '../shared/member-ctx.ts'
import { yuanToFen } from '../shared/money.ts'

const MIN_FEN = 100
const MAX_FEN = 999_900

/**
 * `POST /buyer/distribution/cash?price=` (reference §14), paid out to the member's wallet at once.
 * One transaction: a conditional update takes the amount from `canRebate` into `commissionFrozen`
 * only if it is covered (two concurrent cash-outs serialise on the row and never overdraw), the
 * `DistributionCash` row is written (APPLY), then approved into the wallet: frozen released, status
 * VIA_AUDITING (upstream's "approved, paid to the wallet"), a WALLET_COMMISSION ledger credit and an
 * inbox message. See docs/decisions/080-distribution.md for why there is no operator step.
 */
export async function cashOutCommission(ctx: BuyerCtx, priceText: string): Promise<DistributionCash> {
  const fen = yuanToFen(priceText)
  if (fen === null || fen < MIN_FEN || fen > MAX_FEN) throw new BizError('WALLET_ERROR_INSUFFICIENT')
  const me = await requirePassDistributor(ctx)
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(distributions)
      .set({
        canRebate: sql`${distributions.canRebate} - ${fen}`,
        commissionFrozen: sql`${distributions.commissionFrozen} + ${fen}`,
        updateTime: new Date(),
      })
      .where(
        and(
          eq(distributions.id, me.id),
          eq(distributions.distributionStatus, 'PASS'),
          gte(distributions.canRebate, fen),
        ),
      )
      .returning()
    if (!taken) throw new BizError('WALLET_WITHDRAWAL_INSUFFICIENT')
    const sn = nextSn('D')
    await tx.insert(distributionCashes).values({
      id: nextId(),
      sn,
      distributionId: taken.id,
      distributionName: taken.memberName,
      price: fen,
      name: taken.name,
      idNumber: taken.idNumber,
      settlementBankAccountName: taken.settlementBankAccountName,
      settlementBankAccountNum: taken.settlementBankAccountNum,
      settlementBankBranchName: taken.settlementBankBranchName,
    })

    // Approval into the wallet, in the same transaction.
    await tx
      .update(distributions)
      .set({ commissionFrozen: sql`${distributions.commissionFrozen} - ${fen}` })
      .where(eq(distributions.id, taken.id))
    const [paid] = await tx
      .update(distributionCashes)
      .set({ distributionCashStatus: 'VIA_AUDITING', payTime: new Date() })
      .where(and(eq(distributionCashes.sn, sn), eq(distributionCashes.distributionCashStatus, 'APPLY')))
      .returning()
    const yuan = formatFen(fen, { sign: '', grouping: false })
    await credit(
      tx,
      { memberId: taken.memberId, memberName: taken.memberName },
      fen,
      'WALLET_COMMISSION',
      `分销[${sn}]佣金提现到余额[${yuan}]`,
    )
    await postMemberMessage(tx, {
      memberId: taken.memberId,
      memberName: taken.memberName,
      title: '佣金提现成功',
      content: `您的分销佣金提现申请[${sn}]已到账，¥${yuan} 已转入您的余额。`,
      messageId: sn,
    })
    return cashView(paid)
  })
}
