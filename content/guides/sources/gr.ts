import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const gr: GuideSource = {
  id: 'gr',
  tagline: {
    zh: '比雷埃夫斯港，中欧陆海快线的南欧门户',
    en: 'Piraeus: the southern European gateway of the China–Europe Land-Sea Express',
  },
  introduction: [
    {
      zh: '希腊位于巴尔干半岛南端，三面环海，是欧盟与欧元区成员。中远海运自 2016 年控股比雷埃夫斯港后，该港跃升为地中海领先的集装箱港之一，并经中欧陆海快线连通中东欧。',
      en: 'Greece, at the southern tip of the Balkans and surrounded by sea on three sides, is in the EU and the euro area. Since COSCO SHIPPING took control of Piraeus in 2016 it has become one of the leading Mediterranean container ports, linked to Central Europe by the China–Europe Land-Sea Express.',
    },
    {
      zh: '希腊船东控制着世界最大的商船队之一，旅游业贡献显著；橄榄油、菲达奶酪、水产养殖等农食产品具有特色。2023 年希腊重获投资级主权信用评级。',
      en: 'Greek owners control one of the world’s largest merchant fleets, tourism is a major earner, and olive oil, feta and farmed fish are signature products. Greece regained an investment-grade rating in 2023.',
    },
  ],
  facts: {
    capital: { zh: '雅典', en: 'Athens' },
    currency: { code: 'EUR', name: { zh: '欧元', en: 'Euro' } },
    languages: { zh: '希腊语', en: 'Greek' },
    areaKm2: 131_957,
    population: { value: 10_400_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 243.5, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+2',
    callingCode: '+30',
  },
  tradeYear: 2023,
  exports: [
    { zh: '成品油', en: 'Refined petroleum' },
    { zh: '医药产品', en: 'Pharmaceuticals' },
    { zh: '铝及制品', en: 'Aluminium and products' },
    { zh: '橄榄油与食品', en: 'Olive oil and food products' },
    { zh: '鱼类（海鲷、海鲈）', en: 'Fish (sea bream, sea bass)' },
    { zh: '塑料制品', en: 'Plastic products' },
  ],
  imports: [
    { zh: '原油', en: 'Crude oil' },
    { zh: '天然气', en: 'Natural gas' },
    { zh: '医药产品', en: 'Pharmaceuticals' },
    { zh: '汽车', en: 'Cars' },
    { zh: '机械与电气设备', en: 'Machinery and electrical equipment' },
    { zh: '手机与电子产品', en: 'Phones and electronics' },
  ],
  industries: [
    {
      theme: 'logistics',
      title: { zh: '航运与港口', en: 'Shipping and ports' },
      text: {
        zh: '希腊船东船队规模居世界前列，比雷埃夫斯是地中海转运枢纽。',
        en: 'Greek-owned fleets are among the world’s largest, and Piraeus is a Mediterranean hub.',
      },
    },
    {
      theme: 'tourism',
      title: { zh: '旅游业', en: 'Tourism' },
      text: {
        zh: '海岛与古迹吸引大量游客，是重要的经济支柱。',
        en: 'Islands and antiquities draw millions of visitors: a pillar of the economy.',
      },
    },
    {
      theme: 'food',
      title: { zh: '特色农食', en: 'Speciality food' },
      text: {
        zh: '橄榄油、菲达奶酪、蜂蜜与水产养殖出口欧洲各地。',
        en: 'Olive oil, feta, honey and farmed fish are exported across Europe.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '比雷埃夫斯港', en: 'Port of Piraeus' },
      kind: 'sea',
      description: {
        zh: '希腊最大港口，中远海运控股，连接中欧陆海快线。',
        en: 'Greece’s largest port, controlled by COSCO SHIPPING, start of the Land-Sea Express.',
      },
      position: { lat: 37.94, lon: 23.63 },
    },
    {
      title: { zh: '塞萨洛尼基港', en: 'Port of Thessaloniki' },
      kind: 'sea',
      description: {
        zh: '北部门户，服务巴尔干腹地。',
        en: 'Northern gateway serving the Balkan hinterland.',
      },
      position: { lat: 40.63, lon: 22.93 },
    },
    {
      title: { zh: '伊拉克利翁港', en: 'Port of Heraklion' },
      kind: 'sea',
      description: { zh: '克里特岛主要港口。', en: 'The main port of Crete.' },
      position: { lat: 35.34, lon: 25.14 },
    },
    {
      title: { zh: '雅典国际机场', en: 'Athens International Airport' },
      kind: 'air',
      description: { zh: '希腊主要航空货运枢纽。', en: 'Greece’s main air-cargo hub.' },
      position: { lat: 37.94, lon: 23.94 },
    },
  ],
  platforms: [
    {
      name: 'Skroutz',
      kind: 'ecommerce',
      url: 'https://www.skroutz.gr',
      text: { zh: '希腊最大的比价与电商平台。', en: 'Greece’s largest price-comparison and marketplace.' },
    },
    {
      name: 'Public',
      kind: 'ecommerce',
      url: 'https://www.public.gr',
      text: {
        zh: '电子产品与图书零售商，开放平台卖家。',
        en: 'Electronics and books retailer with a marketplace.',
      },
    },
    {
      name: 'Plaisio',
      kind: 'ecommerce',
      url: 'https://www.plaisio.gr',
      text: { zh: '电脑与办公用品零售。', en: 'Computer and office retailer.' },
    },
    {
      name: 'ACS Courier',
      kind: 'logistics',
      url: 'https://www.acscourier.net',
      text: { zh: '全国性快递网络。', en: 'Nationwide courier network.' },
    },
    {
      name: 'Viva Wallet',
      kind: 'payment',
      url: 'https://www.vivawallet.com',
      text: { zh: '希腊起家的欧洲支付机构。', en: 'A Greek-founded European payments company.' },
    },
  ],
  festivals: [
    {
      name: { zh: '东正教复活节', en: 'Orthodox Easter' },
      when: { zh: '春季（按东正教历）', en: 'Spring (Orthodox calendar)' },
      text: { zh: '全年最重要的宗教节日。', en: 'The most important religious holiday.' },
    },
    {
      name: { zh: '独立日', en: 'Independence Day' },
      when: { zh: '3 月 25 日', en: '25 March' },
      text: { zh: '纪念 1821 年独立战争。', en: 'Marks the War of Independence of 1821.' },
    },
    {
      name: { zh: '“不”字节', en: 'Ohi Day' },
      when: { zh: '10 月 28 日', en: '28 October' },
      text: { zh: '纪念 1940 年拒绝最后通牒。', en: 'Commemorates the refusal of the 1940 ultimatum.' },
    },
    {
      name: { zh: '塞萨洛尼基国际博览会', en: 'Thessaloniki International Fair' },
      when: { zh: '每年 9 月', en: 'Every September' },
      text: { zh: '希腊最重要的综合性展会。', en: 'Greece’s main general trade fair.' },
    },
  ],
  customs: [
    {
      title: { zh: '关系优先', en: 'Relationships first' },
      text: {
        zh: '商务往来重视人情，咖啡与餐叙是建立信任的方式。',
        en: 'Business is personal: coffee and meals build trust.',
      },
    },
    {
      title: { zh: '手势', en: 'Gestures' },
      text: {
        zh: '避免张开手掌朝向他人（moutza）；“ne”意为“是”。',
        en: 'Avoid showing an open palm at someone (the moutza); “ne” means yes.',
      },
    },
    {
      title: { zh: '命名日', en: 'Name days' },
      text: {
        zh: '命名日常比生日更受重视，可送上祝福。',
        en: 'Name days often matter more than birthdays: send good wishes.',
      },
    },
    {
      title: { zh: '假期节奏', en: 'Holiday rhythm' },
      text: { zh: '8 月与复活节前后商务活动明显减少。', en: 'Business slows in August and around Easter.' },
    },
  ],
  news: [
    {
      date: '2016-08-10',
      title: { zh: '中远海运控股比雷埃夫斯港', en: 'COSCO SHIPPING takes control of Piraeus' },
      summary: {
        zh: '中远海运完成收购比雷埃夫斯港务局 51% 股权，2021 年增持至 67%。',
        en: 'COSCO SHIPPING completed its purchase of 51% of the Piraeus Port Authority, rising to 67% in 2021.',
      },
    },
    {
      date: '2018-08-20',
      title: { zh: '希腊结束救助计划', en: 'Greece exits its bailout programme' },
      summary: {
        zh: '希腊于 2018 年 8 月 20 日正式退出第三轮救助计划。',
        en: 'Greece formally exited its third bailout programme on 20 August 2018.',
      },
    },
    {
      date: '2023-10-20',
      title: { zh: '希腊重获投资级评级', en: 'Greece regains investment grade' },
      summary: {
        zh: '标普将希腊主权信用评级上调至 BBB-，为 2010 年以来首次回到投资级。',
        en: 'S&P raised Greece to BBB-, its first investment-grade rating since 2010.',
      },
    },
  ],
  services: marketServices('希腊', 'Greece', [
    {
      title: { zh: '比港中转与陆海快线', en: 'Piraeus transhipment and Land-Sea Express' },
      text: {
        zh: '经比雷埃夫斯港中转，海铁联运至塞尔维亚、匈牙利等中东欧国家。',
        en: 'Transhipment at Piraeus with sea–rail links to Serbia, Hungary and beyond.',
      },
    },
  ]),
}
