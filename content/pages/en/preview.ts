import type { ContentPage } from '../schema.ts'

export const preview: ContentPage = {
  description:
    'Silk Road Ark document preview: view the market-entry checklists, key data sheets and images that come with the country guides online — PDF, CSV and image files — and download the originals.',
  hero: {
    eyebrow: 'Document preview',
    title: 'Look before you download',
    lead: 'Preview the market-entry checklists, key data sheets and other documents of the country guides here: data sheets appear as tables, images display at once, and PDF files open in a new window or download.',
    art: 'document',
    actions: [{ label: 'Where documents come from', href: '#sources' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'formats',
      heading: 'Supported formats',
      items: [
        {
          icon: 'document',
          title: 'PDF documents',
          text: 'Formatted documents such as market-entry checklists: file details, open in a new window or download.',
        },
        {
          icon: 'chart',
          title: 'CSV data sheets',
          text: 'Key data sheets shown as a table on the page, or downloaded for your spreadsheet.',
        },
        { icon: 'search', title: 'Images', text: 'PNG, JPG, WebP and SVG images previewed on the page.' },
      ],
    },
    {
      kind: 'links',
      id: 'sources',
      heading: 'Where documents come from',
      lead: 'Every document under “Downloads” at the end of a country guide can be previewed here.',
      items: [
        {
          icon: 'compass',
          title: 'Country guides',
          text: 'Guides and document packs for 20 countries and regions',
          href: '/Initiative',
        },
        {
          icon: 'document',
          title: 'Policy support',
          text: 'Export refunds, customs modes and other policy essentials',
          href: '/support',
        },
        {
          icon: 'headset',
          title: 'Help centre',
          text: 'Shopping, payment, delivery and after-sales rules',
          href: '/article/detail',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'Why can some documents not be previewed?',
          a: 'For safety, preview only opens PDF, CSV and image files in this site’s downloads folder; other addresses and formats are refused.',
        },
        {
          q: 'Are the documents free?',
          a: 'All country-guide documents are free to download for your company’s internal reference.',
        },
        {
          q: 'How often are documents updated?',
          a: 'They are updated with policies and statistics; each file states the year and source of its data.',
        },
      ],
    },
  ],
}
