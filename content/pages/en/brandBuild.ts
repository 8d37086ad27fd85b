import type { ContentPage } from '../schema.ts'

export const brandBuild: ContentPage = {
  description:
    'Silk Road Ark brand building: positioning for the target market, multilingual naming and cultural checks, visual identity, trademark filings abroad, packaging and content localisation and brand asset management — from OEM to own brand, or localising for China.',
  hero: {
    eyebrow: 'Brand building',
    title: 'From selling products to building a brand',
    lead: 'Many exporters make great products but earn only manufacturing margins. Brand building gives you a clear position, a protected name and a consistent image in your target market, so customers remember you and will pay a little more.',
    art: 'brand',
    actions: [
      { label: 'Service modules', href: '#modules' },
      { label: 'Prices', href: '#pricing' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'modules',
      heading: 'Service modules',
      items: [
        {
          icon: 'target',
          title: 'Positioning',
          text: 'Target audience, core value and differentiation based on consumer and competitor research in the target market.',
        },
        {
          icon: 'chat',
          title: 'Naming and cultural checks',
          text: 'Multilingual naming, checking pronunciation, meaning and negative associations in each language.',
        },
        {
          icon: 'star',
          title: 'Visual identity',
          text: 'Logo, colours, typography and guidelines for marketplaces, packaging, fairs and social media.',
        },
        {
          icon: 'award',
          title: 'Trademarks',
          text: 'Clearance searches and filings before launch, covering core and defensive classes.',
        },
        {
          icon: 'box',
          title: 'Packaging and content',
          text: 'Compliant, localised packaging and native-language brand stories, listings and videos.',
        },
        {
          icon: 'layers',
          title: 'Brand asset management',
          text: 'Brand book, asset library and licensing so the brand looks the same across markets and channels.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      heading: 'How it runs',
      items: [
        {
          title: 'Brand audit',
          text: 'Review brand assets, awareness in the target market and trademark status.',
          duration: '1–2 weeks',
        },
        {
          title: 'Strategy',
          text: 'Positioning, naming direction and brand architecture.',
          duration: '2–3 weeks',
        },
        {
          title: 'Design',
          text: 'Visual identity and key applications, with two rounds of revisions.',
          duration: '3–4 weeks',
        },
        {
          title: 'Filing and roll-out',
          text: 'Trademark applications, packaging and content localisation.',
          duration: '2–4 weeks',
        },
        {
          title: 'Hand-over',
          text: 'Brand book and asset library, with training for your team.',
          duration: '1 week',
        },
      ],
    },
    {
      kind: 'pricing',
      id: 'pricing',
      heading: 'Prices',
      note: 'Trademark office fees, searches and print proofs are passed through at cost.',
      plans: [
        {
          name: 'Brand refresh',
          price: 'From ¥50,000',
          unit: '/ project',
          audience: 'Existing brands adapting to a new market.',
          includes: ['Brand audit', 'Visual identity refinement', 'Cultural check for the target market'],
        },
        {
          name: 'Full brand programme',
          price: 'From ¥150,000',
          unit: '/ project',
          audience: 'Companies building a brand for abroad or for China from scratch.',
          includes: [
            'Positioning and naming',
            'Complete visual identity',
            'Trademarks in one market',
            'Packaging and content localisation',
            'Brand book',
          ],
          featured: true,
        },
        {
          name: 'Trademark filing',
          price: 'From ¥3,000',
          unit: '/ country / class',
          audience: 'Companies that only need trademarks abroad or in China.',
          includes: ['Clearance search and risk view', 'Filing and examination follow-up'],
        },
      ],
    },
    {
      kind: 'cases',
      id: 'cases',
      heading: 'Brand-building cases',
      lead: 'Example companies.',
      items: [
        {
          client: 'Zhijin Silk',
          market: 'France, Italy',
          industry: 'Fashion',
          challenge:
            'A Suzhou silk mill that had long made goods for European labels wanted its own brand in European boutiques.',
          solution:
            'Repositioned as “Eastern craft, contemporary design”, with French and Italian name checks, a new identity, EU trademarks and recyclable packaging.',
          results: [
            { value: '28', label: 'European boutiques' },
            { value: '+41%', label: 'gross margin on own brand' },
          ],
          brandId: 'zhijin-silk',
        },
        {
          client: 'Rosandes',
          market: 'China',
          industry: 'Beauty & care',
          challenge: 'A Chilean skincare brand unknown in China, with a name hard to pronounce and remember.',
          solution:
            'A Chinese brand name, 露西亚, registered as a trademark, and a brand story and Chinese content built around Andean rosehip.',
          results: [
            { value: '6 months', label: 'to file the Chinese trademark' },
            { value: '35,000+', label: 'Xiaohongshu notes in year one' },
          ],
          brandId: 'rosandes-skincare',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Do we need a new name for overseas markets?',
          a: 'Not necessarily. If the name is easy to say, carries no negative meaning and can be registered, keeping it builds brand equity; otherwise use a local name or both.',
        },
        {
          q: 'How long does trademark registration take?',
          a: 'It varies by country, from several months to over a year. File at least six months before launch.',
        },
        {
          q: 'Who owns the designs?',
          a: 'After acceptance and final payment, copyright in the logo and identity is assigned to you as set out in the contract.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Book a brand adviser',
      text: 'Tell us about your products, target market and current brand; a brand adviser will contact you within one working day.',
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
