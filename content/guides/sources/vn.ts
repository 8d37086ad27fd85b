import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const vn: GuideSource = {
  id: 'vn',
  tagline: {
    zh: '东盟制造新引擎，RCEP 与 EVFTA 双重红利',
    en: 'ASEAN’s new manufacturing engine, with RCEP and EVFTA access',
  },
  introduction: [
    {
      zh: '越南位于中南半岛东部，北与中国广西、云南接壤，海岸线长约 3,260 公里，是中国在东盟的最大贸易伙伴。人口年轻、劳动力充足，电子、纺织服装与家具产业已深度融入全球供应链。',
      en: 'Vietnam lies on the eastern edge of the Indochina peninsula, bordering China’s Guangxi and Yunnan, with some 3,260 km of coastline. It is China’s largest trading partner in ASEAN; its young workforce has woven electronics, apparel and furniture into global supply chains.',
    },
    {
      zh: '越南同时是 RCEP、CPTPP 与越南—欧盟自贸协定（EVFTA）成员，电商市场以 Shopee、TikTok Shop、Lazada 为主，胡志明市与河内两大都市圈贡献了大部分线上消费。',
      en: 'Vietnam belongs to RCEP, the CPTPP and the EU–Vietnam Free Trade Agreement (EVFTA). Online retail is led by Shopee, TikTok Shop and Lazada, with most spending in the Ho Chi Minh City and Hanoi metropolitan areas.',
    },
  ],
  facts: {
    capital: { zh: '河内', en: 'Hanoi' },
    currency: { code: 'VND', name: { zh: '越南盾', en: 'Vietnamese đồng' } },
    languages: { zh: '越南语', en: 'Vietnamese' },
    areaKm2: 331_212,
    population: { value: 100_300_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 429.7, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+7',
    callingCode: '+84',
  },
  tradeYear: 2023,
  exports: [
    { zh: '手机及零部件', en: 'Mobile phones and parts' },
    { zh: '电脑、电子产品及零部件', en: 'Computers, electronics and components' },
    { zh: '机械设备及零件', en: 'Machinery, equipment and parts' },
    { zh: '纺织服装', en: 'Textiles and garments' },
    { zh: '鞋类', en: 'Footwear' },
    { zh: '木材及木制品（家具）', en: 'Wood and wood products (furniture)' },
    { zh: '水产品、咖啡、大米', en: 'Seafood, coffee and rice' },
  ],
  imports: [
    { zh: '电脑、电子产品及零部件', en: 'Computers, electronics and components' },
    { zh: '机械设备及零件', en: 'Machinery, equipment and parts' },
    { zh: '手机及零部件', en: 'Mobile phones and parts' },
    { zh: '纺织面料', en: 'Textile fabrics' },
    { zh: '塑料原料', en: 'Plastics in primary forms' },
    { zh: '钢铁', en: 'Iron and steel' },
    { zh: '石油产品', en: 'Petroleum products' },
  ],
  industries: [
    {
      theme: 'electronics',
      title: { zh: '电子制造', en: 'Electronics manufacturing' },
      text: {
        zh: '北宁、太原等省聚集了大型手机与电子组装基地，是越南第一大出口产业。',
        en: 'Bắc Ninh and Thái Nguyên host large phone and electronics assembly bases: the country’s biggest export industry.',
      },
    },
    {
      theme: 'textiles',
      title: { zh: '纺织服装与鞋业', en: 'Apparel and footwear' },
      text: {
        zh: '纺织服装与鞋类出口长期位居世界前列，EVFTA 下对欧关税逐步降为零。',
        en: 'Long among the world’s leading exporters of garments and shoes, with EU tariffs phasing to zero under the EVFTA.',
      },
    },
    {
      theme: 'agriculture',
      title: { zh: '农林水产', en: 'Agriculture and seafood' },
      text: {
        zh: '越南是全球主要的咖啡、大米、腰果和虾类出口国，湄公河三角洲是农业核心区。',
        en: 'A major world exporter of coffee, rice, cashews and shrimp; the Mekong Delta is the farming heartland.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '海防港', en: 'Hai Phong Port' },
      kind: 'sea',
      description: {
        zh: '北部最大港口群，含拉县深水港，服务河内及北部工业区，距中越边境约 200 公里。',
        en: 'The north’s largest port cluster, including the Lach Huyen deep-water terminal, serving Hanoi and northern industrial zones.',
      },
      position: { lat: 20.86, lon: 106.68 },
    },
    {
      title: { zh: '盖梅—施威港', en: 'Cai Mep–Thi Vai Port' },
      kind: 'sea',
      description: {
        zh: '南部深水港区，可停靠超大型集装箱船，直航欧美干线。',
        en: 'Southern deep-water cluster that takes ultra-large container ships on direct Europe and US services.',
      },
      position: { lat: 10.52, lon: 107.03 },
    },
    {
      title: { zh: '胡志明市吉莱港', en: 'Cat Lai Port, Ho Chi Minh City' },
      kind: 'sea',
      description: {
        zh: '越南吞吐量最大的集装箱码头，主要服务亚洲区域航线。',
        en: 'Vietnam’s busiest container terminal, mainly on intra-Asia routes.',
      },
      position: { lat: 10.76, lon: 106.79 },
    },
    {
      title: { zh: '岘港港', en: 'Da Nang Port' },
      kind: 'sea',
      description: {
        zh: '中部门户，连接东西经济走廊通往老挝和泰国。',
        en: 'Central gateway at the end of the East–West Economic Corridor to Laos and Thailand.',
      },
      position: { lat: 16.12, lon: 108.21 },
    },
  ],
  platforms: [
    {
      name: 'Shopee',
      kind: 'ecommerce',
      url: 'https://shopee.vn',
      text: { zh: '越南访问量最大的综合电商平台。', en: 'Vietnam’s most visited marketplace.' },
    },
    {
      name: 'TikTok Shop',
      kind: 'social',
      url: 'https://shop.tiktok.com',
      text: {
        zh: '短视频与直播带货增长最快的渠道。',
        en: 'The fastest-growing channel, driven by short video and live selling.',
      },
    },
    {
      name: 'Lazada',
      kind: 'ecommerce',
      url: 'https://www.lazada.vn',
      text: {
        zh: '阿里巴巴旗下东南亚电商，设 LazMall 品牌官方店。',
        en: 'Alibaba’s Southeast Asian marketplace, with LazMall for official brand stores.',
      },
    },
    {
      name: 'Tiki',
      kind: 'ecommerce',
      url: 'https://tiki.vn',
      text: {
        zh: '越南本土电商，以正品和快速配送见长。',
        en: 'Home-grown marketplace known for authentic goods and fast delivery.',
      },
    },
    {
      name: 'MoMo',
      kind: 'payment',
      url: 'https://momo.vn',
      text: { zh: '用户量最大的电子钱包。', en: 'The most widely used e-wallet.' },
    },
    {
      name: 'Zalo',
      kind: 'social',
      url: 'https://zalo.me',
      text: {
        zh: '国民级即时通讯工具，商务沟通常用。',
        en: 'The national messaging app, standard for business contact.',
      },
    },
  ],
  festivals: [
    {
      name: { zh: '春节（Tết）', en: 'Lunar New Year (Tết)' },
      when: { zh: '农历正月初一前后（公历 1–2 月）', en: 'Around the first day of the lunar year (Jan–Feb)' },
      text: {
        zh: '全年最重要的节日，通常放假 7–9 天，节前一个月是消费高峰，物流与工厂会提前停工。',
        en: 'The biggest holiday, usually 7–9 days off; the month before is peak shopping season and factories and carriers stop early.',
      },
    },
    {
      name: { zh: '南方解放日与劳动节', en: 'Reunification Day and Labour Day' },
      when: { zh: '4 月 30 日—5 月 1 日', en: '30 April – 1 May' },
      text: {
        zh: '连休假期，出行与促销旺季。',
        en: 'Back-to-back holidays and a travel and promotion season.',
      },
    },
    {
      name: { zh: '国庆节', en: 'National Day' },
      when: { zh: '9 月 2 日', en: '2 September' },
      text: {
        zh: '纪念 1945 年越南民主共和国成立。',
        en: 'Marks the founding of the Democratic Republic of Vietnam in 1945.',
      },
    },
    {
      name: { zh: '中秋节', en: 'Mid-Autumn Festival' },
      when: { zh: '农历八月十五', en: '15th day of the 8th lunar month' },
      text: {
        zh: '月饼与儿童灯笼节，礼品市场活跃。',
        en: 'Mooncakes and children’s lantern parades; a strong gifting season.',
      },
    },
  ],
  customs: [
    {
      title: { zh: '问候与称呼', en: 'Greetings and titles' },
      text: {
        zh: '握手并微微点头，先问候年长者；称呼对方时在名字前加尊称（如 Anh、Chị、Ông、Bà）。',
        en: 'Shake hands with a slight nod and greet the eldest first; address people by given name with an honorific (Anh, Chị, Ông, Bà).',
      },
    },
    {
      title: { zh: '名片与会面', en: 'Cards and meetings' },
      text: {
        zh: '双手递接名片；首次会面以建立关系为主，决策通常需要多轮沟通。',
        en: 'Offer and receive cards with both hands; first meetings build the relationship, and decisions take several rounds.',
      },
    },
    {
      title: { zh: '面子文化', en: 'Saving face' },
      text: {
        zh: '避免当众批评或直接拒绝，分歧宜私下委婉沟通。',
        en: 'Avoid public criticism or a blunt “no”; raise disagreements privately and tactfully.',
      },
    },
    {
      title: { zh: '宴请与礼物', en: 'Dining and gifts' },
      text: {
        zh: '等年长者先动筷；礼物宜成对或包装精美，避免送手帕、刀具等寓意不佳的物品。',
        en: 'Let the eldest start eating; gifts in pairs or nicely wrapped are welcome, but avoid handkerchiefs and knives.',
      },
    },
  ],
  news: [
    {
      date: '2020-08-01',
      title: { zh: '越南—欧盟自由贸易协定生效', en: 'EU–Vietnam Free Trade Agreement enters into force' },
      summary: {
        zh: 'EVFTA 于 2020 年 8 月 1 日生效，双方绝大部分商品关税将在约十年内逐步取消。',
        en: 'The EVFTA took effect on 1 August 2020, phasing out duties on almost all goods traded between the two sides over about ten years.',
      },
    },
    {
      date: '2022-01-01',
      title: { zh: 'RCEP 对越南生效', en: 'RCEP takes effect for Vietnam' },
      summary: {
        zh: '《区域全面经济伙伴关系协定》于 2022 年 1 月 1 日对包括越南、中国在内的首批 10 国生效，原产地累积规则利好区域供应链。',
        en: 'The Regional Comprehensive Economic Partnership entered into force on 1 January 2022 for the first ten members, Vietnam and China among them; its cumulative rules of origin favour regional supply chains.',
      },
    },
    {
      date: '2024-07-01',
      title: {
        zh: '越南新版《电子交易法》施行',
        en: 'Vietnam’s new Law on Electronic Transactions takes effect',
      },
      summary: {
        zh: '2023 年通过的《电子交易法》自 2024 年 7 月 1 日起施行，进一步明确电子合同、电子签名与数据电文的法律效力。',
        en: 'The Law on Electronic Transactions passed in 2023 took effect on 1 July 2024, clarifying the legal force of e-contracts, e-signatures and data messages.',
      },
    },
  ],
  services: marketServices('越南', 'Vietnam', [
    {
      title: { zh: '原产地证与关税筹划', en: 'Certificates of origin and duty planning' },
      text: {
        zh: '协助申领 RCEP 与中国—东盟自贸区（Form E）原产地证书，测算最优关税路径。',
        en: 'RCEP and ACFTA (Form E) certificates of origin and the lowest-duty route for each product.',
      },
    },
  ]),
}
