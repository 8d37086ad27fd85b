import type { ContentPage } from '../schema.ts'

export const slNew: ContentPage = {
  description:
    '丝路之舟新品首发：为出海新品与入华新品提供上市前合规准备、首发渠道选择、发布会与达人预热、首批备货与物流、上市后 30 天复盘的全流程服务，并展示近期首发的合作品牌新品。',
  hero: {
    eyebrow: '新品首发',
    title: '一次成功的首发，决定新品在新市场的起点',
    lead: '新品进入一个新市场，前 90 天最关键：合规是否到位、首批货是否及时到仓、预热内容能否引起关注、首发渠道能否承接流量。我们把这些环节排进一张时间表，按节点推进。',
    art: 'launch',
    actions: [
      { label: '首发时间表', href: '#timeline' },
      { label: '近期首发', href: '#launches' },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'timeline',
      heading: '首发时间表',
      lead: '以上市日（T）为基准倒排，标准首发项目约 120 天。',
      items: [
        {
          title: 'T-90 合规准备',
          text: '完成认证检测、标签与说明书本地化、商标注册申请。',
          duration: 'T-90 至 T-45',
        },
        {
          title: 'T-60 渠道与备货',
          text: '确定首发渠道与价格，安排首批货物发运至海外仓或保税仓。',
          duration: 'T-60 至 T-15',
        },
        {
          title: 'T-30 预热',
          text: '发布预告内容，邀请达人与媒体试用，开放预约或预售。',
          duration: 'T-30 至 T',
        },
        { title: 'T 首发', text: '发布会或线上首发活动，广告集中投放，客服团队就位。', duration: '上市当天' },
        {
          title: 'T+30 复盘',
          text: '分析销量、评价与退货原因，决定补货与下一步推广节奏。',
          duration: 'T 至 T+30',
        },
      ],
    },
    {
      kind: 'features',
      id: 'services',
      heading: '首发服务内容',
      items: [
        {
          icon: 'document',
          title: '上市合规',
          text: '按目标市场梳理认证、标签、成分或材料限制，确保新品“能上架、不下架”。',
        },
        {
          icon: 'platform',
          title: '首发渠道',
          text: '在电商平台首发、独立站预售或线下渠道首发之间选择，并争取平台新品资源位。',
        },
        { icon: 'megaphone', title: '发布与预热', text: '发布会策划、媒体邀约、达人试用与社媒预热内容。' },
        {
          icon: 'warehouse',
          title: '首批备货',
          text: '根据预售与历史数据测算首批数量，安排头程物流与入仓。',
        },
      ],
    },
    {
      kind: 'links',
      id: 'launches',
      heading: '近期首发',
      lead: '以下为合作品牌近期在新市场首发的产品（示例企业）。',
      items: [
        {
          icon: 'rocket',
          title: '启程智能 · 扫拖一体机器人 S9',
          text: '2026 年 9 月在德国、波兰同步首发',
          href: '/SlBrandDetails?id=qicheng-robotics',
        },
        {
          icon: 'rocket',
          title: '澜岸茶业 · 冷泡白茶系列',
          text: '2026 年 3 月斋月前在阿联酋首发',
          href: '/SlBrandDetails?id=lanan-tea',
        },
        {
          icon: 'rocket',
          title: '露西亚 · 玫瑰果油护肤系列',
          text: '2026 年 6 月通过跨境电商进入中国',
          href: '/SlBrandDetails?id=rosandes-skincare',
        },
        {
          icon: 'rocket',
          title: '星岚新能 · 便携储能电源',
          text: '2026 年 5 月在巴西上市',
          href: '/SlBrandDetails?id=xinglan-energy',
        },
      ],
    },
    {
      kind: 'pricing',
      id: 'pricing',
      heading: '首发套餐',
      note: '认证检测费、广告费与物流费按实际发生另行结算。',
      plans: [
        {
          name: '线上首发',
          price: '¥60,000 起',
          unit: '/ 单品 / 单一市场',
          audience: '在一个电商平台首发单个新品。',
          includes: ['上市合规清单', '商品详情本地化', '30 天预热与首发投放管理', 'T+30 复盘报告'],
        },
        {
          name: '全渠道首发',
          price: '¥180,000 起',
          unit: '/ 系列 / 单一市场',
          audience: '系列新品线上线下同步首发。',
          includes: ['线上首发全部内容', '发布会与媒体邀约', '线下渠道铺货协调', '首批备货与物流方案'],
          featured: true,
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: '常见问题',
      items: [
        {
          q: '新品还没有量产，可以开始准备吗？',
          a: '可以，而且越早越好。认证检测通常需要量产样品，但合规清单、商标注册与渠道沟通可以在研发阶段同步开始。',
        },
        {
          q: '首批备货多少合适？',
          a: '我们会结合预售数据、同类产品销量与补货周期测算；海运补货周期较长的市场，首批一般按 60–90 天销量准备。',
        },
        {
          q: '入华新品也能做首发吗？',
          a: '可以。海外品牌可以通过跨境电商先行首发测试市场，再根据需要转为一般贸易进口。',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: '规划您的新品首发',
      text: '请告知新品品类、目标市场与计划上市时间，我们将为您倒排一份首发时间表。',
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
