/**
 * The path this document was loaded at, taken when the client bundle starts (entry.client imports this
 * first), before any in-app navigation. The home intro plays only when the home page is that landing:
 * not when a login, a goods page or the logo leads to it later in the same load.
 */
export const landingPath: string | null = typeof window === 'undefined' ? null : window.location.pathname
