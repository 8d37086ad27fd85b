import { z } from 'zod'
import { PageQuery } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/** One SKU of a flash-sale session (lilishop `SeckillGoodsVO`). `quantity` is the flash stock, `salesNum` sold. */
export const SeckillGoods = z.object({
  id: Id,
  seckillId: Id,
  timeLine: z.number().int(),
  skuId: Id,
  goodsId: Id,
  goodsName: z.string(),
  goodsImage: z.string(),
  storeId: Id,
  storeName: z.string(),
  price: Yuan,
  originalPrice: Yuan,
  quantity: z.number().int(),
  salesNum: z.number().int(),
  /** Per member; 0 = no limit. */
  limitNum: z.number().int(),
})
export type SeckillGoods = z.infer<typeof SeckillGoods>

/** One session of today (lilishop `SeckillTimelineVO`): from the one running now on. */
export const SeckillTimeline = z.object({
  timeLine: z.number().int(),
  /** Epoch seconds of the session's start. */
  startTime: z.number().int(),
  /** Seconds until it starts; 0 once running. */
  distanceStartTime: z.number().int(),
  /** `yyyy-MM-dd HH:mm:ss` when the session ends. */
  endTime: DateTime,
  seckillGoodsList: z.array(SeckillGoods),
})
export type SeckillTimeline = z.infer<typeof SeckillTimeline>

export const PointsGoodsIdParams = z.object({ id: Id })
export const TimeLineParams = z.object({ timeline: z.coerce.number().int().min(0).max(23) })

/** The live flash sale of a SKU, as a goods page's `promotionMap['SECKILL-<id>']`. */
export const SeckillPromotion = z.object({
  id: Id,
  promotionType: z.literal('SECKILL'),
  price: Yuan,
  limitNum: z.number().int(),
  quantity: z.number().int(),
  startTime: DateTime,
  /** `yyyy-MM-dd HH:mm:ss`, what lilishop's countdown reads. */
  endTime: DateTime,
})
export type SeckillPromotion = z.infer<typeof SeckillPromotion>

export const PointsGoodsCategory = z.object({ id: Id, name: z.string(), sortOrder: z.number().int() })

export const PointsGoodsQuery = PageQuery.extend({
  pointsGoodsCategoryId: Id.optional(),
  goodsName: z.string().trim().max(64).optional(),
})

/** A points-mall goods (lilishop `PointsGoodsVO`): `points` per unit, its SKU as `goodsSku`. */
export const PointsGoods = z.object({
  id: Id,
  skuId: Id,
  goodsId: Id,
  storeId: Id,
  storeName: z.string(),
  points: z.number().int(),
  activeStock: z.number().int(),
  pointsGoodsCategoryId: Id,
  pointsGoodsCategoryName: z.string(),
  startTime: DateTime,
  endTime: DateTime,
  goodsSku: z.object({
    id: Id,
    goodsId: Id,
    goodsName: z.string(),
    sellingPoint: z.string(),
    thumbnail: z.string(),
    price: Yuan,
    /** What can be exchanged now: the smaller of the SKU's stock and the activity's. */
    quantity: z.number().int(),
    /** kg, as lilishop's page prints it. */
    weight: z.number(),
    goodsType: z.string(),
  }),
})
export type PointsGoods = z.infer<typeof PointsGoods>
