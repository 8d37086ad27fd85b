import type { CartSkuVO, TradeDTO } from '@silk/contracts/trade'

/** One check or uncheck on the cart page: every line, one store's lines, or one line. */
export type CheckOp =
  | { scope: 'all'; checked: boolean }
  | { scope: 'store'; storeId: string; checked: boolean }
  | { scope: 'sku'; skuId: string; checked: boolean }

/** The call that saves the check on the server (spec §7 "Cart"). */
export function checkCall(op: CheckOp): { path: string; checked: boolean } {
  if (op.scope === 'all') return { path: '/buyer/trade/carts/sku/checked', checked: op.checked }
  if (op.scope === 'store') return { path: `/buyer/trade/carts/store/${op.storeId}`, checked: op.checked }
  return { path: `/buyer/trade/carts/sku/checked/${op.skuId}`, checked: op.checked }
}

/**
 * The cart as it will be once the server has saved `op`, for the boxes to follow the click at once
 * (the totals come with the reloaded cart). Like the server, it marks every line in scope, invalid
 * ones included; the store flag is "any line checked".
 */
export function withCheck(cart: TradeDTO, op: CheckOp): TradeDTO {
  const mark = (line: CartSkuVO): CartSkuVO =>
    op.scope === 'all' ||
    (op.scope === 'store' && op.storeId === line.storeId) ||
    (op.scope === 'sku' && op.skuId === line.goodsSku.id)
      ? { ...line, checked: op.checked }
      : line
  return {
    ...cart,
    skuList: cart.skuList.map(mark),
    cartList: cart.cartList.map((store) => {
      const skuList = store.skuList.map(mark)
      return { ...store, skuList, checked: skuList.some((l) => l.checked) }
    }),
  }
}
