import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ContentPageView } from '../../features/content/ContentPageView.tsx'
import { loadPage } from '../../features/content/content.server.ts'
import { contentMeta } from '../../features/content/meta.ts'
import { DocumentViewer } from '../../features/preview/DocumentViewer.tsx'
import { parsePreviewQuery } from '../../features/preview/document.ts'

// A viewer of downloads: the downloads themselves are what search engines should index.
export const meta = contentMeta('preview', { noindex: true })

export function loader({ request }: LoaderFunctionArgs) {
  return { ...loadPage(request, 'preview'), doc: parsePreviewQuery(new URL(request.url).searchParams) }
}

export default function Page() {
  const { page, doc } = useLoaderData<typeof loader>()
  return (
    <ContentPageView
      page={page}
      insert={doc ? { after: 'hero', node: <DocumentViewer doc={doc} /> } : undefined}
    />
  )
}
