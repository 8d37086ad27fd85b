/**
 * The continents the guides are grouped by, in menu order, with their zh/en labels. Plain data without
 * zod, so a page that only needs the labels (a guide's services section) does not load the schemas.
 */
export const CONTINENT_IDS = ['asia', 'europe', 'africa', 'americas', 'oceania'] as const
export type ContinentId = (typeof CONTINENT_IDS)[number]

/** Continent groups in menu order, with their zh/en labels. */
export const CONTINENTS: readonly { id: ContinentId; nameZh: string; nameEn: string }[] = [
  { id: 'asia', nameZh: '亚洲', nameEn: 'Asia' },
  { id: 'europe', nameZh: '欧洲', nameEn: 'Europe' },
  { id: 'africa', nameZh: '非洲', nameEn: 'Africa' },
  { id: 'americas', nameZh: '美洲', nameEn: 'Americas' },
  { id: 'oceania', nameZh: '大洋洲', nameEn: 'Oceania' },
]
