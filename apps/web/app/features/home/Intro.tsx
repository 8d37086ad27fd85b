import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { landingPath } from '../../lib/landing.ts'
import { prefersReducedMotion } from '../../lib/motion.ts'
import { LAST_PAGE_KEY } from '../chrome/last-page.ts'
import styles from './Intro.module.css'

/** Intro timing of spec §9: hidden after a 2 s delay, then a 0.7 s fade. */
export const INTRO_DELAY_MS = 2000
export const INTRO_FADE_MS = 700

/** Once per page load (client state `cartoonShow`): later visits to / in the same load skip it. */
let cartoonShown = false

function isReload(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  if (entry) return entry.type === 'reload'
  // Without Navigation Timing (some embedded or instrumented browsers): same address as the page just left.
  try {
    return sessionStorage.getItem(LAST_PAGE_KEY) === location.href
  } catch {
    return false
  }
}

/**
 * The intro animation (spec §2): plays on first load only, is skipped on a reload
 * and with prefers-reduced-motion, and a wheel action ends it.
 * Rendered only in the browser, over an already painted page, so it costs no layout shift.
 */
export function Intro() {
  const { t } = useTranslation('home')
  const [cartoonShow, setCartoonShow] = useState<'off' | 'on' | 'leaving'>('off')

  useEffect(() => {
    if (cartoonShown) return
    cartoonShown = true
    // Not on a reload, not for a visitor who asked for less motion, and not when this load began on
    // another page (the return to / after signing in is an in-app navigation, not a first load).
    if (isReload() || prefersReducedMotion() || landingPath !== location.pathname) return
    setCartoonShow('on')
  }, [])

  useEffect(() => {
    if (cartoonShow === 'on') {
      const end = () => setCartoonShow('leaving')
      const timer = window.setTimeout(end, INTRO_DELAY_MS)
      window.addEventListener('wheel', end, { passive: true, once: true })
      return () => {
        window.clearTimeout(timer)
        window.removeEventListener('wheel', end)
      }
    }
    if (cartoonShow === 'leaving') {
      const timer = window.setTimeout(() => setCartoonShow('off'), INTRO_FADE_MS)
      return () => window.clearTimeout(timer)
    }
  }, [cartoonShow])

  if (cartoonShow === 'off') return null
  return (
    <div
      className={`${styles.intro} ${cartoonShow === 'leaving' ? styles.leaving : ''}`}
      style={{ '--fade': `${INTRO_FADE_MS}ms` } as React.CSSProperties}
      role="presentation"
      data-testid="intro"
      data-state={cartoonShow}
    >
      <svg className={styles.ship} viewBox="0 0 120 100" aria-hidden="true">
        <path d="M10 70h100l-14 18H24z" fill="#d4af37" />
        <path d="M58 8v62M58 10l34 54H58zM58 18L30 64h28" fill="#f7efd2" stroke="#f7efd2" strokeWidth="2" />
      </svg>
      <p className={styles.title}>{t('heroTitle')}</p>
      <button type="button" className={styles.skip} onClick={() => setCartoonShow('leaving')}>
        {t('intro.skip')}
      </button>
    </div>
  )
}
