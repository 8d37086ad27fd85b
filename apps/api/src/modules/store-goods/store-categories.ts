import type { DbOrTx } from '@silk/db/client'
import { storeApplies } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'

/**
 * The top-level platform categories a store may publish in: those of its 商家入驻 application the
 * operator approved (`goodsManagementCategory`). A store opened without an application (the platform's
 * own and the stores it created) has no such list: null, every category.
 */
export async function approvedCategories(db: DbOrTx, storeId: string): Promise<Set<string> | null> {
  const [row] = await db
    .select({ ids: storeApplies.goodsManagementCategory })
    .from(storeApplies)
    .where(and(eq(storeApplies.storeId, storeId), eq(storeApplies.status, 'OPEN')))
    .limit(1)
  return row && row.ids.length > 0 ? new Set(row.ids) : null
}
