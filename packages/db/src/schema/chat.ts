import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * 在线客服 (decision 142): one conversation per buyer and store (lilishop `li_im_talk`). `lastSeq` is
 * the conversation's message counter: a message takes `lastSeq + 1` while it holds the row's lock,
 * so sequences commit in order within a conversation and a client that reconnects asks for what
 * follows the last one it saw. Each side's marks are the highest sequence delivered to it and read
 * by it; its unread count is the other side's messages past its read mark. `waitingSince`: the
 * buyer's first message since a clerk last answered (the store's unanswered conversations); the
 * store's automatic replies do not clear it. `clerkMemberId`: the store's member (owner or clerk)
 * who took the conversation, null while it waits in the queue.
 */
export const chatConversations = pgTable(
  'chat_conversation',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    storeId: text('store_id').notNull(),
    clerkMemberId: text('clerk_member_id'),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageTime: timestamp('last_message_time', { withTimezone: true }),
    /** What the lists show: the last message's text (a picture or card as its type), at most 100 characters. */
    lastPreview: varchar('last_preview', { length: 100 }).notNull().default(''),
    lastType: varchar('last_type', { length: 10 }).notNull().default('TEXT'),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    storeUnread: integer('store_unread').notNull().default(0),
    buyerDeliveredSeq: integer('buyer_delivered_seq').notNull().default(0),
    buyerReadSeq: integer('buyer_read_seq').notNull().default(0),
    storeDeliveredSeq: integer('store_delivered_seq').notNull().default(0),
    storeReadSeq: integer('store_read_seq').notNull().default(0),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** When the out-of-hours reply was last sent here (at most one per half hour). */
    offHoursRepliedAt: timestamp('off_hours_replied_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversation_pair_uq').on(t.memberId, t.storeId),
    index('chat_conversation_store_idx').on(t.storeId, t.lastMessageTime),
  ],
)

/**
 * One message (lilishop `li_im_message`). `sender` BUYER, STORE or SYSTEM; `senderMemberId` the
 * member who wrote it (for STORE the clerk), null for SYSTEM and automatic replies. `type` TEXT,
 * PICTURE (an upload path), GOODS or ORDER (`card`: a snapshot taken when sent) or SYSTEM (`content`
 * is a code the pages word, `card` its parts). `clientId`: the sending client's id for it, so a
 * message sent again after a lost answer is stored once. `masked`: the sensitive-word list changed it.
 */
export const chatMessages = pgTable(
  'chat_message',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id').notNull(),
    seq: integer('seq').notNull(),
    sender: varchar('sender', { length: 8 }).notNull(),
    senderMemberId: text('sender_member_id'),
    senderName: varchar('sender_name', { length: 64 }).notNull().default(''),
    auto: boolean('auto').notNull().default(false),
    type: varchar('type', { length: 10 }).notNull(),
    content: text('content').notNull(),
    card: jsonb('card').$type<Record<string, unknown> | null>(),
    clientId: varchar('client_id', { length: 64 }),
    masked: boolean('masked').notNull().default(false),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_message_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('chat_message_client_uq').on(t.conversationId, t.sender, t.clientId),
  ],
)

/**
 * A store's customer-service settings (lilishop `li_seat_setting`): the greeting sent when a buyer
 * first writes, and the reply sent outside the service hours (minutes after midnight, GMT+8;
 * `hoursStart` = `hoursEnd` means always open). Empty texts send nothing.
 */
export const chatStoreSettings = pgTable('chat_store_setting', {
  storeId: text('store_id').primaryKey(),
  greeting: varchar('greeting', { length: 500 }).notNull().default(''),
  offHoursReply: varchar('off_hours_reply', { length: 500 }).notNull().default(''),
  hoursStart: smallint('hours_start').notNull().default(540),
  hoursEnd: smallint('hours_end').notNull().default(1320),
  updateTime: timestamp('update_time', { withTimezone: true }),
})

/** A store's quick replies (快捷回复, lilishop `li_qa`), in `sort` order. */
export const chatQuickReplies = pgTable(
  'chat_quick_reply',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_quick_reply_store_idx').on(t.storeId, t.sort)],
)

/** Buyers a store has blocked: they read their history but cannot write to it. */
export const chatBlocks = pgTable(
  'chat_block',
  {
    storeId: text('store_id').notNull(),
    memberId: text('member_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.memberId] })],
)

/** The operator's sensitive words: masked in every message as it is stored. */
export const chatSensitiveWords = pgTable(
  'chat_sensitive_word',
  {
    id: text('id').primaryKey(),
    word: varchar('word', { length: 32 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_sensitive_word_uq').on(t.word)],
)
