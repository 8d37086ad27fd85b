import type { Brand } from '@silk/content/brands/schema'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { BrandLogo } from './BrandLogo.tsx'
import styles from './brands.module.css'

export type BrandCard = Pick<
  Brand,
  'id' | 'name' | 'tagline' | 'direction' | 'industry' | 'logo' | 'originName' | 'markets' | 'sample'
>

const DIRECTIONS = ['all', 'outbound', 'inbound'] as const
const INDUSTRIES = ['food', 'home', 'tech', 'beauty', 'fashion', 'health', 'industry', 'mobility'] as const

/**
 * The brand hall's directory. Filters are links (`?direction=&industry=`), so they work before the
 * page's script loads and a filtered view can be shared.
 */
export function BrandDirectory({ brands }: { brands: BrandCard[] }) {
  const { t } = useTranslation('contentPages')
  const [params] = useSearchParams()
  const direction = DIRECTIONS.find((d) => d === params.get('direction')) ?? 'all'
  const industry = INDUSTRIES.find((i) => i === params.get('industry')) ?? null
  const shown = brands.filter(
    (b) => (direction === 'all' || b.direction === direction) && (!industry || b.industry === industry),
  )
  const href = (next: { direction?: string; industry?: string | null }) => {
    const q = new URLSearchParams()
    const d = next.direction ?? direction
    const i = next.industry === undefined ? industry : next.industry
    if (d !== 'all') q.set('direction', d)
    if (i) q.set('industry', i)
    const s = q.toString()
    return `${s ? `?${s}` : '?'}#directory`
  }
  return (
    <div className={styles.band}>
      <section id="directory" data-section="directory" aria-labelledby="directory-h" className={styles.wrap}>
        <div className={styles.head}>
          <h2 id="directory-h">{t('brands.directoryTitle')}</h2>
          <p>{t('brands.directoryLead')}</p>
        </div>
        <nav className={styles.filters} aria-label={t('brands.directoryTitle')}>
          <div className={styles.tabs}>
            {DIRECTIONS.map((d) => (
              <Link
                key={d}
                to={href({ direction: d })}
                preventScrollReset
                aria-current={d === direction ? 'true' : undefined}
              >
                {t(`brands.${d}`)}
              </Link>
            ))}
          </div>
          <div className={styles.chips}>
            <Link
              to={href({ industry: null })}
              preventScrollReset
              aria-current={!industry ? 'true' : undefined}
            >
              {t('brands.industryAll')}
            </Link>
            {INDUSTRIES.map((i) => (
              <Link
                key={i}
                to={href({ industry: i })}
                preventScrollReset
                aria-current={i === industry ? 'true' : undefined}
              >
                {t(`brands.industries.${i}`)}
              </Link>
            ))}
          </div>
        </nav>
        <p className={styles.count} aria-live="polite">
          {t('brands.count', { count: shown.length })}
        </p>
        {shown.length ? (
          <ul className={styles.grid}>
            {shown.map((b) => (
              <li key={b.id}>
                <Link to={`/SlBrandDetails?id=${b.id}`} className={styles.card} data-brand={b.id}>
                  <span
                    className={styles.cardTop}
                    style={{ background: `linear-gradient(135deg, ${b.logo.color}1f, ${b.logo.color}47)` }}
                  >
                    <BrandLogo logo={b.logo} size="4.5rem" />
                    <span className={styles.direction}>{t(`brands.${b.direction}`)}</span>
                    {b.sample ? (
                      <span className={styles.sample} data-testid="brand-sample">
                        {t('brands.sample')}
                      </span>
                    ) : null}
                  </span>
                  <span className={styles.cardBody}>
                    <strong>{b.name}</strong>
                    <span className={styles.tagline}>{b.tagline}</span>
                    <span className={styles.meta}>
                      <span>{t(`brands.industries.${b.industry}`)}</span>
                      <span>{b.originName}</span>
                    </span>
                    <span className={styles.markets}>
                      <em>{t('brands.markets')}</em>
                      {b.markets.join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>{t('brands.none')}</p>
        )}
      </section>
    </div>
  )
}
