import { api } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/errors.ts'

/**
 * An add to cart (or 立即购买) asked for while signed out. It waits in this tab's sessionStorage, not in
 * the login address, so a link cannot put goods into someone's cart; the login finishes it.
 */
export interface PendingAdd {
  skuId: string
  goodsId: string
  num: number
  cartType: 'CART' | 'BUY_NOW'
}

const KEY = 'pendingCartAdd'
/** A wish older than this (the buyer wandered off) is dropped. */
const MAX_AGE_MS = 30 * 60 * 1000

/** Keeps the add and returns the login address that comes back to this goods page. */
export function loginForPendingAdd(add: PendingAdd): string {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...add, at: Date.now() }))
  } catch {
    // Storage disabled: the buyer still comes back to the goods, and adds again.
  }
  const query = new URLSearchParams({ skuId: add.skuId, goodsId: add.goodsId })
  return `/login?${new URLSearchParams({ rePath: '/goodsDetail', query: query.toString() })}`
}

function takePendingAdd(): PendingAdd | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    if (!raw) return null
    const add = JSON.parse(raw) as PendingAdd & { at: number }
    const fresh = Date.now() - add.at < MAX_AGE_MS
    const valid = /^\d+$/.test(add.skuId) && Number.isInteger(add.num) && add.num > 0
    return fresh && valid && (add.cartType === 'CART' || add.cartType === 'BUY_NOW') ? add : null
  } catch {
    return null
  }
}

export type PendingOutcome =
  | { kind: 'none' }
  | { kind: 'added'; to: string }
  | { kind: 'failed'; to: string; message: string | null }

/**
 * After a login that returns to the goods page the add was asked on: makes the add. 立即购买 then goes
 * on to checkout, 加入购物车 back to the goods. A login that goes elsewhere drops the wish.
 */
export async function finishPendingAdd(target: string): Promise<PendingOutcome> {
  const add = takePendingAdd()
  if (!add) return { kind: 'none' }
  const url = new URL(target, 'https://site.invalid')
  if (url.pathname !== '/goodsDetail' || url.searchParams.get('skuId') !== add.skuId) return { kind: 'none' }
  try {
    await api.post('/buyer/trade/carts', undefined, {
      query: { skuId: add.skuId, num: add.num, cartType: add.cartType },
      quiet: true,
    })
    return { kind: 'added', to: add.cartType === 'BUY_NOW' ? '/pay?way=BUY_NOW' : target }
  } catch (error) {
    return { kind: 'failed', to: target, message: error instanceof ApiError ? error.message : null }
  }
}
