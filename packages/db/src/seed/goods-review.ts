import { asc, eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { nextId } from '../ids.ts'
import { goods, goodsSkus } from '../schema/goods.ts'

/**
 * The operator console's goods review queue in the demo (decision 112): three new goods of the first
 * demo store, modelled on its own goods — two waiting for review and one refused with the reason
 * its seller reads. None of them is listed, so the shop and search are unchanged.
 */
export async function seedGoodsReviewDemo(db: Db): Promise<void> {
  const [first] = await db.select({ storeId: goods.storeId }).from(goods).orderBy(asc(goods.id)).limit(1)
  if (!first) return
  const models = await db
    .select()
    .from(goods)
    .where(eq(goods.storeId, first.storeId))
    .orderBy(asc(goods.id))
    .limit(3)
  const plans = [
    { suffix: '（家庭装）', authFlag: 'TOBEAUDITED', authMessage: '' },
    { suffix: '（礼盒装）', authFlag: 'TOBEAUDITED', authMessage: '' },
    { suffix: '（限量版）', authFlag: 'REFUSE', authMessage: '主图含有站外联系方式，请更换图片后重新提交' },
  ]
  for (const [i, model] of models.entries()) {
    const plan = plans[i]
    if (!plan) break
    const id = nextId()
    const { id: _id, sn: _sn, searchVector: _v, createTime: _c, updateTime: _u, ...rest } = model
    await db.insert(goods).values({
      ...rest,
      id,
      sn: `R${id.slice(-10)}`,
      goodsName: `${model.goodsName.slice(0, 100)}${plan.suffix}`,
      goodsNameEn: null,
      authFlag: plan.authFlag,
      authMessage: plan.authMessage,
      buyCount: 0,
      commentNum: 0,
    })
    const skus = await db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, model.id))
    for (const sku of skus) {
      const { id: _sid, ...skuRest } = sku
      await db
        .insert(goodsSkus)
        .values({ ...skuRest, id: nextId(), goodsId: id, sn: `R${nextId().slice(-12)}` })
    }
  }
}
