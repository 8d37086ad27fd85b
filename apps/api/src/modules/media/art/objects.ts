import { darken, type Kit, lighten } from './kit.ts'
import { type Art, FLOOR, pile } from './parts.ts'

const TECH_BG = '#c8ccd2'
const HOME_BG = '#d6cdbf'

const rounded = (k: Kit, x: number, y: number, w: number, h: number, r: number, c: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${k.lin(
    [
      [0, lighten(c, 0.3)],
      [0.45, c],
      [1, darken(c, 0.35)],
    ],
    0,
    0,
    1,
    1,
  )}"${extra}/>`

function watchFace(k: Kit, cx: number, cy: number, r: number, round: boolean, screen: string) {
  const face = round
    ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#151719"/><circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="${screen}"/>`
    : `<rect x="${cx - r}" y="${cy - r * 1.1}" width="${r * 2}" height="${r * 2.2}" rx="${r * 0.4}" fill="#151719"/><rect x="${cx - r * 0.84}" y="${cy - r * 0.92}" width="${r * 1.68}" height="${r * 1.84}" rx="${r * 0.3}" fill="${screen}"/>`
  const dial = `<circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="#35d48a" stroke-width="${r * 0.08}" stroke-dasharray="${r * 2.6} ${r * 2}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.46}" fill="none" stroke="#f25a6a" stroke-width="${r * 0.08}" stroke-dasharray="${r * 1.6} ${r * 2}"/>${k.text(cx, cy + r * 0.12, '10:08', r * 0.3, '#fff', { weight: 700 })}`
  return `${face}${dial}${k.gleam(`M${cx - r * 0.6} ${cy - r * 0.7} Q${cx} ${cy - r * 0.95} ${cx + r * 0.5} ${cy - r * 0.75}`, r * 0.06, 0.5)}`
}

function wearable(kind: 'watch' | 'band' | 'kids'): Art {
  return {
    bg: TECH_BG,
    dims: kind === 'band' ? ['表带 13–21 cm', '厚 1.2 cm'] : ['表径 Ø 4.6 cm', '厚 1.1 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#2b2d31'
      const strapTop = rounded(k, 350, FLOOR - 520, 100, 200, 30, c)
      const strapBottom = rounded(k, 350, FLOOR - 250, 100, 230, 30, c)
      const holes = Array.from(
        { length: 5 },
        (_, i) => `<circle cx="400" cy="${FLOOR - 180 + i * 30}" r="5" fill="${darken(c, 0.4)}"/>`,
      ).join('')
      // The NFC edition (level 1) carries an NFC chip on its strap.
      const nfc =
        v.level >= 1
          ? `<rect x="420" y="${FLOOR - 150}" width="84" height="44" rx="10" fill="#f4f6f8"/>${k.text(462, FLOOR - 119, 'NFC', 26, '#2f6ea8', { weight: 800 })}`
          : ''
      if (kind === 'band')
        return `${nfc}${strapTop}${strapBottom}${holes}${rounded(k, 355, FLOOR - 390, 90, 200, 40, '#1c1d20')}<rect x="368" y="${FLOOR - 370}" width="64" height="160" rx="26" fill="#0d1a2a"/>${k.text(400, FLOOR - 300, '8,432', 20, '#fff', { weight: 700 })}<path d="M380 ${FLOOR - 270} h40" stroke="#35d48a" stroke-width="5"/>`
      const caseC = v.colour && v.colour !== '#2b2d31' ? lighten(v.colour, 0.2) : '#5a5e66'
      const body =
        kind === 'kids'
          ? rounded(k, 300, FLOOR - 440, 200, 240, 50, caseC)
          : `<circle cx="400" cy="${FLOOR - 320}" r="138" fill="${k.roundShade(caseC, 0.8)}"/>`
      return `${strapTop}${strapBottom}${holes}${nfc}${body}${watchFace(k, 400, FLOOR - 320, kind === 'kids' ? 84 : 120, kind !== 'kids', '#0d1a2a')}<rect x="${kind === 'kids' ? 500 : 534}" y="${FLOOR - 350}" width="16" height="44" rx="6" fill="${darken(caseC, 0.3)}"/>`
    },
  }
}

function appliance(kind: 'cooker' | 'blender' | 'fryer' | 'dryer' | 'toothbrush' | 'steamer'): Art {
  const dims: Record<typeof kind, [string, string]> = {
    cooker: ['宽 28 cm', '高 25 cm'],
    blender: ['底座 18 cm', '高 42 cm'],
    fryer: ['宽 30 cm', '高 32 cm'],
    dryer: ['长 24 cm', '高 22 cm'],
    toothbrush: ['刷柄 Ø 2.6 cm', '长 24 cm'],
    steamer: ['宽 12 cm', '高 26 cm'],
  }
  return {
    bg: TECH_BG,
    dims: dims[kind],
    draw: (k, v) => {
      const c = v.colour ?? '#f1f0ec'
      const s = 1 + v.level * 0.08
      switch (kind) {
        case 'cooker':
          return `${k.lathe(
            400,
            [
              [FLOOR - 240 * s, 190],
              [FLOOR - 200 * s, 210],
              [FLOOR - 8, 210],
              [FLOOR, 200],
            ],
            c,
            { gloss: 0.6 },
          )}${k.lathe(
            400,
            [
              [FLOOR - 300 * s, 90],
              [FLOOR - 270 * s, 170],
              [FLOOR - 240 * s, 196],
            ],
            lighten(c, 0.05),
            { gloss: 0.7 },
          )}<rect x="340" y="${FLOOR - 160 * s}" width="120" height="70" rx="12" fill="#1c2027"/>${k.text(400, FLOOR - 116 * s, '12:30', 28, '#f2a33a', { weight: 700 })}<rect x="372" y="${FLOOR - 310 * s}" width="56" height="18" rx="8" fill="#9aa0a8"/>`
        case 'blender':
          return `${k.lathe(
            400,
            [
              [FLOOR - 470, 120],
              [FLOOR - 190, 90],
              [FLOOR - 170, 96],
            ],
            '#dfe7ec',
            { gloss: 1, open: true },
          )}<path d="M330 ${FLOOR - 260} q70 -40 140 0 l-10 70 h-120z" fill="#e36b3a" opacity=".75"/>${pile(k, 400, FLOOR - 280, 80, 'ball', '#e35a3a', 6)}${rounded(k, 290, FLOOR - 170, 220, 170, 28, c)}<circle cx="400" cy="${FLOOR - 85}" r="34" fill="${k.roundShade('#9aa0a8', 0.8)}"/><path d="M510 ${FLOOR - 440} q60 20 40 120 l-40 20" stroke="#cfd8de" stroke-width="16" fill="none"/>`
        case 'fryer':
          return `${rounded(k, 250, FLOOR - 400 * s, 300, 400 * s, 70, c)}<rect x="280" y="${FLOOR - 380 * s}" width="240" height="90" rx="20" fill="#1c2027"/>${k.text(400, FLOOR - 324 * s, '200°C', 34, '#f2a33a', { weight: 700 })}<rect x="270" y="${FLOOR - 250 * s}" width="260" height="220" rx="40" fill="${darken(c, 0.08)}"/><rect x="360" y="${FLOOR - 180 * s}" width="80" height="28" rx="12" fill="#2a2d33"/>`
        case 'dryer':
          return `<path d="M360 ${FLOOR - 280} L340 ${FLOOR - 20} h60 l10 -260z" fill="${k.roundShade(c, 0.6)}"/><g transform="rotate(-90 420 ${FLOOR - 330})">${k.lathe(
            420,
            [
              [FLOOR - 520, 90],
              [FLOOR - 480, 100],
              [FLOOR - 200, 100],
              [FLOOR - 160, 96],
            ],
            c,
            { gloss: 0.7, lid: '#4a4e56' },
          )}</g><circle cx="${420 - 180}" cy="${FLOOR - 330}" r="60" fill="${k.roundShade('#3a3e46', 0.5)}"/>`
        case 'toothbrush':
          return `${[0, 1]
            .map(
              (i) =>
                `<g transform="translate(${i * 140} 0) rotate(${i ? 6 : -4} 360 ${FLOOR})">${k.lathe(
                  330,
                  [
                    [FLOOR - 560, 14],
                    [FLOOR - 470, 20],
                    [FLOOR - 400, 40],
                    [FLOOR - 10, 44],
                    [FLOOR, 42],
                  ],
                  i ? lighten(c, 0.1) : c,
                  { gloss: 0.8 },
                )}<rect x="318" y="${FLOOR - 600}" width="24" height="60" rx="8" fill="#e7f0f6"/><circle cx="330" cy="${FLOOR - 260}" r="14" fill="#9aa0a8"/></g>`,
            )
            .join('')}`
        default:
          return `${rounded(k, 330, FLOOR - 420, 140, 300, 40, c)}<path d="M400 ${FLOOR - 120} V${FLOOR - 10}" stroke="${darken(c, 0.2)}" stroke-width="50" stroke-linecap="round"/><rect x="345" y="${FLOOR - 470}" width="110" height="60" rx="20" fill="#dfe6ea"/><circle cx="400" cy="${FLOOR - 300}" r="20" fill="#9aa0a8"/>`
      }
    },
  }
}

function pan(kind: 'wok' | 'stockpot' | 'dutch'): Art {
  return {
    bg: HOME_BG,
    dims: kind === 'wok' ? ['口径 Ø 32 cm', '深 9 cm'] : ['口径 Ø 24 cm', '高 14 cm'],
    draw: (k, v) => {
      const s = 1 + v.level * 0.08
      if (kind === 'wok') {
        return `<path d="M560 ${FLOOR - 110} L740 ${FLOOR - 190}" stroke="#6a4122" stroke-width="26" stroke-linecap="round"/>${k.lathe(
          380,
          [
            [FLOOR - 120 * s, 220 * s],
            [FLOOR - 70, 180 * s],
            [FLOOR - 20, 100],
            [FLOOR, 50],
          ],
          '#2a2826',
          { open: true, gloss: 0.5 },
        )}<path d="M160 ${FLOOR - 122} h-30" stroke="#2a2826" stroke-width="14" stroke-linecap="round"/>`
      }
      const c = kind === 'dutch' ? (v.colour ?? '#b8322a') : '#c9ccd0'
      const body = k.lathe(
        400,
        [
          [FLOOR - 230 * s, 190],
          [FLOOR - 10, 190],
          [FLOOR, 180],
        ],
        c,
        { gloss: kind === 'dutch' ? 0.7 : 1 },
      )
      const lid = k.lathe(
        400,
        [
          [FLOOR - 290 * s, 30],
          [FLOOR - 270 * s, 30],
          [FLOOR - 260 * s, 150],
          [FLOOR - 232 * s, 196],
        ],
        kind === 'dutch' ? c : '#dfe6ea',
        { gloss: 0.9 },
      )
      const handles = `<rect x="180" y="${FLOOR - 200 * s}" width="50" height="26" rx="10" fill="${darken(c, 0.25)}"/><rect x="570" y="${FLOOR - 200 * s}" width="50" height="26" rx="10" fill="${darken(c, 0.25)}"/>`
      return `${handles}${body}${lid}`
    },
  }
}

export const objectArt: Record<string, Art> = {
  earbuds: {
    bg: TECH_BG,
    dims: ['充电盒 6 cm', '高 5 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#2b2d31'
      const bud = (x: number, flip: number) =>
        `<g transform="translate(${x} ${FLOOR - 300}) scale(${flip} 1)"><ellipse rx="46" ry="52" fill="${k.roundShade(c, 0.8)}"/><rect x="-14" y="20" width="28" height="120" rx="14" fill="${k.roundShade(c, 0.8)}"/><ellipse cx="-30" cy="-6" rx="20" ry="24" fill="${darken(c, 0.4)}"/></g>`
      return `${rounded(k, 260, FLOOR - 170, 280, 170, 70, c)}<path d="M262 ${FLOOR - 110} h276" stroke="${darken(c, 0.35)}" stroke-width="3"/><circle cx="400" cy="${FLOOR - 60}" r="6" fill="#35d48a"/>${bud(330, -1)}${bud(470, 1)}`
    },
  },
  speaker: {
    bg: TECH_BG,
    dims: ['直径 Ø 7 cm', '长 18 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#2b2d31'
      const mesh = Array.from(
        { length: 60 },
        (_, i) =>
          `<circle cx="${250 + (i % 15) * 20}" cy="${FLOOR - 240 + Math.floor(i / 15) * 40}" r="4" fill="${darken(c, 0.4)}"/>`,
      ).join('')
      return `${rounded(k, 220, FLOOR - 260, 360, 260, 120, c)}<g clip-path="${k.clip(`<rect x="230" y="${FLOOR - 250}" width="340" height="240" rx="110"/>`)}">${mesh}</g><rect x="360" y="${FLOOR - 286}" width="80" height="30" rx="12" fill="${darken(c, 0.2)}"/>${k.gleam(`M260 ${FLOOR - 230} Q400 ${FLOOR - 270} 540 ${FLOOR - 230}`, 8, 0.5)}`
    },
  },
  headphones: {
    bg: TECH_BG,
    dims: ['宽 18 cm', '高 20 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#2b2d31'
      const cup = (x: number) =>
        `<ellipse cx="${x}" cy="${FLOOR - 160}" rx="80" ry="120" fill="${k.roundShade(c, 0.8)}"/><ellipse cx="${x + (x < 400 ? 30 : -30)}" cy="${FLOOR - 160}" rx="50" ry="100" fill="${darken(c, 0.45)}"/>`
      return `<path d="M250 ${FLOOR - 200} Q250 ${FLOOR - 520} 400 ${FLOOR - 520} Q550 ${FLOOR - 520} 550 ${FLOOR - 200}" stroke="${k.lin(
        [
          [0, lighten(c, 0.3)],
          [1, darken(c, 0.3)],
        ],
      )}" stroke-width="40" fill="none" stroke-linecap="round"/>${cup(250)}${cup(550)}`
    },
  },
  smartwatch: wearable('watch'),
  'fitness-band': wearable('band'),
  'kids-watch': wearable('kids'),
  'rice-cooker': appliance('cooker'),
  blender: appliance('blender'),
  'air-fryer': appliance('fryer'),
  'hair-dryer': appliance('dryer'),
  toothbrush: appliance('toothbrush'),
  steamer: appliance('steamer'),
  'iron-wok': pan('wok'),
  'stock-pot': pan('stockpot'),
  'dutch-oven': pan('dutch'),
  'bedding-set': {
    grows: true,
    bg: HOME_BG,
    dims: ['被套 200×230 cm', '枕套 48×74 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#e9e1d0'
      const layer = (y: number, w: number, tone: number) =>
        rounded(k, 400 - w / 2, y, w, 70, 24, tone ? darken(c, tone) : c)
      return `${layer(FLOOR - 70, 440, 0.08)}${layer(FLOOR - 140, 420, 0)}${layer(FLOOR - 210, 400, 0.12)}${layer(FLOOR - 280, 380, 0.04)}<rect x="370" y="${FLOOR - 285}" width="60" height="285" fill="#c9a45c" opacity=".85"/>${k.gleam(`M${220} ${FLOOR - 260} H580`, 6, 0.5)}`
    },
  },
  'latex-pillow': {
    grows: true,
    bg: HOME_BG,
    dims: ['长 60 cm', '高 10 cm'],
    draw: (k) => {
      const holes = Array.from(
        { length: 24 },
        (_, i) =>
          `<circle cx="${230 + (i % 12) * 30}" cy="${FLOOR - 120 + Math.floor(i / 12) * 40}" r="5" fill="#d9c99a"/>`,
      ).join('')
      return `<path d="M190 ${FLOOR - 40} Q180 ${FLOOR - 170} 280 ${FLOOR - 180} Q400 ${FLOOR - 150} 520 ${FLOOR - 180} Q620 ${FLOOR - 170} 610 ${FLOOR - 40} Q400 ${FLOOR + 10} 190 ${FLOOR - 40}Z" fill="${k.lin(
        [
          [0, '#fbf3dc'],
          [1, '#e3d3a6'],
        ],
        0,
        0,
        0,
        1,
      )}"/>${holes}`
    },
  },
  duvet: {
    bg: HOME_BG,
    dims: ['200 × 230 cm', '厚 5 cm'],
    draw: (k, v) => {
      const c = '#f6f2ea'
      const quilt = Array.from(
        { length: 6 },
        (_, i) => `<path d="M${210 + i * 76} ${FLOOR - 220} v200" stroke="#e2dacb" stroke-width="3"/>`,
      ).join('')
      return `${rounded(k, 200, FLOOR - 240 - v.level * 30, 400, 240 + v.level * 30, 60, c)}${quilt}<path d="M200 ${FLOOR - 160} Q400 ${FLOOR - 190} 600 ${FLOOR - 160}" stroke="#e2dacb" stroke-width="3" fill="none"/><rect x="380" y="${FLOOR - 140}" width="130" height="44" rx="4" fill="#c9a45c"/>`
    },
  },
  dinnerware: {
    bg: HOME_BG,
    dims: ['盘 Ø 26 cm', '碗 Ø 12 cm'],
    draw: (k, v) => {
      const n = [2, 4, 6][v.level] ?? 2
      // A stack of rimmed plates (one per person, up to six) with a rice bowl per person in front.
      const plate = (y: number) =>
        `<ellipse cx="330" cy="${y + 8}" rx="200" ry="52" fill="#cfc8ba"/><ellipse cx="330" cy="${y}" rx="200" ry="52" fill="${k.faceShade('#fbfaf6', 0.12)}"/><ellipse cx="330" cy="${y}" rx="186" ry="46" fill="none" stroke="#2f4f8a" stroke-width="4"/><ellipse cx="330" cy="${y + 4}" rx="120" ry="30" fill="#f1eee6"/>`
      const plates = Array.from({ length: n }, (_, i) => plate(FLOOR - 60 - i * 16)).join('')
      const bowls = Array.from({ length: n }, (_, j) => {
        const i = n - 1 - j
        const x = 470 + (i % 3) * 90 - Math.floor(i / 3) * 45
        const y = Math.floor(i / 3) * -40
        return `<g transform="translate(0 ${y + 20})">${k.lathe(
          x,
          [
            [FLOOR - 90, 58],
            [FLOOR - 50, 50],
            [FLOOR - 12, 26],
            [FLOOR, 24],
          ],
          '#fbfaf6',
          {
            open: true,
            gloss: 0.8,
            pattern: `<path d="M${x - 60} ${FLOOR - 70} h120" stroke="#2f4f8a" stroke-width="5"/>`,
          },
        )}</g>`
      }).join('')
      return `${plates}${bowls}`
    },
  },
  'rice-bowls': {
    bg: HOME_BG,
    dims: ['口径 Ø 11.5 cm', '高 6 cm'],
    draw: (k, v) => {
      const n = [2, 4, 6][v.level] ?? 2
      // Three to a row; rows further back sit higher and are drawn first.
      return Array.from({ length: n }, (_, j) => {
        const i = n - 1 - j
        const x = 240 + (i % 3) * 160 + Math.floor(i / 3) * 80
        const dy = Math.floor(i / 3) * -70
        return `<g transform="translate(0 ${dy})">${k.lathe(
          x,
          [
            [FLOOR - 130, 110],
            [FLOOR - 60, 90],
            [FLOOR - 14, 44],
            [FLOOR, 40],
          ],
          '#efe6d6',
          {
            open: true,
            gloss: 0.7,
            pattern: `${Array.from({ length: 5 }, (_, j) => `<circle cx="${x - 80 + j * 40}" cy="${FLOOR - 80}" r="12" fill="#c0392b" opacity=".8"/>`).join('')}`,
          },
        )}</g>`
      }).join('')
    },
  },
  cutlery: {
    bg: HOME_BG,
    dims: ['筷长 24 cm', '勺长 20 cm'],
    draw: (k, v) => {
      const n = [2, 4, 6][v.level] ?? 2
      const pairs = Array.from(
        { length: n },
        (_, i) =>
          `<path d="M${200 + i * 30} ${FLOOR - 30 - i * 18} L${600 + i * 20} ${FLOOR - 90 - i * 18}" stroke="${k.lin(
            [
              [0, '#e9edf0'],
              [1, '#9aa3aa'],
            ],
          )}" stroke-width="10" stroke-linecap="round"/>`,
      ).join('')
      return `${pairs}<g transform="rotate(-10 400 ${FLOOR})"><ellipse cx="260" cy="${FLOOR - 20}" rx="60" ry="34" fill="${k.rad(
        [
          [0, '#ffffff'],
          [1, '#9aa3aa'],
        ],
        0.4,
        0.4,
        0.6,
      )}"/><path d="M310 ${FLOOR - 24} L560 ${FLOOR - 40}" stroke="#b9c1c7" stroke-width="16" stroke-linecap="round"/></g>`
    },
  },
}
