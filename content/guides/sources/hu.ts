import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const hu: GuideSource = {
  id: 'hu',
  tagline: {
    zh: '中东欧制造与物流枢纽，新能源汽车产业链新高地',
    en: 'A Central European manufacturing and logistics hub, rising in the EV supply chain',
  },
  introduction: [
    {
      zh: '匈牙利位于欧洲中部，是欧盟成员国，地处多条泛欧交通走廊交汇处。2015 年，匈牙利成为第一个与中国签署共建“一带一路”合作文件的欧洲国家。',
      en: 'Hungary, an EU member in the heart of Europe, sits where several pan-European transport corridors meet. In 2015 it became the first European country to sign a Belt and Road cooperation document with China.',
    },
    {
      zh: '汽车是匈牙利的支柱产业，奥迪、梅赛德斯-奔驰、宝马均在此设厂；宁德时代德布勒森电池工厂与比亚迪塞格德乘用车工厂使其成为中国新能源企业进入欧洲的重要基地。',
      en: 'Cars are the backbone of industry, with Audi, Mercedes-Benz and BMW plants; CATL’s battery plant in Debrecen and BYD’s car plant in Szeged make it a key base for Chinese EV companies in Europe.',
    },
  ],
  facts: {
    capital: { zh: '布达佩斯', en: 'Budapest' },
    currency: { code: 'HUF', name: { zh: '匈牙利福林', en: 'Hungarian forint' } },
    languages: { zh: '匈牙利语', en: 'Hungarian' },
    areaKm2: 93_030,
    population: { value: 9_590_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 212.4, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+1',
    callingCode: '+36',
  },
  tradeYear: 2023,
  exports: [
    { zh: '汽车及零部件', en: 'Vehicles and parts' },
    { zh: '电气机械（含动力电池）', en: 'Electrical machinery (incl. batteries)' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '电子产品', en: 'Electronics' },
    { zh: '医药产品', en: 'Pharmaceuticals' },
    { zh: '食品与农产品', en: 'Food and farm products' },
  ],
  imports: [
    { zh: '电气机械与电子产品', en: 'Electrical machinery and electronics' },
    { zh: '机械设备', en: 'Machinery' },
    { zh: '汽车零部件', en: 'Vehicle parts' },
    { zh: '天然气与石油', en: 'Natural gas and oil' },
    { zh: '化工与医药产品', en: 'Chemicals and pharmaceuticals' },
    { zh: '塑料及制品', en: 'Plastics and products' },
  ],
  industries: [
    {
      theme: 'automotive',
      title: { zh: '汽车制造', en: 'Car manufacturing' },
      text: {
        zh: '杰尔、凯奇凯梅特、德布勒森与塞格德形成整车与零部件集群。',
        en: 'Győr, Kecskemét, Debrecen and Szeged form vehicle and parts clusters.',
      },
    },
    {
      theme: 'electronics',
      title: { zh: '电池与电子', en: 'Batteries and electronics' },
      text: {
        zh: '动力电池产能快速扩张，电子代工基础雄厚。',
        en: 'Battery capacity is expanding fast on a strong electronics-manufacturing base.',
      },
    },
    {
      theme: 'logistics',
      title: { zh: '物流枢纽', en: 'Logistics hub' },
      text: {
        zh: '布达佩斯是中欧班列与中欧陆海快线的重要节点。',
        en: 'Budapest is a node for China–Europe trains and the China–Europe Land-Sea Express.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '布达佩斯 BILK 多式联运中心', en: 'BILK intermodal terminal, Budapest' },
      kind: 'rail',
      description: {
        zh: '中欧班列在匈牙利的主要集散站。',
        en: 'The main Hungarian terminal for China–Europe trains.',
      },
      position: { lat: 47.36, lon: 19.1 },
    },
    {
      title: { zh: '扎霍尼口岸', en: 'Záhony' },
      kind: 'rail',
      description: {
        zh: '与乌克兰接壤的宽轨换装站。',
        en: 'Broad-gauge transhipment station on the Ukrainian border.',
      },
      position: { lat: 48.41, lon: 22.18 },
    },
    {
      title: { zh: '布达佩斯李斯特·费伦茨机场', en: 'Budapest Ferenc Liszt Airport' },
      kind: 'air',
      description: {
        zh: '设有空港物流园，中国直航货运航线增长迅速。',
        en: 'Has a cargo city, with fast-growing direct freighter links to China.',
      },
      position: { lat: 47.43, lon: 19.26 },
    },
    {
      title: { zh: '杰尔—格纽港', en: 'Győr-Gönyű Port' },
      kind: 'sea',
      description: {
        zh: '多瑙河上的内河港，经黑海连通海运。',
        en: 'Danube river port linked to the sea via the Black Sea.',
      },
      position: { lat: 47.73, lon: 17.83 },
    },
  ],
  platforms: [
    {
      name: 'eMAG',
      kind: 'ecommerce',
      url: 'https://www.emag.hu',
      text: { zh: '中东欧领先的综合电商。', en: 'A leading Central and Eastern European marketplace.' },
    },
    {
      name: 'Alza',
      kind: 'ecommerce',
      url: 'https://www.alza.hu',
      text: { zh: '电子产品与家电电商。', en: 'Electronics and appliances retailer.' },
    },
    {
      name: 'Árukereső',
      kind: 'ecommerce',
      url: 'https://www.arukereso.hu',
      text: { zh: '最大的比价购物平台。', en: 'The largest price-comparison site.' },
    },
    {
      name: 'Foxpost',
      kind: 'logistics',
      url: 'https://foxpost.hu',
      text: { zh: '全国智能快递柜网络。', en: 'Nationwide parcel-locker network.' },
    },
    {
      name: 'Barion',
      kind: 'payment',
      url: 'https://www.barion.com',
      text: { zh: '本土在线支付服务商。', en: 'Local online payment provider.' },
    },
  ],
  festivals: [
    {
      name: { zh: '国庆节（1848 年革命纪念日）', en: 'National Day (1848 Revolution)' },
      when: { zh: '3 月 15 日', en: '15 March' },
      text: { zh: '纪念 1848 年革命。', en: 'Commemorates the 1848 revolution.' },
    },
    {
      name: { zh: '圣伊什特万日（建国日）', en: 'St Stephen’s Day' },
      when: { zh: '8 月 20 日', en: '20 August' },
      text: {
        zh: '最重要的国家节日，多瑙河上有烟花表演。',
        en: 'The main national holiday, with fireworks over the Danube.',
      },
    },
    {
      name: { zh: '1956 年革命纪念日', en: '1956 Revolution Memorial Day' },
      when: { zh: '10 月 23 日', en: '23 October' },
      text: { zh: '国家纪念日与公共假日。', en: 'National memorial day and public holiday.' },
    },
    {
      name: { zh: '圣诞节', en: 'Christmas' },
      when: { zh: '12 月 24—26 日', en: '24–26 December' },
      text: { zh: '年末消费旺季。', en: 'The year-end shopping season.' },
    },
  ],
  customs: [
    {
      title: { zh: '姓名顺序', en: 'Name order' },
      text: {
        zh: '匈牙利人姓在前、名在后，与中国相同。',
        en: 'Hungarians put the family name first, as in China.',
      },
    },
    {
      title: { zh: '正式称呼', en: 'Formal address' },
      text: {
        zh: '初次见面握手并使用头衔（如 Dr.）。',
        en: 'Shake hands and use titles such as Dr. when first meeting.',
      },
    },
    {
      title: { zh: '守时与准备', en: 'Punctuality and preparation' },
      text: {
        zh: '会议准时，重视详细资料与合同条款。',
        en: 'Meetings are punctual; detailed materials and contracts are valued.',
      },
    },
    {
      title: { zh: '餐桌习俗', en: 'Table customs' },
      text: {
        zh: '传统上喝啤酒时不碰杯；敬酒时注视对方眼睛。',
        en: 'Traditionally people do not clink beer glasses; keep eye contact when toasting.',
      },
    },
  ],
  news: [
    {
      date: '2015-06-06',
      title: { zh: '中匈签署共建“一带一路”谅解备忘录', en: 'China and Hungary sign Belt and Road MoU' },
      summary: {
        zh: '匈牙利成为第一个与中国签署此类合作文件的欧洲国家。',
        en: 'Hungary became the first European country to sign such a document with China.',
      },
    },
    {
      date: '2022-08-12',
      title: { zh: '宁德时代宣布建设德布勒森电池工厂', en: 'CATL announces Debrecen battery plant' },
      summary: {
        zh: '宁德时代宣布在匈牙利德布勒森投资建设动力电池工厂，规划产能 100 GWh。',
        en: 'CATL announced a 100 GWh battery plant in Debrecen, Hungary.',
      },
    },
    {
      date: '2023-12-22',
      title: { zh: '比亚迪宣布在塞格德建厂', en: 'BYD announces Szeged car plant' },
      summary: {
        zh: '比亚迪宣布在匈牙利塞格德建设新能源乘用车工厂，是其在欧洲的首个乘用车工厂。',
        en: 'BYD announced an EV passenger-car plant in Szeged, its first car plant in Europe.',
      },
    },
  ],
  services: marketServices('匈牙利', 'Hungary', [
    {
      title: { zh: '欧盟准入与投资补贴', en: 'EU access and investment incentives' },
      text: {
        zh: '协助申请匈牙利投资促进署（HIPA）补贴，办理欧盟 CE 与电池法合规。',
        en: 'Hungarian Investment Promotion Agency (HIPA) incentives plus EU CE and battery-regulation compliance.',
      },
    },
  ]),
}
