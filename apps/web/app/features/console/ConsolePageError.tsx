import type { ConsoleSite } from '@silk/contracts/console'
import type { ReactNode } from 'react'
import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from 'react-router'
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

/**
 * A console layout's error boundary: the layout's frame around `ConsolePageError`. A layout whose own
 * loader failed has no session to draw the frame with, so the error goes on to the site's boundary.
 */
export function consoleErrorBoundary<Session>(
  layoutId: string,
  site: ConsoleSite,
  Frame: (props: { session: Session; children: ReactNode }) => ReactNode,
) {
  return function ErrorBoundary() {
    const error = useRouteError()
    const data = useRouteLoaderData(layoutId) as { session: Session } | undefined
    if (!data) throw error
    return (
      <Frame session={data.session}>
        <ConsolePageError site={site} />
      </Frame>
    )
  }
}
