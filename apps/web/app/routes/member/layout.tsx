import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { PageFrame } from '../../components/display/PageFrame.tsx'
import styles from './layout.module.css'

const MENU = [
  { to: '/home', key: 'member', end: true },
  { to: '/home/MyOrder', key: 'myOrder' },
  { to: '/home/Coupons', key: 'coupons' },
  { to: '/home/MoneyManagement', key: 'money' },
  { to: '/home/MyTracks', key: 'tracks' },
  { to: '/home/Favorites', key: 'favorites' },
] as const

/** The member centre frame: side menu on every member page. */
export default function MemberLayout() {
  const { t } = useTranslation('routes')
  return (
    <PageFrame title={t('member')}>
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={t('member')}>
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
