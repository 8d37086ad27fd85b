import type { ContentPage } from '../schema.ts'

export const support: ContentPage = {
  description:
    'Silk Road Ark policy support: export VAT refunds, tax rules in cross-border e-commerce pilot zones, customs modes 9610/9710/9810/1210, RCEP and FTA certificates of origin, export credit insurance and local subsidies — explained, with filing support.',
  hero: {
    eyebrow: 'Policy support',
    title: 'Use the policies that cut your costs',
    lead: 'Export VAT refunds, free-trade-agreement tariff preferences, pilot-zone tax rules and local trade subsidies can improve margins directly, yet are often missed because the rules are complex. We help you understand them, find what applies and file correctly.',
    art: 'policy',
    actions: [
      { label: 'Key policies', href: '#policies' },
      { label: 'Customs modes', href: '#customs' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'policies',
      heading: 'Key policies',
      items: [
        {
          icon: 'coins',
          title: 'Export VAT refunds',
          text: 'Exported goods get VAT refunded at the applicable refund rate. What matters: complete documents, matching declarations and invoices, and filing on time.',
        },
        {
          icon: 'building',
          title: 'Pilot-zone tax rules',
          text: 'Eligible retail exporters in cross-border e-commerce pilot zones may get VAT and consumption-tax exemption for goods without purchase invoices, and deemed corporate income tax at a 4% taxable-profit rate.',
        },
        {
          icon: 'globe',
          title: 'FTAs and origin',
          text: 'RCEP entered into force on 1 January 2022 with 15 members. With a certificate or declaration of origin, exports can enjoy the agreement duty rate in the importing country.',
        },
        {
          icon: 'shield',
          title: 'Export credit insurance',
          text: 'China Export & Credit Insurance Corporation (Sinosure) covers buyer insolvency, default, rejection and political risk; policies can also support bank financing.',
        },
        {
          icon: 'flag',
          title: 'Local subsidies',
          text: 'Local commerce authorities support trade fairs, overseas warehouses and brand building; criteria and deadlines follow each year’s notice.',
        },
        {
          icon: 'box',
          title: 'Cross-border retail imports',
          text: 'Limits of ¥5,000 per transaction and ¥26,000 per person per year; within limits the customs duty is 0% for now and import VAT and consumption tax are levied at 70% of the statutory amount.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'customs',
      heading: 'Customs modes for cross-border e-commerce',
      lead: 'Choosing the right customs mode is the basis for compliant declarations and policy benefits.',
      columns: ['Code', 'Name', 'Business model', 'For'],
      rows: [
        [
          '9610',
          'Cross-border e-commerce',
          'B2C retail imports and exports with list and consolidated declarations',
          'Sellers shipping parcels direct',
        ],
        [
          '9710',
          'Cross-border e-commerce B2B direct export',
          'B2B exports sold through cross-border platforms to foreign companies',
          'B2B sellers on cross-border platforms',
        ],
        [
          '9810',
          'Cross-border e-commerce export to overseas warehouses',
          'Goods exported to an overseas warehouse first, then sold online',
          'Sellers stocking overseas warehouses',
        ],
        [
          '1210',
          'Bonded cross-border e-commerce',
          'Bonded e-commerce in special customs zones or bonded logistics centres',
          'Bonded importers and exporters',
        ],
      ],
      note: 'Conditions and filing requirements follow announcements of the General Administration of Customs and the competent customs office.',
    },
    {
      kind: 'steps',
      id: 'process',
      heading: 'How we support filings',
      items: [
        {
          title: 'Policy check-up',
          text: 'Review your business model, location and products and list the policies that apply.',
          duration: '1 week',
        },
        {
          title: 'Fix gaps',
          text: 'Align contracts, declarations, invoices and FX receipts.',
          duration: '2–4 weeks',
        },
        {
          title: 'Filing',
          text: 'Prepare and submit applications to the authorities.',
          duration: 'Per filing window',
        },
        {
          title: 'Follow-up',
          text: 'Track reviews and set up document archiving for audits.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Can small-scale taxpayers claim export refunds?',
          a: 'Small-scale taxpayers are generally VAT-exempt on exports and do not claim refunds; general taxpayers file for exemption, credit and refund. The tax office decides in each case.',
        },
        {
          q: 'Where do we get certificates of origin?',
          a: 'From customs or the China Council for the Promotion of International Trade and its local branches; some agreements also let approved exporters declare origin themselves.',
        },
        {
          q: 'What does filing support cost?',
          a: 'The first policy check-up is free; filing support is charged per project from ¥3,000, and fees never depend on promised subsidy amounts.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Book a policy adviser',
      text: 'Tell us where you are registered, your business model and export markets, and a policy adviser will run a free check-up.',
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
      note: 'This page summarises policies and is not tax or legal advice; the authorities’ latest documents prevail.',
    },
  ],
}
