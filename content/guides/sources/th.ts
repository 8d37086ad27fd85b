import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const th: GuideSource = {
  id: 'th',
  tagline: {
    zh: '东盟汽车与食品制造中心，东部经济走廊加速升级',
    en: 'ASEAN’s car and food-processing hub, upgrading through the Eastern Economic Corridor',
  },
  introduction: [
    {
      zh: '泰国位于中南半岛中部，是东盟第二大经济体，也是区域汽车、电子与农产品加工中心。东部经济走廊（EEC）集中布局新能源汽车、智能电子、数字与医疗等产业，吸引了大量中国企业投资设厂。',
      en: 'Thailand sits at the heart of mainland Southeast Asia. ASEAN’s second-largest economy, it is a regional hub for cars, electronics and processed food; the Eastern Economic Corridor (EEC) concentrates electric vehicles, smart electronics, digital and medical industries and has drawn many Chinese manufacturers.',
    },
    {
      zh: '泰国消费者社交媒体使用率高，LINE、Facebook 与 TikTok 是重要的营销阵地，电商以 Shopee、Lazada、TikTok Shop 三强为主。中泰互免签证自 2024 年 3 月起施行，商务往来更加便利。',
      en: 'Thai consumers live on social media: LINE, Facebook and TikTok carry most marketing, and online retail is led by Shopee, Lazada and TikTok Shop. A mutual visa exemption between China and Thailand has applied since March 2024.',
    },
  ],
  facts: {
    capital: { zh: '曼谷', en: 'Bangkok' },
    currency: { code: 'THB', name: { zh: '泰铢', en: 'Thai baht' } },
    languages: { zh: '泰语', en: 'Thai' },
    areaKm2: 513_120,
    population: { value: 71_700_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 514.9, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+7',
    callingCode: '+66',
  },
  tradeYear: 2023,
  exports: [
    { zh: '电脑及零部件', en: 'Computers and parts' },
    { zh: '汽车及零部件', en: 'Motor cars and parts' },
    { zh: '橡胶制品', en: 'Rubber products' },
    { zh: '宝石与首饰', en: 'Gems and jewellery' },
    { zh: '成品油', en: 'Refined fuels' },
    { zh: '塑料粒子', en: 'Plastic pellets' },
    { zh: '大米、木薯与加工食品', en: 'Rice, cassava and processed food' },
  ],
  imports: [
    { zh: '原油', en: 'Crude oil' },
    { zh: '机械设备及零件', en: 'Machinery and parts' },
    { zh: '电气机械及零件', en: 'Electrical machinery and parts' },
    { zh: '化工产品', en: 'Chemicals' },
    { zh: '钢铁及制品', en: 'Iron, steel and products' },
    { zh: '集成电路', en: 'Integrated circuits' },
  ],
  industries: [
    {
      theme: 'automotive',
      title: { zh: '汽车与新能源车', en: 'Cars and EVs' },
      text: {
        zh: '东南亚最大的汽车生产与出口基地，正吸引中国车企建设电动车工厂。',
        en: 'Southeast Asia’s largest car producer and exporter, now attracting Chinese EV plants.',
      },
    },
    {
      theme: 'food',
      title: { zh: '食品加工', en: 'Food processing' },
      text: {
        zh: '大米、金枪鱼罐头、禽肉与水果加工出口全球，被称为“世界厨房”。',
        en: 'Rice, canned tuna, poultry and fruit exported worldwide: the “kitchen of the world”.',
      },
    },
    {
      theme: 'tourism',
      title: { zh: '旅游与服务', en: 'Tourism and services' },
      text: {
        zh: '旅游业是重要外汇来源，中国是主要客源国之一。',
        en: 'Tourism is a major earner, with China among the leading source markets.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '林查班港', en: 'Laem Chabang Port' },
      kind: 'sea',
      description: {
        zh: '泰国第一大集装箱港，位于东部经济走廊，汽车滚装出口的主要港口。',
        en: 'Thailand’s main container port, in the Eastern Economic Corridor; also the main car export terminal.',
      },
      position: { lat: 13.08, lon: 100.88 },
    },
    {
      title: { zh: '曼谷港（孔堤）', en: 'Bangkok Port (Khlong Toei)' },
      kind: 'sea',
      description: {
        zh: '湄南河上的河港，服务曼谷都市圈的区域航线。',
        en: 'River port on the Chao Phraya serving Greater Bangkok on regional routes.',
      },
      position: { lat: 13.7, lon: 100.57 },
    },
    {
      title: { zh: '素万那普机场', en: 'Suvarnabhumi Airport' },
      kind: 'air',
      description: {
        zh: '泰国主要国际航空货运枢纽，适合电子产品与生鲜空运。',
        en: 'The main international air cargo hub, used for electronics and fresh produce.',
      },
      position: { lat: 13.69, lon: 100.75 },
    },
    {
      title: { zh: '宋卡港', en: 'Songkhla Port' },
      kind: 'sea',
      description: {
        zh: '南部深水港，服务橡胶、水产与马来西亚边境贸易。',
        en: 'Southern deep-sea port for rubber, seafood and trade with Malaysia.',
      },
      position: { lat: 7.22, lon: 100.58 },
    },
  ],
  platforms: [
    {
      name: 'Shopee',
      kind: 'ecommerce',
      url: 'https://shopee.co.th',
      text: { zh: '泰国订单量领先的综合电商。', en: 'The leading marketplace by orders.' },
    },
    {
      name: 'Lazada',
      kind: 'ecommerce',
      url: 'https://www.lazada.co.th',
      text: {
        zh: 'LazMall 是品牌官方旗舰店的主要阵地。',
        en: 'LazMall is the go-to home of official brand stores.',
      },
    },
    {
      name: 'TikTok Shop',
      kind: 'social',
      url: 'https://shop.tiktok.com',
      text: { zh: '直播与短视频带货快速增长。', en: 'Live and short-video selling growing fast.' },
    },
    {
      name: 'LINE',
      kind: 'social',
      url: 'https://line.me',
      text: {
        zh: '国民级通讯软件，LINE 官方账号常用于客服和私域销售。',
        en: 'The national messenger; LINE Official Accounts run customer service and direct sales.',
      },
    },
    {
      name: 'TrueMoney',
      kind: 'payment',
      url: 'https://www.truemoney.com',
      text: {
        zh: '主流电子钱包之一，另有 PromptPay 即时转账普及。',
        en: 'A leading e-wallet, alongside the ubiquitous PromptPay transfers.',
      },
    },
  ],
  festivals: [
    {
      name: { zh: '宋干节（泼水节）', en: 'Songkran' },
      when: { zh: '4 月 13—15 日', en: '13–15 April' },
      text: {
        zh: '泰历新年，全国放假，出行与消费高峰。',
        en: 'Thai New Year: a national holiday and a peak for travel and spending.',
      },
    },
    {
      name: { zh: '水灯节', en: 'Loy Krathong' },
      when: {
        zh: '泰历十二月月圆夜（通常 11 月）',
        en: 'Full moon of the 12th Thai month (usually November)',
      },
      text: {
        zh: '放水灯祈福，节庆装饰与礼品需求集中。',
        en: 'Floating lanterns and decorations; a strong season for festive goods.',
      },
    },
    {
      name: { zh: '国王诞辰', en: 'The King’s Birthday' },
      when: { zh: '7 月 28 日', en: '28 July' },
      text: {
        zh: '全国公共假日，庆祝国王玛哈·哇集拉隆功诞辰。',
        en: 'Public holiday for King Maha Vajiralongkorn’s birthday.',
      },
    },
    {
      name: { zh: '双 11、双 12 大促', en: '11.11 and 12.12 sales' },
      when: { zh: '11 月 11 日、12 月 12 日', en: '11 November and 12 December' },
      text: {
        zh: '平台年度最大促销节点，需提前备货至本地仓。',
        en: 'The biggest platform sales of the year; stock local warehouses early.',
      },
    },
  ],
  customs: [
    {
      title: { zh: '合十礼', en: 'The wai' },
      text: {
        zh: '双手合十微微低头问候，晚辈先向长辈行礼；商务场合握手亦普遍。',
        en: 'Greet with palms together and a slight bow, the junior person first; handshakes are common in business.',
      },
    },
    {
      title: { zh: '尊重王室与宗教', en: 'Respect the monarchy and religion' },
      text: {
        zh: '不得对王室有任何不敬言行；进入寺庙须脱鞋、着装得体。',
        en: 'Never speak disrespectfully of the royal family; remove shoes and dress modestly in temples.',
      },
    },
    {
      title: { zh: '头与脚', en: 'Head and feet' },
      text: {
        zh: '不要触摸他人头部，不要用脚指人或物。',
        en: 'Do not touch anyone’s head or point with your feet.',
      },
    },
    {
      title: { zh: '心平气和', en: 'Keep calm (jai yen)' },
      text: {
        zh: '泰国人看重“心平气和”，谈判中避免提高音量或当众争执。',
        en: 'Thais value a cool heart: avoid raised voices or open confrontation in negotiations.',
      },
    },
  ],
  news: [
    {
      date: '2022-01-01',
      title: { zh: 'RCEP 对泰国生效', en: 'RCEP takes effect for Thailand' },
      summary: {
        zh: '泰国是 2022 年 1 月 1 日首批生效的 RCEP 成员之一，中泰货物贸易可选择 RCEP 或中国—东盟自贸区优惠税率。',
        en: 'Thailand was among the first RCEP members on 1 January 2022; China–Thailand trade can use either RCEP or ACFTA preferential rates.',
      },
    },
    {
      date: '2024-03-01',
      title: { zh: '中泰互免签证协定生效', en: 'China–Thailand mutual visa exemption in force' },
      summary: {
        zh: '自 2024 年 3 月 1 日起，两国持普通护照人员可免签入境对方国家，单次停留不超过 30 天。',
        en: 'From 1 March 2024, holders of ordinary passports may enter the other country visa-free for up to 30 days per stay.',
      },
    },
    {
      date: '2024-07-05',
      title: { zh: '泰国对低价值进口商品征收增值税', en: 'Thailand applies VAT to low-value imports' },
      summary: {
        zh: '自 2024 年 7 月 5 日起，泰国对价值不超过 1,500 泰铢的进口商品征收 7% 增值税，跨境电商需将税费纳入定价。',
        en: 'From 5 July 2024, imported goods worth up to 1,500 baht carry 7% VAT; cross-border sellers should price it in.',
      },
    },
  ],
  services: marketServices('泰国', 'Thailand', [
    {
      title: { zh: 'EEC 园区选址', en: 'EEC site selection' },
      text: {
        zh: '对接东部经济走廊工业园区，协助申请泰国投资促进委员会（BOI）优惠。',
        en: 'Industrial estates in the Eastern Economic Corridor and Board of Investment (BOI) incentive applications.',
      },
    },
  ]),
}
