import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const kz: GuideSource = {
  id: 'kz',
  tagline: {
    zh: '“一带一路”首倡之地，中欧班列与跨里海通道枢纽',
    en: 'Where the Belt and Road was first proposed: hub of China–Europe rail and the Trans-Caspian route',
  },
  introduction: [
    {
      zh: '哈萨克斯坦是世界最大的内陆国，国土面积居世界第九，与中国新疆接壤。2013 年“丝绸之路经济带”倡议在阿斯塔纳首次提出；霍尔果斯、多斯特克（阿拉山口对面）口岸承担了大部分中欧班列过境运输。',
      en: 'Kazakhstan is the world’s largest landlocked country and ninth largest overall, bordering China’s Xinjiang. The Silk Road Economic Belt was first proposed in Astana in 2013, and the Khorgos and Dostyk crossings carry most China–Europe rail transit.',
    },
    {
      zh: '哈萨克斯坦是欧亚经济联盟成员，进入其市场的商品可辐射俄罗斯、白俄罗斯等成员国。油气、铀、铜等资源丰富，制造业与消费品大量依赖进口，Kaspi.kz 主导本地电商与支付。',
      en: 'A member of the Eurasian Economic Union, it opens the way to Russia, Belarus and other members. Rich in oil, gas, uranium and copper, it imports much of its manufactured and consumer goods, and Kaspi.kz dominates local e-commerce and payments.',
    },
  ],
  facts: {
    capital: { zh: '阿斯塔纳', en: 'Astana' },
    currency: { code: 'KZT', name: { zh: '坚戈', en: 'Kazakhstani tenge' } },
    languages: {
      zh: '哈萨克语（国语）、俄语（官方语言）',
      en: 'Kazakh (state language), Russian (official)',
    },
    areaKm2: 2_724_900,
    population: { value: 20_000_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 261.4, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+5',
    callingCode: '+7',
  },
  tradeYear: 2023,
  exports: [
    { zh: '原油', en: 'Crude oil' },
    { zh: '天然气', en: 'Natural gas' },
    { zh: '铁合金', en: 'Ferroalloys' },
    { zh: '精炼铜', en: 'Refined copper' },
    { zh: '铀', en: 'Uranium' },
    { zh: '小麦与面粉', en: 'Wheat and flour' },
  ],
  imports: [
    { zh: '机械设备', en: 'Machinery and equipment' },
    { zh: '汽车及零部件', en: 'Cars and parts' },
    { zh: '药品', en: 'Medicines' },
    { zh: '金属制品', en: 'Metal products' },
    { zh: '电子产品与手机', en: 'Electronics and phones' },
    { zh: '服装鞋帽等消费品', en: 'Clothing, footwear and other consumer goods' },
  ],
  industries: [
    {
      theme: 'energy',
      title: { zh: '石油天然气', en: 'Oil and gas' },
      text: {
        zh: '田吉兹、卡沙甘、卡拉恰甘纳克三大油气田支撑出口。',
        en: 'The Tengiz, Kashagan and Karachaganak fields drive exports.',
      },
    },
    {
      theme: 'mining',
      title: { zh: '矿产冶金', en: 'Mining and metals' },
      text: {
        zh: '世界最大的铀生产国，铜、铬、锌储量丰富。',
        en: 'The world’s largest uranium producer, rich in copper, chrome and zinc.',
      },
    },
    {
      theme: 'logistics',
      title: { zh: '过境物流', en: 'Transit logistics' },
      text: {
        zh: '中欧班列与跨里海国际运输走廊（中间走廊）的关键节点。',
        en: 'A key link for China–Europe trains and the Trans-Caspian (Middle) Corridor.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '霍尔果斯—东大门无水港', en: 'Khorgos Gateway dry port' },
      kind: 'rail',
      description: {
        zh: '与中国霍尔果斯口岸相连的换装枢纽，中欧班列由标准轨换宽轨。',
        en: 'Transhipment hub facing China’s Khorgos, where trains change from standard to broad gauge.',
      },
      position: { lat: 44.2, lon: 80.34 },
    },
    {
      title: { zh: '多斯特克口岸', en: 'Dostyk border station' },
      kind: 'rail',
      description: { zh: '与中国阿拉山口对接的铁路口岸。', en: 'Rail crossing opposite China’s Alashankou.' },
      position: { lat: 45.25, lon: 82.48 },
    },
    {
      title: { zh: '阿克套港', en: 'Port of Aktau' },
      kind: 'sea',
      description: {
        zh: '里海港口，经阿塞拜疆、格鲁吉亚连通土耳其与欧洲。',
        en: 'Caspian port linking through Azerbaijan and Georgia to Turkey and Europe.',
      },
      position: { lat: 43.6, lon: 51.2 },
    },
    {
      title: { zh: '阿拉木图机场', en: 'Almaty Airport' },
      kind: 'air',
      description: { zh: '中亚航空货运枢纽。', en: 'Central Asia’s air-cargo hub.' },
      position: { lat: 43.35, lon: 77.04 },
    },
  ],
  platforms: [
    {
      name: 'Kaspi.kz',
      kind: 'ecommerce',
      url: 'https://kaspi.kz',
      text: {
        zh: '集电商、支付与分期于一体的超级应用，几乎人人使用。',
        en: 'A super-app for shopping, payments and instalments used by almost everyone.',
      },
    },
    {
      name: 'Wildberries',
      kind: 'ecommerce',
      url: 'https://www.wildberries.kz',
      text: {
        zh: '俄罗斯最大电商，在哈设仓与自提点。',
        en: 'Russia’s largest marketplace, with warehouses and pick-up points in Kazakhstan.',
      },
    },
    {
      name: 'Ozon',
      kind: 'ecommerce',
      url: 'https://ozon.kz',
      text: {
        zh: '俄罗斯综合电商，跨境开店门槛低。',
        en: 'Russian marketplace with easy cross-border onboarding.',
      },
    },
    {
      name: 'Halyk Market',
      kind: 'ecommerce',
      url: 'https://halykmarket.kz',
      text: { zh: '人民储蓄银行旗下电商平台。', en: 'Marketplace of Halyk Bank.' },
    },
  ],
  festivals: [
    {
      name: { zh: '纳吾肉孜节', en: 'Nauryz' },
      when: { zh: '3 月 21—23 日', en: '21–23 March' },
      text: {
        zh: '迎春新年，全国放假，节日食品与礼品需求旺盛。',
        en: 'The spring new year: national holidays and strong demand for festive food and gifts.',
      },
    },
    {
      name: { zh: '共和国日', en: 'Republic Day' },
      when: { zh: '10 月 25 日', en: '25 October' },
      text: { zh: '2022 年起恢复为国家节日。', en: 'Restored as the national day in 2022.' },
    },
    {
      name: { zh: '独立日', en: 'Independence Day' },
      when: { zh: '12 月 16 日', en: '16 December' },
      text: { zh: '纪念 1991 年独立。', en: 'Marks independence in 1991.' },
    },
    {
      name: { zh: '古尔邦节', en: 'Kurban Ait' },
      when: { zh: '伊斯兰历十二月十日', en: '10 Dhu al-Hijjah' },
      text: { zh: '宰牲节，公共假日。', en: 'The feast of sacrifice, a public holiday.' },
    },
  ],
  customs: [
    {
      title: { zh: '待客之道', en: 'Hospitality' },
      text: {
        zh: '宴请（dastarkhan）丰盛，主人会多次添茶，接受邀请表示尊重。',
        en: 'Hosts lay a generous dastarkhan and keep refilling tea; accepting invitations shows respect.',
      },
    },
    {
      title: { zh: '尊重长者', en: 'Respect for elders' },
      text: {
        zh: '先问候长者，座次与敬酒顺序讲究长幼。',
        en: 'Greet elders first; seating and toasts follow seniority.',
      },
    },
    {
      title: { zh: '语言', en: 'Language' },
      text: {
        zh: '商务中俄语普遍，合同常用俄语与哈萨克语双语。',
        en: 'Russian is common in business; contracts are often in Russian and Kazakh.',
      },
    },
    {
      title: { zh: '面包', en: 'Bread' },
      text: {
        zh: '馕被视为神圣食物，不可随意丢弃或倒放。',
        en: 'Bread is sacred: never throw it away or place it upside down.',
      },
    },
  ],
  news: [
    {
      date: '2015-11-30',
      title: { zh: '哈萨克斯坦加入世界贸易组织', en: 'Kazakhstan joins the WTO' },
      summary: {
        zh: '哈萨克斯坦于 2015 年 11 月 30 日成为世贸组织第 162 个成员。',
        en: 'Kazakhstan became the WTO’s 162nd member on 30 November 2015.',
      },
    },
    {
      date: '2023-11-10',
      title: { zh: '中哈互免签证协定生效', en: 'China–Kazakhstan mutual visa exemption in force' },
      summary: {
        zh: '自 2023 年 11 月 10 日起，两国公民持有效护照可免签入境对方国家，单次停留不超过 30 日。',
        en: 'From 10 November 2023, citizens of both countries may enter visa-free for up to 30 days per stay.',
      },
    },
    {
      date: '2024-03-01',
      title: { zh: '哈萨克斯坦统一时区', en: 'Kazakhstan moves to a single time zone' },
      summary: {
        zh: '自 2024 年 3 月 1 日起，全国统一使用 UTC+5，与北京时差 3 小时。',
        en: 'From 1 March 2024 the whole country uses UTC+5, three hours behind Beijing.',
      },
    },
  ],
  services: marketServices('哈萨克斯坦', 'Kazakhstan', [
    {
      title: { zh: '中欧班列订舱与 EAC 认证', en: 'China–Europe rail booking and EAC certification' },
      text: {
        zh: '班列舱位与过境报关，办理欧亚经济联盟 EAC 认证，一证覆盖五国市场。',
        en: 'Rail slots and transit declarations, plus Eurasian Economic Union EAC certification valid in all five member states.',
      },
    },
  ]),
}
