import type {
  SentMessageQuery,
  StoreMessageForm,
  StoreMessageRecipientQuery,
} from '@silk/contracts/store-message'
import { nextId } from '@silk/db/ids'
import { platformMessages, storeMessages, stores } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { pageStoreMessages } from './store-messages.ts'

/**
 * The operator's 站内信 to stores (lilishop `MessageManagerController`, decision 174): a message goes
 * to every open store (`ALL`) or to the chosen open ones (`APPOINT`); each gets its own copy.
 */
export async function sendStoreMessage(ctx: ManagerCtx, form: StoreMessageForm) {
  const open = eq(stores.storeDisable, 'OPEN')
  const targets = await ctx.db
    .select({ id: stores.id, storeName: stores.storeName })
    .from(stores)
    .where(form.messageRange === 'ALL' ? open : and(open, inArray(stores.id, form.userIds)))
  if (form.messageRange === 'APPOINT' && targets.length !== new Set(form.userIds).size) {
    throw new BizError('STORE_MESSAGE_STORES_UNKNOWN')
  }
  if (targets.length === 0) throw new BizError('STORE_MESSAGE_NO_STORES')
  const id = nextId()
  return adminWrite(ctx, { action: 'store.message.send', target: id }, async (tx) => {
    await tx.insert(platformMessages).values({
      id,
      title: form.title,
      content: form.content,
      messageRange: form.messageRange,
      adminId: ctx.admin.id,
      adminName: ctx.admin.username.slice(0, 64),
    })
    await tx
      .insert(storeMessages)
      .values(targets.map((s) => ({ id: nextId(), messageId: id, storeId: s.id, storeName: s.storeName })))
    return {
      after: { title: form.title, messageRange: form.messageRange, stores: targets.length },
      result: { id, storeCount: targets.length },
    }
  })
}

/** `GET /manager/other/message`: what was sent, newest first, with how many stores got and read it. */
export async function listSentMessages(ctx: ManagerCtx, query: z.infer<typeof SentMessageQuery>) {
  const where = and(
    query.title ? ilike(platformMessages.title, containsPattern(query.title)) : undefined,
    query.content ? ilike(platformMessages.content, containsPattern(query.content)) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(platformMessages)
      .where(where)
      .orderBy(desc(platformMessages.createTime), desc(platformMessages.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(platformMessages).where(where),
  ])
  const tallies = rows.length
    ? await ctx.db
        .select({
          messageId: storeMessages.messageId,
          stores: count(),
          read: sql<number>`count(*) filter (where ${storeMessages.status} <> 'UN_READY')`.mapWith(Number),
        })
        .from(storeMessages)
        .where(
          inArray(
            storeMessages.messageId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(storeMessages.messageId)
    : []
  const byId = new Map(tallies.map((t) => [t.messageId, t]))
  return toPage(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      messageClient: 'store' as const,
      messageRange: r.messageRange as 'ALL' | 'APPOINT',
      createTime: formatDateTime(r.createTime) ?? '',
      adminName: r.adminName,
      storeCount: byId.get(r.id)?.stores ?? 0,
      readCount: byId.get(r.id)?.read ?? 0,
    })),
    total,
    query,
  )
}

/** `GET /manager/other/storeMessage`: the stores a message went to and whether each has read it. */
export function listMessageRecipients(ctx: ManagerCtx, query: z.infer<typeof StoreMessageRecipientQuery>) {
  const where = and(
    query.messageId ? eq(storeMessages.messageId, query.messageId) : undefined,
    query.storeId ? eq(storeMessages.storeId, query.storeId) : undefined,
    query.status ? eq(storeMessages.status, query.status) : undefined,
  )
  return pageStoreMessages(ctx, where, query)
}
