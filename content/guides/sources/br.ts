import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const br: GuideSource = {
  id: 'br',
  tagline: {
    zh: '拉美最大经济体，全球农业与矿产强国',
    en: 'Latin America’s largest economy and a global farm and mining power',
  },
  introduction: [
    {
      zh: '巴西国土面积与人口均居拉美首位，是全球大豆、咖啡、蔗糖、牛肉与铁矿石的主要出口国。中国自 2009 年起一直是巴西第一大贸易伙伴，大豆、铁矿石和原油是对华出口主力。',
      en: 'Brazil is Latin America’s largest country by area and population and a leading exporter of soybeans, coffee, sugar, beef and iron ore. China has been its largest trading partner since 2009, buying mainly soybeans, iron ore and crude oil.',
    },
    {
      zh: '巴西电商增长迅速，Mercado Livre、Shopee 与 Amazon 竞争激烈，即时支付 Pix 已成为最常用的支付方式。进口税制复杂，跨境卖家需关注“合规汇款计划”（Remessa Conforme）与各州商品流通税（ICMS）。',
      en: 'E-commerce is growing fast, with Mercado Livre, Shopee and Amazon competing hard, and the instant-payment system Pix is now the most used payment method. Import taxes are complex: cross-border sellers must follow the Remessa Conforme programme and state ICMS tax.',
    },
  ],
  facts: {
    capital: { zh: '巴西利亚', en: 'Brasília' },
    currency: { code: 'BRL', name: { zh: '巴西雷亚尔', en: 'Brazilian real' } },
    languages: { zh: '葡萄牙语', en: 'Portuguese' },
    areaKm2: 8_515_767,
    population: { value: 203_100_000, year: 2022, source: 'IBGE Census' },
    gdpUsdBn: { value: 2173.7, year: 2023, source: 'World Bank' },
    timeZone: 'UTC−5 – UTC−2 (Brasília UTC−3)',
    callingCode: '+55',
  },
  tradeYear: 2023,
  exports: [
    { zh: '大豆', en: 'Soybeans' },
    { zh: '原油', en: 'Crude oil' },
    { zh: '铁矿石', en: 'Iron ore' },
    { zh: '玉米', en: 'Corn' },
    { zh: '蔗糖', en: 'Sugar' },
    { zh: '牛肉与鸡肉', en: 'Beef and chicken' },
    { zh: '咖啡', en: 'Coffee' },
  ],
  imports: [
    { zh: '柴油等成品油', en: 'Diesel and other refined fuels' },
    { zh: '化肥', en: 'Fertilisers' },
    { zh: '电子元件与集成电路', en: 'Electronic components and ICs' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '汽车零部件', en: 'Vehicle parts' },
    { zh: '药品与化工产品', en: 'Pharmaceuticals and chemicals' },
  ],
  industries: [
    {
      theme: 'agriculture',
      title: { zh: '农业综合体', en: 'Agribusiness' },
      text: {
        zh: '马托格罗索等州的大豆、玉米与畜牧业规模庞大。',
        en: 'Soy, corn and cattle on a vast scale in states such as Mato Grosso.',
      },
    },
    {
      theme: 'mining',
      title: { zh: '矿业', en: 'Mining' },
      text: {
        zh: '淡水河谷是全球最大的铁矿石生产商之一。',
        en: 'Vale is one of the world’s largest iron-ore producers.',
      },
    },
    {
      theme: 'energy',
      title: { zh: '能源', en: 'Energy' },
      text: {
        zh: '盐下层石油开发与甘蔗乙醇、水电构成多元能源结构。',
        en: 'Pre-salt oil, sugarcane ethanol and hydropower make a diverse energy mix.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '桑托斯港', en: 'Port of Santos' },
      kind: 'sea',
      description: {
        zh: '拉美最大的集装箱港，服务圣保罗。',
        en: 'Latin America’s largest container port, serving São Paulo.',
      },
      position: { lat: -23.96, lon: -46.31 },
    },
    {
      title: { zh: '巴拉那瓜港', en: 'Port of Paranaguá' },
      kind: 'sea',
      description: { zh: '重要的粮食出口港。', en: 'A major grain-export port.' },
      position: { lat: -25.5, lon: -48.52 },
    },
    {
      title: { zh: '伊塔雅伊港', en: 'Port of Itajaí' },
      kind: 'sea',
      description: {
        zh: '圣卡塔琳娜州的集装箱港，冷冻肉类出口。',
        en: 'Santa Catarina container port exporting frozen meat.',
      },
      position: { lat: -26.9, lon: -48.66 },
    },
    {
      title: { zh: '苏阿佩港', en: 'Port of Suape' },
      kind: 'sea',
      description: { zh: '东北部工业港区。', en: 'Industrial port complex in the north-east.' },
      position: { lat: -8.39, lon: -34.96 },
    },
  ],
  platforms: [
    {
      name: 'Mercado Livre',
      kind: 'ecommerce',
      url: 'https://www.mercadolivre.com.br',
      text: {
        zh: '拉美最大电商平台，自建物流 Mercado Envios。',
        en: 'Latin America’s largest marketplace, with its own Mercado Envios logistics.',
      },
    },
    {
      name: 'Shopee',
      kind: 'ecommerce',
      url: 'https://shopee.com.br',
      text: { zh: '本地卖家为主，增长迅速。', en: 'Fast-growing, mostly local sellers.' },
    },
    {
      name: 'Amazon.com.br',
      kind: 'ecommerce',
      url: 'https://www.amazon.com.br',
      text: { zh: '亚马逊巴西站。', en: 'Amazon’s Brazilian store.' },
    },
    {
      name: 'Magalu',
      kind: 'ecommerce',
      url: 'https://www.magazineluiza.com.br',
      text: { zh: '本土零售巨头的线上平台。', en: 'The online platform of the home-grown retail giant.' },
    },
    {
      name: 'Pix',
      kind: 'payment',
      url: 'https://www.bcb.gov.br/estabilidadefinanceira/pix',
      text: { zh: '巴西央行推出的即时支付系统。', en: 'The central bank’s instant-payment system.' },
    },
  ],
  festivals: [
    {
      name: { zh: '狂欢节', en: 'Carnival' },
      when: { zh: '2—3 月（大斋期前）', en: 'February–March (before Lent)' },
      text: {
        zh: '全国最盛大的节日，前后一周商务活动停滞。',
        en: 'The biggest celebration; business pauses for about a week.',
      },
    },
    {
      name: { zh: '母亲节', en: 'Mother’s Day' },
      when: { zh: '5 月第二个星期日', en: 'Second Sunday of May' },
      text: { zh: '仅次于圣诞的零售节点。', en: 'The second-biggest retail date after Christmas.' },
    },
    {
      name: { zh: '六月节', en: 'Festa Junina' },
      when: { zh: '6 月', en: 'June' },
      text: {
        zh: '东北部尤其隆重的传统节庆。',
        en: 'Traditional festivals, especially big in the north-east.',
      },
    },
    {
      name: { zh: '黑色星期五', en: 'Black Friday' },
      when: { zh: '11 月第四个星期五', en: 'Fourth Friday of November' },
      text: { zh: '电商全年最大促销。', en: 'The largest online sale of the year.' },
    },
  ],
  customs: [
    {
      title: { zh: '语言', en: 'Language' },
      text: {
        zh: '巴西说葡萄牙语而非西班牙语，资料应使用巴西葡语。',
        en: 'Brazilians speak Portuguese, not Spanish: localise into Brazilian Portuguese.',
      },
    },
    {
      title: { zh: '人情与关系', en: 'Personal relationships' },
      text: {
        zh: '热情友好，重视面对面交流，午餐常是商谈场合。',
        en: 'Warm and personal; face-to-face meetings and long lunches matter.',
      },
    },
    {
      title: { zh: '手势', en: 'Gestures' },
      text: {
        zh: '避免用拇指与食指围成圈的“OK”手势，在巴西有冒犯之意。',
        en: 'Avoid the thumb-and-finger “OK” sign, which is offensive in Brazil.',
      },
    },
    {
      title: { zh: '时间观念', en: 'Time' },
      text: {
        zh: '社交场合时间较弹性，商务会议仍应准时到达。',
        en: 'Social timing is flexible, but arrive on time for business.',
      },
    },
  ],
  news: [
    {
      date: '2020-11-16',
      title: { zh: '即时支付 Pix 上线', en: 'Pix goes live' },
      summary: {
        zh: '巴西央行的 Pix 于 2020 年 11 月 16 日全面运行，迅速成为最受欢迎的支付方式。',
        en: 'The central bank’s Pix went fully live on 16 November 2020 and quickly became the favourite way to pay.',
      },
    },
    {
      date: '2023-03-29',
      title: { zh: '中巴推动本币结算', en: 'China and Brazil promote local-currency settlement' },
      summary: {
        zh: '两国宣布推动以人民币和雷亚尔直接开展贸易与投资结算。',
        en: 'The two countries announced moves to settle trade and investment directly in renminbi and reais.',
      },
    },
    {
      date: '2024-08-01',
      title: { zh: '小额跨境包裹开征 20% 进口税', en: '20% import tax on small parcels' },
      summary: {
        zh: '自 2024 年 8 月 1 日起，“合规汇款计划”内 50 美元以下的跨境网购需缴纳 20% 联邦进口税，另加各州 ICMS。',
        en: 'From 1 August 2024, cross-border purchases up to US$50 under Remessa Conforme pay 20% federal import tax plus state ICMS.',
      },
    },
  ],
  services: marketServices('巴西', 'Brazil', [
    {
      title: { zh: 'INMETRO 与 ANVISA 认证', en: 'INMETRO and ANVISA approvals' },
      text: {
        zh: '办理国家计量质量技术研究院（INMETRO）认证与卫生监督局（ANVISA）注册。',
        en: 'INMETRO certification and ANVISA health-regulator registration.',
      },
    },
  ]),
}
