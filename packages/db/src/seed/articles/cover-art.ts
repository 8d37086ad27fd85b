/**
 * News covers drawn from code (issue 65, decision 168): each demo news article gets its own picture —
 * a motif that says what the article is about (a container ship for the Red Sea detour, a train for the
 * China–Europe railway, a coupon for the coupon centre…) in one of eight colourways, over a backdrop
 * whose stars, glow and shore are laid out from the article's id. Flat shapes only: no photographs, no
 * logos, no real company. `scripts/draw-news-covers.mts` writes them to apps/web/public/media/news/a/;
 * covers.test.ts fails when a written file differs from this code or two articles share a picture.
 */

export interface Palette {
  /** Backdrop gradient, dark to lighter. */
  from: string
  to: string
  /** Accent (the gold line and highlights). */
  accent: string
  /** The motif's light and mid tones. */
  light: string
  mid: string
  /** The shore at the bottom. */
  shore: string
}

export const PALETTES: Record<string, Palette> = {
  navy: {
    from: '#071a33',
    to: '#13315c',
    accent: '#d4af37',
    light: '#f5f7fa',
    mid: '#8fbfef',
    shore: '#0b2545',
  },
  teal: {
    from: '#06302f',
    to: '#0e5c58',
    accent: '#f2c14e',
    light: '#f1faf8',
    mid: '#7fd1c7',
    shore: '#053f3b',
  },
  plum: {
    from: '#2a0f36',
    to: '#553071',
    accent: '#f0b86e',
    light: '#faf4fc',
    mid: '#c9a3e0',
    shore: '#341845',
  },
  forest: {
    from: '#0d2a17',
    to: '#23533a',
    accent: '#e9c46a',
    light: '#f3f8f1',
    mid: '#9ccc9b',
    shore: '#123821',
  },
  terracotta: {
    from: '#3b1509',
    to: '#8a3b1f',
    accent: '#ffd166',
    light: '#fff6ee',
    mid: '#f2a97e',
    shore: '#4d1c0c',
  },
  slate: {
    from: '#1b2430',
    to: '#3d4f66',
    accent: '#e3b23c',
    light: '#f4f6f9',
    mid: '#a9bcd6',
    shore: '#222e3c',
  },
  crimson: {
    from: '#320b12',
    to: '#7a1d2c',
    accent: '#f4c95d',
    light: '#fdf3f3',
    mid: '#eb9aa5',
    shore: '#420f18',
  },
  dusk: {
    from: '#141a3d',
    to: '#37407f',
    accent: '#ffb86b',
    light: '#f5f5ff',
    mid: '#a8b1f0',
    shore: '#1b2252',
  },
}
export type PaletteName = keyof typeof PALETTES

type Draw = (p: Palette, opt: string) => string

/** A rounded rectangle. */
const box = (x: number, y: number, w: number, h: number, fill: string, r = 6, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`
/** Text lines of a document: grey bars. */
const lines = (x: number, y: number, widths: number[], fill: string, gap = 22) =>
  widths.map((w, i) => box(x, y + i * gap, w, 9, fill, 4)).join('')
const check = (x: number, y: number, stroke: string, s = 1) =>
  `<path d="M${x} ${y}l${11 * s} ${11 * s} ${20 * s} -${22 * s}" fill="none" stroke="${stroke}" stroke-width="${6 * s}" stroke-linecap="round" stroke-linejoin="round"/>`

/** Every motif, centred on the 800 × 450 canvas above the shore. */
export const MOTIFS: Record<string, Draw> = {
  ship: (p) =>
    `<path d="M150 170 C300 60 520 60 650 150" fill="none" stroke="${p.accent}" stroke-width="4" stroke-dasharray="4 12" stroke-linecap="round"/><circle cx="650" cy="150" r="9" fill="${p.accent}"/>` +
    `<g transform="translate(200 200)"><path d="M0 120 H400 L360 180 H40Z" fill="${p.mid}"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => box(40 + i * 52, 70, 48, 48, [p.accent, p.light, p.mid][i % 3] ?? p.light, 3))
      .join('') +
    [0, 1, 2, 3].map((i) => box(66 + i * 52, 24, 48, 44, [p.light, p.accent][i % 2] ?? p.light, 3)).join('') +
    `${box(330, 10, 50, 110, p.light, 4)}${box(342, 26, 26, 14, p.from, 2)}</g>`,
  train: (p) =>
    `<path d="M60 330 H740" stroke="${p.mid}" stroke-width="6"/><path d="M60 342 H740" stroke="${p.mid}" stroke-width="3" stroke-dasharray="18 14"/>` +
    `<g transform="translate(110 190)"><path d="M0 20 Q0 0 40 0 H150 V130 H0Z" fill="${p.accent}"/>${box(22, 22, 60, 44, p.from, 8)}` +
    [0, 1, 2].map((i) => box(160 + i * 150, 24, 140, 106, i % 2 ? p.light : p.mid, 6)).join('') +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) =>
          `<circle cx="${30 + i * 74}" cy="138" r="12" fill="${p.from}" stroke="${p.light}" stroke-width="4"/>`,
      )
      .join('') +
    `</g>`,
  warehouse: (p) =>
    `<g transform="translate(190 110)"><path d="M0 90 L210 0 L420 90 V240 H0Z" fill="${p.light}"/><path d="M0 90 L210 0 L420 90" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linejoin="round"/>` +
    `${box(130, 120, 160, 120, p.from, 2)}` +
    [0, 1, 2, 3].map((i) => box(136, 130 + i * 26, 148, 16, p.mid, 2)).join('') +
    `${box(30, 180, 70, 60, p.accent, 3)}${box(320, 180, 70, 60, p.accent, 3)}${box(335, 130, 40, 48, p.mid, 3)}</g>`,
  contract: (p) =>
    `<g transform="translate(220 70) rotate(-5)">${box(0, 0, 260, 310, p.light, 10)}${box(28, 36, 140, 16, p.from, 8)}${lines(28, 80, [200, 180, 200, 150, 190], p.mid)}` +
    `<path d="M30 260 q30 -30 50 0 t50 0" fill="none" stroke="${p.from}" stroke-width="4"/></g>` +
    `<g transform="translate(430 120) rotate(8)">${box(0, 0, 200, 250, p.mid, 10)}${lines(24, 40, [150, 130, 150, 110], p.light)}</g>` +
    `<circle cx="560" cy="320" r="46" fill="${p.accent}"/><circle cx="560" cy="320" r="34" fill="none" stroke="${p.light}" stroke-width="4"/>`,
  magnifier: (p) =>
    `<g transform="translate(170 110)">${box(0, 0, 300, 200, p.light, 10)}` +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
      .map((i) => box(24 + i * 18, 30, i % 3 ? 6 : 10, 100, p.from, 1))
      .join('') +
    `${lines(24, 150, [120, 90], p.mid)}</g>` +
    `<g transform="translate(470 240)"><circle r="80" fill="${p.mid}" fill-opacity=".35" stroke="${p.accent}" stroke-width="14"/><path d="M56 56 L130 130" stroke="${p.accent}" stroke-width="26" stroke-linecap="round"/></g>`,
  plane: (p) =>
    `<path d="M90 330 C260 300 420 200 700 90" fill="none" stroke="${p.mid}" stroke-width="4" stroke-dasharray="6 14" stroke-linecap="round"/>` +
    `<g transform="translate(420 200) rotate(-22)"><path d="M-190 0 Q-190 -26 -150 -26 H150 Q200 -26 210 0 Q200 26 150 26 H-150 Q-190 26 -190 0Z" fill="${p.light}"/>` +
    `<path d="M-30 -22 L-100 -130 H-60 L60 -22Z" fill="${p.mid}"/><path d="M-30 22 L-100 130 H-60 L60 22Z" fill="${p.mid}"/><path d="M-170 -20 L-200 -80 H-170 L-120 -20Z" fill="${p.accent}"/>` +
    [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${-100 + i * 40}" cy="-6" r="6" fill="${p.from}"/>`).join('') +
    `</g><g transform="translate(150 200)">${box(0, 0, 70, 110, p.accent, 10)}${box(22, -12, 26, 14, p.accent, 3)}<path d="M38 24 L22 58 H40 L30 90 L52 50 H36Z" fill="${p.from}"/></g>`,
  badge: (p) =>
    `<g transform="translate(400 200)"><path d="M-60 70 L-90 190 L-40 165 L-15 210 L10 95Z" fill="${p.mid}"/><path d="M60 70 L90 190 L40 165 L15 210 L-10 95Z" fill="${p.mid}"/>` +
    `<circle r="110" fill="${p.accent}"/><circle r="86" fill="none" stroke="${p.light}" stroke-width="6" stroke-dasharray="2 10"/><circle r="70" fill="${p.light}"/>${check(-26, 0, p.from, 1.6)}</g>`,
  returns: (p) =>
    `<g transform="translate(300 170)"><path d="M0 60 L120 0 L240 60 V200 L120 260 L0 200Z" fill="${p.mid}"/><path d="M0 60 L120 120 L240 60" fill="none" stroke="${p.from}" stroke-width="4"/><path d="M120 120 V260" stroke="${p.from}" stroke-width="4"/>` +
    `<path d="M60 30 L180 90" stroke="${p.accent}" stroke-width="14"/></g>` +
    `<path d="M640 330 C680 190 560 110 460 130" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/><path d="M470 100 L420 134 L478 158Z" fill="${p.accent}"/>`,
  pavilion: (p) =>
    `<g transform="translate(130 120)"><path d="M0 90 Q270 -60 540 90Z" fill="${p.light}"/>${box(0, 90, 540, 16, p.accent, 2)}` +
    [0, 1, 2, 3, 4, 5, 6].map((i) => box(20 + i * 80, 106, 22, 150, p.mid, 2)).join('') +
    `${box(0, 256, 540, 18, p.light, 2)}` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M${70 + i * 100} 40 v-50" stroke="${p.light}" stroke-width="3"/><path d="M${70 + i * 100} -10 h34 l-8 10 l8 10 h-34Z" fill="${[p.accent, p.mid][i % 2]}"/>`,
      )
      .join('') +
    `</g>`,
  storefront: (p) =>
    `<g transform="translate(200 110)">${box(0, 70, 400, 210, p.light, 4)}` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) => `<path d="M${i * 50} 20 h50 v50 a25 25 0 0 1 -50 0Z" fill="${i % 2 ? p.light : p.accent}"/>`,
      )
      .join('') +
    `${box(30, 140, 150, 110, p.mid, 4)}${box(230, 140, 130, 140, p.from, 4)}` +
    `<g transform="translate(60 150)"><path d="M10 30 h70 l-8 70 h-54Z" fill="${p.accent}"/><path d="M28 30 v-14 a17 17 0 0 1 34 0 v14" fill="none" stroke="${p.from}" stroke-width="5"/></g></g>`,
  mountains: (p) =>
    `<path d="M0 340 L170 150 L290 270 L420 110 L600 300 L690 220 L800 320 V450 H0Z" fill="${p.mid}" fill-opacity=".7"/>` +
    `<path d="M420 110 L380 160 L420 150 L450 175 L470 160Z" fill="${p.light}"/><path d="M170 150 L140 185 L175 178 L200 195Z" fill="${p.light}"/>` +
    `<path d="M400 450 C420 380 330 360 380 300 S520 250 560 220" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>` +
    `<g transform="translate(520 200)">${box(0, 0, 70, 40, p.light, 4)}${box(70, 14, 26, 26, p.accent, 3)}<circle cx="18" cy="44" r="8" fill="${p.from}"/><circle cx="76" cy="44" r="8" fill="${p.from}"/></g>`,
  phone: (p) =>
    `<g transform="translate(310 70)">${box(0, 0, 180, 320, p.light, 26)}${box(14, 40, 152, 240, p.mid, 6)}${box(64, 16, 52, 8, p.mid, 4)}` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          box(24 + (i % 2) * 74, 52 + Math.floor(i / 2) * 112, 64, 100, p.light, 6) +
          box(
            34 + (i % 2) * 74,
            62 + Math.floor(i / 2) * 112,
            44,
            44,
            [p.accent, p.from][i % 2] ?? p.from,
            4,
          ),
      )
      .join('') +
    `</g><g transform="translate(540 140)"><path d="M0 30 h80 l-10 70 h-60Z" fill="${p.accent}"/><path d="M20 30 v-12 a20 20 0 0 1 40 0 v12" fill="none" stroke="${p.light}" stroke-width="6"/></g>` +
    `<g transform="translate(190 230)"><path d="M0 0 h60 v40 h-40 l-20 16Z" fill="${p.accent}"/></g>`,
  dunes: (p) =>
    `<circle cx="600" cy="140" r="56" fill="${p.accent}"/>` +
    `<g transform="translate(150 150)" fill="${p.light}">${box(0, 80, 70, 130, p.light, 2)}${box(90, 20, 40, 190, p.light, 2)}<path d="M90 20 L110 -30 L130 20Z"/>${box(150, 100, 160, 110, p.light, 2)}<path d="M160 100 A70 70 0 0 1 300 100Z"/><path d="M230 30 v-20" stroke="${p.light}" stroke-width="4"/>${box(330, 60, 60, 150, p.light, 2)}</g>` +
    `<path d="M0 360 Q200 280 420 340 T800 320 V450 H0Z" fill="${p.mid}"/>`,
  coins: (p, symbol) =>
    `<g transform="translate(180 140)">${box(0, 40, 200, 160, p.mid, 8)}<path d="M0 70 L100 120 L200 70" fill="none" stroke="${p.from}" stroke-width="4"/>${box(20, 150, 90, 34, p.light, 4)}</g>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="520" cy="${330 - i * 26}" rx="90" ry="26" fill="${p.accent}" stroke="${p.from}" stroke-width="3"/>`,
      )
      .join('') +
    `<circle cx="520" cy="170" r="70" fill="${p.accent}" stroke="${p.light}" stroke-width="6"/><text x="520" y="196" text-anchor="middle" font-family="Georgia, serif" font-size="${symbol.length > 1 ? 58 : 76}" font-weight="700" fill="${p.from}">${symbol}</text>`,
  solar: (p) =>
    `<circle cx="640" cy="110" r="46" fill="${p.accent}"/>` +
    `<g transform="translate(110 150) skewX(-18)">` +
    [0, 1, 2, 3]
      .map((c) => [0, 1, 2].map((r) => box(60 + c * 62, r * 46, 56, 40, p.mid, 2)).join(''))
      .join('') +
    `</g><path d="M210 300 v-20 M330 300 v-20" stroke="${p.light}" stroke-width="6"/>` +
    `<g transform="translate(430 220)"><path d="M0 70 Q10 20 70 14 H170 Q220 20 250 60 L270 70 V100 H0Z" fill="${p.light}"/>${box(84, 26, 60, 34, p.from, 6)}${box(152, 26, 56, 34, p.from, 6)}<circle cx="60" cy="100" r="24" fill="${p.from}" stroke="${p.mid}" stroke-width="6"/><circle cx="210" cy="100" r="24" fill="${p.from}" stroke="${p.mid}" stroke-width="6"/><path d="M128 -40 L108 0 H128 L116 30 L150 -10 H130 L142 -40Z" fill="${p.accent}"/></g>`,
  garment: (p) =>
    `<path d="M240 110 q0 -30 30 -30 q30 0 30 30" fill="none" stroke="${p.light}" stroke-width="6"/><path d="M150 180 L270 130 L390 180" fill="none" stroke="${p.light}" stroke-width="6"/>` +
    `<path d="M190 170 L240 150 Q270 176 300 150 L350 170 L390 240 L350 256 L340 230 V360 H200 V230 L190 256 L150 240Z" fill="${p.mid}"/>` +
    `<g transform="translate(560 230)" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round">` +
    [0, 120, 240]
      .map(
        (a) =>
          `<g transform="rotate(${a})"><path d="M-20 -86 A90 90 0 0 1 74 -42"/><path d="M74 -42 l-6 -28 M74 -42 l-28 2"/></g>`,
      )
      .join('') +
    `</g>`,
  globe: (p) =>
    `<g transform="translate(400 215)"><circle r="150" fill="${p.mid}" fill-opacity=".35" stroke="${p.light}" stroke-width="4"/>` +
    `<ellipse rx="70" ry="150" fill="none" stroke="${p.light}" stroke-width="3"/><path d="M-150 0 H150 M-130 -75 H130 M-130 75 H130" stroke="${p.light}" stroke-width="3"/>` +
    `<path d="M-30 -60 q40 -20 60 10 q30 20 10 60 q-10 50 -30 70 q-20 -30 -30 -60 q-30 -40 -10 -80Z" fill="${p.light}"/>` +
    [
      [-10, -40],
      [40, 60],
      [-90, 20],
      [90, -40],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y} c-14 -18 -14 -36 0 -36 s14 18 0 36Z" fill="${p.accent}" transform="translate(0 -4)"/>`,
      )
      .join('') +
    `</g>`,
  map: (p) =>
    `<g transform="translate(170 110)"><path d="M0 30 L150 0 L300 30 L450 0 V220 L300 250 L150 220 L0 250Z" fill="${p.light}"/><path d="M150 0 V220 M300 30 V250" stroke="${p.mid}" stroke-width="3"/>` +
    `<path d="M40 160 q60 -90 140 -40 t160 -30 t80 -40" fill="none" stroke="${p.accent}" stroke-width="5" stroke-dasharray="10 10"/>` +
    [
      [60, 150],
      [230, 110],
      [400, 70],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})"><path d="M0 0 c-22 -28 -22 -56 0 -56 s22 28 0 56Z" fill="${p.from}"/><circle cy="-36" r="8" fill="${p.accent}"/></g>`,
      )
      .join('') +
    `</g>`,
  chat: (p) =>
    `<g transform="translate(180 100)">${box(0, 0, 280, 170, p.light, 22)}<path d="M50 166 L40 220 L100 166Z" fill="${p.light}"/><text x="140" y="118" text-anchor="middle" font-family="Georgia, serif" font-size="110" font-weight="700" fill="${p.from}">?</text></g>` +
    `<g transform="translate(400 200)">${box(0, 0, 240, 130, p.accent, 22)}<path d="M190 126 L210 170 L150 126Z" fill="${p.accent}"/>${lines(30, 34, [170, 130, 150], p.from, 26)}</g>`,
  wallet: (p) =>
    `<g transform="translate(210 120)">${box(30, -20, 260, 110, p.mid, 12, ' transform="rotate(-8)"')}${box(0, 40, 380, 230, p.light, 20)}${box(250, 120, 150, 70, p.accent, 14)}<circle cx="290" cy="155" r="14" fill="${p.from}"/>${lines(30, 80, [140, 100], p.mid)}</g>` +
    `<g transform="translate(640 130)"><circle r="36" fill="${p.accent}"/><path d="M0 -16 v32 M-16 0 h32" stroke="${p.from}" stroke-width="8" stroke-linecap="round"/></g>`,
  shelf: (p) =>
    `<g transform="translate(150 100)">${box(0, 0, 500, 12, p.light, 3)}${box(0, 130, 500, 12, p.light, 3)}${box(0, 260, 500, 12, p.light, 3)}` +
    [
      [20, 70, 'r'],
      [110, 50, 'j'],
      [190, 80, 'b'],
      [300, 60, 'r'],
      [390, 90, 'j'],
      [30, 200, 'b'],
      [130, 180, 'r'],
      [240, 210, 'j'],
      [340, 190, 'b'],
      [430, 170, 'r'],
    ]
      .map(([x, y, k], i) => {
        const fill = [p.accent, p.mid, p.light][i % 3] ?? p.light
        const base = Number(y) < 130 ? 130 : 260
        const h = base - Number(y)
        return k === 'r'
          ? box(Number(x), Number(y), 60, h, fill, 4)
          : k === 'j'
            ? `<path d="M${x} ${base} v-${h - 20} q0 -20 20 -20 h20 q20 0 20 20 v${h - 20}Z" fill="${fill}"/>`
            : `${box(Number(x) + 16, Number(y), 28, 20, fill, 3)}${box(Number(x), Number(y) + 20, 60, h - 20, fill, 10)}`
      })
      .join('') +
    `</g>`,
  shield: (p) =>
    `<g transform="translate(400 220)"><path d="M0 -160 L130 -110 V10 Q130 110 0 170 Q-130 110 -130 10 V-110Z" fill="${p.mid}"/><path d="M0 -130 L104 -90 V8 Q104 90 0 140Z" fill="${p.light}" fill-opacity=".9"/>${check(-40, 4, p.accent, 2)}</g>` +
    `<g fill="none" stroke="${p.accent}" stroke-opacity=".5" stroke-width="3"><circle cx="400" cy="220" r="200"/><circle cx="400" cy="220" r="240"/></g>`,
  chart: (p) =>
    `<g transform="translate(180 90)">${box(0, 0, 440, 280, p.light, 12)}` +
    [90, 130, 110, 170, 210]
      .map((h, i) => box(50 + i * 74, 240 - h, 46, h, i === 4 ? p.accent : p.mid, 4))
      .join('') +
    `<path d="M60 170 L140 130 L210 150 L290 90 L370 50" fill="none" stroke="${p.from}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M40 240 H410" stroke="${p.from}" stroke-width="3"/></g>`,
  coupon: (p) =>
    `<g transform="translate(190 130) rotate(-6)"><path d="M0 0 H420 V60 A30 30 0 0 0 420 120 V180 H0 V120 A30 30 0 0 0 0 60Z" fill="${p.accent}"/><path d="M300 10 V170" stroke="${p.from}" stroke-width="4" stroke-dasharray="10 10"/>` +
    `<text x="150" y="115" text-anchor="middle" font-family="Georgia, serif" font-size="80" font-weight="700" fill="${p.from}">%</text><circle cx="360" cy="90" r="26" fill="${p.light}"/></g>` +
    `<g transform="translate(300 300) rotate(8)">${box(0, 0, 300, 90, p.light, 10)}${lines(30, 26, [180, 120], p.mid)}</g>`,
  laptop: (p, mode) =>
    `<g transform="translate(190 90)">${box(30, 0, 360, 230, p.light, 12)}${box(48, 18, 324, 194, p.from, 4)}<path d="M0 240 H420 L400 270 H20Z" fill="${p.mid}"/>` +
    (mode === 'play'
      ? `<circle cx="210" cy="115" r="52" fill="${p.accent}"/><path d="M192 88 L240 115 L192 142Z" fill="${p.from}"/>${box(70, 186, 280, 6, p.mid, 3)}${box(70, 186, 120, 6, p.accent, 3)}`
      : `${box(68, 38, 130, 150, p.mid, 4)}${box(214, 38, 138, 18, p.accent, 4)}${lines(214, 70, [130, 110, 130, 90], p.light, 24)}` +
        `<g transform="translate(330 -10)"><circle r="40" fill="${p.accent}"/><text y="14" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="${p.from}">文A</text></g>`) +
    `</g>`,
  meeting: (p) =>
    `<g transform="translate(400 250)"><ellipse rx="190" ry="60" fill="${p.light}"/>` +
    [-150, -75, 0, 75, 150]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="-110" r="26" fill="${[p.accent, p.mid][i % 2]}"/><path d="M${x - 40} -40 q0 -44 40 -44 q40 0 40 44Z" fill="${[p.accent, p.mid][i % 2]}"/>`,
      )
      .join('') +
    `<ellipse rx="190" ry="60" fill="${p.light}"/>${box(-60, -20, 120, 40, p.mid, 6)}</g>` +
    `<g transform="translate(560 80)">${box(0, 0, 120, 80, p.light, 14)}<path d="M30 76 L20 110 L66 76Z" fill="${p.light}"/>${lines(20, 20, [80, 60], p.from, 24)}</g>`,
  checklist: (p) =>
    `<g transform="translate(250 60)">${box(0, 20, 300, 330, p.light, 12)}${box(100, 0, 100, 40, p.mid, 10)}` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `${box(30, 80 + i * 64, 34, 34, 'none', 6, ` stroke="${p.mid}" stroke-width="4"`)}${i < 3 ? check(34, 96 + i * 64, p.accent, 0.8) : ''}${box(86, 92 + i * 64, 170 - (i % 2) * 40, 10, p.mid, 5)}`,
      )
      .join('') +
    `</g>`,
  booth: (p) =>
    `<g transform="translate(170 100)">${box(0, 0, 460, 60, p.accent, 6)}${box(10, 60, 16, 220, p.light, 2)}${box(434, 60, 16, 220, p.light, 2)}${box(40, 90, 380, 120, p.mid, 6)}` +
    `${box(60, 110, 160, 80, p.light, 4)}${lines(240, 116, [150, 120, 150], p.light, 24)}${box(120, 220, 220, 60, p.light, 4)}${box(200, 238, 60, 10, p.accent, 5)}` +
    `<circle cx="90" cy="250" r="16" fill="${p.accent}"/><path d="M66 300 q0 -30 24 -30 q24 0 24 30Z" fill="${p.accent}"/></g>`,
  umbrella: (p) =>
    `<g transform="translate(400 190)"><path d="M-190 0 A190 170 0 0 1 190 0 Q158 -22 126 0 Q95 -22 63 0 Q32 -22 0 0 Q-32 -22 -63 0 Q-95 -22 -126 0 Q-158 -22 -190 0Z" fill="${p.accent}"/>` +
    `<path d="M0 -170 V-190" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/><path d="M0 0 V130 q0 26 -26 26 q-26 0 -26 -26" fill="none" stroke="${p.light}" stroke-width="10" stroke-linecap="round"/></g>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="${330 + i * 70}" cy="${350 - (i % 2) * 20}" rx="40" ry="14" fill="${p.mid}" stroke="${p.from}" stroke-width="3"/>`,
      )
      .join(''),
  island: (p, mode) =>
    `<circle cx="620" cy="120" r="52" fill="${p.accent}"/><ellipse cx="${mode === 'port' ? 300 : 400}" cy="330" rx="190" ry="44" fill="${p.accent}" fill-opacity=".85"/>` +
    `<g transform="translate(${mode === 'port' ? 290 : 390} 320)"><path d="M0 0 Q10 -120 -20 -200" fill="none" stroke="${p.light}" stroke-width="14" stroke-linecap="round"/>` +
    [
      [-20, -200, -110, -160],
      [-20, -200, 70, -170],
      [-20, -200, -90, -240],
      [-20, -200, 40, -250],
    ]
      .map(
        ([x, y, tx, ty]) =>
          `<path d="M${x} ${y} Q${((x ?? 0) + (tx ?? 0)) / 2} ${(ty ?? 0) - 30} ${tx} ${ty}" fill="none" stroke="${p.mid}" stroke-width="18" stroke-linecap="round"/>`,
      )
      .join('') +
    `</g>` +
    (mode === 'port'
      ? `<g transform="translate(520 150)"><path d="M0 0 H160 M20 0 V190 M60 0 V190" stroke="${p.light}" stroke-width="10"/><path d="M130 0 V60" stroke="${p.light}" stroke-width="3"/>${box(110, 60, 40, 30, p.mid, 2)}${box(-10, 150, 180, 40, p.mid, 3)}${box(10, 120, 60, 30, p.accent, 2)}</g>`
      : `<g transform="translate(560 250)"><path d="M0 40 H140 L120 70 H20Z" fill="${p.light}"/><path d="M70 40 V-40 L120 30Z" fill="${p.light}"/></g>`),
  parcel: (p) =>
    `<g transform="translate(250 120)"><path d="M0 60 L150 0 L300 60 V230 L150 290 L0 230Z" fill="${p.mid}"/><path d="M0 60 L150 120 L300 60" fill="none" stroke="${p.from}" stroke-width="4"/><path d="M150 120 V290" stroke="${p.from}" stroke-width="4"/>` +
    `<path d="M75 30 L225 90 V140" fill="none" stroke="${p.accent}" stroke-width="16"/>${box(30, 150, 90, 60, p.light, 4, ' transform="skewY(22)"')}</g>` +
    `<g transform="translate(560 120) rotate(14)"><path d="M0 0 H90 L120 40 L90 80 H0Z" fill="${p.accent}"/><circle cx="92" cy="40" r="9" fill="${p.from}"/><text x="42" y="54" text-anchor="middle" font-family="Georgia, serif" font-size="40" font-weight="700" fill="${p.from}">$</text></g>`,
  network: (p) => {
    const nodes = [
      [400, 210],
      [240, 130],
      [560, 120],
      [230, 300],
      [580, 300],
      [400, 70],
      [130, 220],
      [680, 210],
    ] as const
    const links = [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [1, 5],
      [2, 5],
      [1, 6],
      [3, 6],
      [2, 7],
      [4, 7],
    ]
    return (
      links
        .map(
          ([a, b]) =>
            `<path d="M${nodes[a]?.join(' ')} L${nodes[b]?.join(' ')}" stroke="${p.mid}" stroke-width="4"/>`,
        )
        .join('') +
      nodes
        .map(
          ([x, y], i) =>
            `<circle cx="${x}" cy="${y}" r="${i === 0 ? 48 : 22}" fill="${i === 0 ? p.accent : i % 2 ? p.light : p.mid}"/>`,
        )
        .join('') +
      `<path d="M380 232 q-10 -40 30 -56 q10 36 -30 56Z M392 226 l22 -40" fill="${p.from}" stroke="${p.from}" stroke-width="3"/>`
    )
  },
  factory: (p) =>
    `<g transform="translate(170 120)"><path d="M0 240 V120 L80 80 V120 L160 80 V120 L240 80 V240Z" fill="${p.light}"/>${box(260, 0, 40, 240, p.mid, 3)}${box(320, 40, 36, 200, p.mid, 3)}` +
    [0, 1, 2].map((i) => box(20 + i * 80, 150, 40, 30, p.from, 3)).join('') +
    `<circle cx="280" cy="-20" r="18" fill="${p.mid}" fill-opacity=".6"/><circle cx="300" cy="-50" r="24" fill="${p.mid}" fill-opacity=".45"/></g>` +
    `<g transform="translate(590 200) rotate(-30)"><path d="M0 90 Q-70 20 0 -80 Q70 20 0 90Z" fill="${p.accent}"/><path d="M0 90 V-60" stroke="${p.from}" stroke-width="5"/></g>`,
  customs: (p) =>
    `<g transform="translate(140 130)">${box(0, 0, 110, 220, p.light, 6)}${box(16, 20, 78, 50, p.from, 4)}<path d="M110 120 H560" stroke="${p.accent}" stroke-width="26" stroke-dasharray="50 30"/><circle cx="110" cy="120" r="22" fill="${p.mid}"/></g>` +
    `<g transform="translate(420 270)">${box(0, 0, 150, 80, p.mid, 6)}${box(150, 20, 70, 60, p.light, 6)}<circle cx="40" cy="84" r="16" fill="${p.from}" stroke="${p.light}" stroke-width="4"/><circle cx="180" cy="84" r="16" fill="${p.from}" stroke="${p.light}" stroke-width="4"/></g>` +
    `<g transform="translate(640 110)"><circle r="40" fill="${p.accent}"/>${check(-18, 0, p.from, 1)}</g>`,
  label: (p) =>
    `<g transform="translate(220 90)">${box(0, 0, 210, 280, p.mid, 14)}${box(30, 30, 150, 120, p.light, 8)}${lines(30, 180, [150, 110, 130], p.light)}</g>` +
    `<g transform="translate(400 150) rotate(10)"><path d="M0 0 H170 L220 60 L170 120 H0Z" fill="${p.light}"/><circle cx="172" cy="60" r="12" fill="${p.from}"/>${lines(24, 30, [110, 80, 120], p.mid, 24)}</g>` +
    `<g transform="translate(560 330)"><circle r="44" fill="${p.accent}"/>${check(-20, 0, p.from, 1.1)}</g>`,
  blocks: (p) =>
    `<g transform="translate(160 130)">` +
    [
      [0, 180, p.mid],
      [90, 180, p.accent],
      [180, 180, p.light],
      [45, 100, p.light],
      [135, 100, p.mid],
      [90, 20, p.accent],
    ]
      .map(([x, y, fill]) => box(Number(x), Number(y), 84, 76, String(fill), 6))
      .join('') +
    `<path d="M300 150 H400" stroke="${p.light}" stroke-width="10" stroke-linecap="round"/><path d="M390 126 L430 150 L390 174Z" fill="${p.light}"/>` +
    `<g transform="translate(450 60)"><path d="M0 60 L100 0 L200 60 V200 L100 260 L0 200Z" fill="${p.accent}"/><path d="M0 60 L100 120 L200 60 M100 120 V260" fill="none" stroke="${p.from}" stroke-width="4"/></g></g>`,
  ingots: (p) =>
    `<g transform="translate(170 200)">` +
    [
      [0, 100, p.mid],
      [130, 100, p.accent],
      [260, 100, p.mid],
      [65, 30, p.accent],
      [195, 30, p.mid],
      [130, -40, p.accent],
    ]
      .map(
        ([x, y, fill]) =>
          `<path d="M${x} ${Number(y) + 60} L${Number(x) + 20} ${y} H${Number(x) + 110} L${Number(x) + 130} ${Number(y) + 60}Z" fill="${fill}" stroke="${p.from}" stroke-width="3"/>`,
      )
      .join('') +
    `</g><g transform="translate(600 150)"><circle r="60" fill="${p.light}"/><path d="M-22 -22 L22 22 M22 -22 L-22 22" stroke="${p.from}" stroke-width="6"/><text y="-30" text-anchor="middle" font-family="Georgia, serif" font-size="34" font-weight="700" fill="${p.from}">%</text></g>`,
  passport: (p) =>
    `<g transform="translate(230 80) rotate(-8)">${box(0, 0, 220, 300, p.mid, 14)}<circle cx="110" cy="120" r="54" fill="none" stroke="${p.accent}" stroke-width="6"/><ellipse cx="110" cy="120" rx="24" ry="54" fill="none" stroke="${p.accent}" stroke-width="4"/><path d="M56 120 H164" stroke="${p.accent}" stroke-width="4"/>${box(50, 220, 120, 14, p.accent, 7)}</g>` +
    `<g transform="translate(440 150) rotate(6)">${box(0, 0, 200, 200, p.light, 12)}<circle cx="100" cy="100" r="62" fill="none" stroke="${p.accent}" stroke-width="6"/><text x="100" y="92" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="${p.from}">240</text><text x="100" y="128" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" fill="${p.from}">h</text></g>`,
}

/** One article's picture: which motif (and its option) in which colourway. */
export interface CoverSpec {
  motif: keyof typeof MOTIFS
  palette: PaletteName
  option?: string
}

/** A small deterministic generator from the article's id, for the backdrop's layout. */
function random(seed: string) {
  let h = 2166136261
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    h ^= h >>> 16
    return (h >>> 0) / 4294967296
  }
}

/** The whole 800 × 450 SVG of one cover. */
export function newsCoverSvg(id: string, spec: CoverSpec): string {
  const p = PALETTES[spec.palette]
  const draw = MOTIFS[spec.motif]
  if (!p || !draw) throw new Error(`unknown cover ${spec.palette}/${spec.motif}`)
  const r = random(id)
  const stars = Array.from({ length: 9 }, () => {
    const x = Math.round(r() * 780 + 10)
    const y = Math.round(r() * 170 + 15)
    return `<circle cx="${x}" cy="${y}" r="${(1.2 + r() * 1.2).toFixed(1)}"/>`
  }).join('')
  const glowX = Math.round(200 + r() * 400)
  const glowR = Math.round(280 + r() * 80)
  const w1 = Math.round(360 + r() * 40)
  const w2 = Math.round(360 + r() * 40)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="800" height="450" fill="url(#g)"/><g fill="${p.mid}" fill-opacity=".5">${stars}</g>` +
    `<circle cx="${glowX}" cy="${450 + glowR / 3}" r="${glowR}" fill="${p.mid}" fill-opacity=".14"/>` +
    draw(p, spec.option ?? '') +
    `<path d="M0 ${w1 + 20} C140 ${w1} 260 ${w2 + 30} 420 ${w2 + 10} S700 ${w1} 800 ${w1 + 16} V450 H0Z" fill="${p.shore}"/>` +
    `<path d="M0 ${w1 + 44} C160 ${w1 + 32} 280 ${w2 + 56} 440 ${w2 + 40} S710 ${w1 + 30} 800 ${w1 + 42}" fill="none" stroke="${p.accent}" stroke-opacity=".6" stroke-width="3"/></svg>`
  )
}

/** Every demo news article's picture, by article id (news-*.ts). */
export const NEWS_COVERS: Record<string, CoverSpec> = {
  // 平台动态
  '10101': { motif: 'map', palette: 'navy' },
  '10102': { motif: 'chat', palette: 'teal' },
  '10103': { motif: 'wallet', palette: 'plum' },
  '10104': { motif: 'shelf', palette: 'terracotta' },
  '10105': { motif: 'shield', palette: 'forest' },
  '10106': { motif: 'chart', palette: 'slate' },
  '10107': { motif: 'coupon', palette: 'crimson' },
  '10108': { motif: 'laptop', palette: 'dusk', option: 'languages' },
  // 活动培训
  '10201': { motif: 'laptop', palette: 'teal', option: 'play' },
  '10202': { motif: 'meeting', palette: 'terracotta' },
  '10203': { motif: 'checklist', palette: 'navy' },
  '10204': { motif: 'booth', palette: 'plum' },
  '10205': { motif: 'umbrella', palette: 'forest' },
  // 政策解读
  '20101': { motif: 'island', palette: 'teal' },
  '20102': { motif: 'parcel', palette: 'navy' },
  '20103': { motif: 'network', palette: 'forest' },
  '20104': { motif: 'factory', palette: 'slate' },
  '20105': { motif: 'coins', palette: 'dusk', option: '€' },
  '20106': { motif: 'label', palette: 'crimson' },
  '20107': { motif: 'customs', palette: 'plum' },
  '20108': { motif: 'blocks', palette: 'terracotta' },
  '20109': { motif: 'island', palette: 'dusk', option: 'port' },
  '20110': { motif: 'ingots', palette: 'navy' },
  '20111': { motif: 'passport', palette: 'teal' },
  // 市场洞察
  '20201': { motif: 'pavilion', palette: 'crimson' },
  '20202': { motif: 'storefront', palette: 'navy' },
  '20203': { motif: 'mountains', palette: 'slate' },
  '20204': { motif: 'phone', palette: 'terracotta' },
  '20205': { motif: 'dunes', palette: 'plum' },
  '20206': { motif: 'coins', palette: 'forest', option: 'R$' },
  '20207': { motif: 'solar', palette: 'teal' },
  '20208': { motif: 'garment', palette: 'dusk' },
  '20209': { motif: 'globe', palette: 'terracotta' },
  // 物流通关
  '20301': { motif: 'ship', palette: 'navy' },
  '20302': { motif: 'train', palette: 'crimson' },
  '20303': { motif: 'warehouse', palette: 'forest' },
  '20304': { motif: 'contract', palette: 'plum' },
  '20305': { motif: 'magnifier', palette: 'slate' },
  '20306': { motif: 'plane', palette: 'dusk' },
  '20307': { motif: 'badge', palette: 'teal' },
  '20308': { motif: 'returns', palette: 'terracotta' },
}

/** Where an article's cover is served from (apps/web/public). */
export const newsCoverPath = (id: string) => `/media/news/a/${id}.svg`
