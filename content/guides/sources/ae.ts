import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const ae: GuideSource = {
  id: 'ae',
  tagline: {
    zh: '中东转口贸易中心，辐射海湾、非洲与南亚',
    en: 'The Middle East’s re-export hub for the Gulf, Africa and South Asia',
  },
  introduction: [
    {
      zh: '阿联酋由阿布扎比、迪拜等七个酋长国组成，是中东最重要的贸易、物流与金融中心。杰贝阿里港与 40 多个自由区为企业提供外资全资持股、免关税和便捷的公司注册，使迪拜成为辐射海湾、非洲与南亚的转口枢纽。',
      en: 'The United Arab Emirates, a federation of seven emirates including Abu Dhabi and Dubai, is the Middle East’s leading trade, logistics and finance centre. Jebel Ali and more than 40 free zones offer full foreign ownership, duty exemptions and quick incorporation, making Dubai a re-export hub for the Gulf, Africa and South Asia.',
    },
    {
      zh: '阿联酋居民中外籍人士占绝大多数，消费力强、线上渗透率高，Amazon.ae 与 noon 是主要电商平台。中国是阿联酋最大贸易伙伴之一，两国自 2018 年起互免签证。',
      en: 'Most residents are expatriates; spending power and online penetration are high, with Amazon.ae and noon the main marketplaces. China is among the UAE’s largest trading partners, and the two countries have waived visas for each other since 2018.',
    },
  ],
  facts: {
    capital: { zh: '阿布扎比', en: 'Abu Dhabi' },
    currency: { code: 'AED', name: { zh: '阿联酋迪拉姆', en: 'UAE dirham' } },
    languages: { zh: '阿拉伯语（官方），英语通用', en: 'Arabic (official); English widely used' },
    areaKm2: 71_024,
    population: { value: 10_600_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 514.1, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+4',
    callingCode: '+971',
  },
  tradeYear: 2023,
  exports: [
    { zh: '原油', en: 'Crude oil' },
    { zh: '成品油', en: 'Refined petroleum' },
    { zh: '黄金与珠宝（含转口）', en: 'Gold and jewellery (incl. re-exports)' },
    { zh: '钻石（转口）', en: 'Diamonds (re-exports)' },
    { zh: '手机（转口）', en: 'Mobile phones (re-exports)' },
    { zh: '铝及制品', en: 'Aluminium and products' },
  ],
  imports: [
    { zh: '黄金', en: 'Gold' },
    { zh: '手机与通信设备', en: 'Phones and telecom equipment' },
    { zh: '成品油', en: 'Refined petroleum' },
    { zh: '汽车', en: 'Cars' },
    { zh: '钻石与珠宝', en: 'Diamonds and jewellery' },
    { zh: '电脑', en: 'Computers' },
  ],
  industries: [
    {
      theme: 'logistics',
      title: { zh: '港航与自由区', en: 'Ports and free zones' },
      text: {
        zh: '杰贝阿里自由区聚集上万家企业，海空联运便捷。',
        en: 'The Jebel Ali Free Zone hosts thousands of firms with easy sea–air links.',
      },
    },
    {
      theme: 'energy',
      title: { zh: '油气与新能源', en: 'Oil, gas and clean energy' },
      text: {
        zh: '阿布扎比国家石油公司（ADNOC）主导油气产业，同时大力发展光伏与核电。',
        en: 'ADNOC leads oil and gas while solar and nuclear power expand fast.',
      },
    },
    {
      theme: 'tourism',
      title: { zh: '旅游与会展', en: 'Tourism and events' },
      text: {
        zh: '迪拜是全球热门旅游与会展目的地。',
        en: 'Dubai is a top global destination for tourism and trade shows.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '杰贝阿里港', en: 'Jebel Ali Port' },
      kind: 'sea',
      description: {
        zh: '中东最大集装箱港，毗邻杰贝阿里自由区。',
        en: 'The Middle East’s largest container port, next to the Jebel Ali Free Zone.',
      },
      position: { lat: 25.01, lon: 55.06 },
    },
    {
      title: { zh: '哈利法港', en: 'Khalifa Port' },
      kind: 'sea',
      description: {
        zh: '阿布扎比的深水港，设有中远海运集装箱码头与中阿产能合作示范园。',
        en: 'Abu Dhabi’s deep-water port, with a COSCO SHIPPING terminal and the China–UAE industrial capacity park.',
      },
      position: { lat: 24.81, lon: 54.65 },
    },
    {
      title: { zh: '迪拜国际机场', en: 'Dubai International Airport' },
      kind: 'air',
      description: {
        zh: '全球最繁忙的国际客运机场之一，海空联运中转便利。',
        en: 'One of the world’s busiest international airports, ideal for sea–air transfers.',
      },
      position: { lat: 25.25, lon: 55.36 },
    },
    {
      title: { zh: '富查伊拉港', en: 'Port of Fujairah' },
      kind: 'sea',
      description: {
        zh: '位于霍尔木兹海峡外的东海岸港口，全球重要的船用燃料加注中心。',
        en: 'East-coast port outside the Strait of Hormuz and a major bunkering centre.',
      },
      position: { lat: 25.17, lon: 56.36 },
    },
  ],
  platforms: [
    {
      name: 'Amazon.ae',
      kind: 'ecommerce',
      url: 'https://www.amazon.ae',
      text: { zh: '亚马逊阿联酋站。', en: 'Amazon’s UAE store.' },
    },
    {
      name: 'noon',
      kind: 'ecommerce',
      url: 'https://www.noon.com',
      text: {
        zh: '本土综合电商，覆盖阿联酋、沙特与埃及。',
        en: 'Regional marketplace covering the UAE, Saudi Arabia and Egypt.',
      },
    },
    {
      name: 'Namshi',
      kind: 'ecommerce',
      url: 'https://www.namshi.com',
      text: { zh: '时尚服饰电商。', en: 'Fashion e-commerce.' },
    },
    {
      name: 'Tabby',
      kind: 'payment',
      url: 'https://tabby.ai',
      text: { zh: '流行的先买后付服务。', en: 'Popular buy-now-pay-later service.' },
    },
    {
      name: 'Talabat',
      kind: 'logistics',
      url: 'https://www.talabat.com',
      text: {
        zh: '即时配送与外卖平台，也销售日用品。',
        en: 'Quick-commerce and food delivery, also selling groceries.',
      },
    },
  ],
  festivals: [
    {
      name: { zh: '斋月与开斋节', en: 'Ramadan and Eid al-Fitr' },
      when: { zh: '伊斯兰历九月至十月初', en: 'Ramadan to 1 Shawwal' },
      text: {
        zh: '斋月夜间消费活跃，开斋节是礼品与服装购物高峰。',
        en: 'Evenings are busy during Ramadan; Eid is the peak for gifts and clothing.',
      },
    },
    {
      name: { zh: '宰牲节', en: 'Eid al-Adha' },
      when: { zh: '伊斯兰历十二月十日', en: '10 Dhu al-Hijjah' },
      text: { zh: '公共假期，家庭团聚。', en: 'Public holidays for family gatherings.' },
    },
    {
      name: { zh: '国庆日', en: 'National Day' },
      when: { zh: '12 月 2 日', en: '2 December' },
      text: { zh: '纪念 1971 年联邦成立。', en: 'Marks the founding of the federation in 1971.' },
    },
    {
      name: { zh: '迪拜购物节', en: 'Dubai Shopping Festival' },
      when: { zh: '12 月中旬至次年 1 月', en: 'Mid-December to January' },
      text: {
        zh: '全城折扣与活动，零售旺季。',
        en: 'Citywide discounts and events: the retail high season.',
      },
    },
  ],
  customs: [
    {
      title: { zh: '工作日', en: 'Working week' },
      text: {
        zh: '自 2022 年起周末为周六、周日，政府部门周五半天办公。',
        en: 'Since 2022 the weekend is Saturday and Sunday; government works a half day on Friday.',
      },
    },
    {
      title: { zh: '问候与着装', en: 'Greetings and dress' },
      text: {
        zh: '问候“As-salamu alaykum”；着装保守得体，与异性握手等对方先伸手。',
        en: 'Greet with “As-salamu alaykum”; dress modestly and let the other person offer a handshake across genders.',
      },
    },
    {
      title: { zh: '咖啡与椰枣', en: 'Coffee and dates' },
      text: {
        zh: '主人奉上阿拉伯咖啡与椰枣是待客之礼，用右手接杯。',
        en: 'Arabic coffee and dates are a welcome; take the cup with your right hand.',
      },
    },
    {
      title: { zh: '斋月礼仪', en: 'Ramadan manners' },
      text: {
        zh: '斋月白天在公共场所饮食应克制，工作时间缩短。',
        en: 'Be discreet about eating in public during Ramadan days; working hours are shorter.',
      },
    },
  ],
  news: [
    {
      date: '2018-01-16',
      title: { zh: '中阿互免签证协定生效', en: 'China–UAE mutual visa exemption in force' },
      summary: {
        zh: '自 2018 年 1 月 16 日起，两国持普通护照公民互免签证，停留不超过 30 天。',
        en: 'From 16 January 2018, ordinary passport holders of both countries may visit visa-free for up to 30 days.',
      },
    },
    {
      date: '2022-01-01',
      title: { zh: '阿联酋实行周六、周日双休', en: 'UAE adopts a Saturday–Sunday weekend' },
      summary: {
        zh: '联邦政府自 2022 年 1 月 1 日起改为周一至周五工作（周五半天），与全球市场对齐。',
        en: 'From 1 January 2022 the federal government works Monday to Friday (half day Friday), aligning with global markets.',
      },
    },
    {
      date: '2023-06-01',
      title: { zh: '联邦企业所得税开征', en: 'Federal corporate tax begins' },
      summary: {
        zh: '自 2023 年 6 月 1 日或之后开始的财年起，应税利润超过 37.5 万迪拉姆的部分按 9% 征收企业所得税，合格自由区企业可享 0% 税率。',
        en: 'For financial years starting on or after 1 June 2023, 9% corporate tax applies to profits above AED 375,000; qualifying free-zone persons can keep a 0% rate.',
      },
    },
  ],
  services: marketServices('阿联酋', 'the UAE', [
    {
      title: { zh: '自由区公司与海外仓', en: 'Free-zone companies and warehousing' },
      text: {
        zh: '在杰贝阿里等自由区设立公司与保税仓，辐射海湾合作委员会（GCC）国家。',
        en: 'Free-zone companies and bonded warehouses in Jebel Ali and beyond, serving the GCC.',
      },
    },
  ]),
}
