import type { ContentPage } from '../schema.ts'

export const initiative: ContentPage = {
  description:
    '丝路之舟“合规出海、共建共赢”倡议：倡导企业在共建“一带一路”国家和地区依法合规经营、尊重当地文化、践行绿色低碳、共享发展成果，并提供加入倡议的方式与配套支持。',
  hero: {
    eyebrow: '丝路之舟倡议',
    title: '合规出海，共建共赢',
    lead: '走出去不只是把产品卖出去，更是把信誉、标准和责任带出去。我们与合作企业、机构共同发起这份倡议，让每一次出海都经得起时间检验。',
    art: 'compass',
    actions: [
      { label: '阅读倡议内容', href: '#commitments' },
      { label: '加入倡议', href: '#join' },
    ],
  },
  sections: [
    {
      kind: 'intro',
      id: 'background',
      heading: '倡议背景',
      paragraphs: [
        '2013 年“一带一路”倡议提出以来，中国与共建国家的贸易、投资和人员往来持续扩大，越来越多的中小企业通过跨境电商、海外仓和本地化经营走向世界。与此同时，各国在产品安全、数据保护、劳工权益和环境方面的监管也日趋严格。',
        '实践表明，出海企业遇到的许多损失——货物被扣、店铺被封、商标被抢注、项目停工——都源于对当地规则的不了解或不重视。丝路之舟希望通过这份倡议，把“合规先行、本地共赢”变成出海企业的共同习惯。',
      ],
      highlights: [
        { value: '2013年', label: '“一带一路”倡议提出' },
        { value: '5项', label: '共同承诺' },
        { value: '20个', label: '国别指南覆盖国家和地区' },
        { value: '免费', label: '加入倡议' },
      ],
    },
    {
      kind: 'features',
      id: 'commitments',
      heading: '五项共同承诺',
      lead: '加入倡议的企业承诺在经营中践行以下原则，丝路之舟提供对应的工具、培训与服务支持。',
      items: [
        {
          icon: 'scale',
          title: '依法合规',
          text: '遵守目标国法律法规和国际通行规则，主动做好产品认证、税务申报、出口管制与制裁筛查。',
          points: ['上市前完成必要认证', '如实申报、依法纳税'],
        },
        {
          icon: 'handshake',
          title: '本地共赢',
          text: '优先与当地合作伙伴共同成长，雇佣和培训本地员工，带动当地供应链与就业。',
          points: ['本地化用工与培训', '与当地中小企业合作'],
        },
        {
          icon: 'leaf',
          title: '绿色低碳',
          text: '关注产品全生命周期的环境影响，减少过度包装，履行生产者责任延伸义务。',
          points: ['可回收包装', '包装与电池回收注册'],
        },
        {
          icon: 'lock',
          title: '诚信透明',
          text: '如实宣传产品，不刷单、不虚假评价，保护消费者数据与隐私。',
          points: ['真实的商品信息', '依法处理个人数据'],
        },
        {
          icon: 'users',
          title: '文化互鉴',
          text: '尊重当地宗教、习俗与商务礼仪，在营销与沟通中避免文化冒犯。',
          points: ['营销内容本地审校', '节庆与禁忌提示'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'join',
      heading: '如何加入倡议',
      lead: '加入倡议不收取任何费用，也不与任何付费服务绑定。',
      items: [
        { title: '了解倡议', text: '阅读五项共同承诺与合规自查清单，确认企业愿意践行。' },
        {
          title: '提交意向',
          text: '通过服务热线或商务邮箱提交企业名称、联系人与主要出海市场。',
          duration: '约 5 分钟',
        },
        {
          title: '合规自查',
          text: '顾问协助完成一次免费的合规自查，指出需要优先改进的事项。',
          duration: '1–2 周',
        },
        { title: '公示与支持', text: '企业名称在倡议成员名录中公示，优先参加培训、展会与对接活动。' },
      ],
    },
    {
      kind: 'links',
      id: 'resources',
      heading: '倡议配套资源',
      items: [
        {
          icon: 'compass',
          title: '国别指南',
          text: '20 个国家和地区的市场、政策与文化要点',
          href: '#guides',
        },
        {
          icon: 'shield',
          title: '海外利益保护',
          text: '风险评估、合规体系与 7×24 小时应急援助',
          href: '/protect',
        },
        { icon: 'document', title: '政策支持', text: '出口退税、综试区政策与资金申报指引', href: '/support' },
        { icon: 'layers', title: '出海服务体系', text: '从研判到运营的全周期服务体系', href: '/Nsystem' },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: '常见问题',
      items: [
        {
          q: '加入倡议需要付费吗？',
          a: '不需要。加入倡议和首次合规自查均免费，企业可自主决定是否采购其他服务。',
        },
        {
          q: '如果企业违反了承诺会怎样？',
          a: '经核实存在严重违法违规或欺诈行为的企业，将被移出倡议成员名录，并停止提供倡议相关的优先支持。',
        },
        {
          q: '海外企业可以加入吗？',
          a: '可以。进入中国市场的海外品牌同样适用五项承诺，我们会提供中国法规与市场规则方面的指引。',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: '提交加入意向',
      text: '请将企业名称、联系人、联系电话与主要出海市场发送至商务邮箱，或致电服务热线，我们将在 2 个工作日内回复。',
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
