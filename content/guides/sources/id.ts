import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const id: GuideSource = {
  id: 'id',
  tagline: {
    zh: '东南亚最大经济体，2.7 亿人口的数字消费市场',
    en: 'Southeast Asia’s largest economy and a digital market of 270 million people',
  },
  introduction: [
    {
      zh: '印度尼西亚是世界最大的群岛国家，由 1.7 万多个岛屿组成，人口居世界第四。煤炭、棕榈油、镍资源储量丰富，政府推动“下游化”战略，在镍冶炼与电池产业链吸引了大量中国投资。',
      en: 'Indonesia is the world’s largest archipelago, with more than 17,000 islands and the fourth-largest population. Rich in coal, palm oil and nickel, it pursues “downstreaming”, drawing large Chinese investment into nickel smelting and the battery supply chain.',
    },
    {
      zh: '印尼数字经济规模居东南亚首位，Shopee、Tokopedia 与 TikTok Shop 竞争激烈。绝大多数人口为穆斯林，食品、化妆品等消费品的清真认证已分阶段强制实施。',
      en: 'Its digital economy is the biggest in Southeast Asia, with Shopee, Tokopedia and TikTok Shop in fierce competition. Most people are Muslim, and halal certification of food, cosmetics and other consumer goods is being made mandatory in phases.',
    },
  ],
  facts: {
    capital: {
      zh: '雅加达（新首都努山塔拉建设中）',
      en: 'Jakarta (new capital Nusantara under construction)',
    },
    currency: { code: 'IDR', name: { zh: '印度尼西亚盾', en: 'Indonesian rupiah' } },
    languages: { zh: '印度尼西亚语', en: 'Indonesian' },
    areaKm2: 1_904_569,
    population: { value: 277_500_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 1371.2, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+7 – UTC+9',
    callingCode: '+62',
  },
  tradeYear: 2023,
  exports: [
    { zh: '煤炭', en: 'Coal' },
    { zh: '棕榈油及制品', en: 'Palm oil and products' },
    { zh: '钢铁（镍铁、不锈钢）', en: 'Iron and steel (ferronickel, stainless steel)' },
    { zh: '天然气', en: 'Natural gas' },
    { zh: '汽车及零部件', en: 'Motor vehicles and parts' },
    { zh: '鞋类与服装', en: 'Footwear and apparel' },
    { zh: '橡胶及制品', en: 'Rubber and products' },
  ],
  imports: [
    { zh: '机械设备', en: 'Machinery' },
    { zh: '电气设备', en: 'Electrical equipment' },
    { zh: '石油与成品油', en: 'Oil and fuels' },
    { zh: '钢铁', en: 'Iron and steel' },
    { zh: '塑料及制品', en: 'Plastics and products' },
    { zh: '车辆及零部件', en: 'Vehicles and parts' },
  ],
  industries: [
    {
      theme: 'mining',
      title: { zh: '镍与新能源材料', en: 'Nickel and battery materials' },
      text: {
        zh: '全球最大的镍生产国，苏拉威西、马鲁古等地形成镍冶炼产业园。',
        en: 'The world’s largest nickel producer, with smelting parks in Sulawesi and Maluku.',
      },
    },
    {
      theme: 'agriculture',
      title: { zh: '棕榈油', en: 'Palm oil' },
      text: {
        zh: '全球最大的棕榈油生产与出口国。',
        en: 'The world’s largest palm oil producer and exporter.',
      },
    },
    {
      theme: 'digital',
      title: { zh: '数字经济', en: 'Digital economy' },
      text: {
        zh: '电商、网约车与数字支付高速发展，年轻人口红利明显。',
        en: 'E-commerce, ride-hailing and digital payments are booming on a young population.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '丹戎不碌港（雅加达）', en: 'Tanjung Priok (Jakarta)' },
      kind: 'sea',
      description: {
        zh: '印尼最大港口，承担全国过半集装箱吞吐量。',
        en: 'Indonesia’s largest port, handling over half of its containers.',
      },
      position: { lat: -6.1, lon: 106.88 },
    },
    {
      title: { zh: '丹戎佩拉港（泗水）', en: 'Tanjung Perak (Surabaya)' },
      kind: 'sea',
      description: {
        zh: '东爪哇门户，服务印尼东部岛屿。',
        en: 'East Java’s gateway and the hub for eastern Indonesia.',
      },
      position: { lat: -7.2, lon: 112.73 },
    },
    {
      title: { zh: '勿拉湾港（棉兰）', en: 'Belawan (Medan)' },
      kind: 'sea',
      description: {
        zh: '苏门答腊最大港口，棕榈油与橡胶出口。',
        en: 'Sumatra’s largest port, exporting palm oil and rubber.',
      },
      position: { lat: 3.79, lon: 98.69 },
    },
    {
      title: { zh: '望加锡港', en: 'Makassar Port' },
      kind: 'sea',
      description: {
        zh: '苏拉威西门户，连接镍产业园区。',
        en: 'Sulawesi’s gateway, linked to the nickel industrial parks.',
      },
      position: { lat: -5.12, lon: 119.41 },
    },
  ],
  platforms: [
    {
      name: 'Shopee',
      kind: 'ecommerce',
      url: 'https://shopee.co.id',
      text: { zh: '印尼订单量领先的电商平台。', en: 'The leading marketplace by orders.' },
    },
    {
      name: 'Tokopedia',
      kind: 'ecommerce',
      url: 'https://www.tokopedia.com',
      text: {
        zh: '本土电商龙头，2024 年与 TikTok Shop 业务合并。',
        en: 'The home-grown leader, combined with TikTok Shop’s Indonesian business in 2024.',
      },
    },
    {
      name: 'Lazada',
      kind: 'ecommerce',
      url: 'https://www.lazada.co.id',
      text: { zh: 'LazMall 品牌旗舰店。', en: 'LazMall official brand stores.' },
    },
    {
      name: 'Blibli',
      kind: 'ecommerce',
      url: 'https://www.blibli.com',
      text: {
        zh: '以正品与电子产品见长的本土平台。',
        en: 'Local marketplace known for authentic goods and electronics.',
      },
    },
    {
      name: 'GoPay',
      kind: 'payment',
      url: 'https://gopay.co.id',
      text: {
        zh: 'GoTo 集团旗下电子钱包，DANA、OVO 亦普及。',
        en: 'GoTo’s e-wallet; DANA and OVO are also widely used.',
      },
    },
  ],
  festivals: [
    {
      name: { zh: '开斋节（Lebaran）', en: 'Eid al-Fitr (Lebaran)' },
      when: { zh: '伊斯兰历十月一日', en: '1 Shawwal' },
      text: {
        zh: '全年最重要节日，斋月及返乡潮（mudik）期间消费与物流高峰，需提前备货。',
        en: 'The year’s biggest holiday; Ramadan and the mudik homecoming bring peak spending and logistics, so stock early.',
      },
    },
    {
      name: { zh: '独立日', en: 'Independence Day' },
      when: { zh: '8 月 17 日', en: '17 August' },
      text: {
        zh: '纪念 1945 年独立，全国庆祝与促销。',
        en: 'Marks independence in 1945 with nationwide celebrations and sales.',
      },
    },
    {
      name: { zh: '全国网购日 Harbolnas', en: 'Harbolnas online shopping day' },
      when: { zh: '12 月 12 日', en: '12 December' },
      text: {
        zh: '印尼本土电商节，与双 11 共同构成年末大促。',
        en: 'Indonesia’s own online shopping day, part of the year-end sales with 11.11.',
      },
    },
    {
      name: { zh: '农历新年（Imlek）', en: 'Chinese New Year (Imlek)' },
      when: { zh: '农历正月初一', en: 'First day of the lunar year' },
      text: { zh: '全国公共假日。', en: 'A national public holiday.' },
    },
  ],
  customs: [
    {
      title: { zh: '称呼', en: 'Forms of address' },
      text: {
        zh: '以 Bapak（先生）或 Ibu（女士）加名字称呼对方。',
        en: 'Address people as Bapak (Mr) or Ibu (Mrs/Ms) with their name.',
      },
    },
    {
      title: { zh: '右手与指向', en: 'Right hand and pointing' },
      text: {
        zh: '用右手递接物品；用拇指而非食指指示方向。',
        en: 'Pass things with the right hand and point with the thumb, not the index finger.',
      },
    },
    {
      title: { zh: '协商一致', en: 'Consensus' },
      text: {
        zh: '决策注重协商（musyawarah），避免当众施压。',
        en: 'Decisions come by consultation (musyawarah); avoid pressing in public.',
      },
    },
    {
      title: { zh: '斋月安排', en: 'Ramadan planning' },
      text: {
        zh: '斋月期间白天不宜安排商务午餐，工作节奏放缓。',
        en: 'Avoid business lunches during Ramadan days; the pace of work slows.',
      },
    },
  ],
  news: [
    {
      date: '2023-01-02',
      title: { zh: 'RCEP 对印尼生效', en: 'RCEP takes effect for Indonesia' },
      summary: {
        zh: '印度尼西亚于 2023 年 1 月 2 日正式实施 RCEP。',
        en: 'Indonesia began applying RCEP on 2 January 2023.',
      },
    },
    {
      date: '2023-10-04',
      title: { zh: '印尼禁止社交媒体直接交易', en: 'Indonesia bars checkout inside social media' },
      summary: {
        zh: '根据贸易部 2023 年第 31 号条例，社交媒体不得直接完成交易，TikTok Shop 于 10 月 4 日暂停印尼业务，后通过与 Tokopedia 合作恢复。',
        en: 'Under Trade Ministry Regulation 31/2023, social media may not host transactions; TikTok Shop paused in Indonesia on 4 October 2023 and returned through Tokopedia.',
      },
    },
    {
      date: '2024-10-17',
      title: { zh: '食品饮料清真认证强制实施', en: 'Mandatory halal certification for food and drinks' },
      summary: {
        zh: '自 2024 年 10 月 17 日起，在印尼销售的食品、饮料等产品须取得清真认证（BPJPH），其他品类分阶段实施。',
        en: 'From 17 October 2024, food, drinks and related products sold in Indonesia need BPJPH halal certification, with other categories to follow.',
      },
    },
  ],
  services: marketServices('印度尼西亚', 'Indonesia', [
    {
      title: { zh: 'BPJPH 清真认证与 SNI 认证', en: 'BPJPH halal and SNI certification' },
      text: {
        zh: '协助办理清真认证与印尼国家标准（SNI）强制认证。',
        en: 'Help with halal certification and mandatory Indonesian National Standard (SNI) certification.',
      },
    },
  ]),
}
