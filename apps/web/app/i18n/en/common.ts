import type { Shape } from '../shape.ts'
import type { common as zh } from '../zh/common.ts'

export const common: Shape<typeof zh> = {
  siteName: 'Silk Road Ark',
  slogan: 'Silk Road Ark · Set Sail Overseas',
  tagline: 'Cross-border trade services platform',
  empty: 'Nothing more',
  loading: 'Loading…',
  backHome: 'Back to home',
  retry: 'Retry',
  ui: {
    ok: 'OK',
    cancel: 'Cancel',
    pager: {
      label: 'Pagination',
      prev: 'Previous',
      next: 'Next',
      page: 'Page {{n}}',
      total: '{{total}} in total',
    },
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has been removed.',
  },
  error: {
    title: 'Something went wrong',
    text: 'Sorry, this page cannot be shown right now. Please try again later.',
  },
  upload: {
    add: 'Upload picture',
    remove: 'Remove picture {{index}}',
    hint: 'jpg, png or webp, up to 5 MB each, at most {{max}}',
    tooMany: 'You can upload at most {{max}} pictures',
    wrongType: 'Please upload a jpg, png or webp picture',
    tooLarge: 'A picture may not exceed 5 MB',
    uploading: 'Uploading…',
  },
  lang: { zh: '中文', en: 'ENG', switchTo: 'Switch language' },
  header: {
    login: 'Log in',
    register: 'Sign up',
    logout: 'Log out',
    welcome: 'Hello, {{name}}',
    memberFallback: 'member',
    memberCenter: 'Member centre',
    myOrders: 'My orders',
    cart: 'Cart',
  },
  nav: {
    home: 'Home',
    bglobal: 'Overseas services',
    guide: 'Market guides',
    brand: 'Brands',
    depot: 'Depot',
    shop: 'Shop',
    protect: 'Overseas protection',
    service: 'Service centre',
  },
  footer: {
    services: 'Brand services',
    thinkTanks: 'Think tanks',
    partners: 'Partner organisations',
    contact: 'Contact us',
    hours: 'MON-FRI 09:00~17:30',
    rights: 'All rights reserved',
  },
}
