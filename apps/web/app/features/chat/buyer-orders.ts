import type { OrderSimpleVO } from '@silk/contracts/order'
import type { Page } from '@silk/contracts/paging'
import type { z } from 'zod'
import { api } from '../../lib/api/browser.ts'
import type { OrderChoice } from './ChatThread.tsx'

/** The buyer's orders with a store, newest first, as the composer's order button offers them. */
export async function buyerOrdersWith(storeId: string): Promise<OrderChoice[]> {
  const page = await api.get<Page<z.infer<typeof OrderSimpleVO>>>('/buyer/order/order', {
    pageNumber: 1,
    pageSize: 50,
  })
  return page.records
    .filter((o) => o.storeId === storeId)
    .slice(0, 10)
    .map((o) => ({
      orderSn: o.sn,
      goodsName: o.orderItems[0]?.name ?? '',
      image: o.orderItems[0]?.image ?? '',
      flowPrice: o.flowPrice,
      createTime: o.createTime,
    }))
}
