/** The six core service tiles (spec §2, §3: ImgUrl, title, text, selImg, selBotImg, subtext). */
export const SERVICE_KEYS = ['overseas', 'guide', 'digital', 'capital', 'protect', 'integrated'] as const
export type ServiceKey = (typeof SERVICE_KEYS)[number]

export interface ServiceTile {
  key: ServiceKey
  ImgUrl: string
  /** i18n keys under `home:services.<key>`. */
  title: string
  text: string
  subtext: string
  selImg: string
  selBotImg: string
}

export const SERVICE_TILES: readonly ServiceTile[] = SERVICE_KEYS.map((key) => ({
  key,
  ImgUrl: `/home/services/${key}.svg`,
  title: `services.${key}.title`,
  text: `services.${key}.text`,
  subtext: `services.${key}.subtext`,
  selImg: `/home/services/${key}-sel.svg`,
  selBotImg: `/home/services/${key}-bot.svg`,
}))

/** Share of an element inside the viewport (0..1). */
export function visibleRatio(
  rect: { top: number; bottom: number; height: number },
  viewportHeight: number,
): number {
  if (rect.height <= 0) return 0
  const visible = Math.min(rect.bottom, viewportHeight) - Math.max(rect.top, 0)
  return Math.max(0, visible) / rect.height
}

/** The expanded box scrolls smoothly into view when at least 20 % of it is visible (spec §2). */
export const SCROLL_INTO_VIEW_RATIO = 0.2
