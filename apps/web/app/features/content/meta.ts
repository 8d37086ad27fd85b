import { translator } from '../../i18n/i18n.ts'
import type { routes as zhRoutes } from '../../i18n/zh/routes.ts'
import { type Seo, seoMeta } from '../../lib/seo.ts'

type RouteKey = keyof typeof zhRoutes
type PageData = { page?: { description?: string }; description?: string; subject?: string } | undefined

/**
 * SEO tags of a content page (lib/seo.ts). The title comes from the route translation (spec §2),
 * followed by the loader's `subject` on data pages (a brand's name); the description comes from the
 * loader data; the breadcrumb trail names `parent` for child pages such as /slBrand/build.
 */
export function contentMeta(
  key: RouteKey,
  options: { parent?: { key: RouteKey; path: string }; noindex?: boolean } = {},
) {
  return seoMeta<PageData>((data, site): Seo => {
    const t = translator(site.lang)
    const base = t(`routes:${key}`)
    const title = data?.subject ? `${base} · ${data.subject}` : base
    const trail: NonNullable<Seo['breadcrumbs']> = options.parent
      ? [{ name: t(`routes:${options.parent.key}`), path: options.parent.path }]
      : []
    return {
      title,
      description: data?.page?.description ?? data?.description,
      breadcrumbs: [...trail, { name: data?.subject ?? base }],
      noindex: options.noindex,
    }
  })
}
