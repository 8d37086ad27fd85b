import type { FastifyInstance } from 'fastify'
import { afterSaleRoutes } from './buyer/after-sale/after-sale.ts'
import { buyerBroadcastRoutes } from './buyer/broadcast/studio.ts'
import { complaintRoutes } from './buyer/complaint/complaint.ts'
import { distributionRoutes } from './buyer/distribution/distribution.ts'
import { categoryRoutes } from './buyer/goods/category.ts'
import { goodsEvaluationRoutes } from './buyer/goods/evaluation.ts'
import { goodsRoutes } from './buyer/goods/goods.ts'
import { buyerChatRoutes } from './buyer/im/chat.ts'
import { addressRoutes } from './buyer/member/address.ts'
import { collectionRoutes } from './buyer/member/collections.ts'
import { memberEvaluationRoutes } from './buyer/member/evaluation.ts'
import { footprintRoutes } from './buyer/member/footprint.ts'
import { pointsRoutes } from './buyer/member/points.ts'
import { memberMessageRoutes } from './buyer/message/member.ts'
import { orderRoutes } from './buyer/order/order.ts'
import { articleRoutes } from './buyer/other/article.ts'
import { consultationRoutes } from './buyer/other/consultation.ts'
import { homeSlideRoutes } from './buyer/other/home-slides.ts'
import { logisticsRoutes } from './buyer/other/logistics.ts'
import { navRoutes } from './buyer/other/nav.ts'
import { pageDataRoutes } from './buyer/other/page-data.ts'
import { purchaseRoutes } from './buyer/other/purchase.ts'
import { trafficRoutes } from './buyer/other/traffic.ts'
import { passportMemberRoutes } from './buyer/passport/member.ts'
import { qrAndConnectRoutes } from './buyer/passport/qr-and-connect.ts'
import { tokenVerifierRoutes } from './buyer/passport/token-verifier.ts'
import { cashierRoutes } from './buyer/payment/cashier.ts'
import { couponRoutes } from './buyer/promotion/coupon.ts'
import { kanjiaBuyerRoutes } from './buyer/promotion/kanjia.ts'
import { pintuanBuyerRoutes } from './buyer/promotion/pintuan.ts'
import { promotionRoutes } from './buyer/promotion/promotion.ts'
import { storeApplyRoutes } from './buyer/store/apply.ts'
import { storeRoutes } from './buyer/store/store.ts'
import { cartRoutes } from './buyer/trade/cart.ts'
import { walletRoutes } from './buyer/wallet/wallet.ts'
import { currencyRoutes } from './common/currency.ts'
import { imRoutes } from './common/im.ts'
import { regionRoutes } from './common/region.ts'
import { siteRoutes } from './common/site.ts'
import { sliderRoutes } from './common/slider.ts'
import { smsRoutes } from './common/sms.ts'
import { trackingRoutes } from './common/tracking.ts'
import { uploadRoutes } from './common/upload.ts'
import { healthRoutes } from './health.ts'
import { managerAdminRoutes } from './manager/admins.ts'
import { managerArbitrationRoutes } from './manager/arbitration.ts'
import { managerBillRoutes } from './manager/bill.ts'
import { managerBroadcastRoutes } from './manager/broadcast.ts'
import { managerCatalogueRoutes } from './manager/catalogue.ts'
import { managerChatRoutes } from './manager/chat.ts'
import { managerConsultationRoutes } from './manager/consultations.ts'
import { managerContentRoutes } from './manager/content.ts'
import { managerCouponActivityRoutes } from './manager/coupon-activity.ts'
import { managerDepartmentRoutes } from './manager/departments.ts'
import { managerDistributionRoutes } from './manager/distribution.ts'
import { managerFullDiscountRoutes } from './manager/full-discount.ts'
import { managerGoodsRoutes } from './manager/goods.ts'
import { managerJobsRoutes } from './manager/jobs.ts'
import { managerKanjiaRoutes } from './manager/kanjia.ts'
import { managerLiliPageRoutes } from './manager/lili-pages.ts'
import { managerLogRoutes } from './manager/log.ts'
import { managerMemberRoutes } from './manager/members.ts'
import { managerNavRoutes } from './manager/nav.ts'
import { managerOrderRoutes } from './manager/orders.ts'
import { managerPassportRoutes } from './manager/passport.ts'
import { managerPintuanRoutes } from './manager/pintuan.ts'
import { managerPointsGoodsRoutes } from './manager/points-goods.ts'
import { managerPurchaseRoutes } from './manager/purchase.ts'
import { managerReconciliationRoutes } from './manager/reconciliation.ts'
import { managerSeckillRoutes } from './manager/seckill.ts'
import { managerSettingRoutes } from './manager/settings.ts'
import { managerStatisticsRoutes } from './manager/statistics.ts'
import { managerStoreMessageRoutes } from './manager/store-message.ts'
import { managerStoreRoutes } from './manager/stores.ts'
import { managerWithdrawRoutes } from './manager/withdraw.ts'
import { mediaRoutes } from './media.ts'
import { storeAfterSaleRoutes } from './store/after-sale.ts'
import { storeBillRoutes } from './store/bill.ts'
import { storeBroadcastRoutes } from './store/broadcast.ts'
import { storeCatalogueRoutes } from './store/catalogue.ts'
import { storeChatRoutes } from './store/chat.ts'
import { storeComplaintRoutes } from './store/complaint.ts'
import { storeDepartmentRoutes } from './store/departments.ts'
import { storeDistributionRoutes } from './store/distribution.ts'
import { storeEvaluationRoutes } from './store/evaluation.ts'
import { storeFullDiscountRoutes } from './store/full-discount.ts'
import { storeGoodsRoutes } from './store/goods.ts'
import { storeLabelRoutes } from './store/labels.ts'
import { storeMessageRoutes } from './store/message.ts'
import { storeOrderRoutes } from './store/order.ts'
import { storePassportRoutes } from './store/passport.ts'
import { storePintuanRoutes } from './store/pintuan.ts'
import { storePromotionRoutes } from './store/promotion.ts'
import { storeRfqRoutes } from './store/rfq.ts'
import { storeSeckillRoutes } from './store/seckill.ts'
import { storeSettingRoutes } from './store/settings.ts'
import { storeStaffRoutes } from './store/staff.ts'
import { storeStatisticsRoutes } from './store/statistics.ts'
import { storeStockRoutes } from './store/stock.ts'

/** Every route group, registered in one place. Each domain adds its groups here. */
export const routeGroups: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  tokenVerifierRoutes,
  passportMemberRoutes,
  qrAndConnectRoutes,
  sliderRoutes,
  smsRoutes,
  siteRoutes,
  regionRoutes,
  trackingRoutes,
  imRoutes,
  uploadRoutes,
  pageDataRoutes,
  logisticsRoutes,
  articleRoutes,
  homeSlideRoutes,
  navRoutes,
  trafficRoutes,
  categoryRoutes,
  goodsRoutes,
  goodsEvaluationRoutes,
  memberEvaluationRoutes,
  storeRoutes,
  storeApplyRoutes,
  collectionRoutes,
  footprintRoutes,
  pointsRoutes,
  memberMessageRoutes,
  mediaRoutes,
  addressRoutes,
  cartRoutes,
  couponRoutes,
  promotionRoutes,
  pintuanBuyerRoutes,
  kanjiaBuyerRoutes,
  buyerBroadcastRoutes,
  cashierRoutes,
  walletRoutes,
  orderRoutes,
  distributionRoutes,
  complaintRoutes,
  afterSaleRoutes,
  consultationRoutes,
  purchaseRoutes,
  currencyRoutes,
  buyerChatRoutes,
  // The seller centre (`/store/**`, STORE audience).
  storePassportRoutes,
  storeStaffRoutes,
  storeDepartmentRoutes,
  storeStockRoutes,
  storeGoodsRoutes,
  storeCatalogueRoutes,
  storeLabelRoutes,
  storeOrderRoutes,
  storeAfterSaleRoutes,
  storeComplaintRoutes,
  storeEvaluationRoutes,
  storePromotionRoutes,
  storeDistributionRoutes,
  storeBroadcastRoutes,
  storeMessageRoutes,
  storeFullDiscountRoutes,
  storePintuanRoutes,
  storeSeckillRoutes,
  storeRfqRoutes,
  storeSettingRoutes,
  storeBillRoutes,
  storeStatisticsRoutes,
  storeChatRoutes,
  // The operator console (`/manager/**`, MANAGER audience).
  managerPassportRoutes,
  managerAdminRoutes,
  managerDepartmentRoutes,
  managerLogRoutes,
  managerJobsRoutes,
  managerReconciliationRoutes,
  managerWithdrawRoutes,
  managerLiliPageRoutes,
  managerDistributionRoutes,
  managerStoreRoutes,
  managerCatalogueRoutes,
  managerContentRoutes,
  managerNavRoutes,
  managerStoreMessageRoutes,
  managerSettingRoutes,
  managerGoodsRoutes,
  managerMemberRoutes,
  managerBillRoutes,
  managerArbitrationRoutes,
  managerPointsGoodsRoutes,
  managerSeckillRoutes,
  managerStatisticsRoutes,
  managerFullDiscountRoutes,
  managerCouponActivityRoutes,
  managerPintuanRoutes,
  managerKanjiaRoutes,
  managerBroadcastRoutes,
  managerOrderRoutes,
  managerConsultationRoutes,
  managerPurchaseRoutes,
  managerChatRoutes,
]
