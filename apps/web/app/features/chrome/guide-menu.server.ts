import { guideMenuGroups } from '@silk/content/guides/countries'
import type { GuideMenuGroup } from '../../lib/root-data.ts'

let groups: GuideMenuGroup[] | null = null

/**
 * The guide menu's continent groups (spec §2), shaped for the root loader data. The guides are
 * content built into the site, so the shape is made once; the navigation row's frozen copy
 * (SiteHeader) relies on it not changing while the process runs.
 */
export function guideMenu(): GuideMenuGroup[] {
  groups ??= guideMenuGroups().map(({ continent, countries }) => ({
    id: continent.id,
    name: { zh: continent.nameZh, en: continent.nameEn },
    countries: countries.map((country) => ({
      id: country.id,
      name: { zh: country.nameZh, en: country.nameEn },
      counter: country.counter ?? null,
    })),
  }))
  return groups
}
