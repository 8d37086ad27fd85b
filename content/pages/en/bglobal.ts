import type { ContentPage } from '../schema.ts'

export const bglobal: ContentPage = {
  description:
    'Silk Road Ark overseas services: six core services — going-global services, country guides, a digital trade platform, capital services, overseas interest protection and integrated services — from market research and compliance to channels, finance and risk.',
  hero: {
    eyebrow: 'Six core services',
    title: 'One partner for going global, faster and safer',
    lead: 'Market research, compliance and market access, channel operations, settlement and finance, and risk protection: Silk Road Ark brings together steps usually spread over dozens of providers into one plan you can execute and measure — for Chinese companies going abroad and overseas brands coming to China.',
    art: 'globe',
    actions: [
      { label: 'See the six services', href: '#core-services' },
      { label: 'Our service system', href: '/Nsystem' },
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'scale',
      heading: 'Scale of service',
      items: [
        {
          value: '100,000+',
          label: 'Enterprises served',
          note: 'Manufacturing, consumer goods, technology and services',
        },
        {
          value: 'US$10 bn+',
          label: 'Annual transactions',
          note: 'Cross-border trade matched or supported by the platform',
        },
        {
          value: '20',
          label: 'Countries and regions',
          note: 'Local service network built within three years',
        },
        {
          value: '24/7',
          label: 'Overseas emergency response',
          note: 'Interest-protection hotline open all year',
        },
      ],
    },
    {
      kind: 'services',
      id: 'core-services',
      heading: 'The six core services',
      lead: 'Each service has a defined scope, deliverables and duration. Buy one on its own or combine them into an annual going-global programme.',
      items: [
        {
          anchor: 'overseas-service',
          icon: 'ship',
          title: 'Going-global services',
          summary:
            'End-to-end market entry and local operations, market by market, so you avoid detours and keep the cost of trial and error under control.',
          audience:
            'Manufacturers and brands entering their first or a new market; OEM exporters building their own brand.',
          offerings: [
            'Target-market screening and entry-mode design (cross-border e-commerce, distributors, overseas warehouse, local company)',
            'Overseas company registration, bank account, tax registration and local filings',
            'Product certification and market access: route planning and filing for CE, FCC, UKCA, SASO, SNI and more',
            'Channel development: marketplace stores, distributor matchmaking and trade-fair participation',
            'Local operations: multilingual content, outsourced customer service and after-sales network',
          ],
          deliverables: [
            'Market-entry plan with budget and milestones',
            'Company and account set-up documents',
            'Certificates and test reports',
            'Monthly channel reports for the first year',
          ],
          timeline:
            'Entry plan 2–4 weeks; company set-up and certification 1–3 months; operations contracted yearly',
        },
        {
          anchor: 'guide',
          icon: 'compass',
          title: 'Country guides',
          summary:
            'Guides to 20 Belt and Road countries and regions plus topic research that explain policy, market, logistics and culture clearly and accurately.',
          audience: 'Executives, strategy and marketing teams and export sales teams evaluating a market.',
          offerings: [
            'Country guides: population, economy, trade structure, main ports and e-commerce platforms',
            'Industry studies: market size, competition and access requirements for key categories',
            'Policy briefs: tariff changes, trade agreements, foreign-exchange and data rules',
            'Festivals and business etiquette: marketing calendar and communication tips',
            'Downloadable market-entry checklists and document packs',
          ],
          deliverables: [
            'Online country guides, kept up to date',
            'Market-entry checklist (PDF)',
            'Custom research reports on request',
          ],
          timeline: 'Guides free online; custom reports in 2–3 weeks',
        },
        {
          anchor: 'digital-platform',
          icon: 'platform',
          title: 'Digital trade platform',
          summary:
            'The Silk Road Ark shop and digital tools connect product display, enquiries, transactions, settlement and fulfilment data, so overseas business becomes visible, manageable and repeatable.',
          audience:
            'Brands, factories and distributors selling online; teams consolidating data from several marketplaces.',
          offerings: [
            'Multi-vendor shop: product listings, multilingual detail pages, coupons and membership',
            'Enquiry and order management across channels with automatic tracking updates',
            'Cross-border collection and reconciliation in several currencies, order by order',
            'Dashboards for traffic, conversion, basket size and repeat purchase',
            'Open APIs to connect your ERP and WMS',
          ],
          deliverables: [
            'Live shop and back-office accounts',
            'Integration plan and API documentation',
            'Monthly business report',
          ],
          timeline: 'Standard shop in 3–5 working days; integrations in 2–6 weeks',
        },
        {
          anchor: 'capital',
          icon: 'coins',
          title: 'Capital services',
          summary:
            'With banks, insurers and investors we provide financing, settlement, insurance and M&A support across the going-global cycle.',
          audience: 'Companies needing order financing, overseas plants, acquisitions or FX risk management.',
          offerings: [
            'Trade finance: order financing, receivables financing, financing backed by export credit insurance',
            'Export credit insurance guidance to limit buyer default and rejection risk',
            'Cross-border settlement and FX risk plans (advice on forwards and similar tools)',
            'Overseas investment and M&A: target screening, due-diligence coordination, deal structure advice',
            'Guidance through China’s outbound investment filings (NDRC, MOFCOM, SAFE registration)',
          ],
          deliverables: [
            'Financing diagnosis and list of matched institutions',
            'Insurance and settlement plan',
            'Filing document list and schedule',
          ],
          timeline: 'Financing matchmaking 2–6 weeks; outbound investment filings usually 1–3 months',
        },
        {
          anchor: 'protection',
          icon: 'shield',
          title: 'Overseas interest protection',
          summary:
            'We identify and manage political, security, compliance, IP and dispute risks abroad — and respond at once when something happens.',
          audience:
            'Companies with plants, projects, stores or staff abroad; owners of valuable brands and technology.',
          offerings: [
            'Country and project risk assessment: political, security, currency and business climate',
            'Compliance: export-control and sanctions screening, anti-bribery, data protection',
            'IP strategy: Madrid System trademark filings, patents and domain protection, infringement monitoring',
            'People security: travel-safety training, evacuation plans and 24/7 assistance',
            'Dispute resolution: mediation, international arbitration and enforcement through a lawyer network',
          ],
          deliverables: [
            'Risk assessment and risk map',
            'Compliance policies and training records',
            'Trademark and patent portfolio plan',
            'Emergency plan',
          ],
          timeline:
            'Risk assessment 2–4 weeks; compliance programme 1–3 months; assistance contracted yearly',
        },
        {
          anchor: 'integrated',
          icon: 'layers',
          title: 'Integrated services',
          summary:
            'Logistics, business travel, policy applications, talent and branding handled through one dedicated service manager.',
          audience:
            'Any company that wants to buy supporting services in one place and cut coordination cost.',
          offerings: [
            'Logistics: comparing sea, air, China–Europe rail, express and overseas-warehouse options',
            'Business travel: visas, invitation letters, trade-fair delegations and interpreters',
            'Policy support: export VAT refunds, cross-border e-commerce zone policies, subsidy applications',
            'Brand building: positioning, visual identity and localised content',
            'Talent: overseas hiring, expatriate pay and social-insurance plans',
          ],
          deliverables: [
            'A dedicated service manager and service log',
            'Quotes and execution records for each service',
            'Quarterly service review',
          ],
          timeline: 'Requests handled as they come; annual package valid for a year',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      heading: 'How we work together',
      lead: 'From the first call to delivery, every step has an owner and a date.',
      items: [
        {
          title: 'Discovery',
          text: 'A dedicated adviser learns your products, capacity, target markets and budget.',
          duration: '1–3 working days',
        },
        {
          title: 'Assessment',
          text: 'A going-global readiness assessment shows the gaps in access, channels, finance and compliance.',
          duration: '1–2 weeks',
        },
        {
          title: 'Proposal and quote',
          text: 'Service mix, milestones, deliverables and a detailed fee schedule; we sign once you agree.',
          duration: '3–5 working days',
        },
        {
          title: 'Execution',
          text: 'A project manager coordinates the specialist teams and reports progress and risks weekly.',
          duration: 'Per project',
        },
        {
          title: 'Review',
          text: 'Monthly or quarterly reviews of results against targets set the next phase.',
          duration: 'Ongoing',
        },
      ],
    },
    {
      kind: 'pricing',
      id: 'pricing',
      heading: 'Pricing models',
      lead: 'Transparent fees by scope of work, no bundling.',
      note: 'Starting prices for common projects; the formal quotation sets the tax-inclusive price. Government fees, testing and certification fees and advertising spend are passed through at cost with receipts.',
      plans: [
        {
          name: 'Single service',
          price: 'From ¥5,000',
          unit: '/ service',
          audience:
            'Companies with one specific need, such as company registration, a certification or a market report.',
          includes: [
            'Defined deliverables and deadline',
            'A dedicated adviser',
            '30 days of questions after delivery',
          ],
        },
        {
          name: 'Annual programme',
          price: 'From ¥98,000',
          unit: '/ year / one market',
          audience: 'Companies aiming for steady sales in one target market.',
          includes: [
            'Entry plan and annual plan',
            'Company set-up, certification and channel development',
            'Monthly operating review and data report',
            'Basic overseas-protection package',
          ],
          featured: true,
        },
        {
          name: 'Performance share',
          price: 'Fee + growth share',
          unit: '/ per contract',
          audience: 'Brands with products and supply chain in place that prefer to pay for results.',
          includes: [
            'Lower fixed service fee',
            'Agreed share of incremental sales',
            'Quarterly targets and clear terms',
          ],
        },
      ],
    },
    {
      kind: 'cases',
      id: 'cases',
      heading: 'Case studies',
      lead: 'The companies below are example companies; figures are results within the service period.',
      items: [
        {
          client: 'Lan’an Tea',
          market: 'UAE, Saudi Arabia',
          industry: 'Food & drink',
          challenge:
            'No experience in the Middle East, unfamiliar with halal certification and Arabic labelling, no local channel.',
          solution:
            'Halal certification and SASO-related compliance, a trading company in Dubai, introductions to local supermarkets and marketplaces, and a stand at a Dubai trade fair.',
          results: [
            { value: '9 months', label: 'to first listings' },
            { value: '120+', label: 'retail points of sale' },
          ],
          brandId: 'lanan-tea',
        },
        {
          client: 'Qicheng Robotics',
          market: 'Germany, Poland',
          industry: 'Consumer electronics',
          challenge:
            'Complex EU rules (CE, WEEE, batteries) and repeated marketplace restrictions for compliance gaps.',
          solution:
            'A product compliance checklist, certification and producer-responsibility registration, a German overseas warehouse and rebuilt multilingual listings and after-sales.',
          results: [
            { value: '3.2×', label: 'annual sales growth' },
            { value: '0', label: 'compliance delistings' },
          ],
          brandId: 'qicheng-robotics',
        },
        {
          client: 'Nordkap Seafood',
          market: 'China',
          industry: 'Food & drink',
          challenge:
            'A Norwegian seafood company entering China faced overseas manufacturer registration, import labelling and cold-chain distribution.',
          solution:
            'Overseas food manufacturer registration and Chinese labels, a dual route of cross-border e-commerce plus general trade, and cold-chain partners covering East China.',
          results: [
            { value: '6 months', label: 'to first cleared shipment' },
            { value: '38%', label: 'online repeat rate' },
          ],
          brandId: 'nordkap-seafood',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'This is our first time abroad. Which market should we start with?',
          a: 'Start with a readiness assessment: we score 3–5 candidate markets on category, certification effort, logistics cost and competition. Consumer brands usually start where rules are mature and marketplaces strong; industrial companies where trade ties are close and project demand is high.',
        },
        {
          q: 'Do we have to buy all six services?',
          a: 'No. Every service can be bought alone or combined into an annual programme run by one project manager.',
        },
        {
          q: 'Are third-party fees such as registration or certification included?',
          a: 'No. Government, testing, certification and advertising fees are passed through at cost with receipts; the service fee covers the Silk Road Ark team only.',
        },
        {
          q: 'How are results guaranteed?',
          a: 'Each contract lists deliverables, dates and acceptance criteria; annual programmes include a monthly data report. In the performance-share model the fixed fee is lower and our income is tied to your incremental sales.',
        },
        {
          q: 'Can overseas brands entering China use these services?',
          a: 'Yes: China market research, import access and registrations, cross-border e-commerce and general-trade route design, brand localisation and distributor recruitment.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Talk to an adviser',
      text: 'Tell us about your products and target markets. An adviser will contact you within one working day and offer a free readiness assessment.',
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
      note: 'For emergencies abroad, call the hotline and press 9 for the 24/7 interest-protection line.',
    },
  ],
}
