import type { HomeSlide } from '@silk/contracts/content-admin'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Frozen } from '../../lib/frozen.tsx'
import { useRootData } from '../../lib/root-data.ts'
import { PaymentIcon } from '../display/PaymentIcon.tsx'
import styles from './SiteFooter.module.css'

const SERVICES = [
  { zh: '出海服务', en: 'Overseas services', to: '/Bglobal' },
  { zh: '品牌建设', en: 'Brand building', to: '/slBrand/build' },
  { zh: '市场分析', en: 'Market analysis', to: '/Analyse' },
  { zh: '跨境物流', en: 'Cross-border logistics', to: '/shipGoods' },
  { zh: '帮助中心', en: 'Help centre', to: '/article/detail' },
  { zh: '商家入驻', en: 'Open a store', to: '/home/ShopEntry' },
]
/** The payment methods the cashier offers (decision 030), shown as their marks. */
const PAYMENTS = [
  { key: 'ALIPAY', zh: '支付宝', en: 'Alipay' },
  { key: 'WECHAT', zh: '微信支付', en: 'WeChat Pay' },
  { key: 'WALLET', zh: '余额支付', en: 'Wallet' },
] as const

/** An organisation's name in the page's language, a link when the operator gave one. */
function OrgName({ org, en }: { org: HomeSlide; en: boolean }) {
  const name = en ? org.titleEn || org.title : org.title
  if (!org.link) return <>{name}</>
  return org.link.startsWith('/') ? (
    <Link to={org.link}>{name}</Link>
  ) : (
    <a href={org.link} target="_blank" rel="noopener noreferrer">
      {name}
    </a>
  )
}

export function SiteFooter() {
  const { t } = useTranslation()
  const { site, lang, footer } = useRootData()
  // Think tanks and partner organisations are the operator's (decision 163); none kept, no column.
  const { thinkTanks, orgs } = footer ?? { thinkTanks: [], orgs: [] }
  const columns = 3 + (thinkTanks.length ? 1 : 0) + (orgs.length ? 1 : 0)
  const pick = (item: { zh: string; en: string }) => (lang === 'en' ? item.en : item.zh)
  const orgKey = [...thinkTanks, ...orgs].map((o) => `${o.id}:${o.title}:${o.titleEn}:${o.link}`).join(',')
  // Frozen, key language+site+columns (docs/performance.md): never the login, name, cart or favourites inside.
  return (
    <Frozen
      as="footer"
      name="footer"
      copyKey={`${lang}|${site.siteName}|${site.logo}|${site.icp}|${orgKey}`}
      className={styles.footer}
    >
      <div
        className={`container ${styles.grid}`}
        style={{ gridTemplateColumns: `1.4fr repeat(${columns - 1}, 1fr)` }}
        data-testid="footer-columns"
      >
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
        {thinkTanks.length ? (
          <section data-testid="footer-think-tanks">
            <h2>{t('footer.thinkTanks')}</h2>
            <ul>
              {thinkTanks.map((o) => (
                <li key={o.id}>
                  <OrgName org={o} en={lang === 'en'} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {orgs.length ? (
          <section data-testid="footer-partners">
            <h2>{t('footer.partners')}</h2>
            <ul>
              {orgs.map((o) => (
                <li key={o.id}>
                  <OrgName org={o} en={lang === 'en'} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section>
          <h2>{t('footer.contact')}</h2>
          <ul>
            <li>
              <a href="tel:4008202026" data-testid="contact-phone">
                400-820-2026
              </a>
            </li>
            <li>
              <a href="mailto:service@silkroadark.cn" data-testid="contact-email">
                service@silkroadark.cn
              </a>
            </li>
            <li data-testid="contact-hours">{t('footer.hours')}</li>
          </ul>
        </section>
      </div>
      <div className={styles.legal}>
        <div className={`container ${styles.legalRow}`}>
          <p>
            © 2026 {site.siteName} · {t('footer.rights')}
            {site.icp ? (
              <>
                {' · '}
                <a
                  href="https://beian.miit.gov.cn/"
                  target="_blank"
                  rel="noreferrer"
                  data-testid="footer-icp"
                >
                  {site.icp}
                </a>
              </>
            ) : null}
          </p>
          <nav className={styles.legalLinks} aria-label={t('footer.privacy')}>
            <Link to="/privacy">{t('footer.privacy')}</Link>
            <Link to="/terms">{t('footer.terms')}</Link>
          </nav>
          <ul className={styles.payments} aria-label={t('footer.payments')} data-testid="footer-payments">
            <li className={styles.paymentsLabel} aria-hidden="true">
              {t('footer.payments')}
            </li>
            {PAYMENTS.map((p) => (
              <li key={p.key}>
                <PaymentIcon method={p.key} size={26} label={pick(p)} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Frozen>
  )
}
