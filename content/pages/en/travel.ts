import type { ContentPage } from '../schema.ts'

export const travel: ContentPage = {
  description:
    'Silk Road Ark business travel: guidance on business visas and invitation letters, trade-fair delegations, business study tours, interpreters, travel insurance and safety briefings, plus hosting for overseas buyers and exhibitors visiting China.',
  hero: {
    eyebrow: 'Business travel',
    title: 'Spend your time with customers, not paperwork',
    lead: 'From visa documents and fair registration to airport pick-up, interpreters and safety briefings, one travel adviser follows your trip end to end — whether you exhibit abroad or host overseas buyers in China.',
    art: 'plane',
    actions: [
      { label: 'Services', href: '#services' },
      { label: 'Key trade fairs', href: '#fairs' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'services',
      heading: 'Services',
      items: [
        {
          icon: 'document',
          title: 'Visas and invitations',
          text: 'Document checklists for business visas by destination, invitation letters from overseas partners and processing-time advice.',
        },
        {
          icon: 'users',
          title: 'Trade-fair delegations',
          text: 'Group exhibiting or visiting, with registration, booths, stand building and sample shipping handled together.',
        },
        {
          icon: 'pin',
          title: 'Study tours',
          text: 'Tailored tours for sourcing, investment or plant location: factories, industrial parks, distributors and authorities.',
        },
        {
          icon: 'chat',
          title: 'Interpreters',
          text: 'Professional interpreters and escorts for negotiations, fairs and technical meetings.',
        },
        {
          icon: 'shield',
          title: 'Insurance and safety',
          text: 'Recommended travel and medical insurance, destination safety briefings and an emergency line during the trip.',
        },
        {
          icon: 'building',
          title: 'Hosting in China',
          text: 'Visa invitations, hotels, transport and factory meetings for overseas buyers and exhibitors.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'fairs',
      heading: 'Key trade fairs',
      lead: 'These fairs are held regularly; the organisers publish the exact dates.',
      columns: ['Fair', 'Location', 'Usually held', 'For'],
      rows: [
        [
          'China Import and Export Fair (Canton Fair)',
          'Guangzhou, China',
          'Spring (April–May) and autumn (October–November)',
          'Exporters of all kinds looking for buyers',
        ],
        [
          'China International Import Expo (CIIE)',
          'Shanghai, China',
          'November each year',
          'Overseas companies entering China',
        ],
        ['China–ASEAN Expo', 'Nanning, China', 'Autumn each year', 'Companies targeting ASEAN'],
        ['Gulfood', 'Dubai, UAE', 'Early in the year', 'Food and drink companies entering the Middle East'],
        ['HANNOVER MESSE', 'Hanover, Germany', 'Spring each year', 'Industrial and automation companies'],
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      heading: 'How it works',
      items: [
        { title: 'Your needs', text: 'Purpose, travellers, dates and budget.', duration: '1 day' },
        {
          title: 'Plan and quote',
          text: 'Itinerary, fair and visa plan with a cost breakdown.',
          duration: '2–3 days',
        },
        {
          title: 'Documents and bookings',
          text: 'Visa guidance, fair registration, flights and hotels.',
          duration: 'Per visa timeline',
        },
        {
          title: 'On the trip',
          text: 'Pre-departure briefing, local hosts and interpreters, emergency line.',
          duration: 'During travel',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Can you get the visa for us?',
          a: 'We provide checklists, form and appointment guidance and help obtain invitation letters; applicants submit to the embassy or its visa centre, which alone decides.',
        },
        {
          q: 'How long does a business visa take?',
          a: 'It varies by country and season, usually 5–20 working days. Start at least six weeks ahead in fair season.',
        },
        {
          q: 'What does a delegation fee include?',
          a: 'Usually booth fee, standard stand, group coordination and interpreters at the fair; flights, hotels and sample shipping can be booked by us or by you at actual cost.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Book a travel adviser',
      text: 'Tell us the destination, dates and number of travellers; a travel adviser will contact you within one working day.',
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
      note: 'In an emergency during your trip, call the hotline and press 9 for the 24/7 line.',
    },
  ],
}
