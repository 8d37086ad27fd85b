import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const pk: GuideSource = {
  id: 'pk',
  tagline: {
    zh: '中巴经济走廊旗舰，2.4 亿人口的南亚市场',
    en: 'Flagship of the China–Pakistan Economic Corridor, a South Asian market of 240 million',
  },
  introduction: [
    {
      zh: '巴基斯坦位于南亚西北部，与中国新疆接壤，人口约 2.4 亿、居世界第五。中巴经济走廊（CPEC）自 2013 年启动，已建成一批能源、交通与港口项目，瓜达尔港直通阿拉伯海。',
      en: 'Pakistan lies in north-western South Asia, bordering China’s Xinjiang, and with about 240 million people is the world’s fifth most populous country. Since 2013 the China–Pakistan Economic Corridor (CPEC) has delivered energy, transport and port projects, with Gwadar opening onto the Arabian Sea.',
    },
    {
      zh: '纺织服装占出口的半数以上，卡拉奇是经济与港口中心。中巴自贸协定第二阶段自 2020 年起实施，双方大部分商品逐步实现零关税；本地电商以 Daraz 为主，货到付款仍较普遍。',
      en: 'Textiles and clothing are over half of exports, and Karachi is the economic and port centre. Phase II of the China–Pakistan FTA has applied since 2020, phasing most goods to zero duty; Daraz leads local e-commerce and cash on delivery is still common.',
    },
  ],
  facts: {
    capital: { zh: '伊斯兰堡', en: 'Islamabad' },
    currency: { code: 'PKR', name: { zh: '巴基斯坦卢比', en: 'Pakistani rupee' } },
    languages: { zh: '乌尔都语（国语）、英语（官方语言）', en: 'Urdu (national), English (official)' },
    areaKm2: 796_095,
    population: { value: 240_500_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 337.9, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+5',
    callingCode: '+92',
  },
  tradeYear: 2023,
  exports: [
    { zh: '针织品与成衣', en: 'Knitwear and ready-made garments' },
    { zh: '床上用品与家纺', en: 'Bedwear and home textiles' },
    { zh: '棉纱与棉布', en: 'Cotton yarn and cloth' },
    { zh: '大米', en: 'Rice' },
    { zh: '皮革制品', en: 'Leather goods' },
    { zh: '外科器械与体育用品', en: 'Surgical instruments and sports goods' },
  ],
  imports: [
    { zh: '石油产品与原油', en: 'Petroleum products and crude oil' },
    { zh: '液化天然气', en: 'Liquefied natural gas' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '棕榈油', en: 'Palm oil' },
    { zh: '钢铁', en: 'Iron and steel' },
    { zh: '化工产品', en: 'Chemicals' },
  ],
  industries: [
    {
      theme: 'textiles',
      title: { zh: '纺织服装', en: 'Textiles and apparel' },
      text: {
        zh: '费萨拉巴德、拉合尔、卡拉奇形成完整的棉纺织产业链。',
        en: 'Faisalabad, Lahore and Karachi form a complete cotton textile chain.',
      },
    },
    {
      theme: 'agriculture',
      title: { zh: '农业', en: 'Agriculture' },
      text: {
        zh: '巴斯马蒂大米、棉花与芒果是代表性农产品。',
        en: 'Basmati rice, cotton and mangoes are signature crops.',
      },
    },
    {
      theme: 'energy',
      title: { zh: '能源电力', en: 'Energy and power' },
      text: {
        zh: '走廊框架下建成火电、水电与风光电项目，缓解电力短缺。',
        en: 'CPEC coal, hydro, wind and solar plants have eased power shortages.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '卡拉奇港', en: 'Port of Karachi' },
      kind: 'sea',
      description: { zh: '巴基斯坦最大、最繁忙的港口。', en: 'Pakistan’s largest and busiest port.' },
      position: { lat: 24.84, lon: 66.98 },
    },
    {
      title: { zh: '卡西姆港', en: 'Port Qasim' },
      kind: 'sea',
      description: {
        zh: '卡拉奇东南的工业港，服务能源与大宗货物。',
        en: 'Industrial port south-east of Karachi for energy and bulk cargo.',
      },
      position: { lat: 24.77, lon: 67.34 },
    },
    {
      title: { zh: '瓜达尔港', en: 'Gwadar Port' },
      kind: 'sea',
      description: {
        zh: '中巴经济走廊南端的深水港，设有自由区。',
        en: 'Deep-water port at the southern end of CPEC, with a free zone.',
      },
      position: { lat: 25.12, lon: 62.33 },
    },
    {
      title: { zh: '苏斯特陆港', en: 'Sost dry port' },
      kind: 'land',
      description: {
        zh: '经红其拉甫口岸与中国新疆相连的公路通道。',
        en: 'Road link to China’s Xinjiang through the Khunjerab Pass.',
      },
      position: { lat: 36.69, lon: 74.82 },
    },
  ],
  platforms: [
    {
      name: 'Daraz',
      kind: 'ecommerce',
      url: 'https://www.daraz.pk',
      text: {
        zh: '阿里巴巴旗下，巴基斯坦最大电商平台。',
        en: 'Alibaba-owned, Pakistan’s largest marketplace.',
      },
    },
    {
      name: 'JazzCash',
      kind: 'payment',
      url: 'https://www.jazzcash.com.pk',
      text: { zh: '主流移动钱包。', en: 'A leading mobile wallet.' },
    },
    {
      name: 'Easypaisa',
      kind: 'payment',
      url: 'https://easypaisa.com.pk',
      text: { zh: '移动支付与小额金融。', en: 'Mobile payments and microfinance.' },
    },
    {
      name: 'TCS',
      kind: 'logistics',
      url: 'https://www.tcsexpress.com',
      text: { zh: '全国性快递与货到付款服务商。', en: 'Nationwide courier with cash-on-delivery services.' },
    },
  ],
  festivals: [
    {
      name: { zh: '开斋节', en: 'Eid al-Fitr' },
      when: { zh: '伊斯兰历十月一日', en: '1 Shawwal' },
      text: {
        zh: '斋月后全国欢庆，服装与礼品消费高峰。',
        en: 'Celebrated nationwide after Ramadan; peak for clothing and gifts.',
      },
    },
    {
      name: { zh: '宰牲节', en: 'Eid al-Adha' },
      when: { zh: '伊斯兰历十二月十日', en: '10 Dhu al-Hijjah' },
      text: {
        zh: '重要宗教节日，前后物流放缓。',
        en: 'A major religious holiday; logistics slow around it.',
      },
    },
    {
      name: { zh: '巴基斯坦日', en: 'Pakistan Day' },
      when: { zh: '3 月 23 日', en: '23 March' },
      text: { zh: '纪念 1940 年《拉合尔决议》。', en: 'Marks the Lahore Resolution of 1940.' },
    },
    {
      name: { zh: '独立日', en: 'Independence Day' },
      when: { zh: '8 月 14 日', en: '14 August' },
      text: { zh: '纪念 1947 年建国。', en: 'Marks independence in 1947.' },
    },
  ],
  customs: [
    {
      title: { zh: '问候', en: 'Greetings' },
      text: {
        zh: '以“Assalam-o-Alaikum”问候；男性之间握手，与女性交往应等对方先示意。',
        en: 'Greet with “Assalam-o-Alaikum”; men shake hands, but wait for a woman to offer hers.',
      },
    },
    {
      title: { zh: '伊斯兰习俗', en: 'Islamic practice' },
      text: {
        zh: '宴请避免猪肉和酒精；安排会议时留意礼拜时间，斋月期间白天不在公开场合进食。',
        en: 'No pork or alcohol at meals; plan around prayer times and do not eat in public during Ramadan days.',
      },
    },
    {
      title: { zh: '中巴友谊', en: 'China–Pakistan friendship' },
      text: {
        zh: '当地对中国企业普遍友好，人际关系与信任至关重要。',
        en: 'Attitudes to Chinese companies are warm; personal trust is essential.',
      },
    },
    {
      title: { zh: '安全合规', en: 'Security' },
      text: {
        zh: '部分地区需遵循安保要求，出行前与当地合作方确认行程。',
        en: 'Some areas have security requirements; agree travel plans with local partners.',
      },
    },
  ],
  news: [
    {
      date: '2015-04-20',
      title: { zh: '中巴经济走廊全面启动', en: 'CPEC launched in full' },
      summary: {
        zh: '2015 年 4 月习近平主席访问巴基斯坦期间，双方签署 51 项合作文件，走廊建设全面展开。',
        en: 'During President Xi Jinping’s visit in April 2015, the two sides signed 51 agreements, launching CPEC in full.',
      },
    },
    {
      date: '2020-01-01',
      title: { zh: '中巴自贸协定第二阶段实施', en: 'China–Pakistan FTA Phase II in force' },
      summary: {
        zh: '第二阶段议定书于 2020 年 1 月 1 日生效，双方相互实施零关税的税目比例将逐步提高。',
        en: 'The Phase II protocol took effect on 1 January 2020, steadily raising the share of zero-duty tariff lines.',
      },
    },
    {
      date: '2023-07-31',
      title: { zh: '中巴经济走廊启动十周年', en: 'CPEC marks its tenth anniversary' },
      summary: {
        zh: '2023 年 7 月，巴方在伊斯兰堡举行走廊十周年庆祝活动，双方表示推动走廊高质量发展。',
        en: 'In July 2023 Islamabad hosted the corridor’s tenth-anniversary celebrations, with both sides pledging high-quality development.',
      },
    },
  ],
  services: marketServices('巴基斯坦', 'Pakistan', [
    {
      title: { zh: '货到付款与回款管理', en: 'Cash on delivery and collections' },
      text: {
        zh: '对接本地快递的代收货款与结算，降低回款风险。',
        en: 'COD collection and settlement with local couriers to cut collection risk.',
      },
    },
  ]),
}
