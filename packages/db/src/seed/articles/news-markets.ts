import type { SeedArticle } from './types.ts'

/** 市场洞察: where demand is, how buyers buy, which channels work. */
export const MARKET_ARTICLES: SeedArticle[] = [
  {
    id: '20201',
    categoryId: '202',
    date: '2025-11-06',
    title: '第138届广交会落幕：三期展览看外贸新趋势',
    titleEn: 'The 138th Canton Fair: trends from three phases',
    summary:
      '第138届中国进出口商品交易会于2025年10月15日至11月4日在广州分三期举办，智能制造、绿色低碳和品牌化产品成为采购商关注焦点。',
    summaryEn:
      'Held in Guangzhou from 15 October to 4 November 2025 in three phases, the fair highlighted smart manufacturing, low-carbon and branded products.',
    featured: true,
    content: `<p class="lead">第138届广交会于2025年10月15日至11月4日在广州举办，按电子家电、日用消费品与家居、纺织服装与健康医疗等主题分三期进行，线下展与线上平台同步运行。</p>
<h3>三个值得关注的趋势</h3>
<ul>
<li><strong>智能化</strong>：服务机器人、智能家电、新能源设备展区客流集中，采购商更看重软件、售后和本地化认证能力；</li>
<li><strong>绿色化</strong>：可回收包装、低碳认证和产品碳足迹成为欧洲采购商询盘中的常见问题；</li>
<li><strong>品牌化</strong>：越来越多参展企业以自有品牌参展，通过展会寻找海外代理和渠道伙伴。</li>
</ul>
<h3>展后跟进建议</h3>
<p>展会结束后的两周是转化询盘的关键期：按采购意向分级、在48小时内发送报价和样品方案，并通过视频验厂增进信任。对于首次合作的新客户，建议使用信用证或投保出口信用保险控制收款风险。</p>`,
    contentEn: `<p class="lead">The 138th Canton Fair was held in Guangzhou from 15 October to 4 November 2025 in three phases, themed around electronics and household appliances, consumer goods and home furnishings, and textiles, clothing, health and medical products, with the physical fair and the online platform running side by side.</p>
<h3>Three trends worth watching</h3>
<ul>
<li><strong>Smart products</strong>: visitors crowded the service robot, smart appliance and new-energy equipment areas, and buyers paid more attention to software, after-sales service and local certification;</li>
<li><strong>Green products</strong>: recyclable packaging, low-carbon certification and product carbon footprints became common questions in European buyers’ inquiries;</li>
<li><strong>Brands</strong>: more and more exhibitors came with their own brands, looking for overseas agents and channel partners at the fair.</li>
</ul>
<h3>Following up after the fair</h3>
<p>The two weeks after the fair are the key period for converting inquiries: rank them by purchase intent, send quotations and sample proposals within 48 hours, and build trust with video factory tours. For new customers you have not worked with before, use a letter of credit or export credit insurance to control the payment risk.</p>`,
  },
  {
    id: '20202',
    categoryId: '202',
    date: '2025-11-12',
    title: '第八届进博会观察：“引进来”的品牌如何打开中国市场',
    titleEn: 'Notes from the 8th China International Import Expo',
    summary:
      '第八届进博会于2025年11月5日至10日在上海举办。对海外品牌而言，展会是进入中国市场的窗口，而后续渠道、合规与本地运营决定成败。',
    summaryEn:
      'The 8th CIIE ran in Shanghai from 5 to 10 November 2025; for overseas brands, channels, compliance and local operations decide what follows.',
    content: `<p class="lead">第八届中国国际进口博览会于2025年11月5日至10日在国家会展中心（上海）举办，食品农产品、消费品、医疗器械及医药保健、汽车、技术装备和服务贸易等展区吸引了大量海外企业。</p>
<h3>海外品牌进入中国的三条路径</h3>
<ul>
<li><strong>一般贸易</strong>：通过进口商完成注册备案、标签和检验检疫，进入商超和批发渠道；</li>
<li><strong>跨境电商零售进口</strong>：在正面清单范围内，以个人物品方式入境，适合新品测试；</li>
<li><strong>本地化合作</strong>：与国内分销商或代运营机构合作，开展线上旗舰店和内容营销。</li>
</ul>
<p>丝路之舟的“品牌馆”为入驻品牌提供展示、选品对接和本地化运营支持，帮助海外品牌把展会热度转化为持续订单。</p>`,
    contentEn: `<p class="lead">The 8th China International Import Expo was held at the National Exhibition and Convention Center (Shanghai) from 5 to 10 November 2025. Its food and agricultural products, consumer goods, medical equipment and healthcare, automobile, technical equipment and trade in services sections attracted a large number of overseas companies.</p>
<h3>Three ways for overseas brands to enter China</h3>
<ul>
<li><strong>Ordinary trade</strong>: complete registration, labelling and inspection and quarantine through an importer, and sell through supermarkets and wholesale channels;</li>
<li><strong>Cross-border e-commerce retail imports</strong>: goods on the positive list enter as personal items, which suits testing new products;</li>
<li><strong>Local partnerships</strong>: work with domestic distributors or e-commerce operators to run online flagship stores and content marketing.</li>
</ul>
<p>The Silk Road Ark “Brand Pavilion” offers brands a showcase, product-selection matchmaking and local operations support, helping overseas brands turn the buzz of the expo into lasting orders.</p>`,
  },
  {
    id: '20203',
    categoryId: '202',
    date: '2025-06-24',
    title: '第二届中国—中亚峰会之后：中亚市场的物流与贸易新机遇',
    titleEn: 'After the second China–Central Asia Summit',
    summary:
      '2025年6月第二届中国—中亚峰会在阿斯塔纳举行。中吉乌铁路建设推进、口岸扩能，中亚正成为机械、建材与消费品出口的增长市场。',
    summaryEn:
      'The second China–Central Asia Summit met in Astana in June 2025; rail projects and border capacity make the region a growth market.',
    content: `<p class="lead">2025年6月，第二届中国—中亚峰会在哈萨克斯坦阿斯塔纳举行，各方签署了永久睦邻友好合作条约等一系列合作文件。2024年12月，中吉乌铁路项目正式开工建设。</p>
<h3>市场特点</h3>
<ul>
<li>哈萨克斯坦、乌兹别克斯坦人口与消费增长较快，工程机械、汽车及配件、家电和建材需求旺盛；</li>
<li>当地电商以Kaspi（哈萨克斯坦）、Uzum（乌兹别克斯坦）、Wildberries和Ozon为主要平台；</li>
<li>霍尔果斯、阿拉山口等口岸是陆路进出的主要通道。</li>
</ul>
<h3>进入建议</h3>
<p>欧亚经济联盟（EAEU）成员国实行统一的EAC认证和技术法规，产品进入哈萨克斯坦、吉尔吉斯斯坦前须确认认证要求；付款方面，可结合人民币跨境结算降低汇率风险。</p>`,
    contentEn: `<p class="lead">In June 2025 the second China–Central Asia Summit was held in Astana, Kazakhstan, where the parties signed a series of cooperation documents including a treaty on permanent good-neighbourliness, friendship and cooperation. In December 2024 construction of the China–Kyrgyzstan–Uzbekistan railway officially began.</p>
<h3>Market features</h3>
<ul>
<li>Population and consumption are growing fast in Kazakhstan and Uzbekistan, with strong demand for construction machinery, vehicles and parts, household appliances and building materials;</li>
<li>The main local e-commerce platforms are Kaspi (Kazakhstan), Uzum (Uzbekistan), Wildberries and Ozon;</li>
<li>Border ports such as Khorgos and Alashankou are the main overland gateways.</li>
</ul>
<h3>How to enter</h3>
<p>Members of the Eurasian Economic Union (EAEU) apply common EAC certification and technical regulations, so confirm the certification requirements before products enter Kazakhstan or Kyrgyzstan; for payments, cross-border settlement in renminbi can reduce exchange-rate risk.</p>`,
  },
  {
    id: '20204',
    categoryId: '202',
    date: '2025-08-19',
    title: '东南亚电商格局：Shopee、Lazada与TikTok Shop怎么选',
    titleEn: 'Southeast Asia e-commerce: choosing between Shopee, Lazada and TikTok Shop',
    summary:
      '东南亚是中国卖家出海的第一站。三大平台各有侧重：Shopee流量广、Lazada品牌化、TikTok Shop内容驱动，选品和运营方式差别明显。',
    summaryEn:
      'Southeast Asia is the first stop for many Chinese sellers; Shopee, Lazada and TikTok Shop differ in traffic, branding and content.',
    content: `<p class="lead">东南亚拥有约6.8亿人口和年轻的互联网用户群体，是中国卖家出海的重要市场。印度尼西亚、越南、泰国、菲律宾、马来西亚和新加坡构成六大主要站点。</p>
<h3>平台对比</h3>
<table>
<thead><tr><th>平台</th><th>特点</th><th>适合</th></tr></thead>
<tbody>
<tr><td>Shopee</td><td>覆盖站点多，价格敏感用户多，活动节点密集</td><td>高性价比、上新快的日用品</td></tr>
<tr><td>Lazada</td><td>LazMall品牌商城，物流体系完善</td><td>有品牌授权、注重口碑的卖家</td></tr>
<tr><td>TikTok Shop</td><td>短视频与直播带货，2024年与印尼Tokopedia整合</td><td>有内容能力、视觉表现强的商品</td></tr>
</tbody>
</table>
<h3>运营要点</h3>
<p>关注各国的“双日”大促（如9.9、11.11、12.12）和斋月购物季；使用本地语言的商品详情和客服；印尼、越南对部分品类有进口许可和标签要求，上架前应核实。</p>`,
    contentEn: `<p class="lead">With about 680 million people and a young internet population, Southeast Asia is an important market for Chinese sellers going abroad. Indonesia, Vietnam, Thailand, the Philippines, Malaysia and Singapore are the six main markets.</p>
<h3>Platforms compared</h3>
<table>
<thead><tr><th>Platform</th><th>Features</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>Shopee</td><td>Many markets, many price-sensitive shoppers, frequent sales events</td><td>Good-value everyday goods with fast new launches</td></tr>
<tr><td>Lazada</td><td>LazMall brand mall and a well-developed logistics network</td><td>Sellers with brand authorisation who care about reputation</td></tr>
<tr><td>TikTok Shop</td><td>Short-video and live-stream selling; merged with Indonesia’s Tokopedia in 2024</td><td>Visually strong goods sold by sellers who can create content</td></tr>
</tbody>
</table>
<h3>Operating tips</h3>
<p>Plan for each country’s “double-date” sales (such as 9.9, 11.11 and 12.12) and the Ramadan shopping season; use product pages and customer service in the local language; Indonesia and Vietnam require import licences and specific labels for some categories, so check before listing.</p>`,
  },
  {
    id: '20205',
    categoryId: '202',
    date: '2025-09-09',
    title: '中东电商：沙特与阿联酋市场的机会与门槛',
    titleEn: 'E-commerce in Saudi Arabia and the UAE',
    summary: '海湾国家人均消费力高、互联网普及率高，但也有SASO认证、阿拉伯语标签和宗教文化等特定要求。',
    summaryEn:
      'Gulf consumers spend a lot online, but SASO certification, Arabic labelling and cultural norms set the entry bar.',
    content: `<p class="lead">以沙特阿拉伯和阿联酋为代表的海湾市场互联网普及率接近饱和，年轻人口比例高，电子产品、时尚、家居和母婴品类需求旺盛。</p>
<h3>主要渠道</h3>
<ul>
<li><strong>Noon</strong>：本土综合电商平台，覆盖沙特、阿联酋和埃及；</li>
<li><strong>Amazon.sa / Amazon.ae</strong>：物流与支付成熟；</li>
<li><strong>社交电商</strong>：Snapchat、Instagram和TikTok在年轻用户中影响力大。</li>
</ul>
<h3>合规门槛</h3>
<p>进入沙特的受监管产品需通过SABER平台取得符合性证书（SASO）；食品和化妆品需办理注册并使用阿拉伯语标签；阿联酋对部分电子产品有ECAS/TDRA认证要求。</p>
<p>营销上应避开宗教敏感内容，斋月、开斋节和“白色星期五”是全年最重要的销售节点。货到付款（COD）仍占一定比例，建议逐步引导在线支付以降低拒收率。</p>`,
    contentEn: `<p class="lead">Gulf markets, led by Saudi Arabia and the UAE, have near-universal internet use and a young population, with strong demand for electronics, fashion, home goods and mother-and-baby products.</p>
<h3>Main channels</h3>
<ul>
<li><strong>Noon</strong>: a home-grown general e-commerce platform covering Saudi Arabia, the UAE and Egypt;</li>
<li><strong>Amazon.sa / Amazon.ae</strong>: mature logistics and payments;</li>
<li><strong>Social commerce</strong>: Snapchat, Instagram and TikTok are very influential among young users.</li>
</ul>
<h3>Compliance requirements</h3>
<p>Regulated products entering Saudi Arabia need a certificate of conformity (SASO) through the SABER platform; food and cosmetics must be registered and carry Arabic labels; the UAE requires ECAS/TDRA certification for some electronic products.</p>
<p>In marketing, avoid religiously sensitive content; Ramadan, Eid al-Fitr and “White Friday” are the most important sales periods of the year. Cash on delivery (COD) still accounts for a share of orders, so gradually steer buyers towards online payment to reduce refusals.</p>`,
  },
  {
    id: '20206',
    categoryId: '202',
    date: '2025-07-15',
    title: '巴西跨境电商税制：“合规汇款计划”下的小额包裹怎么征税',
    titleEn: 'Brazil’s Remessa Conforme and small-parcel taxation',
    summary:
      '自2024年8月起，巴西对50美元以下的跨境包裹征收20%联邦进口税，另征各州商品流通税（ICMS）。加入“合规汇款计划”的平台可预先代收税款、快速清关。',
    summaryEn:
      'Since August 2024 Brazil levies a 20% federal import tax on parcels up to US$50 plus state ICMS; Remessa Conforme platforms collect it upfront.',
    content: `<p class="lead">巴西是拉美最大的电商市场。2023年巴西联邦税务局推出“合规汇款计划”（Remessa Conforme），加入计划的平台在销售时预先代收税款，包裹可快速清关。</p>
<h3>税负结构</h3>
<ul>
<li><strong>50美元以下</strong>：自2024年8月1日起征收20%的联邦进口税；</li>
<li><strong>50至3000美元</strong>：进口税60%，但可扣减20美元；</li>
<li><strong>ICMS</strong>：各州商品流通税另行计征，多数州为17%，部分州已上调至20%。</li>
</ul>
<h3>卖家应对</h3>
<p>价格应以“含税到手价”展示，避免买家收货时补税导致拒收；高客单价商品可考虑本地仓和本地公司运营；Mercado Livre、Shopee巴西站和Amazon巴西站是主要渠道，葡萄牙语详情页和本地售后必不可少。</p>`,
    contentEn: `<p class="lead">Brazil is the largest e-commerce market in Latin America. In 2023 Brazil’s Federal Revenue Service launched the “Remessa Conforme” (compliant remittance) programme: participating platforms collect the taxes at the time of sale, and parcels clear customs quickly.</p>
<h3>Tax structure</h3>
<ul>
<li><strong>Up to US$50</strong>: a 20% federal import tax since 1 August 2024;</li>
<li><strong>US$50 to US$3,000</strong>: 60% import tax, with a US$20 deduction;</li>
<li><strong>ICMS</strong>: each state’s tax on the circulation of goods is charged on top; most states charge 17%, and some have raised it to 20%.</li>
</ul>
<h3>How sellers respond</h3>
<p>Show prices as “tax-inclusive delivered prices” so that buyers do not refuse parcels when asked to pay tax on delivery; for higher-value goods consider a local warehouse and a local company; Mercado Livre, Shopee Brazil and Amazon Brazil are the main channels, and Portuguese product pages and local after-sales service are essential.</p>`,
  },
  {
    id: '20207',
    categoryId: '202',
    date: '2025-04-22',
    title: '“新三样”出口新阶段：从产品出海到产能、品牌与服务出海',
    titleEn: 'EVs, batteries and solar: the next phase of China’s “new three” exports',
    summary:
      '电动汽车、锂电池和光伏产品是中国出口的新增长点。面对欧盟反补贴税等贸易措施，企业正从单纯出口转向本地建厂、品牌运营和售后服务。',
    summaryEn:
      'Facing measures such as EU countervailing duties, makers of EVs, batteries and solar products are moving into local plants, brands and service.',
    content: `<p class="lead">电动载人汽车、锂离子蓄电池和太阳能电池被称为外贸“新三样”。2024年10月30日起，欧盟对自中国进口的纯电动汽车征收为期五年的反补贴税，促使行业加快调整出海方式。</p>
<h3>出海方式的变化</h3>
<ul>
<li><strong>本地化生产</strong>：在匈牙利、泰国、巴西等地建设整车和电池工厂，贴近市场并规避贸易壁垒；</li>
<li><strong>新兴市场</strong>：东南亚、中东、拉美对新能源汽车和储能的需求快速增长；</li>
<li><strong>服务出海</strong>：充电网络、储能运维和金融租赁成为新的利润来源。</li>
</ul>
<h3>合规清单</h3>
<p>欧盟《电池法规》（EU 2023/1542）对碳足迹声明、回收材料含量和电池护照提出了分阶段要求；光伏组件需关注各国的强迫劳动审查和供应链溯源。提前准备可追溯的供应链资料，是进入高端市场的通行证。</p>`,
    contentEn: `<p class="lead">Electric passenger cars, lithium-ion batteries and solar cells are known as the “new three” of China’s foreign trade. From 30 October 2024 the EU imposed five-year countervailing duties on battery electric vehicles imported from China, pushing the industry to change how it goes abroad faster.</p>
<h3>How going abroad is changing</h3>
<ul>
<li><strong>Local production</strong>: vehicle and battery plants in Hungary, Thailand, Brazil and elsewhere bring production closer to markets and avoid trade barriers;</li>
<li><strong>Emerging markets</strong>: demand for new-energy vehicles and energy storage is growing fast in Southeast Asia, the Middle East and Latin America;</li>
<li><strong>Services abroad</strong>: charging networks, energy-storage operation and maintenance, and financial leasing are becoming new sources of profit.</li>
</ul>
<h3>Compliance checklist</h3>
<p>The EU Batteries Regulation (EU 2023/1542) sets phased requirements for carbon footprint declarations, recycled content and battery passports; for photovoltaic modules, watch each country’s forced-labour reviews and supply-chain traceability. Traceable supply-chain records prepared in advance are the passport to high-end markets.</p>`,
  },
  {
    id: '20208',
    categoryId: '202',
    date: '2026-03-10',
    title: '欧盟禁止销毁未售出服装鞋类：2026年7月起大型企业先行',
    titleEn: 'EU ban on destroying unsold clothing and footwear',
    summary:
      '根据欧盟《可持续产品生态设计法规》（ESPR），自2026年7月19日起大型企业不得销毁未售出的服装和鞋类，并须披露处理情况。',
    summaryEn:
      'Under the EU Ecodesign for Sustainable Products Regulation, large companies may not destroy unsold apparel and footwear from 19 July 2026.',
    content: `<p class="lead">欧盟《可持续产品生态设计法规》（Regulation (EU) 2024/1781，ESPR）于2024年7月18日生效。其中禁止销毁未售出服装、服装配饰和鞋类的规定，自2026年7月19日起适用于大型企业，中型企业将于2030年适用。</p>
<h3>对供应链的影响</h3>
<ul>
<li>品牌商须每年公开披露丢弃的未售出产品数量、原因和去向；</li>
<li>库存处理将转向折扣销售、捐赠、再制造和回收，订单计划更加谨慎；</li>
<li>后续将陆续出台数字产品护照（DPP）要求，纺织品是首批重点品类之一。</li>
</ul>
<h3>中国供应商的机会</h3>
<p>小批量、快反应的柔性供应能力将更受欧洲品牌青睐；能提供纤维成分、回收料比例和生产地信息的供应商，在数字产品护照时代更具竞争力。</p>`,
    contentEn: `<p class="lead">The EU Ecodesign for Sustainable Products Regulation (Regulation (EU) 2024/1781, ESPR) entered into force on 18 July 2024. Its ban on destroying unsold apparel, clothing accessories and footwear applies to large companies from 19 July 2026 and to medium-sized companies from 2030.</p>
<h3>Impact on supply chains</h3>
<ul>
<li>Brands must disclose every year the quantity of unsold products discarded, the reasons and where they went;</li>
<li>Stock will be cleared through discount sales, donation, remanufacturing and recycling, and order planning will become more cautious;</li>
<li>Digital Product Passport (DPP) requirements will follow, with textiles among the first priority categories.</li>
</ul>
<h3>Opportunities for Chinese suppliers</h3>
<p>Flexible small-batch, quick-response supply will be more attractive to European brands; suppliers who can provide fibre composition, recycled content and place of production will be more competitive in the era of the Digital Product Passport.</p>`,
  },
  {
    id: '20209',
    categoryId: '202',
    date: '2026-05-19',
    title: '非洲大陆自由贸易区：面向14亿人口市场的出口准备',
    titleEn: 'Preparing to sell into the African Continental Free Trade Area',
    summary:
      '非洲大陆自贸区覆盖54个签约国和约14亿人口。尼日利亚、肯尼亚、埃及和南非是进入非洲的主要支点，移动支付和本地分销是关键。',
    summaryEn:
      'AfCFTA spans 54 signatories and about 1.4 billion people; Nigeria, Kenya, Egypt and South Africa are the usual entry points.',
    content: `<p class="lead">非洲大陆自由贸易区（AfCFTA）于2021年1月1日启动交易，是世界上成员最多的自由贸易区之一。中国自2024年12月1日起给予同中国建交的最不发达国家100%税目产品零关税待遇，其中包括33个非洲国家，双向贸易持续增长。</p>
<h3>市场切入点</h3>
<ul>
<li><strong>东非</strong>：肯尼亚移动支付M-Pesa普及，电商和物流基础较好；</li>
<li><strong>西非</strong>：尼日利亚人口众多，Jumia等平台和社交电商活跃；</li>
<li><strong>北非与南部非洲</strong>：埃及、南非制造业基础较好，适合设立区域仓。</li>
</ul>
<h3>需要注意</h3>
<p>多国实行装运前检验（如尼日利亚SONCAP、肯尼亚PVoC），清关前必须取得符合性证书；外汇管制和汇率波动较大，建议采用预付款、信用证或出口信用保险。</p>`,
    contentEn: `<p class="lead">The African Continental Free Trade Area (AfCFTA) began trading on 1 January 2021 and is one of the free trade areas with the most members in the world. Since 1 December 2024 China has granted zero-tariff treatment on 100% of tariff lines to the least developed countries with which it has diplomatic relations, including 33 African countries, and two-way trade keeps growing.</p>
<h3>Ways into the market</h3>
<ul>
<li><strong>East Africa</strong>: mobile payment through M-Pesa is widespread in Kenya, and e-commerce and logistics foundations are relatively good;</li>
<li><strong>West Africa</strong>: Nigeria has a large population, with active platforms such as Jumia and lively social commerce;</li>
<li><strong>North and Southern Africa</strong>: Egypt and South Africa have stronger manufacturing bases and suit regional warehouses.</li>
</ul>
<h3>Points to watch</h3>
<p>Many countries require pre-shipment inspection (such as SONCAP in Nigeria and PVoC in Kenya), and a certificate of conformity must be obtained before customs clearance; foreign-exchange controls and exchange-rate swings are significant, so use advance payment, letters of credit or export credit insurance.</p>`,
  },
]
