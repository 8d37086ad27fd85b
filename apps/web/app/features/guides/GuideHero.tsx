import type { Guide } from '@silk/content/guides/localise'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { prefersReducedMotion } from '../../lib/motion.ts'
import { ConsultButton } from '../consultations/ConsultButton.tsx'
import styles from './guide.module.css'

/** Banner carousel with the country's name, tagline, flag and the two main actions. */
export function GuideHero({ guide, flag }: { guide: Guide; flag: string }) {
  const { t } = useTranslation('guide')
  const { t: tc } = useTranslation('consultation')
  const [viewport, embla] = useEmblaCarousel({ loop: true }, [
    Autoplay({ delay: 6000, stopOnInteraction: true, active: !prefersReducedMotion() }),
  ])
  const [selected, setSelected] = useState(0)
  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla])
  useEffect(() => {
    embla?.on('select', onSelect)
    return () => {
      embla?.off('select', onSelect)
    }
  }, [embla, onSelect])

  return (
    <section className={styles.hero} data-section="banner" aria-label={guide.name}>
      <div className={styles.heroViewport} ref={viewport}>
        <div className={styles.heroTrack}>
          {guide.banners.map((banner, index) => (
            <div
              className={styles.heroSlide}
              key={banner.src}
              role="group"
              aria-roledescription="slide"
              aria-label={t('bannerLabel', { n: index + 1 })}
            >
              <img
                src={banner.src}
                alt={banner.alt}
                width={1920}
                height={640}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.heroOverlay}>
        <div className={styles.inner}>
          <nav className={styles.breadcrumb} aria-label="breadcrumb">
            <Link to="/">{t('breadcrumb.home')}</Link>
            <span aria-hidden="true">/</span>
            <Link to="/Initiative">{t('breadcrumb.guides')}</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{guide.name}</span>
          </nav>
          <p className={styles.eyebrow}>
            <img src={flag} alt="" width={36} height={27} className={styles.heroFlag} />
            {t('heroEyebrow')}
          </p>
          <h1 className={styles.heroTitle}>{t('title', { name: guide.name })}</h1>
          <p className={styles.heroTagline}>{guide.tagline}</p>
          <div className={styles.heroActions}>
            <a className="btn btn-gold" href={guide.downloads[0].path} download>
              {t('download')}
            </a>
            <ConsultButton
              className={`btn ${styles.ghostLight}`}
              label={tc('openCountry')}
              country={guide.id}
              source="GUIDE"
              testId="guide-consult"
            />
          </div>
        </div>
      </div>
      <div className={styles.heroDots}>
        {guide.banners.map((banner, index) => (
          <button
            key={banner.src}
            type="button"
            aria-label={t('bannerLabel', { n: index + 1 })}
            aria-pressed={selected === index}
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
      </div>
    </section>
  )
}
