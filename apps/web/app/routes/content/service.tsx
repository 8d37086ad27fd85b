import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ConsultButton } from '../../features/consultations/ConsultButton.tsx'
import consult from '../../features/consultations/consultation.module.css'
import { ContentPageView } from '../../features/content/ContentPageView.tsx'
import { loadPage } from '../../features/content/content.server.ts'
import { contentMeta } from '../../features/content/meta.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

export const meta = contentMeta('service')

export function loader({ request }: LoaderFunctionArgs) {
  return loadPage(request, 'service')
}

export default function Page() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('consultation')
  return (
    <ContentPageView
      page={page}
      heroExtra={
        <div className={consult.heroCta}>
          <ConsultButton
            className="btn btn-gold"
            label={t('openGeneric')}
            source="SERVICE"
            testId="page-consult"
          />
        </div>
      }
    />
  )
}
