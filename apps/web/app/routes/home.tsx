import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pageMeta } from '../lib/meta.ts'
import styles from './home.module.css'

export const meta = pageMeta(
  'home',
  '丝路之舟：中国品牌出海与海外品牌入华的跨境贸易综合服务平台，提供国别指南、出海服务、品牌推广与跨境商城。',
)

const STATS = ['enterprises', 'transactions', 'countries'] as const

export default function Home() {
  const { t } = useTranslation('home')
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <h1 className={styles.slogan}>{t('heroTitle')}</h1>
          <p className={styles.lead}>{t('heroText')}</p>
          <div className={styles.actions}>
            <Link className="btn btn-gold" to="/Bglobal">
              {t('heroCta')}
            </Link>
            <Link className={`btn ${styles.outline}`} to="/slShop">
              {t('heroShop')}
            </Link>
          </div>
        </div>
        <svg className={styles.waves} viewBox="0 0 1920 160" preserveAspectRatio="none" aria-hidden="true">
          <path d="M0 90 Q240 40 480 90 T960 90 T1440 90 T1920 90 V160 H0 Z" fill="rgba(255,255,255,0.06)" />
          <path d="M0 120 Q240 80 480 120 T960 120 T1440 120 T1920 120 V160 H0 Z" fill="#fff" />
        </svg>
      </section>
      <section className={`container ${styles.stats}`} aria-label="数据">
        {STATS.map((key) => (
          <div key={key} className={styles.stat}>
            <strong>{t(`stats.${key}.value`)}</strong>
            <span>{t(`stats.${key}.label`)}</span>
          </div>
        ))}
      </section>
      <section className={`container ${styles.about}`}>
        <h2>{t('about.title')}</h2>
        <p>{t('about.text')}</p>
        <Link className="btn" to="/Initiative">
          {t('about.more')}
        </Link>
      </section>
    </>
  )
}
