import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'
import styles from './SiteFooter.module.css'

const SERVICES = [
  { zh: '出海服务', en: 'Overseas services', to: '/Bglobal' },
  { zh: '品牌建设', en: 'Brand building', to: '/slBrand/build' },
  { zh: '市场分析', en: 'Market analysis', to: '/Analyse' },
  { zh: '跨境物流', en: 'Cross-border logistics', to: '/shipGoods' },
  { zh: '帮助中心', en: 'Help centre', to: '/article/detail' },
  { zh: '商家入驻', en: 'Open a store', to: '/home/ShopEntry' },
]
const THINK_TANKS = [
  { zh: '国际贸易研究院', en: 'Institute of International Trade' },
  { zh: '一带一路研究中心', en: 'Belt and Road Research Centre' },
  { zh: '跨境电商发展研究所', en: 'Cross-border E-commerce Institute' },
]
const PARTNERS = [
  { zh: '中国国际贸易促进委员会', en: 'CCPIT' },
  { zh: '中国出口信用保险公司', en: 'Sinosure' },
  { zh: '中国远洋海运集团', en: 'COSCO Shipping' },
  { zh: '各国驻华商会', en: 'Foreign chambers of commerce in China' },
]

export function SiteFooter() {
  const { t } = useTranslation()
  const { site, lang } = useRootData()
  const pick = (item: { zh: string; en: string }) => (lang === 'en' ? item.en : item.zh)
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <img src={site.logo} alt="" width={48} height={48} />
          <div>
            <strong>{site.siteName}</strong>
            <p>{t('tagline')}</p>
          </div>
        </div>
        <section>
          <h2>{t('footer.services')}</h2>
          <ul>
            {SERVICES.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{pick(s)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.thinkTanks')}</h2>
          <ul>
            {THINK_TANKS.map((s) => (
              <li key={s.zh}>{pick(s)}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.partners')}</h2>
          <ul>
            {PARTNERS.map((s) => (
              <li key={s.zh}>{pick(s)}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.contact')}</h2>
          <ul>
            <li>400-820-2026</li>
            <li>service@silkroadark.cn</li>
            <li data-testid="contact-hours">{t('footer.hours')}</li>
          </ul>
        </section>
      </div>
      <div className={styles.legal}>
        <div className="container">
          © 2026 {site.siteName} · {t('footer.rights')} · 京ICP备2026000000号
        </div>
      </div>
    </footer>
  )
}
