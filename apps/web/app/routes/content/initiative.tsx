import { countryName, guideMenuGroups } from '@silk/content/guides/countries'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ContentPageView } from '../../features/content/ContentPageView.tsx'
import { loadPage } from '../../features/content/content.server.ts'
import { GuideDirectory, type GuideGroup } from '../../features/content/GuideDirectory.tsx'
import { contentMeta } from '../../features/content/meta.ts'

export const meta = contentMeta('initiative')

export function loader({ request }: LoaderFunctionArgs) {
  const loaded = loadPage(request, 'initiative')
  // The guide menu's first child is this page (spec §2): it also lists every country guide.
  const guides: GuideGroup[] = guideMenuGroups().map((g) => ({
    continent: loaded.lang === 'en' ? g.continent.nameEn : g.continent.nameZh,
    countries: g.countries.map((c) => ({ id: c.id, name: countryName(c, loaded.lang) })),
  }))
  return { ...loaded, guides }
}

export default function Page() {
  const { page, guides } = useLoaderData<typeof loader>()
  return (
    <ContentPageView page={page} insert={{ after: 'background', node: <GuideDirectory groups={guides} /> }} />
  )
}
