import type { ContentPage } from '../schema.ts'

export const strategy: ContentPage = {
  description:
    '丝路之舟出海策略咨询：比较跨境电商、经销代理、海外仓本地发货、合资与绿地投资等进入模式，结合企业资源制定目标市场、品类、定价与渠道策略及三年路线图。',
  hero: {
    eyebrow: '出海策略',
    title: '选对进入模式，比努力更重要',
    lead: '同样的产品，用跨境电商试水和直接设立海外公司，投入、风险和回报完全不同。我们帮助企业根据自身资源与目标市场特点，选择合适的进入模式，并制定可执行的三年路线图。',
    art: 'compass',
    actions: [
      { label: '比较进入模式', href: '#modes' },
      { label: '咨询顾问', href: '#contact' },
    ],
  },
  sections: [
    {
      kind: 'table',
      id: 'modes',
      heading: '五种常见进入模式',
      lead: '没有最好的模式，只有最适合企业当前阶段的模式。',
      columns: ['进入模式', '前期投入', '控制力', '适合情形', '主要风险'],
      rows: [
        ['跨境电商直发', '低', '中', '消费品试水、验证需求', '时效长、退货难、平台规则变化'],
        ['经销 / 代理', '低', '低', '工业品、渠道高度本地化的市场', '价格体系失控、依赖单一经销商'],
        ['海外仓 + 本地店铺', '中', '高', '已验证需求、追求时效与复购', '库存积压、仓储成本'],
        ['合资经营', '中高', '中', '准入限制多、需要本地资源的行业', '经营理念冲突、退出困难'],
        ['绿地投资 / 并购', '高', '高', '规模化生产或长期深耕', '审批周期长、资金与管理压力大'],
      ],
    },
    {
      kind: 'features',
      id: 'framework',
      heading: '策略咨询内容',
      items: [
        {
          icon: 'target',
          title: '市场选择',
          text: '基于市场吸引力与企业能力匹配度的双维度评估，确定首发市场与第二梯队市场。',
        },
        {
          icon: 'box',
          title: '产品组合',
          text: '哪些产品先出去、是否需要改良或重新设计包装、规格与说明书。',
        },
        {
          icon: 'coins',
          title: '定价策略',
          text: '从出厂价倒推到终端零售价，测算关税、物流、平台佣金与营销费用后的利润空间。',
        },
        {
          icon: 'platform',
          title: '渠道策略',
          text: '线上线下渠道的组合、优先级与投入节奏，设计防止窜货的价格体系。',
        },
        { icon: 'users', title: '组织与人才', text: '国内团队与海外团队的分工、关键岗位的招聘与激励。' },
        {
          icon: 'calendar',
          title: '三年路线图',
          text: '按季度分解的目标、预算与里程碑，以及每一阶段的“继续 / 调整 / 退出”判断标准。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      heading: '咨询流程',
      items: [
        { title: '现状诊断', text: '访谈管理层，梳理产品、产能、财务与现有海外业务。', duration: '1 周' },
        { title: '市场评估', text: '对候选市场进行吸引力与匹配度评估。', duration: '1–2 周' },
        { title: '方案设计', text: '设计进入模式、产品、定价与渠道策略。', duration: '2 周' },
        { title: '路线图与共识', text: '形成三年路线图，与管理层工作坊达成共识。', duration: '1 周' },
      ],
    },
    {
      kind: 'cases',
      id: 'cases',
      heading: '咨询案例',
      lead: '案例企业为示例企业。',
      items: [
        {
          client: '青禾家居',
          market: '东南亚',
          industry: '家居生活',
          challenge: '原以代工出口为主，希望在东南亚建立自有品牌，但不确定先做电商还是线下。',
          solution:
            '建议以马来西亚为首发市场，先以电商验证爆款，第二年在吉隆坡设立海外仓并进入家居连锁渠道。',
          results: [
            { value: '14个月', label: '实现单月盈亏平衡' },
            { value: '3国', label: '第二年覆盖市场' },
          ],
          brandId: 'qinghe-home',
        },
        {
          client: '多洛米亚户外',
          market: '中国',
          industry: '服饰鞋包',
          challenge: '意大利户外品牌希望进入中国，在总代理与自营之间犹豫。',
          solution:
            '采用“跨境电商旗舰店 + 区域经销”的混合模式，保留品牌与价格控制权，同时借助经销商覆盖专业户外店。',
          results: [
            { value: '42家', label: '首年合作门店' },
            { value: '±5%', label: '全渠道价格偏差' },
          ],
          brandId: 'dolomia-outdoor',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: '常见问题',
      items: [
        {
          q: '中小企业是否需要做战略咨询？',
          a: '需要，但规模可以很小。对中小企业我们提供为期 2–3 周的轻量版咨询，聚焦市场选择与进入模式两个问题。',
        },
        {
          q: '咨询结束后是否负责落地？',
          a: '可以选择由丝路之舟继续提供落地服务，也可以由企业自行执行；咨询报告本身不与落地服务捆绑。',
        },
        {
          q: '咨询费用如何计算？',
          a: '轻量版从 ¥30,000 起，完整版从 ¥120,000 起，按市场数量与研究深度报价。',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: '联系策略顾问',
      text: '请简要说明企业主营产品、年出口额与计划进入的市场，我们将安排合适的顾问与您沟通。',
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
