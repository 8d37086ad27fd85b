import type { Brand } from '@silk/content/brands/schema'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { BrandCard } from './BrandDirectory.tsx'
import { BrandLogo } from './BrandLogo.tsx'
import styles from './brands.module.css'

/** One partner brand: story, products, services used, milestones, results and a quote. */
export function BrandDetail({ brand, related }: { brand: Brand; related: BrandCard[] }) {
  const { t } = useTranslation('contentPages')
  return (
    <article className={styles.detail} data-brand={brand.id}>
      <header
        className={styles.detailHero}
        data-section="hero"
        style={{ ['--brand' as string]: brand.logo.color }}
      >
        <div className={`${styles.wrap} ${styles.detailHeroInner}`}>
          <BrandLogo logo={brand.logo} size="9rem" label={brand.name} />
          <div>
            <Link to="/slBrand" className={styles.back}>
              ← {t('brands.backToList')}
            </Link>
            <h1>{brand.name}</h1>
            {brand.sample ? (
              <p className={styles.sampleNote} data-testid="brand-sample-note">
                {t('brands.sampleNote')}
              </p>
            ) : null}
            <p className={styles.detailTagline}>{brand.tagline}</p>
            <p className={styles.detailChips}>
              <span>{t(`brands.${brand.direction}`)}</span>
              <span>{t(`brands.industries.${brand.industry}`)}</span>
              <span>{brand.originName}</span>
              <span>{t('brands.founded', { year: brand.founded })}</span>
            </p>
          </div>
        </div>
      </header>

      <div className={styles.wrap}>
        <ul className={styles.metrics} data-section="metrics">
          {brand.metrics.map((m) => (
            <li key={m.label}>
              <strong>{m.value}</strong>
              <span>{m.label}</span>
            </li>
          ))}
        </ul>

        <div className={styles.detailGrid}>
          <div>
            <section data-section="story" aria-labelledby="story-h" className={styles.block}>
              <h2 id="story-h">{t('brands.story')}</h2>
              <p className={styles.summary}>{brand.summary}</p>
              {brand.story.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
            <section data-section="products" aria-labelledby="products-h" className={styles.block}>
              <h2 id="products-h">{t('brands.products')}</h2>
              <ul className={styles.products}>
                {brand.products.map((p, i) => (
                  <li key={p.name}>
                    <span className={styles.productNo} style={{ background: brand.logo.color }}>
                      {i + 1}
                    </span>
                    <strong>{p.name}</strong>
                    <p>{p.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <aside className={styles.aside}>
            <section data-section="markets" aria-labelledby="markets-h">
              <h2 id="markets-h">{t('brands.markets')}</h2>
              <ul className={styles.tags}>
                {brand.markets.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </section>
            <section data-section="services" aria-labelledby="services-h">
              <h2 id="services-h">{t('brands.services')}</h2>
              <ul className={styles.tags}>
                {brand.services.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </section>
            <div className={styles.cta}>
              <strong>{t('brands.buildCta')}</strong>
              <p>{t('brands.buildText')}</p>
              <Link to="/slBrand/build">{t('brands.buildLink')} →</Link>
            </div>
          </aside>
        </div>

        <section data-section="milestones" aria-labelledby="milestones-h" className={styles.block}>
          <h2 id="milestones-h">{t('brands.milestones')}</h2>
          <ol className={styles.timeline}>
            {brand.milestones.map((m) => (
              <li key={`${m.year}-${m.text}`}>
                <span className={styles.year}>{m.year}</span>
                <p>{m.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <figure className={styles.quote} data-section="quote">
          <blockquote>“{brand.quote.text}”</blockquote>
          <figcaption>
            {brand.quote.author} · {brand.quote.role}
          </figcaption>
        </figure>

        {related.length ? (
          <section data-section="related" aria-labelledby="related-h" className={styles.block}>
            <h2 id="related-h">{t('brands.related')}</h2>
            <ul className={styles.related}>
              {related.map((b) => (
                <li key={b.id}>
                  <Link to={`/SlBrandDetails?id=${b.id}`}>
                    <BrandLogo logo={b.logo} size="3rem" />
                    <span>
                      <strong>{b.name}</strong>
                      <span>{b.tagline}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  )
}

/** What a reader sees for an unknown brand id (served with status 404). */
export function BrandNotFound() {
  const { t } = useTranslation()
  const { t: tp } = useTranslation('contentPages')
  const copy = t('notFound', { returnObjects: true }) as { title: string; text: string }
  return (
    <section className={styles.notFound} data-section="brand-not-found">
      <p className={styles.notFoundCode}>404</p>
      <h1>{tp('brands.notFound')}</h1>
      <p>{copy.text}</p>
      <Link className="btn" to="/slBrand">
        {tp('brands.backToList')}
      </Link>
    </section>
  )
}
