import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const de: GuideSource = {
  id: 'de',
  tagline: {
    zh: '欧洲第一大经济体，中欧班列的终点枢纽',
    en: 'Europe’s largest economy and the hub at the end of the China–Europe railway',
  },
  introduction: [
    {
      zh: '德国是欧洲最大的经济体和全球制造业强国，汽车、机械、化工与电气产业享誉世界。杜伊斯堡是中欧班列在欧洲最重要的枢纽之一，汉堡港则是中欧海运的主要门户。',
      en: 'Germany is Europe’s largest economy and a manufacturing powerhouse in cars, machinery, chemicals and electrical engineering. Duisburg is one of the most important European hubs of the China–Europe railway, and Hamburg the main gateway for China–Europe shipping.',
    },
    {
      zh: '德国消费者重视品质、环保与数据隐私，电商以 Amazon.de 与 Otto 为主。进入德国市场需特别关注 CE 标志、包装法（VerpackG）与电子电气设备法（ElektroG）注册、GDPR 以及欧盟增值税规则。',
      en: 'German shoppers value quality, sustainability and privacy; Amazon.de and Otto lead online retail. Sellers must get CE marking, packaging (VerpackG) and electrical equipment (ElektroG) registration, GDPR and EU VAT rules right.',
    },
  ],
  facts: {
    capital: { zh: '柏林', en: 'Berlin' },
    currency: { code: 'EUR', name: { zh: '欧元', en: 'Euro' } },
    languages: { zh: '德语', en: 'German' },
    areaKm2: 357_588,
    population: { value: 84_500_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 4525.7, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+1',
    callingCode: '+49',
  },
  tradeYear: 2023,
  exports: [
    { zh: '汽车及零部件', en: 'Motor vehicles and parts' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '化工产品', en: 'Chemical products' },
    { zh: '电气设备', en: 'Electrical equipment' },
    { zh: '医药产品', en: 'Pharmaceuticals' },
    { zh: '计算机、电子与光学产品', en: 'Computers, electronic and optical products' },
  ],
  imports: [
    { zh: '计算机、电子与光学产品', en: 'Computers, electronic and optical products' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '汽车及零部件', en: 'Motor vehicles and parts' },
    { zh: '化工产品', en: 'Chemical products' },
    { zh: '石油与天然气', en: 'Oil and natural gas' },
    { zh: '电气设备', en: 'Electrical equipment' },
  ],
  industries: [
    {
      theme: 'automotive',
      title: { zh: '汽车工业', en: 'Automotive' },
      text: {
        zh: '大众、宝马、梅赛德斯-奔驰总部所在地，电动化转型带来零部件与电池合作机会。',
        en: 'Home of Volkswagen, BMW and Mercedes-Benz; electrification opens parts and battery partnerships.',
      },
    },
    {
      theme: 'machinery',
      title: { zh: '机械装备', en: 'Machinery' },
      text: {
        zh: '“隐形冠军”中小企业遍布全国，工业 4.0 的发源地。',
        en: 'Home of “hidden champion” SMEs and the birthplace of Industry 4.0.',
      },
    },
    {
      theme: 'chemicals',
      title: { zh: '化工医药', en: 'Chemicals and pharma' },
      text: {
        zh: '莱茵河沿岸聚集大型化工与制药企业。',
        en: 'Major chemical and pharmaceutical companies line the Rhine.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '汉堡港', en: 'Port of Hamburg' },
      kind: 'sea',
      description: {
        zh: '德国最大港口，中欧航线的主要挂靠港。',
        en: 'Germany’s largest port and a main call on Asia–Europe services.',
      },
      position: { lat: 53.54, lon: 9.97 },
    },
    {
      title: { zh: '不来梅哈芬港', en: 'Bremerhaven' },
      kind: 'sea',
      description: { zh: '欧洲最大的汽车滚装港之一。', en: 'One of Europe’s largest car-handling ports.' },
      position: { lat: 53.56, lon: 8.56 },
    },
    {
      title: { zh: '杜伊斯堡港', en: 'Port of Duisburg' },
      kind: 'rail',
      description: {
        zh: '世界最大内河港之一，中欧班列在欧洲的核心枢纽。',
        en: 'One of the largest inland ports and a core European hub for China–Europe trains.',
      },
      position: { lat: 51.45, lon: 6.73 },
    },
    {
      title: { zh: '法兰克福机场', en: 'Frankfurt Airport' },
      kind: 'air',
      description: { zh: '欧洲最大的航空货运枢纽之一。', en: 'One of Europe’s largest air-cargo hubs.' },
      position: { lat: 50.04, lon: 8.56 },
    },
  ],
  platforms: [
    {
      name: 'Amazon.de',
      kind: 'ecommerce',
      url: 'https://www.amazon.de',
      text: { zh: '德国最大电商平台。', en: 'Germany’s largest online marketplace.' },
    },
    {
      name: 'Otto',
      kind: 'ecommerce',
      url: 'https://www.otto.de',
      text: {
        zh: '本土第二大综合电商，家居与家电见长。',
        en: 'The second-largest general marketplace, strong in home and appliances.',
      },
    },
    {
      name: 'Kaufland.de',
      kind: 'ecommerce',
      url: 'https://www.kaufland.de',
      text: { zh: '零售巨头旗下开放平台。', en: 'Open marketplace of the retail group.' },
    },
    {
      name: 'Zalando',
      kind: 'ecommerce',
      url: 'https://www.zalando.de',
      text: { zh: '欧洲领先的时尚电商。', en: 'Europe’s leading fashion platform.' },
    },
    {
      name: 'PayPal',
      kind: 'payment',
      url: 'https://www.paypal.com/de',
      text: {
        zh: '最常用的在线支付方式之一，Klarna 先买后付亦普及。',
        en: 'One of the most used online payments, alongside Klarna.',
      },
    },
  ],
  festivals: [
    {
      name: { zh: '圣诞季与圣诞市场', en: 'Advent and Christmas markets' },
      when: { zh: '11 月底至 12 月 24 日', en: 'Late November to 24 December' },
      text: {
        zh: '全年最大消费季，需在 11 月前完成入仓。',
        en: 'The biggest shopping season; stock must be in warehouses by November.',
      },
    },
    {
      name: { zh: '黑色星期五', en: 'Black Friday and Cyber Week' },
      when: { zh: '11 月第四个星期五起', en: 'From the fourth Friday of November' },
      text: { zh: '电商促销高峰。', en: 'The online promotion peak.' },
    },
    {
      name: { zh: '复活节', en: 'Easter' },
      when: { zh: '3—4 月', en: 'March–April' },
      text: {
        zh: '耶稣受难日与复活节星期一为法定假日。',
        en: 'Good Friday and Easter Monday are public holidays.',
      },
    },
    {
      name: { zh: '慕尼黑啤酒节', en: 'Oktoberfest' },
      when: { zh: '9 月下旬至 10 月初', en: 'Late September to early October' },
      text: { zh: '世界最大的民俗节庆之一。', en: 'One of the world’s largest folk festivals.' },
    },
  ],
  customs: [
    {
      title: { zh: '守时', en: 'Punctuality' },
      text: {
        zh: '准时是基本礼貌，会议需提前预约并按议程进行。',
        en: 'Being on time is basic courtesy; book meetings ahead and follow the agenda.',
      },
    },
    {
      title: { zh: '称呼', en: 'Forms of address' },
      text: {
        zh: '使用 Herr/Frau 加姓氏及学术头衔（如 Dr.），对方提议后再改用名字。',
        en: 'Use Herr/Frau with surname and titles such as Dr. until invited to use first names.',
      },
    },
    {
      title: { zh: '直接沟通', en: 'Direct communication' },
      text: {
        zh: '沟通直接、重数据与细节，承诺必须兑现。',
        en: 'Communication is direct and data-driven; promises must be kept.',
      },
    },
    {
      title: { zh: '合规与环保', en: 'Compliance and sustainability' },
      text: {
        zh: '重视数据保护、产品安全与环保责任，商店周日普遍不营业。',
        en: 'Data protection, product safety and sustainability matter; shops are usually closed on Sundays.',
      },
    },
  ],
  news: [
    {
      date: '2021-07-01',
      title: { zh: '欧盟电商增值税新规实施', en: 'EU e-commerce VAT package applies' },
      summary: {
        zh: '自 2021 年 7 月 1 日起取消 22 欧元进口免税额，引入进口一站式申报（IOSS）。',
        en: 'From 1 July 2021 the €22 import exemption ended and the Import One-Stop Shop (IOSS) began.',
      },
    },
    {
      date: '2022-07-01',
      title: { zh: '平台须核验卖家包装法注册', en: 'Marketplaces must check packaging registration' },
      summary: {
        zh: '根据修订后的包装法，自 2022 年 7 月 1 日起电商平台不得允许未在 LUCID 注册的卖家销售带包装商品。',
        en: 'Under the amended Packaging Act, from 1 July 2022 marketplaces may not let sellers without LUCID registration sell packaged goods.',
      },
    },
    {
      date: '2023-01-01',
      title: { zh: '《供应链尽职调查法》生效', en: 'Supply Chain Due Diligence Act in force' },
      summary: {
        zh: '员工 3,000 人以上的企业自 2023 年起须履行供应链人权与环境尽职调查义务，2024 年扩展至 1,000 人以上企业。',
        en: 'From 2023 firms with 3,000+ employees must carry out human-rights and environmental due diligence in their supply chains; 1,000+ from 2024.',
      },
    },
  ],
  services: marketServices('德国', 'Germany', [
    {
      title: { zh: 'EPR 与 CE 合规', en: 'EPR and CE compliance' },
      text: {
        zh: '办理包装法、电子电气设备法、电池法等生产者责任注册与 CE 符合性评估。',
        en: 'Producer-responsibility registration under the packaging, electrical-equipment and battery laws, plus CE conformity assessment.',
      },
    },
  ]),
}
