import type { GuideSource } from '../schema.ts'
import { marketServices } from '../services.ts'

export const ru: GuideSource = {
  id: 'ru',
  tagline: {
    zh: '横跨欧亚的资源大国，中俄贸易持续深化',
    en: 'A resource giant spanning Europe and Asia, with deepening trade with China',
  },
  introduction: [
    {
      zh: '俄罗斯是世界上面积最大的国家，横跨 11 个时区，油气、煤炭、金属、木材与粮食资源丰富。中国已连续多年是俄罗斯第一大贸易伙伴，汽车、机电、电子与日用消费品是中国对俄出口的主力。',
      en: 'Russia is the world’s largest country, spanning 11 time zones, with vast oil, gas, coal, metals, timber and grain. China has for years been its largest trading partner, exporting mainly cars, machinery, electronics and consumer goods.',
    },
    {
      zh: '俄罗斯电商由 Wildberries 与 Ozon 主导，自提点网络覆盖全国。受国际制裁影响，企业在对俄业务中必须做好出口管制与制裁合规筛查，并妥善安排本币结算与物流路线。',
      en: 'Wildberries and Ozon dominate e-commerce, with pick-up points nationwide. Because of international sanctions, companies must screen export controls and sanctions carefully and plan local-currency settlement and routes.',
    },
  ],
  facts: {
    capital: { zh: '莫斯科', en: 'Moscow' },
    currency: { code: 'RUB', name: { zh: '俄罗斯卢布', en: 'Russian rouble' } },
    languages: { zh: '俄语', en: 'Russian' },
    areaKm2: 17_098_246,
    population: { value: 143_800_000, year: 2023, source: 'World Bank' },
    gdpUsdBn: { value: 2021.4, year: 2023, source: 'World Bank' },
    timeZone: 'UTC+2 – UTC+12',
    callingCode: '+7',
  },
  tradeYear: 2023,
  exports: [
    { zh: '原油', en: 'Crude oil' },
    { zh: '成品油', en: 'Petroleum products' },
    { zh: '天然气与液化天然气', en: 'Natural gas and LNG' },
    { zh: '煤炭', en: 'Coal' },
    { zh: '有色金属与钢铁', en: 'Non-ferrous metals and steel' },
    { zh: '小麦等谷物', en: 'Wheat and other grains' },
    { zh: '化肥', en: 'Fertilisers' },
  ],
  imports: [
    { zh: '机械设备', en: 'Machinery and equipment' },
    { zh: '汽车及零部件', en: 'Cars and parts' },
    { zh: '电子产品与手机', en: 'Electronics and phones' },
    { zh: '化工与医药产品', en: 'Chemicals and pharmaceuticals' },
    { zh: '服装与鞋类', en: 'Clothing and footwear' },
    { zh: '水果蔬菜等食品', en: 'Fruit, vegetables and other food' },
  ],
  industries: [
    {
      theme: 'energy',
      title: { zh: '油气能源', en: 'Oil and gas' },
      text: {
        zh: '“西伯利亚力量”管道自 2019 年起向中国供气。',
        en: 'The Power of Siberia pipeline has supplied gas to China since 2019.',
      },
    },
    {
      theme: 'agriculture',
      title: { zh: '粮食', en: 'Grain' },
      text: { zh: '全球最大的小麦出口国之一。', en: 'One of the world’s largest wheat exporters.' },
    },
    {
      theme: 'mining',
      title: { zh: '冶金与矿产', en: 'Metals and mining' },
      text: {
        zh: '镍、钯、铝、钢铁产量居世界前列。',
        en: 'A top producer of nickel, palladium, aluminium and steel.',
      },
    },
  ],
  ports: [
    {
      title: { zh: '圣彼得堡港', en: 'Port of St Petersburg' },
      kind: 'sea',
      description: {
        zh: '波罗的海最大港口，服务莫斯科与西北地区。',
        en: 'The largest Baltic port, serving Moscow and the north-west.',
      },
      position: { lat: 59.88, lon: 30.21 },
    },
    {
      title: { zh: '新罗西斯克港', en: 'Port of Novorossiysk' },
      kind: 'sea',
      description: {
        zh: '黑海最大港口，粮食与油品出口。',
        en: 'The largest Black Sea port, exporting grain and oil.',
      },
      position: { lat: 44.72, lon: 37.78 },
    },
    {
      title: { zh: '符拉迪沃斯托克港', en: 'Port of Vladivostok' },
      kind: 'sea',
      description: {
        zh: '远东门户，中俄海铁联运的关键节点。',
        en: 'Far Eastern gateway and a key node for China–Russia sea–rail freight.',
      },
      position: { lat: 43.11, lon: 131.89 },
    },
    {
      title: { zh: '后贝加尔斯克口岸', en: 'Zabaykalsk border crossing' },
      kind: 'rail',
      description: {
        zh: '与中国满洲里相对的最大陆路铁路口岸。',
        en: 'The largest rail crossing, opposite China’s Manzhouli.',
      },
      position: { lat: 49.65, lon: 117.33 },
    },
  ],
  platforms: [
    {
      name: 'Wildberries',
      kind: 'ecommerce',
      url: 'https://www.wildberries.ru',
      text: {
        zh: '俄罗斯最大电商平台，服装与日用品见长。',
        en: 'Russia’s largest marketplace, strong in fashion and everyday goods.',
      },
    },
    {
      name: 'Ozon',
      kind: 'ecommerce',
      url: 'https://www.ozon.ru',
      text: {
        zh: '综合电商，开放中国卖家跨境入驻。',
        en: 'General marketplace open to Chinese cross-border sellers.',
      },
    },
    {
      name: 'Yandex Market',
      kind: 'ecommerce',
      url: 'https://market.yandex.ru',
      text: { zh: 'Yandex 旗下电商平台。', en: 'Yandex’s marketplace.' },
    },
    {
      name: 'Avito',
      kind: 'ecommerce',
      url: 'https://www.avito.ru',
      text: { zh: '最大的分类信息与二手交易平台。', en: 'The largest classifieds and second-hand platform.' },
    },
    {
      name: 'VK',
      kind: 'social',
      url: 'https://vk.com',
      text: {
        zh: '最大的社交网络，品牌营销主阵地。',
        en: 'The largest social network and the main brand-marketing channel.',
      },
    },
  ],
  festivals: [
    {
      name: { zh: '新年与东正教圣诞节', en: 'New Year and Orthodox Christmas' },
      when: { zh: '1 月 1—8 日', en: '1–8 January' },
      text: {
        zh: '全年最长假期，12 月是礼品消费高峰。',
        en: 'The longest holiday of the year; December is the gifting peak.',
      },
    },
    {
      name: { zh: '国际妇女节', en: 'International Women’s Day' },
      when: { zh: '3 月 8 日', en: '8 March' },
      text: {
        zh: '公共假日，鲜花、化妆品与礼品需求旺盛。',
        en: 'A public holiday with strong demand for flowers, cosmetics and gifts.',
      },
    },
    {
      name: { zh: '胜利日', en: 'Victory Day' },
      when: { zh: '5 月 9 日', en: '9 May' },
      text: {
        zh: '纪念卫国战争胜利，5 月初连休。',
        en: 'Commemorates victory in the Great Patriotic War, with early-May holidays.',
      },
    },
    {
      name: { zh: '俄罗斯日', en: 'Russia Day' },
      when: { zh: '6 月 12 日', en: '12 June' },
      text: { zh: '国家节日。', en: 'The national holiday.' },
    },
  ],
  customs: [
    {
      title: { zh: '称呼', en: 'Forms of address' },
      text: {
        zh: '正式场合用名字加父称（如 Ivan Petrovich）称呼对方。',
        en: 'In formal settings use first name and patronymic (e.g. Ivan Petrovich).',
      },
    },
    {
      title: { zh: '鲜花与礼物', en: 'Flowers and gifts' },
      text: {
        zh: '送花选奇数枝，偶数用于丧事。',
        en: 'Give odd numbers of flowers; even numbers are for funerals.',
      },
    },
    {
      title: { zh: '会谈风格', en: 'Negotiation style' },
      text: {
        zh: '谈判直接、注重书面合同与正式程序，宴请中常有祝酒。',
        en: 'Negotiations are direct and formal, with written contracts; toasts are common at dinners.',
      },
    },
    {
      title: { zh: '合规', en: 'Compliance' },
      text: {
        zh: '签约前核查交易对手与商品是否涉及制裁或出口管制清单。',
        en: 'Screen counterparties and goods against sanctions and export-control lists before signing.',
      },
    },
  ],
  news: [
    {
      date: '2012-08-22',
      title: { zh: '俄罗斯正式加入世贸组织', en: 'Russia joins the WTO' },
      summary: {
        zh: '经过 18 年谈判，俄罗斯于 2012 年 8 月 22 日成为世贸组织成员。',
        en: 'After 18 years of talks, Russia became a WTO member on 22 August 2012.',
      },
    },
    {
      date: '2015-01-01',
      title: { zh: '欧亚经济联盟启动', en: 'Eurasian Economic Union launched' },
      summary: {
        zh: '俄罗斯、白俄罗斯、哈萨克斯坦组成的欧亚经济联盟于 2015 年 1 月 1 日正式运行，随后亚美尼亚、吉尔吉斯斯坦加入。',
        en: 'The Eurasian Economic Union of Russia, Belarus and Kazakhstan started on 1 January 2015; Armenia and Kyrgyzstan joined later.',
      },
    },
    {
      date: '2019-12-02',
      title: { zh: '中俄东线天然气管道投产', en: 'China–Russia eastern gas pipeline opens' },
      summary: {
        zh: '“西伯利亚力量”管道于 2019 年 12 月 2 日正式向中国供气。',
        en: 'The Power of Siberia pipeline began delivering gas to China on 2 December 2019.',
      },
    },
  ],
  services: marketServices('俄罗斯', 'Russia', [
    {
      title: { zh: '制裁合规与跨境结算', en: 'Sanctions compliance and settlement' },
      text: {
        zh: '交易对手与商品合规筛查，协助设计合规的本币结算方案。',
        en: 'Screening of counterparties and goods, and compliant local-currency settlement.',
      },
    },
  ]),
}
