import { index, type RouteConfig, route } from '@react-router/dev/routes'

/** Every route of spec §2, spelled as the spec spells it (history mode). */
export default [
  index('routes/home.tsx'),
  route('login', 'routes/auth/login.tsx'),
  route('SignUp', 'routes/auth/sign-up.tsx'),
  route('forgetPassword', 'routes/auth/forget-password.tsx'),

  route('SlNewsCenter', 'routes/content/news-center.tsx'),
  route('SlNewsDetails', 'routes/content/news-details.tsx'),
  route('slBrand', 'routes/content/brand.tsx', [route('build', 'routes/content/brand-build.tsx')]),
  route('SlBrandDetails', 'routes/content/brand-details.tsx'),
  route('Analyse', 'routes/content/analyse.tsx'),
  route('Strategy', 'routes/content/strategy.tsx'),
  route('Promotion', 'routes/content/promotion.tsx'),
  route('Bglobal', 'routes/content/bglobal.tsx'),
  route('Nsystem', 'routes/content/nsystem.tsx'),
  route('slGuide', 'routes/content/guide.tsx'),
  route('travel', 'routes/content/travel.tsx'),
  route('support', 'routes/content/support.tsx'),
  route('shipGoods', 'routes/content/ship-goods.tsx'),
  route('slNew', 'routes/content/sl-new.tsx'),
  route('Initiative', 'routes/content/initiative.tsx'),
  route('Service', 'routes/content/service.tsx'),
  route('article/detail', 'routes/content/article-detail.tsx'),
  route('Preview', 'routes/content/preview.tsx'),
  route('protect', 'routes/content/protect.tsx'),

  route('slShop', 'routes/shop/shop-home.tsx'),
  route('goodsList', 'routes/shop/goods-list.tsx'),
  route('goodsDetail', 'routes/shop/goods-detail.tsx'),
  route('merchant', 'routes/shop/merchant.tsx'),
  route('seckill', 'routes/shop/seckill.tsx'),
  route('pointMall', 'routes/shop/point-mall.tsx'),
  route('cart', 'routes/shop/cart.tsx'),
  route('pay', 'routes/shop/pay.tsx'),
  route('pay/sandbox', 'routes/shop/pay-sandbox.tsx'),
  route('payment', 'routes/shop/payment.tsx'),
  route('payDone', 'routes/shop/pay-done.tsx'),

  route('home', 'routes/member/layout.tsx', [
    index('routes/member/overview.tsx'),
    route('MyOrder', 'routes/member/my-order.tsx'),
    route('OrderDetail', 'routes/member/order-detail.tsx'),
    route('AfterSale', 'routes/member/after-sale.tsx'),
    route('ApplyAfterSale', 'routes/member/apply-after-sale.tsx'),
    route('AfterSaleDetail', 'routes/member/after-sale-detail.tsx'),
    route('Coupons', 'routes/member/coupons.tsx'),
    route('MoneyManagement', 'routes/member/money-management.tsx'),
    route('MyTracks', 'routes/member/my-tracks.tsx'),
    route('Favorites', 'routes/member/favorites.tsx'),
    route('MyAddress', 'routes/member/my-address.tsx'),
    route('AddAddress', 'routes/member/add-address.tsx'),
    route('Point', 'routes/member/point.tsx'),
    route('MsgList', 'routes/member/msg-list.tsx'),
    route('AddEval', 'routes/member/add-eval.tsx'),
    route('CommentList', 'routes/member/comment-list.tsx'),
    route('EvalDetail', 'routes/member/eval-detail.tsx'),
    route('Complain', 'routes/member/complain.tsx'),
    route('ComplainList', 'routes/member/complain-list.tsx'),
    route('ComplainDetail', 'routes/member/complain-detail.tsx'),
    route('Distribution', 'routes/member/distribution.tsx'),
  ]),

  // The seller centre (decision 103): its own frame, login and cookies; never in the page cache.
  route('seller/login', 'routes/seller/login.tsx'),
  route('seller', 'routes/seller/layout.tsx', [
    index('routes/seller/dashboard.tsx'),
    route('password', 'routes/seller/password.tsx'),
    route('goods/stock', 'routes/seller/stock.tsx'),
    route('goods/categories', 'routes/seller/categories.tsx'),
    route('staff', 'routes/seller/staff.tsx'),
  ]),

  // The operator console (decision 110): the same shell, its own login and cookies.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('withdrawals', 'routes/admin/withdrawals.tsx'),
    route('distributors', 'routes/admin/distributors.tsx'),
    route('store-applies', 'routes/admin/store-applies.tsx'),
    route('stores', 'routes/admin/stores.tsx'),
    route('admins', 'routes/admin/admins.tsx'),
    route('roles', 'routes/admin/roles.tsx'),
    route('logs', 'routes/admin/logs.tsx'),
    route('password', 'routes/admin/password.tsx'),
  ]),

  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),

  // The gallery of components/ui, for development only: production builds leave it out.
  ...(process.env.NODE_ENV === 'production' ? [] : [route('__ui', 'routes/dev/ui-gallery.tsx')]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
