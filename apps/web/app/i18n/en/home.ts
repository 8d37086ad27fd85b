import type { Shape } from '../shape.ts'
import type { home as zh } from '../zh/home.ts'

export const home: Shape<typeof zh> = {
  heroTitle: 'Silk Road Ark · Set Sail Overseas',
  heroText:
    'One-stop cross-border trade services for Chinese brands going abroad and overseas brands entering China: market research, compliance and channel sales.',
  heroCta: 'Our overseas services',
  heroShop: 'Visit the shop',
  videoLabel: 'Promotional video: junks of the Silk Road setting sail',
  stats: {
    label: 'Platform figures',
    enterprises: { value: '100k+', label: 'Enterprises served' },
    transactions: { value: 'US$10bn+', label: 'Annual transactions' },
    countries: { value: '20', label: 'Countries and regions within three years' },
  },
  about: {
    eyebrow: 'ABOUT US',
    title: 'About us',
    text: 'Silk Road Ark is a cross-border trade services platform along the Belt and Road, bringing together country guides, overseas services, brand promotion and a multi-vendor shop to help enterprises understand markets, stay compliant and reach channels.',
    text2:
      'With government bodies, industry associations, think tanks and overseas partners, we accompany enterprises through every stage of going global.',
    more: 'Learn more',
  },
  services: {
    eyebrow: 'CORE SERVICES',
    title: 'Core services',
    back: '< Back',
    expand: 'Show details of {{title}}',
    collapse: 'Hide details of {{title}}',
    overseas: {
      title: 'Going global',
      text: 'Market research, entity set-up and channels in one place',
      subtext:
        'Market research and entry strategy, company registration and tax, IP and certification, logistics and overseas warehouses, online and offline channel development — followed end to end by local teams.',
    },
    guide: {
      title: 'Country guides',
      text: 'Guides to 20 countries: policies, regulations and market data',
      subtext:
        'Population and economy, trade structure, industrial parks, ports and routes, leading e-commerce platforms, festivals and business customs, with downloadable policy documents and service packs.',
    },
    digital: {
      title: 'Digital platform',
      text: 'Online pavilions, cross-border shop and digital marketing',
      subtext:
        'A multi-vendor cross-border shop and national pavilions online: listing, multilingual details, cross-border payment and settlement, dashboards and marketing tools.',
    },
    capital: {
      title: 'Capital services',
      text: 'Financing, cross-border settlement and FX risk management',
      subtext:
        'With banks, export credit insurance and industry funds: order and policy financing, cross-border RMB settlement, hedging and overseas M&A advice.',
    },
    protect: {
      title: 'Overseas interest protection',
      text: 'Early warning and response for compliance, legal and security risks',
      subtext:
        'Compliance reviews, legal aid, risk alerts and emergency response with missions abroad, law firms and security providers, protecting assets, people and rights.',
    },
    integrated: {
      title: 'Integrated services',
      text: 'Trade fairs, business travel, training and policy applications',
      subtext:
        'Trade-fair organisation, business missions and visas, talent training, subsidy applications and international brand communication, so enterprises can focus on business.',
    },
  },
  layout: {
    eyebrow: 'GLOBAL LAYOUT',
    title: 'Global layout',
    text: 'From our home port of Shanghai we connect key cities along the Belt and Road, with a service network across Asia, Europe, Africa, the Americas and Oceania.',
    mapLabel: 'Map of the global service network: routes from Shanghai to 11 overseas hubs',
    hubs: {
      shanghai: 'Shanghai',
      xian: "Xi'an",
      singapore: 'Singapore',
      dubai: 'Dubai',
      moscow: 'Moscow',
      istanbul: 'Istanbul',
      hamburg: 'Hamburg',
      lagos: 'Lagos',
      saoPaulo: 'São Paulo',
      losAngeles: 'Los Angeles',
      sydney: 'Sydney',
      jakarta: 'Jakarta',
    },
    figures: {
      hubs: { value: '12', label: 'Global hub cities' },
      routes: { value: '36', label: 'Regular trade routes' },
      partners: { value: '200+', label: 'Overseas partner bodies' },
    },
  },
  belt: {
    eyebrow: 'INDUSTRIAL BELTS',
    title: 'Domestic industrial belts',
    text: "We work inside China's leading industrial clusters so factories reach overseas markets directly.",
    items: {
      yangtze: { name: 'Yangtze Delta', tags: 'Silk & textiles · Smart equipment · Biomedicine' },
      pearl: { name: 'Pearl River Delta', tags: 'Consumer electronics · Home appliances · Apparel' },
      jingjin: {
        name: 'Beijing–Tianjin–Hebei',
        tags: 'New-energy vehicles · Advanced manufacturing · Digital',
      },
      chengyu: { name: 'Chengdu–Chongqing', tags: 'Electronics · Specialty food · Cultural products' },
      west: { name: 'Northwest', tags: 'Farm specialties · New energy · China–Europe rail' },
      fujian: { name: 'West Strait', tags: 'Sportswear · Tea · Stone and ceramics' },
    },
  },
  advantages: {
    eyebrow: 'OUR STRENGTHS',
    title: 'Our strengths',
    items: {
      resources: {
        title: 'Trusted resources',
        text: 'Working with government bodies, chambers of commerce and missions abroad.',
      },
      network: { title: 'Global network', text: '12 overseas hubs and 200+ partner bodies close to you.' },
      expertise: {
        title: 'Expert teams',
        text: 'Local teams of legal, tax, logistics and marketing experts.',
      },
      digital: { title: 'Digital tools', text: 'Shop, pavilions and data tools make every step visible.' },
    },
  },
  partners: {
    eyebrow: 'ECOLOGICAL PARTNERS',
    title: 'Ecological partners',
    text: 'Building the going-global ecosystem with leading partners in logistics, finance, law and certification.',
    label: 'Partner logos',
  },
  pavilion: {
    eyebrow: 'NATIONAL PAVILIONS',
    title: 'National pavilions',
    text: 'Visit the national pavilions to learn about markets, policies and opportunities.',
    prev: 'Previous',
    next: 'Next',
    visit: 'Enter pavilion',
    slide: '{{index}} / {{total}}',
  },
  intro: { label: 'Welcome animation', skip: 'Skip' },
}
