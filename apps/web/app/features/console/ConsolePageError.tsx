import type { ConsoleSite } from '@silk/contracts/console'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ConsolePage, Panel } from './ConsoleLayout.tsx'
import type { ConsoleRefusal } from './server.ts'

const refusalOf = (error: unknown): ConsoleRefusal | null =>
  isRouteErrorResponse(error) && typeof (error.data as ConsoleRefusal | null)?.message === 'string'
    ? (error.data as ConsoleRefusal)
    : null

/**
 * A console page that could not be shown, inside the console's own frame (the layouts' error
 * boundaries): what the API said in the page's language ("The order does not exist", "Permission
 * denied") and the way back to the console's home. An unexpected failure says only that it failed.
 */
export function ConsolePageError({ site }: { site: ConsoleSite }) {
  const error = useRouteError()
  const { t } = useTranslation('console')
  const refusal = refusalOf(error)
  return (
    <ConsolePage site={site} title={refusal ? t('pageError.refused') : t('pageError.failed')}>
      <Panel testId="console-page-error">
        <p>{refusal ? refusal.message : t('pageError.tryLater')}</p>
        <p>
          <Link to={site.basePath} className="btn">
            {t('pageError.backHome')}
          </Link>
        </p>
      </Panel>
    </ConsolePage>
  )
}
