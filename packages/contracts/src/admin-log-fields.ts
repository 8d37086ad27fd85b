import { CONSOLE_VALUE_LABELS, CONSOLE_VALUE_LABELS_EN } from './status-labels.ts'

/**
 * The operation log's change summary (issue 60 §14): each row keeps the write's before/after as JSON
 * (`admin_log.before`, `.after`, decision 110), with the writers' own field names and, for some
 * amounts, fen. The list answers them as labelled changes in the reader's language, amounts in yuan,
 * beside the raw JSON (kept for whoever needs it).
 *
 * `money` says how a field's amount is stored: `fen` (a table's integer, as the coupons' summary writes
 * it) or `yuan` (written through `fenToYuan` or typed in yuan: settings, bills, withdrawals). A field
 * name means one thing in every writer; a new writer that logs an amount under a new name adds it here.
 * A name missing from the table is shown as stored.
 */
interface Field {
  zh: string
  en: string
  money?: 'fen' | 'yuan'
  /** A code field whose values are worded in CONSOLE_VALUE_LABELS (status-labels.ts) under this name. */
  values?: keyof typeof CONSOLE_VALUE_LABELS
}

export const ADMIN_LOG_FIELDS: Record<string, Field> = {
  // Who and what
  sn: { zh: '单号', en: 'Number' },
  id: { zh: 'ID', en: 'ID' },
  name: { zh: '名称', en: 'Name' },
  nameEn: { zh: '英文名称', en: 'English name' },
  title: { zh: '标题', en: 'Title' },
  couponName: { zh: '优惠券名称', en: 'Coupon name' },
  promotionName: { zh: '活动名称', en: 'Activity name' },
  seckillName: { zh: '活动名称', en: 'Activity name' },
  username: { zh: '用户名', en: 'Username' },
  nickName: { zh: '昵称', en: 'Nickname' },
  memberName: { zh: '会员', en: 'Member' },
  storeId: { zh: '店铺ID', en: 'Store ID' },
  storeName: { zh: '店铺', en: 'Store' },
  skuId: { zh: 'SKU', en: 'SKU' },
  categoryId: { zh: '分类ID', en: 'Category ID' },
  parentId: { zh: '上级ID', en: 'Parent ID' },
  groupId: { zh: '参数组ID', en: 'Parameter group ID' },
  tradeSn: { zh: '交易单号', en: 'Trade number' },
  orders: { zh: '订单', en: 'Orders' },
  bills: { zh: '结算单', en: 'Bills' },
  ids: { zh: '顺序', en: 'Order of items' },
  key: { zh: '键', en: 'Key' },
  type: { zh: '类型', en: 'Type' },
  kind: { zh: '类别', en: 'Kind' },
  // States and switches
  status: { zh: '状态', en: 'Status' },
  state: { zh: '状态', en: 'State' },
  enabled: { zh: '启用', en: 'Enabled' },
  disabled: { zh: '停用', en: 'Disabled' },
  openStatus: { zh: '发布', en: 'Published' },
  authFlag: { zh: '审核状态', en: 'Review state', values: 'authFlag' },
  marketEnable: { zh: '上架状态', en: 'On sale', values: 'marketEnable' },
  goodsCheck: { zh: '商品审核', en: 'Goods review' },
  orderStatus: { zh: '订单状态', en: 'Order status' },
  serviceStatus: { zh: '售后状态', en: 'After-sale status' },
  arbitrationStatus: { zh: '仲裁结果', en: 'Arbitration' },
  complainStatus: { zh: '投诉状态', en: 'Complaint status' },
  applyStatus: { zh: '申请状态', en: 'Application status' },
  billStatus: { zh: '结算单状态', en: 'Bill status' },
  distributionStatus: { zh: '分销员状态', en: 'Distributor status' },
  storeDisable: { zh: '店铺状态', en: 'Store status', values: 'storeDisable' },
  promotionStatus: { zh: '活动状态', en: 'Activity status', values: 'promotionStatus' },
  totpEnabled: { zh: '两步验证', en: 'Two-step sign-in' },
  // Reasons and notes
  reason: { zh: '原因', en: 'Reason' },
  failReason: { zh: '拒绝原因', en: 'Refusal reason' },
  cancelReason: { zh: '取消原因', en: 'Cancel reason' },
  remark: { zh: '备注', en: 'Remark' },
  inspectRemark: { zh: '审核备注', en: 'Review remark' },
  note: { zh: '说明', en: 'Note' },
  content: { zh: '内容', en: 'Content' },
  arbitrationResult: { zh: '仲裁意见', en: 'Ruling' },
  lastError: { zh: '上次错误', en: 'Last error' },
  description: { zh: '说明', en: 'Description' },
  // Money
  price: { zh: '面额', en: 'Amount', money: 'fen' },
  consumeThreshold: { zh: '使用门槛', en: 'Minimum spend', money: 'fen' },
  refund: { zh: '退款金额', en: 'Refund', money: 'fen' },
  amount: { zh: '退款金额', en: 'Refund', money: 'fen' },
  flowPrice: { zh: '订单金额', en: 'Order amount', money: 'yuan' },
  applyMoney: { zh: '提现金额', en: 'Withdrawal amount', money: 'yuan' },
  billPrice: { zh: '结算金额', en: 'Bill amount', money: 'yuan' },
  minPrice: { zh: '最低金额', en: 'Least amount', money: 'yuan' },
  maxPrice: { zh: '最高金额', en: 'Most amount', money: 'yuan' },
  fullMoney: { zh: '满额', en: 'Spend threshold', money: 'yuan' },
  fullMinus: { zh: '减额', en: 'Amount off', money: 'yuan' },
  paymentMethod: { zh: '支付方式', en: 'Payment method' },
  payReference: { zh: '付款流水号', en: 'Payment reference' },
  receivableNo: { zh: '收款流水号', en: 'Receipt reference' },
  reference: { zh: '退款流水号', en: 'Refund reference' },
  // Coupons and promotions
  couponType: { zh: '优惠券类型', en: 'Coupon type', values: 'couponType' },
  couponDiscount: { zh: '折扣', en: 'Discount' },
  scopeType: { zh: '使用范围', en: 'Scope', values: 'scopeType' },
  rangeDayType: { zh: '有效期类型', en: 'Validity type', values: 'rangeDayType' },
  publishNum: { zh: '发行数量', en: 'Issued' },
  couponLimitNum: { zh: '每人限领', en: 'Limit per member' },
  closedMemberCoupons: { zh: '作废的已领券', en: 'Claimed coupons voided' },
  fullRate: { zh: '折扣', en: 'Discount' },
  isFullMinus: { zh: '满减', en: 'Amount off' },
  isFullRate: { zh: '满折', en: 'Discount' },
  rule: { zh: '规则', en: 'Rule' },
  ruleEn: { zh: '英文规则', en: 'Rule (English)' },
  bearer: { zh: '承担方', en: 'Borne by' },
  hours: { zh: '场次', en: 'Hours' },
  droppedApplications: { zh: '撤下的报名', en: 'Applications dropped' },
  applications: { zh: '报名数', en: 'Applications' },
  points: { zh: '所需积分', en: 'Points' },
  activeStock: { zh: '活动库存', en: 'Stock' },
  // Times
  startTime: { zh: '开始时间', en: 'Starts' },
  endTime: { zh: '结束时间', en: 'Ends' },
  applyEndTime: { zh: '报名截止', en: 'Applications close' },
  createTime: { zh: '创建时间', en: 'Created' },
  rateDate: { zh: '汇率日期', en: 'Rate date' },
  rate: { zh: '汇率', en: 'Rate' },
  // Operators, sign-in
  roles: { zh: '角色', en: 'Roles' },
  roleName: { zh: '角色名称', en: 'Role name' },
  permissions: { zh: '权限', en: 'Permissions' },
  endedLogins: { zh: '结束的登录', en: 'Sign-ins ended' },
  loginsEnded: { zh: '结束的登录', en: 'Sign-ins ended' },
  otherLoginsEnded: { zh: '结束的其他登录', en: 'Other sign-ins ended' },
  // Catalogue and content
  specName: { zh: '规格名称', en: 'Spec name' },
  specValues: { zh: '规格值', en: 'Spec values' },
  groupName: { zh: '参数组', en: 'Parameter group' },
  paramName: { zh: '参数名称', en: 'Parameter' },
  paramNameEn: { zh: '英文参数名称', en: 'Parameter (English)' },
  options: { zh: '可选值', en: 'Options' },
  optionsEn: { zh: '英文可选值', en: 'Options (English)' },
  isIndex: { zh: '用于筛选', en: 'Used in search' },
  required: { zh: '必填', en: 'Required' },
  sortOrder: { zh: '排序', en: 'Sort order' },
  sort: { zh: '排序', en: 'Sort order' },
  commissionRate: { zh: '佣金比例（%）', en: 'Commission (%)' },
  categories: { zh: '涉及分类', en: 'Categories affected' },
  image: { zh: '图片', en: 'Picture' },
  logo: { zh: '标志', en: 'Logo' },
  slot: { zh: '位置', en: 'Slot' },
  articleCategoryName: { zh: '文章分类', en: 'Article category' },
  articleCategoryNameEn: { zh: '英文文章分类', en: 'Article category (English)' },
  keyword: { zh: '热词', en: 'Hot word' },
  score: { zh: '权重', en: 'Weight' },
  word: { zh: '敏感词', en: 'Sensitive word' },
  assignee: { zh: '负责人', en: 'Assignee' },
  conversationId: { zh: '会话', en: 'Conversation' },
  messages: { zh: '消息数', en: 'Messages' },
  bytes: { zh: '字节数', en: 'Bytes' },
  // Settings (系统设置)
  siteName: { zh: '站点名称', en: 'Site name' },
  siteNameEn: { zh: '英文站点名称', en: 'Site name (English)' },
  buyerSideLogo: { zh: '站点标志', en: 'Site logo' },
  icp: { zh: '备案号', en: 'ICP number' },
  autoCancel: { zh: '自动取消（分钟）', en: 'Auto-cancel (minutes)' },
  autoReceive: { zh: '自动确认收货（天）', en: 'Auto-receive (days)' },
  closeAfterSale: { zh: '售后期限（天）', en: 'After-sale window (days)' },
  register: { zh: '注册积分', en: 'Sign-up points' },
  signIn: { zh: '签到积分', en: 'Sign-in points' },
  comment: { zh: '评价积分', en: 'Review points' },
  consumer: { zh: '消费积分', en: 'Spending points' },
  pointSettingItems: { zh: '连续签到奖励', en: 'Sign-in streak rewards' },
  cycleDays: { zh: '结算周期（天）', en: 'Settlement period (days)' },
  accountName: { zh: '收款户名', en: 'Account name' },
  bankName: { zh: '开户银行', en: 'Bank' },
  accountNo: { zh: '银行账号', en: 'Account number' },
  days: { zh: '期限（天）', en: 'Days' },
}

/** One line of a row's change summary: a field, its label, and its value before and after. */
export interface AdminLogChange {
  /** The stored field name ('' when the row's before/after is a bare value or list, not an object). */
  field: string
  label: string
  /** Amounts in yuan when `money`; anything else as stored. `undefined` when that side has no value. */
  before?: unknown
  after?: unknown
  money: boolean
  changed: boolean
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const yuanOf = (v: unknown, unit: 'fen' | 'yuan') =>
  typeof v === 'number' && unit === 'fen' ? Math.round(v) / 100 : v

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The table's order (a stored row's keys come back in PostgreSQL's jsonb order); unknown names last. */
const RANK = new Map(Object.keys(ADMIN_LOG_FIELDS).map((field, i) => [field, i]))
const rank = (field: string) => RANK.get(field) ?? RANK.size

/**
 * A row's before/after as labelled lines in `lang`: every field either side names, in the table's
 * order, marked changed or not; amounts turned to yuan. A side that is not an object (a list of
 * ids, a bare value) is one line with no field.
 */
export function adminLogChanges(before: unknown, after: unknown, lang: 'zh-CN' | 'en'): AdminLogChange[] {
  const hasBefore = before !== null && before !== undefined
  const hasAfter = after !== null && after !== undefined
  if (!hasBefore && !hasAfter) return []
  if ((hasBefore && !isRecord(before)) || (hasAfter && !isRecord(after))) {
    return [
      {
        field: '',
        label: '',
        ...(hasBefore ? { before } : {}),
        ...(hasAfter ? { after } : {}),
        money: false,
        changed: !same(before, after),
      },
    ]
  }
  const b = hasBefore ? (before as Record<string, unknown>) : {}
  const a = hasAfter ? (after as Record<string, unknown>) : {}
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort((x, y) => rank(x) - rank(y))
  return fields.map((field) => {
    const known = Object.hasOwn(ADMIN_LOG_FIELDS, field) ? ADMIN_LOG_FIELDS[field] : undefined
    const unit = known?.money
    const words = known?.values
      ? (lang === 'en' ? CONSOLE_VALUE_LABELS_EN : CONSOLE_VALUE_LABELS)[known.values]
      : undefined
    const value = (side: Record<string, unknown>) => {
      const v = side[field]
      if (unit) return yuanOf(v, unit)
      // A code the table words reads as its word; an unknown code stays as stored.
      return words && typeof v === 'string' && Object.hasOwn(words, v) ? words[v as keyof typeof words] : v
    }
    return {
      field,
      label: known ? (lang === 'en' ? known.en : known.zh) : field,
      ...(field in b ? { before: value(b) } : {}),
      ...(field in a ? { after: value(a) } : {}),
      money: unit !== undefined,
      changed: !(field in b && field in a && same(b[field], a[field])),
    }
  })
}
