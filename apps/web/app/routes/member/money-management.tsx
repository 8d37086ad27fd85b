import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('money')

export default function Page() {
  const { t } = useTranslation('routes')
  return (
    <section>
      <h2>{t('money')}</h2>
      <EmptyState />
    </section>
  )
}
