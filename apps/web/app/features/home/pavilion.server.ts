import { PAVILION_COUNTRIES } from '@silk/content/guides/countries'
import type { PavilionSlide } from './PavilionCarousel.tsx'

/** The 13 pavilion slides (spec §2), read from the country registry on the server. */
export function pavilionSlides(): PavilionSlide[] {
  return PAVILION_COUNTRIES.map((country) => ({
    id: country.id,
    flag: country.flag,
    name: { zh: country.nameZh, en: country.nameEn },
  }))
}
