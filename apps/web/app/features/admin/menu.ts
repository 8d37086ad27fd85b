import type { ConsoleMenuGroup } from '../console/ConsoleLayout.tsx'
import type { AdminSession } from './site.ts'

/**
 * The operator pages by area (lilishop 管理端 menus, reference §1.3), one group per area. An area shows
 * when the API lists it for this operator; areas without pages yet are left out rather than linking nowhere.
 */
export const ADMIN_PAGES: { area: string; items: { to: string; key: string; end?: boolean }[] }[] = [
  {
    area: 'member',
    items: [
      { to: '/admin/members', key: 'menu.members' },
      { to: '/admin/evaluations', key: 'menu.evaluations' },
      { to: '/admin/points-history', key: 'menu.pointsHistory' },
    ],
  },
  {
    area: 'goods',
    items: [
      { to: '/admin/goods/review', key: 'menu.goodsReview' },
      { to: '/admin/goods', key: 'menu.goods', end: true },
      { to: '/admin/categories', key: 'menu.categories' },
      { to: '/admin/brands', key: 'menu.brands' },
      { to: '/admin/specs', key: 'menu.specs' },
      { to: '/admin/parameters', key: 'menu.parameters' },
      { to: '/admin/units', key: 'menu.units' },
    ],
  },
  {
    area: 'wallet',
    items: [
      { to: '/admin/wallet-log', key: 'menu.walletLog' },
      { to: '/admin/recharges', key: 'menu.recharges' },
      { to: '/admin/withdrawals', key: 'menu.withdrawals' },
    ],
  },
  {
    area: 'distribution',
    items: [
      { to: '/admin/distributors', key: 'menu.distributors' },
      { to: '/admin/distribution-goods', key: 'menu.distributionGoods' },
      { to: '/admin/distribution-orders', key: 'menu.distributionOrders' },
      { to: '/admin/distribution-cash', key: 'menu.distributionCash' },
    ],
  },
  {
    area: 'store',
    items: [
      { to: '/admin/store-applies', key: 'menu.storeApplies' },
      { to: '/admin/stores', key: 'menu.stores' },
      { to: '/admin/store-messages', key: 'storeMessage:menu.admin' },
      { to: '/admin/bills', key: 'settlement:menu.adminBills' },
    ],
  },
  {
    area: 'admin',
    items: [
      { to: '/admin/admins', key: 'menu.admins' },
      { to: '/admin/roles', key: 'menu.roles' },
      { to: '/admin/departments', key: 'menu.departments' },
    ],
  },
  {
    area: 'content',
    items: [
      { to: '/admin/articles', key: 'adminContent:menu.articles' },
      { to: '/admin/article-categories', key: 'adminContent:menu.categories' },
      { to: '/admin/hot-words', key: 'adminContent:menu.hotWords' },
      { to: '/admin/home-slides', key: 'adminContent:menu.home' },
      { to: '/admin/nav', key: 'adminContent:menu.nav' },
    ],
  },
  {
    area: 'order',
    items: [
      { to: '/admin/orders', key: 'adminTrade:menu.orders' },
      { to: '/admin/after-sales', key: 'adminTrade:menu.afterSales' },
      { to: '/admin/complaints', key: 'adminTrade:menu.complaints' },
      { to: '/admin/after-sale-reasons', key: 'menu.afterSaleReasons' },
      { to: '/admin/payments', key: 'adminTrade:menu.payments' },
      { to: '/admin/reconciliation', key: 'reconciliation:menu' },
    ],
  },
  {
    area: 'promotion',
    items: [
      { to: '/admin/coupons', key: 'adminTrade:menu.coupons' },
      { to: '/admin/coupon-activities', key: 'couponActivity:menu' },
      { to: '/admin/points-goods', key: 'pointsAdmin:menu.goods' },
      { to: '/admin/points-categories', key: 'pointsAdmin:menu.categories' },
      { to: '/admin/seckill', key: 'flashSale:menu.activities', end: true },
      { to: '/admin/seckill/applies', key: 'flashSale:menu.applies' },
      { to: '/admin/full-discount', key: 'fullDiscount:menu.platform' },
      { to: '/admin/pintuan', key: 'pintuan:menu.platform' },
      { to: '/admin/kanjia', key: 'kanjia:menu.platform' },
      { to: '/admin/live', key: 'live:menu.platform' },
    ],
  },
  {
    area: 'setting',
    items: [
      { to: '/admin/settings', key: 'adminContent:menu.settings' },
      { to: '/admin/currencies', key: 'consultation:admin.currencies' },
      { to: '/admin/chat-words', key: 'adminTrade:chatWords.menu' },
      { to: '/admin/regions', key: 'menu.regions' },
      { to: '/admin/jobs', key: 'jobs:menu' },
    ],
  },
  { area: 'statistics', items: [{ to: '/admin/statistics', key: 'reports:menu.admin' }] },
  { area: 'consultation', items: [{ to: '/admin/consultations', key: 'consultation:admin.menu' }] },
  { area: 'log', items: [{ to: '/admin/logs', key: 'menu.logs' }] },
]

export function adminMenu(session: AdminSession, t: (key: string) => string): ConsoleMenuGroup[] {
  return ADMIN_PAGES.flatMap((page) =>
    session.menus.some((m) => m.area === page.area)
      ? [
          {
            key: page.area,
            title: t(`area.${page.area}`),
            items: page.items.map((item) => ({ to: item.to, label: t(item.key), end: item.end })),
          },
        ]
      : [],
  )
}
