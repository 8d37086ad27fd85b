import type { SeedArticle } from './types.ts'

const D = '2026-10-09'

/** 售后服务, 会员中心 */
export const HELP_SERVICE: SeedArticle[] = [
  {
    id: '30401',
    categoryId: '304',
    sort: 1,
    date: D,
    title: '退货退款政策',
    titleEn: 'Returns and refunds policy',
    summary: '支持七天无理由退货的商品范围、条件和运费承担。',
    summaryEn: 'Which goods qualify for 7-day no-reason returns, conditions and postage.',
    content: `<p>依据《消费者权益保护法》，网购商品自收货之日起七日内可以无理由退货，但以下商品除外：消费者定做的商品、鲜活易腐商品、在线下载或已拆封的音像制品和计算机软件等数字化商品、交付的报纸期刊，以及详情页明确标注不支持无理由退货的商品。</p>
<ul>
<li>退回的商品应当完好，不影响二次销售；</li>
<li>无理由退货的运费由买家承担；商品质量问题的运费由店铺承担；</li>
<li>店铺收到退货并确认无误后办理退款。</li>
</ul>`,
    contentEn: `<p>Under the Consumer Rights Protection Law, goods bought online may be returned without giving a reason within seven days of receipt, except: goods made to the consumer’s order, fresh and perishable goods, digital goods such as audio-visual products and computer software downloaded online or unsealed, newspapers and periodicals already delivered, and goods whose page clearly states that no-reason returns are not supported.</p>
<ul>
<li>Returned goods must be intact and fit to be sold again;</li>
<li>The buyer pays the shipping for a no-reason return; the store pays the shipping when there is a quality problem;</li>
<li>The store refunds once it has received the returned goods and confirmed they are in order.</li>
</ul>`,
  },
  {
    id: '30402',
    categoryId: '304',
    sort: 2,
    date: D,
    title: '如何申请售后',
    titleEn: 'Requesting after-sales service',
    summary: '在订单详情中对商品发起退款、退货或换货申请。',
    summaryEn: 'Start a refund, return or exchange from the order details.',
    content: `<ol>
<li>进入“我的订单”，找到对应订单，点击商品后的“申请售后”；</li>
<li>选择售后类型（仅退款 / 退货退款），填写原因、数量和说明，上传照片；</li>
<li>提交后等待店铺审核，审核结果会通过站内消息通知；</li>
<li>需要退货的，按审核通过后提供的地址寄回商品，并在售后详情中填写物流单号；</li>
<li>店铺收货确认后退款，退款按原支付方式退回。</li>
</ol>
<p>售后申请在审核前可以主动取消。</p>`,
    contentEn: `<ol>
<li>Go to “My orders”, find the order and click “After-sales” next to the goods;</li>
<li>Choose the type (refund only / return and refund), enter the reason, quantity and details, and upload photos;</li>
<li>After submitting, wait for the store’s review; you are told the result by an on-site message;</li>
<li>If the goods must be returned, send them to the address given when the request is approved, and enter the tracking number in the after-sales details;</li>
<li>The store refunds once it confirms receipt; the refund goes back by the original payment method.</li>
</ol>
<p>You can cancel an after-sales request yourself before it is reviewed.</p>`,
  },
  {
    id: '30403',
    categoryId: '304',
    sort: 3,
    date: D,
    title: '交易投诉与平台介入',
    titleEn: 'Complaints and platform mediation',
    summary: '与店铺协商不成时，可以对订单商品发起投诉，平台客服介入处理。',
    summaryEn: 'If a store does not resolve a problem, file a complaint and the platform steps in.',
    content: `<p>如果您对商品质量、发货或售后处理不满意，并与店铺沟通未能解决，可以在订单详情中对该商品发起投诉。</p>
<ul>
<li>选择投诉主题并详细描述问题，上传凭证；</li>
<li>店铺须在规定时间内回复，双方可以在投诉详情中沟通；</li>
<li>仍未解决的，平台将根据双方提供的证据作出处理。</li>
</ul>
<p>请确保提交的信息真实，恶意投诉将影响账户信用。</p>`,
    contentEn: `<p>If you are unhappy with the quality of goods, shipping or after-sales handling, and talking to the store has not solved it, you can file a complaint about the goods from the order details.</p>
<ul>
<li>Choose a complaint subject, describe the problem in detail and upload evidence;</li>
<li>The store must reply within the set time, and both sides can talk in the complaint details;</li>
<li>If it is still not resolved, the platform decides on the evidence both sides provide.</li>
</ul>
<p>Please make sure the information you submit is true; malicious complaints harm your account’s credit.</p>`,
  },
  {
    id: '30404',
    categoryId: '304',
    sort: 4,
    date: D,
    title: '发票说明',
    titleEn: 'Invoices',
    summary: '结算时可选择个人或企业发票，电子发票在发货后开具。',
    summaryEn: 'Choose a personal or company invoice at checkout; e-invoices follow dispatch.',
    content: `<p>在结算页的“发票信息”中可以选择不开发票、个人发票或企业发票。企业发票需要填写公司名称和纳税人识别号。</p>
<ul>
<li>电子发票由店铺在发货后开具，可在订单详情中查看下载；</li>
<li>发生部分退款的，店铺将按实际支付金额重新开具发票；</li>
<li>如需增值税专用发票，请在下单前联系店铺确认。</li>
</ul>`,
    contentEn: `<p>Under “Invoice” on the checkout page you can choose no invoice, a personal invoice or a company invoice. A company invoice needs the company name and taxpayer identification number.</p>
<ul>
<li>The store issues the electronic invoice after shipping; you can view and download it in the order details;</li>
<li>After a partial refund, the store reissues the invoice for the amount actually paid;</li>
<li>If you need a special VAT invoice, contact the store to confirm before placing the order.</li>
</ul>`,
  },
  {
    id: '30501',
    categoryId: '305',
    sort: 1,
    date: D,
    title: '注册与登录',
    titleEn: 'Registering and signing in',
    summary: '使用手机号注册，支持密码登录和短信验证码登录。',
    summaryEn: 'Register with a mobile number; sign in with a password or SMS code.',
    content: `<ul>
<li><strong>注册</strong>：在注册页填写手机号，完成滑块验证后获取短信验证码，设置用户名和密码；</li>
<li><strong>登录</strong>：可使用用户名 / 手机号加密码登录，也可使用短信验证码登录；</li>
<li><strong>忘记密码</strong>：在登录页点击“忘记密码”，通过手机验证码重新设置。</li>
</ul>
<p class="tip">为保障账户安全，请设置8位以上、包含字母和数字的密码，不要与其他网站使用相同密码。</p>`,
    contentEn: `<ul>
<li><strong>Sign up</strong>: on the sign-up page enter your mobile number, complete the slider check to get an SMS code, then set a username and password;</li>
<li><strong>Sign in</strong>: sign in with your username or mobile number and password, or with an SMS code;</li>
<li><strong>Forgotten password</strong>: click “Forgot password” on the sign-in page and reset it with a code sent to your phone.</li>
</ul>
<p class="tip">To keep your account safe, use a password of at least 8 characters with letters and digits, and do not reuse a password from another website.</p>`,
  },
  {
    id: '30502',
    categoryId: '305',
    sort: 2,
    date: D,
    title: '我的订单：订单状态说明',
    titleEn: 'Order statuses explained',
    summary: '未付款、已付款、待发货、已发货、待核验、已完成和已取消分别代表什么。',
    summaryEn: 'What each order status means.',
    content: `<table>
<thead><tr><th>状态</th><th>含义</th></tr></thead>
<tbody>
<tr><td>未付款</td><td>订单已提交，等待付款</td></tr>
<tr><td>已付款</td><td>付款成功，等待店铺处理</td></tr>
<tr><td>待发货</td><td>店铺正在备货</td></tr>
<tr><td>已发货</td><td>商品已交给承运商，可查看物流</td></tr>
<tr><td>待核验</td><td>自提订单，等待到店核验取货</td></tr>
<tr><td>已完成</td><td>已确认收货或核验，可以评价</td></tr>
<tr><td>已取消</td><td>订单被取消，已付款项将退回</td></tr>
</tbody>
</table>`,
    contentEn: `<table>
<thead><tr><th>Status</th><th>Meaning</th></tr></thead>
<tbody>
<tr><td>Unpaid</td><td>The order has been placed and is waiting for payment</td></tr>
<tr><td>Paid</td><td>Payment succeeded; waiting for the store to process the order</td></tr>
<tr><td>To be shipped</td><td>The store is preparing the goods</td></tr>
<tr><td>Shipped</td><td>The goods have been handed to the carrier; tracking is available</td></tr>
<tr><td>To be verified</td><td>A pick-up order waiting to be verified and collected at the store</td></tr>
<tr><td>Completed</td><td>Receipt or pick-up has been confirmed; you can leave a review</td></tr>
<tr><td>Cancelled</td><td>The order was cancelled; any payment made is refunded</td></tr>
</tbody>
</table>`,
  },
  {
    id: '30503',
    categoryId: '305',
    sort: 3,
    date: D,
    title: '收藏、足迹与积分',
    titleEn: 'Favourites, footprints and points',
    summary: '收藏商品和店铺、查看浏览足迹，以及积分的获得和使用。',
    summaryEn: 'Saving goods and stores, browsing history, and points.',
    content: `<ul>
<li><strong>我的收藏</strong>：在商品详情或店铺页点击“收藏”，之后可在“我的收藏”查看和取消；</li>
<li><strong>我的足迹</strong>：系统记录您浏览过的商品，可以单个删除或一键清空；</li>
<li><strong>积分</strong>：签到、完成订单和评价可获得积分，积分明细可在会员中心查询。</li>
</ul>
<p>页面右侧的浮动工具栏可以快速打开购物车、订单、优惠券、足迹和收藏。</p>`,
    contentEn: `<ul>
<li><strong>My favourites</strong>: click “Favourite” on a goods page or store page; you can then view and remove them under “My favourites”;</li>
<li><strong>My footprints</strong>: the goods you have viewed are recorded; you can delete them one by one or clear them all at once;</li>
<li><strong>Points</strong>: you earn points by checking in, completing orders and writing reviews; your points history is in the Member Centre.</li>
</ul>
<p>The floating toolbar on the right of the page opens the cart, orders, coupons, footprints and favourites quickly.</p>`,
  },
  {
    id: '30504',
    categoryId: '305',
    sort: 4,
    date: D,
    title: '账户安全与个人信息',
    titleEn: 'Account security and personal data',
    summary: '修改密码、更换手机号和管理收货地址，以及我们如何保护您的信息。',
    summaryEn: 'Changing password or phone, managing addresses, and how we protect data.',
    content: `<p>在会员中心可以修改登录密码、设置支付密码、更换绑定手机号和管理收货地址。页面上显示的手机号会隐藏中间四位，例如 138****5678。</p>
<ul>
<li>发现账户异常登录，请立即修改密码并联系客服；</li>
<li>平台不会通过电话或短信要求您提供验证码、支付密码或转账；</li>
<li>个人信息的收集和使用规则详见《隐私政策》。</li>
</ul>`,
    contentEn: `<p>In the Member Centre you can change your sign-in password, set a payment password, change your linked mobile number and manage delivery addresses. Mobile numbers shown on pages hide the middle four digits, for example 138****5678.</p>
<ul>
<li>If you notice an unusual sign-in to your account, change your password at once and contact customer service;</li>
<li>The platform will never ask you for a verification code, payment password or transfer by phone or SMS;</li>
<li>How personal information is collected and used is set out in the Privacy Policy.</li>
</ul>`,
  },
]
