/**
 * Whether the visitor asked for less motion (prefers-reduced-motion): the intro does not play, sections
 * do not fade in and carousels do not turn by themselves (WCAG 2.2.2). False on the server.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  )
}
