import { type LoaderFunctionArgs, NavLink, Outlet, useLocation } from 'react-router'
import { PageFrame } from '../../components/display/PageFrame.tsx'
import { Avatar } from '../../features/accounts/Avatar.tsx'
import { requireLogin } from '../../features/accounts/guard.server.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'
import styles from './layout.module.css'

interface MenuItem {
  to: string
  key: string
  end?: boolean
}

/** The side menu in the three groups of the reference member centre (UI reference A6). */
const MENU: { group: string; items: MenuItem[] }[] = [
  {
    group: 'menuOrders',
    items: [
      { to: '/home/MyOrder', key: 'myOrder' },
      { to: '/home/MyPurchase', key: 'myPurchase' },
      { to: '/home/MyAddress', key: 'myAddress' },
      { to: '/home/AfterSale', key: 'afterSale' },
    ],
  },
  {
    group: 'menuMember',
    items: [
      { to: '/home', key: 'memberHome', end: true },
      { to: '/home/MsgList', key: 'msgList' },
      { to: '/home/Chat', key: 'chat' },
      { to: '/home/MyTracks', key: 'tracks' },
      { to: '/home/Favorites', key: 'favorites' },
      { to: '/home/Distribution', key: 'distributionMenu' },
      { to: '/home/CommentList', key: 'comments' },
      { to: '/home/ComplainList', key: 'complainList' },
      { to: '/home/MyConsultation', key: 'myConsultation' },
      { to: '/home/Point', key: 'point' },
    ],
  },
  {
    group: 'menuAccount',
    items: [
      { to: '/home/Coupons', key: 'coupons' },
      { to: '/home/MoneyManagement', key: 'money' },
      { to: '/home/ShopEntry', key: 'shopEntry' },
    ],
  },
]

/** Anonymous visitors go to /login and come back here afterwards. */
export async function loader({ request }: LoaderFunctionArgs) {
  requireLogin(request)
  return null
}

/** The member centre frame: avatar and name, then the side menu on every member page. */
export default function MemberLayout() {
  const { t } = useTranslation('routes')
  const { member } = useRootData()
  // On a phone the menu is the 我的 page's list of entries and no other member page shows it.
  const overview = useLocation().pathname.replace(/\/+$/, '') === '/home'
  return (
    <PageFrame title={t('member')}>
      <div className={styles.layout} data-overview={overview ? '' : undefined}>
        <nav className={styles.menu} aria-label={t('member')}>
          <div className={styles.me}>
            <Avatar name={member.nickName ?? ''} size={72} />
            <strong data-user-text>{member.nickName}</strong>
          </div>
          {MENU.map(({ group, items }) => (
            <div key={group} className={styles.group} role="group" aria-labelledby={`menu-${group}`}>
              <h2 id={`menu-${group}`}>{t(group)}</h2>
              {items.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) => (isActive ? styles.active : '')}
                >
                  {t(item.key)}
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </PageFrame>
  )
}
