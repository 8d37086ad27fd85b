import type { ContentPage } from '../schema.ts'

export const brandBuild: ContentPage = {
  description:
    '丝路之舟品牌建设服务：目标市场品牌定位、多语种命名与文化审查、视觉识别系统、商标海外布局、包装与内容本地化、品牌资产管理，帮助出海企业从代工走向自有品牌，帮助海外品牌完成中国本地化。',
  hero: {
    eyebrow: '品牌建设',
    title: '从“卖产品”到“建品牌”',
    lead: '很多出海企业有好产品，却只能赚加工费。品牌建设帮助企业在目标市场建立清晰的定位、受保护的名称和一致的形象，让消费者记住你、愿意为你多付一点。',
    art: 'brand',
    actions: [
      { label: '服务模块', href: '#modules' },
      { label: '服务价格', href: '#pricing' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'modules',
      heading: '服务模块',
      items: [
        {
          icon: 'target',
          title: '品牌定位',
          text: '基于目标市场消费者与竞品研究，确定品牌的目标人群、核心价值与差异化主张。',
        },
        {
          icon: 'chat',
          title: '命名与文化审查',
          text: '多语种品牌命名，检查在目标语言中的发音、含义与潜在负面联想。',
        },
        {
          icon: 'star',
          title: '视觉识别系统',
          text: '标志、标准色、字体与应用规范，适配电商、包装、展会与社媒等场景。',
        },
        { icon: 'award', title: '商标布局', text: '上市前完成近似检索与注册申请，覆盖核心类别与防御类别。' },
        {
          icon: 'box',
          title: '包装与内容本地化',
          text: '包装标签合规与本地化设计，品牌故事、详情页与视频内容的母语创作。',
        },
        {
          icon: 'layers',
          title: '品牌资产管理',
          text: '品牌手册、素材库与授权管理，确保多市场、多渠道形象一致。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      heading: '建设流程',
      items: [
        { title: '品牌诊断', text: '评估现有品牌资产、目标市场认知与商标状态。', duration: '1–2 周' },
        { title: '策略与定位', text: '确定定位、命名方向与品牌架构。', duration: '2–3 周' },
        { title: '创意设计', text: '视觉识别系统与核心应用设计，提供两轮修改。', duration: '3–4 周' },
        { title: '注册与落地', text: '提交商标申请，完成包装与内容本地化。', duration: '2–4 周' },
        { title: '资产交付', text: '交付品牌手册与素材库，培训内部团队。', duration: '1 周' },
      ],
    },
    {
      kind: 'pricing',
      id: 'pricing',
      heading: '服务价格',
      note: '商标官费、检索费与印刷打样费按实际发生代收代付。',
      plans: [
        {
          name: '品牌焕新',
          price: '¥50,000 起',
          unit: '/ 项目',
          audience: '已有品牌、需要适配新市场的企业。',
          includes: ['品牌诊断', '视觉系统优化', '目标市场文化审查'],
        },
        {
          name: '品牌全案',
          price: '¥150,000 起',
          unit: '/ 项目',
          audience: '从零打造出海品牌或入华品牌的企业。',
          includes: ['定位与命名', '完整视觉识别系统', '一个市场的商标布局', '包装与内容本地化', '品牌手册'],
          featured: true,
        },
        {
          name: '商标布局',
          price: '¥3,000 起',
          unit: '/ 国家 / 类别',
          audience: '只需要在海外或中国注册商标的企业。',
          includes: ['近似检索与风险评估', '申请提交与审查跟进'],
        },
      ],
    },
    {
      kind: 'cases',
      id: 'cases',
      heading: '品牌建设案例',
      lead: '案例企业为示例企业。',
      items: [
        {
          client: '织锦坊',
          market: '法国、意大利',
          industry: '服饰鞋包',
          challenge: '苏州丝绸工厂长期为欧洲品牌代工，希望以自有品牌进入欧洲精品渠道。',
          solution:
            '以“东方工艺 + 当代设计”重新定位，完成法语与意大利语命名审查、视觉系统与欧盟商标注册，并设计可回收包装。',
          results: [
            { value: '28家', label: '欧洲精品店入驻' },
            { value: '+41%', label: '自有品牌毛利率提升' },
          ],
          brandId: 'zhijin-silk',
        },
        {
          client: '露西亚',
          market: '中国',
          industry: '美妆个护',
          challenge: '智利护肤品牌在中国缺乏认知，原品牌名难以发音和记忆。',
          solution: '确定中文品牌名“露西亚”并完成商标注册，围绕“安第斯玫瑰果”打造品牌故事与中文内容体系。',
          results: [
            { value: '6个月', label: '完成中文商标注册申请' },
            { value: '3.5万+', label: '首年小红书相关笔记' },
          ],
          brandId: 'rosandes-skincare',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: '常见问题',
      items: [
        {
          q: '一定要为海外市场另起一个品牌名吗？',
          a: '不一定。如果原名在目标语言中发音顺畅、无负面含义且可以注册，保留原名更有利于品牌资产积累；否则建议使用本地化名称或双名并用。',
        },
        {
          q: '商标注册需要多长时间？',
          a: '各国审查周期不同，通常从数月到一年以上。建议在产品上市前至少 6 个月提交申请。',
        },
        {
          q: '设计稿的版权归谁？',
          a: '项目验收并结清费用后，品牌标志与视觉系统的著作权按合同约定转让给企业。',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: '预约品牌顾问',
      text: '请介绍您的产品、目标市场与现有品牌情况，品牌顾问将在 1 个工作日内联系您。',
      channels: [
        { icon: 'phone', label: '服务热线', value: '400-820-2026', href: 'tel:4008202026' },
        {
          icon: 'mail',
          label: '商务邮箱',
          value: 'service@silkroadark.cn',
          href: 'mailto:service@silkroadark.cn',
        },
        { icon: 'clock', label: '服务时间', value: '周一至周五 09:00–17:30' },
      ],
    },
  ],
}
