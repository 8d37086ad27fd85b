/**
 * Generates the home page's illustrations as small SVG files (architecture: all art is made here):
 * core-service tiles (ImgUrl, selImg, selBotImg per service) and the 14 ecological-partner logos.
 *
 *   npx tsx apps/web/scripts/render-home-art.ts
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PAVILION_COUNTRIES } from '@silk/content/guides/countries'
import { PARTNERS, partnerLogo } from '../app/features/home/partners.ts'

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/home')

/** 24-unit line glyphs, one per core service. */
const GLYPHS: Record<string, string> = {
  overseas: 'M3 16h18l-3 5H6zM12 3v13M12 4l7 10h-7M12 6l-5 8h5',
  guide: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM15.5 8.5l-2 5-5 2 2-5zM12 2v2M12 20v2M2 12h2M20 12h2',
  digital: 'M3 4h18v12H3zM8 20h8M12 16v4M7 12l3-3 3 2 4-4',
  capital: 'M4 20V10M10 20V6M16 20v-8M22 20H2M4 8l6-4 6 6 6-6',
  protect: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM8.5 12l2.5 2.5 5-5',
  integrated: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 17h8M17 13v8',
}
const TINTS: Record<string, [string, string]> = {
  overseas: ['#0b2545', '#1b4f8a'],
  guide: ['#13315c', '#2a6fb8'],
  digital: ['#0b2545', '#2a6fb8'],
  capital: ['#3a2b07', '#85650d'],
  protect: ['#0f2f57', '#1b4f8a'],
  integrated: ['#071a33', '#13315c'],
}

const glyph = (key: string, x: number, y: number, size: number, color: string, width: number, opacity = 1) =>
  `<g transform="translate(${x} ${y}) scale(${size / 24})"><path d="${GLYPHS[key]}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/></g>`

const waves = (w: number, y: number, color: string, opacity: number) =>
  `<path d="M0 ${y} Q${w / 8} ${y - 14} ${w / 4} ${y} T${w / 2} ${y} T${(3 * w) / 4} ${y} T${w} ${y} V${y + 200} H0Z" fill="${color}" fill-opacity="${opacity}"/>`

function tile(key: string): string {
  const [a, b] = TINTS[key] as [string, string]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" width="400" height="260">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="400" height="260" fill="url(#g)"/>
<circle cx="330" cy="60" r="120" fill="#fff" fill-opacity="0.04"/>
${glyph(key, 250, 70, 150, '#fff', 0.8, 0.12)}
${waves(400, 220, '#fff', 0.06)}
${glyph(key, 32, 32, 44, '#d4af37', 1.6)}
</svg>`
}

function selected(key: string): string {
  const [a, b] = TINTS[key] as [string, string]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 420" width="1200" height="420">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1200" height="420" fill="url(#g)"/>
<g stroke="#fff" stroke-opacity="0.06">${Array.from({ length: 12 }, (_, i) => `<line x1="${i * 100}" y1="0" x2="${i * 100 + 200}" y2="420"/>`).join('')}</g>
<circle cx="930" cy="200" r="170" fill="#d4af37" fill-opacity="0.1"/>
<circle cx="930" cy="200" r="120" fill="none" stroke="#d4af37" stroke-opacity="0.35" stroke-dasharray="6 8"/>
${glyph(key, 850, 120, 160, '#f7efd2', 0.7)}
</svg>`
}

function bottom(key: string): string {
  const [, b] = TINTS[key] as [string, string]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 60" width="1200" height="60" preserveAspectRatio="none">
<path d="M0 30 Q150 0 300 30 T600 30 T900 30 T1200 30 V60 H0Z" fill="${b}" fill-opacity="0.35"/>
<path d="M0 40 Q150 18 300 40 T600 40 T900 40 T1200 40 V60 H0Z" fill="#d4af37" fill-opacity="0.5"/>
</svg>`
}

/** Fictional partners: a geometric mark and a word mark each. */
const COLORS = ['#1b4f8a', '#c9a227', '#0b2545', '#2a6fb8', '#85650d', '#13315c', '#b3262a']
const MARKS: Record<string, (c: string) => string> = {
  hex: (c) =>
    `<path d="M28 6l19 11v22L28 50 9 39V17z" fill="${c}"/><path d="M28 17l10 6v11l-10 6-10-6V23z" fill="#fff" fill-opacity="0.85"/>`,
  sail: (c) =>
    `<path d="M26 6v40H8zM30 12l18 34H30z" fill="${c}"/><path d="M6 48h44" stroke="${c}" stroke-width="3"/>`,
  diamond: (c) =>
    `<path d="M28 4l22 24-22 24L6 28z" fill="${c}"/><path d="M28 16l10 12-10 12-10-12z" fill="#fff" fill-opacity="0.8"/>`,
  circle: (c) =>
    `<circle cx="28" cy="28" r="22" fill="${c}"/><path d="M12 30q8-10 16 0t16 0" stroke="#fff" stroke-width="3" fill="none"/>`,
  shield: (c) =>
    `<path d="M28 4l20 7v14c0 12-9 21-20 26C17 46 8 37 8 25V11z" fill="${c}"/><path d="M19 27l6 6 12-12" stroke="#fff" stroke-width="4" fill="none"/>`,
  ring: (c) =>
    `<circle cx="28" cy="28" r="20" fill="none" stroke="${c}" stroke-width="8"/><circle cx="28" cy="28" r="6" fill="${c}"/>`,
  star: (c) => `<path d="M28 4l6 16 17 1-13 11 4 17-14-9-14 9 4-17L5 21l17-1z" fill="${c}"/>`,
}

function partner({ zh, en, mark }: (typeof PARTNERS)[number], index: number): string {
  const color = COLORS[index % COLORS.length] as string
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 64" width="220" height="64">
<g transform="translate(4 4)">${(MARKS[mark] as (c: string) => string)(color)}</g>
<text x="68" y="32" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif" font-size="20" font-weight="700" fill="#1a1f2b">${zh}</text>
<text x="68" y="52" font-family="Helvetica, Arial, sans-serif" font-size="10" letter-spacing="2" fill="${color}">${en}</text>
</svg>`
}

mkdirSync(path.join(OUT, 'services'), { recursive: true })
mkdirSync(path.join(OUT, 'partners'), { recursive: true })
for (const key of Object.keys(GLYPHS)) {
  writeFileSync(path.join(OUT, 'services', `${key}.svg`), tile(key))
  writeFileSync(path.join(OUT, 'services', `${key}-sel.svg`), selected(key))
  writeFileSync(path.join(OUT, 'services', `${key}-bot.svg`), bottom(key))
}
PARTNERS.forEach((p, i) => {
  writeFileSync(path.join(OUT, partnerLogo(i).replace('/home/', '')), partner(p, i))
})

// National pavilion flags: copied from flag-icons for the carousel's countries only.
const require = createRequire(import.meta.url)
mkdirSync(path.join(OUT, 'flags'), { recursive: true })
for (const country of PAVILION_COUNTRIES) {
  copyFileSync(
    require.resolve(`flag-icons/flags/4x3/${country.flag}.svg`),
    path.join(OUT, 'flags', `${country.flag}.svg`),
  )
}
