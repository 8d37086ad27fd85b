import { goods } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { TestApp } from './app.ts'
import { makeSku, makeStore } from './trade.ts'

/** A goods of a fresh open store, on shelf, waiting for the operator's review; returns its id. */
export async function makePendingGoods(t: TestApp, name?: string) {
  const sku = await makeSku(t, await makeStore(t), { name })
  await t.database.db.update(goods).set({ authFlag: 'TOBEAUDITED' }).where(eq(goods.id, sku.goodsId))
  return sku.goodsId
}

/** A goods of a fresh open store, on sale (on shelf and approved); returns its id. */
export async function makeListedGoods(t: TestApp, name?: string) {
  return (await makeSku(t, await makeStore(t), { name })).goodsId
}
