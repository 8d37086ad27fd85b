import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const sg: GuideSource = {
  id: 'sg',
  tagline: {
    zh: '亚太区域总部首选地，全球航运与金融枢纽',
    en: 'Asia-Pacific’s favourite regional headquarters, a global shipping and finance hub',
  },
  introduction: [
    {
      zh: '新加坡是位于马来半岛南端的城市国家，拥有世界最繁忙的集装箱转运港之一和领先的国际金融中心。法治健全、税制简明，是众多跨国企业设立亚太区域总部、财资中心与贸易公司的首选地。',
      en: 'Singapore is a city-state at the southern tip of the Malay Peninsula, with one of the world’s busiest container transhipment ports and a leading financial centre. Strong rule of law and a simple tax system make it the first choice for regional headquarters, treasury centres and trading companies.',
    },
    {
      zh: '新加坡市场规模不大但消费力强，可作为品牌进入东南亚的“样板市场”；同时其自贸协定网络覆盖广泛，便于企业统筹区域业务。',
      en: 'The home market is small but affluent, a showcase for brands entering Southeast Asia, and a wide web of free trade agreements helps companies run regional business from here.',
    },
  ],
  facts: {
    capital: { zh: '新加坡（城市国家）', en: 'Singapore (city-state)' },
    currency: { code: 'SGD', name: { zh: '新加坡元', en: 'Singapore dollar' } },
    languages: {
      zh: '英语、马来语（国语）、华语、泰米尔语',
      en: 'English, Malay (national language), Mandarin, Tamil',
    },
    areaKm2: 735,
    population: { value: 5_920_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 501.4, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+8',
    callingCode: '+65',
  },
  tradeYear: 2023,
  exports: [
    { zh: '集成电路等电子产品', en: 'Integrated circuits and other electronics' },
    { zh: '成品油', en: 'Refined petroleum' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '药品', en: 'Pharmaceuticals' },
    { zh: '石化与特种化学品', en: 'Petrochemicals and specialty chemicals' },
    { zh: '黄金（转口）', en: 'Gold (re-exports)' },
  ],
  imports: [
    { zh: '集成电路等电子产品', en: 'Integrated circuits and other electronics' },
    { zh: '原油与成品油', en: 'Crude oil and refined petroleum' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '黄金', en: 'Gold' },
    { zh: '飞机零部件', en: 'Aircraft parts' },
  ],
  industries: [
    {
      theme: 'logistics',
      title: { zh: '港航物流', en: 'Shipping and logistics' },
      text: {
        zh: '连接 600 多个港口的转运枢纽，大士港建成后将成为全球最大的全自动码头。',
        en: 'A transhipment hub linked to over 600 ports; Tuas will be the world’s largest fully automated terminal.',
      },
    },
    {
      theme: 'chemicals',
      title: { zh: '能源化工', en: 'Energy and chemicals' },
      text: {
        zh: '裕廊岛聚集世界级炼化一体化项目。',
        en: 'Jurong Island hosts world-class integrated refining and petrochemical plants.',
      },
    },
    {
      theme: 'digital',
      title: { zh: '金融科技', en: 'Fintech' },
      text: {
        zh: '亚洲领先的金融科技与财富管理中心，支付牌照体系成熟。',
        en: 'A leading Asian fintech and wealth centre with a mature payments licensing regime.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '巴西班让码头', en: 'Pasir Panjang Terminal' },
      kind: 'sea',
      description: {
        zh: '目前主要的集装箱码头群，未来将整合至大士港。',
        en: 'The main container terminals today, moving to Tuas over time.',
      },
      position: { lat: 1.27, lon: 103.76 },
    },
    {
      title: { zh: '大士港', en: 'Tuas Port' },
      kind: 'sea',
      description: {
        zh: '分期建设的新一代自动化大港。',
        en: 'The next-generation automated mega-port, opening in phases.',
      },
      position: { lat: 1.24, lon: 103.63 },
    },
    {
      title: { zh: '樟宜机场', en: 'Changi Airport' },
      kind: 'air',
      description: {
        zh: '亚洲重要的航空货运枢纽，设有樟宜空港物流园。',
        en: 'A major Asian air-cargo hub with the Changi Airfreight Centre.',
      },
      position: { lat: 1.36, lon: 103.99 },
    },
  ],
  platforms: [
    {
      name: 'Shopee',
      kind: 'ecommerce',
      url: 'https://shopee.sg',
      text: {
        zh: '新加坡总部的东南亚电商龙头。',
        en: 'Singapore-headquartered leader of Southeast Asian e-commerce.',
      },
    },
    {
      name: 'Lazada',
      kind: 'ecommerce',
      url: 'https://www.lazada.sg',
      text: {
        zh: '总部位于新加坡，LazMall 正品保障。',
        en: 'Headquartered in Singapore, with LazMall authenticity guarantees.',
      },
    },
    {
      name: 'Amazon.sg',
      kind: 'ecommerce',
      url: 'https://www.amazon.sg',
      text: {
        zh: '亚马逊新加坡站，Prime 当日达。',
        en: 'Amazon’s Singapore store with same-day Prime delivery.',
      },
    },
    {
      name: 'Qoo10',
      kind: 'ecommerce',
      url: 'https://www.qoo10.sg',
      text: { zh: '美妆与日韩商品见长。', en: 'Strong in beauty and Japanese and Korean goods.' },
    },
    {
      name: 'Grab',
      kind: 'payment',
      url: 'https://www.grab.com/sg/',
      text: {
        zh: '出行与外卖超级应用，GrabPay 常用。',
        en: 'Ride-hailing and delivery super-app with the popular GrabPay.',
      },
    },
  ],
  festivals: [
    {
      name: { zh: '农历新年', en: 'Chinese New Year' },
      when: {
        zh: '农历正月初一起两天公共假期',
        en: 'Two public holidays from the first day of the lunar year',
      },
      text: {
        zh: '年货、礼盒与红包消费集中。',
        en: 'Peak spending on festive food, hampers and red packets.',
      },
    },
    {
      name: { zh: '国庆日', en: 'National Day' },
      when: { zh: '8 月 9 日', en: '9 August' },
      text: {
        zh: '纪念 1965 年独立，举行国庆庆典。',
        en: 'Marks independence in 1965 with the National Day Parade.',
      },
    },
    {
      name: { zh: '开斋节与屠妖节', en: 'Hari Raya Puasa and Deepavali' },
      when: { zh: '按伊斯兰历与印度历', en: 'By the Islamic and Hindu calendars' },
      text: { zh: '多元族群节日均为公共假日。', en: 'Festivals of each community are public holidays.' },
    },
  ],
  customs: [
    {
      title: { zh: '守时与效率', en: 'Punctual and efficient' },
      text: {
        zh: '会议准时开始，邮件回复及时，合同条款严谨。',
        en: 'Meetings start on time, emails are answered quickly and contracts are precise.',
      },
    },
    {
      title: { zh: '名片礼仪', en: 'Business cards' },
      text: {
        zh: '双手递接名片，收到后稍作阅读再收好。',
        en: 'Offer and receive cards with both hands and read them before putting them away.',
      },
    },
    {
      title: { zh: '遵守法规', en: 'Follow the rules' },
      text: {
        zh: '公共场所禁烟、禁食等规定严格执行；商业贿赂零容忍。',
        en: 'Public rules are strictly enforced, and there is zero tolerance for bribery.',
      },
    },
    {
      title: { zh: '小费与饮食', en: 'Tips and food' },
      text: {
        zh: '餐厅账单通常已含服务费，无需另付小费；注意穆斯林与印度教徒的饮食禁忌。',
        en: 'Bills usually include a service charge, so tipping is not expected; respect Muslim and Hindu dietary rules.',
      },
    },
  ],
  news: [
    {
      date: '2022-01-01',
      title: { zh: 'RCEP 对新加坡生效', en: 'RCEP takes effect for Singapore' },
      summary: {
        zh: '新加坡是 2022 年 1 月 1 日首批生效成员之一。',
        en: 'Singapore was among the first members on 1 January 2022.',
      },
    },
    {
      date: '2024-01-01',
      title: { zh: '新加坡消费税上调至 9%', en: 'Singapore GST rises to 9%' },
      summary: {
        zh: '商品及服务税自 2024 年 1 月 1 日起由 8% 上调至 9%，低价值进口商品同样适用。',
        en: 'GST rose from 8% to 9% on 1 January 2024, including on low-value imported goods.',
      },
    },
    {
      date: '2024-02-09',
      title: { zh: '中新互免签证协定生效', en: 'China–Singapore mutual visa exemption in force' },
      summary: {
        zh: '自 2024 年 2 月 9 日起，两国持普通护照人员可免签入境对方国家，停留不超过 30 天。',
        en: 'From 9 February 2024, ordinary passport holders may visit each other’s country visa-free for up to 30 days.',
      },
    },
  ],
  services: marketServices('新加坡', 'Singapore', [
    {
      title: { zh: '区域总部搭建', en: 'Regional headquarters set-up' },
      text: {
        zh: '设立区域总部与贸易公司，协助申请税收激励与开设多币种银行账户。',
        en: 'Regional HQ and trading company set-up, tax incentive applications and multi-currency bank accounts.',
      },
    },
  ]),
}
