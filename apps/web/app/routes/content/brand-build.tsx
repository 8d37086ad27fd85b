import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ContentPageView } from '../../features/content/ContentPageView.tsx'
import { loadPage } from '../../features/content/content.server.ts'
import { contentMeta } from '../../features/content/meta.ts'

export const meta = contentMeta('brandBuild', { parent: { key: 'brand', path: '/slBrand' } })

export function loader({ request }: LoaderFunctionArgs) {
  return loadPage(request, 'brandBuild')
}

export default function Page() {
  const { page } = useLoaderData<typeof loader>()
  return <ContentPageView page={page} />
}
