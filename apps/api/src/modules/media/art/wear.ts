import { darken, type Kit, lighten } from './kit.ts'
import {
  type Art,
  FLOOR,
  type GarmentKind,
  garment,
  giftBox,
  ring,
  type ShoeKind,
  shoe,
  strand,
} from './parts.ts'

const WEAR_BG = '#d3cdc6'
const GEAR_BG = '#c9cfc6'
const JEWEL_BG = '#d6ccc4'
const DESK_BG = '#d8cdbb'

function hung(kind: GarmentKind, c: string, accent: string, dims: [string, string], bg = WEAR_BG): Art {
  return { bg, dims, focus: [400, 300], draw: (k, v) => garment(k, kind, v.colour ?? c, accent, v.label) }
}

function pair(kind: ShoeKind, c: string, sole: string, accent: string): Art {
  return {
    bg: WEAR_BG,
    dims: ['鞋长 27 cm', '高 11 cm'],
    draw: (k, v) => {
      const colour = v.colour ?? c
      const tag = v.label
        ? `<g transform="translate(600 ${FLOOR - 360}) rotate(8)"><rect width="70" height="52" rx="6" fill="#fbf7ef" stroke="#c9bba6"/>${k.text(35, 36, v.label.toUpperCase(), 26, '#4a3b2c', { weight: 700 })}</g>`
        : ''
      return `<g transform="translate(-40 -70)">${shoe(k, kind, darken(colour, 0.08), darken(sole, 0.05), accent, 430, 0.95)}</g>${shoe(k, kind, colour, sole, accent, 400, 1)}${tag}`
    },
  }
}

function bead(k: Kit, c: string, n: number, r: number) {
  return `${strand(k, 400, FLOOR - 120, 190, 80, n, r, c, Math.PI, Math.PI * 2)}<ellipse cx="400" cy="${FLOOR - 120}" rx="190" ry="80" fill="none" stroke="#b8332a" stroke-width="2"/>${strand(k, 400, FLOOR - 120, 190, 80, n, r, c, 0, Math.PI)}`
}

function jewel(draw: (k: Kit, scale: number) => string, dims: [string, string], box = '#6e1f2a'): Art {
  return {
    bg: JEWEL_BG,
    dims,
    draw: (k, v) => {
      const s = 1 + v.level * 0.12
      const cushion = `${k.box(200, FLOOR - 90, 400, 90, 180, box, '')}<ellipse cx="460" cy="${FLOOR - 120}" rx="170" ry="40" fill="${lighten(box, 0.12)}"/>`
      return `${cushion}<g transform="translate(400 ${FLOOR - 130}) scale(${s}) translate(-400 ${-(FLOOR - 130)})">${draw(k, s)}</g>`
    },
  }
}

const JADE = '#c9dcc0'
const GOLD = '#d9a93a'
const SILVER = '#c9ced4'

function book(title: string, c: string, ink: string): Art {
  return {
    bg: DESK_BG,
    dims: ['16 开 18.5 cm', '高 26 cm'],
    draw: (k, v) => {
      const hard = v.level >= 1
      const pages = `<path d="M250 ${FLOOR - 40} l80 -50 h260 l-80 50z" fill="#f3ecdd"/>${Array.from({ length: 6 }, (_, i) => `<path d="M${255 + i * 2} ${FLOOR - 36 + i * 6} l80 -50" stroke="#d9cfbc" stroke-width="1"/>`).join('')}`
      const cover = k.box(
        230,
        FLOOR - 460,
        300,
        420,
        hard ? 70 : 50,
        c,
        `<rect x="250" y="${FLOOR - 440}" width="260" height="380" fill="none" stroke="${ink}" stroke-width="${hard ? 4 : 2}"/>${k.text(380, FLOOR - 300, title.slice(0, 4), 52, ink, { serif: true, weight: 700 })}${title.length > 4 ? k.text(380, FLOOR - 230, title.slice(4, 8), 52, ink, { serif: true, weight: 700 }) : ''}<path d="M300 ${FLOOR - 160} h160" stroke="${ink}" stroke-width="2"/>`,
      )
      return `${pages}${cover}${hard ? `<rect x="230" y="${FLOOR - 460}" width="22" height="420" fill="${darken(c, 0.25)}"/>` : ''}`
    },
  }
}

export const wearArt: Record<string, Art> = {
  tent: {
    bg: GEAR_BG,
    dims: ['底 210×210 cm', '高 135 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#c9b48a'
      return `<path d="M160 ${FLOOR} Q400 ${FLOOR - 560} 640 ${FLOOR}Z" fill="${k.lin(
        [
          [0, lighten(c, 0.2)],
          [1, darken(c, 0.25)],
        ],
        0,
        0,
        1,
        0,
      )}"/><path d="M400 ${FLOOR - 280} Q330 ${FLOOR - 140} 320 ${FLOOR} H480 Q470 ${FLOOR - 140} 400 ${FLOOR - 280}Z" fill="${darken(c, 0.45)}"/><path d="M160 ${FLOOR} Q400 ${FLOOR - 560} 640 ${FLOOR}" stroke="#3a3a3a" stroke-width="4" fill="none"/><path d="M250 ${FLOOR - 140} Q400 ${FLOOR - 400} 550 ${FLOOR - 140}" stroke="${darken(c, 0.2)}" stroke-width="3" fill="none"/>`
    },
  },
  'camp-table': {
    bg: GEAR_BG,
    dims: ['桌面 90×60 cm', '高 45 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#c9b48a'
      const slats = Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M${200 + i * 55} ${FLOOR - 300} l70 -60" stroke="${darken(c, 0.25)}" stroke-width="3"/>`,
      ).join('')
      return `<path d="M200 ${FLOOR - 300} l70 -60 h400 l-70 60z" fill="${k.faceShade(c, 0.15)}"/>${slats}<rect x="200" y="${FLOOR - 300}" width="400" height="18" fill="${darken(c, 0.3)}"/><path d="M230 ${FLOOR - 282} L300 ${FLOOR} M300 ${FLOOR - 282} L230 ${FLOOR} M500 ${FLOOR - 282} L570 ${FLOOR} M570 ${FLOOR - 282} L500 ${FLOOR}" stroke="#6a6e74" stroke-width="10"/>`
    },
  },
  tarp: {
    bg: GEAR_BG,
    dims: ['300 × 290 cm', '高 200 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#c9b48a'
      return `<path d="M200 ${FLOOR} V${FLOOR - 380} M600 ${FLOOR} V${FLOOR - 420}" stroke="#5a5e66" stroke-width="10"/><path d="M140 ${FLOOR - 360} Q400 ${FLOOR - 300} 660 ${FLOOR - 410} L620 ${FLOOR - 480} Q400 ${FLOOR - 420} 160 ${FLOOR - 450}Z" fill="${k.faceShade(c, 0.2)}"/><path d="M200 ${FLOOR - 380} L120 ${FLOOR} M600 ${FLOOR - 420} L700 ${FLOOR}" stroke="#8a8e96" stroke-width="3"/>`
    },
  },
  hardshell: hung('shell', '#1f2a3a', '#e36b3a', ['胸围 116 cm', '衣长 74 cm'], GEAR_BG),
  softshell: hung('jacket', '#3a4652', '#9aa0a8', ['胸围 112 cm', '衣长 70 cm'], GEAR_BG),
  'down-liner': hung('shell', '#2a3a5a', '#c9ced4', ['胸围 118 cm', '衣长 76 cm'], GEAR_BG),
  'yoga-mat': {
    bg: GEAR_BG,
    dims: ['183 × 61 cm', '厚 6 mm'],
    draw: (k, v) => {
      const c = v.colour ?? '#8a7ab8'
      return `<path d="M300 ${FLOOR - 40} L660 ${FLOOR - 40} L700 ${FLOOR} L340 ${FLOOR}Z" fill="${k.faceShade(c, 0.15)}"/><g transform="rotate(-90 300 ${FLOOR - 130})">${k.lathe(
        300,
        [
          [FLOOR - 400, 130],
          [FLOOR - 6, 130],
          [FLOOR, 126],
        ],
        c,
        { gloss: 0.5, lid: darken(c, 0.1) },
      )}</g>`
    },
  },
  dumbbells: {
    bg: GEAR_BG,
    dims: ['单只 40 cm', '片径 Ø 20 cm'],
    draw: (k, v) => {
      const plate = (x: number, y: number, r: number) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r * 0.35}" ry="${r}" fill="${k.lin([
          [0, '#4a4e56'],
          [0.5, '#2a2d33'],
          [1, '#15171a'],
        ])}"/>`
      const one = (y: number) =>
        `<rect x="230" y="${y - 12}" width="340" height="24" rx="10" fill="${k.faceShade('#c9ced4', 0.3)}"/>${[260, 290, 510, 540].map((x) => plate(x, y, 80 + v.level * 6)).join('')}`
      return `${one(FLOOR - 90)}<g transform="translate(40 -130)">${one(FLOOR - 90)}</g>`
    },
  },
  'resistance-bands': {
    bg: GEAR_BG,
    dims: ['长 208 cm', '宽 2–6 cm'],
    draw: (k) =>
      ['#f2c14e', '#e36b3a', '#c0392b', '#2f6ea8', '#2a2d33']
        .map(
          (c, i) =>
            `<ellipse cx="${320 + i * 40}" cy="${FLOOR - 120 - i * 20}" rx="140" ry="${90 - i * 6}" fill="none" stroke="${k.lin(
              [
                [0, lighten(c, 0.3)],
                [1, darken(c, 0.3)],
              ],
            )}" stroke-width="${22 - i * 2}" transform="rotate(${-10 + i * 8} ${320 + i * 40} ${FLOOR - 120})"/>`,
        )
        .join(''),
  },
  'racing-shoe': pair('racer', '#f2f2ee', '#e9e4da', '#c6f04a'),
  'running-shoe': pair('runner', '#3a4a6a', '#f3f1ec', '#f2a33a'),
  'trail-shoe': pair('trail', '#5a6a4a', '#3a3a3a', '#e36b3a'),
  'oxford-shoe': pair('oxford', '#2a1a12', '#1a120c', '#8a6d3c'),
  'chelsea-boot': pair('chelsea', '#5a3a22', '#2a1a12', '#8a6d3c'),
  loafer: pair('loafer', '#6a3a22', '#2a1a12', '#c9a45c'),
  'wool-sneaker': pair('knit', '#cfc8bb', '#f3f1ec', '#9aa0a8'),
  'canvas-shoe': pair('canvas', '#1f2f4f', '#f3f1ec', '#c0392b'),
  'cloth-shoe': pair('cloth', '#1d1d1d', '#f3ecdd', '#8a6d3c'),
  'jade-buckle': jewel(
    (k) =>
      `<path d="M400 ${FLOOR - 420} V${FLOOR - 300}" stroke="#b8332a" stroke-width="6"/><path d="M400 ${FLOOR - 420} L330 ${FLOOR - 520} M400 ${FLOOR - 420} L470 ${FLOOR - 520}" stroke="#b8332a" stroke-width="4"/><circle cx="400" cy="${FLOOR - 220}" r="110" fill="${k.rad(
        [
          [0, '#f4faf0'],
          [0.6, JADE],
          [1, darken(JADE, 0.25)],
        ],
        0.4,
        0.35,
        0.7,
      )}"/><circle cx="400" cy="${FLOOR - 220}" r="36" fill="${darken(JADE, 0.35)}"/><circle cx="400" cy="${FLOOR - 220}" r="32" fill="#6e1f2a"/>`,
    ['直径 Ø 3.2 cm', '厚 0.8 cm'],
  ),
  'jade-bangle': jewel(
    (k) => ring(k, 400, FLOOR - 200, 190, 90, 40, '#e9efe4', 0.6),
    ['圈口 56–60 mm', '条宽 1.4 cm'],
  ),
  'jade-beads': jewel((k) => bead(k, '#eef0e6', 18, 22), ['珠径 8 mm', '手围 16 cm']),
  'gold-bangle': jewel(
    (k) =>
      `${ring(k, 400, FLOOR - 200, 180, 84, 34, GOLD, 1)}${Array.from({ length: 8 }, (_, i) => `<circle cx="${250 + i * 43}" cy="${FLOOR - 116 + Math.sin(i / 2.3) * 8}" r="6" fill="${darken(GOLD, 0.25)}"/>`).join('')}`,
    ['圈口 56 mm', '约 10–20 g'],
  ),
  'gold-beads': jewel(
    (k) =>
      `${strand(k, 400, FLOOR - 180, 180, 70, 3, 24, GOLD, Math.PI * 1.4, Math.PI * 1.6)}<ellipse cx="400" cy="${FLOOR - 180}" rx="180" ry="70" fill="none" stroke="#b8332a" stroke-width="5"/>`,
    ['转运珠 Ø 8 mm', '红绳 16–20 cm'],
  ),
  'gold-necklace': jewel(
    (k) =>
      `${strand(k, 400, FLOOR - 330, 200, 170, 70, 5, GOLD, Math.PI * 0.05, Math.PI * 0.95)}<path d="M400 ${FLOOR - 150} l26 22 l-26 44 l-26 -44z" fill="${GOLD}"/>`,
    ['链长 45 cm', '约 5–20 g'],
  ),
  'gold-pendant': jewel(
    (k) =>
      `<path d="M300 ${FLOOR - 500} Q400 ${FLOOR - 380} 500 ${FLOOR - 500}" stroke="${GOLD}" stroke-width="4" fill="none"/><circle cx="400" cy="${FLOOR - 280}" r="90" fill="${k.rad(
        [
          [0, '#fff1b8'],
          [0.5, GOLD],
          [1, darken(GOLD, 0.35)],
        ],
        0.4,
        0.35,
        0.7,
      )}"/>${k.text(400, FLOOR - 250, '福', 90, darken(GOLD, 0.45), { serif: true, weight: 800 })}<circle cx="400" cy="${FLOOR - 380}" r="12" fill="none" stroke="${GOLD}" stroke-width="6"/>`,
    ['直径 Ø 1.8 cm', '约 5–10 g'],
  ),
  'pearl-necklace': jewel(
    (k) => strand(k, 400, FLOOR - 300, 200, 170, 34, 14, '#f4efe6', Math.PI * 0.05, Math.PI * 0.95),
    ['珠径 7–10 mm', '链长 45 cm'],
  ),
  'pearl-studs': jewel(
    (k) =>
      `${[330, 470]
        .map(
          (x) =>
            `<circle cx="${x}" cy="${FLOOR - 220}" r="50" fill="${k.rad(
              [
                [0, '#ffffff'],
                [0.5, '#f3e2b6'],
                [1, '#b99a5a'],
              ],
              0.38,
              0.32,
              0.7,
            )}"/><path d="M${x} ${FLOOR - 170} v40" stroke="${GOLD}" stroke-width="5"/>`,
        )
        .join('')}`,
    ['珠径 8–9 mm', '耳针 1 cm'],
  ),
  'pearl-pendant': jewel(
    (k) =>
      `<path d="M280 ${FLOOR - 520} Q400 ${FLOOR - 360} 520 ${FLOOR - 520}" stroke="${SILVER}" stroke-width="3" fill="none"/><circle cx="400" cy="${FLOOR - 290}" r="70" fill="${k.rad(
        [
          [0, '#8a8f9a'],
          [0.5, '#3a3d48'],
          [1, '#14161c'],
        ],
        0.38,
        0.32,
        0.7,
      )}"/><circle cx="380" cy="${FLOOR - 310}" r="16" fill="#fff" opacity=".5"/>`,
    ['珠径 9–10 mm', '链长 45 cm'],
  ),
  'silver-necklace': jewel(
    (k) =>
      `${strand(k, 400, FLOOR - 320, 200, 170, 60, 4, SILVER, Math.PI * 0.05, Math.PI * 0.95)}<path d="M400 ${FLOOR - 150} l30 40 l-30 40 l-30 -40z" fill="${k.lin(
        [
          [0, '#ffffff'],
          [1, '#8a9aa8'],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    ['链长 45 cm', '吊坠 1.2 cm'],
  ),
  'silver-bangle': jewel(
    (k) =>
      `${ring(k, 400, FLOOR - 200, 180, 84, 28, SILVER, 1)}${Array.from({ length: 10 }, (_, i) => `<path d="M${240 + i * 32} ${FLOOR - 130} l10 -12 l10 12" stroke="${darken(SILVER, 0.35)}" stroke-width="2" fill="none"/>`).join('')}`,
    ['圈口 58 mm', '宽 1 cm'],
  ),
  'silver-ring': jewel(
    (k) =>
      `${ring(k, 400, FLOOR - 190, 110, 50, 20, SILVER, 1)}<path d="M370 ${FLOOR - 250} l30 -40 l30 40 l-30 20z" fill="${k.lin(
        [
          [0, '#f4f8ff'],
          [1, '#6a8abf'],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    ['戒圈 14–18 号', '宽 4 mm'],
  ),
  suitcase: {
    bg: WEAR_BG,
    dims: ['宽 40 cm', '高 55–75 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#2a2d33'
      const h = 420 + v.level * 60
      const ribs = Array.from(
        { length: 5 },
        (_, i) =>
          `<path d="M${290 + i * 55} ${FLOOR - h + 20} V${FLOOR - 40}" stroke="${darken(c, 0.25)}" stroke-width="6"/>`,
      ).join('')
      return `<path d="M360 ${FLOOR - h} V${FLOOR - h - 120} H440 V${FLOOR - h}" stroke="#7a7e86" stroke-width="12" fill="none"/>${k.box(250, FLOOR - h, 300, h - 30, 110, c, ribs)}${[270, 520].map((x) => `<circle cx="${x}" cy="${FLOOR - 16}" r="18" fill="#1a1a1a"/>`).join('')}<rect x="370" y="${FLOOR - h - 10}" width="60" height="16" rx="6" fill="#1a1a1a"/>`
    },
  },
  tote: leather('tote'),
  crossbody: leather('crossbody'),
  briefcase: leather('briefcase'),
  onesie: hung('onesie', '#f4efe6', '#f2b6a0', ['身长 66–90 cm', '胸围 48 cm']),
  'baby-sleeping-bag': {
    bg: WEAR_BG,
    dims: ['身长 70 cm', '宽 45 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#f4efe6'
      return `<path d="M320 ${FLOOR - 520} Q400 ${FLOOR - 540} 480 ${FLOOR - 520} L500 ${FLOOR - 430} Q560 ${FLOOR - 300} 540 ${FLOOR} H260 Q240 ${FLOOR - 300} 300 ${FLOOR - 430}Z" fill="${k.lin(
        [
          [0, lighten(c, 0.2)],
          [1, darken(c, 0.15)],
        ],
        0,
        0,
        1,
        1,
      )}"/><path d="M400 ${FLOOR - 520} V${FLOOR - 40}" stroke="${darken(c, 0.25)}" stroke-width="4" stroke-dasharray="8 4"/>${Array.from({ length: 6 }, (_, i) => `<circle cx="${320 + (i % 3) * 80}" cy="${FLOOR - 360 + Math.floor(i / 3) * 140}" r="14" fill="#f2b6a0" opacity=".7"/>`).join('')}${v.label ? `<g transform="translate(470 ${FLOOR - 470}) rotate(8)"><rect width="60" height="50" rx="6" fill="#fbf7ef" stroke="#c9bba6"/>${k.text(30, 34, v.label, 24, '#4a3b2c', { weight: 700 })}</g>` : ''}`
    },
  },
  'kids-sun-jacket': hung('hood', '#9cc3e0', '#f2f2ee', ['衣长 45 cm', '胸围 70 cm']),
  'wood-blocks': {
    bg: '#d9d2c4',
    dims: ['桶径 Ø 20 cm', '积木 3 cm'],
    draw: (k, v) => {
      const colours = ['#e36b3a', '#f2c14e', '#4a8fc0', '#5aa06a', '#c0392b', '#e9d8b0']
      const blocks = Array.from({ length: v.level ? 10 : 6 }, (_, i) =>
        k.box(
          470 + (i % 3) * 60,
          FLOOR - 50 - Math.floor(i / 3) * 50,
          50,
          50,
          30,
          colours[i % 6] ?? '#e9d8b0',
          '',
        ),
      ).join('')
      return `${k.lathe(
        330,
        [
          [FLOOR - 300, 120],
          [FLOOR - 10, 120],
          [FLOOR, 116],
        ],
        '#e9d8b0',
        { open: true, gloss: 0.4 },
      )}${blocks}`
    },
  },
  'magnetic-tiles': {
    bg: '#d9d2c4',
    dims: ['方片 7.5 cm', '三角 7.5 cm'],
    draw: (_k, v) => {
      const colours = ['#e36b3a', '#f2c14e', '#4a8fc0', '#5aa06a', '#9b59b6']
      const tiles = Array.from(
        { length: v.level ? 5 : 3 },
        (_, i) =>
          `<g transform="translate(${260 + i * 70} ${FLOOR - 180 - (i % 2) * 60})"><rect width="120" height="120" rx="8" fill="${colours[i]}" opacity=".75" stroke="${darken(colours[i] ?? '#888', 0.3)}" stroke-width="6"/></g>`,
      ).join('')
      return `${tiles}<path d="M300 ${FLOOR - 20} l70 -120 l70 120z" fill="#f2c14e" opacity=".75" stroke="#b8902a" stroke-width="6"/>`
    },
  },
  jigsaw: {
    grows: true,
    bg: '#d9d2c4',
    dims: ['拼图 30 × 30 cm', '块数 24–48'],
    draw: (k) => {
      const colours = ['#4a8fc0', '#f2c14e', '#5aa06a', '#e36b3a']
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<g transform="translate(${250 + (i % 3) * 100} ${FLOOR - 330 + Math.floor(i / 3) * 100})"><path d="M0 0 h38 a12 12 0 0 1 24 0 h38 v38 a12 12 0 0 1 0 24 v38 h-100z" fill="${k.faceShade(colours[i % 4] ?? '#888', 0.2)}" stroke="#fff" stroke-width="3"/></g>`,
      ).join('')
    },
  },
  'brush-set': {
    bg: DESK_BG,
    dims: ['笔杆 23 cm', '笔头 3 cm'],
    draw: (k, v) =>
      `${k.box(200, FLOOR - 60, 420, 60, 200, '#2b2320', '')}${Array.from({ length: v.level ? 6 : 4 }, (_, i) => `<g transform="rotate(-8 400 ${FLOOR})"><rect x="${210 + i * 6}" y="${FLOOR - 110 - i * 30}" width="330" height="14" rx="6" fill="${k.faceShade(i % 2 ? '#8a5a30' : '#6a4122', 0.3)}"/><path d="M${540 + i * 6} ${FLOOR - 110 - i * 30} q60 7 80 7 q-20 0 -80 7z" fill="#1d1a18"/></g>`).join('')}`,
  },
  'xuan-paper': {
    grows: true,
    bg: DESK_BG,
    dims: ['四尺 138 × 69 cm', '100 张'],
    draw: (k) =>
      `${Array.from({ length: 8 }, (_, i) => `<path d="M200 ${FLOOR - i * 10} l80 -90 h320 l-80 90z" fill="${i % 2 ? '#f7f2e6' : '#efe7d4'}"/>`).join('')}<g transform="rotate(-90 520 ${FLOOR - 180})">${k.lathe(
        520,
        [
          [FLOOR - 420, 50],
          [FLOOR - 10, 50],
        ],
        '#f4eddc',
        { gloss: 0.4, lid: '#e9dfc6' },
      )}</g><rect x="260" y="${FLOOR - 130}" width="120" height="40" fill="#b8332a" opacity=".85"/>`,
  },
  inkstone: {
    grows: true,
    bg: DESK_BG,
    dims: ['长 20 cm', '宽 13 cm'],
    draw: (k) =>
      `${k.box(220, FLOOR - 80, 340, 80, 180, '#3a3836', '')}<ellipse cx="450" cy="${FLOOR - 130}" rx="110" ry="38" fill="#1a1918"/><ellipse cx="450" cy="${FLOOR - 130}" rx="70" ry="22" fill="${k.rad(
        [
          [0, '#3a3f4a'],
          [1, '#0a0a0c'],
        ],
      )}"/><path d="M260 ${FLOOR - 100} q40 -40 90 -20" stroke="#55524e" stroke-width="4" fill="none"/>`,
  },
  'ink-stick': {
    grows: true,
    bg: DESK_BG,
    dims: ['长 10 cm', '宽 2.5 cm'],
    draw: (k) =>
      `${[0, 1, 2].map((i) => `<g transform="rotate(${-6 + i * 6} 400 ${FLOOR})">${k.box(240 + i * 20, FLOOR - 70 - i * 60, 320, 56, 40, '#1d1c1b', `${k.text(400 + i * 20, FLOOR - 30 - i * 60, '松烟墨', 30, '#d4a94d', { serif: true, weight: 700 })}`)}</g>`).join('')}`,
  },
  notebook: {
    bg: DESK_BG,
    dims: ['A5 14.8 cm', '高 21 cm'],
    draw: (k, v) => {
      const hills = `<path d="M240 ${FLOOR - 180} L300 ${FLOOR - 300} L360 ${FLOOR - 220} L430 ${FLOOR - 360} L520 ${FLOOR - 200} V${FLOOR - 60} H240Z" fill="#2f7a6a"/><path d="M240 ${FLOOR - 140} L320 ${FLOOR - 240} L400 ${FLOOR - 160} L470 ${FLOOR - 260} L520 ${FLOOR - 150} V${FLOOR - 60} H240Z" fill="#3a6fa0"/>`
      return `${v.level ? giftBox(k, 470, 190, 140, '#1f3a5a', '#d4a94d') : ''}${k.box(220, FLOOR - 480, 320, 480, 40, '#f1e6cc', `${hills}${k.text(380, FLOOR - 400, '千里江山', 40, '#1f3a5a', { serif: true, weight: 700 })}`)}`
    },
  },
  'scarf-giftbox': {
    bg: DESK_BG,
    dims: ['丝巾 90 × 90 cm', '礼盒 25 cm'],
    draw: (k) =>
      `${giftBox(k, 200, 300, 120, '#8a1f22', '#d4a94d', '敦煌')}<path d="M470 ${FLOOR - 140} Q560 ${FLOOR - 260} 620 ${FLOOR - 140} Q600 ${FLOOR - 40} 520 ${FLOOR} L440 ${FLOOR}Z" fill="${k.lin(
        [
          [0, '#f2d7a6'],
          [1, '#d08a4a'],
        ],
        0,
        0,
        1,
        1,
      )}"/><path d="M480 ${FLOOR - 80} q40 -60 100 -40" stroke="#2f7a8a" stroke-width="6" fill="none"/>`,
  },
  bookmarks: {
    bg: DESK_BG,
    dims: ['长 9 cm', '宽 3 cm'],
    draw: (k, v) =>
      `${v.level ? giftBox(k, 190, 420, 80, '#1f3a5a', '#d4a94d') : ''}${[0, 1, 2]
        .map(
          (i) =>
            `<g transform="translate(${300 + i * 90} ${FLOOR - 120 - (v.level ? 80 : 0)}) rotate(${-8 + i * 8})"><rect x="-30" y="-150" width="60" height="220" rx="6" fill="${k.lin(
              [
                [0, '#f6d98a'],
                [0.5, '#c9962a'],
                [1, '#f3d27a'],
              ],
              0,
              0,
              1,
              0,
            )}"/><circle cy="-110" r="18" fill="none" stroke="#8a6420" stroke-width="4"/><path d="M0 70 v60" stroke="#b8332a" stroke-width="4"/></g>`,
        )
        .join('')}`,
  },
  'book-silkroad': book('丝绸之路新史', '#8a1f22', '#e9cf8a'),
  'book-maritime': book('海上丝路图录', '#1f3a5a', '#e9cf8a'),
  'book-tea': book('中国茶经', '#2f5a3a', '#efe2c4'),
  'book-ecommerce': book('跨境电商运营', '#f2f0ea', '#c0392b'),
  'book-trade': book('国际贸易实务', '#e9e4da', '#1f3a5a'),
  'book-guide': book('一带一路国别指南', '#c0392b', '#fff4dc'),
}

function leather(kind: 'tote' | 'crossbody' | 'briefcase'): Art {
  return {
    bg: WEAR_BG,
    dims:
      kind === 'tote'
        ? ['宽 34 cm', '高 28 cm']
        : kind === 'crossbody'
          ? ['宽 22 cm', '高 16 cm']
          : ['宽 40 cm', '高 29 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#8a4a22'
      const fill = k.lin(
        [
          [0, lighten(c, 0.22)],
          [0.5, c],
          [1, darken(c, 0.3)],
        ],
        0,
        0,
        1,
        1,
      )
      const stitch = (d: string) =>
        `<path d="${d}" stroke="${lighten(c, 0.45)}" stroke-width="2" stroke-dasharray="6 5" fill="none"/>`
      if (kind === 'tote')
        return `<path d="M310 ${FLOOR - 380} Q310 ${FLOOR - 520} 400 ${FLOOR - 520} Q490 ${FLOOR - 520} 490 ${FLOOR - 380}" stroke="${darken(c, 0.2)}" stroke-width="20" fill="none"/><path d="M220 ${FLOOR - 380} H580 L610 ${FLOOR} H190Z" fill="${fill}"/>${stitch(`M232 ${FLOOR - 366} H568`)}`
      if (kind === 'crossbody')
        return `<path d="M250 ${FLOOR - 260} Q400 ${FLOOR - 640} 550 ${FLOOR - 260}" stroke="${darken(c, 0.2)}" stroke-width="12" fill="none"/><rect x="240" y="${FLOOR - 280}" width="320" height="280" rx="40" fill="${fill}"/><path d="M240 ${FLOOR - 240} Q240 ${FLOOR - 280} 280 ${FLOOR - 280} H520 Q560 ${FLOOR - 280} 560 ${FLOOR - 240} V${FLOOR - 120} H240Z" fill="${darken(c, 0.1)}"/><rect x="385" y="${FLOOR - 140}" width="30" height="36" rx="6" fill="#d4a94d"/>${stitch(`M256 ${FLOOR - 130} H544`)}`
      return `<path d="M340 ${FLOOR - 360} V${FLOOR - 420} H460 V${FLOOR - 360}" stroke="${darken(c, 0.3)}" stroke-width="18" fill="none"/>${k.box(190, FLOOR - 360, 420, 360, 60, c, `<rect x="190" y="${FLOOR - 290}" width="420" height="10" fill="${darken(c, 0.25)}"/><rect x="270" y="${FLOOR - 300}" width="40" height="30" rx="4" fill="#d4a94d"/><rect x="490" y="${FLOOR - 300}" width="40" height="30" rx="4" fill="#d4a94d"/>`)}`
    },
  }
}
