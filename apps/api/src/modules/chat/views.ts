import type { ChatCard, ChatConversationVO, ChatMessageVO } from '@silk/contracts/chat'
import type { DbOrTx } from '@silk/db/client'
import {
  chatBlocks,
  chatConversations,
  type chatMessages,
  chatStoreSettings,
  members,
  storeClerks,
  stores,
} from '@silk/db/schema/index'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { formatDateTime } from '../../shared/dates.ts'

export type ConversationRow = typeof chatConversations.$inferSelect
export type MessageRow = typeof chatMessages.$inferSelect

const clerk = alias(members, 'chat_clerk')

/** The columns every conversation view reads: the row, both parties' names and the store's state. */
const viewColumns = {
  c: chatConversations,
  storeName: stores.storeName,
  storeNameEn: stores.storeNameEn,
  storeLogo: stores.storeLogo,
  storeDisable: stores.storeDisable,
  memberUsername: members.username,
  memberNick: members.nickName,
  memberFace: members.face,
  clerkUsername: clerk.username,
  clerkNick: clerk.nickName,
  clerkName: storeClerks.clerkName,
  blockedAt: chatBlocks.createTime,
}

/**
 * Conversations matching `where`, as views, in the order `orderBy` gives (or any). The rows carry
 * the store's customer-service settings too (a send reads them with the view, in one statement).
 */
export function selectViews(db: DbOrTx) {
  return db
    .select({
      ...viewColumns,
      greeting: chatStoreSettings.greeting,
      offHoursReply: chatStoreSettings.offHoursReply,
      hoursStart: chatStoreSettings.hoursStart,
      hoursEnd: chatStoreSettings.hoursEnd,
    })
    .from(chatConversations)
    .innerJoin(stores, eq(stores.id, chatConversations.storeId))
    .innerJoin(members, eq(members.id, chatConversations.memberId))
    .leftJoin(clerk, eq(clerk.id, chatConversations.clerkMemberId))
    .leftJoin(
      storeClerks,
      and(
        eq(storeClerks.memberId, chatConversations.clerkMemberId),
        eq(storeClerks.storeId, chatConversations.storeId),
      ),
    )
    .leftJoin(
      chatBlocks,
      and(
        eq(chatBlocks.storeId, chatConversations.storeId),
        eq(chatBlocks.memberId, chatConversations.memberId),
      ),
    )
    .leftJoin(chatStoreSettings, eq(chatStoreSettings.storeId, chatConversations.storeId))
    .$dynamic()
}

/**
 * One conversation's view under its row's lock: a send's sequence, the store's state and settings
 * and the names in one statement.
 */
export async function lockForSend(db: DbOrTx, id: string) {
  const [row] = await selectViews(db)
    .where(eq(chatConversations.id, id))
    .for('update', { of: chatConversations })
  return row
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number]

/** What a view is made of: the row and the names (a send's one statement reads the same, `send.ts`). */
export type ViewParts = Omit<ViewRow, 'greeting' | 'offHoursReply' | 'hoursStart' | 'hoursEnd'>

export function toConversationView(r: ViewParts): ChatConversationVO {
  const c = r.c
  return {
    id: c.id,
    memberId: c.memberId,
    memberName: r.memberNick || r.memberUsername,
    memberFace: r.memberFace ?? '',
    storeId: c.storeId,
    storeName: r.storeName,
    storeNameEn: r.storeNameEn,
    storeLogo: r.storeLogo,
    clerkMemberId: c.clerkMemberId,
    clerkName: c.clerkMemberId ? r.clerkName || r.clerkNick || r.clerkUsername || null : null,
    lastSeq: c.lastSeq,
    lastMessageTime: formatDateTime(c.lastMessageTime),
    lastPreview: c.lastPreview,
    lastType: c.lastType as ChatConversationVO['lastType'],
    buyerUnread: c.buyerUnread,
    storeUnread: c.storeUnread,
    buyerDeliveredSeq: c.buyerDeliveredSeq,
    buyerReadSeq: c.buyerReadSeq,
    storeDeliveredSeq: c.storeDeliveredSeq,
    storeReadSeq: c.storeReadSeq,
    waiting: c.waitingSince !== null,
    blocked: r.blockedAt !== null,
    storeClosed: r.storeDisable !== 'OPEN',
  }
}

export async function conversationViews(db: DbOrTx, where: SQL | undefined): Promise<ChatConversationVO[]> {
  return (await selectViews(db).where(where)).map(toConversationView)
}

export async function conversationView(db: DbOrTx, id: string): Promise<ChatConversationVO> {
  const [view] = await conversationViews(db, eq(chatConversations.id, id))
  return view
}

export async function conversationViewsByIds(db: DbOrTx, ids: string[]) {
  return ids.length ? conversationViews(db, inArray(chatConversations.id, ids)) : []
}

export function toMessageView(m: MessageRow): ChatMessageVO {
  return {
    id: m.id,
    conversationId: m.conversationId,
    seq: m.seq,
    sender: m.sender as ChatMessageVO['sender'],
    senderName: m.senderName,
    auto: m.auto,
    type: m.type as ChatMessageVO['type'],
    content: m.content,
    card: (m.card as ChatCard | null) ?? null,
    clientId: m.clientId,
    masked: m.masked,
    createTime: formatDateTime(m.createTime) ?? '',
  }
}
