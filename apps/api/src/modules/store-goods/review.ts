import type { DbOrTx } from '@silk/db/client'
import { goods } from '@silk/db/schema/index'
import { and, eq, inArray } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { forgetGoods } from '../goods/detail-cache.ts'
import { keepApprovedVersion } from './approved-version.ts'

/**
 * The operator's verdict on goods waiting in review (`authFlag` TOBEAUDITED), for the operator
 * console (`/manager/goods/goods/auth`). Approved goods that the seller put on shelf are on sale at
 * once (the listing trigger adds them); refused ones carry the reason back to the seller's list.
 * Goods not waiting in review refuse the whole call (11106) and nothing changes.
 */
export async function approveGoods(db: DbOrTx, goodsIds: string[]) {
  await judge(db, goodsIds, 'PASS', '')
}

export async function refuseGoods(db: DbOrTx, goodsIds: string[], reason: string) {
  await judge(db, goodsIds, 'REFUSE', reason.slice(0, 200))
}

async function judge(db: DbOrTx, goodsIds: string[], authFlag: 'PASS' | 'REFUSE', authMessage: string) {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(goods)
      .set({ authFlag, authMessage, updateTime: new Date() })
      .where(and(inArray(goods.id, goodsIds), eq(goods.authFlag, 'TOBEAUDITED')))
      .returning({ id: goods.id })
    if (changed.length < new Set(goodsIds).size) throw new BizError('GOODS_NOT_TO_BE_AUDITED')
    // What passed is what a later edit is shown against (decision 154).
    if (authFlag === 'PASS') await keepApprovedVersion(tx, goodsIds)
  })
  forgetGoods(goodsIds, true)
}
