import type { APIRequestContext } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'

/**
 * Goods for the cart and member-list journeys, read from the public API of the demo catalogue (the
 * journeys share one database, so stock is read when the journey runs, never assumed).
 */
type Envelope<T> = { success: boolean; message: string; result: T }

export interface ListedSku {
  id: string
  goodsId: string
  goodsName: string
  price: number
  storeId: string
  storeName: string
  categoryPath: string
  /** Stock as the goods page reads it now. */
  stock: number
}

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(`${baseURL}${path}`)).json()) as Envelope<T>
  if (!body.success) throw new Error(`GET ${path}: ${body.message}`)
  return body.result
}

/** The listed SKUs of a store (up to 200), one per goods unless `allSkus`. */
export async function storeSkus(
  request: APIRequestContext,
  storeId: string,
  allSkus = false,
): Promise<Omit<ListedSku, 'stock'>[]> {
  const rows: Omit<ListedSku, 'stock'>[] = []
  for (const pageNumber of [1, 2]) {
    const page = await get<{ records: Omit<ListedSku, 'stock'>[] }>(
      request,
      `/buyer/goods/goods/es?storeId=${storeId}&pageSize=100&pageNumber=${pageNumber}`,
    )
    rows.push(...page.records)
    if (page.records.length < 100) break
  }
  if (allSkus) return rows
  const seen = new Set<string>()
  return rows.filter((r) => !seen.has(r.goodsId) && seen.add(r.goodsId))
}

export async function skuStock(request: APIRequestContext, sku: { id: string; goodsId: string }) {
  const detail = await get<{ data: { quantity: number } }>(
    request,
    `/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`,
  )
  return detail.data.quantity
}

/** `count` SKUs of different goods of the store whose stock is within [minStock, maxStock]. */
export async function pickSkus(
  request: APIRequestContext,
  storeId: string,
  count: number,
  { minStock = 1, maxStock = Number.POSITIVE_INFINITY, skip = 0 } = {},
): Promise<ListedSku[]> {
  const picked: ListedSku[] = []
  for (const sku of (await storeSkus(request, storeId)).slice(skip)) {
    const stock = await skuStock(request, sku)
    if (stock >= minStock && stock <= maxStock) picked.push({ ...sku, stock })
    if (picked.length === count) return picked
  }
  throw new Error(`store ${storeId}: fewer than ${count} goods with stock in [${minStock}, ${maxStock}]`)
}

/** "¥1,234.50", as the pages print money. */
export const yuan = (value: number) =>
  `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** Sum of yuan amounts without floating-point drift. */
export const sumYuan = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100
