import type { SeedArticle } from './types.ts'

const D = '2026-10-09'

/** 商家入驻, 跨境规则 */
export const HELP_MERCHANT: SeedArticle[] = [
  {
    id: '30601',
    categoryId: '306',
    sort: 1,
    date: D,
    title: '入驻条件与资质要求',
    titleEn: 'Who can sell and what documents are needed',
    summary: '企业商家和海外品牌入驻需要准备的主体、品牌和行业资质。',
    summaryEn: 'Company, brand and industry documents for sellers and overseas brands.',
    content: `<h3>国内企业</h3>
<ul>
<li>营业执照（经营范围覆盖所售商品）；</li>
<li>法定代表人身份证明、对公银行账户；</li>
<li>商标注册证或品牌授权书；</li>
<li>食品、化妆品、医疗器械等特殊品类的行业许可证。</li>
</ul>
<h3>海外品牌</h3>
<ul>
<li>境外公司注册文件及中文译本；</li>
<li>品牌所有权证明或授权链文件；</li>
<li>境内代理或进口商信息、进口商品的检验检疫和中文标签资料。</li>
</ul>
<p>所有文件须真实有效，平台审核发现伪造将拒绝入驻并保留追究责任的权利。</p>`,
    contentEn: `<h3>Chinese companies</h3>
<ul>
<li>A business licence whose scope covers the goods you sell;</li>
<li>Proof of identity of the legal representative and a corporate bank account;</li>
<li>A trade mark registration certificate or a brand authorisation letter;</li>
<li>Industry licences for special categories such as food, cosmetics and medical devices.</li>
</ul>
<h3>Overseas brands</h3>
<ul>
<li>The overseas company’s registration documents with a Chinese translation;</li>
<li>Proof of brand ownership or the chain of authorisation documents;</li>
<li>Details of the agent or importer in China, and the inspection and quarantine records and Chinese labels of the imported goods.</li>
</ul>
<p>All documents must be genuine and valid. If the platform’s review finds forged documents, the application is refused and the platform reserves the right to pursue liability.</p>`,
  },
  {
    id: '30602',
    categoryId: '306',
    sort: 2,
    date: D,
    title: '入驻流程',
    titleEn: 'The onboarding process',
    summary: '提交申请、资质审核、签署协议、开店装修到商品上架的五个步骤。',
    summaryEn: 'Apply, review, sign, set up the store, list goods.',
    content: `<ol>
<li><strong>提交申请</strong>：登录后在服务中心选择“商家入驻”，填写公司信息并上传资质；</li>
<li><strong>资质审核</strong>：平台一般在5个工作日内完成审核，如需补充材料会通知联系人；</li>
<li><strong>签署协议</strong>：审核通过后在线签署《商家入驻协议》，确认经营类目和结算方式；</li>
<li><strong>开店装修</strong>：设置店铺名称、标志、运费模板、退货地址和客服；</li>
<li><strong>商品上架</strong>：发布商品，经审核后在商城展示。</li>
</ol>`,
    contentEn: `<ol>
<li><strong>Apply</strong>: after signing in, choose “Open a store” in the Service Centre, fill in your company details and upload your documents;</li>
<li><strong>Review</strong>: the platform usually completes its review within 5 working days and tells your contact person if more documents are needed;</li>
<li><strong>Sign the agreement</strong>: once approved, sign the Merchant Agreement online and confirm your categories and settlement method;</li>
<li><strong>Set up the store</strong>: set the store name, logo, freight templates, return address and customer service;</li>
<li><strong>List goods</strong>: publish goods, which appear in the shop once reviewed.</li>
</ol>`,
  },
  {
    id: '30603',
    categoryId: '306',
    sort: 3,
    date: D,
    title: '费用与结算',
    titleEn: 'Fees and settlement',
    summary: '平台技术服务费、结算周期和对账方式。',
    summaryEn: 'Service fees, settlement cycles and statements.',
    content: `<ul>
<li><strong>技术服务费</strong>：按成交金额和类目费率收取，具体费率在入驻协议中列明；</li>
<li><strong>结算周期</strong>：订单完成且售后期结束后进入结算，平台按周期生成结算单；</li>
<li><strong>对账</strong>：店铺在商家后台核对结算单，确认后平台付款至对公账户。</li>
</ul>
<p>发生退款的订单，相应金额从结算单中扣除。</p>`,
    contentEn: `<ul>
<li><strong>Technical service fee</strong>: charged on the transaction amount at the category rate; the rates are listed in the Merchant Agreement;</li>
<li><strong>Settlement cycle</strong>: an order is settled after it is completed and its after-sales period has ended; the platform produces settlement statements for each cycle;</li>
<li><strong>Reconciliation</strong>: the store checks the settlement statement in the seller centre; once confirmed, the platform pays to the corporate account.</li>
</ul>
<p>For orders with refunds, the amount refunded is deducted from the settlement statement.</p>`,
  },
  {
    id: '30604',
    categoryId: '306',
    sort: 4,
    date: D,
    title: '商品发布规范',
    titleEn: 'Listing rules',
    summary: '商品标题、图片、价格和详情描述的基本要求，以及禁售商品。',
    summaryEn: 'Titles, images, prices and descriptions, and prohibited goods.',
    content: `<ul>
<li>标题准确描述品牌、品名和关键规格，不堆砌无关关键词；</li>
<li>主图清晰真实，不得盗用他人图片；</li>
<li>价格真实，不得先提价后打折；</li>
<li>详情页如实说明材质、产地、保质期、认证和售后政策；</li>
<li>不得发布法律法规禁止或限制销售的商品，以及侵犯知识产权的商品。</li>
</ul>
<p>违反规范的商品将被下架，情节严重的店铺将被处罚直至清退。</p>`,
    contentEn: `<ul>
<li>Titles describe the brand, product name and key specifications accurately, without piling up unrelated keywords;</li>
<li>Main images are clear and true to life; other people’s images must not be used;</li>
<li>Prices are real; raising a price first and then discounting it is not allowed;</li>
<li>Goods pages state material, origin, shelf life, certifications and after-sales policy truthfully;</li>
<li>Goods whose sale is prohibited or restricted by law, and goods that infringe intellectual property, must not be listed.</li>
</ul>
<p>Goods that break these rules are taken down; in serious cases the store is penalised, up to being removed from the platform.</p>`,
  },
  {
    id: '30701',
    categoryId: '307',
    sort: 1,
    date: D,
    title: '跨境进口商品购买须知',
    titleEn: 'Buying cross-border imported goods',
    summary: '跨境电商零售进口的个人额度、实名信息和税费说明。',
    summaryEn: 'Personal limits, real-name details and taxes for cross-border retail imports.',
    content: `<p>跨境电商零售进口商品按个人自用物品监管，购买时需要提供订购人的真实姓名和身份证号码，并与支付人一致。</p>
<ul>
<li><strong>额度</strong>：单次交易限值为人民币5000元，个人年度交易限值为人民币26000元；</li>
<li><strong>税费</strong>：限值以内关税税率暂为0%，进口环节增值税和消费税按法定应纳税额的70%征收；</li>
<li><strong>用途</strong>：所购商品仅限个人自用，不得再次销售。</li>
</ul>
<p>税费在结算页单独列示，由平台代收代缴。</p>`,
    contentEn: `<p>Cross-border e-commerce retail imports are supervised as goods for personal use. When buying, you must give the real name and ID card number of the person ordering, which must match the payer.</p>
<ul>
<li><strong>Limits</strong>: RMB 5,000 per transaction and RMB 26,000 per person per year;</li>
<li><strong>Taxes</strong>: within the limits the customs duty rate is currently 0%, and import VAT and consumption tax are charged at 70% of the statutory amount;</li>
<li><strong>Use</strong>: the goods are for personal use only and must not be resold.</li>
</ul>
<p>Taxes are shown separately on the checkout page and collected and paid by the platform on your behalf.</p>`,
  },
  {
    id: '30702',
    categoryId: '307',
    sort: 2,
    date: D,
    title: '出口商品的认证与标签',
    titleEn: 'Certification and labelling for exports',
    summary: '常见目的国的强制认证：欧盟CE、美国FCC、沙特SASO、欧亚经济联盟EAC等。',
    summaryEn: 'Mandatory marks: CE, FCC, SASO, EAC and more.',
    content: `<table>
<thead><tr><th>市场</th><th>常见要求</th></tr></thead>
<tbody>
<tr><td>欧盟</td><td>CE标志、GPSR欧盟责任人、WEEE与电池回收注册</td></tr>
<tr><td>美国</td><td>FCC（无线与电子设备）、CPSC儿童产品证书、FDA（食品、化妆品）</td></tr>
<tr><td>沙特阿拉伯</td><td>SABER平台符合性证书、阿拉伯语标签</td></tr>
<tr><td>欧亚经济联盟</td><td>EAC认证或符合性声明</td></tr>
<tr><td>东盟国家</td><td>各国标准认证，如印尼SNI、马来西亚SIRIM</td></tr>
</tbody>
</table>
<p>可在“出海指南”中查看各国的详细准入清单。</p>`,
    contentEn: `<table>
<thead><tr><th>Market</th><th>Common requirements</th></tr></thead>
<tbody>
<tr><td>European Union</td><td>CE marking, an EU responsible person under GPSR, WEEE and battery recycling registration</td></tr>
<tr><td>United States</td><td>FCC (wireless and electronic devices), CPSC Children’s Product Certificate, FDA (food, cosmetics)</td></tr>
<tr><td>Saudi Arabia</td><td>A certificate of conformity through the SABER platform, Arabic labels</td></tr>
<tr><td>Eurasian Economic Union</td><td>EAC certification or declaration of conformity</td></tr>
<tr><td>ASEAN countries</td><td>National standards certification, such as SNI in Indonesia and SIRIM in Malaysia</td></tr>
</tbody>
</table>
<p>Detailed market-entry checklists for each country are in the “Export Guides”.</p>`,
  },
  {
    id: '30703',
    categoryId: '307',
    sort: 3,
    date: D,
    title: '禁限售与出口管制',
    titleEn: 'Prohibited goods and export controls',
    summary: '跨境交易中禁止和限制的商品，以及两用物项出口许可。',
    summaryEn: 'Prohibited and restricted goods, and dual-use licensing.',
    content: `<ul>
<li>毒品、武器弹药、濒危野生动植物及其制品等禁止进出境；</li>
<li>列入《两用物项出口管制清单》的物项需取得出口许可证；</li>
<li>锂电池、液体、粉末、磁性物品等运输受限，须按危险品或特殊货物申报；</li>
<li>目的国可能另有禁止进口的商品，请在出运前核实。</li>
</ul>
<p>违反出口管制规定将承担行政乃至刑事责任，请勿心存侥幸。</p>`,
    contentEn: `<ul>
<li>Drugs, weapons and ammunition, endangered wild animals and plants and their products, and similar goods may not enter or leave the country;</li>
<li>Items on the Export Control List of Dual-use Items need an export licence;</li>
<li>Transport of lithium batteries, liquids, powders, magnetic items and the like is restricted, and they must be declared as dangerous or special goods;</li>
<li>The destination country may ban other imports as well; check before shipping.</li>
</ul>
<p>Breaking export control rules carries administrative and even criminal liability; do not take chances.</p>`,
  },
  {
    id: '30704',
    categoryId: '307',
    sort: 4,
    date: D,
    title: '跨境收款与外汇结算',
    titleEn: 'Cross-border payments and FX settlement',
    summary: '外贸企业的收款方式、结汇要求和汇率风险管理。',
    summaryEn: 'Collection methods, FX settlement and managing currency risk.',
    content: `<ul>
<li><strong>收款方式</strong>：电汇（T/T）、信用证（L/C）、托收以及持牌跨境支付机构；</li>
<li><strong>真实性</strong>：收款应与真实的货物贸易背景相匹配，保存合同、报关单和物流单据；</li>
<li><strong>人民币结算</strong>：与部分国家客户约定人民币计价结算，可以减少汇兑环节；</li>
<li><strong>汇率风险</strong>：账期较长的订单可以使用远期结汇锁定汇率。</li>
</ul>`,
    contentEn: `<ul>
<li><strong>Ways to get paid</strong>: telegraphic transfer (T/T), letter of credit (L/C), documentary collection, and licensed cross-border payment institutions;</li>
<li><strong>Genuineness</strong>: receipts must match a genuine underlying trade in goods; keep contracts, customs declarations and shipping documents;</li>
<li><strong>Renminbi settlement</strong>: agreeing to price and settle in renminbi with customers in some countries removes a currency conversion;</li>
<li><strong>Exchange-rate risk</strong>: for orders with long payment terms, use forward foreign-exchange settlement to lock in the rate.</li>
</ul>`,
  },
]
