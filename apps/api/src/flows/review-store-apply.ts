import type { StoreApplyAuditForm } from '@silk/contracts/store-apply'
import { nextId } from '@silk/db/ids'
import { members, storeApplies, storeClerks, stores } from '@silk/db/schema/index'
import { and, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import { forgetCachedSessions } from '../modules/accounts/sessions.ts'
import { postMemberMessage } from '../modules/messages/post-message.ts'
import { adminWrite, type Operation } from '../modules/operation-log/operation-log.ts'
import { storeApplyViews } from '../modules/store-apply/applications.ts'
import { BizError } from '../shared/errors.ts'
import type { ManagerCtx } from '../shared/manager-ctx.ts'

/**
 * `PUT /manager/store/apply/audit/{id}`: a submitted application (`APPLYING`) is approved or refused,
 * once — one conditional update, so of two reviews racing the second answers 50203 having opened
 * nothing. Approving opens the store and makes the applicant its owner (`member.store_id`, so the
 * same username and password sign in to `/seller`); refusing keeps the application editable with the
 * reason. The applicant gets a message either way, in the same transaction.
 */
export async function reviewStoreApply(
  ctx: ManagerCtx,
  id: string,
  input: z.infer<typeof StoreApplyAuditForm>,
) {
  const reason = input.reason ?? ''
  const op: Operation = input.passed
    ? { action: 'store.apply.pass', target: id }
    : { action: 'store.apply.refuse', target: id }
  const result = await adminWrite(ctx, op, async (tx) => {
    const now = new Date()
    const [claimed] = await tx
      .update(storeApplies)
      .set({
        status: input.passed ? 'OPEN' : 'REFUSED',
        refuseReason: input.passed ? null : reason,
        auditTime: now,
        updateTime: now,
      })
      .where(and(eq(storeApplies.id, id), eq(storeApplies.status, 'APPLYING')))
      .returning()
    if (!claimed) {
      const [exists] = await tx
        .select({ id: storeApplies.id })
        .from(storeApplies)
        .where(eq(storeApplies.id, id))
      throw new BizError(exists ? 'STORE_APPLY_ALREADY_HANDLED' : 'STORE_APPLY_NOT_EXIST')
    }
    let row = claimed
    if (input.passed) {
      const storeId = nextId()
      // The applicant may have become someone's clerk since applying: one store per member.
      const [clerk] = await tx
        .select({ id: storeClerks.id })
        .from(storeClerks)
        .where(and(eq(storeClerks.memberId, row.memberId), eq(storeClerks.status, true)))
      const owner = await tx
        .update(members)
        .set({ storeId })
        .where(and(eq(members.id, row.memberId), isNull(members.storeId)))
        .returning({ id: members.id })
      if (clerk || owner.length === 0) throw new BizError('CLERK_BOUND_OTHER')
      await tx.insert(stores).values({
        id: storeId,
        storeName: row.storeName,
        storeLogo: row.storeLogo,
        storeDesc: row.storeDesc,
        countryCode: 'CN',
        countryName: '中国',
        companyAddressPath: row.companyAddressPath,
      })
      ;[row] = await tx.update(storeApplies).set({ storeId }).where(eq(storeApplies.id, id)).returning()
    }
    await postMemberMessage(tx, {
      memberId: row.memberId,
      memberName: row.memberName,
      title: input.passed ? '店铺入驻申请已通过' : '店铺入驻申请未通过',
      content: input.passed
        ? `您的店铺「${row.storeName}」已开通，请使用当前账号和密码登录商家中心。`
        : `您的店铺入驻申请未通过审核，可修改资料后重新提交。原因：${reason}`,
      messageId: row.id,
    })
    return {
      before: { status: 'APPLYING', storeName: row.storeName, memberName: row.memberName },
      after: { status: row.status, storeId: row.storeId, reason: reason || null },
      result: (await storeApplyViews(tx, [row]))[0],
    }
  })
  // Its buyer logins carry its store from now on.
  if (input.passed) await forgetCachedSessions(ctx, result.memberId)
  return result
}
