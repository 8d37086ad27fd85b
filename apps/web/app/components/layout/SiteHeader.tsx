import { useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation } from 'react-router'
import { activeNavIndex, NAV_ENTRIES } from '../../lib/nav.ts'
import { useRootData } from '../../lib/root-data.ts'
import { LangSwitch } from './LangSwitch.tsx'
import styles from './SiteHeader.module.css'

export function SiteHeader() {
  const { t } = useTranslation()
  const { site, member, config } = useRootData()
  const { pathname, search } = useLocation()
  const active = activeNavIndex(pathname)
  const loginHref = `/login?rePath=${encodeURIComponent(pathname)}${search ? `&query=${encodeURIComponent(search.slice(1))}` : ''}`

  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <span className={styles.tagline}>{t('tagline')}</span>
          <nav className={styles.userLinks} aria-label={t('header.memberCenter')}>
            {member.loggedIn ? (
              <>
                <span>{t('header.welcome', { name: member.nickName ?? '' })}</span>
                <Link to="/home">{t('header.memberCenter')}</Link>
                <Link to="/home/MyOrder">{t('header.myOrders')}</Link>
              </>
            ) : (
              <>
                <Link to={loginHref} data-testid="login-link">
                  {t('header.login')}
                </Link>
                <Link to="/SignUp">{t('header.register')}</Link>
              </>
            )}
            <Link to="/cart">{t('header.cart')}</Link>
            <LangSwitch />
          </nav>
        </div>
      </div>
      <div className={styles.main}>
        <div className={`container ${styles.mainInner}`}>
          <Link to="/" className={styles.brand} aria-label={site.siteName}>
            <img src={site.logo} alt="" width={44} height={44} />
            <span className={styles.brandText}>
              <strong>{site.siteName}</strong>
              <small>SILK ROAD ARK</small>
            </span>
          </Link>
          <nav className={styles.nav} aria-label="主导航">
            <ul>
              {NAV_ENTRIES.map((entry, index) => {
                const className = `${styles.navItem} ${index === active ? styles.active : ''}`
                const label = t(`nav.${entry.key}`)
                return (
                  <li key={entry.key} className={className} data-nav-index={index}>
                    {entry.kind === 'link' || entry.kind === 'menu' ? (
                      <NavLink
                        to={entry.to}
                        end={entry.to === '/'}
                        aria-current={index === active ? 'page' : undefined}
                      >
                        {label}
                      </NavLink>
                    ) : entry.kind === 'external' ? (
                      <a href={config.goodsDepotUrl} target="_blank" rel="noopener noreferrer">
                        {label}
                      </a>
                    ) : (
                      <span>{label}</span>
                    )}
                  </li>
                )
              })}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  )
}
