import { api } from '../../lib/api/browser.ts'
import { setCartNum } from '../../lib/cart-count.ts'

/** Re-reads the number of cart lines (GET /buyer/trade/carts/count) into the `cartNum` cookie and badges. */
export async function refreshCartNum(): Promise<void> {
  try {
    setCartNum(Number(await api.get<number>('/buyer/trade/carts/count')) || 0)
  } catch {
    // The badge keeps its last value; the client has shown the failure.
  }
}
