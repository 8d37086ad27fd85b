import type { DistributionAuditForm } from '@silk/contracts/admin'
import { distributions } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { distributionView } from '../modules/distribution/distributors.ts'
import { postMemberMessage } from '../modules/messages/post-message.ts'
import { adminWrite, type Operation } from '../modules/operation-log/operation-log.ts'
import { BizError } from '../shared/errors.ts'
import type { ManagerCtx } from '../shared/manager-ctx.ts'

/**
 * `PUT /manager/distribution/distribution/audit/{id}`: an APPLY record becomes PASS (the member can
 * promote goods and cash out) or REFUSE (it may apply again), once: one conditional update, so of two
 * audits racing only one finds it APPLY (the other answers 22010). The applicant gets a message.
 */
export async function reviewDistributor(
  ctx: ManagerCtx,
  id: string,
  input: z.infer<typeof DistributionAuditForm>,
) {
  const pass = input.status === 'PASS'
  const reason = input.reason ?? ''
  const op: Operation = pass
    ? { action: 'distribution.apply.pass', target: id }
    : { action: 'distribution.apply.refuse', target: id }
  return adminWrite(ctx, op, async (tx) => {
    const [row] = await tx
      .update(distributions)
      .set({ distributionStatus: input.status, updateTime: new Date() })
      .where(and(eq(distributions.id, id), eq(distributions.distributionStatus, 'APPLY')))
      .returning()
    if (!row) {
      const [exists] = await tx
        .select({ id: distributions.id })
        .from(distributions)
        .where(eq(distributions.id, id))
      throw new BizError(exists ? 'DISTRIBUTION_ALREADY_AUDITED' : 'DISTRIBUTION_NOT_EXIST')
    }
    await postMemberMessage(tx, {
      memberId: row.memberId,
      memberName: row.memberName,
      title: pass ? '分销员申请已通过' : '分销员申请未通过',
      content: pass
        ? '您的分销员申请已通过审核，现在可以推广商品并获得佣金。'
        : `您的分销员申请未通过审核，可修改资料后重新申请。原因：${reason}`,
      messageId: row.id,
    })
    return {
      before: { distributionStatus: 'APPLY', memberName: row.memberName },
      after: { distributionStatus: input.status, reason: reason || null },
      result: distributionView(row),
    }
  })
}
