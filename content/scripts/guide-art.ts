/**
 * SVG compositions for the country guides: banners built from the country's own outline and flag colours,
 * and one illustration per industry theme. Rendered to WebP by build-guide-media.ts.
 */
import type { IndustryTheme } from '../guides/schema.ts'

export const BANNER_W = 1920
export const BANNER_H = 640

const NAVY = '#0b2545'
const SEA = '#1b4f8a'
const GOLD = '#d4af37'

/** The three most used fill colours of a flag-icons SVG (the flag's palette). */
export function flagPalette(flagSvg: string): string[] {
  const counts = new Map<string, number>()
  for (const match of flagSvg.matchAll(/fill="(#[0-9a-fA-F]{3,6})"/g)) {
    const colour = expand(match[1].toLowerCase())
    counts.set(colour, (counts.get(colour) ?? 0) + 1)
  }
  const colours = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c)
  while (colours.length < 3) colours.push([GOLD, '#ffffff', SEA][colours.length])
  return colours.slice(0, 3)
}

function expand(hex: string): string {
  return hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex
}

function sky(id: string, top: string, bottom: string) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`
}

function waves(y: number, colour: string, opacity: number, amplitude = 18) {
  let d = `M0,${y}`
  for (let x = 0; x <= BANNER_W; x += 160) d += ` q80,${-amplitude} 160,0`
  return `<path d="${d} V${BANNER_H} H0z" fill="${colour}" opacity="${opacity}"/>`
}

/** Banner 1: the country outline over a night-to-sea gradient with silk ribbons in the flag's colours. */
export function outlineBanner(countryPath: string, mapW: number, mapH: number, palette: string[]): string {
  const scale = (BANNER_H * 0.92) / mapH
  const x = BANNER_W - mapW * scale - 120
  const ribbons = palette
    .map(
      (colour, i) =>
        `<path d="M-40,${470 + i * 34} C420,${330 + i * 30} 900,${600 - i * 20} 1960,${380 + i * 26}" stroke="${colour}" stroke-width="${16 - i * 4}" fill="none" opacity="${0.75 - i * 0.15}" stroke-linecap="round"/>`,
    )
    .join('')
  const stars = Array.from({ length: 40 }, (_, i) => {
    const sx = (i * 397) % BANNER_W
    const sy = (i * 131) % 260
    return `<circle cx="${sx}" cy="${sy}" r="${1 + (i % 3) * 0.6}" fill="#fff" opacity="${0.25 + (i % 4) * 0.12}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_W} ${BANNER_H}" width="${BANNER_W}" height="${BANNER_H}">
<defs>${sky('s', '#071a33', SEA)}<radialGradient id="g" cx="0.72" cy="0.45" r="0.5"><stop offset="0" stop-color="${GOLD}" stop-opacity="0.35"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#s)"/>${stars}<rect width="100%" height="100%" fill="url(#g)"/>
<g transform="translate(${x.toFixed(1)},${(BANNER_H * 0.04).toFixed(1)}) scale(${scale.toFixed(4)})"><path d="${countryPath}" fill="#ffffff" fill-opacity="0.14" stroke="${GOLD}" stroke-width="${(2.4 / scale).toFixed(2)}" stroke-linejoin="round"/></g>
${ribbons}${waves(560, NAVY, 0.55)}${waves(600, '#071a33', 0.8, 12)}
</svg>`
}

/** Banner 2: a container port at dusk, containers in the flag's colours. */
export function portBanner(palette: string[]): string {
  const containers: string[] = []
  for (let stack = 0; stack < 14; stack++) {
    const height = 2 + ((stack * 7) % 4)
    for (let level = 0; level < height; level++) {
      const colour = [...palette, SEA, '#8fbfef'][(stack + level) % (palette.length + 2)]
      const cx = 160 + stack * 86
      const cy = 470 - level * 34
      containers.push(
        `<rect x="${cx}" y="${cy}" width="80" height="30" rx="2" fill="${colour}" stroke="#0b2545" stroke-opacity="0.35"/><path d="M${cx + 10},${cy + 4}v22M${cx + 24},${cy + 4}v22M${cx + 38},${cy + 4}v22M${cx + 52},${cy + 4}v22M${cx + 66},${cy + 4}v22" stroke="#000" stroke-opacity="0.15"/>`,
      )
    }
  }
  const crane = (x: number) =>
    `<g stroke="${GOLD}" stroke-width="8" fill="none" stroke-linejoin="round"><path d="M${x},500 V180 M${x + 70},500 V180 M${x - 40},180 H${x + 260} M${x},260 H${x + 70} M${x},180 L${x + 70},260 M${x + 70},180 L${x},260"/><path d="M${x + 200},180 v90" stroke-width="3"/></g><rect x="${x + 185}" y="270" width="30" height="16" fill="${GOLD}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_W} ${BANNER_H}" width="${BANNER_W}" height="${BANNER_H}">
<defs>${sky('d', '#13315c', '#e8a860')}</defs>
<rect width="100%" height="100%" fill="url(#d)"/><circle cx="1500" cy="330" r="120" fill="#f7d48a" opacity="0.85"/>
${crane(1180)}${crane(1460)}${containers.join('')}
<path d="M1280,520 h520 l-60,70 h-420z" fill="${NAVY}"/><rect x="1360" y="470" width="110" height="50" fill="${palette[0]}"/><rect x="1480" y="480" width="110" height="40" fill="${palette[1]}"/><rect x="1600" y="470" width="110" height="50" fill="${palette[2]}"/>
<rect x="0" y="500" width="1260" height="24" fill="#3b4253"/>${waves(560, SEA, 0.9)}${waves(600, NAVY, 0.9, 12)}
</svg>`
}

const frame = (body: string, bg: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400"><defs>${sky('b', bg, '#0b2545')}</defs><rect width="640" height="400" fill="url(#b)"/><circle cx="540" cy="80" r="140" fill="#fff" opacity="0.05"/>${body}</svg>`

const gear = (cx: number, cy: number, r: number, colour: string) => {
  const teeth = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5
    return `<rect x="${(cx + Math.cos(a) * r - 9).toFixed(1)}" y="${(cy + Math.sin(a) * r - 9).toFixed(1)}" width="18" height="18" transform="rotate(${(i * 36).toFixed(0)} ${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)})" fill="${colour}"/>`
  }).join('')
  return `${teeth}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.4}" fill="#0b2545"/>`
}

/** One illustration per industry theme. */
export const INDUSTRY_ART: Record<IndustryTheme, () => string> = {
  electronics: () =>
    frame(
      `<rect x="230" y="110" width="180" height="180" rx="16" fill="#13315c" stroke="${GOLD}" stroke-width="6"/><rect x="275" y="155" width="90" height="90" rx="8" fill="${GOLD}"/>${Array.from({ length: 5 }, (_, i) => `<path d="M${250 + i * 35},110 v-50 M${250 + i * 35},290 v50 M230,${130 + i * 35} h-60 M410,${130 + i * 35} h60" stroke="#8fbfef" stroke-width="6"/><circle cx="${250 + i * 35}" cy="56" r="8" fill="#8fbfef"/><circle cx="${250 + i * 35}" cy="344" r="8" fill="#8fbfef"/>`).join('')}`,
      '#1b4f8a',
    ),
  textiles: () =>
    frame(
      `${[0, 1, 2].map((i) => `<rect x="${120 + i * 150}" y="120" width="90" height="150" rx="12" fill="${['#e4393c', GOLD, '#8fbfef'][i]}"/><rect x="${110 + i * 150}" y="110" width="110" height="18" rx="6" fill="#f5f7fa"/><rect x="${110 + i * 150}" y="262" width="110" height="18" rx="6" fill="#f5f7fa"/>`).join('')}<path d="M60,330 C200,290 300,370 420,320 S600,300 640,330 V400 H0 V340z" fill="#f7efd2" opacity="0.9"/>`,
      '#85650d',
    ),
  agriculture: () =>
    frame(
      `<circle cx="480" cy="110" r="50" fill="${GOLD}"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${-40 + i * 40},400 Q320,${200 + i * 12} ${680 - i * 40},400" stroke="#5fa35a" stroke-width="22" fill="none" opacity="${0.6 + i * 0.08}"/>`).join('')}${[0, 1, 2, 3].map((i) => `<path d="M${130 + i * 110},300 v-80" stroke="#2f7d32" stroke-width="6"/><ellipse cx="${116 + i * 110}" cy="240" rx="16" ry="8" fill="#5fa35a"/><ellipse cx="${144 + i * 110}" cy="222" rx="16" ry="8" fill="#5fa35a"/>`).join('')}`,
      '#2a6fb8',
    ),
  energy: () =>
    frame(
      `${[0, 1, 2].map((i) => `<path d="M${170 + i * 150},360 l8,-220 l8,220z" fill="#f5f7fa"/><g transform="translate(${178 + i * 150},140)">${[0, 120, 240].map((a) => `<path d="M0,0 l6,-86 l-12,0z" fill="#f5f7fa" transform="rotate(${a + i * 20})"/>`).join('')}<circle r="8" fill="${GOLD}"/></g>`).join('')}<path d="M40,360 l80,-60 h140 l-80,60z" fill="#1b4f8a" stroke="#8fbfef" stroke-width="3"/>`,
      '#2a6fb8',
    ),
  automotive: () =>
    frame(
      `<path d="M120,260 q20,-70 110,-80 h160 q60,0 110,60 l40,10 q20,5 20,30 v30 h-460z" fill="#e8f1fb"/><path d="M250,195 h120 l50,50 h-190z" fill="#1b4f8a"/><circle cx="220" cy="310" r="38" fill="#1a1f2b" stroke="${GOLD}" stroke-width="8"/><circle cx="440" cy="310" r="38" fill="#1a1f2b" stroke="${GOLD}" stroke-width="8"/><path d="M40,350 h560" stroke="#8fbfef" stroke-width="4" stroke-dasharray="30 20"/>`,
      '#13315c',
    ),
  tourism: () =>
    frame(
      `<circle cx="460" cy="130" r="60" fill="${GOLD}"/><path d="M0,300 C160,260 480,260 640,300 V400 H0z" fill="#f7efd2"/><path d="M0,320 C200,300 440,340 640,315 V400 H0z" fill="#2a6fb8" opacity="0.8"/><path d="M180,300 q-10,-110 20,-180" stroke="#85650d" stroke-width="12" fill="none"/>${[0, 60, 120, 200, 260].map((a) => `<path d="M200,120 q${Math.cos((a * Math.PI) / 180) * 60},${Math.sin((a * Math.PI) / 180) * 30 - 20} ${Math.cos((a * Math.PI) / 180) * 110},${Math.sin((a * Math.PI) / 180) * 60 + 10}" stroke="#2f7d32" stroke-width="12" fill="none" stroke-linecap="round"/>`).join('')}`,
      '#2a6fb8',
    ),
  logistics: () =>
    frame(
      `${[0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => `<rect x="${80 + c * 120}" y="${250 - r * 60}" width="112" height="52" rx="3" fill="${['#e4393c', GOLD, '#8fbfef', '#2a6fb8'][(r + c) % 4]}"/>`).join('')).join('')}<path d="M40,310 h560" stroke="#f5f7fa" stroke-width="6"/><rect x="380" y="320" width="150" height="50" fill="#f5f7fa"/><rect x="530" y="335" width="50" height="35" fill="${GOLD}"/><circle cx="420" cy="375" r="14" fill="#1a1f2b"/><circle cx="545" cy="375" r="14" fill="#1a1f2b"/>`,
      '#1b4f8a',
    ),
  mining: () =>
    frame(
      `<path d="M0,330 L150,150 L260,260 L380,110 L640,330 V400 H0z" fill="#6b7385"/><path d="M380,110 l40,50 l-30,-10 l-20,30 l-20,-30 l-20,10z" fill="#f5f7fa"/><path d="M150,150 l30,36 l-30,-8 l-24,14z" fill="#f5f7fa"/><rect x="60" y="330" width="200" height="40" rx="6" fill="${GOLD}"/><circle cx="100" cy="375" r="16" fill="#1a1f2b"/><circle cx="220" cy="375" r="16" fill="#1a1f2b"/><path d="M80,330 l30,-40 h100 l30,40z" fill="#85650d"/>`,
      '#13315c',
    ),
  digital: () =>
    frame(
      `<rect x="250" y="70" width="140" height="260" rx="20" fill="#071a33" stroke="#8fbfef" stroke-width="6"/><rect x="265" y="95" width="110" height="200" rx="6" fill="#2a6fb8"/><rect x="280" y="115" width="80" height="50" rx="4" fill="${GOLD}"/><rect x="280" y="180" width="80" height="12" rx="4" fill="#e8f1fb"/><rect x="280" y="200" width="55" height="12" rx="4" fill="#e8f1fb"/>${[
        [110, 120],
        [120, 280],
        [520, 110],
        [530, 270],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x},${y} L320,200" stroke="#8fbfef" stroke-width="3" stroke-dasharray="8 8"/><circle cx="${x}" cy="${y}" r="22" fill="${GOLD}"/>`,
        )
        .join('')}`,
      '#1b4f8a',
    ),
  food: () =>
    frame(
      `<path d="M150,200 h340 q0,130 -170,130 q-170,0 -170,-130z" fill="#f5f7fa"/><path d="M170,200 q150,-60 300,0z" fill="${GOLD}"/><circle cx="260" cy="180" r="22" fill="#e4393c"/><circle cx="330" cy="172" r="18" fill="#5fa35a"/><circle cx="390" cy="182" r="20" fill="#e4393c"/><path d="M250,120 q10,-30 0,-60 M320,110 q10,-30 0,-60 M390,120 q10,-30 0,-60" stroke="#f5f7fa" stroke-width="6" fill="none" opacity="0.6"/>`,
      '#85650d',
    ),
  chemicals: () =>
    frame(
      `<path d="M280,80 h80 v90 l90,150 q10,30 -25,30 h-210 q-35,0 -25,-30 l90,-150z" fill="#e8f1fb" opacity="0.95"/><path d="M215,280 l60,-90 h90 l60,90 q6,20 -15,20 h-180 q-21,0 -15,-20z" fill="#5fa35a"/><circle cx="300" cy="250" r="12" fill="#e8f1fb"/><circle cx="345" cy="230" r="8" fill="#e8f1fb"/><rect x="270" y="70" width="100" height="18" rx="6" fill="${GOLD}"/>`,
      '#13315c',
    ),
  machinery: () =>
    frame(
      `${gear(250, 200, 80, GOLD)}${gear(410, 150, 55, '#8fbfef')}${gear(430, 290, 45, '#e8f1fb')}`,
      '#1b4f8a',
    ),
}
