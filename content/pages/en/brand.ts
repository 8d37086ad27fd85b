import type { ContentPage } from '../schema.ts'

export const brand: ContentPage = {
  description:
    'The Silk Road Ark brand hall: Chinese brands that went abroad with the platform and overseas brands that entered China, across food, home, electronics, beauty, fashion, health and industry — each with its story, products and journey.',
  hero: {
    eyebrow: 'Brand hall',
    title: 'Chinese brands going out, global brands coming in',
    lead: 'A brand is the most lasting asset a company takes abroad. Here are partner brands that entered new markets with Silk Road Ark — their products, markets and journeys, as a reference for companies about to set out.',
    art: 'brand',
    actions: [
      { label: 'Browse brands', href: '#directory' },
      { label: 'Brand-building services', href: '/slBrand/build' },
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'overview',
      heading: 'The hall at a glance',
      items: [
        { value: '16', label: 'Partner brands' },
        { value: '8', label: 'Industries' },
        { value: 'Both ways', label: 'Going out and coming in' },
        { value: '20', label: 'Countries and regions served' },
      ],
    },
    {
      kind: 'links',
      id: 'grow',
      heading: 'Put your brand in the hall',
      lead: 'Brands that have used any of these services and sell steadily in their target market can apply to join the hall and be featured on the home page and in campaigns.',
      items: [
        {
          icon: 'award',
          title: 'Brand building',
          text: 'Positioning, naming, identity and trademarks',
          href: '/slBrand/build',
        },
        {
          icon: 'megaphone',
          title: 'Brand promotion',
          text: 'Social, influencers, ads and PR',
          href: '/Promotion',
        },
        {
          icon: 'rocket',
          title: 'Product launches',
          text: 'Full service for launches in new markets',
          href: '/slNew',
        },
        {
          icon: 'target',
          title: 'Going-global strategy',
          text: 'Market choice and entry mode',
          href: '/Strategy',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Does it cost anything to join the hall?',
          a: 'No. Listing is free, but brands must operate compliantly, share genuine business data and agree to the display of their case.',
        },
        {
          q: 'How do overseas brands apply?',
          a: 'Overseas brands already selling in China through cross-border e-commerce or general trade can email their brand profile, Chinese sales channels and licences.',
        },
        {
          q: 'Can brand information be updated?',
          a: 'Yes. Brands can submit updated products, markets and milestones at any time; updates go live after review.',
        },
      ],
    },
  ],
}
