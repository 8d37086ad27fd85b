import type { ConsoleMenuGroup } from '../console/ConsoleLayout.tsx'
import type { SellerSession } from './site.ts'

/**
 * The seller pages by menu area (lilishop 商家端 menus, reference §1.2). An area shows when the API's
 * menu lists it (the principal may read it); its group title is the API's. Areas without pages yet
 * are left out rather than linking nowhere.
 */
export const SELLER_PAGES: {
  area: string
  /** `end`: only this exact path lights the entry; `write`: shown only to who may change the area. */
  items: { to: string; key: string; end?: boolean; write?: boolean }[]
}[] = [
  {
    area: 'goods',
    items: [
      { to: '/seller/goods', key: 'menu.goods', end: true },
      { to: '/seller/goods/publish', key: 'menu.publish', write: true },
      { to: '/seller/goods/stock', key: 'menu.stock' },
      { to: '/seller/goods/categories', key: 'menu.categories' },
    ],
  },
  { area: 'order', items: [{ to: '/seller/orders', key: 'sellerOrders:menu.orders' }] },
  { area: 'rfq', items: [{ to: '/seller/rfq', key: 'sellerRfq:menu.rfq' }] },
  { area: 'afterSale', items: [{ to: '/seller/after-sale', key: 'sellerQueues:menu.afterSale' }] },
  { area: 'complaint', items: [{ to: '/seller/complaints', key: 'sellerQueues:menu.complaints' }] },
  { area: 'evaluation', items: [{ to: '/seller/reviews', key: 'sellerQueues:menu.reviews' }] },
  {
    area: 'promotion',
    items: [
      { to: '/seller/promotions/coupons', key: 'sellerQueues:menu.coupons' },
      { to: '/seller/promotions/full-discount', key: 'fullDiscount:menu.seller' },
      { to: '/seller/promotions/pintuan', key: 'pintuan:menu.seller' },
      { to: '/seller/promotions/seckill', key: 'flashSale:menu.seller' },
      { to: '/seller/promotions/distribution-goods', key: 'sellerDistribution:menu.goods' },
      { to: '/seller/promotions/distribution-orders', key: 'sellerDistribution:menu.orders' },
      { to: '/seller/promotions/live', key: 'live:menu.studios' },
      { to: '/seller/promotions/live-goods', key: 'live:menu.goods' },
    ],
  },
  { area: 'finance', items: [{ to: '/seller/finance/bills', key: 'settlement:menu.bills' }] },
  { area: 'statistics', items: [{ to: '/seller/statistics', key: 'reports:menu.seller' }] },
  {
    area: 'setting',
    items: [
      { to: '/seller/settings/freight', key: 'sellerSettings:menu.freight' },
      { to: '/seller/settings/store', key: 'sellerSettings:menu.store' },
    ],
  },
  { area: 'staff', items: [{ to: '/seller/staff', key: 'menu.staff' }] },
  { area: 'message', items: [{ to: '/seller/messages', key: 'storeMessage:menu.seller' }] },
  { area: 'chat', items: [{ to: '/seller/chat', key: 'sellerChat:menu.chat' }] },
]

export function sellerMenu(
  session: SellerSession,
  lang: string,
  t: (key: string) => string,
): ConsoleMenuGroup[] {
  return SELLER_PAGES.flatMap((page) => {
    const entry = session.menus.find((m) => m.area === page.area)
    if (!entry) return []
    return [
      {
        key: page.area,
        title: lang === 'en' ? entry.titleEn : entry.title,
        items: page.items
          .filter((item) => !item.write || entry.write)
          .map((item) => ({ to: item.to, label: t(item.key), end: item.end })),
      },
    ]
  })
}
