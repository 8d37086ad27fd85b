import type { MetaDescriptor } from 'react-router'
import { translator } from '../i18n/i18n.ts'
import { type Lang, toLang } from '../i18n/resources.ts'
import type { routes as zhRoutes } from '../i18n/zh/routes.ts'

type RootData = { lang?: Lang } | undefined

/** The language the root loader chose, for code that runs in `meta`. */
export function langOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Lang {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData
  return toLang(root?.lang)
}

/**
 * `meta` for a page whose title is a translation key (spec §2: the title is reset from a translation
 * on every navigation). Pass a description for pages that search engines should describe.
 */
export function pageMeta(key: keyof typeof zhRoutes, description?: string) {
  return ({
    matches,
  }: {
    matches: readonly ({ id: string; data?: unknown } | undefined)[]
  }): MetaDescriptor[] => {
    const t = translator(langOf(matches))
    const out: MetaDescriptor[] = [{ title: t(`routes:${key}`) }]
    if (description) out.push({ name: 'description', content: description })
    return out
  }
}
