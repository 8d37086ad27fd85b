import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const sa: GuideSource = {
  id: 'sa',
  tagline: {
    zh: '“2030 愿景”驱动的海湾最大市场',
    en: 'The Gulf’s largest market, transformed by Vision 2030',
  },
  introduction: [
    {
      zh: '沙特阿拉伯是阿拉伯世界最大的经济体和全球最大的原油出口国之一，也是 G20 成员。“2030 愿景”推动经济多元化，在制造业、物流、旅游、娱乐与数字经济领域释放大量机会。',
      en: 'Saudi Arabia is the largest economy in the Arab world, one of the largest crude exporters and a G20 member. Vision 2030 is diversifying the economy, opening opportunities in manufacturing, logistics, tourism, entertainment and the digital economy.',
    },
    {
      zh: '沙特人口年轻、互联网普及率高，电商以 noon、Amazon.sa 和基于 Salla 等建站工具的品牌独立站为主。自 2024 年起，政府项目合同优先授予在沙特设立地区总部的企业。',
      en: 'Its population is young and almost fully online; e-commerce runs on noon, Amazon.sa and brand stores built on tools such as Salla. Since 2024 government contracts go to companies with regional headquarters in the Kingdom.',
    },
  ],
  facts: {
    capital: { zh: '利雅得', en: 'Riyadh' },
    currency: { code: 'SAR', name: { zh: '沙特里亚尔', en: 'Saudi riyal' } },
    languages: { zh: '阿拉伯语', en: 'Arabic' },
    areaKm2: 2_150_000,
    population: { value: 32_200_000, year: 2022, source: 'GASTAT Census' },
    gdpUsdBn: { value: 1067.6, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+3',
    callingCode: '+966',
  },
  tradeYear: 2023,
  exports: [
    { zh: '原油', en: 'Crude oil' },
    { zh: '成品油', en: 'Refined petroleum' },
    { zh: '乙烯聚合物等塑料', en: 'Ethylene polymers and other plastics' },
    { zh: '有机化学品', en: 'Organic chemicals' },
    { zh: '化肥', en: 'Fertilisers' },
    { zh: '铝及制品', en: 'Aluminium and products' },
  ],
  imports: [
    { zh: '汽车及零部件', en: 'Cars and parts' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '手机与电气设备', en: 'Phones and electrical equipment' },
    { zh: '药品', en: 'Medicines' },
    { zh: '钢铁及制品', en: 'Iron, steel and products' },
    { zh: '大米、肉类等食品', en: 'Rice, meat and other food' },
  ],
  industries: [
    {
      theme: 'energy',
      title: { zh: '油气', en: 'Oil and gas' },
      text: {
        zh: '沙特阿美是全球最大的石油公司之一。',
        en: 'Saudi Aramco is one of the world’s largest oil companies.',
      },
    },
    {
      theme: 'chemicals',
      title: { zh: '石化', en: 'Petrochemicals' },
      text: {
        zh: '朱拜勒与延布工业城聚集大型石化综合体。',
        en: 'Jubail and Yanbu industrial cities host huge petrochemical complexes.',
      },
    },
    {
      theme: 'tourism',
      title: { zh: '旅游与娱乐', en: 'Tourism and entertainment' },
      text: {
        zh: '开放旅游签证，红海、欧拉等新目的地与“利雅得季”吸引游客。',
        en: 'Tourist visas, new destinations such as the Red Sea and AlUla, and Riyadh Season draw visitors.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '吉达伊斯兰港', en: 'Jeddah Islamic Port' },
      kind: 'sea',
      description: {
        zh: '红海最大港口，沙特进口货物的主要门户。',
        en: 'The largest Red Sea port and the Kingdom’s main import gateway.',
      },
      position: { lat: 21.47, lon: 39.17 },
    },
    {
      title: { zh: '达曼阿卜杜勒阿齐兹国王港', en: 'King Abdulaziz Port, Dammam' },
      kind: 'sea',
      description: {
        zh: '波斯湾沿岸主港，服务东部工业区与利雅得。',
        en: 'Main Gulf-coast port serving the Eastern Province and Riyadh.',
      },
      position: { lat: 26.5, lon: 50.2 },
    },
    {
      title: { zh: '阿卜杜拉国王港', en: 'King Abdullah Port' },
      kind: 'sea',
      description: {
        zh: '阿卜杜拉国王经济城的私营港口。',
        en: 'Privately run port at King Abdullah Economic City.',
      },
      position: { lat: 22.52, lon: 39.09 },
    },
    {
      title: { zh: '朱拜勒商业港', en: 'Jubail Commercial Port' },
      kind: 'sea',
      description: {
        zh: '服务朱拜勒工业城的石化与工业货物。',
        en: 'Serves petrochemical and industrial cargo of Jubail Industrial City.',
      },
      position: { lat: 27.02, lon: 49.66 },
    },
  ],
  platforms: [
    {
      name: 'noon',
      kind: 'ecommerce',
      url: 'https://www.noon.com',
      text: { zh: '沙特本土主导的综合电商平台。', en: 'The leading home-grown marketplace.' },
    },
    {
      name: 'Amazon.sa',
      kind: 'ecommerce',
      url: 'https://www.amazon.sa',
      text: { zh: '亚马逊沙特站。', en: 'Amazon’s Saudi store.' },
    },
    {
      name: 'Salla',
      kind: 'ecommerce',
      url: 'https://salla.sa',
      text: { zh: '本土建站平台，品牌独立站首选。', en: 'Local store builder, a favourite for brand sites.' },
    },
    {
      name: 'Tamara',
      kind: 'payment',
      url: 'https://tamara.co',
      text: {
        zh: '沙特先买后付服务，mada 借记卡与 Apple Pay 也很普及。',
        en: 'Saudi buy-now-pay-later; mada debit cards and Apple Pay are also common.',
      },
    },
  ],
  festivals: [
    {
      name: { zh: '斋月与开斋节', en: 'Ramadan and Eid al-Fitr' },
      when: { zh: '伊斯兰历九月至十月初', en: 'Ramadan to 1 Shawwal' },
      text: {
        zh: '全年最大的消费季，斋月夜间购物活跃。',
        en: 'The biggest spending season, with lively late-night shopping in Ramadan.',
      },
    },
    {
      name: { zh: '朝觐与宰牲节', en: 'Hajj and Eid al-Adha' },
      when: { zh: '伊斯兰历十二月', en: 'Dhu al-Hijjah' },
      text: {
        zh: '数百万朝觐者到访麦加，物流与签证安排需提前规划。',
        en: 'Millions of pilgrims visit Makkah; plan logistics and visas early.',
      },
    },
    {
      name: { zh: '建国日', en: 'Founding Day' },
      when: { zh: '2 月 22 日', en: '22 February' },
      text: {
        zh: '2022 年起设立，纪念 1727 年第一沙特国建立。',
        en: 'Since 2022, marks the founding of the first Saudi state in 1727.',
      },
    },
    {
      name: { zh: '国庆日', en: 'Saudi National Day' },
      when: { zh: '9 月 23 日', en: '23 September' },
      text: {
        zh: '纪念 1932 年王国统一，促销活动集中。',
        en: 'Marks the Kingdom’s unification in 1932, with many promotions.',
      },
    },
  ],
  customs: [
    {
      title: { zh: '工作周与礼拜', en: 'Working week and prayer' },
      text: {
        zh: '周末为周五、周六；每日五次礼拜期间商店与会议可能暂停。',
        en: 'The weekend is Friday and Saturday; shops and meetings may pause at the five daily prayers.',
      },
    },
    {
      title: { zh: '款待', en: 'Hospitality' },
      text: {
        zh: '接受主人奉上的阿拉伯咖啡（gahwa）与椰枣，轻摇杯子表示不再续杯。',
        en: 'Accept Arabic coffee (gahwa) and dates; gently shake the cup when you want no more.',
      },
    },
    {
      title: { zh: '着装与性别礼仪', en: 'Dress and gender etiquette' },
      text: {
        zh: '着装保守；与异性打招呼时等对方先示意握手。',
        en: 'Dress conservatively and wait for a person of the other gender to offer a handshake.',
      },
    },
    {
      title: { zh: '关系与耐心', en: 'Relationships and patience' },
      text: {
        zh: '面对面交流与长期信任十分重要，决策层级较高、周期较长。',
        en: 'Face-to-face meetings and long-term trust matter; decisions are made high up and take time.',
      },
    },
  ],
  news: [
    {
      date: '2020-07-01',
      title: { zh: '沙特增值税率上调至 15%', en: 'Saudi VAT rises to 15%' },
      summary: {
        zh: '自 2020 年 7 月 1 日起，增值税标准税率由 5% 提高至 15%。',
        en: 'The standard VAT rate rose from 5% to 15% on 1 July 2020.',
      },
    },
    {
      date: '2022-02-22',
      title: { zh: '首个建国日', en: 'First Founding Day' },
      summary: {
        zh: '2022 年 2 月 22 日，沙特首次庆祝建国日公共假期。',
        en: 'Saudi Arabia celebrated its first Founding Day holiday on 22 February 2022.',
      },
    },
    {
      date: '2024-01-01',
      title: { zh: '地区总部政策施行', en: 'Regional headquarters rule takes effect' },
      summary: {
        zh: '自 2024 年 1 月 1 日起，政府机构原则上仅与在沙特设立地区总部的外国企业签订合同。',
        en: 'From 1 January 2024, government bodies in principle contract only with foreign firms that have a regional headquarters in the Kingdom.',
      },
    },
  ],
  services: marketServices('沙特', 'Saudi Arabia', [
    {
      title: { zh: 'SABER 与 SFDA 合规', en: 'SABER and SFDA compliance' },
      text: {
        zh: '办理 SABER 平台产品符合性证书与沙特食品药品管理局注册。',
        en: 'SABER product conformity certificates and Saudi Food and Drug Authority registration.',
      },
    },
  ]),
}
