import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const eg: GuideSource = {
  id: 'eg',
  tagline: {
    zh: '苏伊士运河之国，连接亚非欧的市场门户',
    en: 'Land of the Suez Canal, a market gateway between Asia, Africa and Europe',
  },
  introduction: [
    {
      zh: '埃及横跨亚非两洲，人口超过 1.1 亿，是阿拉伯世界人口最多的国家。苏伊士运河承载了全球约一成的海运贸易，苏伊士运河经济区与中埃·泰达苏伊士经贸合作区聚集了大批中国制造企业。',
      en: 'Egypt bridges Africa and Asia and, with over 110 million people, is the most populous Arab country. The Suez Canal carries about a tenth of world seaborne trade, and the Suez Canal Economic Zone and the China–Egypt TEDA cooperation zone host many Chinese manufacturers.',
    },
    {
      zh: '埃及与欧盟、阿拉伯国家及非洲大陆自贸区均有贸易安排，可作为辐射中东和非洲的生产基地。2024 年 1 月埃及正式成为金砖国家成员。',
      en: 'Trade agreements with the EU, Arab states and the African Continental Free Trade Area make it a production base for the Middle East and Africa. Egypt became a full BRICS member in January 2024.',
    },
  ],
  facts: {
    capital: { zh: '开罗', en: 'Cairo' },
    currency: { code: 'EGP', name: { zh: '埃及镑', en: 'Egyptian pound' } },
    languages: { zh: '阿拉伯语', en: 'Arabic' },
    areaKm2: 1_001_450,
    population: { value: 112_700_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 396, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+2',
    callingCode: '+20',
  },
  tradeYear: 2023,
  exports: [
    { zh: '天然气与液化天然气', en: 'Natural gas and LNG' },
    { zh: '原油与成品油', en: 'Crude oil and petroleum products' },
    { zh: '化肥', en: 'Fertilisers' },
    { zh: '柑橘等水果', en: 'Citrus and other fruit' },
    { zh: '成衣', en: 'Ready-made garments' },
    { zh: '黄金', en: 'Gold' },
  ],
  imports: [
    { zh: '小麦', en: 'Wheat' },
    { zh: '石油产品', en: 'Petroleum products' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '汽车及零部件', en: 'Vehicles and parts' },
    { zh: '药品', en: 'Pharmaceuticals' },
    { zh: '钢铁', en: 'Iron and steel' },
  ],
  industries: [
    {
      theme: 'logistics',
      title: { zh: '运河与物流', en: 'Canal and logistics' },
      text: {
        zh: '苏伊士运河与沿线港口、经济区构成国际物流走廊。',
        en: 'The canal, its ports and economic zone form an international logistics corridor.',
      },
    },
    {
      theme: 'energy',
      title: { zh: '天然气', en: 'Natural gas' },
      text: {
        zh: '地中海祖尔气田等资源支撑液化天然气出口。',
        en: 'Mediterranean fields such as Zohr support LNG exports.',
      },
    },
    {
      theme: 'agriculture',
      title: { zh: '农业', en: 'Agriculture' },
      text: {
        zh: '尼罗河流域出产柑橘、棉花与蔬菜，柑橘出口量居世界前列。',
        en: 'The Nile valley grows citrus, cotton and vegetables; Egypt is a top orange exporter.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '塞得港东港', en: 'East Port Said' },
      kind: 'sea',
      description: {
        zh: '运河北口的集装箱转运港。',
        en: 'Container transhipment port at the canal’s northern entrance.',
      },
      position: { lat: 31.22, lon: 32.36 },
    },
    {
      title: { zh: '亚历山大港', en: 'Port of Alexandria' },
      kind: 'sea',
      description: {
        zh: '埃及最大的综合性港口，承担大部分进出口。',
        en: 'Egypt’s largest general port, handling most foreign trade.',
      },
      position: { lat: 31.18, lon: 29.87 },
    },
    {
      title: { zh: '因苏赫纳港', en: 'Ain Sokhna Port' },
      kind: 'sea',
      description: {
        zh: '红海一侧的港口，毗邻中埃·泰达合作区。',
        en: 'Red Sea port next to the China–Egypt TEDA zone.',
      },
      position: { lat: 29.6, lon: 32.35 },
    },
    {
      title: { zh: '达米埃塔港', en: 'Damietta Port' },
      kind: 'sea',
      description: { zh: '尼罗河三角洲东部的集装箱港。', en: 'Container port on the eastern Nile Delta.' },
      position: { lat: 31.47, lon: 31.76 },
    },
  ],
  platforms: [
    {
      name: 'Amazon.eg',
      kind: 'ecommerce',
      url: 'https://www.amazon.eg',
      text: { zh: '亚马逊埃及站。', en: 'Amazon’s Egyptian store.' },
    },
    {
      name: 'noon',
      kind: 'ecommerce',
      url: 'https://www.noon.com/egypt-en/',
      text: { zh: '中东综合电商埃及站。', en: 'The Middle Eastern marketplace’s Egypt store.' },
    },
    {
      name: 'Jumia',
      kind: 'ecommerce',
      url: 'https://www.jumia.com.eg',
      text: { zh: '非洲电商平台。', en: 'Pan-African marketplace.' },
    },
    {
      name: 'Fawry',
      kind: 'payment',
      url: 'https://fawry.com',
      text: {
        zh: '最大的电子支付网络，线下缴费点遍布全国。',
        en: 'The largest e-payments network, with payment points nationwide.',
      },
    },
  ],
  festivals: [
    {
      name: { zh: '斋月与开斋节', en: 'Ramadan and Eid al-Fitr' },
      when: { zh: '伊斯兰历九月至十月初', en: 'Ramadan to 1 Shawwal' },
      text: {
        zh: '斋月灯笼、食品与服装销售高峰。',
        en: 'Peak sales of Ramadan lanterns, food and clothing.',
      },
    },
    {
      name: { zh: '科普特圣诞节', en: 'Coptic Christmas' },
      when: { zh: '1 月 7 日', en: '7 January' },
      text: { zh: '全国公共假日。', en: 'A national public holiday.' },
    },
    {
      name: { zh: '闻风节', en: 'Sham el-Nessim' },
      when: { zh: '科普特复活节后的星期一', en: 'The Monday after Coptic Easter' },
      text: { zh: '迎春节日，全民踏青。', en: 'A spring festival celebrated with outings by all Egyptians.' },
    },
    {
      name: { zh: '革命日', en: 'Revolution Day' },
      when: { zh: '7 月 23 日', en: '23 July' },
      text: { zh: '国庆节，纪念 1952 年革命。', en: 'The national day, marking the 1952 revolution.' },
    },
  ],
  customs: [
    {
      title: { zh: '工作周', en: 'Working week' },
      text: {
        zh: '周末为周五、周六，周五中午为主麻礼拜时间。',
        en: 'The weekend is Friday and Saturday; Friday noon is congregational prayer.',
      },
    },
    {
      title: { zh: '问候与热情', en: 'Greetings and warmth' },
      text: {
        zh: '见面寒暄较长，常以茶或咖啡待客，拒绝前可先礼貌接受。',
        en: 'Greetings are long and tea or coffee is offered; accept politely before declining.',
      },
    },
    {
      title: { zh: '耐心谈判', en: 'Patient negotiation' },
      text: {
        zh: '价格谈判常有多轮，关系与信任影响决策。',
        en: 'Price talks take several rounds; relationships and trust shape decisions.',
      },
    },
    {
      title: { zh: '宗教礼仪', en: 'Religious etiquette' },
      text: {
        zh: '使用右手，斋月白天避免在公共场所饮食。',
        en: 'Use the right hand and avoid eating in public during Ramadan days.',
      },
    },
  ],
  news: [
    {
      date: '2015-08-06',
      title: { zh: '新苏伊士运河通航', en: 'New Suez Canal opens' },
      summary: {
        zh: '新开挖的 35 公里平行航道于 2015 年 8 月 6 日通航，实现部分河段双向通行。',
        en: 'A 35 km parallel channel opened on 6 August 2015, allowing two-way traffic along part of the canal.',
      },
    },
    {
      date: '2021-10-01',
      title: { zh: '海运货物预申报（ACI）强制实施', en: 'Advance Cargo Information becomes mandatory' },
      summary: {
        zh: '自 2021 年 10 月 1 日起，海运进口货物须在装船前通过 Nafeza 平台完成预申报并取得 ACID 编号。',
        en: 'From 1 October 2021, sea imports must be pre-registered on the Nafeza platform with an ACID number before loading.',
      },
    },
    {
      date: '2024-01-01',
      title: { zh: '埃及正式加入金砖国家', en: 'Egypt joins BRICS' },
      summary: {
        zh: '埃及自 2024 年 1 月 1 日起成为金砖国家正式成员。',
        en: 'Egypt became a full member of BRICS on 1 January 2024.',
      },
    },
  ],
  services: marketServices('埃及', 'Egypt', [
    {
      title: { zh: 'ACI 预申报与园区落地', en: 'ACI filing and zone set-up' },
      text: {
        zh: '协助完成 Nafeza 预申报，对接苏伊士运河经济区与泰达合作区入驻。',
        en: 'Nafeza ACI filings and set-up in the Suez Canal Economic Zone and the TEDA cooperation zone.',
      },
    },
  ]),
}
