import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const cl: GuideSource = {
  id: 'cl',
  tagline: {
    zh: '铜与锂的资源大国，中国在拉美的首个自贸伙伴',
    en: 'A copper and lithium giant, China’s first free-trade partner in Latin America',
  },
  introduction: [
    {
      zh: '智利沿南美西海岸南北延伸 4,000 多公里，是世界最大的铜生产国和主要的锂生产国。2006 年中智自贸协定生效，智利成为首个与中国签署自贸协定的拉美国家，中国是智利最大贸易伙伴。',
      en: 'Chile stretches over 4,000 km along South America’s west coast. It is the world’s largest copper producer and a major lithium producer. When the China–Chile FTA took effect in 2006 it was China’s first with a Latin American country, and China is Chile’s largest trading partner.',
    },
    {
      zh: '智利经济开放、营商环境在拉美名列前茅，车厘子、三文鱼和葡萄酒大量销往中国。电商以 Mercado Libre 与 Falabella 等零售集团平台为主。',
      en: 'Chile is open and among Latin America’s easiest places to do business; its cherries, salmon and wine sell strongly in China. E-commerce is led by Mercado Libre and retail groups such as Falabella.',
    },
  ],
  facts: {
    capital: { zh: '圣地亚哥', en: 'Santiago' },
    currency: { code: 'CLP', name: { zh: '智利比索', en: 'Chilean peso' } },
    languages: { zh: '西班牙语', en: 'Spanish' },
    areaKm2: 756_102,
    population: { value: 19_600_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 335.5, year: 2023, source: 'World Bank' },
    timeZone: 'UTC−4 (UTC−3 in summer)',
    callingCode: '+56',
  },
  tradeYear: 2023,
  exports: [
    { zh: '精炼铜（阴极铜）', en: 'Refined copper (cathodes)' },
    { zh: '铜矿砂及精矿', en: 'Copper ores and concentrates' },
    { zh: '碳酸锂', en: 'Lithium carbonate' },
    { zh: '车厘子等鲜果', en: 'Cherries and other fresh fruit' },
    { zh: '三文鱼', en: 'Salmon' },
    { zh: '葡萄酒', en: 'Wine' },
    { zh: '木浆', en: 'Wood pulp' },
  ],
  imports: [
    { zh: '原油与成品油', en: 'Crude and refined oil' },
    { zh: '汽车', en: 'Cars' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '手机与电子产品', en: 'Phones and electronics' },
    { zh: '天然气', en: 'Natural gas' },
    { zh: '服装与鞋类', en: 'Clothing and footwear' },
  ],
  industries: [
    {
      theme: 'mining',
      title: { zh: '铜与锂', en: 'Copper and lithium' },
      text: {
        zh: '阿塔卡马沙漠的矿山与盐湖是全球铜、锂供应的关键来源。',
        en: 'Mines and salt flats in the Atacama Desert are key to world copper and lithium supply.',
      },
    },
    {
      theme: 'agriculture',
      title: { zh: '鲜果与葡萄酒', en: 'Fruit and wine' },
      text: {
        zh: '中部谷地出产车厘子、葡萄与葡萄酒，反季节销往北半球。',
        en: 'The Central Valley grows cherries, grapes and wine for counter-season northern markets.',
      },
    },
    {
      theme: 'food',
      title: { zh: '水产养殖', en: 'Aquaculture' },
      text: { zh: '全球第二大三文鱼生产国。', en: 'The world’s second-largest salmon producer.' },
    },
  ],
  ports: [
    {
      title: { zh: '圣安东尼奥港', en: 'Port of San Antonio' },
      kind: 'sea',
      description: {
        zh: '智利吞吐量最大的港口，服务圣地亚哥。',
        en: 'Chile’s busiest port, serving Santiago.',
      },
      position: { lat: -33.59, lon: -71.61 },
    },
    {
      title: { zh: '瓦尔帕莱索港', en: 'Port of Valparaíso' },
      kind: 'sea',
      description: {
        zh: '历史悠久的中部港口，水果出口重要通道。',
        en: 'Historic central port and a key fruit-export route.',
      },
      position: { lat: -33.03, lon: -71.63 },
    },
    {
      title: { zh: '安托法加斯塔港', en: 'Port of Antofagasta' },
      kind: 'sea',
      description: {
        zh: '北部矿区门户，铜与锂产品出口。',
        en: 'Gateway to the northern mining region, exporting copper and lithium.',
      },
      position: { lat: -23.65, lon: -70.4 },
    },
  ],
  platforms: [
    {
      name: 'Mercado Libre',
      kind: 'ecommerce',
      url: 'https://www.mercadolibre.cl',
      text: { zh: '智利访问量最大的电商平台。', en: 'Chile’s most visited marketplace.' },
    },
    {
      name: 'Falabella',
      kind: 'ecommerce',
      url: 'https://www.falabella.com',
      text: { zh: '零售集团的线上商城与开放平台。', en: 'The retail group’s online store and marketplace.' },
    },
    {
      name: 'Paris',
      kind: 'ecommerce',
      url: 'https://www.paris.cl',
      text: { zh: '百货零售商线上平台。', en: 'Department-store retailer online.' },
    },
    {
      name: 'Ripley',
      kind: 'ecommerce',
      url: 'https://simple.ripley.cl',
      text: { zh: '百货与电子产品零售。', en: 'Department-store and electronics retailer.' },
    },
    {
      name: 'Webpay',
      kind: 'payment',
      url: 'https://www.transbank.cl',
      text: { zh: 'Transbank 的在线收单服务。', en: 'Transbank’s online card acquiring.' },
    },
  ],
  festivals: [
    {
      name: { zh: '国庆节（Fiestas Patrias）', en: 'Fiestas Patrias' },
      when: { zh: '9 月 18—19 日', en: '18–19 September' },
      text: {
        zh: '全国最隆重的节日，常连休一周。',
        en: 'The biggest national holiday, often stretching into a week.',
      },
    },
    {
      name: { zh: 'CyberDay 电商节', en: 'CyberDay' },
      when: { zh: '每年约 6 月', en: 'Around June each year' },
      text: {
        zh: '智利商会组织的全国电商促销。',
        en: 'National online sale organised by the Santiago Chamber of Commerce.',
      },
    },
    {
      name: { zh: '圣诞与新年', en: 'Christmas and New Year' },
      when: { zh: '12 月至 1 月', en: 'December–January' },
      text: {
        zh: '南半球夏季，年末消费与假期叠加。',
        en: 'Southern summer: year-end spending meets holidays.',
      },
    },
  ],
  customs: [
    {
      title: { zh: '正式礼仪', en: 'Formality' },
      text: {
        zh: '初次见面握手，使用 Señor/Señora 加姓氏。',
        en: 'Shake hands on meeting and use Señor/Señora with surnames.',
      },
    },
    {
      title: { zh: '守时', en: 'Punctuality' },
      text: {
        zh: '商务会议较为守时，建议提前确认。',
        en: 'Business meetings are fairly punctual; confirm ahead.',
      },
    },
    {
      title: { zh: '关系建立', en: 'Building relationships' },
      text: {
        zh: '重视长期合作关系，午餐通常在下午 1—3 点。',
        en: 'Long-term relationships matter; lunch is usually between 1 and 3 pm.',
      },
    },
    {
      title: { zh: '西语本地化', en: 'Spanish localisation' },
      text: {
        zh: '资料应使用西班牙语，注意智利用语习惯。',
        en: 'Materials should be in Spanish, with Chilean usage.',
      },
    },
  ],
  news: [
    {
      date: '2006-10-01',
      title: { zh: '中智自贸协定生效', en: 'China–Chile FTA takes effect' },
      summary: {
        zh: '中国与智利自由贸易协定于 2006 年 10 月 1 日生效，是中国与拉美国家的首个自贸协定。',
        en: 'The China–Chile FTA took effect on 1 October 2006, China’s first with a Latin American country.',
      },
    },
    {
      date: '2019-03-01',
      title: { zh: '中智自贸协定升级版生效', en: 'Upgraded China–Chile FTA in force' },
      summary: {
        zh: '升级议定书于 2019 年 3 月 1 日生效，双方 98% 的税目最终实现零关税。',
        en: 'The upgrade protocol took effect on 1 March 2019; eventually 98% of tariff lines go duty-free.',
      },
    },
    {
      date: '2023-04-20',
      title: { zh: '智利公布国家锂战略', en: 'Chile announces its National Lithium Strategy' },
      summary: {
        zh: '智利政府宣布国家锂战略，由国家主导与私营企业合作开发锂资源。',
        en: 'The government announced a National Lithium Strategy, with the state partnering private firms to develop lithium.',
      },
    },
  ],
  services: marketServices('智利', 'Chile', [
    {
      title: { zh: '生鲜进口与冷链', en: 'Fresh imports and cold chain' },
      text: {
        zh: '车厘子、三文鱼等生鲜产品的采购、检验检疫与冷链直达。',
        en: 'Sourcing, inspection and direct cold chain for cherries, salmon and other fresh produce.',
      },
    },
  ]),
}
