import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const nz: GuideSource = {
  id: 'nz',
  tagline: {
    zh: '天然乳品与优质农产品之国，与中国最早签署自贸协定的发达国家',
    en: 'Home of natural dairy and premium food, the first developed country to sign an FTA with China',
  },
  introduction: [
    {
      zh: '新西兰位于南太平洋，由南北两大岛及众多小岛组成。乳制品、肉类、木材、猕猴桃与葡萄酒是主要出口商品，中国是其最大贸易伙伴。2008 年中新自贸协定生效，新西兰成为首个与中国签署自贸协定的发达国家。',
      en: 'New Zealand lies in the South Pacific on two main islands and many smaller ones. Dairy, meat, timber, kiwifruit and wine lead its exports, and China is its largest trading partner. The 2008 China–New Zealand FTA made it the first developed country to sign one with China.',
    },
    {
      zh: '新西兰市场规模小但购买力强，消费者重视环保与可持续；生物安全检疫严格，进口食品、木制品等须符合初级产业部（MPI）要求。',
      en: 'The market is small but affluent, and shoppers care about sustainability. Biosecurity is strict: food, wood and other goods must meet Ministry for Primary Industries (MPI) import rules.',
    },
  ],
  facts: {
    capital: { zh: '惠灵顿', en: 'Wellington' },
    currency: { code: 'NZD', name: { zh: '新西兰元', en: 'New Zealand dollar' } },
    languages: { zh: '英语、毛利语、新西兰手语', en: 'English, Māori, New Zealand Sign Language' },
    areaKm2: 268_021,
    population: { value: 5_220_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 252.2, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+12 (UTC+13 in summer)',
    callingCode: '+64',
  },
  tradeYear: 2023,
  exports: [
    { zh: '奶粉、黄油与奶酪', en: 'Milk powder, butter and cheese' },
    { zh: '牛羊肉', en: 'Beef and lamb' },
    { zh: '原木与木材', en: 'Logs and timber' },
    { zh: '猕猴桃等水果', en: 'Kiwifruit and other fruit' },
    { zh: '葡萄酒', en: 'Wine' },
    { zh: '水产品', en: 'Seafood' },
  ],
  imports: [
    { zh: '汽车', en: 'Cars' },
    { zh: '石油产品', en: 'Petroleum products' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '电子产品', en: 'Electronics' },
    { zh: '塑料制品', en: 'Plastic products' },
    { zh: '服装与纺织品', en: 'Clothing and textiles' },
  ],
  industries: [
    {
      theme: 'food',
      title: { zh: '乳制品', en: 'Dairy' },
      text: {
        zh: '全球最大的乳制品出口国之一，草饲奶源品质突出。',
        en: 'One of the largest dairy exporters, known for grass-fed milk.',
      },
    },
    {
      theme: 'agriculture',
      title: { zh: '园艺与畜牧', en: 'Horticulture and livestock' },
      text: { zh: '猕猴桃、苹果、牛羊肉出口全球。', en: 'Kiwifruit, apples, beef and lamb go worldwide.' },
    },
    {
      theme: 'tourism',
      title: { zh: '旅游', en: 'Tourism' },
      text: {
        zh: '壮丽自然风光吸引各国游客。',
        en: 'Spectacular landscapes draw visitors from around the world.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '陶朗加港', en: 'Port of Tauranga' },
      kind: 'sea',
      description: {
        zh: '新西兰最大的出口港，原木与猕猴桃主要出口通道。',
        en: 'New Zealand’s largest export port, main route for logs and kiwifruit.',
      },
      position: { lat: -37.64, lon: 176.18 },
    },
    {
      title: { zh: '奥克兰港', en: 'Port of Auckland' },
      kind: 'sea',
      description: { zh: '最大城市的主要进口港。', en: 'Main import port of the largest city.' },
      position: { lat: -36.84, lon: 174.78 },
    },
    {
      title: { zh: '利特尔顿港', en: 'Lyttelton Port' },
      kind: 'sea',
      description: {
        zh: '南岛最大港口，服务基督城。',
        en: 'The South Island’s largest port, serving Christchurch.',
      },
      position: { lat: -43.61, lon: 172.72 },
    },
  ],
  platforms: [
    {
      name: 'Trade Me',
      kind: 'ecommerce',
      url: 'https://www.trademe.co.nz',
      text: { zh: '新西兰最大的在线交易平台。', en: 'New Zealand’s largest online marketplace.' },
    },
    {
      name: 'The Warehouse',
      kind: 'ecommerce',
      url: 'https://www.thewarehouse.co.nz',
      text: { zh: '大型零售商线上平台。', en: 'Online store of the large retailer.' },
    },
    {
      name: 'Mighty Ape',
      kind: 'ecommerce',
      url: 'https://www.mightyape.co.nz',
      text: { zh: '本土综合电商。', en: 'Local general online retailer.' },
    },
    {
      name: 'Afterpay',
      kind: 'payment',
      url: 'https://www.afterpay.com/en-NZ',
      text: { zh: '流行的先买后付服务。', en: 'Popular buy-now-pay-later service.' },
    },
    {
      name: 'NZ Post',
      kind: 'logistics',
      url: 'https://www.nzpost.co.nz',
      text: { zh: '全国邮政与包裹递送。', en: 'National postal and parcel delivery.' },
    },
  ],
  festivals: [
    {
      name: { zh: '怀唐伊日', en: 'Waitangi Day' },
      when: { zh: '2 月 6 日', en: '6 February' },
      text: {
        zh: '纪念 1840 年《怀唐伊条约》签署的国庆日。',
        en: 'National day marking the Treaty of Waitangi, signed in 1840.',
      },
    },
    {
      name: { zh: '澳新军团日', en: 'Anzac Day' },
      when: { zh: '4 月 25 日', en: '25 April' },
      text: { zh: '纪念军人的公共假日。', en: 'A public holiday honouring service people.' },
    },
    {
      name: { zh: '马塔里基（毛利新年）', en: 'Matariki (Māori New Year)' },
      when: { zh: '6—7 月', en: 'June–July' },
      text: { zh: '2022 年起成为公共假日。', en: 'A public holiday since 2022.' },
    },
    {
      name: { zh: '圣诞与夏季假期', en: 'Christmas and summer holidays' },
      when: { zh: '12 月下旬至 1 月', en: 'Late December to January' },
      text: { zh: '南半球夏季长假，商务节奏放缓。', en: 'The long southern-summer break slows business.' },
    },
  ],
  customs: [
    {
      title: { zh: '平等随和', en: 'Egalitarian and relaxed' },
      text: {
        zh: '交流直接而低调，很快以名字相称。',
        en: 'Communication is direct but modest, and first names come quickly.',
      },
    },
    {
      title: { zh: '守时', en: 'Punctuality' },
      text: {
        zh: '会议准时，回复邮件讲求效率。',
        en: 'Meetings start on time and emails are answered promptly.',
      },
    },
    {
      title: { zh: '毛利文化', en: 'Māori culture' },
      text: {
        zh: '尊重毛利礼仪（如碰鼻礼 hongi），品牌使用毛利元素需谨慎。',
        en: 'Respect Māori protocol such as the hongi, and take care using Māori elements in branding.',
      },
    },
    {
      title: { zh: '生物安全', en: 'Biosecurity' },
      text: {
        zh: '入境携带食品、植物须申报，违规罚款严厉。',
        en: 'Declare food and plant items on arrival; fines are heavy.',
      },
    },
  ],
  news: [
    {
      date: '2008-10-01',
      title: { zh: '中新自贸协定生效', en: 'China–New Zealand FTA takes effect' },
      summary: {
        zh: '协定于 2008 年 4 月签署、10 月 1 日生效，是中国与发达国家签署的首个自贸协定。',
        en: 'Signed in April 2008 and in force from 1 October, it was China’s first FTA with a developed country.',
      },
    },
    {
      date: '2022-04-07',
      title: { zh: '中新自贸协定升级议定书生效', en: 'Upgraded China–New Zealand FTA in force' },
      summary: {
        zh: '升级议定书于 2022 年 4 月 7 日生效，新增电子商务、竞争政策等章节并进一步开放木材、纸制品市场。',
        en: 'The upgrade took effect on 7 April 2022, adding e-commerce and competition chapters and opening wood and paper trade further.',
      },
    },
    {
      date: '2022-06-24',
      title: { zh: '首个马塔里基公共假日', en: 'First Matariki public holiday' },
      summary: {
        zh: '新西兰于 2022 年 6 月 24 日首次以公共假日庆祝毛利新年。',
        en: 'New Zealand first marked the Māori New Year as a public holiday on 24 June 2022.',
      },
    },
  ],
  services: marketServices('新西兰', 'New Zealand', [
    {
      title: { zh: '乳品与食品进口合规', en: 'Dairy and food import compliance' },
      text: {
        zh: '对接新西兰乳品与食品供应商，办理 MPI 出口证书与中国海关注册。',
        en: 'Sourcing from New Zealand dairy and food suppliers with MPI export certificates and China Customs registration.',
      },
    },
  ]),
}
