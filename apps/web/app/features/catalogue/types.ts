/** Shapes of the catalogue API as the pages use them (packages/contracts/src/goods.ts is the source). */
export type {
  CategoryVO,
  EsGoodsIndex,
  EsGoodsRelatedInfo,
  GoodsSkuDetail,
  StoreBasicInfoVO,
} from '@silk/contracts/goods'

import type { EsGoodsIndex } from '@silk/contracts/goods'
import type { Page } from '@silk/contracts/paging'

export type { Page }

/** What a goods card shows of a search record (`GoodsCard`). */
export type CardGoods = Pick<
  EsGoodsIndex,
  | 'id'
  | 'goodsId'
  | 'goodsName'
  | 'thumbnail'
  | 'price'
  | 'wholesaleList'
  | 'simpleSpecs'
  | 'commentNum'
  | 'skuCount'
  | 'storeName'
  | 'selfOperated'
  | 'goodsType'
> & {
  /** A running 满减 covers it (the card's 满减 tag, decision 161). */
  fullDiscount?: boolean
}

/**
 * A search record cut to what its card shows. Loaders send their cards this way: a record carries
 * some thirty fields (paths, attributes, audit flags), and every one of them was serialised into the
 * page and its route data, then parsed again by the browser (decision 022).
 */
export function cardGoods(g: EsGoodsIndex): CardGoods {
  return {
    id: g.id,
    goodsId: g.goodsId,
    goodsName: g.goodsName,
    thumbnail: g.thumbnail,
    price: g.price,
    wholesaleList: g.wholesaleList,
    simpleSpecs: g.simpleSpecs,
    commentNum: g.commentNum,
    skuCount: g.skuCount,
    storeName: g.storeName,
    selfOperated: g.selfOperated,
    goodsType: g.goodsType,
    ...(Object.keys(g.promotionMap ?? {}).some((k) => k.startsWith('FULL_DISCOUNT-'))
      ? { fullDiscount: true }
      : {}),
  }
}

/** A page of search records as cards. */
export const cardPage = (page: Page<EsGoodsIndex>): Page<CardGoods> => ({
  ...page,
  records: page.records.map(cardGoods),
})

export interface Evaluation {
  id: string
  memberName: string
  grade: 'GOOD' | 'MODERATE' | 'WORSE'
  content: string
  images: string
  reply: string | null
  descriptionScore: number
  createTime: string
  goodsName: string
}

export interface EvaluationNumber {
  all: number
  good: number
  moderate: number
  worse: number
  haveImage: number
}

export const emptyPage = <T>(): Page<T> => ({ records: [], total: 0, size: 20, current: 1, pages: 0 })

/** `/goodsDetail?skuId&goodsId`, opened from cards. */
export const goodsHref = (g: { id: string; goodsId: string }) =>
  `/goodsDetail?skuId=${g.id}&goodsId=${g.goodsId}`
