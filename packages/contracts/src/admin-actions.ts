interface Titles {
  zh: string
  en: string
}

/** The areas of the actions, in the order the log's action filter lists them, with their titles. */
export const ADMIN_ACTION_AREAS = {
  account: { zh: '登录与个人账号', en: 'Sign-in and own account' },
  operators: { zh: '管理员与角色', en: 'Operators and roles' },
  members: { zh: '会员、提现、分销与店铺', en: 'Members, withdrawals, distribution and stores' },
  goods: { zh: '商品与类目', en: 'Goods and the catalogue' },
  trade: { zh: '订单、售后、投诉与结算', en: 'Orders, after-sales, complaints and bills' },
  content: { zh: '内容与图片', en: 'Content and pictures' },
  settings: {
    zh: '设置、优惠券、积分商城、咨询与汇率',
    en: 'Settings, coupons, the points mall, leads and rates',
  },
} as const satisfies Record<string, Titles>
export type AdminActionArea = keyof typeof ADMIN_ACTION_AREAS

/** The actions of one area, each marked with it: the table names an action's area where it lists it. */
function area<const A extends AdminActionArea, const T extends Record<string, Titles>>(
  name: A,
  actions: T,
): { [K in keyof T]: T[K] & { area: A } } {
  const marked = Object.entries(actions).map(([code, titles]) => [code, { ...titles, area: name }])
  return Object.fromEntries(marked) as { [K in keyof T]: T[K] & { area: A } }
}

/**
 * Every action the operation log (操作日志, `admin_log`) records, by its code, with its title in both
 * languages (decision 137). The code is the key: the API writes it (`adminWrite` takes only codes of
 * this table, so a new action cannot be logged without its titles) and the log is read with the title
 * of the reader's language looked up here. The Chinese title is also stored with each row, as it read
 * when it was written; it is shown only for a code this table no longer knows.
 *
 * Each action belongs to an area (`ADMIN_ACTION_AREAS`): the log's action filter offers them grouped
 * by it, so an operator picks 审核通过提现 under its area instead of typing `wallet.withdraw.approve`.
 */
export const ADMIN_ACTIONS = {
  ...area('account', {
    'passport.login': { zh: '管理员登录', en: 'Signed in' },
    'passport.logout': { zh: '管理员退出', en: 'Signed out' },
    'passport.password.edit': { zh: '修改密码', en: 'Changed the password' },
    'passport.totp.enroll': { zh: '获取动态验证码密钥', en: 'Requested a two-step verification key' },
    'passport.totp.enable': { zh: '开启动态验证码', en: 'Turned two-step verification on' },
    'passport.totp.disable': { zh: '关闭动态验证码', en: 'Turned two-step verification off' },
  }),
  ...area('operators', {
    'admin.user.add': { zh: '新增管理员', en: 'Added an operator' },
    'admin.user.edit': { zh: '修改管理员', en: 'Edited an operator' },
    'admin.user.enable': { zh: '启用管理员', en: 'Enabled an operator' },
    'admin.user.disable': { zh: '停用管理员', en: 'Disabled an operator' },
    'permission.role.add': { zh: '新增角色', en: 'Added a role' },
    'permission.role.edit': { zh: '修改角色', en: 'Edited a role' },
    'permission.role.delete': { zh: '删除角色', en: 'Deleted a role' },
    'permission.department.add': { zh: '新增部门', en: 'Added a department' },
    'permission.department.edit': { zh: '修改部门', en: 'Edited a department' },
    'permission.department.delete': { zh: '删除部门', en: 'Deleted a department' },
    'permission.department.roles': { zh: '设置部门默认角色', en: 'Set a department’s default roles' },
  }),
  ...area('members', {
    'member.member.create': { zh: '添加会员', en: 'Added a member' },
    'member.member.enable': { zh: '启用会员', en: 'Enabled a member' },
    'member.member.disable': { zh: '禁用会员', en: 'Disabled a member' },
    'member.evaluation.status': { zh: '显示或隐藏会员评价', en: 'Showed or hid a review' },
    'wallet.withdraw.approve': { zh: '审核通过提现', en: 'Approved a withdrawal' },
    'wallet.withdraw.refuse': { zh: '拒绝提现', en: 'Refused a withdrawal' },
    'distribution.apply.pass': { zh: '通过分销员申请', en: 'Approved a distributor application' },
    'distribution.apply.refuse': { zh: '拒绝分销员申请', en: 'Refused a distributor application' },
    'store.apply.pass': { zh: '通过入驻申请', en: 'Approved a store application' },
    'store.apply.refuse': { zh: '拒绝入驻申请', en: 'Refused a store application' },
    'store.store.enable': { zh: '开启店铺', en: 'Reopened a store' },
    'store.store.disable': { zh: '关闭店铺', en: 'Closed a store' },
    'store.message.send': { zh: '向商家发送站内信', en: 'Sent a message to stores' },
  }),
  ...area('goods', {
    'goods.goods.approve': { zh: '审核通过商品', en: 'Approved goods' },
    'goods.goods.refuse': { zh: '审核拒绝商品', en: 'Refused goods' },
    'goods.goods.under': { zh: '违规下架商品', en: 'Took goods off sale for a violation' },
    'setting.goods.review.enable': { zh: '开启商品审核', en: 'Turned goods review on' },
    'setting.goods.review.disable': { zh: '关闭商品审核', en: 'Turned goods review off' },
    // Until decision 137 one code for both; the row's change says which.
    'setting.goods.review': { zh: '开关商品审核', en: 'Turned goods review on or off' },
    'goods.category.create': { zh: '添加商品分类', en: 'Added a category' },
    'goods.category.update': { zh: '编辑商品分类', en: 'Edited a category' },
    'goods.category.delete': { zh: '删除商品分类', en: 'Deleted a category' },
    'goods.category.enable': { zh: '启用商品分类', en: 'Enabled a category' },
    'goods.category.disable': { zh: '停用商品分类', en: 'Disabled a category' },
    'goods.category.move': { zh: '调整商品分类排序', en: 'Reordered a category' },
    'goods.category.brands': { zh: '关联分类品牌', en: "Set a category's brands" },
    'goods.category.specs': { zh: '关联分类规格', en: "Set a category's specs" },
    'goods.brand.create': { zh: '添加品牌', en: 'Added a brand' },
    'goods.brand.update': { zh: '编辑品牌', en: 'Edited a brand' },
    'goods.brand.enable': { zh: '启用品牌', en: 'Enabled a brand' },
    'goods.brand.disable': { zh: '停用品牌', en: 'Disabled a brand' },
    'goods.brand.delete': { zh: '删除品牌', en: 'Deleted brands' },
    'goods.spec.create': { zh: '添加规格', en: 'Added a spec' },
    'goods.spec.update': { zh: '编辑规格', en: 'Edited a spec' },
    'goods.spec.delete': { zh: '删除规格', en: 'Deleted specs' },
    'goods.parameter-group.create': { zh: '添加参数组', en: 'Added a parameter group' },
    'goods.parameter-group.update': { zh: '编辑参数组', en: 'Edited a parameter group' },
    'goods.parameter-group.delete': { zh: '删除参数组', en: 'Deleted a parameter group' },
    'goods.parameter.create': { zh: '添加参数', en: 'Added a parameter' },
    'goods.parameter.update': { zh: '编辑参数', en: 'Edited a parameter' },
    'goods.parameter.delete': { zh: '删除参数', en: 'Deleted a parameter' },
    'goods.unit.create': { zh: '添加计量单位', en: 'Added a unit' },
    'goods.unit.update': { zh: '编辑计量单位', en: 'Edited a unit' },
    'goods.unit.delete': { zh: '删除计量单位', en: 'Deleted units' },
  }),
  ...area('trade', {
    'order.order.cancel': { zh: '平台取消订单', en: 'Cancelled an order' },
    'order.order.pay': { zh: '平台确认线下收款', en: "Confirmed an order's bank transfer" },
    'order.trade.pay': { zh: '平台确认线下收款（整笔交易）', en: "Confirmed a whole trade's bank transfer" },
    'order.afterSale.refund': {
      zh: '仲裁售后：支持买家退款',
      en: 'Ruled on an after-sale: refund the buyer',
    },
    'order.afterSale.uphold': {
      zh: '仲裁售后：维持商家拒绝',
      en: "Ruled on an after-sale: uphold the seller's refusal",
    },
    'order.afterSale.offlineRefund': { zh: '售后线下退款', en: 'Refunded an after-sale offline' },
    'order.refund.retry': { zh: '重新发起失败的退款', en: 'Sent a failed refund again' },
    'order.complaint.communicate': { zh: '投诉对话：平台回复', en: 'Replied in a complaint' },
    'order.complaint.forward': { zh: '投诉转交商家申诉', en: 'Passed a complaint to the store to appeal' },
    'order.complaint.arbitrate': { zh: '投诉仲裁', en: 'Ruled on a complaint' },
    'chat.case.read': { zh: '查看案件的客服聊天记录', en: "Read a case's customer-service chat" },
    'bill.close': { zh: '立即出账', en: 'Cut the bills now' },
    'bill.examine': { zh: '审核结算单', en: 'Examined a bill' },
    'bill.pay': { zh: '结算单付款', en: 'Paid a bill' },
    'order.reconcile.run': { zh: '重新对账', en: "Reconciled a gateway's bill again" },
    'order.reconcile.resolve': { zh: '处理对账差异', en: 'Resolved a reconciliation difference' },
  }),
  ...area('content', {
    'content.article.create': { zh: '新增文章', en: 'Added an article' },
    'content.article.update': { zh: '编辑文章', en: 'Edited an article' },
    'content.article.publish': { zh: '发布文章', en: 'Published an article' },
    'content.article.unpublish': { zh: '下架文章', en: 'Unpublished an article' },
    'content.article.delete': { zh: '删除文章', en: 'Deleted an article' },
    'content.category.create': { zh: '新增文章分类', en: 'Added an article category' },
    'content.category.update': { zh: '编辑文章分类', en: 'Edited an article category' },
    'content.category.delete': { zh: '删除文章分类', en: 'Deleted an article category' },
    'content.hotword.save': { zh: '设置热词', en: 'Set a hot word' },
    'content.hotword.delete': { zh: '删除热词', en: 'Deleted a hot word' },
    'content.home.create': { zh: '新增首页内容', en: 'Added a home page slide' },
    'content.home.update': { zh: '编辑首页内容', en: 'Edited a home page slide' },
    'content.home.enable': { zh: '显示首页内容', en: 'Showed a home page slide' },
    'content.home.disable': { zh: '隐藏首页内容', en: 'Hid a home page slide' },
    'content.home.sort': { zh: '调整首页内容顺序', en: 'Reordered the home page slides' },
    'content.home.delete': { zh: '删除首页内容', en: 'Deleted a home page slide' },
    'content.nav.create': { zh: '新增导航', en: 'Added a navigation entry' },
    'content.nav.update': { zh: '编辑导航', en: 'Edited a navigation entry' },
    'content.nav.enable': { zh: '显示导航', en: 'Showed a navigation entry' },
    'content.nav.disable': { zh: '隐藏导航', en: 'Hid a navigation entry' },
    'content.nav.sort': { zh: '调整导航顺序', en: 'Reordered the navigation' },
    'content.nav.delete': { zh: '删除导航', en: 'Deleted a navigation entry' },
    'media.upload': { zh: '上传图片', en: 'Uploaded a picture' },
  }),
  ...area('settings', {
    'setting.save': { zh: '修改系统设置', en: 'Changed the settings' },
    'setting.logistics.enable': { zh: '启用物流公司', en: 'Enabled a carrier' },
    'setting.logistics.disable': { zh: '停用物流公司', en: 'Disabled a carrier' },
    'promotion.coupon.create': { zh: '新增平台优惠券', en: 'Added a platform coupon' },
    'promotion.coupon.update': { zh: '修改平台优惠券', en: 'Edited a platform coupon' },
    'promotion.coupon.close': { zh: '关闭平台优惠券', en: 'Closed a platform coupon' },
    'promotion.pointsGoods.create': { zh: '新增积分商品', en: 'Added a points item' },
    'promotion.pointsGoods.update': { zh: '修改积分商品', en: 'Edited a points item' },
    'promotion.pointsGoods.upper': { zh: '上架积分商品', en: 'Put a points item on sale' },
    'promotion.pointsGoods.down': { zh: '下架积分商品', en: 'Took a points item off sale' },
    'promotion.pointsGoods.delete': { zh: '删除积分商品', en: 'Deleted a points item' },
    'promotion.pointsCategory.create': { zh: '新增积分商品分类', en: 'Added a points category' },
    'promotion.pointsCategory.update': { zh: '修改积分商品分类', en: 'Edited a points category' },
    'promotion.pointsCategory.delete': { zh: '删除积分商品分类', en: 'Deleted a points category' },
    'promotion.seckill.create': { zh: '新增秒杀活动', en: 'Added a flash sale' },
    'promotion.seckill.update': { zh: '修改秒杀活动', en: 'Edited a flash sale' },
    'promotion.seckill.close': { zh: '关闭秒杀活动', en: 'Closed a flash sale' },
    'promotion.seckill.delete': { zh: '删除秒杀活动', en: 'Deleted a flash sale' },
    'promotion.seckill.audit': { zh: '审核秒杀报名', en: 'Reviewed a flash-sale application' },
    'promotion.fullDiscount.create': { zh: '新增平台满减活动', en: 'Added a platform spend-and-save offer' },
    'promotion.fullDiscount.update': { zh: '修改平台满减活动', en: 'Edited a platform spend-and-save offer' },
    'promotion.fullDiscount.close': {
      zh: '提前结束平台满减活动',
      en: 'Ended a platform spend-and-save offer early',
    },
    'promotion.couponActivity.create': { zh: '新增券活动', en: 'Added a coupon activity' },
    'promotion.couponActivity.close': { zh: '关闭券活动', en: 'Closed a coupon activity' },
    'promotion.kanjia.create': { zh: '新增砍价商品', en: 'Added a bargain offer' },
    'promotion.kanjia.update': { zh: '修改砍价商品', en: 'Edited a bargain offer' },
    'promotion.kanjia.close': { zh: '关闭砍价商品', en: 'Closed a bargain offer' },
    'promotion.live.recommend': { zh: '设置直播间推荐', en: 'Changed a live room’s recommendation' },
    'consultation.state': { zh: '变更咨询状态', en: "Changed a lead's state" },
    'consultation.assign': { zh: '指派咨询', en: 'Assigned a lead' },
    'consultation.note': { zh: '添加咨询备注', en: 'Added a note to a lead' },
    'consultation.reply': { zh: '回复咨询', en: 'Replied to a lead' },
    'chat.word.create': { zh: '新增客服敏感词', en: 'Added a chat sensitive word' },
    'chat.word.delete': { zh: '删除客服敏感词', en: 'Deleted a chat sensitive word' },
    'currency.rate': { zh: '设置汇率', en: 'Set an exchange rate' },
    'currency.delete': { zh: '删除汇率', en: 'Deleted an exchange rate' },
  }),
}

export type AdminAction = keyof typeof ADMIN_ACTIONS

export function isAdminAction(code: string): code is AdminAction {
  return Object.hasOwn(ADMIN_ACTIONS, code)
}

/**
 * The actions by area, in the table's order: the choices of the log's action filter (its optgroups).
 */
export const ADMIN_ACTIONS_BY_AREA: readonly { area: AdminActionArea; actions: readonly AdminAction[] }[] = (
  Object.keys(ADMIN_ACTION_AREAS) as AdminActionArea[]
).map((name) => ({
  area: name,
  actions: (Object.keys(ADMIN_ACTIONS) as AdminAction[]).filter((code) => ADMIN_ACTIONS[code].area === name),
}))

/** An action's title in `lang`; `stored` (the row's own title) for a code this table does not know. */
export function adminActionTitle(code: string, lang: 'zh-CN' | 'en', stored: string): string {
  if (!isAdminAction(code)) return stored
  return lang === 'en' ? ADMIN_ACTIONS[code].en : ADMIN_ACTIONS[code].zh
}
