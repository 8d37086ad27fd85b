import type { ContentPage } from '../schema.ts'

export const service: ContentPage = {
  description:
    'Silk Road Ark service centre: self-service for orders, after-sales, coupons and membership, help-centre articles, going-global enquiries and merchant onboarding, plus hotline, email, service hours and response commitments.',
  hero: {
    eyebrow: 'Service centre',
    title: 'Questions answered, people within reach',
    lead: 'Whether you shop in our store, sell on the platform or are exploring going-global services, you will find self-service links, help articles and ways to reach a person here.',
    art: 'service',
    actions: [
      { label: 'Self-service', href: '#self-service' },
      { label: 'Contact us', href: '#contact' },
    ],
  },
  sections: [
    {
      kind: 'links',
      id: 'self-service',
      heading: 'Self-service',
      items: [
        {
          icon: 'box',
          title: 'My orders',
          text: 'Order status, tracking and after-sales requests',
          href: '/home/MyOrder',
        },
        {
          icon: 'card',
          title: 'My coupons',
          text: 'Available coupons and how to use them',
          href: '/home/Coupons',
        },
        {
          icon: 'coins',
          title: 'My assets',
          text: 'Balance, top-ups and withdrawals',
          href: '/home/MoneyManagement',
        },
        {
          icon: 'document',
          title: 'Help centre',
          text: 'Shopping, payment, delivery and after-sales rules',
          href: '/article/detail',
        },
        {
          icon: 'ship',
          title: 'Going-global enquiries',
          text: 'The six core services and how we work',
          href: '/Bglobal',
        },
        {
          icon: 'building',
          title: 'Sell on the platform',
          text: 'Requirements, documents and review',
          href: '/article/detail',
        },
      ],
    },
    {
      kind: 'table',
      id: 'commitments',
      heading: 'Service commitments',
      lead: 'Working-day commitments; on holidays they move to the next working day (except emergency assistance abroad).',
      columns: ['Request', 'Channel', 'First response', 'Resolution'],
      rows: [
        ['Shopping questions', 'Hotline, email', 'Immediately during hours', 'Same day'],
        [
          'After-sales (return, exchange, refund)',
          'Member centre · My orders',
          'Reviewed within 1 working day',
          'Refund to the original method within 3 working days of receiving the return',
        ],
        ['Complaints', 'Member centre, hotline', 'Within 1 working day', 'Outcome within 7 working days'],
        [
          'Merchant onboarding',
          'Business email',
          'Contact within 1 working day',
          'Review in 3–5 working days once documents are complete',
        ],
        [
          'Going-global enquiries',
          'Hotline, business email',
          'An adviser within 1 working day',
          'Per service contract',
        ],
        ['Emergency assistance abroad', 'Hotline, press 9', 'Immediately, 24/7', 'Per emergency plan'],
      ],
    },
    {
      kind: 'steps',
      id: 'after-sale',
      heading: 'After-sales process',
      items: [
        { title: 'Request', text: 'In “My orders”, choose the item, give the reason and upload evidence.' },
        {
          title: 'Merchant review',
          text: 'The merchant reviews within one working day and gives a return address.',
          duration: '1 working day',
        },
        { title: 'Return the item', text: 'Send it back and enter the tracking number.' },
        {
          title: 'Refund',
          text: 'Once the merchant confirms receipt, the refund goes back to the original method; follow it in the order detail.',
          duration: 'Within 3 working days',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Do cross-border goods have 7-day no-reason returns?',
          a: 'See the product page. Because of customs and quarantine rules, some imported categories do not allow no-reason returns, but any item with a quality problem qualifies for after-sales.',
        },
        {
          q: 'I forgot my password.',
          a: 'Click “Forgot password” on the login page and reset it with a code sent to your mobile number.',
        },
        {
          q: 'How do I get an invoice?',
          a: 'Enter invoice details when ordering; the merchant issues it when the order completes. For a late request, contact the merchant from the order detail.',
        },
        {
          q: 'What if I disagree with the outcome?',
          a: 'File a complaint in the member centre; platform customer service steps in and gives an outcome within 7 working days.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Contact customer service',
      text: 'Our team is available during service hours; for emergencies abroad, call the hotline and press 9 — open 24/7 all year.',
      channels: [
        { icon: 'phone', label: 'Hotline', value: '400-820-2026', href: 'tel:4008202026' },
        {
          icon: 'mail',
          label: 'Email',
          value: 'service@silkroadark.cn',
          href: 'mailto:service@silkroadark.cn',
        },
        { icon: 'clock', label: 'Hours', value: 'Mon–Fri 09:00–17:30 (GMT+8)' },
        { icon: 'shield', label: 'Emergencies abroad', value: 'Hotline, press 9 · 24/7' },
      ],
    },
  ],
}
