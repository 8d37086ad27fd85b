import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const za: GuideSource = {
  id: 'za',
  tagline: {
    zh: '非洲工业化程度最高的经济体，金砖成员与非洲大陆门户',
    en: 'Africa’s most industrialised economy, a BRICS member and a gateway to the continent',
  },
  introduction: [
    {
      zh: '南非位于非洲大陆最南端，是非洲工业化程度最高、金融体系最成熟的经济体，也是金砖国家成员。铂族金属、黄金、煤炭与铁矿石资源丰富，汽车制造业面向欧洲出口。',
      en: 'South Africa, at the southern tip of the continent, is Africa’s most industrialised economy with its most developed financial system, and a BRICS member. It is rich in platinum-group metals, gold, coal and iron ore, and its car plants export to Europe.',
    },
    {
      zh: '南非零售与电商发达，Takealot 为本土龙头，亚马逊于 2024 年进入南非。非洲大陆自贸区的推进使南非成为企业辐射南部非洲的理想基地。',
      en: 'Retail and e-commerce are well developed: Takealot leads, and Amazon launched locally in 2024. The African Continental Free Trade Area makes South Africa a natural base for southern Africa.',
    },
  ],
  facts: {
    capital: {
      zh: '比勒陀利亚（行政）、开普敦（立法）、布隆方丹（司法）',
      en: 'Pretoria (executive), Cape Town (legislative), Bloemfontein (judicial)',
    },
    currency: { code: 'ZAR', name: { zh: '南非兰特', en: 'South African rand' } },
    languages: { zh: '12 种官方语言，商务通用英语', en: '12 official languages; English in business' },
    areaKm2: 1_219_090,
    population: { value: 62_000_000, year: 2022, source: 'Stats SA Census' },
    gdpUsdBn: { value: 377.8, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+2',
    callingCode: '+27',
  },
  tradeYear: 2023,
  exports: [
    { zh: '铂族金属', en: 'Platinum-group metals' },
    { zh: '黄金', en: 'Gold' },
    { zh: '煤炭', en: 'Coal' },
    { zh: '铁矿石', en: 'Iron ore' },
    { zh: '汽车及零部件', en: 'Vehicles and parts' },
    { zh: '锰矿与铬矿', en: 'Manganese and chrome ores' },
    { zh: '柑橘等水果', en: 'Citrus and other fruit' },
  ],
  imports: [
    { zh: '原油与成品油', en: 'Crude and refined oil' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '手机与电子产品', en: 'Phones and electronics' },
    { zh: '汽车零部件', en: 'Vehicle parts' },
    { zh: '化工产品', en: 'Chemicals' },
    { zh: '药品', en: 'Pharmaceuticals' },
  ],
  industries: [
    {
      theme: 'mining',
      title: { zh: '矿业', en: 'Mining' },
      text: { zh: '铂、锰、铬产量居世界前列。', en: 'A world leader in platinum, manganese and chrome.' },
    },
    {
      theme: 'automotive',
      title: { zh: '汽车制造', en: 'Car manufacturing' },
      text: {
        zh: '东开普与豪登省的整车厂大量出口欧洲。',
        en: 'Plants in the Eastern Cape and Gauteng export heavily to Europe.',
      },
    },
    {
      theme: 'energy',
      title: { zh: '能源转型', en: 'Energy transition' },
      text: {
        zh: '电力供应紧张推动光伏、储能与可再生能源项目快速增长。',
        en: 'Power shortages drive fast growth in solar, storage and renewable projects.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '德班港', en: 'Port of Durban' },
      kind: 'sea',
      description: {
        zh: '南部非洲最大集装箱港，连接约翰内斯堡。',
        en: 'Southern Africa’s largest container port, linked to Johannesburg.',
      },
      position: { lat: -29.87, lon: 31.03 },
    },
    {
      title: { zh: '开普敦港', en: 'Port of Cape Town' },
      kind: 'sea',
      description: { zh: '水果出口与西开普门户。', en: 'Fruit-export port and gateway to the Western Cape.' },
      position: { lat: -33.91, lon: 18.44 },
    },
    {
      title: { zh: '恩古拉港', en: 'Port of Ngqura' },
      kind: 'sea',
      description: {
        zh: '东开普深水集装箱转运港。',
        en: 'Deep-water container transhipment port in the Eastern Cape.',
      },
      position: { lat: -33.8, lon: 25.68 },
    },
    {
      title: { zh: '理查兹湾港', en: 'Richards Bay' },
      kind: 'sea',
      description: { zh: '煤炭等大宗散货出口港。', en: 'Bulk port exporting coal and minerals.' },
      position: { lat: -28.8, lon: 32.06 },
    },
  ],
  platforms: [
    {
      name: 'Takealot',
      kind: 'ecommerce',
      url: 'https://www.takealot.com',
      text: { zh: '南非最大电商平台。', en: 'South Africa’s largest online marketplace.' },
    },
    {
      name: 'Amazon.co.za',
      kind: 'ecommerce',
      url: 'https://www.amazon.co.za',
      text: { zh: '2024 年上线的亚马逊南非站。', en: 'Amazon’s South African store, launched in 2024.' },
    },
    {
      name: 'Makro',
      kind: 'ecommerce',
      url: 'https://www.makro.co.za',
      text: { zh: '批发零售商的线上平台。', en: 'Online store of the wholesale retailer.' },
    },
    {
      name: 'Bob Shop',
      kind: 'ecommerce',
      url: 'https://www.bobshop.co.za',
      text: { zh: '本土综合交易平台。', en: 'Local general marketplace.' },
    },
    {
      name: 'PayFast',
      kind: 'payment',
      url: 'https://payfast.io',
      text: { zh: '常用的在线支付网关。', en: 'A widely used online payment gateway.' },
    },
  ],
  festivals: [
    {
      name: { zh: '自由日', en: 'Freedom Day' },
      when: { zh: '4 月 27 日', en: '27 April' },
      text: { zh: '纪念 1994 年首次民主选举。', en: 'Marks the first democratic election in 1994.' },
    },
    {
      name: { zh: '遗产日', en: 'Heritage Day' },
      when: { zh: '9 月 24 日', en: '24 September' },
      text: {
        zh: '庆祝多元文化，俗称“烤肉节”。',
        en: 'Celebrates diverse cultures; also known as National Braai Day.',
      },
    },
    {
      name: { zh: '黑色星期五', en: 'Black Friday' },
      when: { zh: '11 月第四个星期五', en: 'Fourth Friday of November' },
      text: {
        zh: '南非全年最大的零售促销日之一。',
        en: 'One of the year’s biggest retail days in South Africa.',
      },
    },
    {
      name: { zh: '圣诞与夏季假期', en: 'Christmas and summer holidays' },
      when: { zh: '12 月中旬至次年 1 月', en: 'Mid-December to January' },
      text: { zh: '南半球夏季长假，企业运营放缓。', en: 'The long southern-summer break slows business.' },
    },
  ],
  customs: [
    {
      title: { zh: '多元文化', en: 'Many cultures' },
      text: {
        zh: '尊重不同族群与语言，营销内容避免刻板印象。',
        en: 'Respect many communities and languages; avoid stereotypes in marketing.',
      },
    },
    {
      title: { zh: '握手与称呼', en: 'Handshakes and titles' },
      text: {
        zh: '商务场合握手并称呼姓氏与头衔。',
        en: 'Shake hands and use surnames and titles in business.',
      },
    },
    {
      title: { zh: '守时', en: 'Punctuality' },
      text: {
        zh: '商务会议守时，“now now”可能意味着“稍后”。',
        en: 'Business meetings are punctual, though “now now” may mean “soon”.',
      },
    },
    {
      title: { zh: 'B-BBEE 政策', en: 'B-BBEE policy' },
      text: {
        zh: '黑人经济赋权评级影响政府与大企业采购，本地合作需提前了解。',
        en: 'Broad-Based Black Economic Empowerment ratings shape public and corporate procurement; plan partnerships accordingly.',
      },
    },
  ],
  news: [
    {
      date: '2021-01-01',
      title: { zh: '非洲大陆自贸区启动贸易', en: 'AfCFTA trading begins' },
      summary: {
        zh: '非洲大陆自由贸易区于 2021 年 1 月 1 日正式启动货物贸易，南非为缔约国之一。',
        en: 'The African Continental Free Trade Area began trading on 1 January 2021, with South Africa a state party.',
      },
    },
    {
      date: '2023-08-22',
      title: { zh: '金砖国家领导人会晤在约翰内斯堡举行', en: 'BRICS summit in Johannesburg' },
      summary: {
        zh: '第十五次金砖国家领导人会晤于 2023 年 8 月 22—24 日举行，宣布扩员。',
        en: 'The 15th BRICS summit took place on 22–24 August 2023 and announced the bloc’s expansion.',
      },
    },
    {
      date: '2024-05-07',
      title: { zh: '亚马逊南非站上线', en: 'Amazon launches in South Africa' },
      summary: {
        zh: 'Amazon.co.za 于 2024 年 5 月上线，本地第三方卖家可入驻。',
        en: 'Amazon.co.za went live in May 2024, open to local third-party sellers.',
      },
    },
  ],
  services: marketServices('南非', 'South Africa', [
    {
      title: { zh: 'NRCS 与 SABS 认证', en: 'NRCS and SABS certification' },
      text: {
        zh: '办理电气产品强制认证（LoA）与南非标准局认证。',
        en: 'Letters of Authority for regulated electrical products and South African Bureau of Standards certification.',
      },
    },
  ]),
}
