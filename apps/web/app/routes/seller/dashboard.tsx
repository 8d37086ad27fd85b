import { Link } from 'react-router'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { SELLER_PAGES } from '../../features/seller/menu.ts'
import { SELLER, useSellerSession } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'
import styles from './dashboard.module.css'

/** 今日概况: a welcome and the areas this user may open (figures come with the statistics pages). */
export default function SellerDashboard() {
  const session = useSellerSession()
  const { lang } = useRootData()
  const { t } = useTranslation('seller')
  const areas = SELLER_PAGES.flatMap((page) => {
    const entry = session.menus.find((m) => m.area === page.area)
    return entry ? [{ entry, items: page.items.filter((item) => !item.write || entry.write) }] : []
  })
  return (
    <ConsolePage site={SELLER} title={t('dashboard.title')}>
      <Panel>
        <p className={styles.welcome}>
          {t('dashboard.welcome', { name: session.nickName || session.username, store: session.storeName })}
        </p>
        <p className={consoleStyles.muted}>{session.owner ? t('dashboard.owner') : t('dashboard.clerk')}</p>
      </Panel>
      <Panel title={t('dashboard.areas')}>
        {areas.length === 0 ? (
          <p className={consoleStyles.muted}>{t('dashboard.none')}</p>
        ) : (
          <ul className={styles.areas}>
            {areas.map(({ entry, items }) => (
              <li key={entry.area}>
                <h3>{lang === 'en' ? entry.titleEn : entry.title}</h3>
                {items.map((item) => (
                  <Link key={item.to} to={item.to}>
                    {t(item.key)}
                  </Link>
                ))}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </ConsolePage>
  )
}
