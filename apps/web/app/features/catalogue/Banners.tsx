import type { HomeSlide } from '@silk/contracts/content-admin'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { goodsImageProps } from '../../lib/goods-image.ts'
import { prefersReducedMotion } from '../../lib/motion.ts'
import styles from './shop-home.module.css'

/** Background colours the slides take in turn. */
const GRADIENTS = [
  ['#0b2545', '#1b4f8a'],
  ['#13315c', '#2a6fb8'],
  ['#3d2a05', '#85650d'],
]

/** The operator's campaign slides (`/admin/home-slides`), 5 s each, pausing while hovered. */
export function Banners({ slides }: { slides: HomeSlide[] }) {
  const { t, lang } = useTranslation('shop')
  const en = lang === 'en'
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (paused || prefersReducedMotion()) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % Math.max(slides.length, 1)), 5000)
    return () => clearInterval(timer)
  }, [paused, slides.length])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing inside only pauses the rotation
    <section
      className={styles.banners}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, i) => {
        const [from, to] = GRADIENTS[i % GRADIENTS.length]
        return (
          <Link
            key={slide.id}
            to={slide.link ?? '/goodsList'}
            className={i === index ? styles.slideOn : styles.slide}
            style={{ background: `linear-gradient(120deg, ${from}, ${to})` }}
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
          >
            <div className={styles.slideText}>
              <h2>{en ? slide.titleEn || slide.title : slide.title}</h2>
              <p>{en ? slide.subtitleEn || slide.subtitle : slide.subtitle}</p>
              <span className={styles.slideCta}>{t('home.bannerCta')}</span>
            </div>
            <img
              {...goodsImageProps(slide.image)}
              sizes="300px"
              alt=""
              width={300}
              height={300}
              className={styles.slideArt}
            />
          </Link>
        )
      })}
      <div className={styles.dots}>
        {slides.map((slide, i) => (
          <button
            type="button"
            key={slide.id}
            aria-label={`${i + 1}`}
            className={i === index ? styles.dotOn : styles.dot}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  )
}
