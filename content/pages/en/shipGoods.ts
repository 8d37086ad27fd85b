import type { ContentPage } from '../schema.ts'

export const shipGoods: ContentPage = {
  description:
    'Silk Road Ark cross-border logistics: comparing sea FCL and LCL, air, China–Europe rail, express and overseas warehouses; customs declarations, Incoterms 2020 advice and end-to-end tracking, combined for the best balance of speed and cost.',
  hero: {
    eyebrow: 'Cross-border logistics',
    title: 'The right mode for every leg, by time and cost',
    lead: 'Sea, air, rail, express and overseas warehouses each have strengths. We compare options by cargo, deadline and budget, arrange booking, customs, transport and last-mile delivery, and track every shipment on one page.',
    art: 'ship',
    actions: [
      { label: 'Compare modes', href: '#modes' },
      { label: 'Incoterms', href: '#incoterms' },
    ],
  },
  sections: [
    {
      kind: 'table',
      id: 'modes',
      heading: 'Transport modes compared',
      lead: 'Typical ranges from China’s main ports and hubs; actual times depend on routes, space and clearance.',
      columns: ['Mode', 'Typical transit', 'Cost', 'Best for'],
      rows: [
        [
          'Sea, full container (FCL)',
          'Southeast Asia 5–12 days; Europe 30–40 days (port to port)',
          'Lowest per unit',
          'Large volumes without urgency',
        ],
        [
          'Sea, less than container (LCL)',
          '3–7 days more than FCL (consolidation)',
          'Charged per cubic metre',
          'Small and medium lots',
        ],
        [
          'China–Europe rail',
          'About 12–18 days China to Europe',
          'Between sea and air',
          'Mid-to-high value goods with deadlines',
        ],
        [
          'Air freight',
          'About 3–7 days door to door',
          'High, by chargeable weight',
          'High-value goods and urgent restocking',
        ],
        [
          'International express',
          'About 3–7 working days',
          'Highest, by weight band',
          'Samples, documents and small items',
        ],
        [
          'Overseas warehouse',
          'Local delivery in 1–3 days',
          'First leg + storage + delivery',
          'E-commerce sellers needing fast fulfilment and local returns',
        ],
      ],
    },
    {
      kind: 'table',
      id: 'incoterms',
      heading: 'Common trade terms (Incoterms 2020)',
      lead: 'The trade term decides where costs and risks pass from seller to buyer — agree it before signing.',
      columns: ['Term', 'Meaning', 'Seller’s duties', 'Risk passes'],
      rows: [
        [
          'EXW',
          'Ex Works',
          'Make the goods available at the seller’s premises',
          'When goods are placed at the buyer’s disposal',
        ],
        [
          'FCA',
          'Free Carrier',
          'Export clearance and delivery to the buyer’s nominated carrier',
          'On delivery to the carrier',
        ],
        [
          'FOB',
          'Free On Board',
          'Export clearance and loading on the named vessel (sea and inland waterway only)',
          'When goods are on board',
        ],
        [
          'CIF',
          'Cost, Insurance and Freight',
          'Freight to the destination port and minimum-cover insurance (sea and inland waterway only)',
          'When goods are on board',
        ],
        [
          'DAP',
          'Delivered At Place',
          'Carriage to the named place, without import clearance',
          'When goods are placed at the buyer’s disposal there',
        ],
        [
          'DDP',
          'Delivered Duty Paid',
          'Carriage, import clearance and import duties and taxes',
          'When goods are placed at the buyer’s disposal there',
        ],
      ],
      note: 'Source: International Chamber of Commerce, Incoterms® 2020.',
    },
    {
      kind: 'steps',
      id: 'process',
      heading: 'How it works',
      items: [
        {
          title: 'Quote',
          text: 'Send product, weight, volume, origin and destination; options are quoted within 24 hours.',
          duration: '1 day',
        },
        {
          title: 'Booking and pick-up',
          text: 'Book space once you choose, collect from you or receive at our warehouse.',
          duration: '1–3 days',
        },
        {
          title: 'Export customs',
          text: 'Check documents and clear export customs; origin certificates and inspection when needed.',
          duration: '1–2 days',
        },
        { title: 'Main leg', text: 'Sea, rail or air main leg with tracking updates.', duration: 'By mode' },
        {
          title: 'Clearance and delivery',
          text: 'Import clearance, duties and last-mile delivery, or check-in at an overseas warehouse.',
          duration: '2–7 days',
        },
      ],
    },
    {
      kind: 'features',
      id: 'value',
      heading: 'Why Silk Road Ark logistics',
      items: [
        {
          icon: 'ship',
          title: 'Multimodal capacity',
          text: 'Partnerships with major carriers, airlines, rail platforms and 60+ overseas warehouses: one enquiry, several options.',
        },
        {
          icon: 'search',
          title: 'Full visibility',
          text: 'Booking, departure, arrival, clearance and delivery milestones in real time, with proactive alerts.',
        },
        {
          icon: 'document',
          title: 'Compliant documents',
          text: 'Specialists check invoices, packing lists and declaration data to reduce inspections and returns.',
        },
        { icon: 'shield', title: 'Cargo insurance', text: 'Insure by cargo value, with help on claims.' },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Can you ship products with batteries?',
          a: 'Yes, with a UN38.3 test report and a safety data sheet (SDS), packed and declared under the rules for dangerous goods or goods containing batteries; some channels have extra limits.',
        },
        {
          q: 'How is freight charged?',
          a: 'Sea FCL by container type, LCL per cubic metre; air and express by the greater of actual and volumetric weight. Every charge in a quote is itemised.',
        },
        {
          q: 'What if destination customs inspects the goods?',
          a: 'We tell you at once and help provide documents; any extra duties or inspection fees are confirmed with you before payment.',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: 'Get a freight quote',
      text: 'Send product name, pieces, gross weight, volume, origin and destination; a logistics adviser will quote within 24 hours.',
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
