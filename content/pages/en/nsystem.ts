import type { ContentPage } from '../schema.ts'

export const nsystem: ContentPage = {
  description:
    'The Silk Road Ark service system: four layers — research, market access, operations and protection — covering the research, entry, growth and expansion stages of going global, with clear services, deliverables and response standards for each.',
  hero: {
    eyebrow: 'Service system',
    title: 'Four layers covering the whole journey',
    lead: 'Companies face different questions at each stage: in research, is the market worth it; at entry, can we sell legally; in growth, how do we sell more and better; in expansion, how do we protect what we have built. Our service system is organised by stage, with a team and a standard for every step.',
    art: 'network',
    actions: [
      { label: 'See the service matrix', href: '#matrix' },
      { label: 'Six core services', href: '/Bglobal' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'layers',
      heading: 'Four service layers',
      items: [
        {
          icon: 'search',
          title: 'Research',
          text: 'Country research, industry data and consumer insight to judge opportunities and entry priorities.',
          points: ['Country guides and reports', 'Market size and competition analysis'],
        },
        {
          icon: 'document',
          title: 'Market access',
          text: 'Company set-up, product certification, labelling and registrations to clear the legal and technical barriers.',
          points: ['Overseas company and tax registration', 'Certification and import filings'],
        },
        {
          icon: 'trend',
          title: 'Operations',
          text: 'Marketplaces, offline channels, marketing and fulfilment to keep products selling.',
          points: ['Channel development and store operations', 'Brand promotion and overseas warehouses'],
        },
        {
          icon: 'shield',
          title: 'Protection',
          text: 'Finance, insurance, compliance and emergency assistance to cut financial, legal and security risk.',
          points: ['Trade finance and credit insurance', 'Compliance and emergency response'],
        },
      ],
    },
    {
      kind: 'table',
      id: 'matrix',
      heading: 'Service matrix by stage',
      lead: 'Choose services by the stage you are in, and spend nothing on steps you do not need yet.',
      columns: ['Stage', 'Key question', 'Main services', 'Typical deliverables'],
      rows: [
        [
          'Research',
          'Is it worth it? Where first?',
          'Country guides, market analysis, strategy consulting',
          'Market assessment, entry priority ranking',
        ],
        [
          'Entry',
          'Can we sell legally?',
          'Company set-up, certification, trademarks, logistics plan',
          'Registration documents, certificates, first shipment landed',
        ],
        [
          'Growth',
          'How do we sell more and better?',
          'Channel operations, brand promotion, digital platform',
          'Monthly business report, campaign reviews',
        ],
        [
          'Expansion',
          'How do we protect and grow further?',
          'Capital services, interest protection, local team',
          'Financing plan, risk map, compliance policies',
        ],
      ],
    },
    {
      kind: 'steps',
      id: 'standards',
      heading: 'Service standards',
      lead: 'The same standards are written into every service contract.',
      items: [
        {
          title: 'Reply in 1 working day',
          text: 'A dedicated adviser contacts every new enquiry within one working day.',
        },
        {
          title: 'A dedicated project manager',
          text: 'Every signed project has one project manager coordinating all specialist teams.',
        },
        {
          title: 'Weekly updates',
          text: 'Written weekly updates on progress, risks and next steps during execution.',
        },
        {
          title: 'Clear acceptance criteria',
          text: 'Deliverables and acceptance criteria are in the contract; the final payment follows acceptance.',
        },
        {
          title: '24/7 emergencies',
          text: 'Incidents abroad are handled around the clock by the emergency line.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'network',
      heading: 'Service network',
      items: [
        { value: '20', label: 'Country and regional service points' },
        { value: '300+', label: 'Certification, legal and tax partners' },
        { value: '60+', label: 'Partner overseas warehouses' },
        { value: '12', label: 'Service languages' },
      ],
      source: 'Silk Road Ark service network, October 2026',
    },
    {
      kind: 'links',
      id: 'explore',
      heading: 'Start here',
      items: [
        {
          icon: 'chart',
          title: 'Market analysis',
          text: 'Judge the opportunity with data first',
          href: '/Analyse',
        },
        {
          icon: 'target',
          title: 'Going-global strategy',
          text: 'Choose the right entry mode',
          href: '/Strategy',
        },
        {
          icon: 'megaphone',
          title: 'Brand promotion',
          text: 'Build awareness in your target market',
          href: '/Promotion',
        },
        {
          icon: 'headset',
          title: 'Service centre',
          text: 'Enquiries, after-sales and help articles',
          href: '/Service',
        },
      ],
    },
  ],
}
