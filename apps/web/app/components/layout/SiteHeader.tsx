import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { MemberMenu } from '../../features/accounts/MemberMenu.tsx'
import { ChatBadge } from '../../features/chat/ChatBadge.tsx'
import { CartBadge, useCartBadge } from '../../features/chrome/CartBadge.tsx'
import { CategoryNav } from '../../features/chrome/CategoryNav.tsx'
import { GuideMenu } from '../../features/chrome/GuideMenu.tsx'
import { useLastPage } from '../../features/chrome/last-page.ts'
import { PhoneMenu } from '../../features/chrome/PhoneMenu.tsx'
import { SearchBox } from '../../features/chrome/SearchBox.tsx'
import { CurrencySwitch } from '../../features/currency/CurrencySwitch.tsx'
import { UnreadBadge } from '../../features/member-centre/UnreadBadge.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies.ts'
import { Frozen } from '../../lib/frozen.tsx'
import { activeNavId, navKey, navLabel, navTarget } from '../../lib/nav.ts'
import { useRootData } from '../../lib/root-data.ts'
import { LangSwitch } from './LangSwitch.tsx'
import styles from './SiteHeader.module.css'

/** Site name and logo are cached for 1 hour (spec §9) in the siteName / logoImg cookies (spec §3). */
export const SITE_CACHE_SECONDS = 3600

function useSiteCache(siteName: string, logo: string, icp: string, lang: string) {
  useEffect(() => {
    // The cookie keeps the Chinese name (an English page shows the English one from the setting).
    if (lang === 'en') return
    if (readCookie(COOKIE.siteName) !== siteName) writeCookie(COOKIE.siteName, siteName, SITE_CACHE_SECONDS)
    if (readCookie(COOKIE.logoImg) !== logo) writeCookie(COOKIE.logoImg, logo, SITE_CACHE_SECONDS)
    if (readCookie(COOKIE.siteIcp) !== icp) writeCookie(COOKIE.siteIcp, icp, SITE_CACHE_SECONDS)
  }, [siteName, logo, icp, lang])
}

export function SiteHeader() {
  const { t } = useTranslation()
  const { t: tc } = useTranslation('chrome')
  const { site, member, config, lang, nav } = useRootData()
  const { pathname, search } = useLocation()
  // The current entry by path (decision 168): the operator's row may be reordered or extended.
  const active = activeNavId(nav, pathname, search)
  const cart = useCartBadge()
  const loginHref = `/login?rePath=${encodeURIComponent(pathname)}${search ? `&query=${encodeURIComponent(search.slice(1))}` : ''}`
  useSiteCache(site.siteName, site.logo, site.icp, lang)
  useLastPage()

  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <span className={styles.tagline}>{t('tagline')}</span>
          <nav className={styles.userLinks} aria-label={t('header.memberCenter')}>
            {member.loggedIn ? (
              <>
                <span>{t('header.welcome', { name: member.nickName ?? t('header.memberFallback') })}</span>
                <Link to="/home">{t('header.memberCenter')}</Link>
                <Link to="/home/MyOrder">{t('header.myOrders')}</Link>
                <UnreadBadge />
                <ChatBadge />
                <MemberMenu className={styles.logout} />
              </>
            ) : (
              <>
                <Link to={loginHref} data-testid="login-link">
                  {t('header.login')}
                </Link>
                <Link to="/SignUp">{t('header.register')}</Link>
              </>
            )}
            <Link to="/home/ShopEntry" data-testid="header-shop-entry">
              {t('header.shopEntry')}
            </Link>
            <Link
              to="/cart"
              className={styles.cart}
              aria-label={cart.label}
              onMouseEnter={cart.refresh}
              data-testid="header-cart"
            >
              {t('header.cart')}
              <CartBadge count={cart.count} className={styles.cartBadge} testId="header-cart-badge" />
            </Link>
            <CurrencySwitch />
            <LangSwitch />
          </nav>
        </div>
      </div>
      <div className={styles.main}>
        <div className={`container ${styles.mainInner}`}>
          <Link to="/" className={styles.brand}>
            <img src={site.logo} alt="" width={48} height={48} />
            <span className={styles.brandText}>
              <strong>{site.siteName}</strong>
              {/* The English name under the Chinese one; an English page shows the English name alone. */}
              {lang === 'en' ? null : <small>SILK ROAD ARK</small>}
            </span>
          </Link>
          <SearchBox />
          <PhoneMenu loginHref={loginHref} />
        </div>
      </div>
      {/* Frozen, key language+current entry+the row as the operator keeps it (docs/performance.md,
          decision 168): never the login, name, cart or favourites inside. */}
      <Frozen name="nav" copyKey={`${lang}|${active}|${navKey(nav)}`} className={styles.navRow}>
        <div className={`container ${styles.navInner}`}>
          <CategoryNav />
          <nav className={styles.nav} aria-label={t('header.mainNav')}>
            <ul>
              {nav.map((entry, index) => {
                const current = entry.id === active
                const menu = entry.kind === 'GUIDE'
                const className = [
                  styles.navItem,
                  current ? styles.active : '',
                  menu ? styles.megaItem : '',
                ].join(' ')
                const label = navLabel(entry, lang)
                const target = navTarget(entry, config.goodsDepotUrl)
                return (
                  <li key={entry.id} className={className} data-nav-index={index} data-nav-id={entry.id}>
                    {target?.kind === 'site' ? (
                      <Link
                        to={target.to}
                        aria-current={current ? 'page' : undefined}
                        aria-haspopup={menu ? 'true' : undefined}
                      >
                        {label}
                      </Link>
                    ) : target?.kind === 'external' ? (
                      <a href={target.href} target="_blank" rel="noopener noreferrer">
                        {label}
                        <span className="visually-hidden">{tc('nav.openExternal')}</span>
                      </a>
                    ) : (
                      <span aria-current={current ? 'page' : undefined}>{label}</span>
                    )}
                    {menu ? (
                      <div className={styles.dropdown}>
                        <GuideMenu id={`guide-menu-${entry.id}`} />
                      </div>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </nav>
        </div>
      </Frozen>
    </header>
  )
}
