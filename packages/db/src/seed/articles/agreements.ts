import type { SeedArticle } from './types.ts'

const D = '2026-10-09'

/** 平台协议: the single articles served by `/buyer/other/article/type/{type}`. */
export const AGREEMENTS: SeedArticle[] = [
  {
    id: '30801',
    categoryId: '308',
    sort: 1,
    type: 'ABOUT',
    date: D,
    title: '关于丝路之舟',
    titleEn: 'About Silk Road Ark',
    summary: '丝路之舟是服务中国品牌出海和海外品牌引进来的跨境贸易服务平台。',
    summaryEn:
      'A cross-border trade services platform for Chinese brands going abroad and overseas brands coming in.',
    content: `<p>丝路之舟是面向企业的跨境贸易服务平台，围绕出海服务、出海指南、出海数字平台、资本服务、海外利益保护和综合服务六大板块，为中国品牌走出去、海外品牌引进来提供一站式支持。</p>
<p>平台汇集国别研究、合规、物流、金融和法律等专业伙伴，同时运营多商户商城，连接优质供应商与采购商。</p>
<p>服务时间：周一至周五 09:00~17:30。</p>`,
    contentEn: `<p>Silk Road Ark is a cross-border trade services platform for businesses. Through six areas — export services, export guides, the digital export platform, capital services, overseas interest protection and integrated services — it gives one-stop support to Chinese brands going abroad and overseas brands coming into China.</p>
<p>The platform brings together professional partners in country research, compliance, logistics, finance and law, and also runs a multi-merchant marketplace connecting quality suppliers with buyers.</p>
<p>Service hours: Monday to Friday, 09:00–17:30.</p>`,
  },
  {
    id: '30802',
    categoryId: '308',
    sort: 2,
    type: 'USER_AGREEMENT',
    date: D,
    title: '用户服务协议',
    titleEn: 'User agreement',
    summary: '使用丝路之舟网站和商城服务时，用户与平台之间的权利义务。',
    summaryEn: 'Rights and duties between users and the platform.',
    content: `<h3>一、协议的接受</h3>
<p>您注册或使用丝路之舟服务，即表示同意本协议。请在注册前仔细阅读，尤其是加粗的免除或限制责任条款。</p>
<h3>二、账户</h3>
<p>您应提供真实信息，妥善保管账户和密码，对账户下的行为负责。发现账户被盗用，请立即通知平台。</p>
<h3>三、交易</h3>
<p>商城商品由入驻店铺销售，店铺对商品质量和售后承担责任；平台提供交易撮合、支付和纠纷调处服务。</p>
<h3>四、用户行为规范</h3>
<p>不得发布违法信息，不得干扰平台正常运行，不得进行虚假交易或恶意评价。</p>
<h3>五、争议解决</h3>
<p>本协议适用中华人民共和国法律。发生争议时应友好协商，协商不成的，提交平台运营者所在地人民法院诉讼解决。</p>`,
    contentEn: `<h3>1. Acceptance of the agreement</h3>
<p>By registering for or using Silk Road Ark services, you agree to this agreement. Please read it carefully before registering, especially the clauses in bold that exclude or limit liability.</p>
<h3>2. Accounts</h3>
<p>You must provide true information, keep your account and password safe, and are responsible for what is done under your account. If you find your account has been misused, notify the platform at once.</p>
<h3>3. Transactions</h3>
<p>Goods in the marketplace are sold by the stores on the platform, which are responsible for the quality of the goods and after-sales service; the platform provides transaction matching, payment and dispute mediation services.</p>
<h3>4. Rules of conduct</h3>
<p>You must not publish unlawful information, interfere with the normal operation of the platform, or make fake transactions or malicious reviews.</p>
<h3>5. Dispute resolution</h3>
<p>This agreement is governed by the laws of the People’s Republic of China. Disputes should be settled through friendly negotiation; failing that, they shall be brought before the people’s court where the platform operator is located.</p>`,
  },
  {
    id: '30803',
    categoryId: '308',
    sort: 3,
    type: 'PRIVACY_POLICY',
    date: D,
    title: '隐私政策',
    titleEn: 'Privacy policy',
    summary: '我们收集哪些个人信息、如何使用和保护，以及您享有的权利。',
    summaryEn: 'What we collect, how we use and protect it, and your rights.',
    content: `<p>我们依据《个人信息保护法》等法律法规处理您的个人信息，遵循合法、正当、必要和诚信原则。</p>
<h3>我们收集的信息</h3>
<ul>
<li>注册信息：手机号、用户名；</li>
<li>交易信息：收货地址、订单和支付记录；</li>
<li>设备信息：设备标识、浏览记录，用于安全风控和改进服务。</li>
</ul>
<h3>我们如何使用</h3>
<p>用于提供交易、配送、售后和客户服务；向店铺和承运商提供完成订单所必需的信息；未经您同意，不会向其他第三方提供。</p>
<h3>您的权利</h3>
<p>您可以查阅、更正、删除个人信息，撤回同意或注销账户。如有疑问，请通过服务中心联系我们。</p>`,
    contentEn: `<p>We process your personal information in accordance with the Personal Information Protection Law and other laws and regulations, following the principles of lawfulness, legitimacy, necessity and good faith.</p>
<h3>What we collect</h3>
<ul>
<li>Registration information: mobile number and username;</li>
<li>Transaction information: delivery addresses, orders and payment records;</li>
<li>Device information: device identifiers and browsing history, used for security and risk control and to improve our services.</li>
</ul>
<h3>How we use it</h3>
<p>To provide transactions, delivery, after-sales and customer service, and to give stores and carriers the information they need to fulfil orders. We do not share it with any other third party without your consent.</p>
<h3>Your rights</h3>
<p>You can access, correct and delete your personal information, withdraw your consent or close your account. If you have any questions, contact us through the Service Centre.</p>`,
  },
  {
    id: '30804',
    categoryId: '308',
    sort: 4,
    type: 'STORE_REGISTER',
    date: D,
    title: '商家入驻协议',
    titleEn: 'Seller agreement',
    summary: '商家在丝路之舟商城开店经营应遵守的规则和双方的权利义务。',
    summaryEn: 'Rules and obligations for stores on the marketplace.',
    content: `<h3>一、入驻资格</h3>
<p>商家应为依法设立的企业或具有合法经营资格的境外主体，所提交资质真实有效。</p>
<h3>二、经营规范</h3>
<p>商家应保证商品来源合法、质量合格、信息真实，遵守平台的商品发布规范和售后规则，按时发货并及时处理售后与投诉。</p>
<h3>三、费用与结算</h3>
<p>平台按约定费率收取技术服务费，按结算周期向商家付款。</p>
<h3>四、违规处理</h3>
<p>商家违反法律法规或平台规则的，平台有权下架商品、限制经营直至终止合作。</p>`,
    contentEn: `<h3>1. Eligibility</h3>
<p>A seller must be a lawfully established company or an overseas entity legally qualified to do business, and the documents it submits must be genuine and valid.</p>
<h3>2. Business conduct</h3>
<p>Sellers must ensure that goods come from lawful sources, meet quality standards and are described truthfully, follow the platform’s listing rules and after-sales rules, ship on time, and handle after-sales requests and complaints promptly.</p>
<h3>3. Fees and settlement</h3>
<p>The platform charges a technical service fee at the agreed rates and pays sellers each settlement cycle.</p>
<h3>4. Breaches</h3>
<p>Where a seller breaks laws, regulations or platform rules, the platform may take goods down, restrict the store’s business, or terminate the cooperation.</p>`,
  },
  {
    id: '30805',
    categoryId: '308',
    sort: 5,
    type: 'LICENSE_INFORMATION',
    date: D,
    title: '证照信息',
    titleEn: 'Licence information',
    summary: '平台运营主体的营业执照与增值电信业务经营许可信息公示。',
    summaryEn: 'Business licence and telecom value-added service licence of the operator.',
    content: `<p>根据《电子商务法》第十五条，电子商务经营者应当在其首页显著位置持续公示营业执照信息、与其经营业务有关的行政许可信息。</p>
<p>丝路之舟运营主体的营业执照、增值电信业务经营许可证等证照信息在本页公示，信息变更时将及时更新。如需核验，请通过服务中心联系我们。</p>`,
    contentEn: `<p>Under Article 15 of the E-commerce Law, e-commerce operators must continuously display, in a prominent place on their home page, their business licence information and the administrative licences relating to their business.</p>
<p>The business licence, value-added telecommunications business licence and other licences of the operator of Silk Road Ark are published on this page and updated promptly when they change. To verify them, contact us through the Service Centre.</p>`,
  },
]
