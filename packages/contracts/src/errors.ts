/**
 * Business error catalogue. Codes follow the upstream buyer contract (reference §2.4) so that
 * existing clients keep working. `message` is shown as it is in the Chinese interface, `en` in the English
 * one (the API picks by the request's Accept-Language, which the web client sets to the interface language).
 * Add a code here before throwing it anywhere.
 */
export const ErrorCodes = {
  SUCCESS: { code: 200, message: '成功', en: 'Success' },
  ERROR: { code: 400, message: '服务器繁忙，请稍后重试', en: 'The server is busy, please try again later' },
  /** An unexpected failure (HTTP 500): upstream answers ERROR (400) here, which reads as the client's fault. */
  INTERNAL_ERROR: {
    code: 500,
    message: '服务器繁忙，请稍后重试',
    en: 'The server is busy, please try again later',
  },
  REQUEST_TIMEOUT: {
    code: 408,
    message: '请求超时，请重试',
    en: 'The request took too long, please try again',
  },
  NOT_FOUND: { code: 404, message: '请求的资源不存在', en: 'The requested resource does not exist' },
  PAYLOAD_TOO_LARGE: { code: 413, message: '请求内容过大', en: 'The request is too large' },
  SERVICE_UNAVAILABLE: {
    code: 503,
    message: '服务暂时不可用，请稍后再试',
    en: 'The service is temporarily unavailable, please try again later',
  },
  DEMO_SITE_EXCEPTION: { code: 4001, message: '演示站点禁止使用', en: 'Not allowed on the demo site' },
  PARAMS_ERROR: { code: 4002, message: '参数异常', en: 'Invalid parameters' },
  LIMIT_ERROR: {
    code: 1003,
    message: '访问过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
  },
  SMS_TOO_FREQUENT: {
    code: 1003,
    message: '验证码发送过于频繁，请稍后再试',
    en: 'Verification codes were sent too often, please try again later',
  },
  LOGIN_LOCKED: {
    code: 1003,
    message: '登录失败次数过多，请稍后再试',
    en: 'Too many failed sign-in attempts, please try again later',
  },
  ILLEGAL_REQUEST_ERROR: {
    code: 1004,
    message: '非法请求，请重新刷新页面操作',
    en: 'Invalid request, please refresh the page and try again',
  },
  CORS_ORIGIN_DENIED: {
    code: 1004,
    message: '该来源的网页不能调用接口',
    en: 'Pages from this origin may not call the API',
  },
  IM_NOT_SETTING: { code: 1006, message: '暂无客服', en: 'No customer service is available' },
  FILE_TYPE_NOT_SUPPORT: {
    code: 1010,
    message: '不支持上传的文件类型',
    en: 'This file type cannot be uploaded',
  },
  FILE_EMPTY: { code: 1011, message: '上传文件为空', en: 'The uploaded file is empty' },
  FILE_TOO_LARGE: { code: 1012, message: '图片不能超过5MB', en: 'Images may not exceed 5 MB' },
  IMAGE_TOO_MANY_PIXELS: {
    code: 1020,
    message: '图片尺寸过大，请上传不超过2400万像素的图片',
    en: 'The image is too large; upload one of at most 24 megapixels',
  },
  GOODS_NOT_EXIST: { code: 11001, message: '商品已下架', en: 'This product is no longer on sale' },
  GOODS_SKU_QUANTITY_NOT_ENOUGH: { code: 11011, message: '商品库存不足', en: 'Not enough stock' },
  GOODS_SKU_NOT_EXIST: { code: 11012, message: '商品规格不存在', en: 'This product option does not exist' },
  // Seller goods publishing (11100–11199).
  GOODS_CATEGORY_NOT_LEAF: {
    code: 11100,
    message: '请选择末级商品分类',
    en: 'Choose a category of the last level',
  },
  GOODS_BRAND_NOT_EXIST: { code: 11101, message: '品牌不存在', en: 'The brand does not exist' },
  GOODS_IN_UNFINISHED_ORDER: {
    code: 11103,
    message: '商品有未完成的订单，不能删除',
    en: 'The product has unfinished orders and cannot be deleted',
  },
  GOODS_DRAFT_NOT_EXIST: { code: 11104, message: '草稿不存在', en: 'The draft does not exist' },
  GOODS_WHOLESALE_MIN_NUM: {
    code: 11105,
    message: '未达到批发起订量',
    en: 'Below the minimum wholesale quantity',
  },
  GOODS_NOT_TO_BE_AUDITED: {
    code: 11106,
    message: '商品不在待审核状态',
    en: 'The product is not waiting for review',
  },
  GOODS_SHELF_NOT_PASSED: {
    code: 11107,
    message: '待审核或审核未通过的商品不能上架或下架',
    en: 'Goods in review or refused cannot be put on or taken off sale',
  },
  GOODS_CATEGORY_NOT_APPROVED: {
    code: 11108,
    message: '该分类不在本店获批的经营类目内',
    en: 'This category is not one the store was approved to sell in',
  },
  // Operator catalogue: categories, brands, specs, parameters, units (11300–11349).
  CATEGORY_NOT_EXIST: { code: 11300, message: '商品分类不存在', en: 'The category does not exist' },
  CATEGORY_HAS_GOODS: {
    code: 11301,
    message: '该分类下有商品，不能删除',
    en: 'The category has goods and cannot be deleted',
  },
  CATEGORY_HAS_CHILDREN: {
    code: 11302,
    message: '请先删除该分类的子分类',
    en: 'Delete the subcategories first',
  },
  CATEGORY_TOO_DEEP: {
    code: 11303,
    message: '商品分类最多三级',
    en: 'Categories go three levels deep at most',
  },
  CATEGORY_NAME_EXIST: {
    code: 11304,
    message: '同级已有同名分类',
    en: 'A category of that name already exists at this level',
  },
  CATEGORY_DISABLED: { code: 11305, message: '该分类已停用', en: 'The category is disabled' },
  CATEGORY_NOT_LEAF: {
    code: 11306,
    message: '参数只能绑定到三级分类',
    en: 'Parameters belong to third-level categories only',
  },
  BRAND_NAME_EXIST: { code: 11310, message: '品牌名称已存在', en: 'A brand of that name already exists' },
  BRAND_HAS_GOODS: {
    code: 11311,
    message: '该品牌下有商品，不能删除',
    en: 'The brand has goods and cannot be deleted',
  },
  BRAND_DISABLED: { code: 11312, message: '该品牌已停用', en: 'The brand is disabled' },
  SPEC_NOT_EXIST: { code: 11320, message: '规格不存在', en: 'The spec does not exist' },
  PARAMETER_GROUP_NOT_EXIST: {
    code: 11325,
    message: '参数组不存在',
    en: 'The parameter group does not exist',
  },
  PARAMETER_NOT_EXIST: { code: 11326, message: '参数不存在', en: 'The parameter does not exist' },
  PARAMETER_REQUIRED: { code: 11327, message: '请填写必填参数', en: 'Fill in the required parameter' },
  GOODS_UNIT_NOT_EXIST: { code: 11330, message: '计量单位不存在', en: 'The unit does not exist' },
  GOODS_UNIT_NAME_EXIST: { code: 11331, message: '计量单位已存在', en: 'That unit already exists' },
  CATALOGUE_IMAGE_ERROR: {
    code: 11340,
    message: '图片无效，请重新上传',
    en: 'The picture is not valid; upload it again',
  },
  // Freight templates (11250–11299).
  FREIGHT_TEMPLATE_NOT_EXIST: { code: 11250, message: '运费模板不存在', en: 'Freight template not found' },
  FREIGHT_TEMPLATE_IN_USE: {
    code: 11251,
    message: '该运费模板仍有商品使用，请先更换商品的运费模板',
    en: 'Goods still use this freight template; move them to another template first',
  },
  FREIGHT_REGION_NOT_EXIST: { code: 11252, message: '配送地区不存在', en: 'Unknown delivery region' },
  USER_NOT_EXIST: { code: 20002, message: '用户不存在', en: 'The user does not exist' },
  USER_NOT_LOGIN: { code: 20003, message: '用户未登录', en: 'Please sign in' },
  USER_AUTH_EXPIRED: {
    code: 20004,
    message: '用户已退出，请重新登录',
    en: 'You have been signed out, please sign in again',
  },
  USER_AUTHORITY_ERROR: { code: 20005, message: '权限不足', en: 'Permission denied' },
  USER_EXIST: {
    code: 20008,
    message: '该用户名或手机号已被注册',
    en: 'This username or mobile number is already registered',
  },
  USERNAME_EXIST: { code: 20008, message: '该用户名已被注册', en: 'This username is already registered' },
  MOBILE_EXIST: { code: 20008, message: '该手机号已被注册', en: 'This mobile number is already registered' },
  USER_PHONE_NOT_EXIST: { code: 20009, message: '手机号不存在', en: 'The mobile number does not exist' },
  USER_PASSWORD_ERROR: { code: 20010, message: '密码不正确', en: 'Incorrect password' },
  USER_NOT_PHONE: { code: 20011, message: '非当前用户的手机号', en: 'This is not your mobile number' },
  USER_OLD_PASSWORD_ERROR: { code: 20016, message: '旧密码不正确', en: 'The old password is incorrect' },
  USER_COLLECTION_EXIST: { code: 20017, message: '无法重复收藏', en: 'Already in your favourites' },
  USER_STATUS_ERROR: { code: 20028, message: '用户已被禁用', en: 'This account has been disabled' },
  USER_MOBILE_REPEATABLE_ERROR: {
    code: 20034,
    message: '该手机号已被注册',
    en: 'This mobile number is already registered',
  },
  // Upstream's connect errors share 20024; no third-party sign-in provider is configured here.
  CONNECT_NOT_CONFIGURED: {
    code: 20024,
    message: '第三方登录未配置，请使用账号密码或短信验证码登录',
    en: 'Third-party sign-in is not configured; sign in with a password or an SMS code',
  },
  // Not upstream: this shop refuses the most common passwords (by their md5, which is all it receives).
  USER_PASSWORD_TOO_COMMON: {
    code: 20040,
    message: '密码过于常见，请换一个更安全的密码',
    en: 'This password is too common; choose a safer one',
  },
  LOGIN_FAILED: { code: 20010, message: '用户名或密码错误', en: 'Incorrect username or password' },
  // Distribution (reference §14): upstream 22000–22006; 22007 is this shop's not-found answer for goods.
  DISTRIBUTION_CLOSE: { code: 22000, message: '分销功能关闭', en: 'Distribution is switched off' },
  DISTRIBUTION_NOT_EXIST: { code: 22001, message: '分销员不存在', en: 'The distributor does not exist' },
  DISTRIBUTION_IS_APPLY: {
    code: 22002,
    message: '分销员已申请，无需重复提交',
    en: 'You have already applied to be a distributor',
  },
  DISTRIBUTION_CASH_NOT_EXIST: {
    code: 22005,
    message: '分销员提现记录不存在',
    en: 'The cash-out request does not exist',
  },
  DISTRIBUTION_GOODS_NOT_EXIST: {
    code: 22007,
    message: '分销商品不存在',
    en: 'The distribution product does not exist',
  },
  DISTRIBUTION_ALREADY_AUDITED: {
    code: 22010,
    message: '该分销员申请已审核，不能重复处理',
    en: 'This distributor application has already been reviewed',
  },
  // Trade (cart, orders, cashier, wallet, coupons): upstream numbers, reference §2.4.
  GOODS_SKU_NUM_LIMIT: {
    code: 11011,
    message: '单件商品最多购买99件',
    en: 'At most 99 pieces of one product per order',
  },
  USER_RECEIPT_NOT_EXIST: { code: 20014, message: '发票信息不存在', en: 'The invoice details do not exist' },
  CART_ERROR: { code: 30001, message: '读取结算页的购物车异常', en: 'The checkout cart could not be read' },
  SHIPPING_NOT_APPLY: {
    code: 30005,
    message: '收货地址不存在或不可用',
    en: 'The delivery address does not exist or cannot be used',
  },
  SHIPPING_METHOD_ERROR: { code: 30001, message: '配送方式不正确', en: 'Invalid delivery method' },
  CART_NUM_ERROR: { code: 30010, message: '购买数量必须大于0', en: 'The quantity must be greater than 0' },
  ORDER_ERROR: {
    code: 31001,
    message: '创建订单异常，请稍后重试',
    en: 'The order could not be created, please try again later',
  },
  ORDER_NOT_EXIST: { code: 31002, message: '订单不存在', en: 'The order does not exist' },
  ORDER_DELIVERED_ERROR: {
    code: 31003,
    message: '订单状态错误，无法进行确认收货',
    en: 'The order cannot be confirmed as received in its current state',
  },
  ORDER_DELETE_ERROR: {
    code: 31006,
    message: '只有已完成或已取消的订单可以删除',
    en: 'Only completed or cancelled orders can be deleted',
  },
  ORDER_DELIVER_ERROR: {
    code: 31008,
    message: '订单状态错误，无法发货',
    en: 'The order cannot be shipped in its current state',
  },
  // Seller refusals of a pickup redemption share 31008 with the refused delivery; the message tells which.
  ORDER_TAKE_ERROR: {
    code: 31008,
    message: '订单不是待核验状态，无法核验',
    en: 'The order is not waiting for pickup verification',
  },
  ORDER_TAKE_CODE_ERROR: {
    code: 31008,
    message: '核验码不正确，请核对后重试',
    en: 'Incorrect pickup code, please check it and try again',
  },
  MEMBER_ADDRESS_NOT_EXIST: {
    code: 31009,
    message: '订单无收货地址，请先选择收货地址',
    en: 'The order has no delivery address; choose one first',
  },
  STORE_ADDRESS_NOT_EXIST: { code: 31009, message: '请选择自提地址', en: 'Choose a pickup point' },
  ORDER_CAN_NOT_CANCEL: {
    code: 31012,
    message: '当前订单状态不可取消',
    en: 'The order cannot be cancelled in its current state',
  },
  ORDER_PACKAGE_NOT_EXIST: {
    code: 31017,
    message: '当前订单暂无物流信息',
    en: 'No shipping information for this order yet',
  },
  ORDER_NOT_EXIST_VALID: {
    code: 31041,
    message: '购物车中没有已勾选的有效商品',
    en: 'No valid items are selected in the cart',
  },
  PAY_UN_WANTED: {
    code: 32000,
    message: '当前订单不需要付款，返回订单列表等待系统订单出库即可',
    en: 'This order needs no payment; it will be shipped from the order list',
  },
  PAY_SUCCESS: { code: 32001, message: '支付成功', en: 'Payment successful' },
  PAY_DOUBLE_ERROR: {
    code: 32003,
    message: '订单已支付，不能再次进行支付',
    en: 'The order has already been paid',
  },
  PAY_CASHIER_ERROR: { code: 32004, message: '收银台信息获取错误', en: 'The cashier could not be loaded' },
  PAY_ERROR: {
    code: 32005,
    message: '支付业务异常，请稍后重试',
    en: 'Payment failed, please try again later',
  },
  PAY_BAN: {
    code: 32006,
    message: '当前订单不需要付款，请返回订单列表重新操作',
    en: 'This order needs no payment; go back to the order list',
  },
  PAY_NOT_SUPPORT: { code: 32008, message: '支付暂不支持', en: 'This payment method is not supported yet' },
  PAY_CLIENT_TYPE_ERROR: { code: 32009, message: '错误的客户端', en: 'Invalid client type' },
  PAY_NOT_EXIST_ORDER: { code: 32011, message: '支付订单不存在', en: 'The payment order does not exist' },
  CAN_NOT_RECHARGE_WALLET: {
    code: 32012,
    message: '不能使用余额进行充值',
    en: 'The balance cannot be used to top up',
  },
  RECHARGE_PRICE_ERROR: { code: 32013, message: '充值金额错误', en: 'Invalid top-up amount' },
  WALLET_NOT_EXIT_ERROR: {
    code: 34000,
    message: '钱包不存在，请联系管理员',
    en: 'The wallet does not exist, please contact us',
  },
  WALLET_INSUFFICIENT: {
    code: 34001,
    message: '余额不足以支付订单，请充值！',
    en: 'Your balance cannot pay this order; please top up',
  },
  WALLET_WITHDRAWAL_INSUFFICIENT: {
    code: 34002,
    message: '可提现金额不足！',
    en: 'Not enough balance to withdraw',
  },
  WALLET_WITHDRAWAL_MIN: {
    code: 34007,
    message: '提现金额低于最低提现金额',
    en: 'The amount is below the minimum withdrawal',
  },
  WALLET_ERROR_INSUFFICIENT: { code: 34008, message: '提现金额错误', en: 'Invalid withdrawal amount' },
  WALLET_PASSWORD_REQUIRED: { code: 34011, message: '请输入支付密码', en: 'Enter your payment password' },
  WALLET_PASSWORD_ERROR: { code: 34012, message: '支付密码不正确', en: 'Incorrect payment password' },
  // Operator withdrawal review (this shop's; 34011/34012 are the payment password's).
  WITHDRAW_NOT_EXIST: { code: 34013, message: '提现申请不存在', en: 'The withdrawal request does not exist' },
  WITHDRAW_ALREADY_HANDLED: {
    code: 34014,
    message: '该提现申请已审核，不能重复处理',
    en: 'This withdrawal has already been reviewed',
  },
  // Operator accounts, roles and the TOTP second factor (this shop's 20100–20149).
  TOTP_CODE_ERROR: { code: 20100, message: '动态验证码不正确', en: 'Incorrect one-time code' },
  TOTP_TICKET_EXPIRED: {
    code: 20101,
    message: '登录已超时，请重新输入账号密码',
    en: 'Sign-in timed out; enter your username and password again',
  },
  TOTP_NOT_ENROLLED: {
    code: 20102,
    message: '请先获取动态验证码密钥',
    en: 'Get the one-time code key first',
  },
  TOTP_ALREADY_ENABLED: {
    code: 20103,
    message: '已开启动态验证码',
    en: 'One-time codes are already switched on',
  },
  ADMIN_USERNAME_EXIST: {
    code: 20104,
    message: '管理员用户名已存在',
    en: 'This operator username already exists',
  },
  ADMIN_NOT_EXIST: { code: 20105, message: '管理员不存在', en: 'The operator does not exist' },
  ADMIN_DISABLE_SELF: {
    code: 20106,
    message: '不能停用自己的账号',
    en: 'You cannot disable your own account',
  },
  ADMIN_SUPER_PROTECTED: {
    code: 20107,
    message: '只有超级管理员可以停用或修改超级管理员',
    en: 'Only a super administrator can disable or change a super administrator',
  },
  ADMIN_ROLE_NOT_EXIST: { code: 20108, message: '角色不存在', en: 'The role does not exist' },
  ADMIN_ROLE_NAME_EXIST: {
    code: 20109,
    message: '角色名称已存在',
    en: 'A role with this name already exists',
  },
  ADMIN_ROLE_IN_USE: {
    code: 20110,
    message: '该角色仍有管理员使用，请先取消分配',
    en: 'Operators still hold this role; unassign it first',
  },
  ADMIN_ROLE_DEFAULT_OF_DEPARTMENT: {
    code: 20115,
    message: '该角色是部门的默认角色，请先在部门管理中取消',
    en: 'A department gives this role by default; remove it there first',
  },
  // Merchant onboarding and store state (this shop's 50200–50299).
  STORE_APPLY_LOCKED: {
    code: 50200,
    message: '入驻申请审核中或已通过，不能修改',
    en: 'The application is under review or approved and cannot be changed',
  },
  STORE_APPLY_STEP_MISSING: {
    code: 50201,
    message: '请先完成前面的入驻步骤',
    en: 'Complete the previous application steps first',
  },
  STORE_APPLY_NOT_EXIST: {
    code: 50202,
    message: '入驻申请不存在',
    en: 'The store application does not exist',
  },
  STORE_APPLY_ALREADY_HANDLED: {
    code: 50203,
    message: '该入驻申请已审核，不能重复处理',
    en: 'This store application has already been reviewed',
  },
  STORE_APPLY_IMAGE_ERROR: {
    code: 50204,
    message: '图片无效，请重新上传',
    en: 'Invalid image, please upload it again',
  },
  STORE_APPLY_CATEGORY_ERROR: {
    code: 50205,
    message: '经营类目不存在',
    en: 'The business category does not exist',
  },
  STORE_STATE_UNCHANGED: { code: 50206, message: '店铺已是该状态', en: 'The store is already in this state' },
  // Complaints (reference §11): 33100–33106 upstream; 33102 also names this shop's state checks.
  COMPLAINT_ORDER_ITEM_EMPTY_ERROR: {
    code: 33100,
    message: '订单不存在或不包含该商品',
    en: 'The order does not exist or does not contain this product',
  },
  COMPLAINT_SKU_EMPTY_ERROR: {
    code: 33101,
    message: '商品已下架，如需投诉请联系平台客服',
    en: 'The product is no longer on sale; contact platform customer service to complain',
  },
  COMPLAINT_ERROR: {
    code: 33102,
    message: '投诉异常，请稍后重试',
    en: 'The complaint failed, please try again later',
  },
  COMPLAINT_NOT_ALLOWED: {
    code: 33102,
    message: '该商品当前不可投诉',
    en: 'This product cannot be complained about now',
  },
  COMPLAINT_CLOSED: { code: 33102, message: '投诉已结束，无法继续操作', en: 'The complaint is closed' },
  COMPLAINT_IMAGE_ERROR: {
    code: 33102,
    message: '投诉图片无效，请重新上传',
    en: 'Invalid complaint image, please upload it again',
  },
  COMPLAINT_NOT_EXIT: { code: 33103, message: '当前投诉记录不存在', en: 'The complaint does not exist' },
  COMPLAINT_ARBITRATION_RESULT_ERROR: {
    code: 33104,
    message: '结束订单投诉时，仲裁结果不能为空',
    en: 'An arbitration result is required to close a complaint',
  },
  COMPLAINT_APPEAL_CONTENT_ERROR: {
    code: 33105,
    message: '商家申诉时，申诉内容不能为空',
    en: "The seller's appeal cannot be empty",
  },
  COMPLAINT_CANCEL_ERROR: {
    code: 33106,
    message: '投诉已完成，不需要进行取消投诉操作',
    en: 'The complaint is already complete and cannot be cancelled',
  },
  // After-sale (reference §10): upstream 33001–33008; 33000 is this shop's not-found answer.
  AFTER_SALES_NOT_EXIST: {
    code: 33000,
    message: '售后单不存在',
    en: 'The after-sale request does not exist',
  },
  AFTER_SALES_NOT_PAY_ERROR: {
    code: 33001,
    message: '当前订单未支付，不能申请售后',
    en: 'The order is unpaid; after-sale service is not available',
  },
  AFTER_SALES_CANCEL_ERROR: {
    code: 33002,
    message: '当前售后单无法取消',
    en: 'This after-sale request cannot be cancelled',
  },
  AFTER_SALES_BAN: {
    code: 33003,
    message: '订单状态不允许申请售后，请联系平台或商家',
    en: 'After-sale service is not available for this order; contact the platform or the seller',
  },
  AFTER_SALES_DOUBLE_ERROR: {
    code: 33004,
    message: '售后已审核，无法重复操作',
    en: 'The after-sale request has already been reviewed',
  },
  AFTER_SALES_PRICE_ERROR: { code: 33004, message: '申请退款金额错误', en: 'Invalid refund amount' },
  AFTER_SALES_LOGISTICS_ERROR: {
    code: 33005,
    message: '物流公司错误，请重新选择',
    en: 'Invalid carrier, please choose again',
  },
  AFTER_STATUS_ERROR: {
    code: 33006,
    message: '售后状态错误，请刷新页面',
    en: 'Wrong after-sale state, please refresh the page',
  },
  RETURN_MONEY_OFFLINE_BANK_ERROR: {
    code: 33007,
    message: '当账号类型为银行转账时，银行信息不能为空',
    en: 'Bank details are required for a bank transfer refund',
  },
  AFTER_SALES_APPLY_NUM_ERROR: {
    code: 33008,
    message: '申请售后申请数量错误',
    en: 'Invalid after-sale quantity',
  },
  AFTER_SALES_IMAGE_ERROR: {
    code: 33009,
    message: '售后图片无效，请重新上传',
    en: 'Invalid after-sale image, please upload it again',
  },
  REFUND_ERROR: {
    code: 32014,
    message: '退款失败，请稍后重试',
    en: 'The refund failed, please try again later',
  },
  COUPON_LIMIT_ERROR: { code: 41000, message: '超出领取限制', en: 'You have reached the claim limit' },
  COUPON_EXPIRED: {
    code: 41003,
    message: '优惠券已使用或已过期，不能使用',
    en: 'The coupon has been used or has expired',
  },
  COUPON_NOT_EXIST: { code: 41004, message: '当前优惠券不存在', en: 'The coupon does not exist' },
  COUPON_RECEIVE_ERROR: {
    code: 41005,
    message: '当前优惠券已经被领取完了，下次要早点来哦',
    en: 'All of these coupons have been claimed; come earlier next time',
  },
  COUPON_NUM_INSUFFICIENT_ERROR: {
    code: 41006,
    message: '优惠券剩余领取数量不足',
    en: 'Not enough coupons left to claim',
  },
  COUPON_DO_NOT_RECEIVER: {
    code: 41030,
    message: '当前优惠券不允许主动领取',
    en: 'This coupon cannot be claimed',
  },
  // Evaluations (reference §12): 31007/31014/35001 upstream; 35002–35004 are this shop's stricter checks.
  ORDER_NOT_USER: { code: 31007, message: '非当前会员的订单', en: 'This order is not yours' },
  ORDER_ITEM_NOT_EXIST: { code: 31014, message: '当前订单项不存在！', en: 'The order item does not exist' },
  EVALUATION_DOUBLE_ERROR: { code: 35001, message: '无法重复提交评价', en: 'You have already reviewed this' },
  EVALUATION_NOT_EXIST: { code: 35002, message: '评价不存在', en: 'The review does not exist' },
  EVALUATION_NOT_ALLOWED: {
    code: 35003,
    message: '订单完成后才可以评价',
    en: 'You can review once the order is complete',
  },
  EVALUATION_IMAGE_ERROR: {
    code: 35004,
    message: '评价图片无效，请重新上传',
    en: 'Invalid review image, please upload it again',
  },
  // Flash sales and the points mall (issue #25): this shop's codes, lilishop's messages where it has one.
  SECKILL_LIMIT_EXCEEDED: {
    code: 42001,
    message: '超出秒杀商品限购数量',
    en: 'More than the flash-sale limit per buyer',
  },
  SECKILL_SOLD_OUT: { code: 42002, message: '秒杀商品已抢完', en: 'The flash sale is sold out' },
  POINTS_NOT_ENOUGH: {
    code: 42003,
    message: '积分不足，不能兑换当前积分商品',
    en: 'Not enough points to redeem this item',
  },
  POINTS_GOODS_NOT_EXIST: {
    code: 42004,
    message: '积分商品不存在或兑换已结束',
    en: 'The points item does not exist or its redemption has ended',
  },
  POINTS_GOODS_STOCK_NOT_ENOUGH: {
    code: 42005,
    message: '积分商品库存不足',
    en: 'The points item is out of stock',
  },
  // The operator's points mall (积分商城 management, decision 156).
  POINTS_GOODS_POINTS_INVALID: {
    code: 42101,
    message: '兑换积分须为大于0的整数',
    en: 'The points must be a whole number above 0',
  },
  POINTS_GOODS_STOCK_INVALID: {
    code: 42102,
    message: '兑换库存不能小于0',
    en: 'The stock for exchange cannot be below 0',
  },
  POINTS_GOODS_TIME_ERROR: {
    code: 42103,
    message: '兑换时间不正确：结束时间须晚于开始时间',
    en: 'The exchange period is not valid: the end must be after the start',
  },
  POINTS_GOODS_SKU_NOT_EXIST: {
    code: 42104,
    message: '所选商品规格不存在',
    en: 'The chosen SKU does not exist',
  },
  POINTS_GOODS_SKU_NOT_ON_SALE: {
    code: 42105,
    message: '所选商品未上架，不能作为积分商品',
    en: 'The chosen goods is not on sale and cannot be a points item',
  },
  POINTS_GOODS_SKU_EXISTS: {
    code: 42106,
    message: '该商品规格已是积分商品',
    en: 'This SKU is already a points item',
  },
  POINTS_GOODS_CATEGORY_NOT_EXIST: {
    code: 42107,
    message: '积分商品分类不存在',
    en: 'The points category does not exist',
  },
  POINTS_GOODS_CATEGORY_IN_USE: {
    code: 42108,
    message: '该分类下还有积分商品，不能删除',
    en: 'This category still has points items and cannot be deleted',
  },
  POINTS_GOODS_CATEGORY_NAME_EXISTS: {
    code: 42109,
    message: '积分商品分类名称已存在',
    en: 'A points category with this name already exists',
  },
  // 秒杀 management (issue 66): the operator's activities and the stores' applications.
  SECKILL_NOT_EXIST: { code: 42010, message: '秒杀活动不存在', en: 'The flash sale does not exist' },
  SECKILL_TIME_ERROR: {
    code: 42011,
    message: '活动时间错误：场次须在未来，报名截止时间须早于第一个场次',
    en: 'Invalid times: the sessions must be in the future and applications must close before the first one',
  },
  SECKILL_ALREADY_STARTED: {
    code: 42012,
    message: '秒杀活动已开始，不能修改、关闭或删除',
    en: 'The flash sale has started; it can no longer be changed, closed or deleted',
  },
  SECKILL_APPLY_CLOSED: {
    code: 42013,
    message: '秒杀活动报名已截止',
    en: 'Applications to this flash sale are closed',
  },
  SECKILL_SESSION_STARTED: {
    code: 42014,
    message: '该场次已开始，不能再报名',
    en: 'This session has already started; it takes no more applications',
  },
  SECKILL_SESSION_NOT_EXIST: {
    code: 42015,
    message: '秒杀活动没有该场次',
    en: 'The flash sale has no session at that hour',
  },
  SECKILL_PRICE_NOT_BELOW: {
    code: 42016,
    message: '秒杀价须低于商品原价',
    en: 'The flash price must be below the goods price',
  },
  SECKILL_QUANTITY_OVER_STOCK: {
    code: 42017,
    message: '秒杀数量不能超过商品库存',
    en: 'The flash quantity cannot exceed the goods stock',
  },
  SECKILL_APPLY_REPEAT: {
    code: 42018,
    message: '该商品已报名此场次，请勿重复报名',
    en: 'This goods has already applied to the session',
  },
  SECKILL_SKU_NOT_OWN: {
    code: 42019,
    message: '只能报名本店在售的商品',
    en: 'Only goods of your own store that are on sale can apply',
  },
  SECKILL_APPLY_NOT_EXIST: {
    code: 42020,
    message: '秒杀报名不存在',
    en: 'The flash-sale application does not exist',
  },
  SECKILL_APPLY_AUDITED: {
    code: 42021,
    message: '该报名已审核',
    en: 'The application has already been reviewed',
  },
  // 满减 / 满折 (issue 66, decision 160).
  FULL_DISCOUNT_NOT_EXIST: {
    code: 42030,
    message: '满减活动不存在',
    en: 'The spend-and-save offer does not exist',
  },
  FULL_DISCOUNT_TIME_ERROR: {
    code: 42031,
    message: '活动时间错误：结束时间须晚于开始时间且在未来，活动最长一年',
    en: 'Invalid times: the end must be after the start and in the future, for at most a year',
  },
  FULL_DISCOUNT_VALUE_ERROR: {
    code: 42032,
    message: '优惠设置错误：门槛须大于0，减免金额须大于0且不超过门槛，折扣须在0.1–9.9折之间',
    en: 'Invalid offer: the threshold must be above 0, the amount off above 0 and at most the threshold, the rate 0.1–9.9',
  },
  FULL_DISCOUNT_SCOPE_ERROR: {
    code: 42033,
    message: '请选择本店的商品作为活动范围',
    en: 'Choose goods of your own store for the offer',
  },
  FULL_DISCOUNT_OVERLAP: {
    code: 42034,
    message: '同一时间段内已有覆盖相同商品的满减活动',
    en: 'Another spend-and-save offer covers the same goods in an overlapping time window',
  },
  FULL_DISCOUNT_STARTED: {
    code: 42035,
    message: '活动已开始，不能修改',
    en: 'The offer has started and can no longer be changed',
  },
  FULL_DISCOUNT_CLOSED: {
    code: 42036,
    message: '活动已结束或已关闭',
    en: 'The offer has ended or was closed',
  },
  // 拼团 (issue 66 item 2, decision 161).
  PINTUAN_NOT_EXIST: { code: 42040, message: '拼团活动不存在', en: 'The group-buy offer does not exist' },
  PINTUAN_TIME_ERROR: {
    code: 42041,
    message: '活动时间错误：结束时间须晚于开始时间且在未来，活动最长一年',
    en: 'Invalid times: the end must be after the start and in the future, for at most a year',
  },
  PINTUAN_GOODS_ERROR: {
    code: 42042,
    message: '只能选择本店在售商品的规格参加拼团',
    en: 'Only SKUs of an on-sale goods of your own store can take part',
  },
  PINTUAN_PRICE_ERROR: {
    code: 42043,
    message: '拼团价须低于商品原价',
    en: 'The group price must be below the normal price',
  },
  PINTUAN_OVERLAP: {
    code: 42044,
    message: '该商品在同一时间段内已有拼团活动',
    en: 'The goods already has a group-buy offer in an overlapping time window',
  },
  PINTUAN_STARTED: {
    code: 42045,
    message: '活动已开始，不能修改',
    en: 'The offer has started and can no longer be changed',
  },
  PINTUAN_CLOSED: { code: 42046, message: '活动已结束或已关闭', en: 'The offer has ended or was closed' },
  PINTUAN_NOT_RUNNING: {
    code: 42047,
    message: '该商品当前没有进行中的拼团',
    en: 'This goods has no group buy running now',
  },
  PINTUAN_GROUP_NOT_EXIST: { code: 42048, message: '该团不存在', en: 'The group does not exist' },
  PINTUAN_GROUP_FULL: {
    code: 42049,
    message: '该团人数已满，请参加其他团或发起新团',
    en: 'The group is full; join another group or open a new one',
  },
  PINTUAN_GROUP_JOINED: {
    code: 42050,
    message: '您已在该团中，不能重复参团',
    en: 'You are already in this group',
  },
  PINTUAN_GROUP_CLOSED: {
    code: 42051,
    message: '该团已结束（已成团或已过期）',
    en: 'The group has ended (filled or expired)',
  },
  PINTUAN_ONE_SKU: {
    code: 42052,
    message: '拼团订单只能购买一个商品规格',
    en: 'A group-buy order holds one SKU only',
  },
  // 券活动 (issue 66, decision 166).
  COUPON_ACTIVITY_NOT_EXIST: {
    code: 42060,
    message: '券活动不存在',
    en: 'The coupon activity does not exist',
  },
  COUPON_ACTIVITY_TIME_ERROR: {
    code: 42061,
    message: '活动时间错误：结束时间须晚于开始时间且在未来，活动最长一年',
    en: 'Invalid times: the end must be after the start and in the future, for at most a year',
  },
  COUPON_ACTIVITY_COUPON_ERROR: {
    code: 42062,
    message: '请选择平台的、未关闭且在活动结束前仍有效的优惠券，每张每人数量不超过其每人限领数',
    en: 'Choose open platform coupons valid until the activity ends, each at most its per-member limit',
  },
  COUPON_ACTIVITY_MEMBER_ERROR: {
    code: 42063,
    message: '请选择要发券的会员（会员须存在且未停用）',
    en: 'Choose the members to send to (they must exist and be active)',
  },
  COUPON_ACTIVITY_CLOSED: {
    code: 42064,
    message: '活动已结束或已关闭',
    en: 'The activity has ended or was closed',
  },
  // 分销商品 of a store (issue 66, decision 166).
  DISTRIBUTION_GOODS_SKU_ERROR: {
    code: 22020,
    message: '只能选择本店已上架且审核通过的商品规格',
    en: 'Only SKUs of your own approved, on-sale goods can be chosen',
  },
  DISTRIBUTION_GOODS_COMMISSION_ERROR: {
    code: 22021,
    message: '佣金须大于0且低于商品售价',
    en: 'The commission must be above 0 and below the price',
  },
  // 砍价 (issue 66, decision 167): lilishop's 48001–48012 where it has one, then this shop's.
  KANJIA_STOCK_ERROR: {
    code: 48001,
    message: '活动库存须为1至商品库存之间的整数',
    en: 'The offer stock must be between 1 and the SKU stock',
  },
  KANJIA_PRICE_ERROR: {
    code: 48002,
    message: '最低购买价须大于0且低于商品价格',
    en: 'The floor price must be above 0 and below the SKU price',
  },
  KANJIA_CUT_ERROR: {
    code: 48005,
    message: '每刀金额须大于0，最低不高于最高，且最高不超过可砍金额',
    en: 'Each cut must be above 0, its lowest not above its highest, its highest not above what can be cut',
  },
  KANJIA_NOT_EXIST: { code: 48007, message: '砍价商品不存在', en: 'The bargain offer does not exist' },
  KANJIA_BARGAIN_NOT_EXIST: { code: 48008, message: '砍价记录不存在', en: 'The bargain does not exist' },
  KANJIA_ALREADY_CUT: {
    code: 48009,
    message: '您已经帮砍过这一刀了',
    en: 'You have already cut this bargain',
  },
  KANJIA_ALREADY_STARTED: {
    code: 48010,
    message: '您已经发起过这个砍价',
    en: 'You have already started a bargain on this offer',
  },
  KANJIA_NOT_YOURS: {
    code: 48011,
    message: '这不是您发起的砍价，不能购买',
    en: 'This is not your bargain; only its starter can buy it',
  },
  KANJIA_ONE_SKU: {
    code: 48012,
    message: '砍价订单只能购买一件商品',
    en: 'A bargain order holds one item only',
  },
  KANJIA_ENDED: {
    code: 48013,
    message: '砍价已结束（活动已结束或已下单）',
    en: 'The bargain has ended (the offer is over or it was ordered)',
  },
  KANJIA_FLOOR_REACHED: {
    code: 48014,
    message: '已砍到最低价，不能再砍了',
    en: 'The floor price has been reached; no more cuts',
  },
  KANJIA_SOLD_OUT: {
    code: 48015,
    message: '砍价商品已抢光',
    en: 'The bargain offer is sold out',
  },
  KANJIA_PRICE_CHANGED: {
    code: 48016,
    message: '砍价价格刚刚变化，请重新结算',
    en: 'The bargain price just changed; please check out again',
  },
  KANJIA_TIME_ERROR: {
    code: 48017,
    message: '活动时间错误：结束时间须晚于开始时间且在未来，活动最长一年',
    en: 'Invalid times: the end must be after the start and in the future, for at most a year',
  },
  KANJIA_GOODS_ERROR: {
    code: 48018,
    message: '只能选择审核通过且在售商品的规格',
    en: 'Only a SKU of an approved, on-sale goods can be chosen',
  },
  KANJIA_OVERLAP: {
    code: 48019,
    message: '该规格在同一时间段内已有砍价活动',
    en: 'The SKU already has a bargain offer in an overlapping time window',
  },
  KANJIA_STARTED: {
    code: 48020,
    message: '活动已开始，不能修改',
    en: 'The offer has started and can no longer be changed',
  },
  KANJIA_CLOSED: { code: 48021, message: '活动已结束或已关闭', en: 'The offer has ended or was closed' },
  KANJIA_NOT_RUNNING: {
    code: 48022,
    message: '该商品当前没有进行中的砍价',
    en: 'This goods has no bargain running now',
  },
  // 直播 (decision 169): lilishop's 44001/44002, then this product's own rules of WeChat's room and goods.
  LIVE_GOODS_SKU_EXISTS: {
    code: 44001,
    message: '该规格已提交为直播商品',
    en: 'This SKU is already in the live goods library',
  },
  LIVE_PLATFORM_ERROR: {
    code: 44002,
    message: '微信小程序直播拒绝了请求',
    en: 'WeChat mini-program live refused the request',
  },
  LIVE_STUDIO_NOT_EXIST: { code: 44003, message: '直播间不存在', en: 'The live room does not exist' },
  LIVE_GOODS_NOT_EXIST: { code: 44004, message: '直播商品不存在', en: 'The live goods does not exist' },
  LIVE_NAME_LENGTH: {
    code: 44005,
    message: '直播间名称须为3至17个汉字（1个汉字算2个字符）',
    en: 'The room name must be 3 to 17 Chinese characters (6 to 34 Latin ones)',
  },
  LIVE_ANCHOR_NAME_LENGTH: {
    code: 44006,
    message: '主播昵称须为2至15个汉字（1个汉字算2个字符）',
    en: 'The anchor name must be 2 to 15 Chinese characters (4 to 30 Latin ones)',
  },
  LIVE_END_BEFORE_START: {
    code: 44007,
    message: '结束时间须晚于开播时间',
    en: 'The end must be after the start',
  },
  LIVE_START_TOO_SOON: {
    code: 44008,
    message: '开播时间须在当前时间10分钟后，且不能在6个月后',
    en: 'The start must be at least 10 minutes from now and within 6 months',
  },
  LIVE_DURATION: {
    code: 44009,
    message: '直播时长须在30分钟至24小时之间',
    en: 'A broadcast must last between 30 minutes and 24 hours',
  },
  LIVE_PICTURE_INVALID: {
    code: 44010,
    message: '请上传直播间背景图和分享图',
    en: 'Upload the background and share pictures',
  },
  LIVE_GOODS_NOT_STORE: {
    code: 44011,
    message: '只能提交本店已上架的商品',
    en: 'Only goods of this store that are on sale can be submitted',
  },
  LIVE_PRICE_INVALID: {
    code: 44012,
    message: '直播价格须大于0、不高于商品价格且最多两位小数',
    en: 'The live price must be above 0, at most the goods price, with at most two decimals',
  },
  LIVE_GOODS_NAME_LENGTH: {
    code: 44013,
    message: '直播商品名称须为1至14个汉字（1个汉字算2个字符）',
    en: 'The live goods name must be 1 to 14 Chinese characters (up to 28 Latin ones)',
  },
  LIVE_GOODS_IN_ROOM: {
    code: 44014,
    message: '该商品仍在直播间中，请先从直播间移除',
    en: 'The goods is still in a live room; remove it from the room first',
  },
  LIVE_GOODS_NOT_APPROVED: {
    code: 44015,
    message: '只有审核通过的直播商品可以加入直播间',
    en: 'Only approved live goods can be added to a room',
  },
  LIVE_ROOM_GOODS_EXISTS: {
    code: 44016,
    message: '该商品已在直播间中',
    en: 'The goods is already in this room',
  },
  LIVE_ROOM_GOODS_NOT_EXIST: {
    code: 44017,
    message: '该商品不在直播间中',
    en: 'The goods is not in this room',
  },
  LIVE_STUDIO_STARTED: {
    code: 44018,
    message: '直播已开始或已结束，不能修改或删除',
    en: 'The broadcast has started or ended and can no longer be changed or deleted',
  },
  LIVE_AUDIT_STATE: {
    code: 44019,
    message: '当前审核状态不能进行此操作',
    en: 'Not possible in the goods’ current audit status',
  },
  LIVE_STUDIO_ENDED: {
    code: 44020,
    message: '直播已结束，不能再调整商品',
    en: 'The broadcast has ended; its goods can no longer change',
  },
  LIVE_PLATFORM_UNAVAILABLE: {
    code: 44021,
    message: '暂时无法连接微信小程序直播，请稍后重试',
    en: 'WeChat mini-program live cannot be reached now, please try again later',
  },
  REGION_NOT_FOUND: {
    code: 42006,
    message: '未找到该地区，请在地址选择器中选择',
    en: 'Region not found; choose it in the address picker',
  },
  // Points and sign-in (reference §15.1–15.2).
  MEMBER_SIGN_REPEAT: {
    code: 47001,
    message: '今日已签到，请勿重复签到',
    en: 'You have already checked in today',
  },
  // Member messages: not found answers like the other resources; someone else's is 20005 (§20 #13).
  MEMBER_MESSAGE_NOT_EXIST: { code: 404, message: '消息不存在', en: 'The message does not exist' },
  STORE_NOT_EXIST: { code: 50001, message: '店铺不存在', en: 'The store does not exist' },
  // Seller centre accounts (lilishop 50004/50005, 51001–51005); roles 51010+ are this shop's.
  STORE_STAFF_NOT_EXIST: {
    code: 50004,
    message: '该账号没有可登录的店铺',
    en: 'This account has no store to sign in to',
  },
  STORE_CLOSED: {
    code: 50005,
    message: '店铺已关闭，请联系平台',
    en: 'The store is closed; contact the platform',
  },
  CLERK_EXIST: {
    code: 51001,
    message: '该会员已是本店店员',
    en: 'This member is already a clerk of the store',
  },
  CLERK_BOUND_OTHER: {
    code: 51002,
    message: '该会员已在其他店铺任职或开店',
    en: 'This member already works for or owns another store',
  },
  CLERK_NOT_EXIST: { code: 51003, message: '店员不存在', en: 'The clerk does not exist' },
  CLERK_MEMBER_NOT_EXIST: { code: 51004, message: '会员账号不存在', en: 'The member account does not exist' },
  ROLE_NOT_EXIST: { code: 51010, message: '角色不存在', en: 'The role does not exist' },
  ROLE_NAME_EXIST: { code: 51011, message: '角色名称已存在', en: 'A role with this name already exists' },
  // Departments of the seller centre and the operator console (decision 173).
  DEPARTMENT_NOT_EXIST: { code: 51015, message: '部门不存在', en: 'The department does not exist' },
  DEPARTMENT_HAS_MEMBERS: {
    code: 51016,
    message: '该部门或其下级部门仍有人员，请先调出再删除',
    en: 'People are still placed in this department or under it; move them out first',
  },
  DEPARTMENT_PARENT_INVALID: {
    code: 51017,
    message: '上级部门不能是自身或其下级部门',
    en: 'A department cannot sit under itself or one of its sub-departments',
  },
  ROLE_MENU_UNKNOWN: { code: 51018, message: '菜单不存在', en: 'The menu does not exist' },
  STORE_LABEL_NOT_EXIST: { code: 51020, message: '店铺分类不存在', en: 'The store category does not exist' },
  STORE_LABEL_HAS_CHILDREN: {
    code: 51021,
    message: '请先删除该分类的子分类',
    en: 'Delete the sub-categories first',
  },
  STORE_LABEL_TOO_DEEP: {
    code: 51022,
    message: '店铺分类最多两级',
    en: 'Store categories have at most two levels',
  },
  // Store settings (50300–50349).
  STORE_PICKUP_POINT_NOT_EXIST: { code: 50300, message: '自提点不存在', en: 'Self-pickup point not found' },
  STORE_SETTINGS_REGION_ERROR: { code: 50301, message: '所在地区不存在', en: 'Unknown region' },
  STORE_PICKUP_POINT_LIMIT: { code: 50302, message: '自提点最多20个', en: 'At most 20 self-pickup points' },
  // Operator goods review, forced take-down and members (this shop's 50350–50399).
  MANAGER_MEMBER_NOT_EXIST: { code: 50350, message: '会员不存在', en: 'Member not found' },
  MEMBER_STATE_UNCHANGED: {
    code: 50351,
    message: '会员已是该状态',
    en: 'The member is already in that state',
  },
  GOODS_ALREADY_TAKEN_DOWN: {
    code: 50352,
    message: '商品已被平台下架',
    en: 'The goods was already taken down by the platform',
  },
  ARTICLE_NOT_EXIST: { code: 60006, message: '文章不存在', en: 'The article does not exist' },
  ARTICLE_CATEGORY_NOT_EXIST: {
    code: 60009,
    message: '文章分类不存在',
    en: 'The article category does not exist',
  },
  // Operator content and settings (issue #19): 60100–60199.
  ARTICLE_CATEGORY_HAS_CHILDREN: {
    code: 60101,
    message: '请先删除该分类的子分类',
    en: 'Delete the subcategories first',
  },
  ARTICLE_CATEGORY_HAS_ARTICLES: {
    code: 60102,
    message: '该分类下还有文章，不能删除',
    en: 'The category still has articles',
  },
  ARTICLE_CATEGORY_TOO_DEEP: {
    code: 60103,
    message: '文章分类最多两级',
    en: 'Article categories have at most two levels',
  },
  HOT_WORD_NOT_EXIST: { code: 60110, message: '热词不存在', en: 'Hot word not found' },
  HOT_WORD_SENSITIVE: {
    code: 60111,
    message: '热词包含敏感词',
    en: 'The hot word contains a sensitive word',
  },
  HOME_SLIDE_NOT_EXIST: { code: 60112, message: '首页内容不存在', en: 'Home page item not found' },
  NAV_ENTRY_NOT_EXIST: { code: 60113, message: '导航不存在', en: 'Navigation entry not found' },
  NAV_CATEGORY_NOT_EXIST: {
    code: 60114,
    message: '导航指向的商品分类不存在',
    en: 'The goods category of this navigation entry does not exist',
  },
  SETTING_INVALID: { code: 60120, message: '设置内容不正确', en: 'Invalid settings' },
  LOGISTICS_NOT_EXIST: { code: 60121, message: '物流公司不存在', en: 'Logistics company not found' },
  // Seller queues and store coupons (decision 121), block 60200–60249.
  EVALUATION_ALREADY_REPLIED: {
    code: 60200,
    message: '该评价已回复，不能重复回复',
    en: 'This review has already been answered',
  },
  STORE_COUPON_NOT_EXIST: { code: 60201, message: '优惠券不存在', en: 'The coupon does not exist' },
  STORE_COUPON_CLAIMED: {
    code: 60202,
    message: '优惠券已有会员领取，不能再修改',
    en: 'Members have claimed this coupon, it can no longer be edited',
  },
  STORE_COUPON_CLOSED: {
    code: 60203,
    message: '优惠券已关闭',
    en: 'The coupon is closed',
  },
  STORE_COUPON_PRICE_ERROR: {
    code: 60204,
    message: '优惠金额必须大于0，且不能超过使用门槛',
    en: 'The amount off must be above zero and not above the threshold',
  },
  STORE_COUPON_DISCOUNT_ERROR: {
    code: 60205,
    message: '折扣必须在0.1折到9.9折之间',
    en: 'The discount must be between 0.1 and 9.9 (tenths of the price)',
  },
  STORE_COUPON_TIME_ERROR: {
    code: 60206,
    message: '请设置正确的有效期：结束时间须晚于开始时间且在当前时间之后，领取后有效天数为1到365天',
    en: 'Invalid validity: the end must follow the start and be in the future; days after claim 1–365',
  },
  STORE_COUPON_SCOPE_ERROR: {
    code: 60207,
    message: '请选择本店的商品',
    en: 'Choose goods of this store',
  },
  STORE_COUPON_LIMIT_ERROR: {
    code: 60208,
    message: '每人限领数量不能超过发行数量',
    en: 'The per-member limit cannot exceed the quantity issued',
  },
  AFTER_SALE_RESTOCK_ERROR: {
    code: 60209,
    message: '只有确认收货的退回商品才能入库',
    en: 'Only returned goods that were accepted can go back into stock',
  },
  // Operator arbitration, payments log and platform coupons (decision 115): 60400–60449.
  AFTER_SALE_ESCALATE_ERROR: {
    code: 60400,
    message: '只有商家拒绝的售后才能申请平台介入',
    en: 'Only an after-sale the store refused can be taken to the platform',
  },
  AFTER_SALE_ALREADY_ESCALATED: {
    code: 60401,
    message: '该售后已申请过平台介入',
    en: 'This after-sale has already been taken to the platform',
  },
  AFTER_SALE_ARBITRATION_ERROR: {
    code: 60402,
    message: '该售后不在待平台处理状态，或已被处理',
    en: 'This after-sale is not waiting for the platform, or has already been ruled on',
  },
  AFTER_SALE_ARBITRATION_UNITS_TAKEN: {
    code: 60403,
    message: '该商品已在其他售后中退款，无法再次退款',
    en: 'These units are already refunded by another after-sale',
  },
  AFTER_SALE_OFFLINE_REFUND_ERROR: {
    code: 60404,
    message: '该售后不在待线下退款状态，或已退款',
    en: 'This after-sale is not waiting for an offline refund, or has been refunded',
  },
  COUPON_CLAIMED_NOT_EDITABLE: {
    code: 60420,
    message: '优惠券已被领取，不能再修改',
    en: 'The coupon has been claimed and can no longer be edited',
  },
  COUPON_TIME_ERROR: {
    code: 60421,
    message: '优惠券有效期不正确',
    en: 'The coupon’s validity period is not valid',
  },
  COUPON_SCOPE_ERROR: {
    code: 60422,
    message: '优惠券使用范围不正确',
    en: 'The coupon’s scope is not valid',
  },
  COUPON_PRICE_OVER_THRESHOLD: {
    code: 60423,
    message: '优惠券面额不能大于使用门槛',
    en: 'The coupon’s amount cannot exceed its threshold',
  },
  COUPON_ALREADY_CLOSED: { code: 60424, message: '优惠券已关闭', en: 'The coupon is already closed' },
  COUPON_NOT_PLATFORM: {
    code: 60425,
    message: '只能管理平台优惠券',
    en: 'Only platform coupons can be managed here',
  },
  PAYMENT_REFUND_NOT_FAILED: {
    code: 60426,
    message: '只有退款失败的记录才能重新退款',
    en: 'Only a refund that failed can be sent again',
  },
  PAYMENT_REFUND_NOT_EXIST: { code: 60427, message: '退款记录不存在', en: 'The refund does not exist' },
  PAGE_NOT_EXIST: { code: 61001, message: '页面不存在', en: 'The page does not exist' },
  LOGISTICS_NOT_SETTING: {
    code: 70005,
    message: '您还未设置物流公司',
    en: 'You have not set up a carrier yet',
  },
  VERIFICATION_SEND_SUCCESS: { code: 80201, message: '短信验证码,发送成功', en: 'Verification code sent' },
  VERIFICATION_ERROR: { code: 80202, message: '验证失败', en: 'Verification failed' },
  VERIFICATION_CODE_INVALID: {
    code: 80204,
    message: '验证码已失效，请重新校验',
    en: 'The verification has expired, please verify again',
  },
  VERIFICATION_SMS_CHECKED_ERROR: {
    code: 80210,
    message: '短信验证码错误，请重新校验',
    en: 'Incorrect SMS code, please try again',
  },
  VERIFICATION_SMS_EXPIRED_ERROR: {
    code: 80211,
    message: '短信验证码已失效，请重新获取',
    en: 'The SMS code has expired, please request a new one',
  },
  // Seller order desk (issue 20, decision 120): 31100–31149.
  STORE_ORDER_PRICE_ERROR: {
    code: 31100,
    message: '只有未付款的订单可以修改价格',
    en: 'Only unpaid orders can have their price changed',
  },
  STORE_ORDER_CONSIGNEE_ERROR: {
    code: 31101,
    message: '订单已发货或为自提订单，不能修改收货人',
    en: 'The order has been shipped or is a pickup order; the consignee cannot be changed',
  },
  STORE_ORDER_BATCH_EMPTY: {
    code: 31102,
    message: '文件中没有发货行（表头：订单编号,物流公司,物流单号）',
    en: 'The file has no shipping lines (header: order sn, carrier, tracking number)',
  },
  STORE_ORDER_BATCH_TOO_MANY: {
    code: 31103,
    message: '一次最多批量发货500行',
    en: 'At most 500 lines can be shipped at once',
  },
  STORE_ORDER_BATCH_FORMAT: {
    code: 31104,
    message: '文件不是正确的CSV格式',
    en: 'The file is not valid CSV',
  },
  STORE_ORDER_BATCH_DUPLICATE: {
    code: 31105,
    message: '同一订单在文件中出现多次',
    en: 'The same order appears more than once in the file',
  },
  STORE_ORDER_BATCH_CARRIER: {
    code: 31106,
    message: '物流公司不存在或未启用',
    en: 'Unknown or disabled carrier',
  },
  STORE_ORDER_BATCH_TRACKING: {
    code: 31107,
    message: '物流单号须为6–40位字母、数字或横线',
    en: 'The tracking number must be 6–40 letters, digits or dashes',
  },
  STORE_ORDER_BATCH_REJECTED: {
    code: 31108,
    message: '有不能发货的行，整批未发货，请修改后重新上传',
    en: 'Some lines cannot be shipped, so nothing was shipped; fix them and upload again',
  },
  STORE_ORDER_DATE_RANGE: {
    code: 31109,
    message: '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
  STORE_ORDER_PRICE_SAME: {
    code: 31110,
    message: '新价格与当前价格相同',
    en: 'The new price equals the current price',
  },
  ORDER_DELETE_AFTER_SALE_OPEN: {
    code: 31111,
    message: '订单有进行中的售后，售后结束后才能删除',
    en: 'This order has an after-sale in progress; it can be deleted once that ends',
  },
  // Operator order desk (decision 116): 31150–31199.
  MANAGER_ORDER_CANCEL_ERROR: {
    code: 31150,
    message: '只有未付款的订单可以由平台取消',
    en: 'Only unpaid orders can be cancelled by the platform',
  },
  // Seller bills (结算单), decision 122: 60300–60349.
  BILL_NOT_EXIST: { code: 60300, message: '结算单不存在', en: 'Bill not found' },
  BILL_STATUS_ERROR: {
    code: 60301,
    message: '结算单状态已变化，请刷新后重试',
    en: 'The bill has changed state; refresh and try again',
  },
  BILL_PAY_REFERENCE_REQUIRED: {
    code: 60302,
    message: '请填写付款流水号',
    en: 'Enter the payment reference',
  },
  BILL_PERIOD_NOT_ENDED: {
    code: 60303,
    message: '结算周期尚未开始，无需出账',
    en: 'No settlement period to close yet',
  },
  // Service consultations and display currencies (decision 130), 60650–60699.
  CONSULTATION_NOT_EXIST: { code: 60650, message: '咨询不存在', en: 'Consultation not found' },
  CONSULTATION_CONTACT_REQUIRED: {
    code: 60651,
    message: '请填写手机号或邮箱，方便顾问联系您',
    en: 'Please give a mobile number or an e-mail address so that an adviser can reach you',
  },
  CONSULTATION_LIMIT: {
    code: 60652,
    message: '提交过于频繁，请稍后再试',
    en: 'Too many consultations sent, please try again later',
  },
  CONSULTATION_STATE_INVALID: {
    code: 60653,
    message: '咨询当前状态不能变更为该状态',
    en: 'The consultation cannot move to that state from its current one',
  },
  CONSULTATION_STATE_CHANGED: {
    code: 60654,
    message: '咨询状态已被他人修改，请刷新后重试',
    en: 'Someone else has changed this consultation, please reload',
  },
  CONSULTATION_ASSIGNEE_INVALID: {
    code: 60655,
    message: '指派的管理员不存在或已停用',
    en: 'The operator to assign does not exist or is disabled',
  },
  CONSULTATION_CLOSED: {
    code: 60656,
    message: '咨询已结束，不能再回复',
    en: 'The consultation is closed and cannot be replied to',
  },
  CURRENCY_RATE_NOT_EXIST: { code: 60660, message: '该币种汇率不存在', en: 'No rate for that currency' },
  // Requests for quotation (decision 132), 60700–60719.
  PURCHASE_NOT_EXIST: { code: 60700, message: '采购需求不存在', en: 'Request for quotation not found' },
  PURCHASE_DEADLINE_INVALID: {
    code: 60701,
    message: '截止日期须在今天之后、90天之内',
    en: 'The deadline must be after today and within 90 days',
  },
  PURCHASE_CATEGORY_INVALID: { code: 60702, message: '采购分类不存在', en: 'That category does not exist' },
  PURCHASE_NOT_OPEN: {
    code: 60703,
    message: '该采购需求已截止报价',
    en: 'This request is no longer open for quotes',
  },
  PURCHASE_NOT_ADDRESSED: {
    code: 60704,
    message: '该采购需求指定了其他店铺报价',
    en: 'This request is addressed to another supplier',
  },
  PURCHASE_QUOTE_BY_STORE: {
    code: 60705,
    message: '报价请在商家中心进行',
    en: 'Quotes are sent from the seller centre',
  },
  PURCHASE_QUOTE_NOT_EXIST: { code: 60706, message: '报价不存在', en: 'Quote not found' },
  PURCHASE_QUOTE_SKU_INVALID: {
    code: 60707,
    message: '报价的商品须是本店在售商品',
    en: 'The quoted goods must be on sale in your store',
  },
  PURCHASE_QUOTE_MOQ_TOO_HIGH: {
    code: 60708,
    message: '最小起订量不能大于采购数量',
    en: 'The minimum order cannot exceed the quantity requested',
  },
  PURCHASE_QUOTE_VALIDITY_INVALID: {
    code: 60709,
    message: '报价有效期须从今天起、180天之内',
    en: 'The quote must be valid from today and for at most 180 days',
  },
  PURCHASE_QUOTE_LOCKED: {
    code: 60710,
    message: '采购需求已成交，报价不能再修改',
    en: 'The request has been accepted; quotes can no longer change',
  },
  PURCHASE_ALREADY_ACCEPTED: {
    code: 60711,
    message: '该采购需求已接受报价',
    en: 'A quote has already been accepted for this request',
  },
  PURCHASE_QUOTE_EXPIRED: { code: 60712, message: '报价已过有效期', en: 'The quote has expired' },
  PURCHASE_STORE_INVALID: {
    code: 60713,
    message: '询价的店铺不存在或已关闭',
    en: 'The supplier does not exist or is closed',
  },
  PURCHASE_OWN_STORE: {
    code: 60714,
    message: '不能对自己发布的采购需求报价',
    en: 'You cannot quote on your own request',
  },
  PURCHASE_QUOTE_STOCK_SHORT: {
    code: 60715,
    message: '所选规格的库存少于采购数量，不能报价',
    en: 'The chosen SKU has less stock than the quantity requested; it cannot be quoted',
  },
  PURCHASE_QUOTE_STOCK_GONE: {
    code: 60716,
    message: '该报价商品的库存已不足采购数量，请联系商家补货或选择其他报价',
    en: 'The quoted goods no longer have enough stock for your quantity; ask the supplier to restock or choose another quote',
  },
  PURCHASE_CONSIGNEE_REQUIRED: {
    code: 60717,
    message: '该采购需求的货物需运往海外，请填写海外收货人，或从地址簿选择国内收货地址',
    en: 'The goods of this request go abroad: give the consignee abroad, or choose an address in China from your book',
  },
  // 在线客服 (decision 142), 62000–62029.
  CHAT_STORE_NOT_EXIST: { code: 62000, message: '店铺不存在', en: 'That store does not exist' },
  CHAT_STORE_CLOSED: {
    code: 62001,
    message: '该店铺已关闭，暂时无法联系客服',
    en: 'This store is closed; its customer service cannot be reached',
  },
  CHAT_SELF: { code: 62002, message: '不能联系自己的店铺', en: 'You cannot chat with your own store' },
  CHAT_BLOCKED: {
    code: 62003,
    message: '店铺已限制你发送消息',
    en: 'This store has stopped you from sending messages',
  },
  CHAT_NOT_EXIST: { code: 62004, message: '会话不存在', en: 'Conversation not found' },
  CHAT_PICTURE_INVALID: {
    code: 62005,
    message: '图片无效，请重新上传',
    en: 'That picture is not valid; upload it again',
  },
  CHAT_GOODS_INVALID: {
    code: 62006,
    message: '商品不存在或不是该店铺的商品',
    en: "The goods do not exist or are not this store's",
  },
  CHAT_ORDER_INVALID: {
    code: 62007,
    message: '订单不存在或不是与该店铺的订单',
    en: 'The order does not exist or is not with this store',
  },
  CHAT_TOO_FAST: {
    code: 62008,
    message: '发送太频繁，请稍后再发',
    en: 'You are sending too fast; wait a moment',
  },
  CHAT_CLERK_INVALID: {
    code: 62009,
    message: '该客服不存在或没有客服权限',
    en: 'That clerk does not exist or may not chat',
  },
  CHAT_CASE_NOT_FOUND: {
    code: 62010,
    message: '投诉不存在，或售后未进入平台仲裁',
    en: 'No such complaint, or the after-sale is not in arbitration',
  },
  CHAT_WORD_EXISTS: { code: 62011, message: '该敏感词已存在', en: 'That word is already on the list' },
  CHAT_WORD_NOT_EXIST: { code: 62012, message: '敏感词不存在', en: 'Word not found' },
  CHAT_QUICK_REPLY_NOT_EXIST: { code: 62013, message: '快捷回复不存在', en: 'Quick reply not found' },
  CHAT_QUICK_REPLY_LIMIT: { code: 62014, message: '快捷回复最多50条', en: 'At most 50 quick replies' },
  // 对账 (decision 149)
  RECONCILE_GATEWAY_OFF: {
    code: 63001,
    message: '该支付渠道未接入（演示环境），没有对账单',
    en: 'That gateway is not connected (demo mode): it has no bills',
  },
  RECONCILE_DIFFERENCE_NOT_EXIST: { code: 63002, message: '对账差异不存在', en: 'No such difference' },
  RECONCILE_ALREADY_RESOLVED: {
    code: 63003,
    message: '该差异已处理',
    en: 'That difference has already been resolved',
  },
  RECONCILE_BILL_DATE: {
    code: 63004,
    message: '只能对账近三个月内、不晚于今天的日期',
    en: 'Only a day within the last three months, not after today, can be reconciled',
  },
  RECONCILE_BILL_FAILED: {
    code: 63005,
    message: '对账单获取或核对失败，请稍后重试',
    en: 'The bill could not be fetched or read; try again later',
  },
  // 统计报表 (decision 158): 63100–63119.
  REPORT_DATE_RANGE: {
    code: 63100,
    message: '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
  REPORT_RANGE_TOO_LONG: {
    code: 63101,
    message: '统计区间最长两年（按日统计最长一年）',
    en: 'A report covers at most two years (one year by day)',
  },
  REPORT_STORE_NOT_EXIST: { code: 63102, message: '店铺不存在', en: 'That store does not exist' },
  // 站内信 to stores (decision 174): 65740–65749.
  STORE_MESSAGE_NOT_EXIST: { code: 65740, message: '消息不存在', en: 'The message does not exist' },
  STORE_MESSAGE_STORES_UNKNOWN: {
    code: 65741,
    message: '指定的商家不存在或已关闭',
    en: 'A chosen store does not exist or is closed',
  },
  STORE_MESSAGE_NO_STORES: {
    code: 65742,
    message: '没有可接收消息的商家',
    en: 'No store can receive the message',
  },
} as const satisfies Record<string, { code: number; message: string; en: string }>

export type ErrorName = keyof typeof ErrorCodes
export type ErrorDef = (typeof ErrorCodes)[ErrorName]
