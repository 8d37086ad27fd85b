/** Shapes of the catalogue API as the pages use them (packages/contracts/src/goods.ts is the source). */
export type {
  CategoryVO,
  EsGoodsIndex,
  EsGoodsRelatedInfo,
  GoodsSkuDetail,
  StoreBasicInfoVO,
} from '@silk/contracts/goods'

import type { Page } from '@silk/contracts/paging'

export type { Page }

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
