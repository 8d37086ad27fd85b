import type { DbOrTx } from '@silk/db/client'
import { members, storeClerks } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'

/** The name a store's buyer and colleagues see on a clerk's messages: its clerk name, the owner's nickname. */
export async function staffName(db: DbOrTx, storeId: string, memberId: string): Promise<string> {
  const [row] = await db
    .select({ clerkName: storeClerks.clerkName, nickName: members.nickName, username: members.username })
    .from(members)
    .leftJoin(storeClerks, and(eq(storeClerks.memberId, members.id), eq(storeClerks.storeId, storeId)))
    .where(eq(members.id, memberId))
  return row?.clerkName || row?.nickName || row?.username || ''
}
