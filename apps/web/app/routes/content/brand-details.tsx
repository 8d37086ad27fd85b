import {
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useRouteError,
} from 'react-router'
import { BrandDetail, BrandNotFound } from '../../features/brands/BrandDetail.tsx'
import { brandWithRelated } from '../../features/brands/brands.server.ts'
import { contentMeta } from '../../features/content/meta.ts'
import { renderLang } from '../../lib/api/server.ts'

export const meta = contentMeta('brandDetails', { parent: { key: 'brand', path: '/slBrand' } })

export function loader({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id')?.trim()
  // Without an id there is nothing to show: the brand hall lists them all.
  if (!id) throw redirect('/slBrand')
  const found = brandWithRelated(renderLang(request), id)
  if (!found) throw data(null, { status: 404 })
  return { ...found, subject: found.brand.name, description: found.brand.summary }
}

export default function Page() {
  const { brand, related } = useLoaderData<typeof loader>()
  return <BrandDetail brand={brand} related={related} />
}

/** An unknown id is a 404 with a way back to the hall, not the generic error page. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <BrandNotFound />
  // Anything else is not ours to explain: the root boundary shows the error page.
  throw error
}
