export const home = {
  heroTitle: '丝路之舟 扬帆出海',
  heroText: '为中国品牌出海与海外品牌入华，提供从市场研究、合规落地到渠道销售的一站式跨境贸易服务。',
  heroCta: '了解出海服务',
  heroShop: '进入商城',
  stats: {
    enterprises: { value: '10万+', label: '服务企业' },
    transactions: { value: '100亿美元+', label: '年交易额' },
    countries: { value: '20', label: '三年内覆盖国家和地区' },
  },
  about: {
    title: '关于我们',
    text: '丝路之舟是面向“一带一路”沿线的跨境贸易综合服务平台，汇聚国别指南、出海服务、品牌推广与多商户商城，帮助企业看清市场、走稳合规、卖进渠道。',
    more: '了解更多',
  },
} as const
