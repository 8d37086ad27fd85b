import type { Shape } from '../shape.ts'
import type { guide as zh } from '../zh/guide.ts'

export const guide: Shape<typeof zh> = {
  title: '{{name}} market guide',
  description:
    '{{name}} market guide: {{tagline}}. Population and economy, exports and imports, main ports, e-commerce platforms, festivals and business etiquette, with a downloadable market-entry checklist.',
  breadcrumb: { home: 'Home', guides: 'Market guides' },
  indexTitle: 'Country market guides',
  indexText:
    'Twenty countries along the Belt and Road and among China’s main trade partners: economy, trade, ports, platforms, festivals and etiquette at a glance.',
  indexMap: 'World map of the 20 country guides: select a country to open its guide',
  indexDescription:
    'Silk Road Ark country guides: market overview, trade, ports and e-commerce platforms for 20 countries including Vietnam, Thailand, the UAE, Saudi Arabia, Russia, Germany and Brazil.',
  heroEyebrow: 'Country market guide',
  download: 'Download checklist',
  consult: 'Talk to an adviser',
  bannerLabel: 'Banner {{n}}',
  sectionsLabel: 'Guide contents',
  sections: {
    overview: 'Overview',
    trade: 'Trade',
    industries: 'Key industries',
    ports: 'Main ports',
    platforms: 'E-commerce and trade platforms',
    festivals: 'Festivals',
    customs: 'Customs and etiquette',
    news: 'Market news',
    services: 'Our services',
    downloads: 'Downloads',
  },
  facts: {
    capital: 'Capital',
    population: 'Population',
    gdp: 'GDP',
    area: 'Area',
    currency: 'Currency',
    languages: 'Languages',
    timeZone: 'Time zone',
    callingCode: 'Calling code',
  },
  tradeNote: 'Main product groups, {{year}}',
  exports: 'Main exports',
  imports: 'Main imports',
  mapTitle: 'Main ports and gateways of {{name}}',
  mapCredit: 'Base map: Natural Earth 1:50m (world-atlas); positions indicative',
  portKinds: { sea: 'Seaport', air: 'Airport', rail: 'Rail gateway', land: 'Land crossing' },
  platformKinds: {
    ecommerce: 'Marketplace',
    b2b: 'B2B',
    payment: 'Payments',
    logistics: 'Logistics',
    social: 'Social commerce',
  },
  visit: 'Visit site',
  servicesCta: 'Book an adviser for your {{name}} plan',
  downloadsIntro: 'Free, printable checklists and data sheets to get your team aligned.',
  fileTypes: { 'application/pdf': 'PDF', 'text/csv': 'CSV' },
  related: 'More guides in {{continent}}',
  notFound: {
    title: 'We could not find that country guide',
    text: 'The country code in the link is invalid or the guide is not published yet. Choose a country below:',
  },
}
