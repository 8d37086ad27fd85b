import { randomInt } from 'node:crypto'
import { nextId } from '@silk/db/ids'
import { liveCommodities, liveStudioGoods, liveStudios } from '@silk/db/schema/index'
import type { TestApp } from './app.ts'

/** A sandbox room of `storeId` starting in an hour (a row, as the seller's create leaves it). */
export async function makeStudio(t: TestApp, storeId: string, name = '测试直播间名称') {
  const start = new Date(Date.now() + 3_600_000)
  const [row] = await t.database.db
    .insert(liveStudios)
    .values({
      id: nextId(),
      storeId,
      name,
      coverImg: '/uploads/202611/abcdef123456.webp',
      shareImg: '/uploads/202611/abcdef123457.webp',
      anchorName: '测试主播',
      anchorWechat: 'anchor-test',
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      roomId: randomInt(1, 2_000_000_000),
      sandbox: true,
    })
    .returning()
  return row
}

/** An approved sandbox live goods of `sku` (in `studio` when given). */
export async function makeLiveGoods(
  t: TestApp,
  sku: { id: string; goodsId: string },
  storeId: string,
  studio?: { id: string },
) {
  const [row] = await t.database.db
    .insert(liveCommodities)
    .values({
      id: nextId(),
      storeId,
      goodsId: sku.goodsId,
      skuId: sku.id,
      name: '测试直播商品',
      goodsImage: '/media/goods/test.webp',
      price: 100,
      url: `pages/product/goods?id=${sku.id}`,
      liveGoodsId: randomInt(1, 2_000_000_000),
      auditId: String(randomInt(1, 2_000_000_000)),
      auditStatus: 2,
      sandbox: true,
    })
    .returning()
  if (studio) await t.database.db.insert(liveStudioGoods).values({ studioId: studio.id, commodityId: row.id })
  return row
}
