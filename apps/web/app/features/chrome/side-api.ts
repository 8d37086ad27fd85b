/**
 * The side drawer's calls (spec §7 "Drawer calls" and §9 limits). Shapes follow the buyer contract (§3 fields).
 * A 404 while a backend area is not deployed yet is silent in the client and shows as an empty list.
 */
import { api } from '../../lib/api/browser.ts'

export const DRAWER_LIMITS = { orders: 10, coupons: 10, favorites: 10, footprints: 20 } as const

interface Page<T> {
  records: T[]
  total: number
}

export interface CartLine {
  num: number
  goodsSku: { id: string; goodsId: string; goodsName: string; price: number; thumbnail: string }
}
export interface OrderRow {
  sn: string
  orderStatus: string
  /** Closed because every unit was refunded: shown as refunded, not cancelled. */
  refunded?: boolean
  createTime: string
  flowPrice: number
  orderItems?: { image: string; skuId: string; goodsId: string; name?: string }[]
}
export interface CouponRow {
  id: string
  couponType: 'PRICE' | 'DISCOUNT'
  price: number
  couponDiscount: number
  consumeThreshold: number
  scopeType: 'ALL' | 'PORTION_GOODS' | 'PORTION_GOODS_CATEGORY'
  scopeId?: string | null
  storeId?: string | null
  storeName?: string | null
  endTime?: string | null
}
export interface FavoriteRow {
  skuId: string
  goodsId: string
  image: string
  price: number
  goodsName?: string
}
export interface FootprintRow {
  id: string
  goodsId: string
  thumbnail: string
  price: number
  goodsName?: string
}

const records = <T>(page: Page<T> | null | undefined, limit: number): T[] =>
  (Array.isArray(page?.records) ? page.records : []).slice(0, limit)

export const sideApi = {
  cart: () =>
    api
      .get<{ skuList?: CartLine[] }>('/buyer/trade/carts/all')
      .then((trade) => (Array.isArray(trade?.skuList) ? trade.skuList : [])),
  removeCartSku: (skuId: string) => api.del<unknown>('/buyer/trade/carts/sku/remove', { skuIds: [skuId] }),
  orders: () =>
    api
      .get<Page<OrderRow>>('/buyer/order/order', {
        pageNumber: 1,
        pageSize: DRAWER_LIMITS.orders,
        tag: 'ALL',
      })
      .then((p) => records(p, DRAWER_LIMITS.orders)),
  coupons: () =>
    api
      .get<Page<CouponRow>>('/buyer/promotion/coupon', { pageNumber: 1, pageSize: DRAWER_LIMITS.coupons })
      .then((p) => records(p, DRAWER_LIMITS.coupons)),
  claimCoupon: (id: string) => api.get<unknown>(`/buyer/promotion/coupon/receive/${encodeURIComponent(id)}`),
  favorites: () =>
    api
      .get<Page<FavoriteRow>>('/buyer/member/collection/GOODS', {
        pageNumber: 1,
        pageSize: DRAWER_LIMITS.favorites,
      })
      .then((p) => records(p, DRAWER_LIMITS.favorites)),
  removeFavorite: (skuId: string) =>
    api.del<unknown>(`/buyer/member/collection/delete/GOODS/${encodeURIComponent(skuId)}`),
  footprints: () =>
    api
      .get<Page<FootprintRow>>('/buyer/member/footprint', {
        pageNumber: 1,
        pageSize: DRAWER_LIMITS.footprints,
      })
      .then((p) => records(p, DRAWER_LIMITS.footprints)),
}
