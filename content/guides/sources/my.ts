import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const my: GuideSource = {
  id: 'my',
  tagline: {
    zh: '半导体封测重镇，通往清真市场的门户',
    en: 'A semiconductor back-end powerhouse and a gateway to halal markets',
  },
  introduction: [
    {
      zh: '马来西亚由马来半岛和婆罗洲北部的沙巴、砂拉越组成，扼守马六甲海峡。电子电气产品占出口约四成，槟城是全球重要的芯片封装测试基地；棕榈油、石油和天然气是传统支柱。',
      en: 'Malaysia spans the Malay Peninsula and Sabah and Sarawak on northern Borneo, commanding the Strait of Malacca. Electrical and electronic products make up about two-fifths of exports, Penang is a global chip assembly and test centre, and palm oil, oil and gas remain pillars.',
    },
    {
      zh: '马来西亚华人约占人口两成多，中文沟通便利；同时其清真认证（JAKIM）在伊斯兰世界认可度高，是中国企业进入东盟与中东清真市场的理想跳板。',
      en: 'Chinese Malaysians make up over a fifth of the population, so business in Chinese is easy, while its JAKIM halal certification is respected across the Muslim world: a natural springboard into halal markets in ASEAN and the Middle East.',
    },
  ],
  facts: {
    capital: { zh: '吉隆坡（行政中心布城）', en: 'Kuala Lumpur (administrative centre: Putrajaya)' },
    currency: { code: 'MYR', name: { zh: '马来西亚林吉特', en: 'Malaysian ringgit' } },
    languages: {
      zh: '马来语（官方），英语、华语、泰米尔语通用',
      en: 'Malay (official); English, Chinese and Tamil widely used',
    },
    areaKm2: 330_803,
    population: { value: 34_300_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 399.7, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+8',
    callingCode: '+60',
  },
  tradeYear: 2023,
  exports: [
    { zh: '电子电气产品（集成电路等）', en: 'Electrical and electronic products (ICs and more)' },
    { zh: '石油产品', en: 'Petroleum products' },
    { zh: '液化天然气', en: 'Liquefied natural gas' },
    { zh: '棕榈油及制品', en: 'Palm oil and palm-based products' },
    { zh: '化工产品', en: 'Chemicals' },
    { zh: '光学与科学仪器', en: 'Optical and scientific equipment' },
    { zh: '橡胶手套等橡胶制品', en: 'Rubber gloves and other rubber products' },
  ],
  imports: [
    { zh: '电子电气产品', en: 'Electrical and electronic products' },
    { zh: '石油产品', en: 'Petroleum products' },
    { zh: '化工产品', en: 'Chemicals' },
    { zh: '机械设备及零件', en: 'Machinery and parts' },
    { zh: '金属制品', en: 'Manufactures of metal' },
    { zh: '运输设备', en: 'Transport equipment' },
  ],
  industries: [
    {
      theme: 'electronics',
      title: { zh: '半导体封测', en: 'Semiconductor assembly and test' },
      text: {
        zh: '槟城与居林聚集众多国际芯片企业的封装测试工厂。',
        en: 'Penang and Kulim host assembly and test plants of many global chipmakers.',
      },
    },
    {
      theme: 'energy',
      title: { zh: '油气与新能源', en: 'Oil, gas and renewables' },
      text: {
        zh: '国家石油公司 Petronas 主导油气产业，太阳能光伏制造规模居世界前列。',
        en: 'Petronas leads oil and gas, and solar PV manufacturing ranks among the world’s largest.',
      },
    },
    {
      theme: 'agriculture',
      title: { zh: '棕榈油', en: 'Palm oil' },
      text: {
        zh: '全球第二大棕榈油生产国，MSPO 可持续认证已强制实施。',
        en: 'The world’s second-largest palm oil producer, with mandatory MSPO sustainability certification.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '巴生港', en: 'Port Klang' },
      kind: 'sea',
      description: {
        zh: '马来西亚最大港口，毗邻吉隆坡，设有自由贸易区。',
        en: 'Malaysia’s largest port, next to Kuala Lumpur, with a free trade zone.',
      },
      position: { lat: 3.0, lon: 101.39 },
    },
    {
      title: { zh: '丹戎帕拉帕斯港', en: 'Port of Tanjung Pelepas' },
      kind: 'sea',
      description: {
        zh: '柔佛州的转运枢纽，与新加坡隔海相望。',
        en: 'Transhipment hub in Johor facing Singapore.',
      },
      position: { lat: 1.36, lon: 103.55 },
    },
    {
      title: { zh: '槟城港', en: 'Penang Port' },
      kind: 'sea',
      description: { zh: '服务北部电子产业集群。', en: 'Serves the northern electronics cluster.' },
      position: { lat: 5.41, lon: 100.35 },
    },
    {
      title: { zh: '关丹港', en: 'Kuantan Port' },
      kind: 'sea',
      description: {
        zh: '东海岸深水港，连接中马钦州—关丹“两国双园”。',
        en: 'East-coast deep-water port linked to the China–Malaysia Qinzhou–Kuantan twin industrial parks.',
      },
      position: { lat: 3.97, lon: 103.43 },
    },
    {
      title: { zh: '民都鲁港', en: 'Bintulu Port' },
      kind: 'sea',
      description: { zh: '砂拉越液化天然气出口港。', en: 'Sarawak’s LNG export port.' },
      position: { lat: 3.26, lon: 113.06 },
    },
  ],
  platforms: [
    {
      name: 'Shopee',
      kind: 'ecommerce',
      url: 'https://shopee.com.my',
      text: { zh: '马来西亚访问量最大的电商平台。', en: 'The most visited marketplace in Malaysia.' },
    },
    {
      name: 'Lazada',
      kind: 'ecommerce',
      url: 'https://www.lazada.com.my',
      text: {
        zh: 'LazMall 品牌旗舰店与跨境业务成熟。',
        en: 'Mature LazMall brand stores and cross-border programme.',
      },
    },
    {
      name: 'TikTok Shop',
      kind: 'social',
      url: 'https://shop.tiktok.com',
      text: { zh: '年轻消费者的重要购物入口。', en: 'A key shopping channel for young consumers.' },
    },
    {
      name: 'PG Mall',
      kind: 'ecommerce',
      url: 'https://pgmall.my',
      text: { zh: '本土综合电商平台。', en: 'Home-grown general marketplace.' },
    },
    {
      name: 'Touch ’n Go eWallet',
      kind: 'payment',
      url: 'https://www.touchngo.com.my',
      text: { zh: '用户最多的电子钱包。', en: 'The most used e-wallet.' },
    },
  ],
  festivals: [
    {
      name: { zh: '开斋节', en: 'Hari Raya Aidilfitri' },
      when: { zh: '伊斯兰历十月一日（每年提前约 11 天）', en: '1 Shawwal (about 11 days earlier each year)' },
      text: {
        zh: '斋月结束后的最大节日，斋月期间服饰、食品、礼盒销售旺盛。',
        en: 'The biggest holiday, ending Ramadan; clothing, food and gift boxes sell strongly during the fasting month.',
      },
    },
    {
      name: { zh: '农历新年', en: 'Chinese New Year' },
      when: { zh: '农历正月初一', en: 'First day of the lunar year' },
      text: {
        zh: '全国公共假日，华人消费高峰。',
        en: 'A national holiday and the peak season for Chinese Malaysian spending.',
      },
    },
    {
      name: { zh: '屠妖节', en: 'Deepavali' },
      when: { zh: '通常 10—11 月', en: 'Usually October–November' },
      text: { zh: '印度裔社区的光明节。', en: 'The festival of lights of the Indian community.' },
    },
    {
      name: { zh: '国庆日', en: 'Merdeka Day' },
      when: { zh: '8 月 31 日', en: '31 August' },
      text: {
        zh: '纪念 1957 年马来亚独立；9 月 16 日另有马来西亚日。',
        en: 'Marks Malaya’s independence in 1957; Malaysia Day follows on 16 September.',
      },
    },
  ],
  customs: [
    {
      title: { zh: '清真与饮食', en: 'Halal and food' },
      text: {
        zh: '宴请穆斯林伙伴应选择清真餐厅，避免猪肉和酒精。',
        en: 'Choose halal restaurants for Muslim partners and avoid pork and alcohol.',
      },
    },
    {
      title: { zh: '右手礼仪', en: 'Use the right hand' },
      text: {
        zh: '递接物品、用餐时使用右手；用拇指而不是食指指示方向。',
        en: 'Give, receive and eat with the right hand; point with the thumb, not the index finger.',
      },
    },
    {
      title: { zh: '尊称', en: 'Titles' },
      text: {
        zh: '注意 Datuk、Tan Sri 等荣誉头衔，称呼时应完整使用。',
        en: 'Use honorifics such as Datuk or Tan Sri in full.',
      },
    },
    {
      title: { zh: '多元文化', en: 'Many cultures' },
      text: {
        zh: '马来、华人、印度裔文化并存，营销内容需兼顾多语种与宗教习俗。',
        en: 'Malay, Chinese and Indian cultures coexist: plan multilingual, faith-aware marketing.',
      },
    },
  ],
  news: [
    {
      date: '2022-03-18',
      title: { zh: 'RCEP 对马来西亚生效', en: 'RCEP takes effect for Malaysia' },
      summary: {
        zh: '马来西亚于 2022 年 3 月 18 日正式实施 RCEP。',
        en: 'Malaysia began applying RCEP on 18 March 2022.',
      },
    },
    {
      date: '2023-12-01',
      title: { zh: '马来西亚对中国公民免签', en: 'Malaysia waives visas for Chinese citizens' },
      summary: {
        zh: '自 2023 年 12 月 1 日起，中国公民赴马来西亚可免签停留最长 30 天。',
        en: 'From 1 December 2023, Chinese citizens may visit Malaysia visa-free for up to 30 days.',
      },
    },
    {
      date: '2024-01-01',
      title: { zh: '低价值进口商品开征销售税', en: 'Sales tax on low-value imported goods' },
      summary: {
        zh: '自 2024 年 1 月 1 日起，网购进口的价值不超过 500 林吉特的商品需缴纳 10% 销售税，由注册卖家代收。',
        en: 'From 1 January 2024, low-value goods up to RM500 bought online from abroad carry 10% sales tax collected by registered sellers.',
      },
    },
  ],
  services: marketServices('马来西亚', 'Malaysia', [
    {
      title: { zh: '清真认证', en: 'Halal certification' },
      text: {
        zh: '辅导工厂与产品通过 JAKIM 清真认证，拓展东盟与中东市场。',
        en: 'Guidance for plants and products through JAKIM halal certification for ASEAN and Middle East markets.',
      },
    },
  ]),
}
