import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { LangSwitch } from '../../components/layout/LangSwitch.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { navLabel, navTarget } from '../../lib/nav.ts'
import { useRootData } from '../../lib/root-data.ts'
import { MemberMenu } from '../accounts/MemberMenu.tsx'
import { CurrencySwitch } from '../currency/CurrencySwitch.tsx'
import styles from './PhoneMenu.module.css'

/**
 * The phone's header menu (decision 027): a button, shown under 768 px only, opening the navigation as
 * a sheet — the header's entries, the guide countries by continent, the member links, currency and
 * language. The sheet is the site's Dialog (focus trap, Escape, focus return); it closes on navigation.
 */
export function PhoneMenu({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation()
  const { t: tc } = useTranslation('chrome')
  const { guideMenu, member, config, lang, nav } = useRootData()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const { pathname, search } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location closes the sheet
  useEffect(() => setOpen(false), [pathname, search])
  const en = lang === 'en'
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="phone-menu-button"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{tc('phone.menu')}</span>
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={tc('phone.menuTitle')}
        sheet
        returnFocusTo={button}
        testId="phone-menu"
        // A visible way out for touch (Escape and a tap outside close it too).
        actions={
          <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
            {tc('phone.close')}
          </button>
        }
      >
        <nav className={styles.sheet} aria-label={tc('phone.menuTitle')}>
          <ul className={styles.links}>
            {nav.map((entry) => {
              // The operator's row (decision 168); a plain label leads nowhere, so the sheet leaves it out.
              const target = navTarget(entry, config.goodsDepotUrl)
              if (!target) return null
              return (
                <li key={entry.id}>
                  {target.kind === 'external' ? (
                    <a href={target.href} target="_blank" rel="noopener noreferrer">
                      {navLabel(entry, lang)}
                    </a>
                  ) : (
                    <Link to={target.to}>{navLabel(entry, lang)}</Link>
                  )}
                </li>
              )
            })}
          </ul>
          <h3>{tc('phone.guides')}</h3>
          {guideMenu.map((group) => (
            <section key={group.id} className={styles.group}>
              <h4>{en ? group.name.en : group.name.zh}</h4>
              <ul>
                {group.countries.map((country) => (
                  <li key={country.id}>
                    <Link to={`/slGuide?countryId=${country.id}`}>
                      {en ? country.name.en : country.name.zh}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <h3>{tc('phone.account')}</h3>
          <ul className={styles.links}>
            {member.loggedIn ? (
              <>
                <li>
                  <Link to="/home">{t('header.memberCenter')}</Link>
                </li>
                <li>
                  <Link to="/home/MyOrder">{t('header.myOrders')}</Link>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to={loginHref} data-testid="phone-login-link">
                    {t('header.login')}
                  </Link>
                </li>
                <li>
                  <Link to="/SignUp">{t('header.register')}</Link>
                </li>
              </>
            )}
            <li>
              <Link to="/cart">{t('header.cart')}</Link>
            </li>
            <li>
              <Link to="/home/ShopEntry">{t('header.shopEntry')}</Link>
            </li>
          </ul>
          <div className={styles.switches}>
            <CurrencySwitch />
            <LangSwitch />
            {member.loggedIn ? <MemberMenu className={styles.logout} /> : null}
          </div>
        </nav>
      </Dialog>
    </>
  )
}
