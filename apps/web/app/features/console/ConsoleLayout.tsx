import type { ConsoleSite } from '@silk/contracts/console'
import { type ReactNode, useState } from 'react'
import { Link, NavLink, useNavigate } from 'react-router'
import { Toaster, toast } from 'sonner'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { consoleBrowser } from './browser.ts'
import styles from './console.module.css'
import { LangToggle } from './LangToggle.tsx'

export interface ConsoleMenuItem {
  to: string
  label: string
  /** Only this exact path lights the entry (a console's home). */
  end?: boolean
}
export interface ConsoleMenuGroup {
  key: string
  title: string
  items: ConsoleMenuItem[]
}

/**
 * The frame of every console page after sign-in (seller centre and operator console alike): brand,
 * the menu groups the principal may open (the caller filters them by the API's menu), the top bar with
 * the organisation, the user, language, password and sign-out, and the page.
 */
export function ConsoleLayout({
  site,
  brand,
  org,
  user,
  groups,
  children,
}: {
  site: ConsoleSite
  brand: string
  org: string
  user: string
  groups: ConsoleMenuGroup[]
  children: ReactNode
}) {
  const { t } = useTranslation('console')
  const navigate = useNavigate()
  const [confirm, setConfirm] = useState(false)
  const signOut = async () => {
    await consoleBrowser(site).signOut()
    toast.success(t('signIn.signedOut'))
    navigate(`${site.basePath}/login`, { replace: true })
  }
  return (
    <div className={styles.shell}>
      <a className="visually-hidden" href="#console-main">
        {t('skip')}
      </a>
      <Link to={site.basePath} className={styles.brand}>
        {brand}
      </Link>
      <nav className={styles.menu} aria-label={t('menu')} data-testid="console-menu">
        <div className={styles.group}>
          <NavLink to={site.basePath} end className={({ isActive }) => (isActive ? styles.active : '')}>
            {t('home')}
          </NavLink>
        </div>
        {groups.map((group) => (
          <div key={group.key} className={styles.group} role="group" aria-labelledby={`menu-${group.key}`}>
            <h2 id={`menu-${group.key}`}>{group.title}</h2>
            {group.items.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) => (isActive ? styles.active : '')}
              >
                {item.label}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>
      <header className={styles.top}>
        <span className={styles.org} data-testid="console-org">
          {org}
        </span>
        <span className={styles.spacer} />
        <LangToggle />
        <span className={styles.user}>
          <span className="visually-hidden">{t('signedInAs')}</span>
          {user}
        </span>
        <Link className={styles.linkButton} to={`${site.basePath}/password`}>
          {t('changePassword')}
        </Link>
        <button type="button" className={styles.linkButton} onClick={() => setConfirm(true)}>
          {t('signOut')}
        </button>
      </header>
      <main id="console-main" className={styles.main}>
        {children}
      </main>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('signOutConfirm')}
        confirmLabel={t('signOut')}
        onConfirm={() => void signOut()}
      />
      <Toaster position="top-center" richColors closeButton />
    </div>
  )
}

/**
 * One console page: title (also the document's), breadcrumb from the console's home through the menu
 * group, optional actions on the right, and a read-only badge when the user may not change the area.
 */
export function ConsolePage({
  site,
  group,
  title,
  readOnly = false,
  actions,
  children,
}: {
  site: ConsoleSite
  group?: string
  title: string
  readOnly?: boolean
  actions?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('console')
  // The console's home needs no trail back to itself ("首页 / 首页").
  const atHome = !group && title === t('home')
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      {atHome ? null : (
        <nav className={styles.crumbs} aria-label={t('breadcrumb')}>
          <ol>
            <li>
              <Link to={site.basePath}>{t('home')}</Link>
            </li>
            {group && group !== title ? <li>{group}</li> : null}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <div className={styles.head}>
        <h1>{title}</h1>
        {readOnly ? (
          <span className={styles.badge} title={t('readOnlyHint')} data-testid="read-only">
            {t('readOnly')}
          </span>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </>
  )
}

/** A white box on the console's grey page, with an optional heading. */
export function Panel({ title, testId, children }: { title?: string; testId?: string; children: ReactNode }) {
  return (
    <section className={styles.panel} data-testid={testId}>
      {title ? <h2>{title}</h2> : null}
      {children}
    </section>
  )
}

/** The sign-in page's frame: the console's name, a short line, the forms, the language switch. */
export function SignInFrame({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: string
  children: ReactNode
}) {
  return (
    <div className={styles.signIn}>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <main className={styles.signInBox}>
        <h1>{title}</h1>
        <p>{subtitle}</p>
        {children}
        <div className={styles.signInLang}>
          <LangToggle />
        </div>
      </main>
      <Toaster position="top-center" richColors closeButton />
    </div>
  )
}

export { styles as consoleStyles }
