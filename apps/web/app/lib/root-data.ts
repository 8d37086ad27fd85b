import type { HomeSlide, NavEntry } from '@silk/contracts/content-admin'
import type { CurrencyRate } from '@silk/contracts/currency'
import type { PublicConfig } from '@silk/contracts/public-config'
import { useRouteLoaderData } from 'react-router'
import type { Lang } from '../i18n/resources.ts'

export interface RootData {
  lang: Lang
  config: PublicConfig
  /** `icp`: the operator's ICP licence number (系统设置), '' when none is configured. */
  site: { siteName: string; logo: string; icon: string; icp: string }
  /** Judged by the presence of an access token (spec §6); details come from the `userInfo` cookie. */
  member: { loggedIn: boolean; nickName: string | null }
  /** The header's guide menu, computed on the server so the country registry stays out of the bundle. */
  guideMenu: GuideMenuGroup[]
  /** Display rates the header offers and the one chosen (cookie `currency`), decision 130. */
  currency: { rates: CurrencyRate[]; chosen: string | null }
  /** The footer's 智库 and 合作机构 columns, as the operator keeps them (`/admin/home-slides`, decision 163). */
  footer: { thinkTanks: HomeSlide[]; orgs: HomeSlide[] }
  /** The header's navigation row, as the operator keeps it (`/admin/nav`, decision 168). */
  nav: NavEntry[]
}

export interface GuideMenuGroup {
  id: string
  name: { zh: string; en: string }
  countries: { id: string; name: { zh: string; en: string }; counter: string | null }[]
}

export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData
}
