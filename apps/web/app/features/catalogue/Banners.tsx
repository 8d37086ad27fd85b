import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './shop-home.module.css'

const SLIDES = [
  {
    to: '/goodsList?keyword=%E6%99%AE%E6%B4%B1',
    art: '/media/goods/puer-cake/1001-1.webp',
    from: '#0b2545',
    to2: '#1b4f8a',
  },
  {
    to: '/goodsList?keyword=%E9%9D%92%E8%8A%B1%E7%93%B7',
    art: '/media/goods/meiping/1002-1.webp',
    from: '#13315c',
    to2: '#2a6fb8',
  },
  {
    to: '/goodsList?categoryId=1004',
    art: '/media/goods/wine-bordeaux/1004-1.webp',
    from: '#3d2a05',
    to2: '#85650d',
  },
]

/** Three campaign slides, 5 s each, pausing while hovered. */
export function Banners() {
  const { t } = useTranslation('shop')
  const texts = t('home.banners', { returnObjects: true }) as { title: string; text: string; cta: string }[]
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (paused) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), 5000)
    return () => clearInterval(timer)
  }, [paused])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing inside only pauses the rotation
    <section
      className={styles.banners}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {SLIDES.map((slide, i) => (
        <Link
          key={slide.art}
          to={slide.to}
          className={i === index ? styles.slideOn : styles.slide}
          style={{ background: `linear-gradient(120deg, ${slide.from}, ${slide.to2})` }}
          aria-hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
        >
          <div className={styles.slideText}>
            <h2>{texts[i]?.title}</h2>
            <p>{texts[i]?.text}</p>
            <span className={styles.slideCta}>{texts[i]?.cta}</span>
          </div>
          <img src={slide.art} alt="" width={340} height={340} className={styles.slideArt} />
        </Link>
      ))}
      <div className={styles.dots}>
        {SLIDES.map((slide, i) => (
          <button
            type="button"
            key={slide.art}
            aria-label={`${i + 1}`}
            className={i === index ? styles.dotOn : styles.dot}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  )
}
