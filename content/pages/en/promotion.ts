import type { ContentPage } from '../schema.ts'

export const promotion: ContentPage = {
  description:
    'Silk Road Ark brand promotion: social media and influencer marketing, search and marketplace ads, PR and trade fairs, and localised content — channels chosen by region and spend reviewed by results, for brands going abroad or entering China.',
  hero: {
    eyebrow: 'Brand promotion',
    title: 'Be known and trusted in your target market',
    lead: 'The most common waste in overseas marketing is copying the home-market playbook. We choose the channels people actually use in each region, create content with local teams and review every campaign against both sales and brand metrics.',
    art: 'brand',
    actions: [
      { label: 'Regional channel map', href: '#channels' },
      { label: 'Fees', href: '#pricing' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'services',
      heading: 'Promotion services',
      items: [
        {
          icon: 'users',
          title: 'Social and influencers',
          text: 'Account management, content calendars and influencer partnerships — from selection and fees to content review and tracking.',
        },
        {
          icon: 'search',
          title: 'Search and marketplace ads',
          text: 'Set-up of search and on-marketplace ad accounts, keywords and bidding.',
        },
        {
          icon: 'megaphone',
          title: 'PR and media',
          text: 'Launches, trade-media coverage and crisis communication to build credibility.',
        },
        {
          icon: 'calendar',
          title: 'Fairs and events',
          text: 'Trade-fair planning, booth design and buyer invitations, plus pop-ups and tastings.',
        },
        {
          icon: 'chat',
          title: 'Localised content',
          text: 'Listings, video scripts and brand stories written and reviewed by native speakers to avoid cultural missteps.',
        },
        {
          icon: 'chart',
          title: 'Performance analysis',
          text: 'One dashboard for acquisition cost, return on ad spend and brand-search trends by channel.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'channels',
      heading: 'Regional channel map',
      lead: 'Leading platforms differ widely by region; these are the combinations we use most.',
      columns: ['Region', 'Main marketplaces', 'Main social and content platforms', 'What matters'],
      rows: [
        [
          'Southeast Asia',
          'Shopee, Lazada, TikTok Shop',
          'Facebook, TikTok, Instagram',
          'Frequent mega-sale days; live and short video sell well',
        ],
        [
          'Middle East',
          'Amazon, Noon',
          'Instagram, Snapchat, TikTok',
          'Ramadan and Eid are the peak season; Arabic content needed',
        ],
        [
          'Europe',
          'Amazon, Allegro (Poland), Zalando (fashion)',
          'Instagram, YouTube, Facebook',
          'Sustainability and data rules matter; follow local advertising law',
        ],
        [
          'Latin America',
          'Mercado Libre',
          'WhatsApp, Instagram, Facebook',
          'Instalment payments are common; messaging apps drive service and sales',
        ],
        [
          'Russia and Central Asia',
          'Wildberries, Ozon',
          'VK, Telegram',
          'Marketplace warehouses and local fulfilment drive ranking',
        ],
        [
          'China (inbound brands)',
          'Tmall Global, JD Worldwide',
          'Xiaohongshu, Douyin, WeChat',
          'Seeding content plus livestreams; cross-border and general-trade routes',
        ],
      ],
      note: 'Platform landscapes change; we reassess with current data before any campaign.',
    },
    {
      kind: 'steps',
      id: 'process',
      heading: 'How we run promotion',
      items: [
        {
          title: 'Brand and audience',
          text: 'Set positioning, core audience and the goal (awareness, leads or sales).',
          duration: '1 week',
        },
        {
          title: 'Channels and budget',
          text: 'Allocate budget by goal and set a KPI for every channel.',
          duration: '1 week',
        },
        {
          title: 'Content',
          text: 'Local teams produce posts, videos and influencer content.',
          duration: '2–3 weeks',
        },
        {
          title: 'Launch and optimise',
          text: 'Go live and optimise creative, audiences and bids weekly.',
          duration: 'Ongoing',
        },
        { title: 'Monthly review', text: 'A campaign report and next month’s plan.', duration: 'Monthly' },
      ],
    },
    {
      kind: 'pricing',
      id: 'pricing',
      heading: 'Fees',
      note: 'Ad spend is paid by you into the ad accounts, or by us against receipts; service fees and ad spend are always accounted separately.',
      plans: [
        {
          name: 'Project',
          price: 'From ¥20,000',
          unit: '/ project',
          audience: 'A launch, a trade fair or a single campaign.',
          includes: ['Planning and execution', 'Content production', 'Wrap-up report'],
        },
        {
          name: 'Monthly management',
          price: 'From ¥25,000',
          unit: '/ month / one market',
          audience: 'Brands needing continuous social and ads management.',
          includes: ['Two social accounts managed', 'Ad account management', 'Monthly data report'],
          featured: true,
        },
        {
          name: 'Pay for performance',
          price: 'Fee + sales commission',
          unit: '/ per contract',
          audience: 'Brands already on marketplaces aiming for sales growth.',
          includes: ['Lower base fee', 'Commission on incremental sales', 'Monthly target alignment'],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'How big should the budget be?',
          a: 'For the first six months in a new market, plan 15–25% of expected sales for promotion; the right share depends on competition and channels.',
        },
        {
          q: 'Can we do influencer marketing only?',
          a: 'Yes, but influencer content works best with a store and ads that turn exposure into searches and purchases.',
        },
        {
          q: 'How do you avoid breaking local advertising rules?',
          a: 'All content is reviewed by native speakers and checked for compliance before going live; claims on efficacy, health or comparisons get an extra review.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Get a promotion plan',
      text: 'Tell us your brand, target market and goal; we will propose channels and a budget within three working days.',
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
