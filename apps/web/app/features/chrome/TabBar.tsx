import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Frozen } from '../../lib/frozen.tsx'
import { CartBadge, useCartBadge } from './CartBadge.tsx'
import styles from './TabBar.module.css'

/** Shop and member pages (not the goods page or checkout, which have their own bottom bars). */
const TAB_PAGES = [
  '/slShop',
  '/category',
  '/goodsList',
  '/merchant',
  '/seckill',
  '/pointMall',
  '/kanjia',
  '/live',
  '/cart',
  '/home',
]

export function showsTabBar(pathname: string): boolean {
  return TAB_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`))
}

const TABS = [
  { key: 'home', to: '/', d: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z' },
  { key: 'category', to: '/category', d: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  {
    key: 'cart',
    to: '/cart',
    d: 'M3 4h2.5l2.2 11h10.6L20.5 7H7M9.5 20a1.2 1.2 0 1 0 0-.1M17 20a1.2 1.2 0 1 0 0-.1',
  },
  {
    key: 'mine',
    to: '/home',
    d: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  },
] as const

/** The tab whose page this is, matched as NavLink would (any case; the tabs' paths are lower case). */
function activeTab(pathname: string): string | undefined {
  const path = pathname.toLowerCase()
  return TABS.find(({ to }) => path === to || (to !== '/' && path.startsWith(`${to}/`)))?.key
}

/**
 * The phone's bottom tab bar on shop and member pages (decision 027): 首页, 分类, 购物车 with the cart
 * badge, 我的. Rendered on every such page and shown by CSS under 768 px only (one HTML for both).
 * The same for every page with this language, tab and cart count: drawn once per such key on the
 * server (decision 022).
 */
export function TabBar() {
  const { t, lang } = useTranslation('chrome')
  const { pathname } = useLocation()
  const cart = useCartBadge()
  if (!showsTabBar(pathname)) return null
  const active = activeTab(pathname)
  // Frozen, key language+tab+cart count (docs/performance.md): never the login, name or favourites inside.
  return (
    <Frozen
      as="nav"
      name="tab-bar"
      copyKey={`${lang}|${active}|${cart.count}`}
      className={styles.bar}
      aria-label={t('phone.tabs')}
      data-testid="tab-bar"
    >
      <ul>
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              className={tab.key === active ? styles.active : undefined}
              aria-current={tab.key === active ? 'page' : undefined}
              aria-label={tab.key === 'cart' ? cart.label : undefined}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d={tab.d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
              <span>{t(`phone.tab.${tab.key}`)}</span>
              {tab.key === 'cart' ? (
                <CartBadge count={cart.count} className={styles.badge} testId="tab-cart-badge" />
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </Frozen>
  )
}
