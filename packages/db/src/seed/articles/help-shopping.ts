import type { SeedArticle } from './types.ts'

const D = '2026-10-09'

/** 购物指南, 支付方式, 配送说明 */
export const HELP_SHOPPING: SeedArticle[] = [
  {
    id: '30101',
    categoryId: '301',
    sort: 1,
    date: D,
    title: '新用户购物流程',
    titleEn: 'How to shop: first order',
    summary: '从注册、搜索商品、加入购物车到提交订单和支付的完整流程。',
    summaryEn: 'From sign-up, search and cart to placing and paying for an order.',
    content: `<ol>
<li><strong>注册登录</strong>：点击页面右上角“登录”，使用手机号和短信验证码注册，注册后即可登录。</li>
<li><strong>查找商品</strong>：在搜索框输入商品名称，或通过“商品分类”逐级浏览；搜索结果可按销量、价格筛选。</li>
<li><strong>加入购物车</strong>：在商品详情页选择规格和数量，点击“加入购物车”。</li>
<li><strong>结算</strong>：在购物车勾选要购买的商品，点击“去结算”，确认收货地址、配送方式、发票和优惠券。</li>
<li><strong>支付</strong>：提交订单后进入收银台，选择支付方式完成付款。</li>
</ol>
<p class="tip">未登录时也可以浏览商品；加入购物车、收藏和查看订单需要先登录。</p>`,
    contentEn: `<ol>
<li><strong>Sign up and sign in</strong>: click “Sign in” at the top right and register with your mobile number and an SMS code; then sign in.</li>
<li><strong>Find goods</strong>: type a name into the search box, or browse level by level through “Categories”; results can be sorted by sales or price.</li>
<li><strong>Add to cart</strong>: on the goods page choose the option and quantity, then click “Add to cart”.</li>
<li><strong>Check out</strong>: tick the goods to buy in the cart, click “Check out”, and confirm the address, delivery, invoice and coupons.</li>
<li><strong>Pay</strong>: after placing the order you reach the cashier; choose a payment method and pay.</li>
</ol>
<p class="tip">You can browse without signing in; adding to the cart, favourites and orders need you to sign in first.</p>`,
  },
  {
    id: '30102',
    categoryId: '301',
    sort: 2,
    date: D,
    title: '如何搜索和筛选商品',
    titleEn: 'Searching and filtering goods',
    summary: '使用关键词、热门搜索、分类和店铺内搜索更快找到商品。',
    summaryEn: 'Keywords, hot words, categories and in-store search.',
    content: `<p>在页面顶部的搜索框中输入关键词，按回车或点击搜索图标即可搜索。搜索框下方的热门搜索词会定期更新，点击即可直接搜索。</p>
<ul>
<li><strong>分类浏览</strong>：将鼠标移到“商品分类”上，可逐级展开一级、二级和三级分类；</li>
<li><strong>筛选</strong>：在搜索结果页可以按品牌、价格区间和规格属性筛选；</li>
<li><strong>店铺内搜索</strong>：在店铺页面搜索时，结果只包含该店铺的商品。</li>
</ul>
<p>如果搜索不到想要的商品，可以尝试更换同义词或使用更短的关键词。</p>`,
    contentEn: `<p>Type a keyword into the search box at the top of the page and press Enter or click the search icon. The hot words under the box are updated regularly; click one to search for it.</p>
<ul>
<li><strong>Browse categories</strong>: move the mouse over “Categories” to open the first, second and third levels;</li>
<li><strong>Filter</strong>: on the results page, filter by brand, price range and attributes;</li>
<li><strong>Search a store</strong>: a search on a store’s page only lists that store’s goods.</li>
</ul>
<p>If you cannot find what you want, try a synonym or a shorter keyword.</p>`,
  },
  {
    id: '30103',
    categoryId: '301',
    sort: 3,
    date: D,
    title: '购物车使用说明',
    titleEn: 'Using the cart',
    summary: '购物车的勾选、修改数量、删除和失效商品说明。',
    summaryEn: 'Selecting, changing quantities, removing items and unavailable goods.',
    content: `<ul>
<li>购物车按店铺分组显示，可以勾选单个商品、整个店铺或全部商品进行结算；</li>
<li>修改数量时，如果超过库存，系统会提示并自动调整为最大可购买数量；</li>
<li>商品下架或库存不足时会标记为“失效”，无法结算，可以一键清除；</li>
<li>页面右侧的购物车图标会显示当前商品数量，超过99件时显示“99+”。</li>
</ul>
<p>购物车中的商品价格以结算时的实时价格为准。</p>`,
    contentEn: `<ul>
<li>The cart is grouped by store; tick single goods, a whole store or everything to check out;</li>
<li>if a new quantity is more than the stock, you are told and the quantity is set to the most you can buy;</li>
<li>goods taken off sale or out of stock are marked “unavailable” and cannot be checked out; clear them in one click;</li>
<li>the cart icon on the right shows how many goods are in the cart, “99+” above 99.</li>
</ul>
<p>Prices in the cart are those at the moment you check out.</p>`,
  },
  {
    id: '30104',
    categoryId: '301',
    sort: 4,
    date: D,
    title: '如何领取和使用优惠券',
    titleEn: 'Claiming and using coupons',
    summary: '优惠券的类型、领取方式、使用门槛和有效期。',
    summaryEn: 'Coupon types, claiming, thresholds and validity.',
    content: `<h3>优惠券类型</h3>
<ul>
<li><strong>满减券</strong>：订单金额达到使用门槛后减免固定金额，如“满200减20”；</li>
<li><strong>折扣券</strong>：按折扣比例计算优惠，如“9折”。</li>
</ul>
<h3>领取与使用</h3>
<p>在商品详情页、店铺首页或优惠券中心点击“领取”，领取成功后可在“我的优惠券”查看。结算时，系统自动列出当前订单可用的优惠券。每张优惠券标明了适用范围：全场通用、指定商品或指定分类。</p>
<p class="note">优惠券过期后自动失效，不能兑换现金，订单取消后符合条件的优惠券将退回账户。</p>`,
    contentEn: `<h3>Kinds of coupons</h3>
<ul>
<li><strong>Money off</strong>: a fixed amount off once the order reaches the threshold, e.g. “¥20 off orders over ¥200”;</li>
<li><strong>Percentage off</strong>: a share of the price off, e.g. “10% off”.</li>
</ul>
<h3>Claiming and using</h3>
<p>Click “Claim” on a goods page, a store’s home page or the coupon centre; claimed coupons are listed under “My coupons”. At checkout the coupons usable on the order are listed, and the combination that saves the most is applied for you; you can change or remove it. Each coupon states where it applies: everything, certain goods or certain categories.</p>
<p class="note">Coupons lapse when they expire and cannot be exchanged for cash; when an order is cancelled, eligible coupons are returned to your account.</p>`,
  },
  {
    id: '30201',
    categoryId: '302',
    sort: 1,
    date: D,
    title: '支持哪些支付方式',
    titleEn: 'Accepted payment methods',
    summary: '商城支持微信支付、支付宝和钱包余额支付。',
    summaryEn: 'WeChat Pay, Alipay and wallet balance.',
    content: `<table>
<thead><tr><th>支付方式</th><th>说明</th></tr></thead>
<tbody>
<tr><td>微信支付</td><td>使用微信扫描收银台二维码完成付款</td></tr>
<tr><td>支付宝</td><td>跳转支付宝页面或扫码付款</td></tr>
<tr><td>余额支付</td><td>使用账户钱包余额付款，需要设置并输入支付密码</td></tr>
</tbody>
</table>
<p>企业采购如需对公转账，可在收银台选择“线下转账”（平台开通后显示），按页面所示的收款账户转账，并在附言中填写订单号；平台核对到账后确认收款，订单状态更新为“已付款”。</p>`,
    contentEn: `<table>
<thead><tr><th>Method</th><th>How</th></tr></thead>
<tbody>
<tr><td>WeChat Pay</td><td>Scan the cashier’s QR code with WeChat</td></tr>
<tr><td>Alipay</td><td>Go to the Alipay page or scan the code</td></tr>
<tr><td>Wallet balance</td><td>Pay from your wallet; set and enter a payment password</td></tr>
</tbody>
</table>
<p>Companies that need to pay by bank transfer can choose “Bank transfer” at the cashier (shown once the platform accepts transfers), pay into the account it shows with the order number as the reference; the order becomes “Paid” once we confirm the money.</p>`,
  },
  {
    id: '30202',
    categoryId: '302',
    sort: 2,
    date: D,
    title: '订单付款时限与超时取消',
    titleEn: 'Payment deadline and automatic cancellation',
    summary: '提交订单后请在规定时间内完成付款，超时未付款的订单将自动取消。',
    summaryEn: 'Unpaid orders are cancelled automatically after the deadline.',
    content: `<p>订单提交后处于“未付款”状态，并为您锁定库存。请在订单详情页显示的付款截止时间前完成付款。</p>
<ul>
<li>超时未付款的订单会自动变为“已取消”，库存释放，使用的优惠券按规则退回；</li>
<li>未付款的订单可以在“我的订单”中手动取消；</li>
<li>如果付款已扣款但订单仍显示未付款，通常会在几分钟内自动更新，请勿重复付款。</li>
</ul>`,
    contentEn: `<p>A placed order is “Unpaid” and its stock is held for you. Please pay before the deadline shown on the order details page.</p>
<ul>
<li>an order not paid in time becomes “Cancelled”, its stock is released and its coupons are returned as the rules say;</li>
<li>you can cancel an unpaid order yourself under “My orders”;</li>
<li>if you were charged but the order still shows unpaid, it usually updates within minutes: please do not pay again.</li>
</ul>`,
  },
  {
    id: '30203',
    categoryId: '302',
    sort: 3,
    date: D,
    title: '钱包充值、余额与提现',
    titleEn: 'Wallet top-up, balance and withdrawal',
    summary: '在“我的资产”中查看余额、充值、提现和资金明细。',
    summaryEn: 'Balance, top-ups, withdrawals and statements under My Assets.',
    content: `<ul>
<li><strong>充值</strong>：在“我的资产”点击“充值”，输入金额并支付，成功后余额即时增加；</li>
<li><strong>提现</strong>：提交提现申请，经平台审核后转入您的账户，审核期间该笔金额处于冻结状态；</li>
<li><strong>明细</strong>：每一笔充值、消费、退款和提现都有记录，可按时间查询。</li>
</ul>
<p class="warning">平台工作人员不会以任何理由索要您的支付密码或短信验证码。</p>`,
    contentEn: `<ul>
<li><strong>Top up</strong>: click “Top up” under “My assets”, enter the amount and pay; the balance rises at once. If the wallet cannot pay an order at the cashier, you can top up right there;</li>
<li><strong>Withdraw</strong>: apply for a withdrawal; after the platform approves it the money goes to your account, and it is frozen meanwhile;</li>
<li><strong>Statement</strong>: every top-up, payment, refund and withdrawal is recorded and can be searched by date.</li>
</ul>
<p class="warning">Platform staff will never ask for your payment password or SMS codes for any reason.</p>`,
  },
  {
    id: '30204',
    categoryId: '302',
    sort: 4,
    date: D,
    title: '退款多久到账',
    titleEn: 'When refunds arrive',
    summary: '退款按原支付路径退回，不同支付方式的到账时间不同。',
    summaryEn: 'Refunds go back the way you paid; timing depends on the method.',
    content: `<table>
<thead><tr><th>原支付方式</th><th>到账时间</th></tr></thead>
<tbody>
<tr><td>余额支付</td><td>退款审核通过后即时退回钱包</td></tr>
<tr><td>微信支付、支付宝</td><td>通常1至3个工作日，以支付机构处理为准</td></tr>
<tr><td>银行卡支付</td><td>通常3至7个工作日，以发卡行处理为准</td></tr>
</tbody>
</table>
<p>退款进度可在“售后服务”的申请详情中查看。</p>`,
    contentEn: `<table>
<thead><tr><th>Paid with</th><th>Refund arrives</th></tr></thead>
<tbody>
<tr><td>Wallet balance</td><td>In the wallet as soon as the refund is approved</td></tr>
<tr><td>WeChat Pay, Alipay</td><td>Usually in 1 to 3 working days, as the payment company processes it</td></tr>
<tr><td>Bank card</td><td>Usually in 3 to 7 working days, as the issuing bank processes it</td></tr>
</tbody>
</table>
<p>Follow the refund in the details of your request under “After-sales”.</p>`,
  },
  {
    id: '30301',
    categoryId: '303',
    sort: 1,
    date: D,
    title: '配送范围与运费',
    titleEn: 'Delivery areas and shipping fees',
    summary: '国内订单支持全国配送，运费由店铺按运费模板计算。',
    summaryEn: 'Nationwide delivery; fees follow each store’s template.',
    content: `<p>商城商品由各入驻店铺发货，支持配送到中国大陆的省、市、区县。运费按店铺设置的运费模板计算，可能按件数或重量计费，部分商品满额包邮。</p>
<ul>
<li>结算页会显示每个店铺的运费；</li>
<li>偏远地区可能无法配送或需加收运费，以结算页提示为准；</li>
<li>跨境直邮商品的运费和税费在详情页单独说明。</li>
</ul>`,
    contentEn: `<p>Goods are shipped by the stores that sell them, to provinces, cities and districts of mainland China. Shipping fees follow each store’s freight template, by piece or by weight; some goods ship free above an amount.</p>
<ul>
<li>the checkout page shows each store’s shipping fee;</li>
<li>remote areas may not be served or may cost more, as the checkout page says;</li>
<li>shipping fees and taxes of cross-border direct mail are explained on the goods page.</li>
</ul>`,
  },
  {
    id: '30302',
    categoryId: '303',
    sort: 2,
    date: D,
    title: '发货时间与物流查询',
    titleEn: 'Dispatch times and tracking',
    summary: '付款后店铺一般在48小时内发货，发货后可在订单详情查看物流轨迹。',
    summaryEn: 'Stores usually ship within 48 hours; track it in the order details.',
    content: `<p>订单付款后进入“待发货”状态，店铺一般在48小时内发货（预售、定制商品以详情页说明为准）。发货后订单变为“已发货”，您可以在“我的订单”-“订单详情”中查看承运公司、运单号和物流轨迹。</p>
<p>一个订单的商品可能从不同仓库分开发出，订单详情会显示多个包裹。</p>`,
    contentEn: `<p>A paid order is “To be shipped”; stores usually ship within 48 hours (pre-sale and made-to-order goods as their page says). Once shipped the order is “Shipped”, and under “My orders” – “Order details” you can see the carrier, the tracking number and the tracking events.</p>
<p>The goods of one order may leave from different warehouses; the order details then show several parcels.</p>`,
  },
  {
    id: '30303',
    categoryId: '303',
    sort: 3,
    date: D,
    title: '自提与核验订单',
    titleEn: 'Self pick-up orders',
    summary: '支持自提的商品可在结算时选择自提点，到店出示核验码取货。',
    summaryEn: 'Choose a pick-up point at checkout and show the code to collect.',
    content: `<p>部分店铺提供门店或仓库自提服务。结算时配送方式选择“自提”并选择自提地址，订单付款后状态为“待核验”。</p>
<p>到店后出示订单详情页的核验码，店员核验后订单完成。请在店铺规定的时间内取货，逾期未取的订单可能会被取消并退款。</p>`,
    contentEn: `<p>Some stores offer pick-up at a shop or warehouse. At checkout choose “Pick-up” as the delivery method and a pick-up point; once paid the order is “To be verified”.</p>
<p>At the store, show the verification code from the order details; once staff verify it the order is complete. Please collect within the time the store sets; orders not collected may be cancelled and refunded.</p>`,
  },
  {
    id: '30304',
    categoryId: '303',
    sort: 4,
    date: D,
    title: '签收注意事项',
    titleEn: 'Checking a delivery',
    summary: '签收前请检查外包装，发现破损或缺件请当场拒收或拍照留证。',
    summaryEn: 'Check the parcel before signing; refuse or photograph any damage.',
    content: `<ul>
<li>签收前检查外包装是否完好、封条是否完整；</li>
<li>贵重商品建议当着快递员的面开箱验货；</li>
<li>发现破损、少件或错发，请拍照或录像并在48小时内申请售后；</li>
<li>确认商品无误后，在订单中点击“确认收货”，订单状态变为“已完成”。</li>
</ul>
<p>未手动确认收货的订单，系统会在发货后一定天数自动确认收货。</p>`,
    contentEn: `<ul>
<li>before signing, check that the outer packaging and seals are intact;</li>
<li>for valuable goods, open the parcel in front of the courier;</li>
<li>if anything is damaged, missing or wrong, take photos or a video and apply for after-sales within 48 hours;</li>
<li>once the goods are right, click “Confirm receipt” on the order; it becomes “Completed”.</li>
</ul>
<p>Orders not confirmed by hand are confirmed automatically a set number of days after shipping.</p>`,
  },
]
