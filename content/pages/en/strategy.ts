import type { ContentPage } from '../schema.ts'

export const strategy: ContentPage = {
  description:
    'Silk Road Ark going-global strategy consulting: compare cross-border e-commerce, distributors, overseas warehouses, joint ventures and greenfield investment, and set market, product, pricing and channel strategy with a three-year roadmap.',
  hero: {
    eyebrow: 'Going-global strategy',
    title: 'The right entry mode matters more than effort',
    lead: 'The same product tested through cross-border e-commerce or launched through a new overseas subsidiary means completely different investment, risk and return. We help you choose the entry mode that fits your resources and target market, with a three-year roadmap you can execute.',
    art: 'compass',
    actions: [
      { label: 'Compare entry modes', href: '#modes' },
      { label: 'Talk to an adviser', href: '#contact' },
    ],
  },
  sections: [
    {
      kind: 'table',
      id: 'modes',
      heading: 'Five common entry modes',
      lead: 'There is no best mode — only the one that fits your current stage.',
      columns: ['Entry mode', 'Upfront cost', 'Control', 'Fits when', 'Main risks'],
      rows: [
        [
          'Cross-border direct shipping',
          'Low',
          'Medium',
          'Testing demand for consumer goods',
          'Slow delivery, hard returns, changing marketplace rules',
        ],
        [
          'Distributor / agent',
          'Low',
          'Low',
          'Industrial goods, highly local channels',
          'Loss of price control, dependence on one distributor',
        ],
        [
          'Overseas warehouse + local store',
          'Medium',
          'High',
          'Proven demand, speed and repeat purchase matter',
          'Overstock, storage cost',
        ],
        [
          'Joint venture',
          'Medium–high',
          'Medium',
          'Restricted sectors, need for local resources',
          'Clashing management styles, hard exit',
        ],
        [
          'Greenfield / acquisition',
          'High',
          'High',
          'Production at scale or long-term commitment',
          'Long approvals, capital and management strain',
        ],
      ],
    },
    {
      kind: 'features',
      id: 'framework',
      heading: 'What the consulting covers',
      items: [
        {
          icon: 'target',
          title: 'Market choice',
          text: 'Two-axis assessment of market attractiveness and company fit to set the first and second-wave markets.',
        },
        {
          icon: 'box',
          title: 'Product range',
          text: 'Which products go first, and whether design, packaging, sizes or manuals need adapting.',
        },
        {
          icon: 'coins',
          title: 'Pricing',
          text: 'From ex-works price to shelf price, after duties, freight, marketplace commission and marketing.',
        },
        {
          icon: 'platform',
          title: 'Channels',
          text: 'Mix, priority and pace of online and offline channels, with a price architecture that prevents grey trade.',
        },
        {
          icon: 'users',
          title: 'Organisation and talent',
          text: 'Split of roles between home and overseas teams, hiring and incentives for key positions.',
        },
        {
          icon: 'calendar',
          title: 'Three-year roadmap',
          text: 'Quarterly targets, budgets and milestones, with “continue / adjust / exit” criteria for each phase.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      heading: 'How it runs',
      items: [
        {
          title: 'Diagnosis',
          text: 'Management interviews on products, capacity, finances and current overseas business.',
          duration: '1 week',
        },
        {
          title: 'Market assessment',
          text: 'Attractiveness and fit scoring of candidate markets.',
          duration: '1–2 weeks',
        },
        {
          title: 'Strategy design',
          text: 'Entry mode, products, pricing and channel strategy.',
          duration: '2 weeks',
        },
        {
          title: 'Roadmap and alignment',
          text: 'A three-year roadmap agreed in a management workshop.',
          duration: '1 week',
        },
      ],
    },
    {
      kind: 'cases',
      id: 'cases',
      heading: 'Consulting cases',
      lead: 'Example companies.',
      items: [
        {
          client: 'Qinghe Home',
          market: 'Southeast Asia',
          industry: 'Home & living',
          challenge:
            'An OEM exporter wanted its own brand in Southeast Asia but could not decide between e-commerce and retail.',
          solution:
            'Malaysia as the first market, e-commerce to find best-sellers first, then a Kuala Lumpur warehouse and home-store chains in year two.',
          results: [
            { value: '14 months', label: 'to monthly break-even' },
            { value: '3', label: 'markets by year two' },
          ],
          brandId: 'qinghe-home',
        },
        {
          client: 'Dolomia Outdoor',
          market: 'China',
          industry: 'Fashion',
          challenge:
            'An Italian outdoor brand entering China hesitated between a master distributor and running its own business.',
          solution:
            'A hybrid of a cross-border flagship store and regional distributors: the brand keeps control of image and prices while distributors reach specialist outdoor stores.',
          results: [
            { value: '42', label: 'partner stores in year one' },
            { value: '±5%', label: 'price gap across channels' },
          ],
          brandId: 'dolomia-outdoor',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Do small companies need strategy consulting?',
          a: 'Yes, but it can be small. For SMEs we offer a 2–3 week light version focused on market choice and entry mode.',
        },
        {
          q: 'Do you also implement the strategy?',
          a: 'You can hire Silk Road Ark for implementation or carry it out yourself; the consulting report is never tied to implementation services.',
        },
        {
          q: 'How are fees set?',
          a: 'The light version starts at ¥30,000 and the full version at ¥120,000, depending on the number of markets and depth of research.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Talk to a strategy adviser',
      text: 'Tell us your main products, annual exports and target markets, and we will arrange the right adviser.',
      channels: [
        { icon: 'phone', label: 'Hotline', value: '400-820-2026', href: 'tel:4008202026' },
        {
          icon: 'mail',
          label: 'Email',
          value: 'service@silkroadark.cn',
          href: 'mailto:service@silkroadark.cn',
        },
        { icon: 'clock', label: 'Hours', value: 'Mon–Fri 09:00–17:30 (GMT+8)' },
      ],
    },
  ],
}
