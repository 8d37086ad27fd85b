import type { TradeDTO } from '@silk/contracts/trade'
import { describe, expect, it } from 'vitest'
import { checkCall, withCheck } from './cart-checks.ts'

const line = (skuId: string, storeId: string, checked: boolean, invalid = false) => ({
  storeId,
  checked,
  invalid,
  goodsSku: { id: skuId },
})
/** Two stores: A with lines 1 (checked) and 2, B with line 3 (invalid, checked). */
function cart(): TradeDTO {
  const lines = [line('1', 'A', true), line('2', 'A', false), line('3', 'B', true, true)]
  return {
    skuList: lines,
    cartList: [
      { storeId: 'A', checked: true, skuList: lines.slice(0, 2) },
      { storeId: 'B', checked: true, skuList: lines.slice(2) },
    ],
  } as unknown as TradeDTO
}
const flags = (c: TradeDTO) => ({
  lines: c.skuList.map((l) => l.checked),
  stores: c.cartList.map((s) => [s.checked, s.skuList.map((l) => l.checked)]),
})

describe('withCheck', () => {
  it('marks one line in both lists and keeps the store flag as "any checked"', () => {
    const next = withCheck(cart(), { scope: 'sku', skuId: '1', checked: false })
    expect(flags(next)).toEqual({
      lines: [false, false, true],
      stores: [
        [false, [false, false]],
        [true, [true]],
      ],
    })
  })

  it('marks a whole store, and every line for all, invalid ones included as the server does', () => {
    expect(flags(withCheck(cart(), { scope: 'store', storeId: 'A', checked: true })).lines).toEqual([
      true,
      true,
      true,
    ])
    expect(flags(withCheck(cart(), { scope: 'all', checked: false }))).toEqual({
      lines: [false, false, false],
      stores: [
        [false, [false, false]],
        [false, [false]],
      ],
    })
  })

  it('leaves the cart it was given alone', () => {
    const before = cart()
    withCheck(before, { scope: 'all', checked: false })
    expect(flags(before).lines).toEqual([true, false, true])
  })
})

describe('checkCall', () => {
  it('names the spec §7 endpoint of each scope', () => {
    expect(checkCall({ scope: 'all', checked: true }).path).toBe('/buyer/trade/carts/sku/checked')
    expect(checkCall({ scope: 'store', storeId: '9', checked: false })).toEqual({
      path: '/buyer/trade/carts/store/9',
      checked: false,
    })
    expect(checkCall({ scope: 'sku', skuId: '5', checked: true }).path).toBe(
      '/buyer/trade/carts/sku/checked/5',
    )
  })
})
