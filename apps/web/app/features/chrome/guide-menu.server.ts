import { guideMenuGroups } from '@silk/content/guides/countries'
import type { GuideMenuGroup } from '../../lib/root-data.ts'

/** The guide menu's continent groups (spec §2), shaped for the root loader data. */
export function guideMenu(): GuideMenuGroup[] {
  return guideMenuGroups().map(({ continent, countries }) => ({
    id: continent.id,
    name: { zh: continent.nameZh, en: continent.nameEn },
    countries: countries.map((country) => ({
      id: country.id,
      name: { zh: country.nameZh, en: country.nameEn },
      counter: country.counter ?? null,
    })),
  }))
}
