import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { memberMessages } from '@silk/db/schema/index'

export interface MemberMessageInput {
  memberId: string
  memberName?: string
  title: string
  content: string
  /** The sn or id the message is about (order sn, after-sale sn, complaint id…). */
  messageId?: string
}

/**
 * Puts a message into a member's inbox. Call it with the transaction of the event it reports, so a
 * rolled-back change never announces itself.
 */
export async function postMemberMessage(tx: DbOrTx, input: MemberMessageInput): Promise<string> {
  const id = nextId()
  await tx.insert(memberMessages).values({
    id,
    memberId: input.memberId,
    memberName: (input.memberName ?? '').slice(0, 64),
    title: input.title.slice(0, 100),
    content: input.content.slice(0, 1000),
    messageId: input.messageId ?? null,
  })
  return id
}
