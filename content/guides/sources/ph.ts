import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const ph: GuideSource = {
  id: 'ph',
  tagline: {
    zh: '英语普及的年轻市场，电子与服务外包强国',
    en: 'A young, English-speaking market strong in electronics and outsourcing',
  },
  introduction: [
    {
      zh: '菲律宾由 7,000 多个岛屿组成，人口超过 1.1 亿、平均年龄不到 30 岁，英语是官方语言之一。电子产品（以半导体为主）是第一大出口商品，IT 与业务流程外包（IT-BPM）和海外劳工汇款是重要的外汇来源。',
      en: 'The Philippines spans more than 7,000 islands; over 110 million people with a median age under 30 speak English as an official language. Electronics, mostly semiconductors, lead exports, while IT and business-process management (IT-BPM) and remittances are major earners.',
    },
    {
      zh: '菲律宾消费者社交媒体时长居世界前列，电商以 Shopee、Lazada 与 TikTok Shop 为主，GCash 与 Maya 普及了移动支付。2023 年 6 月 RCEP 对菲律宾生效。',
      en: 'Filipinos spend some of the most time on social media worldwide; online retail runs on Shopee, Lazada and TikTok Shop, and GCash and Maya have made mobile payments common. RCEP took effect for the Philippines in June 2023.',
    },
  ],
  facts: {
    capital: { zh: '马尼拉', en: 'Manila' },
    currency: { code: 'PHP', name: { zh: '菲律宾比索', en: 'Philippine peso' } },
    languages: { zh: '菲律宾语、英语', en: 'Filipino and English' },
    areaKm2: 300_000,
    population: { value: 117_300_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 437.1, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+8',
    callingCode: '+63',
  },
  tradeYear: 2023,
  exports: [
    { zh: '电子产品（半导体为主）', en: 'Electronic products (mainly semiconductors)' },
    { zh: '点火线束等汽车零部件', en: 'Ignition wiring sets and other car parts' },
    { zh: '铜精矿与阴极铜', en: 'Copper concentrates and cathodes' },
    { zh: '镍矿', en: 'Nickel ore' },
    { zh: '椰子油', en: 'Coconut oil' },
    { zh: '香蕉、菠萝等水果', en: 'Bananas, pineapples and other fruit' },
  ],
  imports: [
    { zh: '电子产品', en: 'Electronic products' },
    { zh: '矿物燃料与润滑油', en: 'Mineral fuels and lubricants' },
    { zh: '运输设备', en: 'Transport equipment' },
    { zh: '工业机械', en: 'Industrial machinery' },
    { zh: '钢铁', en: 'Iron and steel' },
    { zh: '大米等谷物', en: 'Rice and other cereals' },
  ],
  industries: [
    {
      theme: 'electronics',
      title: { zh: '半导体与电子', en: 'Semiconductors and electronics' },
      text: {
        zh: '拉古纳、甲米地等经济特区聚集芯片封测与电子制造企业。',
        en: 'Chip assembly and electronics plants cluster in the ecozones of Laguna and Cavite.',
      },
    },
    {
      theme: 'digital',
      title: { zh: 'IT 与业务外包', en: 'IT and business-process management' },
      text: {
        zh: '全球领先的客服与业务流程外包目的地。',
        en: 'A world-leading destination for contact centres and business-process outsourcing.',
      },
    },
    {
      theme: 'mining',
      title: { zh: '矿业', en: 'Mining' },
      text: {
        zh: '镍矿出口量居世界前列，也出产铜和金。',
        en: 'One of the largest nickel ore exporters, also producing copper and gold.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '马尼拉港', en: 'Port of Manila' },
      kind: 'sea',
      description: {
        zh: '菲律宾最大港口，含马尼拉国际集装箱码头（MICT）。',
        en: 'The country’s largest port, including the Manila International Container Terminal (MICT).',
      },
      position: { lat: 14.6, lon: 120.96 },
    },
    {
      title: { zh: '八打雁港', en: 'Batangas Port' },
      kind: 'sea',
      description: {
        zh: '分流马尼拉港压力，服务南吕宋工业区。',
        en: 'Relieves Manila and serves the industrial zones of southern Luzon.',
      },
      position: { lat: 13.75, lon: 121.04 },
    },
    {
      title: { zh: '宿务港', en: 'Cebu Port' },
      kind: 'sea',
      description: { zh: '米沙鄢群岛的航运中心。', en: 'The shipping hub of the Visayas.' },
      position: { lat: 10.3, lon: 123.91 },
    },
    {
      title: { zh: '达沃港', en: 'Davao Port' },
      kind: 'sea',
      description: {
        zh: '棉兰老岛门户，香蕉等农产品出口。',
        en: 'Mindanao’s gateway, exporting bananas and other produce.',
      },
      position: { lat: 7.12, lon: 125.66 },
    },
  ],
  platforms: [
    {
      name: 'Shopee',
      kind: 'ecommerce',
      url: 'https://shopee.ph',
      text: { zh: '菲律宾访问量最大的电商平台。', en: 'The most visited marketplace.' },
    },
    {
      name: 'Lazada',
      kind: 'ecommerce',
      url: 'https://www.lazada.com.ph',
      text: { zh: 'LazMall 品牌旗舰店。', en: 'LazMall official brand stores.' },
    },
    {
      name: 'TikTok Shop',
      kind: 'social',
      url: 'https://shop.tiktok.com',
      text: { zh: '直播带货增长迅速。', en: 'Live selling growing fast.' },
    },
    {
      name: 'GCash',
      kind: 'payment',
      url: 'https://www.gcash.com',
      text: { zh: '用户最多的移动钱包。', en: 'The most used mobile wallet.' },
    },
    {
      name: 'Maya',
      kind: 'payment',
      url: 'https://www.maya.ph',
      text: { zh: '数字银行与钱包。', en: 'Digital bank and wallet.' },
    },
  ],
  festivals: [
    {
      name: { zh: '圣诞季', en: 'Christmas season' },
      when: { zh: '9 月至次年 1 月初', en: 'September to early January' },
      text: {
        zh: '世界最长的圣诞季，“ber months” 是全年消费高峰。',
        en: 'The world’s longest Christmas season: the “ber months” are the peak of the year.',
      },
    },
    {
      name: { zh: '圣周', en: 'Holy Week' },
      when: { zh: '复活节前一周（3—4 月）', en: 'The week before Easter (March–April)' },
      text: { zh: '多数企业休假，物流放缓。', en: 'Most businesses close and logistics slow down.' },
    },
    {
      name: { zh: '独立日', en: 'Independence Day' },
      when: { zh: '6 月 12 日', en: '12 June' },
      text: { zh: '纪念 1898 年宣布独立。', en: 'Marks the 1898 declaration of independence.' },
    },
    {
      name: { zh: '圣婴节（Sinulog）', en: 'Sinulog' },
      when: { zh: '1 月第三个星期日', en: 'Third Sunday of January' },
      text: { zh: '宿务最盛大的宗教文化节。', en: 'Cebu’s biggest religious and cultural festival.' },
    },
  ],
  customs: [
    {
      title: { zh: '尊称', en: 'Titles' },
      text: {
        zh: '称呼 Sir/Ma’am 或职业头衔（如 Attorney、Engineer），熟悉后再直呼名字。',
        en: 'Use Sir/Ma’am or professional titles such as Attorney or Engineer until invited to use first names.',
      },
    },
    {
      title: { zh: '面子（hiya）', en: 'Face (hiya)' },
      text: {
        zh: '避免公开批评；“是”有时只是礼貌，需要书面确认。',
        en: 'Avoid public criticism; a “yes” may be politeness, so confirm in writing.',
      },
    },
    {
      title: { zh: '人情关系', en: 'Relationships' },
      text: {
        zh: '重视人际关系与家庭，先建立信任再谈生意。',
        en: 'Relationships and family matter: build trust before business.',
      },
    },
    {
      title: { zh: '宗教', en: 'Religion' },
      text: {
        zh: '天主教徒占多数，棉兰老岛南部穆斯林较多，营销需尊重宗教习俗。',
        en: 'Mostly Catholic, with Muslim communities in southern Mindanao: respect both in marketing.',
      },
    },
  ],
  news: [
    {
      date: '2023-06-02',
      title: { zh: 'RCEP 对菲律宾生效', en: 'RCEP takes effect for the Philippines' },
      summary: {
        zh: '菲律宾于 2023 年 6 月 2 日正式实施 RCEP，至此 15 个成员国全部生效。',
        en: 'RCEP entered into force for the Philippines on 2 June 2023, completing all 15 members.',
      },
    },
    {
      date: '2023-12-05',
      title: { zh: '《互联网交易法》签署', en: 'Internet Transactions Act signed' },
      summary: {
        zh: '第 11967 号共和国法设立电子商务局，明确平台与商家的责任。',
        en: 'Republic Act 11967 created an E-Commerce Bureau and set duties for platforms and merchants.',
      },
    },
    {
      date: '2024-10-02',
      title: { zh: '境外数字服务开征增值税', en: 'VAT on foreign digital services' },
      summary: {
        zh: '第 12023 号共和国法签署，对非居民数字服务提供商征收 12% 增值税。',
        en: 'Republic Act 12023 was signed, applying 12% VAT to digital services from non-resident providers.',
      },
    },
  ],
  services: marketServices('菲律宾', 'Philippines', [
    {
      title: { zh: 'FDA 产品注册', en: 'FDA product registration' },
      text: {
        zh: '协助食品、化妆品与家电在菲律宾食品药品管理局办理注册与标签合规。',
        en: 'Philippine FDA registration and label compliance for food, cosmetics and appliances.',
      },
    },
  ]),
}
