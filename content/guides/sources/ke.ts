import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const ke: GuideSource = {
  id: 'ke',
  tagline: {
    zh: '东非门户，移动支付与数字创新的“硅草原”',
    en: 'East Africa’s gateway and the “Silicon Savannah” of mobile money',
  },
  introduction: [
    {
      zh: '肯尼亚位于东非，是东非共同体的经济中心。蒙巴萨港是东非最大港口，中国承建的蒙内标准轨距铁路自 2017 年起连接蒙巴萨与内罗毕，货物可继续辐射乌干达、卢旺达等内陆国家。',
      en: 'Kenya is the economic centre of the East African Community. Mombasa is East Africa’s largest port, and the Chinese-built Mombasa–Nairobi Standard Gauge Railway has linked the coast and capital since 2017, with goods moving on to Uganda, Rwanda and other landlocked neighbours.',
    },
    {
      zh: '肯尼亚是移动支付 M-Pesa 的发源地，数字金融普及率在全球领先；茶叶、鲜花与园艺产品是主要出口商品，英语是官方语言之一，营商环境在东非较为成熟。',
      en: 'Kenya gave the world M-Pesa and leads in digital finance; tea, cut flowers and horticulture are its main exports, English is an official language and the business climate is among East Africa’s most mature.',
    },
  ],
  facts: {
    capital: { zh: '内罗毕', en: 'Nairobi' },
    currency: { code: 'KES', name: { zh: '肯尼亚先令', en: 'Kenyan shilling' } },
    languages: { zh: '斯瓦希里语、英语', en: 'Swahili and English' },
    areaKm2: 580_367,
    population: { value: 55_100_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 107.4, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+3',
    callingCode: '+254',
  },
  tradeYear: 2023,
  exports: [
    { zh: '茶叶', en: 'Tea' },
    { zh: '鲜切花', en: 'Cut flowers' },
    { zh: '咖啡', en: 'Coffee' },
    { zh: '牛油果等园艺产品', en: 'Avocados and other horticulture' },
    { zh: '服装（出口加工区）', en: 'Apparel (export processing zones)' },
    { zh: '钛矿砂', en: 'Titanium ores' },
  ],
  imports: [
    { zh: '成品油', en: 'Refined petroleum' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '车辆', en: 'Vehicles' },
    { zh: '钢铁', en: 'Iron and steel' },
    { zh: '棕榈油', en: 'Palm oil' },
    { zh: '药品', en: 'Pharmaceuticals' },
  ],
  industries: [
    {
      theme: 'agriculture',
      title: { zh: '茶叶与园艺', en: 'Tea and horticulture' },
      text: {
        zh: '世界最大的红茶出口国之一，鲜花经内罗毕空运欧洲。',
        en: 'One of the largest black-tea exporters; flowers fly from Nairobi to Europe.',
      },
    },
    {
      theme: 'digital',
      title: { zh: '数字金融', en: 'Digital finance' },
      text: {
        zh: 'M-Pesa 改变了支付方式，内罗毕聚集众多科技创业公司。',
        en: 'M-Pesa changed how people pay, and Nairobi hosts a busy start-up scene.',
      },
    },
    {
      theme: 'tourism',
      title: { zh: '旅游', en: 'Tourism' },
      text: {
        zh: '马赛马拉等野生动物保护区闻名世界。',
        en: 'Safari reserves such as the Maasai Mara are world famous.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '蒙巴萨港', en: 'Port of Mombasa' },
      kind: 'sea',
      description: {
        zh: '东非最大港口，服务肯尼亚及周边内陆国家。',
        en: 'East Africa’s largest port, serving Kenya and landlocked neighbours.',
      },
      position: { lat: -4.05, lon: 39.64 },
    },
    {
      title: { zh: '拉穆港', en: 'Lamu Port' },
      kind: 'sea',
      description: {
        zh: '新建深水港，拉穆走廊的起点。',
        en: 'New deep-water port at the start of the LAPSSET corridor.',
      },
      position: { lat: -2.27, lon: 40.9 },
    },
    {
      title: { zh: '内罗毕内陆集装箱站', en: 'Nairobi Inland Container Depot' },
      kind: 'rail',
      description: {
        zh: '标准轨铁路终点，可在内罗毕完成清关。',
        en: 'SGR terminal where containers clear customs in Nairobi.',
      },
      position: { lat: -1.32, lon: 36.87 },
    },
    {
      title: { zh: '乔莫·肯雅塔国际机场', en: 'Jomo Kenyatta International Airport' },
      kind: 'air',
      description: {
        zh: '东非航空货运枢纽，鲜花出口的主要通道。',
        en: 'East Africa’s air-cargo hub and the main flower export route.',
      },
      position: { lat: -1.32, lon: 36.93 },
    },
  ],
  platforms: [
    {
      name: 'Jumia',
      kind: 'ecommerce',
      url: 'https://www.jumia.co.ke',
      text: { zh: '非洲领先电商平台。', en: 'A leading African marketplace.' },
    },
    {
      name: 'Kilimall',
      kind: 'ecommerce',
      url: 'https://www.kilimall.co.ke',
      text: { zh: '中国团队创办的东非电商平台。', en: 'East African marketplace founded by a Chinese team.' },
    },
    {
      name: 'Jiji',
      kind: 'ecommerce',
      url: 'https://jiji.co.ke',
      text: { zh: '分类信息与二手交易平台。', en: 'Classifieds and second-hand platform.' },
    },
    {
      name: 'M-Pesa',
      kind: 'payment',
      url: 'https://www.safaricom.co.ke/main-mpesa',
      text: {
        zh: 'Safaricom 的移动钱包，几乎所有交易都可使用。',
        en: 'Safaricom’s mobile wallet, accepted almost everywhere.',
      },
    },
  ],
  festivals: [
    {
      name: { zh: '自治日', en: 'Madaraka Day' },
      when: { zh: '6 月 1 日', en: '1 June' },
      text: { zh: '纪念 1963 年实现内部自治。', en: 'Marks internal self-rule in 1963.' },
    },
    {
      name: { zh: '英雄节', en: 'Mashujaa Day' },
      when: { zh: '10 月 20 日', en: '20 October' },
      text: { zh: '纪念民族英雄。', en: 'Honours national heroes.' },
    },
    {
      name: { zh: '独立日', en: 'Jamhuri Day' },
      when: { zh: '12 月 12 日', en: '12 December' },
      text: {
        zh: '纪念 1963 年独立，年末消费季开始。',
        en: 'Marks independence in 1963 and opens the year-end shopping season.',
      },
    },
    {
      name: { zh: '圣诞与复活节', en: 'Christmas and Easter' },
      when: { zh: '12 月、3—4 月', en: 'December; March–April' },
      text: {
        zh: '基督徒占多数，节日购物旺盛。',
        en: 'Most Kenyans are Christian; festive shopping is strong.',
      },
    },
  ],
  customs: [
    {
      title: { zh: '握手与问候', en: 'Handshakes and greetings' },
      text: {
        zh: '见面握手并寒暄家庭与近况，直接谈生意显得失礼。',
        en: 'Shake hands and ask about family first; going straight to business seems rude.',
      },
    },
    {
      title: { zh: '尊重长者与头衔', en: 'Elders and titles' },
      text: {
        zh: '称呼 Mr/Mrs/Dr 加姓氏，尊重年长者意见。',
        en: 'Use Mr/Mrs/Dr with surnames and defer to elders.',
      },
    },
    {
      title: { zh: '移动优先', en: 'Mobile first' },
      text: {
        zh: '账单、收款与客服均以手机为中心，产品需支持 M-Pesa。',
        en: 'Bills, payments and service happen on the phone: support M-Pesa.',
      },
    },
    {
      title: { zh: '耐心', en: 'Patience' },
      text: {
        zh: '审批与决策可能较慢，与当地伙伴保持跟进。',
        en: 'Approvals and decisions can be slow; follow up through local partners.',
      },
    },
  ],
  news: [
    {
      date: '2007-03-06',
      title: { zh: 'M-Pesa 上线', en: 'M-Pesa launches' },
      summary: {
        zh: 'Safaricom 于 2007 年 3 月推出 M-Pesa，开创手机转账与支付。',
        en: 'Safaricom launched M-Pesa in March 2007, pioneering mobile money.',
      },
    },
    {
      date: '2017-05-31',
      title: { zh: '蒙内铁路通车', en: 'Mombasa–Nairobi SGR opens' },
      summary: {
        zh: '中国企业承建的蒙巴萨至内罗毕标准轨距铁路于 2017 年 5 月 31 日通车。',
        en: 'The Chinese-built Mombasa–Nairobi Standard Gauge Railway opened on 31 May 2017.',
      },
    },
    {
      date: '2024-01-01',
      title: { zh: '肯尼亚实行电子旅行授权', en: 'Kenya introduces the eTA' },
      summary: {
        zh: '自 2024 年 1 月 1 日起以电子旅行授权（eTA）取代签证，访客需在出发前线上申请。',
        en: 'From 1 January 2024 an electronic travel authorisation (eTA) replaced visas; visitors apply online before travel.',
      },
    },
  ],
  services: marketServices('肯尼亚', 'Kenya', [
    {
      title: { zh: 'PVoC 与 KEBS 合规', en: 'PVoC and KEBS compliance' },
      text: {
        zh: '办理装运前符合性验证（PVoC）与肯尼亚标准局认证，避免到港滞留。',
        en: 'Pre-Export Verification of Conformity (PVoC) and Kenya Bureau of Standards certification to avoid port delays.',
      },
    },
  ]),
}
