import type { ContentPage } from '../schema.ts'

export const nsystem: ContentPage = {
  description:
    '丝路之舟出海服务体系：以“研判—准入—运营—保障”四层能力覆盖企业出海的调研、进入、成长与扩张四个阶段，明确每个阶段的服务、交付与响应标准。',
  hero: {
    eyebrow: '出海服务体系',
    title: '四层能力，覆盖出海全周期',
    lead: '企业在不同阶段面对的问题完全不同：调研期要判断值不值得去，进入期要解决能不能卖，成长期要回答怎样卖得更好，扩张期要守住已经取得的成果。丝路之舟的服务体系按阶段组织，每一步都有对应的团队和标准。',
    art: 'network',
    actions: [
      { label: '查看服务矩阵', href: '#matrix' },
      { label: '六大核心服务', href: '/Bglobal' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'layers',
      heading: '四层服务能力',
      items: [
        {
          icon: 'search',
          title: '研判层',
          text: '国别研究、行业数据与消费者洞察，帮助企业判断市场机会与进入优先级。',
          points: ['国别指南与专题报告', '市场容量与竞争分析'],
        },
        {
          icon: 'document',
          title: '准入层',
          text: '公司设立、产品认证、标签与注册备案，扫清进入目标市场的法律与技术障碍。',
          points: ['海外公司与税务登记', '认证检测与进口备案'],
        },
        {
          icon: 'trend',
          title: '运营层',
          text: '电商平台、线下渠道、营销推广与物流履约，帮助企业把产品持续卖出去。',
          points: ['渠道开拓与店铺运营', '品牌推广与海外仓'],
        },
        {
          icon: 'shield',
          title: '保障层',
          text: '资金、保险、合规与应急援助，降低经营中的财务、法律与安全风险。',
          points: ['贸易融资与信保', '合规体系与应急响应'],
        },
      ],
    },
    {
      kind: 'table',
      id: 'matrix',
      heading: '分阶段服务矩阵',
      lead: '按企业所处阶段选择服务组合，避免在不需要的环节上花钱。',
      columns: ['阶段', '核心问题', '主要服务', '典型交付'],
      rows: [
        [
          '调研期',
          '值不值得去？先去哪里？',
          '国别指南、市场分析、出海策略咨询',
          '市场评估报告、进入优先级排序',
        ],
        [
          '进入期',
          '能不能合法地卖？',
          '公司设立、认证准入、商标注册、物流方案',
          '注册文件、认证证书、首批货物到港',
        ],
        ['成长期', '怎样卖得更多、更好？', '渠道运营、品牌推广、出海数字平台', '月度经营报告、营销投放复盘'],
        [
          '扩张期',
          '如何守住成果、进一步扩张？',
          '资本服务、海外利益保护、本地化团队',
          '融资方案、风险地图、合规制度',
        ],
      ],
    },
    {
      kind: 'steps',
      id: 'standards',
      heading: '服务标准',
      lead: '统一的服务标准写进每一份服务合同。',
      items: [
        { title: '1 个工作日响应', text: '新的咨询需求在 1 个工作日内由专属顾问联系。' },
        { title: '专属项目经理', text: '每个签约项目指定一名项目经理，统一协调各专业团队。' },
        { title: '每周进展同步', text: '执行期内每周书面同步进展、风险与下一步计划。' },
        { title: '明确验收标准', text: '交付物与验收标准在合同中列明，验收后方结算尾款。' },
        { title: '7×24 小时应急', text: '海外突发事件由应急专线全天候受理。' },
      ],
    },
    {
      kind: 'stats',
      id: 'network',
      heading: '服务网络',
      items: [
        { value: '20个', label: '国家和地区服务站点' },
        { value: '300+', label: '认证、法律、财税合作机构' },
        { value: '60+', label: '合作海外仓' },
        { value: '12种', label: '服务语言' },
      ],
      source: '丝路之舟服务网络统计，2026 年 10 月',
    },
    {
      kind: 'links',
      id: 'explore',
      heading: '从这里开始',
      items: [
        { icon: 'chart', title: '市场分析', text: '先用数据判断市场机会', href: '/Analyse' },
        { icon: 'target', title: '出海策略', text: '选择合适的进入模式', href: '/Strategy' },
        { icon: 'megaphone', title: '品牌推广', text: '在目标市场建立知名度', href: '/Promotion' },
        { icon: 'headset', title: '服务中心', text: '咨询、售后与帮助文档', href: '/Service' },
      ],
    },
  ],
}
