import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import shop from '../../styles/shop.module.css'
import styles from './member-centre.module.css'

type Kind = 'order' | 'afterSale' | 'complaint' | 'evaluation' | 'purchase' | 'address'

/**
 * What a member sees for a detail page whose record is unknown, deleted or someone else's (served
 * with status 404 by memberLoad's `detail`): says so in the page's language, with a way back to the list.
 */
export function MemberNotFound({ kind, to }: { kind: Kind; to: string }) {
  const { t } = useTranslation('memberCentre')
  return (
    <section className={`${shop.memberCard} ${styles.notFound}`} data-testid="member-not-found">
      <p className={styles.notFoundCode}>404</p>
      <h2>{t(`notFound.${kind}.title`)}</h2>
      <p className={shop.muted}>{t('notFound.text')}</p>
      <Link className="btn" to={to}>
        {t(`notFound.${kind}.back`)}
      </Link>
    </section>
  )
}

/** A detail route's ErrorBoundary body: its 404 is MemberNotFound, anything else the site's error page. */
export function MemberDetailError({ kind, to }: { kind: Kind; to: string }) {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <MemberNotFound kind={kind} to={to} />
  throw error
}
