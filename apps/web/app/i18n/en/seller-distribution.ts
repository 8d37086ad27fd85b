import type { Shape } from '../shape.ts'
import type { sellerDistribution as zh } from '../zh/seller-distribution.ts'

/** The seller's distribution goods and distribution orders (issue 66, decision 166). */
export const sellerDistribution: Shape<typeof zh> = {
  menu: { goods: 'Distribution goods', orders: 'Distribution orders' },
  goods: {
    title: 'Distribution goods',
    intro:
      "Put SKUs of your goods on sale into the platform's distribution programme with a commission per unit: when a buyer bound to a distributor buys, the distributor earns commission × quantity (withdrawable once the order completes, taken back on a refund).",
    add: 'Add distribution goods',
    edit: 'Change commission',
    empty: 'No distribution goods yet',
    goods: 'Goods',
    pickGoods: 'Choose goods',
    sku: 'SKU',
    price: 'Price',
    commission: 'Commission (¥ per unit)',
    stock: 'Stock',
    time: 'Added',
    nameFilter: 'Goods name',
    remove: 'Remove',
    removeTitle: 'Remove "{{name}}" from distribution?',
    removeMessage: 'Distributors can no longer promote this SKU; commissions of orders already placed stay.',
    removed: 'Removed from distribution',
    saved: 'Commission saved',
    required: 'Enter the {{field}}',
    commissionRange: 'The commission must be above 0, with at most two decimals, and below the price',
  },
  orders: {
    title: 'Distribution orders',
    intro:
      "Distribution orders of your store's goods (read-only): the platform pays the distributor's commission once the order completes.",
    empty: 'No distribution orders yet',
    orderSn: 'Order no.',
    goods: 'Goods',
    num: 'Qty',
    distributor: 'Distributor',
    buyer: 'Buyer',
    rebate: 'Commission',
    time: 'Ordered',
    status: 'Status',
    statuses: { NO_COMPLETED: 'Open', COMPLETE: 'Completed', REFUND: 'Refunded' },
    all: 'All',
  },
}
