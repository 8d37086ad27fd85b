import type { HomeSlide } from '@silk/contracts/content-admin'
import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { prefersReducedMotion } from '../../lib/motion.ts'
import styles from './PavilionCarousel.module.css'

/** Carousel settings of spec §9: 5 slides per view, spacing 30, autoplay every 4 s, loop. */
export const PAVILION_CAROUSEL = { perView: 5, spacing: 30, autoplayMs: 4000, loop: true } as const

/**
 * Embla (the engine behind embla-carousel-react) is loaded after hydration: the slides are server-rendered, so
 * the carousel costs nothing on first load and shifts nothing when it starts.
 */
function useCarousel(viewport: React.RefObject<HTMLDivElement | null>) {
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  useEffect(() => {
    let api: EmblaCarouselType | undefined
    let cancelled = false
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled || !viewport.current) return
        api = EmblaCarousel(viewport.current, { loop: PAVILION_CAROUSEL.loop, align: 'start' }, [
          Autoplay({
            delay: PAVILION_CAROUSEL.autoplayMs,
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            active: !prefersReducedMotion(),
          }),
        ])
        setEmbla(api)
      },
    )
    return () => {
      cancelled = true
      api?.destroy()
    }
  }, [viewport])
  return embla
}

/**
 * The national pavilion carousel (spec §2): one slide per country, each linking to its guide; the slides
 * are the operator's (`/admin/home-slides`).
 */
export function PavilionCarousel({ slides }: { slides: HomeSlide[] }) {
  const { t, lang } = useTranslation('home')
  const en = lang === 'en'
  const viewport = useRef<HTMLDivElement>(null)
  const embla = useCarousel(viewport)
  return (
    <div
      className={styles.carousel}
      data-testid="pavilion"
      data-per-view={PAVILION_CAROUSEL.perView}
      data-spacing={PAVILION_CAROUSEL.spacing}
      data-autoplay={PAVILION_CAROUSEL.autoplayMs}
      data-loop={PAVILION_CAROUSEL.loop}
      data-ready={embla ? 'true' : undefined}
      style={
        {
          '--per-view': PAVILION_CAROUSEL.perView,
          '--spacing': `${PAVILION_CAROUSEL.spacing}px`,
        } as React.CSSProperties
      }
    >
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label={t('pavilion.prev')}
        onClick={() => embla?.scrollPrev()}
      >
        ‹
      </button>
      <div className={styles.viewport} ref={viewport}>
        <ul className={styles.container}>
          {slides.map((slide, index) => (
            <li
              key={slide.id}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t('pavilion.slide', { index: index + 1, total: slides.length })}
              data-testid="pavilion-slide"
            >
              <Link to={slide.link ?? '/Bglobal'} className={styles.card}>
                <img src={slide.image} alt="" width={320} height={240} loading="lazy" />
                <span className={styles.name}>
                  <strong>{en ? slide.titleEn || slide.title : slide.title}</strong>
                  {/* The other language's name under it; in English the Chinese one is left out (decision 026). */}
                  {en ? null : <small>{slide.titleEn ?? ''}</small>}
                </span>
                <span className={styles.visit}>{t('pavilion.visit')} →</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={t('pavilion.next')}
        onClick={() => embla?.scrollNext()}
      >
        ›
      </button>
    </div>
  )
}
