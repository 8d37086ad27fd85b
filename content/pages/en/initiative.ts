import type { ContentPage } from '../schema.ts'

export const initiative: ContentPage = {
  description:
    'The Silk Road Ark initiative “Compliant going global, shared success”: five commitments on legal compliance, local partnership, low-carbon operations, integrity and cultural respect for companies in Belt and Road markets, and how to join.',
  hero: {
    eyebrow: 'Silk Road Ark initiative',
    title: 'Compliant going global, shared success',
    lead: 'Going global is not only about selling products abroad — it is about taking reputation, standards and responsibility with you. We launched this initiative with partner companies and institutions so that every venture abroad stands the test of time.',
    art: 'compass',
    actions: [
      { label: 'Read the commitments', href: '#commitments' },
      { label: 'Join the initiative', href: '#join' },
    ],
  },
  sections: [
    {
      kind: 'intro',
      id: 'background',
      heading: 'Background',
      paragraphs: [
        'Since the Belt and Road Initiative was proposed in 2013, trade, investment and travel between China and partner countries have kept growing, and more and more small and medium-sized companies go abroad through cross-border e-commerce, overseas warehouses and local operations. At the same time, rules on product safety, data protection, labour rights and the environment are getting stricter everywhere.',
        'Experience shows that many losses abroad — seized goods, closed stores, trademarks registered by others, halted projects — come from not knowing or not respecting local rules. With this initiative Silk Road Ark wants “compliance first, local partnership” to become a shared habit.',
      ],
      highlights: [
        { value: '2013', label: 'Belt and Road Initiative proposed' },
        { value: '5', label: 'Shared commitments' },
        { value: '20', label: 'Countries and regions with guides' },
        { value: 'Free', label: 'To join' },
      ],
    },
    {
      kind: 'features',
      id: 'commitments',
      heading: 'Five shared commitments',
      lead: 'Members commit to these principles; Silk Road Ark provides the tools, training and services to put them into practice.',
      items: [
        {
          icon: 'scale',
          title: 'Comply with the law',
          text: 'Follow the laws of the target country and international rules: certify products, file taxes, screen for export controls and sanctions.',
          points: ['Certification before launch', 'Truthful declarations, taxes paid'],
        },
        {
          icon: 'handshake',
          title: 'Grow with local partners',
          text: 'Grow with local partners, hire and train local staff, and support local supply chains and jobs.',
          points: ['Local hiring and training', 'Work with local SMEs'],
        },
        {
          icon: 'leaf',
          title: 'Go green',
          text: 'Mind the environmental footprint across the product life cycle, avoid over-packaging and meet extended producer responsibility.',
          points: ['Recyclable packaging', 'Packaging and battery registrations'],
        },
        {
          icon: 'lock',
          title: 'Act with integrity',
          text: 'Describe products truthfully, no fake orders or reviews, protect customer data and privacy.',
          points: ['Accurate product information', 'Lawful personal-data handling'],
        },
        {
          icon: 'users',
          title: 'Respect cultures',
          text: 'Respect local religion, customs and business etiquette and avoid cultural offence in marketing.',
          points: ['Local review of marketing', 'Festival and taboo reminders'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'join',
      heading: 'How to join',
      lead: 'Joining is free and not tied to any paid service.',
      items: [
        {
          title: 'Read',
          text: 'Read the five commitments and the compliance self-check list and confirm you will apply them.',
        },
        {
          title: 'Register interest',
          text: 'Send your company name, contact person and main markets by hotline or email.',
          duration: 'About 5 minutes',
        },
        {
          title: 'Self-check',
          text: 'An adviser helps you complete a free compliance self-check and points out priorities.',
          duration: '1–2 weeks',
        },
        {
          title: 'Listing and support',
          text: 'Your company is listed as a member and gets priority access to training, fairs and matchmaking.',
        },
      ],
    },
    {
      kind: 'links',
      id: 'resources',
      heading: 'Resources for members',
      items: [
        {
          icon: 'compass',
          title: 'Country guides',
          text: 'Market, policy and culture essentials for 20 countries and regions',
          href: '#guides',
        },
        {
          icon: 'shield',
          title: 'Overseas interest protection',
          text: 'Risk assessment, compliance and 24/7 emergency assistance',
          href: '/protect',
        },
        {
          icon: 'document',
          title: 'Policy support',
          text: 'Export VAT refunds, pilot-zone policies and subsidy guidance',
          href: '/support',
        },
        {
          icon: 'layers',
          title: 'Service system',
          text: 'Full-cycle services from research to operations',
          href: '/Nsystem',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Does it cost anything to join?',
          a: 'No. Joining and the first compliance self-check are free; buying other services is entirely your choice.',
        },
        {
          q: 'What if a member breaks the commitments?',
          a: 'Members found to have committed serious violations or fraud are removed from the member list and lose the initiative’s priority support.',
        },
        {
          q: 'Can overseas companies join?',
          a: 'Yes. The five commitments apply equally to overseas brands entering China, and we provide guidance on Chinese rules and market practice.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Register your interest',
      text: 'Email your company name, contact person, phone number and main markets, or call the hotline; we reply within two working days.',
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
