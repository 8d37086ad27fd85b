import type { HomeSlide } from '@silk/contracts/content-admin'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './PartnerStrip.module.css'

/** Pixels moved per animation frame (spec §9). */
export const STRIP_SPEED = 2

/**
 * The ecological partners strip (spec §2): a seamless loop (the list is rendered twice and the offset wraps at
 * one copy's width), 2 px per frame, paused while hovered. The logos are the operator's (`/admin/home-slides`).
 */
export function PartnerStrip({ partners }: { partners: HomeSlide[] }) {
  const { t, lang } = useTranslation('home')
  const en = lang === 'en'
  const track = useRef<HTMLDivElement>(null)
  const paused = useRef(false)

  useEffect(() => {
    const el = track.current
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let offset = 0
    let frame = 0
    let visible = false
    // Animate only while the strip is on screen: no main-thread work for it during the first load.
    const watcher = new IntersectionObserver(([entry]) => {
      // A report that changes nothing must not restart the loop (that drops a frame).
      if (Boolean(entry?.isIntersecting) === visible) return
      visible = !visible
      cancelAnimationFrame(frame)
      if (visible) frame = requestAnimationFrame(step)
    })
    let half = 0
    const step = () => {
      // One copy's width, measured once the logos have their size (read once: no layout work per frame).
      if (half <= 0) half = el.scrollWidth / 2
      if (!paused.current && half > 0) {
        offset -= STRIP_SPEED
        if (-offset >= half) offset += half
        el.style.transform = `translate3d(${offset}px,0,0)`
        el.dataset.offset = String(offset)
      }
      if (visible) frame = requestAnimationFrame(step)
    }
    watcher.observe(el)
    return () => {
      watcher.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <section
      className={styles.strip}
      aria-label={t('partners.label')}
      onMouseEnter={() => {
        paused.current = true
      }}
      onMouseLeave={() => {
        paused.current = false
      }}
      data-testid="partner-strip"
      data-speed={STRIP_SPEED}
    >
      <div ref={track} className={styles.track} data-testid="partner-track">
        {[0, 1].map((copy) =>
          partners.map((partner, i) => (
            <img
              key={`${copy}-${partner.id}`}
              src={partner.image}
              alt={copy === 0 ? (en ? partner.titleEn || partner.title : partner.title) : ''}
              aria-hidden={copy === 1 ? true : undefined}
              width={220}
              height={64}
              loading="lazy"
              className={styles.logo}
              data-partner={copy === 0 ? i + 1 : undefined}
            />
          )),
        )}
      </div>
    </section>
  )
}
