import type { ContentPage } from '../schema.ts'

export const analyse: ContentPage = {
  description:
    'Silk Road Ark market analysis: market sizing, competition, consumer insight, channel and pricing research and regulatory access, based on customs statistics, UN trade data and primary research, so you judge opportunities abroad with data.',
  hero: {
    eyebrow: 'Market analysis',
    title: 'See the market clearly before you invest',
    lead: 'A good market analysis answers three questions: how big is the market, who am I competing with, and why will I win. We combine public statistics, marketplace data and primary research into conclusions you can act on — not piles of numbers.',
    art: 'chart',
    actions: [
      { label: 'Research products', href: '#products' },
      { label: 'Report prices', href: '#pricing' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'products',
      heading: 'Research products',
      items: [
        {
          icon: 'chart',
          title: 'Market sizing',
          text: 'Top-down (import statistics, population, consumer spending) and bottom-up (channel sales, price bands) estimates, cross-checked.',
        },
        {
          icon: 'users',
          title: 'Consumer insight',
          text: 'Target profiles, purchase motives and decision journeys from online surveys, focus groups and review mining.',
        },
        {
          icon: 'target',
          title: 'Competition',
          text: 'Competitors’ prices, claims, channels and reviews, to find unmet needs and room to differentiate.',
        },
        {
          icon: 'platform',
          title: 'Channels and pricing',
          text: 'Structure and margins of marketplaces, retail, distributors and specialist channels, with a recommended price architecture.',
        },
        {
          icon: 'scale',
          title: 'Regulatory access',
          text: 'Certification, labelling, registrations, tariffs and non-tariff measures: what must be done before launch and how long it takes.',
        },
        {
          icon: 'bulb',
          title: 'Entry recommendation',
          text: 'Putting it together: market ranking, launch products and entry pace.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'sources',
      heading: 'Data sources and method',
      lead: 'Every report names its sources and reference years, so conclusions can be traced.',
      columns: ['Data', 'Main sources', 'Used for'],
      rows: [
        [
          'Trade statistics',
          'China Customs statistics, UN Comtrade',
          'Category trade size, supplier countries and growth',
        ],
        [
          'Macro and population',
          'World Bank World Development Indicators, national statistics offices',
          'Demographics, income and consumer spending',
        ],
        [
          'Tariffs and access',
          'National tariff schedules, WTO tariff data, free-trade agreement texts',
          'Applied duties, rules of origin and access requirements',
        ],
        [
          'Marketplaces and channels',
          'Public marketplace rankings and prices, channel interviews',
          'Price bands, competitor share and channel structure',
        ],
        [
          'Primary research',
          'Online surveys, focus groups, distributor and buyer interviews',
          'Motives, brand awareness and price sensitivity',
        ],
      ],
      note: 'Third-party figures follow their latest published release; each report states the reference year of every figure.',
    },
    {
      kind: 'steps',
      id: 'process',
      heading: 'How a study runs',
      items: [
        {
          title: 'Frame the question',
          text: 'Agree the decisions to support, candidate markets and product scope.',
          duration: '2–3 days',
        },
        {
          title: 'Desk research',
          text: 'Collect statistics, regulations and marketplace data for a first view.',
          duration: '1 week',
        },
        {
          title: 'Primary research',
          text: 'Surveys, interviews or store visits to test the key assumptions.',
          duration: '1–2 weeks',
        },
        {
          title: 'Findings',
          text: 'Report and a face-to-face debrief with an actionable entry recommendation.',
          duration: '3–5 days',
        },
      ],
    },
    {
      kind: 'pricing',
      id: 'pricing',
      heading: 'Report prices',
      note: 'Starting prices for one country and one category; multi-country comparisons and large samples are quoted separately.',
      plans: [
        {
          name: 'Market snapshot',
          price: 'From ¥8,000',
          unit: '/ report',
          audience: 'A first view of whether a market deserves deeper study.',
          includes: [
            'Market size and growth',
            'Main competitors and price bands',
            'Access requirements checklist',
          ],
        },
        {
          name: 'In-depth study',
          price: 'From ¥38,000',
          unit: '/ report',
          audience: 'Companies that have decided to enter and need a concrete plan.',
          includes: [
            'All six research areas',
            'At least 300 survey responses or 15 interviews',
            'Entry recommendation and debrief',
          ],
          featured: true,
        },
        {
          name: 'Monitoring',
          price: 'From ¥6,000',
          unit: '/ month',
          audience: 'Companies already selling who need to track change.',
          includes: [
            'Monthly competitor and price tracking',
            'Alerts on rule and tariff changes',
            'Quarterly trend brief',
          ],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'How long does a report take?',
          a: 'A snapshot takes about 1–2 weeks and an in-depth study 3–5 weeks, depending on sample size and interviewee availability.',
        },
        {
          q: 'Can you study just one marketplace?',
          a: 'Yes: category rankings, prices and reviews on a single marketplace, quoted by effort.',
        },
        {
          q: 'Will our data reach competitors?',
          a: 'Every project is under a non-disclosure agreement; reports and raw data go only to the client and are never published.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Book a research adviser',
      text: 'Tell us your category and candidate markets; a research adviser will contact you within one working day with a study plan and quote.',
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
