import type { WithdrawReviewForm } from '@silk/contracts/admin'
import { withdrawApplies } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { postMemberMessage } from '../modules/messages/post-message.ts'
import { adminWrite, type Operation } from '../modules/operation-log/operation-log.ts'
import { settleFrozen } from '../modules/wallet/ledger.ts'
import { withdrawView } from '../modules/wallet/wallet.ts'
import { BizError } from '../shared/errors.ts'
import type { ManagerCtx } from '../shared/manager-ctx.ts'
import { fenToYuan, yuanText } from '../shared/money.ts'

/**
 * `POST /manager/wallet/withdrawApply`: approve (SUCCESS: the frozen money leaves the wallet) or refuse
 * (FAIL_AUDITING: it returns to the balance), each exactly once. The status moves from APPLY by one
 * conditional update inside the transaction, so of two reviews racing only one finds the row still
 * APPLY; the other answers WITHDRAW_ALREADY_HANDLED and moves no money. The member gets the ledger row and a message.
 */
export async function reviewWithdrawal(ctx: ManagerCtx, input: z.infer<typeof WithdrawReviewForm>) {
  const approve = input.result
  const remark = input.remark ?? ''
  const op: Operation = approve
    ? { action: 'wallet.withdraw.approve', target: input.applyId }
    : { action: 'wallet.withdraw.refuse', target: input.applyId }
  return adminWrite(ctx, op, async (tx) => {
    const status = approve ? 'SUCCESS' : 'FAIL_AUDITING'
    const [row] = await tx
      .update(withdrawApplies)
      .set({ applyStatus: status, inspectRemark: remark || null, inspectTime: new Date() })
      .where(and(eq(withdrawApplies.id, input.applyId), eq(withdrawApplies.applyStatus, 'APPLY')))
      .returning()
    if (!row) {
      const [exists] = await tx
        .select({ id: withdrawApplies.id })
        .from(withdrawApplies)
        .where(eq(withdrawApplies.id, input.applyId))
      throw new BizError(exists ? 'WITHDRAW_ALREADY_HANDLED' : 'WITHDRAW_NOT_EXIST')
    }
    const holder = { memberId: row.memberId, memberName: row.memberName }
    const yuan = yuanText(row.applyMoney)
    if (approve) {
      await settleFrozen(
        tx,
        holder,
        row.applyMoney,
        'WALLET_WITHDRAWAL',
        `提现成功[${row.sn}]，¥${yuan}已转出`,
        {
          release: false,
        },
      )
    } else {
      await settleFrozen(
        tx,
        holder,
        row.applyMoney,
        'WALLET_WITHDRAWAL',
        `提现被拒绝[${row.sn}]，¥${yuan}已退回余额：${remark}`.slice(0, 200),
        { release: true },
      )
    }
    await postMemberMessage(tx, {
      memberId: row.memberId,
      memberName: row.memberName,
      title: approve ? '提现审核通过' : '提现申请被拒绝',
      content: approve
        ? `您的提现申请${row.sn}（¥${yuan}）已审核通过，款项已转出。`
        : `您的提现申请${row.sn}（¥${yuan}）未通过审核，金额已退回余额。原因：${remark}`,
      messageId: row.sn,
    })
    return {
      before: { sn: row.sn, applyStatus: 'APPLY', applyMoney: fenToYuan(row.applyMoney) },
      after: { sn: row.sn, applyStatus: status, inspectRemark: remark || null },
      result: withdrawView(row),
    }
  })
}
