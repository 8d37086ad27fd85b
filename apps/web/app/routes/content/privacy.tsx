import { LegalPage } from '../../features/content/LegalPage.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('privacy')

export default function PrivacyPage() {
  return <LegalPage doc="privacy" />
}
