import { useTranslation } from 'react-i18next'
import { Outlet, useMatches } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { PageFrame } from '../../components/display/PageFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('brand')

export default function Page() {
  const { t } = useTranslation('routes')
  const hasChild = useMatches().some((m) => m.id === 'routes/content/brand-build')
  return <PageFrame title={t('brand')}>{hasChild ? <Outlet /> : <EmptyState />}</PageFrame>
}
