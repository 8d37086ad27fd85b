import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('favorites')

export default function Page() {
  const { t } = useTranslation('routes')
  return (
    <section>
      <h2>{t('favorites')}</h2>
      <EmptyState />
    </section>
  )
}
