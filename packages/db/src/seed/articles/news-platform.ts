import type { SeedArticle } from './types.ts'

/** 平台动态 and 活动培训: what Silk Road Ark itself announces. */
export const PLATFORM_ARTICLES: SeedArticle[] = [
  {
    id: '10101',
    categoryId: '101',
    date: '2026-11-18',
    title: '丝路之舟国别指南全面更新：覆盖20个国家和地区',
    titleEn: 'Country guides updated: 20 countries and regions',
    summary: '国别指南新增港口地图、电商平台、节庆与商务礼仪等栏目，并提供可下载的市场准入清单。',
    summaryEn:
      'Guides now include port maps, e-commerce platforms, festivals, business etiquette and downloadable market-entry checklists.',
    featured: true,
    content: `<p class="lead">丝路之舟“出海指南”完成年度更新，覆盖亚洲、欧洲、中东、非洲和拉美的20个国家和地区。</p>
<h3>本次更新内容</h3>
<ul>
<li>人口、首都、货币、语言等基础数据全部更新并标注统计年份；</li>
<li>新增主要港口地图，标出港口位置与功能；</li>
<li>新增主流电商与贸易平台、重要节庆和商务礼仪；</li>
<li>每个国家提供PDF格式的市场准入清单，供企业下载使用。</li>
</ul>
<p>从导航栏“出海指南”即可按大洲选择国家。欢迎企业在服务中心反馈希望增加的国家和栏目。</p>`,
    contentEn: `<p class="lead">Silk Road Ark’s “Export Guides” have completed their annual update and now cover 20 countries and regions across Asia, Europe, the Middle East, Africa and Latin America.</p>
<h3>What is new</h3>
<ul>
<li>Basic data such as population, capital, currency and languages has been fully updated and labelled with the statistical year;</li>
<li>New maps of the main ports, showing where each port is and what it handles;</li>
<li>New sections on the leading e-commerce and trade platforms, major festivals and business etiquette;</li>
<li>A market-entry checklist in PDF for every country, for companies to download and use.</li>
</ul>
<p>Choose a country by continent from “Export Guides” in the navigation bar. Tell us through the Service Centre which countries and sections you would like us to add.</p>`,
  },
  {
    id: '10102',
    categoryId: '101',
    date: '2026-10-09',
    title: '帮助中心上线：购物、支付、配送与入驻问题一站解答',
    titleEn: 'The Help Centre is live',
    summary: '帮助中心整理了购物指南、支付方式、配送说明、售后服务、会员中心、商家入驻和跨境规则等常见问题。',
    summaryEn:
      'Answers on shopping, payment, delivery, after-sales, membership, selling and cross-border rules in one place.',
    content: `<p class="lead">为了让采购商和入驻商家更快找到答案，丝路之舟帮助中心正式上线。</p>
<p>帮助中心按“购物指南、支付方式、配送说明、售后服务、会员中心、商家入驻、跨境规则、平台协议”八个栏目组织内容，支持按分类浏览和按链接直达具体问题。页面底部的“帮助中心”入口随时可用。</p>
<p>如果没有找到答案，请通过服务中心联系我们，服务时间为周一至周五 09:00~17:30。</p>`,
    contentEn: `<p class="lead">To help buyers and sellers find answers faster, the Silk Road Ark Help Centre is now live.</p>
<p>The Help Centre is organised into eight sections: Shopping Guide, Payment Methods, Delivery, After-sales Service, Member Centre, Selling on Silk Road Ark, Cross-border Rules and Platform Agreements. You can browse by section or follow a link straight to a specific question. The “Help Centre” link at the bottom of every page is always available.</p>
<p>If you cannot find an answer, contact us through the Service Centre, Monday to Friday, 09:00–17:30.</p>`,
  },
  {
    id: '10103',
    categoryId: '101',
    date: '2026-09-01',
    title: '商城支持钱包余额支付与在线充值',
    titleEn: 'Wallet payments and top-ups now available',
    summary: '会员可为账户钱包充值，下单时使用余额支付；提现申请在会员中心“我的资产”中提交。',
    summaryEn:
      'Members can top up their wallet, pay orders from the balance and request withdrawals under My Assets.',
    content: `<p class="lead">丝路之舟商城的会员钱包功能已全面开放。</p>
<ul>
<li><strong>充值</strong>：在“我的资产”页面选择充值金额并完成支付，余额实时到账；</li>
<li><strong>支付</strong>：在收银台选择“余额支付”，输入支付密码后即可完成付款；</li>
<li><strong>提现</strong>：提交提现申请后，经审核转入绑定的银行账户。</li>
</ul>
<p>钱包的每一笔收入和支出都记录在资金明细中，可随时查询。为保障资金安全，请妥善保管支付密码，不要向任何人透露短信验证码。</p>`,
    contentEn: `<p class="lead">The member wallet in the Silk Road Ark shop is now open to everyone.</p>
<ul>
<li><strong>Top up</strong>: on the “My Assets” page choose an amount and pay; the balance is credited at once;</li>
<li><strong>Pay</strong>: at the cashier choose “Pay from balance” and enter your payment password to pay;</li>
<li><strong>Withdraw</strong>: submit a withdrawal request; once approved, the money is transferred to your linked bank account.</li>
</ul>
<p>Every payment into and out of the wallet is recorded in the transaction history, which you can check at any time. To keep your money safe, protect your payment password and never share an SMS code with anyone.</p>`,
  },
  {
    id: '10104',
    categoryId: '101',
    date: '2026-07-20',
    title: '品牌馆新增40个海外品牌：食品、美妆与家居品类上新',
    titleEn: 'Forty overseas brands join the Brand Pavilion',
    summary: '来自东南亚、中东和欧洲的40个品牌入驻品牌馆，消费者可在商城直接购买。',
    summaryEn:
      'Forty brands from Southeast Asia, the Middle East and Europe joined, with goods available in the shop.',
    content: `<p class="lead">丝路之舟品牌馆本季度迎来40个海外品牌，涵盖马来西亚的咖啡与燕窝、泰国的天然乳胶家居、土耳其的橄榄油与纺织品以及欧洲的个护美妆。</p>
<p>每个品牌都有独立的品牌详情页，介绍品牌故事、产地与认证信息。平台对入驻品牌的授权文件、检验检疫和标签进行审核，确保商品来源清楚、信息真实。</p>
<p>海外品牌如有意入驻，可查看帮助中心“商家入驻”栏目了解流程和资质要求。</p>`,
    contentEn: `<p class="lead">This quarter the Silk Road Ark Brand Pavilion welcomes 40 overseas brands, including coffee and bird’s nest from Malaysia, natural latex home goods from Thailand, olive oil and textiles from Türkiye, and personal care and beauty products from Europe.</p>
<p>Each brand has its own brand page describing its story, origin and certifications. The platform reviews each brand’s authorisation documents, inspection and quarantine records and labels, so that the origin of the goods is clear and the information is true.</p>
<p>Overseas brands interested in joining can read the “Selling on Silk Road Ark” section of the Help Centre for the process and requirements.</p>`,
  },
  {
    id: '10105',
    categoryId: '101',
    date: '2026-04-28',
    title: '海外利益保护服务升级：新增合规预警与纠纷调解对接',
    titleEn: 'Overseas interest protection: compliance alerts and mediation',
    summary: '平台整合法律、保险与安全资源，为出海企业提供目的国合规预警、商事纠纷调解对接和风险评估服务。',
    summaryEn:
      'Legal, insurance and security resources combined into compliance alerts, mediation referrals and risk assessments.',
    content: `<p class="lead">企业走出去，风险管理要先行。丝路之舟“海外利益保护”服务完成升级。</p>
<ul>
<li><strong>合规预警</strong>：跟踪目的国在关税、认证、数据保护和劳工方面的新规，按企业关注的国家推送；</li>
<li><strong>纠纷调解对接</strong>：对接国际商事调解与仲裁机构，帮助企业以较低成本化解跨境合同纠纷；</li>
<li><strong>风险评估</strong>：结合出口信用保险，对新客户和新市场进行信用与国别风险评估。</li>
</ul>
<p>服务详情请见“海外利益保护”页面，或在服务中心提交需求。</p>`,
    contentEn: `<p class="lead">Companies going abroad must manage risk first. Silk Road Ark’s “Overseas Interest Protection” service has been upgraded.</p>
<ul>
<li><strong>Compliance alerts</strong>: we track new rules on tariffs, certification, data protection and labour in destination countries and send them for the countries each company follows;</li>
<li><strong>Mediation referrals</strong>: we connect companies with international commercial mediation and arbitration bodies to settle cross-border contract disputes at lower cost;</li>
<li><strong>Risk assessment</strong>: together with export credit insurance, we assess the credit and country risk of new customers and new markets.</li>
</ul>
<p>See the “Overseas Interest Protection” page for details, or submit a request in the Service Centre.</p>`,
  },
  {
    id: '10106',
    categoryId: '101',
    date: '2026-02-26',
    title: '丝路之舟2025年度服务报告发布',
    titleEn: 'Silk Road Ark 2025 service report',
    summary: '报告回顾了平台2025年在出海咨询、国别研究、数字平台和综合服务方面的工作，并公布2026年重点计划。',
    summaryEn:
      'A review of 2025 in advisory, country research, the digital platform and integrated services, with 2026 priorities.',
    content: `<p class="lead">丝路之舟发布2025年度服务报告。过去一年，平台围绕“出海服务、出海指南、出海数字平台、资本服务、海外利益保护、综合服务”六项核心业务持续投入。</p>
<h3>2026年重点</h3>
<ul>
<li>扩大国别指南覆盖范围，提高数据更新频率；</li>
<li>完善商城的多商户经营能力与跨境物流接入；</li>
<li>联合金融机构推出面向中小外贸企业的融资与保险产品；</li>
<li>加强海外利益保护的专业伙伴网络。</li>
</ul>
<p>感谢每一位客户与合作伙伴的信任，新的一年我们继续与企业同舟共济、扬帆出海。</p>`,
    contentEn: `<p class="lead">Silk Road Ark has published its 2025 service report. Over the past year the platform kept investing in its six core businesses: export services, export guides, the digital export platform, capital services, overseas interest protection and integrated services.</p>
<h3>Priorities for 2026</h3>
<ul>
<li>Cover more countries in the country guides and update the data more often;</li>
<li>Strengthen multi-merchant selling in the shop and connect more cross-border logistics;</li>
<li>Launch financing and insurance products for small and medium exporters with financial institutions;</li>
<li>Grow the network of professional partners for overseas interest protection.</li>
</ul>
<p>Thank you to every customer and partner for your trust. In the new year we will keep sailing abroad together with you, in the same boat.</p>`,
  },
  {
    id: '10107',
    categoryId: '101',
    date: '2025-12-08',
    title: '商城上线优惠券中心：满减券、折扣券可叠加店铺活动',
    titleEn: 'Coupon centre launched',
    summary: '会员可在优惠券中心领取平台券和店铺券，结算时系统自动推荐最优组合。',
    summaryEn: 'Claim platform and store coupons; checkout suggests the best combination.',
    content: `<p class="lead">丝路之舟商城优惠券中心上线。优惠券分为满减券和折扣券两类，适用范围包括全场通用、指定商品和指定品类。</p>
<p>领取后的优惠券可在会员中心“我的优惠券”查看。结算时，系统会根据订单商品自动筛选可用的优惠券，并标出不可用的原因，如未达到使用门槛或不在适用范围内。</p>
<p>每张优惠券都有有效期，过期后自动失效，请及时使用。</p>`,
    contentEn: `<p class="lead">The Silk Road Ark coupon centre is live. Coupons come in two kinds, amount-off and percentage-off, and may apply to the whole shop, to selected goods or to selected categories.</p>
<p>Claimed coupons are listed under “My Coupons” in the Member Centre. At checkout the system picks the coupons that can be used for the goods in the order and shows why the others cannot, for example because the minimum spend is not reached or the goods are out of scope.</p>
<p>Every coupon has a validity period and expires automatically, so please use yours in time.</p>`,
  },
  {
    id: '10108',
    categoryId: '101',
    date: '2025-09-22',
    title: '出海数字平台开放试用：询盘管理与多语言商品页一键生成',
    titleEn: 'Digital export platform opens for trial',
    summary: '面向中小外贸企业的数字平台开放试用，提供询盘管理、报价单、多语言商品页和物流查询。',
    summaryEn:
      'Inquiry management, quotations, multilingual product pages and shipment tracking for small exporters.',
    content: `<p class="lead">丝路之舟“出海数字平台”开放企业试用。平台把外贸中最常用的工具放在一起：</p>
<ul>
<li><strong>询盘管理</strong>：统一收集官网、展会和社交媒体的询盘，分级跟进；</li>
<li><strong>报价单</strong>：按贸易术语、币种和数量阶梯生成规范的报价单；</li>
<li><strong>多语言商品页</strong>：中文资料一次录入，生成英语、西班牙语、阿拉伯语等商品页；</li>
<li><strong>物流查询</strong>：集中查看海运、空运和快递的运输节点。</li>
</ul>
<p>试用期内所有功能免费，欢迎在服务中心申请开通。</p>`,
    contentEn: `<p class="lead">Silk Road Ark’s “Digital Export Platform” is open for company trials. It brings together the tools used most in foreign trade:</p>
<ul>
<li><strong>Inquiry management</strong>: collect inquiries from your website, trade fairs and social media in one place and follow them up by priority;</li>
<li><strong>Quotations</strong>: produce standard quotations by trade term, currency and quantity tier;</li>
<li><strong>Multilingual product pages</strong>: enter your Chinese materials once and generate product pages in English, Spanish, Arabic and more;</li>
<li><strong>Shipment tracking</strong>: follow sea freight, air freight and express shipments in one view.</li>
</ul>
<p>All features are free during the trial; apply through the Service Centre.</p>`,
  },
  {
    id: '10201',
    categoryId: '102',
    date: '2026-11-10',
    title: '“RCEP原产地规则实务”线上公开课报名开启',
    titleEn: 'Online class: RCEP rules of origin in practice',
    summary: '12月公开课讲解区域价值成分计算、原产地声明和核查应对，附真实案例演练。',
    summaryEn:
      'A December class on regional value content, origin declarations and verification, with worked cases.',
    content: `<p class="lead">丝路之舟联合报关与原产地专家，推出“RCEP原产地规则实务”线上公开课。</p>
<h3>课程内容</h3>
<ul>
<li>区域价值成分（RVC）的两种计算公式与取舍；</li>
<li>税则归类改变标准的判断；</li>
<li>原产地证书与原产地声明的选择；</li>
<li>进口国海关核查时企业需要提供的资料。</li>
</ul>
<p>课程面向外贸企业的单证、关务和财务人员，报名请在服务中心提交企业名称和联系人。</p>`,
    contentEn: `<p class="lead">Silk Road Ark and customs and origin experts present an online public class, “RCEP Rules of Origin in Practice”.</p>
<h3>Course content</h3>
<ul>
<li>The two formulas for regional value content (RVC) and how to choose between them;</li>
<li>Judging a change in tariff classification;</li>
<li>Choosing between a certificate of origin and a declaration of origin;</li>
<li>What a company must provide when the importing country’s customs carries out a verification.</li>
</ul>
<p>The class is for documentation, customs and finance staff at trading companies. To register, submit your company name and contact person in the Service Centre.</p>`,
  },
  {
    id: '10202',
    categoryId: '102',
    date: '2026-08-25',
    title: '中东市场出海沙龙（深圳站）圆满举办',
    titleEn: 'Middle East market salon held in Shenzhen',
    summary: '沙龙围绕沙特SASO认证、阿联酋自贸区公司设立和斋月营销展开分享，60余家企业参加。',
    summaryEn:
      'Sessions on SASO certification, UAE free-zone companies and Ramadan marketing; more than 60 companies took part.',
    content: `<p class="lead">丝路之舟中东市场出海沙龙在深圳举办，来自消费电子、家居和新能源行业的60余家企业参加。</p>
<p>分享嘉宾介绍了沙特SABER平台的产品认证流程、阿联酋自由区公司与大陆公司的区别，以及斋月和开斋节期间的营销节奏。现场还设置了一对一咨询，为企业解答本地仓储和收款问题。</p>
<p>下一站沙龙将在义乌举办，主题为“小商品进入中东与非洲市场”。</p>`,
    contentEn: `<p class="lead">The Silk Road Ark Middle East market salon was held in Shenzhen, with more than 60 companies from consumer electronics, home goods and new energy taking part.</p>
<p>Speakers explained product certification through Saudi Arabia’s SABER platform, the difference between free-zone and mainland companies in the UAE, and the rhythm of marketing around Ramadan and Eid al-Fitr. One-to-one consultations on site answered questions on local warehousing and receiving payments.</p>
<p>The next salon will be held in Yiwu, on the theme “Small commodities entering Middle Eastern and African markets”.</p>`,
  },
  {
    id: '10203',
    categoryId: '102',
    date: '2026-06-05',
    title: '欧盟合规工作坊：GPSR、电池法规与包装新规一次讲清',
    titleEn: 'EU compliance workshop',
    summary: '工作坊结合真实下架案例，讲解欧盟责任人、电池碳足迹和包装回收义务。',
    summaryEn:
      'Real delisting cases illustrate the EU responsible person, battery carbon footprint and packaging duties.',
    content: `<p class="lead">面向对欧出口和跨境电商企业，丝路之舟在杭州举办欧盟合规工作坊。</p>
<ul>
<li>GPSR下的欧盟责任人和商品页面信息要求；</li>
<li>《电池法规》的标签、碳足迹和回收义务时间表；</li>
<li>《包装和包装废弃物法规》（PPWR）对可回收设计和生产者责任的要求；</li>
<li>德国、法国包装注册（EPR）的实务操作。</li>
</ul>
<p>工作坊讲义已上传至企业会员资料库，参会企业可在会员中心下载。</p>`,
    contentEn: `<p class="lead">For exporters to Europe and cross-border e-commerce sellers, Silk Road Ark held an EU compliance workshop in Hangzhou.</p>
<ul>
<li>The EU responsible person under the GPSR and the information required on product pages;</li>
<li>The Batteries Regulation timetable for labels, carbon footprint and recycling duties;</li>
<li>What the Packaging and Packaging Waste Regulation (PPWR) requires on recyclable design and producer responsibility;</li>
<li>Packaging registration (EPR) in Germany and France in practice.</li>
</ul>
<p>The workshop handouts have been uploaded to the member library; participating companies can download them from the Member Centre.</p>`,
  },
  {
    id: '10204',
    categoryId: '102',
    date: '2026-03-18',
    title: '第139届广交会行前辅导：如何把展位变成订单',
    titleEn: 'Before the 139th Canton Fair: turning booths into orders',
    summary: '辅导课从展位设计、样品准备、报价策略到展后跟进，帮助首次参展企业做足准备。',
    summaryEn: 'Booth design, samples, pricing and follow-up for first-time exhibitors.',
    content: `<p class="lead">春季广交会开幕前，丝路之舟为首次参展的企业举办行前辅导。</p>
<h3>要点回顾</h3>
<ul>
<li><strong>展位</strong>：主推产品不超过三个系列，展板写清楚应用场景和认证；</li>
<li><strong>样品</strong>：准备可带走的小样和多语言产品册；</li>
<li><strong>报价</strong>：预先准备FOB和CIF两套价格，标明起订量和交期；</li>
<li><strong>记录</strong>：用统一表格记录客户需求，展后48小时内跟进。</li>
</ul>`,
    contentEn: `<p class="lead">Before the spring Canton Fair opened, Silk Road Ark held a preparation session for first-time exhibitors.</p>
<h3>Key points</h3>
<ul>
<li><strong>Booth</strong>: feature no more than three product lines, and show the uses and certifications clearly on the display boards;</li>
<li><strong>Samples</strong>: prepare small samples visitors can take away and product brochures in several languages;</li>
<li><strong>Pricing</strong>: prepare both FOB and CIF prices in advance, with minimum order quantities and lead times;</li>
<li><strong>Records</strong>: record customer needs on one standard form and follow up within 48 hours after the fair.</li>
</ul>`,
  },
  {
    id: '10205',
    categoryId: '102',
    date: '2025-11-20',
    title: '出口信用保险专题讲座：新客户、新市场的收款保障',
    titleEn: 'Talk: export credit insurance for new buyers and markets',
    summary: '讲座介绍短期出口信用保险的承保范围、买方信用限额申请和出险索赔流程。',
    summaryEn: 'Cover, buyer credit limits and claims under short-term export credit insurance.',
    content: `<p class="lead">赊销能帮助企业赢得订单，但也带来收款风险。本期讲座邀请保险机构专家讲解出口信用保险。</p>
<ul>
<li><strong>承保风险</strong>：买方破产、拖欠、拒收等商业风险，以及汇兑限制、战争等政治风险；</li>
<li><strong>信用限额</strong>：出运前为每个买方申请信用限额，超出部分不在保障范围；</li>
<li><strong>索赔</strong>：发现可能损失时及时报损，保存合同、提单和催收记录。</li>
</ul>
<p>投保后的应收账款还可用于办理保单融资，缓解资金压力。</p>`,
    contentEn: `<p class="lead">Selling on credit helps win orders but brings the risk of not being paid. In this talk, experts from an insurer explain export credit insurance.</p>
<ul>
<li><strong>Risks covered</strong>: commercial risks such as buyer insolvency, late payment and refusal of goods, and political risks such as exchange restrictions and war;</li>
<li><strong>Credit limits</strong>: apply for a credit limit for each buyer before shipment; amounts above the limit are not covered;</li>
<li><strong>Claims</strong>: report a possible loss promptly and keep the contract, bill of lading and collection records.</li>
</ul>
<p>Insured receivables can also be used for policy financing, easing cash-flow pressure.</p>`,
  },
]
