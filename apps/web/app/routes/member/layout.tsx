import { useTranslation } from 'react-i18next'
import { type LoaderFunctionArgs, NavLink, Outlet } from 'react-router'
import { PageFrame } from '../../components/display/PageFrame.tsx'
import { Avatar } from '../../features/accounts/Avatar.tsx'
import { requireLogin } from '../../features/accounts/guard.server.ts'
import { useRootData } from '../../lib/root-data.ts'
import styles from './layout.module.css'

const MENU = [
  { to: '/home', key: 'member', end: true },
  { to: '/home/MyOrder', key: 'myOrder' },
  { to: '/home/Coupons', key: 'coupons' },
  { to: '/home/MoneyManagement', key: 'money' },
  { to: '/home/MyTracks', key: 'tracks' },
  { to: '/home/Favorites', key: 'favorites' },
] as const

/** Anonymous visitors go to /login and come back here afterwards. */
export async function loader({ request }: LoaderFunctionArgs) {
  requireLogin(request)
  return null
}

/** The member centre frame: avatar and name, then the side menu on every member page. */
export default function MemberLayout() {
  const { t } = useTranslation('routes')
  const { member } = useRootData()
  return (
    <PageFrame title={t('member')}>
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={t('member')}>
          <div className={styles.me}>
            <Avatar name={member.nickName ?? ''} size={72} />
            <strong>{member.nickName}</strong>
          </div>
          {MENU.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={'end' in item}
              className={({ isActive }) => (isActive ? styles.active : '')}
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </PageFrame>
  )
}
