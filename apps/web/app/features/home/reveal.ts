import { useEffect } from 'react'
import { prefersReducedMotion } from '../../lib/motion.ts'

/** Scroll animations of spec §9: start 100 px before an element enters, run 0.8 s. */
export const REVEAL_OFFSET_PX = 100
export const REVEAL_DURATION_S = 0.8

/** Fades `[data-reveal]` elements in as they scroll into view (elements stay visible without JS). */
export function useReveal(root: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current
    if (!el || !('IntersectionObserver' in window)) return
    // Asked for less motion: everything stays as painted.
    if (prefersReducedMotion()) return
    const targets = Array.from(el.querySelectorAll<HTMLElement>('[data-reveal]'))
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.setAttribute('data-reveal', 'in')
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    )
    for (const target of targets) {
      const rect = target.getBoundingClientRect()
      // Already on screen at load: leave as painted (no flash, no layout work).
      if (rect.top < window.innerHeight - REVEAL_OFFSET_PX) continue
      target.setAttribute('data-reveal', 'pending')
      observer.observe(target)
    }
    return () => observer.disconnect()
  }, [root])
}
