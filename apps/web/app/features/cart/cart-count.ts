import { api } from '../../lib/api/browser.ts'
import { setCartNum } from '../../lib/cart-count.ts'
import { COOKIE, readCookie } from '../../lib/cookies.ts'

let asked = 0
let shown = 0

/**
 * Re-reads the number of cart lines (GET /buyer/trade/carts/count) into the `cartNum` cookie and every
 * badge (header and side bar). Visitors without a login are not asked (the call would need one). When
 * answers cross (a hover's read still on its way when a deletion's read is answered), the newest wins.
 */
export async function refreshCartNum(): Promise<void> {
  if (!readCookie(COOKIE.accessToken)) return
  const mine = ++asked
  try {
    const count = Number(await api.get<number>('/buyer/trade/carts/count')) || 0
    if (mine < shown) return
    shown = mine
    setCartNum(count)
  } catch {
    // The badge keeps its last value; the client has shown the failure.
  }
}
