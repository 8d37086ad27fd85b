import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import type { ConversationRow } from './views.ts'

/**
 * Who speaks in a conversation: a buyer (a MEMBER login) or someone of a store (a STORE login whose
 * roles grant `chat`, or the owner). Every chat use case takes one, from the REST route's principal
 * or the socket's handshake, and scopes every query by it: a buyer reaches only conversations whose
 * `memberId` is its own, a store only those whose `storeId` is its own.
 */
export type ChatParty =
  | { side: 'BUYER'; memberId: string; name: string }
  | { side: 'STORE'; storeId: string; memberId: string; name: string; superUser: boolean }

export type ChatCtx = Pick<Ctx, 'db' | 'store' | 'config' | 'locale'>

/** The conversation if it is the party's, otherwise 62004 (someone else's reads as not there). */
export function ownConversation(row: ConversationRow | undefined, party: ChatParty): ConversationRow {
  if (!row) throw new BizError('CHAT_NOT_EXIST')
  const own = party.side === 'BUYER' ? row.memberId === party.memberId : row.storeId === party.storeId
  if (!own) throw new BizError('CHAT_NOT_EXIST')
  return row
}

/** Room names: each buyer's connections, and every connection of a store's staff. */
export const buyerRoom = (memberId: string) => `m:${memberId}`
export const storeRoom = (storeId: string) => `s:${storeId}`
