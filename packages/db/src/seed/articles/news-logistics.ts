import type { SeedArticle } from './types.ts'

/** 物流通关: moving goods and clearing them, with the rules that rarely change. */
export const LOGISTICS_ARTICLES: SeedArticle[] = [
  {
    id: '20301',
    categoryId: '203',
    date: '2025-02-25',
    title: '红海航线持续受阻：绕行好望角对运价与交期的影响',
    titleEn: 'Red Sea disruption: what rerouting via the Cape means',
    summary:
      '自2023年底红海航运受袭以来，多数亚欧航线改道好望角，航程增加约10至14天。企业需要重新规划备货周期和运输方式。',
    summaryEn:
      'Since late 2023 most Asia–Europe services sail around the Cape of Good Hope, adding about 10–14 days; plan stock and modes accordingly.',
    content: `<p class="lead">2023年11月以来，红海及曼德海峡的商船安全受到威胁，主要班轮公司陆续暂停经苏伊士运河的航线，改为绕行非洲好望角。</p>
<h3>影响</h3>
<ul>
<li><strong>时间</strong>：亚洲至北欧航程增加约10至14天，至地中海影响更大；</li>
<li><strong>运价</strong>：航程拉长消耗了有效运力，运价与附加费波动明显；</li>
<li><strong>船期可靠性</strong>：港口拥堵和空箱调配问题导致船期准班率下降。</li>
</ul>
<h3>应对策略</h3>
<p>把海运交期按多出两周来计划，旺季前提前订舱；对时效敏感的货物组合使用中欧班列或海空联运；在欧洲海外仓保持安全库存；与客户合同中明确不可抗力和运价调整条款。</p>`,
    contentEn: `<p class="lead">Since November 2023 the safety of merchant ships in the Red Sea and the Bab el-Mandeb Strait has been under threat, and the main liner companies have suspended their routes through the Suez Canal one after another, sailing around the Cape of Good Hope instead.</p>
<h3>Impact</h3>
<ul>
<li><strong>Time</strong>: voyages from Asia to Northern Europe take about 10 to 14 days longer, and the Mediterranean is hit even harder;</li>
<li><strong>Freight rates</strong>: longer voyages absorb effective capacity, and rates and surcharges swing markedly;</li>
<li><strong>Schedule reliability</strong>: port congestion and empty-container repositioning problems have reduced on-time performance.</li>
</ul>
<h3>How to respond</h3>
<p>Plan sea-freight lead times with two extra weeks and book space early before the peak season; combine China–Europe Railway Express trains or sea–air transport for time-sensitive goods; keep safety stock in European overseas warehouses; and set out force majeure and freight-rate adjustment clauses clearly in customer contracts.</p>`,
  },
  {
    id: '20302',
    categoryId: '203',
    date: '2025-03-11',
    title: '中欧班列实用指南：时效、线路与适合的货物',
    titleEn: 'A practical guide to China–Europe Railway Express',
    summary:
      '中欧班列以约为海运一半的时间连接中国与欧洲，成本远低于空运。了解主要线路、订舱方式和适运货物，才能用好这条陆上通道。',
    summaryEn:
      'China–Europe rail takes about half the sea time at a fraction of air cost; routes, booking and suitable cargo explained.',
    content: `<p class="lead">中欧班列自2011年开行以来，截至2024年底累计开行已超过10万列，通达欧洲20多个国家的200多个城市，是“一带一路”最具代表性的物流通道之一。</p>
<h3>主要通道</h3>
<ul>
<li><strong>西通道</strong>：经阿拉山口、霍尔果斯出境，穿越哈萨克斯坦、俄罗斯、白俄罗斯至波兰等地；</li>
<li><strong>中通道</strong>：经二连浩特出境；</li>
<li><strong>东通道</strong>：经满洲里、绥芬河出境；</li>
<li><strong>跨里海走廊</strong>：经哈萨克斯坦、里海、阿塞拜疆、格鲁吉亚至土耳其和欧洲。</li>
</ul>
<h3>适合的货物与时效</h3>
<p>整列或整箱运输时，门到门通常为18至25天，适合电子产品、汽车配件、机械设备、服装等高货值、对时效有要求的货物。危险品、超限货物需提前申报审批。拼箱服务可满足中小企业小批量出运的需求。</p>`,
    contentEn: `<p class="lead">Since the China–Europe Railway Express started running in 2011, more than 100,000 trains had run by the end of 2024, reaching over 200 cities in more than 20 European countries. It is one of the most representative logistics corridors of the Belt and Road.</p>
<h3>Main corridors</h3>
<ul>
<li><strong>Western corridor</strong>: leaves China through Alashankou and Khorgos, crossing Kazakhstan, Russia and Belarus to Poland and beyond;</li>
<li><strong>Central corridor</strong>: leaves China through Erenhot;</li>
<li><strong>Eastern corridor</strong>: leaves China through Manzhouli and Suifenhe;</li>
<li><strong>Trans-Caspian corridor</strong>: through Kazakhstan, the Caspian Sea, Azerbaijan and Georgia to Türkiye and Europe.</li>
</ul>
<h3>Suitable goods and transit times</h3>
<p>For full trains or full containers, door to door usually takes 18 to 25 days, which suits high-value, time-sensitive goods such as electronics, auto parts, machinery and clothing. Dangerous goods and out-of-gauge cargo must be declared and approved in advance. Groupage (LCL) services meet the needs of small and medium companies shipping small batches.</p>`,
  },
  {
    id: '20303',
    categoryId: '203',
    date: '2025-05-27',
    title: '海外仓选择清单：自营、第三方还是平台仓',
    titleEn: 'Choosing an overseas warehouse',
    summary: '海外仓决定了尾程时效、退货处理和库存成本。本文给出选择海外仓的十项检查要点。',
    summaryEn: 'Overseas warehouses decide delivery speed, returns and holding cost: a ten-point checklist.',
    content: `<p class="lead">直邮小包税负上升之后，越来越多卖家把备货前置到海外仓。三种常见模式各有取舍：平台仓（如FBA）流量扶持好但规则严格，第三方仓灵活多渠道，自营仓可控但投入大。</p>
<h3>十项检查要点</h3>
<ol>
<li>仓库位置与主要客户群的距离、尾程派送时效；</li>
<li>入库上架时效和旺季的处理能力；</li>
<li>仓储费、操作费和长期仓储费的计费方式；</li>
<li>WMS系统与电商平台、ERP的对接能力；</li>
<li>退货接收、质检、翻新和重新上架服务；</li>
<li>库存准确率和盘点机制；</li>
<li>是否具备进口清关、代缴税能力；</li>
<li>保险与货损赔付条款；</li>
<li>危险品、超大件的存储资质；</li>
<li>客服响应时间和异常处理流程。</li>
</ol>
<p>建议先以小批量试仓一到两个月，用真实订单数据比较时效与成本，再决定主仓。</p>`,
    contentEn: `<p class="lead">Since taxes on direct-mail small parcels went up, more and more sellers are stocking goods in overseas warehouses in advance. The three common models each have trade-offs: platform warehouses (such as FBA) bring traffic support but strict rules, third-party warehouses are flexible and multi-channel, and own warehouses give control but need large investment.</p>
<h3>Ten things to check</h3>
<ol>
<li>The distance between the warehouse and your main customers, and last-mile delivery times;</li>
<li>How quickly goods are received and put away, and capacity in the peak season;</li>
<li>How storage fees, handling fees and long-term storage fees are charged;</li>
<li>Whether the WMS connects to e-commerce platforms and your ERP;</li>
<li>Returns receiving, inspection, refurbishment and relisting services;</li>
<li>Inventory accuracy and stock-taking;</li>
<li>Whether the warehouse can handle import clearance and pay taxes on your behalf;</li>
<li>Insurance and compensation terms for damaged goods;</li>
<li>Licences to store dangerous goods and oversized items;</li>
<li>Customer service response times and how exceptions are handled.</li>
</ol>
<p>Try a warehouse with a small batch for one or two months first, compare speed and cost on real order data, then decide on your main warehouse.</p>`,
  },
  {
    id: '20304',
    categoryId: '203',
    date: '2025-06-10',
    title: '国际贸易术语（Incoterms 2020）怎么选：FOB、CIF、DAP与DDP',
    titleEn: 'Choosing Incoterms 2020: FOB, CIF, DAP and DDP',
    summary: '贸易术语决定了运费、保险、风险和清关责任在买卖双方之间如何划分。选错术语，利润和风险都会失控。',
    summaryEn: 'Incoterms decide who pays freight and insurance, who bears risk and who clears customs.',
    content: `<p class="lead">国际商会《国际贸易术语解释通则2020》（Incoterms 2020）共11个术语，自2020年1月1日起使用。下面是出口企业最常用的四个。</p>
<table>
<thead><tr><th>术语</th><th>风险转移</th><th>卖方负责</th></tr></thead>
<tbody>
<tr><td>FOB 船上交货</td><td>货物装上船时</td><td>出口清关、装船前费用（仅适用海运和内河运输）</td></tr>
<tr><td>CIF 成本、保险加运费</td><td>货物装上船时</td><td>主运费和最低险别的保险，但风险在装船时已转移</td></tr>
<tr><td>DAP 目的地交货</td><td>目的地交由买方处置时</td><td>运至指定地点的全部运输，不含进口清关和税费</td></tr>
<tr><td>DDP 完税后交货</td><td>目的地交由买方处置时</td><td>包括进口清关和关税、增值税在内的全部责任</td></tr>
</tbody>
</table>
<h3>选择建议</h3>
<p>集装箱货物更适合使用FCA而非FOB，因为卖方通常在堆场而非船边交货；DDP对卖方要求最高，须确认能在进口国合法完成清关和缴税；无论选择哪个术语，都应在合同中写明版本，如“FOB Shanghai Incoterms 2020”。</p>`,
    contentEn: `<p class="lead">The International Chamber of Commerce’s Incoterms® 2020 rules contain 11 terms and have been in use since 1 January 2020. Below are the four that exporters use most.</p>
<table>
<thead><tr><th>Term</th><th>Risk passes</th><th>Seller is responsible for</th></tr></thead>
<tbody>
<tr><td>FOB Free On Board</td><td>When the goods are loaded on board the vessel</td><td>Export clearance and costs until loading (sea and inland waterway transport only)</td></tr>
<tr><td>CIF Cost, Insurance and Freight</td><td>When the goods are loaded on board the vessel</td><td>Main carriage and minimum-cover insurance, although the risk has already passed at loading</td></tr>
<tr><td>DAP Delivered at Place</td><td>When the goods are placed at the buyer’s disposal at the destination</td><td>All transport to the named place, excluding import clearance, duties and taxes</td></tr>
<tr><td>DDP Delivered Duty Paid</td><td>When the goods are placed at the buyer’s disposal at the destination</td><td>Everything, including import clearance, customs duty and VAT</td></tr>
</tbody>
</table>
<h3>How to choose</h3>
<p>For containerised goods FCA suits better than FOB, because the seller usually hands the goods over at the container yard rather than at the ship’s side; DDP places the most demands on the seller, who must be sure of clearing and paying taxes lawfully in the importing country; whichever term you choose, state the version in the contract, for example “FOB Shanghai Incoterms 2020”.</p>`,
  },
  {
    id: '20305',
    categoryId: '203',
    date: '2025-07-29',
    title: 'HS编码归类：少缴的税和多交的罚款都从这里开始',
    titleEn: 'HS classification: where duty savings and penalties begin',
    summary:
      '商品编码决定税率、监管条件和贸易统计。正确归类需要依据归类总规则、类注章注，不确定时可申请预裁定。',
    summaryEn:
      'The HS code sets duty, licensing and statistics; classify by the General Rules and ask for an advance ruling when unsure.',
    content: `<p class="lead">《商品名称及编码协调制度》（HS）前6位在世界海关组织成员间通用，各国在此基础上扩展到8位、10位。中国海关使用10位商品编码。</p>
<h3>归类的基本方法</h3>
<ul>
<li>先依据类注、章注和品目条文确定品目，再按归类总规则二至六确定子目；</li>
<li>按商品的材质、功能、用途和加工程度描述商品，而不是按商业名称；</li>
<li>成套货品、多功能机器按主要特征或主要功能归类。</li>
</ul>
<h3>降低风险</h3>
<p>同一商品在出口国和进口国的编码前6位应一致，不一致时容易在目的港被质疑；对归类不确定的新产品，可以向海关申请<strong>预裁定</strong>，裁定结果在有效期内对海关和企业均有约束力。不要为了低税率故意错误归类，这会导致补税、罚款甚至信用降级。</p>`,
    contentEn: `<p class="lead">The first six digits of the Harmonized Commodity Description and Coding System (HS) are common to all members of the World Customs Organization, and each country extends them to eight or ten digits. Chinese customs uses ten-digit commodity codes.</p>
<h3>The basic method of classification</h3>
<ul>
<li>First determine the heading from the section notes, chapter notes and heading texts, then determine the subheading under General Interpretative Rules 2 to 6;</li>
<li>Describe goods by their material, function, use and degree of processing, not by their trade name;</li>
<li>Sets and multi-function machines are classified by their essential character or principal function.</li>
</ul>
<h3>Reducing risk</h3>
<p>The first six digits of a product’s code should be the same in the exporting and importing countries; if they differ, the goods are easily questioned at the port of destination. For new products whose classification is uncertain, you can ask customs for an <strong>advance ruling</strong>, which binds both customs and the company while it is valid. Never deliberately misclassify goods to get a lower rate: it leads to back duties, fines and even a lower credit rating.</p>`,
  },
  {
    id: '20306',
    categoryId: '203',
    date: '2025-10-14',
    title: '含锂电池商品如何空运：UN3480、UN3481与UN3091',
    titleEn: 'Shipping lithium batteries by air',
    summary: '锂电池属于第9类危险品。空运前需确认电池类型与包装说明，提供UN38.3测试摘要和运输鉴定报告。',
    summaryEn:
      'Lithium batteries are Class 9 dangerous goods; check the UN number and packing instruction and carry UN38.3 summaries.',
    content: `<p class="lead">手机、电动工具、蓝牙耳机、移动电源等商品都含有锂电池。根据国际航协《危险品规则》（IATA DGR），锂电池属于第9类杂项危险品。</p>
<h3>先分清类型</h3>
<ul>
<li><strong>UN3480 / UN3090</strong>：单独运输的锂离子 / 锂金属电池（如移动电源），包装说明PI965 / PI968；</li>
<li><strong>UN3481 / UN3091</strong>：与设备包装在一起的电池，PI966 / PI969；</li>
<li><strong>安装在设备中的电池</strong>：PI967 / PI970。</li>
</ul>
<h3>必备文件和限制</h3>
<p>每种电池型号都需要UN38.3测试报告和测试摘要；单独运输的锂离子电池必须以不超过30%的荷电状态交运，并且只能由货机运输；包装须贴锂电池标记或第9类危险品标签。</p>
<p>各航空公司和目的国还有额外限制，出运前请向货代确认具体要求。</p>`,
    contentEn: `<p class="lead">Mobile phones, power tools, Bluetooth earphones, power banks and many other goods contain lithium batteries. Under the IATA Dangerous Goods Regulations (DGR), lithium batteries are Class 9 miscellaneous dangerous goods.</p>
<h3>First, identify the type</h3>
<ul>
<li><strong>UN3480 / UN3090</strong>: lithium-ion / lithium metal batteries shipped on their own (such as power banks), packing instructions PI965 / PI968;</li>
<li><strong>UN3481 / UN3091</strong>: batteries packed with equipment, PI966 / PI969;</li>
<li><strong>Batteries contained in equipment</strong>: PI967 / PI970.</li>
</ul>
<h3>Required documents and limits</h3>
<p>Every battery model needs a UN38.3 test report and test summary; lithium-ion batteries shipped on their own must be offered at a state of charge not exceeding 30% and may travel only on cargo aircraft; packages must bear the lithium battery mark or the Class 9 dangerous goods label.</p>
<p>Airlines and destination countries have additional restrictions, so check the exact requirements with your forwarder before shipping.</p>`,
  },
  {
    id: '20307',
    categoryId: '203',
    date: '2026-02-03',
    title: 'AEO认证：让通关更快的“海关信用护照”',
    titleEn: 'AEO: the customs trust passport',
    summary:
      '经海关认证的经营者（AEO）可享受更低查验率、优先通关等便利，并在与中国签署互认安排的国家和地区同样适用。',
    summaryEn:
      'Authorised Economic Operators get fewer inspections and priority clearance at home and in partner economies.',
    content: `<p class="lead">AEO（Authorized Economic Operator，经认证的经营者）是世界海关组织倡导的企业信用制度。中国海关的高级认证企业即AEO企业。</p>
<h3>可以享受的便利</h3>
<ul>
<li>进出口货物平均查验率低于一般信用企业；</li>
<li>优先办理通关手续，可申请设立海关协调员；</li>
<li>在已与中国海关签署AEO互认安排的国家和地区，享受对方海关给予的通关便利。</li>
</ul>
<h3>认证需要准备什么</h3>
<p>海关按照内部控制、财务状况、守法规范和贸易安全四类标准进行认证。企业应建立单证管理、进出口活动内控、信息系统和场所安全制度，近年无重大违法记录，并保持良好的财务偿付能力。</p>`,
    contentEn: `<p class="lead">AEO (Authorized Economic Operator) is a company credit system promoted by the World Customs Organization. Enterprises with advanced certification from Chinese customs are AEO enterprises.</p>
<h3>Benefits</h3>
<ul>
<li>A lower average inspection rate for imports and exports than general-credit enterprises;</li>
<li>Priority customs clearance, and the option of a dedicated customs coordinator;</li>
<li>In countries and regions that have signed AEO mutual recognition arrangements with Chinese customs, clearance facilitation from their customs too.</li>
</ul>
<h3>What certification requires</h3>
<p>Customs certifies against four groups of standards: internal control, financial condition, legal compliance and trade security. Companies should have systems for document management, internal control of import and export activities, information systems and premises security, have no serious violations in recent years, and remain financially solvent.</p>`,
  },
  {
    id: '20308',
    categoryId: '203',
    date: '2026-06-16',
    title: '跨境电商退货怎么办：出口退运、海外仓翻新与本地处置',
    titleEn: 'Handling cross-border e-commerce returns',
    summary:
      '退货率直接影响利润。跨境电商出口退货可以退运回国、在海外仓翻新再售或本地处置，各有成本与合规要求。',
    summaryEn:
      'Returns eat margin: ship them back, refurbish in an overseas warehouse or dispose locally, each with its own rules.',
    content: `<p class="lead">服装、鞋类和电子产品的跨境退货率较高。设计退货方案时要同时考虑物流成本、商品残值和合规。</p>
<h3>三种处理方式</h3>
<ul>
<li><strong>退运回国</strong>：以跨境电商出口退货方式申报，在规定期限内原状退运进境的商品，可依规定不征收进口关税和进口环节税，适合货值较高的商品；</li>
<li><strong>海外仓翻新再售</strong>：由海外仓完成质检、换包装和重新上架，速度最快；</li>
<li><strong>本地处置</strong>：低值商品可折价清仓或捐赠，但在欧盟须注意服装鞋类禁止销毁的新规。</li>
</ul>
<p>从源头降低退货率同样重要：准确的尺码表、真实的图片、清楚的材质说明和及时的客服响应，往往比退货流程本身更能节约成本。</p>`,
    contentEn: `<p class="lead">Cross-border return rates are high for clothing, footwear and electronics. A returns plan must weigh logistics costs, the residual value of the goods and compliance at the same time.</p>
<h3>Three ways to handle returns</h3>
<ul>
<li><strong>Ship back to China</strong>: declare as cross-border e-commerce export returns; goods returned in their original condition within the set period may, as provided, be exempt from import duty and import-stage taxes, which suits higher-value goods;</li>
<li><strong>Refurbish and resell in the overseas warehouse</strong>: the warehouse inspects, repackages and relists the goods, the fastest option;</li>
<li><strong>Dispose locally</strong>: low-value goods can be sold off at a discount or donated, but in the EU mind the new ban on destroying clothing and footwear.</li>
</ul>
<p>Reducing returns at the source matters just as much: accurate size charts, true-to-life photos, clear material descriptions and prompt customer service often save more than the returns process itself.</p>`,
  },
]
