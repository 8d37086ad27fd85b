import { LegalPage } from '../../features/content/LegalPage.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('terms')

export default function TermsPage() {
  return <LegalPage doc="terms" />
}
