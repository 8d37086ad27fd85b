import type { ContentPage } from '../schema.ts'

export const brand: ContentPage = {
  description:
    '丝路之舟品牌馆：展示借助平台走向海外的中国品牌与进入中国市场的海外品牌，涵盖食品饮料、家居、消费电子、美妆、服饰、健康与工业制造等行业，查看每个品牌的故事、产品与出海历程。',
  hero: {
    eyebrow: '品牌馆',
    title: '中国品牌走出去，海外品牌走进来',
    lead: '品牌是出海最长久的资产。这里汇集了与丝路之舟一起走向新市场的合作品牌，记录它们的产品、市场与成长历程，也为正在出发的企业提供参考。',
    art: 'brand',
    actions: [
      { label: '浏览品牌', href: '#directory' },
      { label: '品牌建设服务', href: '/slBrand/build' },
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'overview',
      heading: '品牌馆概览',
      items: [
        { value: '16个', label: '入馆合作品牌' },
        { value: '8个', label: '覆盖行业' },
        { value: '双向', label: '出海与入华' },
        { value: '20个', label: '服务国家和地区' },
      ],
    },
    {
      kind: 'links',
      id: 'grow',
      heading: '让您的品牌入馆',
      lead: '完成以下任一服务并在目标市场实现稳定销售的品牌，可申请入驻品牌馆，获得平台首页与专题活动的展示机会。',
      items: [
        { icon: 'award', title: '品牌建设', text: '定位、命名、视觉体系与商标布局', href: '/slBrand/build' },
        { icon: 'megaphone', title: '品牌推广', text: '社媒、达人、广告与公关', href: '/Promotion' },
        { icon: 'rocket', title: '新品首发', text: '新市场首发的全流程服务', href: '/slNew' },
        { icon: 'target', title: '出海策略', text: '市场选择与进入模式', href: '/Strategy' },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: '常见问题',
      items: [
        {
          q: '品牌入馆需要付费吗？',
          a: '不需要。入馆展示免费，但品牌需满足合规经营与真实经营数据的要求，并同意平台展示其案例信息。',
        },
        {
          q: '海外品牌如何申请入馆？',
          a: '已通过跨境电商或一般贸易进入中国市场的海外品牌，可通过商务邮箱提交品牌介绍、在华销售渠道与相关资质。',
        },
        {
          q: '品牌信息可以更新吗？',
          a: '可以。品牌方可随时提交更新的产品、市场与里程碑信息，审核后更新展示。',
        },
      ],
    },
  ],
}
