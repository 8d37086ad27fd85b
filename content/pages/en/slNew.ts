import type { ContentPage } from '../schema.ts'

export const slNew: ContentPage = {
  description:
    'Silk Road Ark product launches: pre-launch compliance, launch channels, events and influencer warm-up, first stock and logistics, and a 30-day review for new products going abroad or entering China — plus recent launches by partner brands.',
  hero: {
    eyebrow: 'New product launches',
    title: 'A strong launch sets the starting line in a new market',
    lead: 'The first 90 days decide a new product’s fate in a new market: is it compliant, is the first stock in the warehouse on time, does the warm-up content get noticed, can the launch channel convert the traffic? We put it all on one timeline and drive every milestone.',
    art: 'launch',
    actions: [
      { label: 'Launch timeline', href: '#timeline' },
      { label: 'Recent launches', href: '#launches' },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'timeline',
      heading: 'Launch timeline',
      lead: 'Counted back from launch day (T); a standard launch takes about 120 days.',
      items: [
        {
          title: 'T-90 Compliance',
          text: 'Certification and testing, localised labels and manuals, trademark applications.',
          duration: 'T-90 to T-45',
        },
        {
          title: 'T-60 Channels and stock',
          text: 'Set launch channels and prices; ship first stock to an overseas or bonded warehouse.',
          duration: 'T-60 to T-15',
        },
        {
          title: 'T-30 Warm-up',
          text: 'Teasers, influencer and media trials, pre-orders or reservations.',
          duration: 'T-30 to T',
        },
        {
          title: 'T Launch',
          text: 'Launch event or online launch, concentrated ads, customer service ready.',
          duration: 'Launch day',
        },
        {
          title: 'T+30 Review',
          text: 'Sales, reviews and return reasons decide restocking and the next promotion phase.',
          duration: 'T to T+30',
        },
      ],
    },
    {
      kind: 'features',
      id: 'services',
      heading: 'What the launch service covers',
      items: [
        {
          icon: 'document',
          title: 'Launch compliance',
          text: 'Certification, labelling and ingredient or material limits per market, so the product goes live and stays live.',
        },
        {
          icon: 'platform',
          title: 'Launch channels',
          text: 'Marketplace launch, pre-sale on your own site or retail launch, plus new-product placements on marketplaces.',
        },
        {
          icon: 'megaphone',
          title: 'Launch and warm-up',
          text: 'Launch events, media invitations, influencer trials and social warm-up content.',
        },
        {
          icon: 'warehouse',
          title: 'First stock',
          text: 'First-order quantity from pre-sales and history, with first-leg shipping and warehouse check-in.',
        },
      ],
    },
    {
      kind: 'links',
      id: 'launches',
      heading: 'Recent launches',
      lead: 'Products partner brands recently launched in new markets (example companies).',
      items: [
        {
          icon: 'rocket',
          title: 'Qicheng Robotics · S9 robot vacuum and mop',
          text: 'Launched in Germany and Poland, September 2026',
          href: '/SlBrandDetails?id=qicheng-robotics',
        },
        {
          icon: 'rocket',
          title: 'Lan’an Tea · Cold-brew white tea',
          text: 'Launched in the UAE before Ramadan, March 2026',
          href: '/SlBrandDetails?id=lanan-tea',
        },
        {
          icon: 'rocket',
          title: 'Rosandes · Rosehip oil skincare',
          text: 'Entered China through cross-border e-commerce, June 2026',
          href: '/SlBrandDetails?id=rosandes-skincare',
        },
        {
          icon: 'rocket',
          title: 'Xinglan Energy · Portable power station',
          text: 'Launched in Brazil, May 2026',
          href: '/SlBrandDetails?id=xinglan-energy',
        },
      ],
    },
    {
      kind: 'pricing',
      id: 'pricing',
      heading: 'Launch packages',
      note: 'Certification, advertising and freight are charged separately at actual cost.',
      plans: [
        {
          name: 'Online launch',
          price: 'From ¥60,000',
          unit: '/ product / one market',
          audience: 'One new product on one marketplace.',
          includes: [
            'Launch compliance checklist',
            'Localised listing',
            '30-day warm-up and launch ads management',
            'T+30 review report',
          ],
        },
        {
          name: 'Omnichannel launch',
          price: 'From ¥180,000',
          unit: '/ range / one market',
          audience: 'A product range launched online and offline together.',
          includes: [
            'Everything in the online launch',
            'Launch event and media',
            'Retail distribution coordination',
            'First stock and logistics plan',
          ],
          featured: true,
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Can we start before mass production?',
          a: 'Yes, and the earlier the better. Testing usually needs production samples, but the compliance checklist, trademarks and channel talks can start during development.',
        },
        {
          q: 'How much first stock should we ship?',
          a: 'We estimate from pre-sales, comparable products and restocking lead times; where sea restocking is slow, first stock usually covers 60–90 days of sales.',
        },
        {
          q: 'Can overseas products launching in China use this?',
          a: 'Yes. Overseas brands can launch through cross-border e-commerce first to test the market, then move to general-trade imports when it makes sense.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Plan your launch',
      text: 'Tell us the product category, target market and planned launch date, and we will draft a launch timeline for you.',
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
