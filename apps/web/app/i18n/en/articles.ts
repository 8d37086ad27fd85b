import type { Shape } from '../shape.ts'
import type { articles as zh } from '../zh/articles.ts'

export const articles: Shape<typeof zh> = {
  news: {
    eyebrow: 'NEWS CENTRE',
    subtitle:
      'Trade policy, market insight, logistics and customs, and platform news for companies going global',
    all: 'All',
    featured: 'Top story',
    latest: 'Latest',
    industry: 'Industry insights',
    recommended: 'Recommended',
    categories: 'Categories',
    searchLabel: 'Search news titles',
    searchPlaceholder: 'Search news',
    search: 'Search',
    results: 'Results for “{{q}}”: {{count}}',
    clearSearch: 'Clear search',
    readMore: 'Read more',
    empty: 'No articles yet',
    ctaTitle: 'Going global starts with a conversation',
    ctaText:
      'From market research and certification to channels on the ground, our overseas services team supports you end to end.',
    ctaButton: 'Our overseas services',
    description:
      'Silk Road Ark news: cross-border trade policy explained, overseas market insight, international logistics and customs, and platform news.',
  },
  detail: {
    back: 'Back to the news centre',
    author: 'Source: ',
    published: 'Published: ',
    related: 'Related',
    more: 'More news',
    pickOne: 'Choose an article from the news centre; here are the latest.',
    englishNote: 'The full text of this article is in Chinese.',
    notFoundTitle: 'Article not found',
    notFoundText: 'This article may have been withdrawn or the link is wrong. See the news centre for more.',
  },
  help: {
    eyebrow: 'HELP CENTRE',
    subtitle: 'Shopping, payment, delivery, after-sales, membership and selling: answers in one place',
    nav: 'Help topics',
    updated: 'Updated',
    inCategory: 'More in this topic',
    contactTitle: 'Didn’t find an answer?',
    contactText: 'We are available Monday to Friday, 09:00–17:30. Contact us through the service centre.',
    contact: 'Service centre',
    description:
      'Silk Road Ark help centre: shopping, payment, delivery, after-sales, membership, selling on the marketplace and cross-border rules.',
  },
  paging: {
    summary: '{{total}} articles',
  },
  crumbs: { home: 'Home' },
}
