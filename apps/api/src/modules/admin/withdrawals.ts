import type { ManagerWithdrawQuery, WithdrawReviewForm } from '@silk/contracts/admin'
import { withdrawApplies } from '@silk/db/schema/index'
import { and, count, desc, eq, gte, ilike, lt } from 'drizzle-orm'
import type { z } from 'zod'
import { parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { postMemberMessage } from '../messages/post-message.ts'
import { settleFrozen } from '../wallet/ledger.ts'
import { withdrawView } from '../wallet/wallet.ts'
import { adminWrite } from './operation-log.ts'

/** `GET /manager/wallet/withdrawApply`: every member's applications, newest first, with filters. */
export async function listWithdrawApplies(ctx: ManagerCtx, query: z.infer<typeof ManagerWithdrawQuery>) {
  const start = query.startDate ? parseChinaDateTime(query.startDate) : null
  const end = query.endDate ? parseChinaDateTime(query.endDate) : null
  const where = and(
    query.sn ? eq(withdrawApplies.sn, query.sn) : undefined,
    query.memberName ? ilike(withdrawApplies.memberName, containsPattern(query.memberName)) : undefined,
    query.applyStatus ? eq(withdrawApplies.applyStatus, query.applyStatus) : undefined,
    start ? gte(withdrawApplies.createTime, start) : undefined,
    end ? lt(withdrawApplies.createTime, new Date(end.getTime() + 86_400_000)) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(withdrawApplies)
      .where(where)
      .orderBy(desc(withdrawApplies.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(withdrawApplies).where(where),
  ])
  return toPage(rows.map(withdrawView), total, query)
}

/**
 * `POST /manager/wallet/withdrawApply`: approve (SUCCESS: the frozen money leaves the wallet) or refuse
 * (FAIL_AUDITING: it returns to the balance), each exactly once. The status moves from APPLY by one
 * conditional update inside the transaction, so of two reviews racing only one finds the row still
 * APPLY; the other answers 34011 and moves no money. The member gets the ledger row and a message.
 */
export async function reviewWithdrawal(ctx: ManagerCtx, input: z.infer<typeof WithdrawReviewForm>) {
  const approve = input.result
  const remark = input.remark ?? ''
  const op = approve
    ? { action: 'wallet.withdraw.approve', title: '审核通过提现', target: input.applyId }
    : { action: 'wallet.withdraw.refuse', title: '拒绝提现', target: input.applyId }
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
    const yuan = fenToYuan(row.applyMoney).toFixed(2)
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
