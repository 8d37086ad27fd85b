import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { COOKIE, readCookie } from '../../lib/cookies.ts'
import { useChatUnread } from '../chat/ChatBadge.tsx'
import { CartBadge, useCartBadge } from './CartBadge.tsx'
import styles from './SideBar.module.css'
import type { DrawerTab } from './SideDrawer.tsx'

// Loaded on first use: the drawer, its panels and the dialogs stay out of every page's first load.
const SideDrawer = lazy(() => import('./SideDrawer.tsx').then((m) => ({ default: m.SideDrawer })))
const LoginDialog = lazy(() => import('./LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })))

type Icon = 'member' | DrawerTab | 'assets' | 'chat' | 'top'
const ICONS: Record<Icon, string> = {
  member: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  cart: 'M3 4h2.5l2.2 11h10.6L20.5 7H7M9.5 20a1.2 1.2 0 1 0 0-.1M17 20a1.2 1.2 0 1 0 0-.1',
  orders: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  coupons: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  assets: 'M3 7h18v12H3zM3 7l3-3h12l3 3M16 13h2',
  footprints:
    'M8 3c2 0 3 2.5 3 5s-1.5 4-3 4-3-1.5-3-4 1-5 3-5ZM16 10c2 0 3 2.5 3 5s-1.5 4-3 4-3-1.5-3-4 1-5 3-5Z',
  favorites: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20Z',
  chat: 'M4 5h16v11H9l-4 4v-4H4zM8 10h8M8 13h5',
  top: 'M6 14l6-6 6 6M5 5h14',
}

function Glyph({ name }: { name: Icon }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={ICONS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  )
}

const loggedIn = () => Boolean(readCookie(COOKIE.accessToken))

/** 客服消息 with the unread count: the member centre's list of store chats (decision 142). */
function SideChat({ onAskLogin }: { onAskLogin(): void }) {
  const { t } = useTranslation('chat')
  const unread = useChatUnread()
  return (
    <a
      href="/home/Chat"
      className={styles.entry}
      onClick={(event) => {
        if (!loggedIn()) {
          event.preventDefault()
          onAskLogin()
        }
      }}
      aria-label={unread > 0 ? t('unreadLabel', { count: unread }) : t('title')}
      data-testid="side-chat"
    >
      <Glyph name="chat" />
      <span className={styles.label}>{t('title')}</span>
      <CartBadge count={unread} className={styles.badge} testId="side-chat-badge" />
    </a>
  )
}

/** The floating side bar of spec §2 with its drawer; every feature first checks the login (spec §5). */
export function SideBar() {
  const { t } = useTranslation('chrome')
  const cart = useCartBadge()
  const [tab, setTab] = useState<DrawerTab | null>(null)
  const [askLogin, setAskLogin] = useState(false)

  const open = (next: DrawerTab) => {
    if (!loggedIn()) setAskLogin(true)
    else setTab(next)
  }
  const newTab = (event: React.MouseEvent) => {
    if (!loggedIn()) {
      event.preventDefault()
      setAskLogin(true)
    }
  }
  const entry = (key: DrawerTab, extra?: { badge: React.ReactNode; label: string; onHover(): void }) => (
    <li>
      <button
        type="button"
        className={styles.entry}
        onClick={() => open(key)}
        onMouseEnter={extra?.onHover}
        aria-label={extra?.label}
        data-testid={`side-${key}`}
      >
        <Glyph name={key} />
        <span className={styles.label}>{t(`side.${key}`)}</span>
        {extra?.badge}
      </button>
    </li>
  )

  return (
    <>
      <nav className={styles.bar} aria-label={t('side.label')}>
        <ul>
          <li>
            <a
              href="/home"
              target="_blank"
              rel="noopener"
              className={styles.entry}
              onClick={newTab}
              data-testid="side-member"
            >
              <Glyph name="member" />
              <span className={styles.label}>
                {t('side.memberCenter')}
                <span className="visually-hidden">{t('side.newTab')}</span>
              </span>
            </a>
          </li>
          {entry('cart', {
            badge: <CartBadge count={cart.count} className={styles.badge} testId="cart-badge" />,
            label: cart.label,
            onHover: cart.refresh,
          })}
          {entry('orders')}
          {entry('coupons')}
          <li>
            <a
              href="/home/MoneyManagement"
              target="_blank"
              rel="noopener"
              className={styles.entry}
              onClick={newTab}
              data-testid="side-assets"
            >
              <Glyph name="assets" />
              <span className={styles.label}>
                {t('side.assets')}
                <span className="visually-hidden">{t('side.newTab')}</span>
              </span>
            </a>
          </li>
          <li>
            <SideChat onAskLogin={() => setAskLogin(true)} />
          </li>
          {entry('footprints')}
          {entry('favorites')}
          <li className={styles.top}>
            <button
              type="button"
              className={styles.entry}
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            >
              <Glyph name="top" />
              <span className={styles.label}>{t('side.backTop')}</span>
            </button>
          </li>
        </ul>
      </nav>
      <Suspense fallback={null}>
        {tab ? <SideDrawer tab={tab} onTab={setTab} onClose={() => setTab(null)} /> : null}
        {askLogin ? <LoginDialog open={askLogin} onOpenChange={setAskLogin} /> : null}
      </Suspense>
    </>
  )
}
