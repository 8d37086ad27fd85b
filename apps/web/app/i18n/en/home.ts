import type { Shape } from '../shape.ts'
import type { home as zh } from '../zh/home.ts'

export const home: Shape<typeof zh> = {
  heroTitle: 'Silk Road Ark · Set Sail Overseas',
  heroText:
    'One-stop cross-border trade services for Chinese brands going abroad and overseas brands entering China: market research, compliance and channel sales.',
  heroCta: 'Our overseas services',
  heroShop: 'Visit the shop',
  stats: {
    enterprises: { value: '100k+', label: 'Enterprises served' },
    transactions: { value: 'US$10bn+', label: 'Annual transactions' },
    countries: { value: '20', label: 'Countries and regions within three years' },
  },
  about: {
    title: 'About us',
    text: 'Silk Road Ark is a cross-border trade services platform along the Belt and Road, bringing together country guides, overseas services, brand promotion and a multi-vendor shop to help enterprises understand markets, stay compliant and reach channels.',
    more: 'Learn more',
  },
}
