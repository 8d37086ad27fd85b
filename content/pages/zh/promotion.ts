import type { ContentPage } from '../schema.ts'

export const promotion: ContentPage = {
  description:
    '丝路之舟品牌推广服务：海外社交媒体与达人营销、搜索与电商平台广告、公关与展会、本地化内容，按区域选择渠道，按效果复盘投放，帮助出海品牌与入华品牌建立知名度与销量。',
  hero: {
    eyebrow: '品牌推广',
    title: '让目标市场的消费者认识你、信任你',
    lead: '出海推广最常见的浪费，是把国内的打法原样搬到海外。我们按区域选择当地人真正使用的渠道，用本地团队制作内容，以销售与品牌指标双重复盘每一笔投放。',
    art: 'brand',
    actions: [
      { label: '区域渠道地图', href: '#channels' },
      { label: '收费方式', href: '#pricing' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'services',
      heading: '推广服务',
      items: [
        {
          icon: 'users',
          title: '社媒与达人营销',
          text: '账号运营、内容日历与达人合作，从达人筛选、报价谈判到内容审核与效果追踪。',
        },
        {
          icon: 'search',
          title: '搜索与平台广告',
          text: '搜索引擎广告与电商平台站内广告的账户搭建、关键词与出价管理。',
        },
        {
          icon: 'megaphone',
          title: '公关与媒体',
          text: '新品发布、行业媒体报道与危机公关，建立品牌可信度。',
        },
        {
          icon: 'calendar',
          title: '展会与活动',
          text: '海外专业展会参展策划、展位设计与买家邀约，以及线下快闪与品鉴活动。',
        },
        {
          icon: 'chat',
          title: '本地化内容',
          text: '母语撰稿与审校的商品详情、视频脚本与品牌故事，避免文化误读。',
        },
        {
          icon: 'chart',
          title: '效果分析',
          text: '统一的投放看板，按渠道核算获客成本、广告支出回报率与品牌搜索量变化。',
        },
      ],
    },
    {
      kind: 'table',
      id: 'channels',
      heading: '区域渠道地图',
      lead: '不同区域的主流平台差异很大，以下为我们最常使用的渠道组合。',
      columns: ['区域', '主要电商平台', '主要社交与内容平台', '推广要点'],
      rows: [
        [
          '东南亚',
          'Shopee、Lazada、TikTok Shop',
          'Facebook、TikTok、Instagram',
          '大促节点密集，直播与短视频带货效果好',
        ],
        ['中东', 'Amazon、Noon', 'Instagram、Snapchat、TikTok', '斋月与开斋节为全年营销高峰，内容需阿拉伯语'],
        [
          '欧洲',
          'Amazon、Allegro（波兰）、Zalando（时尚）',
          'Instagram、YouTube、Facebook',
          '重视环保与数据合规，广告需遵守当地广告法',
        ],
        [
          '拉丁美洲',
          'Mercado Libre',
          'WhatsApp、Instagram、Facebook',
          '分期付款普及，即时通讯是重要的客服与销售渠道',
        ],
        ['俄罗斯与中亚', 'Wildberries、Ozon', 'VK、Telegram', '平台自营仓与本地履约能力决定排名'],
        [
          '中国（入华品牌）',
          '天猫国际、京东国际',
          '小红书、抖音、微信',
          '种草内容与直播并重，跨境电商与一般贸易双通道',
        ],
      ],
      note: '平台格局随时间变化，实际投放前我们会基于最新数据重新评估。',
    },
    {
      kind: 'steps',
      id: 'process',
      heading: '推广流程',
      items: [
        {
          title: '品牌与受众诊断',
          text: '明确品牌定位、核心受众与推广目标（认知、线索或销量）。',
          duration: '1 周',
        },
        { title: '渠道与预算规划', text: '按目标分配渠道预算，设定每个渠道的考核指标。', duration: '1 周' },
        { title: '内容制作', text: '本地团队制作图文、视频与达人合作内容。', duration: '2–3 周' },
        { title: '投放与优化', text: '上线投放，按周优化素材、人群与出价。', duration: '持续' },
        { title: '月度复盘', text: '输出投放报告，调整下月策略。', duration: '每月' },
      ],
    },
    {
      kind: 'pricing',
      id: 'pricing',
      heading: '收费方式',
      note: '广告费由企业直接充值到广告账户或由我们代付并凭票据结算，服务费与广告费分开核算。',
      plans: [
        {
          name: '项目制',
          price: '¥20,000 起',
          unit: '/ 项目',
          audience: '新品发布、展会或单次营销活动。',
          includes: ['活动策划与执行', '内容制作', '结案报告'],
        },
        {
          name: '月度代运营',
          price: '¥25,000 起',
          unit: '/ 月 / 单一市场',
          audience: '需要持续运营社媒与广告的品牌。',
          includes: ['2 个社媒账号运营', '广告账户管理', '月度数据报告'],
          featured: true,
        },
        {
          name: '效果付费',
          price: '服务费 + 销售佣金',
          unit: '/ 按合同约定',
          audience: '已在电商平台开店、追求销量增长的品牌。',
          includes: ['较低的基础服务费', '按新增销售额计佣', '月度目标对齐'],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: '常见问题',
      items: [
        {
          q: '推广预算多少比较合适？',
          a: '新品进入一个市场的前 6 个月，建议推广预算按预期销售额的 15%–25% 准备；具体比例取决于品类竞争程度与渠道。',
        },
        {
          q: '可以只做达人营销吗？',
          a: '可以。但达人内容最好与店铺、广告配合，才能把曝光转化为搜索与购买。',
        },
        {
          q: '如何避免违反当地广告法规？',
          a: '所有内容上线前由母语审校与合规检查，涉及功效、健康与比较性宣传的内容会额外审核。',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: '获取推广方案',
      text: '请提供品牌、目标市场与推广目标，我们将在 3 个工作日内给出渠道建议与预算方案。',
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
