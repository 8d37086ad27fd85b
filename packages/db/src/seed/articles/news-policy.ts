import type { SeedArticle } from './types.ts'

/** 政策解读: trade policy that changes what exporters must do. Figures carry their dates. */
export const POLICY_ARTICLES: SeedArticle[] = [
  {
    id: '20101',
    categoryId: '201',
    date: '2025-01-06',
    title: '中国—马尔代夫自贸协定正式生效：哪些商品率先享受零关税',
    titleEn: 'China–Maldives FTA in force: what goes duty-free first',
    summary:
      '协定自2025年1月1日起生效，双方绝大多数税目将分阶段降为零关税，出口企业需凭原产地证书申请协定税率。',
    summaryEn:
      'In force since 1 January 2025, the agreement phases most tariff lines down to zero; exporters claim the preferential rate with a certificate of origin.',
    featured: true,
    content: `<p class="lead">《中华人民共和国政府和马尔代夫共和国政府自由贸易协定》自2025年1月1日起正式生效，这是中国与南亚岛国签署的第一个自贸协定。</p>
<h3>关税如何下降</h3>
<p>按照协定安排，双方最终实现零关税的税目比例均超过95%，部分税目在生效当日即降为零，其余在过渡期内逐年削减。对中国出口商而言，建材、机电产品、家电、纺织服装和食品是马尔代夫进口需求最集中的品类。</p>
<h3>企业怎么用</h3>
<ul>
<li>在海关或贸促会办理<strong>中国—马尔代夫自贸协定原产地证书</strong>，随货提交给进口商清关；</li>
<li>核对商品是否满足协定的原产地规则（完全获得、区域价值成分或税则归类改变）；</li>
<li>与进口商约定由谁承担关税，并在报价中体现降税带来的价格空间。</li>
</ul>
<p>马尔代夫市场规模不大，但旅游业对酒店用品、食品和建材的需求稳定，适合以海运拼箱方式小批量、多频次供货。</p>`,
    contentEn: `<p class="lead">The Free Trade Agreement between the Government of the People’s Republic of China and the Government of the Republic of Maldives entered into force on 1 January 2025. It is the first free trade agreement China has signed with a South Asian island state.</p>
<h3>How tariffs come down</h3>
<p>Under the agreement, more than 95% of tariff lines on each side will eventually reach zero. Some lines went to zero on the day of entry into force; the rest are cut year by year over a transition period. For Chinese exporters, building materials, machinery and electrical products, household appliances, textiles and clothing, and food are where Maldivian import demand is most concentrated.</p>
<h3>How companies use it</h3>
<ul>
<li>Obtain a <strong>China–Maldives FTA certificate of origin</strong> from customs or the China Council for the Promotion of International Trade (CCPIT) and send it with the goods for the importer to clear customs;</li>
<li>Check that the goods meet the agreement’s rules of origin (wholly obtained, regional value content or change in tariff classification);</li>
<li>Agree with the importer who bears the duty, and reflect the room created by the tariff cuts in your prices.</li>
</ul>
<p>The Maldivian market is small, but tourism creates steady demand for hotel supplies, food and building materials, well suited to small, frequent shipments by less-than-container-load sea freight.</p>`,
  },
  {
    id: '20102',
    categoryId: '201',
    date: '2025-05-06',
    title: '美国取消中国内地及香港小额包裹免税待遇：跨境卖家如何应对',
    titleEn: 'US ends de minimis for parcels from mainland China and Hong Kong',
    summary:
      '自2025年5月2日起，原产于中国内地和香港、价值800美元以下的包裹不再适用“最低免税”规则，需缴纳关税并正式申报。',
    summaryEn:
      'From 2 May 2025, parcels under US$800 from mainland China and Hong Kong lost de minimis treatment and now pay duty and require formal entry.',
    content: `<p class="lead">美国自2025年5月2日起，对原产于中国内地和香港的低价值包裹取消“最低免税”（de minimis，800美元以下免征关税）待遇；2025年8月29日起，这一暂停措施扩大到所有国家和地区。</p>
<h3>变化的要点</h3>
<ul>
<li>低于800美元的直邮包裹不再免税，需按适用税率缴纳关税，并提交完整的进口申报信息；</li>
<li>通过国际邮政渠道寄递的包裹，承运人须按从价税或按件计征的方式代收税款；</li>
<li>海关对申报价值、原产地和商品编码的核查明显加强。</li>
</ul>
<h3>卖家的三种应对</h3>
<p><strong>一是转为海外仓模式</strong>：以一般贸易整批进口、在美国仓库发货，关税按货值一次性缴纳，时效和退货体验也更好。<strong>二是重新核算定价</strong>：把关税、清关服务费计入到岸成本，避免低价引流款亏损。<strong>三是规范申报</strong>：准确的HS编码、真实货值和清晰的品名是快速清关的前提，低报货值将面临罚款和扣货风险。</p>
<p>丝路之舟“出海服务”团队可协助测算不同模式下的到岸成本，欢迎通过服务中心预约咨询。</p>`,
    contentEn: `<p class="lead">From 2 May 2025 the United States withdrew “de minimis” treatment (duty-free entry for goods under US$800) from low-value parcels originating in mainland China and Hong Kong; from 29 August 2025 the suspension was extended to all countries and regions.</p>
<h3>What changed</h3>
<ul>
<li>Direct-mail parcels under US$800 are no longer duty-free: duty is payable at the applicable rate, and full import entry data must be filed;</li>
<li>For parcels sent through international postal channels, carriers must collect the duty, either ad valorem or as a per-item charge;</li>
<li>Customs checks on declared value, origin and tariff codes have become markedly stricter.</li>
</ul>
<h3>Three ways for sellers to respond</h3>
<p><strong>First, move to overseas warehouses</strong>: import in bulk as ordinary trade and ship from a US warehouse; duty is paid once on the value of the shipment, and delivery times and returns are better too. <strong>Second, recalculate prices</strong>: include duty and customs brokerage in the landed cost so that low-priced traffic-driving items do not make a loss. <strong>Third, declare properly</strong>: accurate HS codes, true values and clear descriptions are the precondition for fast clearance; undervaluing goods risks fines and seizure.</p>
<p>The Silk Road Ark “Export Services” team can help calculate the landed cost under each model; book a consultation through the Service Centre.</p>`,
  },
  {
    id: '20103',
    categoryId: '201',
    date: '2025-11-03',
    title: '中国—东盟自贸区3.0版升级议定书签署：数字与绿色经济成为新重点',
    titleEn: 'China–ASEAN FTA 3.0 upgrade protocol signed',
    summary:
      '2025年10月，中国与东盟在吉隆坡签署自贸区3.0版升级议定书，新增数字经济、绿色经济、供应链互联互通等领域规则。',
    summaryEn:
      'Signed in Kuala Lumpur in October 2025, the upgrade adds rules on the digital economy, green economy and supply-chain connectivity.',
    featured: true,
    content: `<p class="lead">2025年10月28日，中国与东盟十国在马来西亚吉隆坡签署《中国—东盟自由贸易区3.0版升级议定书》。这是在2010年全面建成、2019年完成2.0版升级之后的又一次全面升级。</p>
<h3>新增了什么</h3>
<p>3.0版在货物贸易、服务贸易和投资的既有框架上，新增了数字经济、绿色经济、供应链互联互通、标准与技术法规、卫生与植物卫生措施、海关程序与贸易便利化、竞争与消费者保护、中小微企业、经济技术合作等领域的规则。</p>
<h3>对企业意味着什么</h3>
<ul>
<li><strong>跨境电商</strong>：电子认证、电子签名、无纸化贸易和个人信息保护的互认安排将降低线上交易的合规成本；</li>
<li><strong>绿色产品</strong>：光伏、储能、新能源汽车零部件等产品的标准对接与合格评定合作有望加快认证；</li>
<li><strong>供应链</strong>：通关便利化条款对易腐货物、快件提出更短的放行时限。</li>
</ul>
<p>议定书需经各方完成国内程序后生效。东盟已连续多年是中国第一大贸易伙伴，建议企业提前梳理在东盟的产品认证、原产地管理和数据合规，做好规则落地的准备。</p>`,
    contentEn: `<p class="lead">On 28 October 2025, China and the ten ASEAN member states signed the Protocol to Upgrade the China–ASEAN Free Trade Area (version 3.0) in Kuala Lumpur, Malaysia. It is another comprehensive upgrade after the free trade area was fully established in 2010 and upgraded to version 2.0 in 2019.</p>
<h3>What is new</h3>
<p>On top of the existing framework for trade in goods, trade in services and investment, version 3.0 adds rules on the digital economy, the green economy, supply-chain connectivity, standards and technical regulations, sanitary and phytosanitary measures, customs procedures and trade facilitation, competition and consumer protection, micro, small and medium-sized enterprises, and economic and technical cooperation.</p>
<h3>What it means for companies</h3>
<ul>
<li><strong>Cross-border e-commerce</strong>: mutual recognition of electronic authentication, electronic signatures, paperless trade and personal data protection will lower the compliance cost of online transactions;</li>
<li><strong>Green products</strong>: aligning standards and cooperating on conformity assessment for photovoltaics, energy storage and new-energy vehicle parts should speed up certification;</li>
<li><strong>Supply chains</strong>: customs facilitation provisions set shorter release times for perishable goods and express shipments.</li>
</ul>
<p>The protocol enters into force once the parties complete their domestic procedures. ASEAN has been China’s largest trading partner for several years running; companies should review their product certification, origin management and data compliance in ASEAN now, ready for the rules to take effect.</p>`,
  },
  {
    id: '20104',
    categoryId: '201',
    date: '2026-01-12',
    title: '欧盟碳边境调节机制（CBAM）进入正式实施期：出口商要准备什么',
    titleEn: 'EU CBAM enters its definitive period',
    summary:
      '自2026年1月1日起，欧盟进口商须取得“CBAM授权申报人”资格，钢铁、铝、水泥、化肥、氢和电力的隐含排放将按年申报并购买证书。',
    summaryEn:
      'From 1 January 2026, EU importers of steel, aluminium, cement, fertilisers, hydrogen and electricity must be authorised declarants and account for embedded emissions.',
    content: `<p class="lead">欧盟碳边境调节机制（CBAM）在2023年10月至2025年底的过渡期内只需季度报告；自2026年1月1日起进入正式实施期，进口商需要为产品的隐含碳排放购买并清缴CBAM证书。</p>
<h3>覆盖范围</h3>
<p>钢铁、铝、水泥、化肥、氢和电力六类产品及部分下游制品（如螺钉、螺栓等钢铁制品）。2025年欧盟通过的简化方案引入了按年进口量计算的50吨豁免门槛，绝大多数只进口少量货物的中小进口商因此被排除在外。</p>
<h3>中国出口商的准备</h3>
<ul>
<li><strong>排放数据</strong>：按欧盟方法学核算每批产品的直接和间接排放，保存生产工艺、燃料和电力消耗的原始记录；</li>
<li><strong>第三方核查</strong>：正式期内的实际排放数据需经认可的核查机构核查，否则进口商只能使用较高的默认值；</li>
<li><strong>价格谈判</strong>：CBAM成本最终会传导到报价，低碳工艺和绿电使用将成为竞争优势。</li>
</ul>
<p>2026年度的首次年度申报和证书清缴在2027年进行。现在就建立碳数据台账的企业，将在与欧洲客户的谈判中占据主动。</p>`,
    contentEn: `<p class="lead">During the transitional period of the EU Carbon Border Adjustment Mechanism (CBAM), from October 2023 to the end of 2025, only quarterly reports were required. From 1 January 2026 the definitive period begins, and importers must buy and surrender CBAM certificates for the emissions embedded in their products.</p>
<h3>Scope</h3>
<p>Six product groups — iron and steel, aluminium, cement, fertilisers, hydrogen and electricity — and some downstream products (such as steel screws and bolts). The simplification package adopted by the EU in 2025 introduced an exemption threshold of 50 tonnes of imports a year, which takes most small importers of small quantities out of scope.</p>
<h3>How Chinese exporters should prepare</h3>
<ul>
<li><strong>Emissions data</strong>: calculate the direct and indirect emissions of each batch using the EU methodology, and keep the original records of processes, fuel and electricity consumption;</li>
<li><strong>Third-party verification</strong>: in the definitive period, actual emissions data must be verified by an accredited verifier, otherwise the importer can only use the higher default values;</li>
<li><strong>Price negotiations</strong>: CBAM costs will ultimately pass into prices, and low-carbon processes and green electricity will become a competitive advantage.</li>
</ul>
<p>The first annual declaration and surrender of certificates for 2026 take place in 2027. Companies that set up carbon data records now will have the upper hand in negotiations with European customers.</p>`,
  },
  {
    id: '20105',
    categoryId: '201',
    date: '2025-12-16',
    title: '欧盟将取消150欧元以下包裹免关税：2026年7月起按件征收3欧元',
    titleEn: 'EU to end the €150 customs duty exemption for small parcels',
    summary:
      '欧盟理事会2025年12月同意，自2026年7月1日起对进入欧盟的低价值电商包裹按商品征收3欧元的临时固定关税，直至海关数据中心上线。',
    summaryEn:
      'The EU Council agreed in December 2025 to levy a temporary flat €3 duty on items in low-value e-commerce parcels from 1 July 2026.',
    content: `<p class="lead">欧盟长期对价值150欧元以下的进口包裹免征关税（增值税自2021年7月起已照常征收）。随着低价值包裹数量激增，欧盟决定取消这一免税门槛。</p>
<h3>时间表</h3>
<ul>
<li>2025年11月：欧盟理事会同意取消150欧元关税豁免；</li>
<li>2026年7月1日起：在欧盟海关数据中心建成之前，作为过渡措施，对低价值包裹中的商品征收每件3欧元的固定关税；</li>
<li>之后：按正常税率对每件商品计征关税，并由平台承担更多申报责任。</li>
</ul>
<h3>卖家应当怎么做</h3>
<p>直邮小包模式的单件成本将明显上升，低客单价商品受影响最大。建议：提高客单价与组合销售；评估欧洲海外仓备货，以B2B方式整批进口；继续通过IOSS（进口一站式服务）规范缴纳增值税，保持清关顺畅。</p>`,
    contentEn: `<p class="lead">The EU has long exempted imported parcels worth under €150 from customs duty (VAT has been charged as normal since July 2021). With the number of low-value parcels soaring, the EU has decided to abolish this threshold.</p>
<h3>Timetable</h3>
<ul>
<li>November 2025: the Council of the EU agreed to abolish the €150 customs duty exemption;</li>
<li>From 1 July 2026: as a transitional measure until the EU Customs Data Hub is in place, a flat duty of €3 per item is levied on goods in low-value parcels;</li>
<li>After that: duty is charged on each item at the normal rates, and platforms take on more responsibility for declarations.</li>
</ul>
<h3>What sellers should do</h3>
<p>The cost per item of direct-mail small parcels will rise noticeably, hitting low-value goods hardest. We recommend: raise the average order value and sell bundles; consider stocking a European overseas warehouse and importing in bulk as B2B; and keep paying VAT properly through the IOSS (Import One-Stop Shop) so that clearance stays smooth.</p>`,
  },
  {
    id: '20106',
    categoryId: '201',
    date: '2025-02-18',
    title: '欧盟《通用产品安全法规》（GPSR）实施一周年回顾：线上商品页面必须展示什么',
    titleEn: 'The EU General Product Safety Regulation: what listings must show',
    summary:
      'GPSR自2024年12月13日起适用，向欧盟消费者在线销售的非食品类商品须指定欧盟境内责任人，并在商品页展示制造商和安全信息。',
    summaryEn:
      'Applicable since 13 December 2024, GPSR requires an EU responsible person and manufacturer and safety information on online listings.',
    content: `<p class="lead">欧盟《通用产品安全法规》（Regulation (EU) 2023/988，简称GPSR）取代了原《通用产品安全指令》，自2024年12月13日起适用于在欧盟销售的绝大多数非食品消费品。</p>
<h3>商品页面的必备信息</h3>
<ul>
<li>制造商的名称、注册商号或商标，以及邮寄和电子联系方式；</li>
<li>如制造商不在欧盟，须注明欧盟境内<strong>责任经济经营者</strong>的名称和联系方式；</li>
<li>产品图片、型号或批次等可识别信息；</li>
<li>以销售国官方语言提供的警告和安全信息。</li>
</ul>
<h3>平台上的执行</h3>
<p>主要电商平台已要求卖家在后台补充责任人信息，缺失的商品会被限制在欧盟站点展示。发生安全事故时，经营者须通过欧盟“Safety Business Gateway”报告。</p>
<p>建议企业建立产品技术文档、内部风险评估和召回流程，并与欧盟代表签订书面委托。</p>`,
    contentEn: `<p class="lead">The EU General Product Safety Regulation (Regulation (EU) 2023/988, GPSR) replaced the former General Product Safety Directive and has applied since 13 December 2024 to most non-food consumer products sold in the EU.</p>
<h3>Information required on listings</h3>
<ul>
<li>The manufacturer’s name, registered trade name or trade mark, and postal and electronic contact details;</li>
<li>Where the manufacturer is not in the EU, the name and contact details of the <strong>responsible economic operator</strong> in the EU;</li>
<li>Product images and identifying information such as model or batch;</li>
<li>Warnings and safety information in the official language of the country of sale.</li>
</ul>
<h3>Enforcement on platforms</h3>
<p>The main e-commerce platforms now require sellers to add responsible-person details in their back office, and listings without them are restricted on EU sites. When a safety incident occurs, the operator must report it through the EU “Safety Business Gateway”.</p>
<p>Companies should keep technical documentation, internal risk assessments and a recall procedure for their products, and sign a written mandate with their EU representative.</p>`,
  },
  {
    id: '20107',
    categoryId: '201',
    date: '2025-03-20',
    title: '跨境电商四种海关监管方式一文读懂：9610、9710、9810与1210',
    titleEn: 'The four customs regimes for cross-border e-commerce explained',
    summary:
      '选择正确的监管方式决定了通关效率、退税和结汇。本文对比9610直邮、9710 B2B直接出口、9810出口海外仓和1210保税电商的适用场景。',
    summaryEn:
      'The right customs regime decides clearance speed, tax rebates and FX settlement: 9610, 9710, 9810 and 1210 compared.',
    content: `<p class="lead">中国海关为跨境电商设立了专门的监管方式代码。出口企业选对代码，才能享受简化申报、出口退税和便利结汇。</p>
<table>
<thead><tr><th>代码</th><th>名称</th><th>适用场景</th></tr></thead>
<tbody>
<tr><td>9610</td><td>跨境贸易电子商务</td><td>B2C直邮小包，单票货值低、票数多，可“清单核放、汇总申报”</td></tr>
<tr><td>9710</td><td>跨境电商B2B直接出口</td><td>境内企业通过跨境电商平台与境外企业达成交易后直接出口</td></tr>
<tr><td>9810</td><td>跨境电商出口海外仓</td><td>先将货物批量出口到海外仓，再通过平台销售给境外买家</td></tr>
<tr><td>1210</td><td>保税跨境贸易电子商务</td><td>进口或出口货物存放在海关特殊监管区域或保税物流中心</td></tr>
</tbody>
</table>
<h3>怎么选</h3>
<p>以亚马逊FBA、独立站海外仓为主的卖家适合9810；与海外批发商在线成交的工厂适合9710；小包直发的零售卖家适合9610。开展9710、9810业务的企业需要在海关完成跨境电商企业备案，并上传订单、物流或海外仓信息。</p>`,
    contentEn: `<p class="lead">Chinese customs has created dedicated customs regime codes for cross-border e-commerce. Only by choosing the right code can exporters benefit from simplified declarations, export tax rebates and easier foreign-exchange settlement.</p>
<table>
<thead><tr><th>Code</th><th>Name</th><th>When it applies</th></tr></thead>
<tbody>
<tr><td>9610</td><td>Cross-border trade e-commerce</td><td>B2C direct-mail parcels with low value per shipment and many shipments; cleared by list and declared in summary</td></tr>
<tr><td>9710</td><td>Cross-border e-commerce B2B direct export</td><td>A domestic company closes a deal with an overseas company through a cross-border e-commerce platform and exports directly</td></tr>
<tr><td>9810</td><td>Cross-border e-commerce export to overseas warehouses</td><td>Goods are first exported in bulk to an overseas warehouse, then sold to overseas buyers through platforms</td></tr>
<tr><td>1210</td><td>Bonded cross-border trade e-commerce</td><td>Imported or exported goods are stored in a special customs supervision zone or a bonded logistics centre</td></tr>
</tbody>
</table>
<h3>How to choose</h3>
<p>Sellers relying mainly on Amazon FBA or overseas warehouses for their own websites suit 9810; factories closing deals online with overseas wholesalers suit 9710; retail sellers shipping small parcels directly suit 9610. Companies doing 9710 or 9810 business must register with customs as cross-border e-commerce enterprises and upload order, logistics or overseas warehouse information.</p>`,
  },
  {
    id: '20108',
    categoryId: '201',
    date: '2025-04-08',
    title: 'RCEP原产地累积规则实务：如何用区域内原材料降低关税',
    titleEn: 'RCEP cumulation in practice',
    summary:
      'RCEP已对15个成员国全部生效。区域累积规则允许把其他成员国的原产材料视为本国原产，帮助更多产品达到优惠税率门槛。',
    summaryEn:
      'RCEP is in force for all 15 members. Regional cumulation counts other members’ originating materials as local, helping products qualify.',
    content: `<p class="lead">《区域全面经济伙伴关系协定》（RCEP）自2022年1月1日起陆续生效，2023年6月2日对菲律宾生效后，已对全部15个成员国生效。</p>
<h3>什么是区域累积</h3>
<p>在判断产品是否具有RCEP原产资格时，来自其他成员国的原产材料可以视为本国原产材料。例如，中国企业使用日本的电子元器件和越南的塑料件组装整机，这些材料都计入区域价值成分，更容易达到40%的门槛。</p>
<h3>申请优惠的三种方式</h3>
<ul>
<li>由签证机构签发的RCEP原产地证书；</li>
<li>经核准出口商出具的原产地声明；</li>
<li>部分成员国接受的进口商或出口商原产地声明。</li>
</ul>
<p>建议企业建立物料原产地档案，保存供应商原产地声明，同一产品在不同成员国的降税幅度不同，报价前应查询进口国的RCEP减让表。</p>`,
    contentEn: `<p class="lead">The Regional Comprehensive Economic Partnership (RCEP) entered into force in stages from 1 January 2022; since it took effect for the Philippines on 2 June 2023, it has been in force for all 15 members.</p>
<h3>What regional cumulation is</h3>
<p>When deciding whether a product qualifies as RCEP-originating, originating materials from other members can be treated as originating in your own country. For example, if a Chinese company assembles a complete machine using Japanese electronic components and Vietnamese plastic parts, all these materials count towards regional value content, making the 40% threshold easier to reach.</p>
<h3>Three ways to claim preference</h3>
<ul>
<li>An RCEP certificate of origin issued by an issuing body;</li>
<li>A declaration of origin made out by an approved exporter;</li>
<li>A declaration of origin by the importer or exporter, accepted by some members.</li>
</ul>
<p>Companies should keep origin records for their materials and suppliers’ declarations of origin. The same product is cut by different amounts in different member countries, so check the importing country’s RCEP tariff schedule before quoting.</p>`,
  },
  {
    id: '20109',
    categoryId: '201',
    date: '2025-12-22',
    title: '海南自由贸易港全岛封关运作启动：“零关税”商品范围大幅扩大',
    titleEn: 'Hainan Free Trade Port starts island-wide special customs operations',
    summary:
      '2025年12月18日，海南自贸港正式启动全岛封关运作，实行“一线放开、二线管住、岛内自由”，享惠主体和零关税商品范围显著扩大。',
    summaryEn:
      'On 18 December 2025 Hainan began island-wide special customs operations, widening zero-tariff goods and eligible businesses.',
    content: `<p class="lead">2025年12月18日，海南自由贸易港全岛封关运作正式启动。海南岛全岛成为海关监管特殊区域，实行“一线放开、二线管住、岛内自由”的货物进出境管理制度。</p>
<h3>主要变化</h3>
<ul>
<li><strong>零关税商品扩围</strong>：享惠商品税目大幅增加，占全部税目的比例由约21%提升到约74%；</li>
<li><strong>加工增值免关税</strong>：在海南加工、增值达到30%以上的货物，经“二线”进入内地免征进口关税；</li>
<li><strong>享惠主体扩大</strong>：更多在岛内注册并实质经营的企业可以享受进口“零关税”政策。</li>
</ul>
<h3>出海与引进来的新机会</h3>
<p>对“出海”企业而言，海南可作为面向东盟的区域分拨和加工中心；对引入海外品牌的企业而言，可利用加工增值政策在岛内完成分装、贴标和轻加工后进入内地市场。</p>`,
    contentEn: `<p class="lead">On 18 December 2025, island-wide special customs operations officially began at the Hainan Free Trade Port. The whole of Hainan Island became a special customs supervision area, with goods managed on the principle of “freedom at the first line, control at the second line, and free movement within the island”.</p>
<h3>Main changes</h3>
<ul>
<li><strong>More zero-tariff goods</strong>: the number of eligible tariff lines rises sharply, from about 21% to about 74% of all lines;</li>
<li><strong>Duty-free value-added processing</strong>: goods processed in Hainan with value added of 30% or more enter the mainland through the “second line” free of import duty;</li>
<li><strong>More eligible businesses</strong>: more companies registered and genuinely operating on the island can benefit from the “zero-tariff” import policy.</li>
</ul>
<h3>New opportunities going out and bringing in</h3>
<p>For companies going abroad, Hainan can serve as a regional distribution and processing centre for ASEAN; for companies bringing in overseas brands, the value-added processing policy allows repacking, labelling and light processing on the island before the goods enter the mainland market.</p>`,
  },
  {
    id: '20110',
    categoryId: '201',
    date: '2025-01-03',
    title: '出口退税率调整：铝材、铜材取消退税，部分光伏、电池产品下调',
    titleEn: 'Export VAT rebate changes for aluminium, copper, PV and batteries',
    summary:
      '自2024年12月1日起，铝材、铜材等产品取消出口退税，部分成品油、光伏、电池及非金属矿物制品的退税率由13%下调至9%。',
    summaryEn:
      'From 1 December 2024 rebates were removed for aluminium and copper products and cut from 13% to 9% for some PV, battery and mineral products.',
    content: `<p class="lead">财政部、税务总局2024年第15号公告明确，自2024年12月1日起调整部分产品出口退税政策。受影响企业应在2025年的报价和利润测算中体现新的退税率。</p>
<h3>调整内容</h3>
<ul>
<li>取消铝材、铜材以及化学改性的动植物或微生物油、脂、蜡等产品的出口退税；</li>
<li>将部分成品油、光伏、电池、部分非金属矿物制品的出口退税率由13%下调至9%。</li>
</ul>
<h3>执行时间的判断</h3>
<p>以出口货物报关单上注明的出口日期为准。已签订但尚未出运的合同，建议与客户沟通价格条款，必要时在合同中约定税率变动的调整机制。</p>
<p>退税率调整释放出鼓励高附加值、绿色低碳产品出口的信号，企业可借此优化产品结构。</p>`,
    contentEn: `<p class="lead">Announcement No. 15 of 2024 of the Ministry of Finance and the State Taxation Administration adjusts the export tax rebate policy for some products from 1 December 2024. Affected companies should reflect the new rebate rates in their 2025 quotations and profit calculations.</p>
<h3>What changed</h3>
<ul>
<li>Export rebates are abolished for aluminium and copper products and for chemically modified animal, vegetable or microbial oils, fats and waxes;</li>
<li>The export rebate rate for some refined oil products, photovoltaics, batteries and some non-metallic mineral products is cut from 13% to 9%.</li>
</ul>
<h3>Which date counts</h3>
<p>The export date shown on the export customs declaration is decisive. For contracts signed but not yet shipped, discuss the price terms with your customer and, where needed, agree in the contract how prices adjust when rates change.</p>
<p>The adjustment signals encouragement for exports of higher-value, green and low-carbon products, and companies can use it to improve their product mix.</p>`,
  },
  {
    id: '20111',
    categoryId: '201',
    date: '2025-01-15',
    title: '240小时过境免签全面放宽：海外客商来华考察更便利',
    titleEn: '240-hour visa-free transit makes buyer visits easier',
    summary:
      '自2024年12月17日起，符合条件的外国人过境免签停留时间由72小时和144小时统一延长至240小时，适用口岸和停留区域同步扩大。',
    summaryEn:
      'Since 17 December 2024 eligible travellers may transit China visa-free for up to 240 hours through more ports and regions.',
    content: `<p class="lead">国家移民管理局宣布，自2024年12月17日起全面放宽优化过境免签政策，将外国人过境免签停留时间由原72小时和144小时统一延长为240小时（10天）。</p>
<h3>适用条件</h3>
<ul>
<li>持有效国际旅行证件，以及已确定日期、座位的前往第三国（地区）联程客票；</li>
<li>从指定口岸入出境，并在允许的省区市范围内停留；</li>
<li>适用国家名单以国家移民管理局最新公布为准。</li>
</ul>
<h3>对外贸企业的意义</h3>
<p>海外采购商可以在转机途中安排工厂验厂、展会参观和样品确认。企业在邀请客户时，应提前帮助对方确认国籍是否适用、入境口岸和行程路线是否在允许范围内，并提醒入住后按规定办理住宿登记。</p>`,
    contentEn: `<p class="lead">The National Immigration Administration announced that from 17 December 2024 the visa-free transit policy is fully relaxed and improved: the visa-free transit stay for foreign nationals is extended from 72 and 144 hours to a single 240 hours (10 days).</p>
<h3>Conditions</h3>
<ul>
<li>A valid international travel document and an onward ticket to a third country or region with a confirmed date and seat;</li>
<li>Entry and exit through designated ports, staying within the permitted provinces, regions and municipalities;</li>
<li>The list of eligible countries is as last published by the National Immigration Administration.</li>
</ul>
<h3>What it means for trading companies</h3>
<p>Overseas buyers can arrange factory audits, trade fair visits and sample approvals during a transit. When inviting customers, companies should help them confirm in advance whether their nationality is eligible and whether the port of entry and itinerary are within the permitted area, and remind them to complete accommodation registration after checking in as required.</p>`,
  },
]
