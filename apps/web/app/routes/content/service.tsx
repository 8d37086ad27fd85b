import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { PageFrame } from '../../components/display/PageFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('service')

export default function Page() {
  const { t } = useTranslation('routes')
  return (
    <PageFrame title={t('service')}>
      <EmptyState />
    </PageFrame>
  )
}
