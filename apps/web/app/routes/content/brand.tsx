import { PAGES } from '@silk/content/pages/index'
import { type LoaderFunctionArgs, Outlet, useLoaderData, useMatches } from 'react-router'
import { BrandDirectory } from '../../features/brands/BrandDirectory.tsx'
import { brandCards } from '../../features/brands/brands.server.ts'
import { ContentPageView } from '../../features/content/ContentPageView.tsx'
import { contentMeta } from '../../features/content/meta.ts'
import { renderLang } from '../../lib/api/server.ts'

export const meta = contentMeta('brand')

export function loader({ request }: LoaderFunctionArgs) {
  // The child /slBrand/build renders a page of its own; the hall's data is only for /slBrand.
  if (!/^\/slBrand\/?$/.test(new URL(request.url).pathname)) return { page: null, brands: [] }
  const lang = renderLang(request)
  return { page: PAGES[lang].brand, brands: brandCards(lang) }
}

export default function Page() {
  const { page, brands } = useLoaderData<typeof loader>()
  const hasChild = useMatches().some((m) => m.id === 'routes/content/brand-build')
  if (hasChild || !page) return <Outlet />
  return (
    <ContentPageView page={page} insert={{ after: 'overview', node: <BrandDirectory brands={brands} /> }} />
  )
}
