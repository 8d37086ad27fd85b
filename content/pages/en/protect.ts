import type { ContentPage } from '../schema.ts'

export const protect: ContentPage = {
  description:
    'Silk Road Ark overseas interest protection: country and project risk assessment, export-control and sanctions compliance, IP protection abroad, people security and emergency assistance, mediation and international arbitration, with a 24/7 emergency line.',
  hero: {
    eyebrow: 'Overseas interest protection',
    title: 'Protect your people, assets and brand abroad',
    lead: 'Risks abroad tend to get attention only after they strike. We help you identify political, security, compliance, IP and contract risks in advance and put policies and plans in place — and when an incident happens, our 24/7 emergency line responds at once.',
    art: 'shield',
    actions: [
      { label: 'Types of risk', href: '#risks' },
      { label: 'Emergency response', href: '#emergency' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'risks',
      heading: 'The main risks abroad',
      items: [
        {
          icon: 'flag',
          title: 'Political and security',
          text: 'Political change, unrest, terrorism and crime that threaten staff safety and project continuity.',
        },
        {
          icon: 'scale',
          title: 'Compliance and sanctions',
          text: 'Export controls, economic sanctions, anti-bribery and anti-money-laundering rules; breaches can mean heavy fines or listing.',
        },
        {
          icon: 'award',
          title: 'Intellectual property',
          text: 'Trademark squatting, counterfeits and patent claims that block market access and sales.',
        },
        {
          icon: 'lock',
          title: 'Data and privacy',
          text: 'Rules such as the EU General Data Protection Regulation (GDPR) strictly govern collecting and transferring personal data.',
        },
        {
          icon: 'coins',
          title: 'Currency and payment',
          text: 'Sharp exchange-rate moves, capital controls and late-paying buyers that erode profit or create bad debt.',
        },
        {
          icon: 'handshake',
          title: 'Contracts and disputes',
          text: 'Vague terms and poorly chosen governing law or forum make disputes expensive to resolve.',
        },
      ],
    },
    {
      kind: 'services',
      id: 'solutions',
      heading: 'Protection services',
      items: [
        {
          anchor: 'risk-assessment',
          icon: 'search',
          title: 'Risk assessment',
          summary:
            'Country, industry and counterparty risk assessed before you invest, build or sign a major contract.',
          audience: 'Companies planning investment abroad, overseas projects or key partnerships.',
          offerings: [
            'Political, security and business-climate assessment',
            'Counterparty background checks and sanctions screening',
            'Site security assessment',
          ],
          deliverables: ['Risk assessment report', 'Risk map with recommended measures'],
          timeline: '2–4 weeks',
        },
        {
          anchor: 'compliance',
          icon: 'scale',
          title: 'Compliance programme',
          summary:
            'Export-control, sanctions, anti-bribery and data-protection policies sized to your company.',
          audience:
            'Exporters of sensitive items, companies trading with many countries or handling overseas personal data.',
          offerings: [
            'Risk identification and policy design',
            'Counterparty and item screening procedures',
            'Staff training and annual audit',
          ],
          deliverables: ['Compliance manual and procedures', 'Training records and annual audit report'],
          timeline: '1–3 months',
        },
        {
          anchor: 'ip',
          icon: 'award',
          title: 'IP protection',
          summary:
            'Trademarks and patents filed before market entry, with infringement monitoring after launch.',
          audience: 'Companies with their own brands, designs or core technology.',
          offerings: [
            'Madrid System international trademarks (designating 130+ countries) and national filings',
            'PCT international patent applications (150+ contracting states) and design protection',
            'Marketplace infringement monitoring, takedowns and customs IP recordal',
          ],
          deliverables: ['Trademark and patent portfolio plan', 'Monthly infringement monitoring report'],
          timeline: 'Portfolio plan in 2 weeks; registration per national examination',
        },
        {
          anchor: 'disputes',
          icon: 'handshake',
          title: 'Dispute resolution',
          summary:
            'Prevent disputes when drafting contracts, and choose the cheapest enforceable route when they arise.',
          audience:
            'Companies with cross-border contract disputes, unpaid receivables or investment disputes.',
          offerings: [
            'Contract review and dispute-resolution clauses',
            'Access to mediators, arbitration institutions and lawyers',
            'Recognition and enforcement under the New York Convention (170+ contracting states)',
          ],
          deliverables: ['Dispute assessment', 'Plan for lawyers and arbitration institution'],
          timeline: 'Assessment within 1 week; case length depends on procedure',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'emergency',
      heading: '24/7 emergency response',
      lead: 'Staff of subscribed companies call the hotline and press 9 for the emergency line.',
      items: [
        {
          title: 'Alert',
          text: 'The duty officer records the incident, locations and needs.',
          duration: 'Immediately',
        },
        {
          title: 'Assess',
          text: 'The emergency team grades the incident and activates the matching plan.',
          duration: 'Within 30 minutes',
        },
        {
          title: 'Respond',
          text: 'Local partners provide medical, security, legal or evacuation help.',
          duration: 'Per plan',
        },
        {
          title: 'Report',
          text: 'Continuous updates, then an incident report with improvements.',
          duration: 'Within 5 working days after',
        },
      ],
    },
    {
      kind: 'pricing',
      id: 'pricing',
      heading: 'Plans',
      note: 'Local medical, security and legal costs are charged at actual cost; the formal quotation sets the price.',
      plans: [
        {
          name: 'Essential',
          price: 'From ¥30,000',
          unit: '/ year',
          audience: 'Companies with a few staff travelling or posted abroad.',
          includes: ['24/7 emergency line', 'Travel-safety briefings', 'Annual risk brief'],
        },
        {
          name: 'Comprehensive',
          price: 'From ¥120,000',
          unit: '/ year',
          audience: 'Companies with plants, projects or stores abroad.',
          includes: [
            'Everything in Essential',
            'One country and project risk assessment',
            'Compliance programme and training',
            'IP monitoring',
          ],
          featured: true,
        },
        {
          name: 'Single service',
          price: 'Quoted per project',
          unit: '/ project',
          audience: 'Companies needing one assessment, filing or dispute service.',
          includes: ['Defined scope and deliverables', 'A dedicated project manager'],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Our trademark is registered in China. Do we need to register abroad?',
          a: 'Yes. Trademark rights are territorial, so a Chinese registration does not protect you elsewhere. File through the Madrid System or nationally before entering a market.',
        },
        {
          q: 'How do we know whether a counterparty is sanctioned?',
          a: 'Screen against the sanctions and export-control lists of the main countries and international bodies, and check end users and end uses. We screen for you and help set up in-house procedures.',
        },
        {
          q: 'How should the dispute clause be written?',
          a: 'State the governing law, the method and the seat. In cross-border deals, arbitral awards can be enforced under the New York Convention in 170+ states, usually more easily than court judgments.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Contact the protection team',
      text: 'For risk assessment, compliance or IP services, call the hotline or email us; subscribed companies facing an emergency abroad call the hotline and press 9.',
      channels: [
        { icon: 'phone', label: 'Hotline', value: '400-820-2026', href: 'tel:4008202026' },
        { icon: 'shield', label: 'Emergency line', value: 'Hotline, press 9 · 24/7' },
        {
          icon: 'mail',
          label: 'Email',
          value: 'service@silkroadark.cn',
          href: 'mailto:service@silkroadark.cn',
        },
      ],
      note: 'General information only, not legal advice.',
    },
  ],
}
