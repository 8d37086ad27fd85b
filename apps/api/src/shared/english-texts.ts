import type { Locale } from './localised.ts'

/**
 * The English forms of the texts the server writes in Chinese (decision 026): wallet and points log
 * entries, message titles and bodies, the reasons the server gives and errors' details. The rows keep
 * the Chinese (the operator console and upstream clients read it); an English visitor reads the form
 * below, built from the same parts. What a person typed inside them (a reason, a goods or carrier name)
 * stays as typed. A text no form matches is shown as stored. Order and after-sale log lines are written
 * with a code instead and read in either language from it (`log-lines.ts`, decision 137).
 */
type Form = [RegExp, (...parts: string[]) => string]

const WHO: Record<string, string> = { 系统: 'the system', 商家: 'the seller', 平台: 'the platform' }

/** The seeded carriers' English names (packages/db/src/seed/logistics.ts); others stay as entered. */
const CARRIERS: Record<string, string> = {
  顺丰速运: 'SF Express',
  京东物流: 'JD Logistics',
  中国邮政EMS: 'China Post EMS',
  邮政快递包裹: 'China Post Parcel',
  中通快递: 'ZTO Express',
  圆通速递: 'YTO Express',
  申通快递: 'STO Express',
  韵达速递: 'Yunda Express',
  极兔速递: 'J&T Express',
  德邦快递: 'Deppon Express',
  顺丰国际: 'SF International',
  菜鸟国际: 'Cainiao International',
  递四方: '4PX',
  云途物流: 'YunExpress',
  FedEx联邦快递: 'FedEx',
  中远海运: 'COSCO Shipping',
  马士基: 'Maersk',
}

/** A carrier's name in the visitor's language. */
export function carrierName(locale: Locale | undefined, name: string): string {
  return locale === 'en' ? (CARRIERS[name] ?? name) : name
}

const FORMS: Form[] = [
  // Titles
  [/^订单发货通知$/, () => 'Your order has shipped'],
  [/^订单提货通知$/, () => 'Your order was picked up'],
  [/^订单取消通知$/, () => 'Your order was cancelled'],
  [/^优惠券领取成功$/, () => 'Coupon claimed'],
  [/^佣金提现成功$/, () => 'Commission paid out'],
  [/^提现审核通过$/, () => 'Withdrawal approved'],
  [/^提现申请被拒绝$/, () => 'Withdrawal refused'],
  [/^售后申请未通过$/, () => 'After-sales request refused'],
  [/^售后申请已通过$/, () => 'After-sales request approved'],
  [/^售后已终止$/, () => 'After-sales request closed'],
  [/^退款成功$/, () => 'Refund complete'],
  [/^退款处理中$/, () => 'Refund in progress'],
  [/^投诉已撤销$/, () => 'Complaint withdrawn'],
  [/^投诉有新回复$/, () => 'New reply to your complaint'],
  [/^投诉状态更新$/, () => 'Complaint updated'],
  [/^投诉已处理完成$/, () => 'Complaint resolved'],
  // Messages
  [
    /^您的订单\[(.+?)\]已发货，物流公司：(.*)，物流单号：(.*)。$/,
    (sn, carrier, no) =>
      `Your order ${sn} has shipped with ${CARRIERS[carrier] ?? carrier}, tracking number ${no}.`,
  ],
  [
    /^您的订单\[(.+?)\]已在自提点「(.*)」核验提货，订单已完成。$/,
    (sn, point) => `Your order ${sn} was picked up at ${point}; the order is complete.`,
  ],
  [
    /^您的订单\[(.+?)\]已被(系统|商家|平台)取消，原因：(.*?)。(已支付的金额已退回您的余额。|已支付的金额将按原支付方式退回。)?$/,
    (sn, who, reason, refunded) =>
      `Your order ${sn} was cancelled by ${WHO[who] ?? who}. Reason: ${english(reason)}.${refunded ? (refunded.includes('余额') ? ' The amount paid is back in your wallet.' : ' The amount paid goes back to the original payment method.') : ''}`,
  ],
  [
    /^您已领取优惠券「(.*)」（(.*)），有效期至(.*)，请在有效期内使用。$/,
    (name, store, end) =>
      `You claimed the coupon "${name}" (${store === '平台' ? 'platform' : store}); use it by ${end}.`,
  ],
  [
    /^您的分销佣金提现申请\[(.+?)\]已到账，¥(.*) 已转入您的余额。$/,
    (sn, yuan) => `Commission withdrawal ${sn} is done: ¥${yuan} is in your wallet.`,
  ],
  [
    /^您的提现申请(.+?)（¥(.*)）已审核通过，款项已转出。$/,
    (sn, yuan) => `Your withdrawal ${sn} (¥${yuan}) was approved and paid out.`,
  ],
  [
    /^您的提现申请(.+?)（¥(.*)）未通过审核，金额已退回余额。原因：(.*)$/,
    (sn, yuan, reason) =>
      `Your withdrawal ${sn} (¥${yuan}) was refused and the money returned to your wallet. Reason: ${reason}`,
  ],
  [
    /^您的售后申请\[(.+?)\]（(.*)）未通过审核，原因：(.*)$/,
    (sn, goods, reason) => `Your after-sales request ${sn} (${goods}) was refused. Reason: ${reason}`,
  ],
  [
    /^您的退货申请\[(.+?)\]（(.*)）已通过审核，.*$/,
    (sn, goods) =>
      `Your return ${sn} (${goods}) was approved: see the return address in the after-sales details, send the goods back and enter the tracking number.`,
  ],
  [
    /^您的退款申请\[(.+?)\]（(.*)）已通过审核，退款金额(.*)。$/,
    (sn, goods, amount) => `Your refund ${sn} (${goods}) was approved: ${amount}.`,
  ],
  [
    /^商家未接受您寄回的商品，售后单\[(.+?)\]已终止，原因：(.*)$/,
    (sn, reason) =>
      `The seller did not accept the returned goods; after-sales ${sn} is closed. Reason: ${reason}`,
  ],
  [
    /^售后单\[(.+?)\]（(.*)）退款(.*?)(已退回您的余额|已按原支付方式退回|将按原支付方式退回)。$/,
    (sn, goods, amount, where) =>
      where === '将按原支付方式退回'
        ? `After-sales ${sn} (${goods}): ${amount} is being refunded to the original payment method.`
        : `After-sales ${sn} (${goods}): ${amount} refunded ${where === '已退回您的余额' ? 'to your wallet' : 'to the original payment method'}.`,
  ],
  [
    /^订单\[(.+?)\]退款(.*?)已按原支付方式退回。$/,
    (sn, amount) => `Order ${sn}: ${amount} refunded to the original payment method.`,
  ],
  [
    /^您对「(.*)」（订单(.*)）的投诉已撤销。$/,
    (goods, sn) => `Your complaint about "${goods}" (order ${sn}) was withdrawn.`,
  ],
  [
    /^您对「(.*)」的投诉已处理完成。仲裁结果：(.*)$/,
    (goods, r) => `Your complaint about "${goods}" is resolved. Ruling: ${r}`,
  ],
  [
    /^您对「(.*)」的投诉已转交(.*)处理，投诉状态：.*。$/,
    (goods, store) => `Your complaint about "${goods}" was passed to ${store}.`,
  ],
  [
    /^(.*)对您关于「(.*)」的投诉提出了申诉，.*$/,
    (store, goods) => `${store} appealed your complaint about "${goods}"; the platform will arbitrate.`,
  ],
  [
    /^(.*)回复了您对「(.*)」的投诉：(.*?)(（投诉状态：.*）)?$/,
    (store, goods, text) => `${store} replied to your complaint about "${goods}": ${text}`,
  ],
  // Wallet log
  [/^演示账户初始余额$/, () => 'Opening balance of the demo account'],
  [/^余额充值\[(.+?)\]$/, (sn) => `Top-up ${sn}`],
  [/^余额充值$/, () => 'Wallet top-up'],
  [/^订单\[(.+?)\]支付金额\[(.*)\]$/, (sns, yuan) => `Payment of ¥${yuan} for order ${sns}`],
  [
    /^支付单\[(.+?)\]无法入账，款项退回余额$/,
    (no) => `Payment ${no} could not be applied; the money is back in your wallet`,
  ],
  [/^订单\[(.+?)\]取消，退款金额\[(.*)\]$/, (sn, yuan) => `Order ${sn} cancelled: ¥${yuan} refunded`],
  [/^售后单\[(.+?)\]退款，退款金额\[(.*)\]$/, (sn, yuan) => `After-sales ${sn}: ¥${yuan} refunded`],
  [/^分销\[(.+?)\]佣金提现到余额\[(.*)\]$/, (sn, yuan) => `Commission ${sn}: ¥${yuan} to the wallet`],
  [/^提现申请\[(.+?)\]，提现金额已冻结$/, (sn) => `Withdrawal ${sn}: amount frozen`],
  [/^提现成功\[(.+?)\]，¥(.*)已转出$/, (sn, yuan) => `Withdrawal ${sn}: ¥${yuan} paid out`],
  [
    /^提现被拒绝\[(.+?)\]，¥(.*?)已退回余额：(.*)$/,
    (sn, yuan, r) => `Withdrawal ${sn} refused: ¥${yuan} back in the wallet (${r})`,
  ],
  // Points log
  [/^会员签到，连续签到第(\d+)天$/, (n) => `Daily sign-in, day ${n} in a row`],
  [/^订单\[(.+?)\]完成，赠送积分$/, (sn) => `Points for completing order ${sn}`],
  [/^评价商品\[(.+?)\]，赠送积分$/, (sn) => `Points for reviewing ${sn}`],
  [/^订单\[(.+?)\]退款，扣除积分$/, (sn) => `Points taken back: order ${sn} refunded`],
  [/^注册会员，赠送积分$/, () => 'Welcome points for signing up'],
  [/^演示账户初始积分$/, () => 'Starting points of the demo account'],
  [/^积分商品兑换\[(.+?)\]$/, (sn) => `Points exchange ${sn}`],
  // Reasons the server gives
  [/^超时未支付自动取消$/, () => 'not paid in time'],
  [/^线下转账逾期未到账，自动取消$/, () => 'the bank transfer did not arrive in time'],
  [/^订单货物全部退款$/, () => 'all goods refunded'],
  // What an error adds to its message (BizError's detail)
  [/^价格区间错误$/, () => 'the price range is not valid'],
  [/^超过今日免密支付额度，剩余([\d.]+)元$/, (yuan) => `over today's password-free amount (¥${yuan} left)`],
  [/^请先设置支付密码$/, () => 'set a payment password first'],
  [/^设置支付密码需要短信验证码$/, () => 'setting a payment password needs an SMS code'],
  [
    /^修改支付密码需要原支付密码或短信验证码$/,
    () => 'changing the payment password needs the current one or an SMS code',
  ],
  [/^支付密码已被修改，请重试$/, () => 'the payment password was just changed; please try again'],
  [/^最低提现([\d.]+)元$/, (yuan) => `the least you can withdraw is ¥${yuan}`],
  [
    /^单次充值金额须在([\d.]+)元至([\d.]+)元之间$/,
    (min, max) => `one top-up must be between ¥${min} and ¥${max}`,
  ],
  [/^发货时间不正确$/, () => 'the shipping time is not valid'],
  [/^当前积分(\d+)$/, (n) => `you have ${n} points`],
  [/^当前商品不支持自提$/, () => 'these goods cannot be picked up'],
  [/^现有库存数量\[(\d+)\]$/, (n) => `${n} in stock`],
  [
    /^(?:(.*)：)?库存 (\d+)，采购数量 (\d+)$/,
    (goods, left, n) => `${goods ? `${goods}: ` : ''}${left} in stock, ${n} requested`,
  ],
  [/^每人限购(\d+)件$/, (n) => `limit ${n} per buyer`],
  [/^(.*) (\d+)\S{1,8}?起批$/, (goods, n) => `${goods} is sold from ${n} units`],
  [/^此优惠券最多领取(\d+)张$/, (n) => `at most ${n} of this coupon per buyer`],
  [/^站点设置$/, () => 'site settings'],
  [/^请求体应为表单$/, () => 'the body must be a form'],
  [/^此接口不接受文件$/, () => 'this call takes no files'],
  [/^(\d+)秒后可再试$/, (n) => `try again in ${n} s`],
  [/^该验证类型不能只用短信验证$/, () => 'this check cannot be done by SMS alone'],
  [/^同一手机号60秒内只能获取一次$/, () => 'one code per phone number every 60 seconds'],
  [/^所在地区不正确$/, () => 'the region is not valid'],
  [/^最多保存(\d+)个收货地址$/, (n) => `at most ${n} addresses can be saved`],
  [/^商品与订单项不符$/, () => 'the goods do not match the order item'],
  [/^请填写拒绝原因$/, () => 'please give the reason for refusing'],
  [/^请填写拒收原因$/, () => 'please give the reason for refusing the goods'],
  [/^银行账号只能包含数字、字母和空格$/, () => 'the account number may hold only digits, letters and spaces'],
  [/^未找到会员：(.*)$/, (names) => `no member found: ${names.replaceAll('、', ', ')}`],
  [/^日期不存在：(.*)$/, (day) => `no such date: ${day}`],
]

/** The English form of a server-built text, or the text itself. */
export function english(text: string): string {
  for (const [pattern, make] of FORMS) {
    const m = text.match(pattern)
    if (m) return make(...m.slice(1).map((p) => p ?? ''))
  }
  return text
}

/**
 * An order's remark in the visitor's language. Orders accepted from a quote before decision 145 carry
 * a generated note (`采购需求 CG… · FOB`) instead of their trade terms: it reads in English as
 * `RFQ CG… · FOB`. Any other remark is what the buyer typed and stays as typed.
 */
const QUOTE_REMARK = /^采购需求 (CG\d+) · (EXW|FOB|CIF|DDP)$/
export function orderRemark(locale: Locale | undefined, remark: string | null): string | null {
  if (locale !== 'en' || !remark) return remark
  const m = remark.match(QUOTE_REMARK)
  return m ? `RFQ ${m[1]} · ${m[2]}` : remark
}

/** `text` in the visitor's language. */
export function localText(locale: Locale | undefined, text: string): string {
  return locale === 'en' ? english(text) : text
}
