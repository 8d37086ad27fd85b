import { findBrand, listBrands } from '@silk/content/brands/index'
import type { Brand } from '@silk/content/brands/schema'
import type { Lang } from '../../i18n/resources.ts'
import type { BrandCard } from './BrandDirectory.tsx'

/** Only what a directory card shows, so the page does not ship every brand's full story. */
function toCard(b: Brand): BrandCard {
  const { id, name, tagline, direction, industry, logo, originName, markets, sample } = b
  return { id, name, tagline, direction, industry, logo, originName, markets, sample }
}

export function brandCards(lang: Lang): BrandCard[] {
  return listBrands(lang).map(toCard)
}

/** A brand and up to three others going the same way (China → abroad or abroad → China). */
export function brandWithRelated(lang: Lang, id: string): { brand: Brand; related: BrandCard[] } | null {
  const brand = findBrand(lang, id)
  if (!brand) return null
  const related = listBrands(lang)
    .filter((b) => b.id !== id && b.direction === brand.direction)
    .slice(0, 3)
    .map(toCard)
  return { brand, related }
}
