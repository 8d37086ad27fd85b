import { darken, type Kit, lighten } from './kit.ts'
import { type Art, FLOOR, garment, pile } from './parts.ts'
import { blueAndWhite } from './tea.ts'

const PORCELAIN_BG = '#c9d0d6'
const WHITE = '#f4f6fb'

/** A vase from its profile (unit radius 1 = 100 px) at three sizes. */
function vase(
  profile: [number, number][],
  glaze: string,
  blue: boolean,
  dims: [string, string],
  extra?: (k: Kit) => string,
): Art {
  return {
    bg: PORCELAIN_BG,
    dims,
    draw: (k, v) => {
      const s = 1.6 + v.level * 0.25
      const p = profile.map(([y, r]) => [FLOOR - y * s * 100, r * s * 100] as [number, number])
      const top = p[0]?.[0] ?? FLOOR - 300
      const pattern = blue ? blueAndWhite(k, 400 - 160 * s, top, 320 * s, FLOOR - top) : ''
      return `${k.lathe(400, p, glaze, { gloss: 0.85, pattern, open: true })}${extra ? extra(k) : ''}`
    },
  }
}

const meiping: [number, number][] = [
  [2.6, 0.28],
  [2.5, 0.3],
  [2.35, 0.55],
  [2.05, 0.78],
  [1.5, 0.7],
  [0.7, 0.48],
  [0.1, 0.42],
  [0, 0.4],
]
const baluster: [number, number][] = [
  [2.5, 0.36],
  [2.3, 0.3],
  [1.95, 0.4],
  [1.5, 0.72],
  [0.9, 0.76],
  [0.35, 0.55],
  [0, 0.45],
]
const gingerJar: [number, number][] = [
  [1.85, 0.42],
  [1.75, 0.62],
  [1.35, 0.86],
  [0.7, 0.8],
  [0.2, 0.55],
  [0, 0.5],
]

function frame(k: Kit, inner: string, w: number, h: number, wood = '#5a3822') {
  const x = 400 - w / 2
  const y = FLOOR - h - 10
  return `<rect x="${x - 24}" y="${y - 24}" width="${w + 48}" height="${h + 48}" rx="4" fill="${k.faceShade(wood, 0.25)}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f3ecdf"/><g clip-path="${k.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`)}">${inner}</g><path d="M${x - 24} ${FLOOR + 14} L${x + w + 24} ${FLOOR + 14}" stroke="${darken(wood, 0.3)}" stroke-width="6"/>`
}

function peony(x: number, y: number, r: number, c: string) {
  return `${Array.from({ length: 3 }, (_, ring) =>
    Array.from(
      { length: 7 },
      (_, i) =>
        `<ellipse cx="${x + Math.cos((i / 7) * 6.28 + ring) * r * (1 - ring * 0.3) * 0.55}" cy="${y + Math.sin((i / 7) * 6.28 + ring) * r * (1 - ring * 0.3) * 0.45}" rx="${r * (0.5 - ring * 0.1)}" ry="${r * (0.36 - ring * 0.07)}" fill="${lighten(c, ring * 0.18)}" opacity=".9"/>`,
    ).join(''),
  ).join('')}<circle cx="${x}" cy="${y}" r="${r * 0.14}" fill="#e8c35a"/>`
}

function lacquer(k: Kit, c: string) {
  return k.lin(
    [
      [0, lighten(c, 0.25)],
      [0.3, c],
      [0.5, lighten(c, 0.35)],
      [0.6, c],
      [1, darken(c, 0.4)],
    ],
    0,
    0,
    1,
    0,
  )
}

const LACQUER = { red: '#9e2a22', black: '#221a17' }
const lacquerColour = (c?: string) => (c === '#1c1a1a' ? LACQUER.black : LACQUER.red)

export const craftArt: Record<string, Art> = {
  'bw-vase': vase(baluster, WHITE, true, ['腹径 Ø 18 cm', '高 36 cm']),
  meiping: vase(meiping, WHITE, true, ['腹径 Ø 16 cm', '高 32 cm']),
  'ginger-jar': vase(gingerJar, WHITE, true, ['腹径 Ø 22 cm', '高 28 cm'], (k) =>
    k.lathe(
      400,
      [
        [FLOOR - 1.85 * 176 - 60, 18],
        [FLOOR - 1.85 * 176 - 50, 50],
        [FLOOR - 1.85 * 176 - 10, 74],
        [FLOOR - 1.85 * 176 + 4, 74],
      ],
      WHITE,
      { gloss: 0.8, pattern: blueAndWhite(k, 320, FLOOR - 400, 160, 60) },
    ),
  ),
  'celadon-vase': vase(meiping, '#9fbfa8', false, ['腹径 Ø 15 cm', '高 30 cm']),
  'bw-plate': {
    bg: PORCELAIN_BG,
    dims: ['直径 Ø 30 cm', '配木架'],
    draw: (k, v) => {
      const r = 200 + v.level * 20
      const stand = `<path d="M330 ${FLOOR} L400 ${FLOOR - 120} L470 ${FLOOR}" stroke="#4a2e1c" stroke-width="12" fill="none"/>`
      const plate = `<circle cx="400" cy="${FLOOR - r - 10}" r="${r}" fill="${k.rad(
        [
          [0, '#ffffff'],
          [0.8, WHITE],
          [1, '#c9d1de'],
        ],
        0.4,
        0.35,
        0.7,
      )}"/><circle cx="400" cy="${FLOOR - r - 10}" r="${r * 0.92}" fill="none" stroke="#23408e" stroke-width="6"/><circle cx="400" cy="${FLOOR - r - 10}" r="${r * 0.62}" fill="none" stroke="#23408e" stroke-width="4"/>${peony(400, FLOOR - r - 10, r * 0.4, '#2c4c9c')}${Array.from({ length: 12 }, (_, i) => `<path d="M${400 + Math.cos(i * 0.5236) * r * 0.7} ${FLOOR - r - 10 + Math.sin(i * 0.5236) * r * 0.7} q10 -14 20 0" stroke="#23408e" stroke-width="4" fill="none"/>`).join('')}`
      return `${plate}${stand}`
    },
  },
  guanyin: {
    bg: '#c9c3b8',
    dims: ['底宽 12 cm', '高 30 cm'],
    draw: (k, v) => {
      const s = 1 + v.level * 0.15
      const body = `M400 ${FLOOR - 420 * s} q40 0 44 48 q2 30 -14 48 q70 30 80 120 q20 140 60 ${212 * s - 48} H230 q40 ${-(212 * s - 120)} 60 -212 q10 -90 80 -120 q-16 -18 -14 -48 q4 -48 44 -48Z`
      return `<ellipse cx="400" cy="${FLOOR - 4}" rx="190" ry="22" fill="${k.faceShade('#e9e2d4', 0.2)}"/><path d="${body}" fill="${k.roundShade('#f5f1e8', 0.6)}"/><path d="M360 ${FLOOR - 240} q40 60 80 0 M330 ${FLOOR - 140} q70 70 140 0 M300 ${FLOOR - 60} q100 60 200 0" stroke="#cfc6b4" stroke-width="4" fill="none"/><circle cx="400" cy="${FLOOR - 380 * s}" r="30" fill="none" stroke="#e2d6bd" stroke-width="5"/>`
    },
  },
  'brush-washer': {
    bg: '#c6d0cb',
    dims: ['口径 Ø 13 cm', '高 3.5 cm'],
    draw: (k, v) =>
      k.lathe(
        400,
        [
          [FLOOR - 90 - v.level * 10, 220 + v.level * 20],
          [FLOOR - 60, 214],
          [FLOOR - 14, 180],
          [FLOOR, 150],
        ],
        '#a8c4c0',
        { open: true, gloss: 0.8 },
      ),
  },
  'embroidery-fan': {
    bg: '#d6c7bb',
    dims: ['扇面 Ø 26 cm', '全长 42 cm'],
    draw: (k) => {
      const silk = k.rad(
        [
          [0, '#fffaf2'],
          [1, '#ece3d3'],
        ],
        0.45,
        0.4,
        0.6,
      )
      return `<rect x="392" y="${FLOOR - 250}" width="16" height="250" rx="6" fill="${k.roundShade('#6a3f22', 0.5)}"/><path d="M400 ${FLOOR} v40" stroke="#b8332a" stroke-width="4"/><circle cx="400" cy="${FLOOR - 420}" r="210" fill="${k.roundShade('#6a3f22', 0.4)}"/><circle cx="400" cy="${FLOOR - 420}" r="198" fill="${silk}"/>${peony(380, FLOOR - 400, 70, '#d45a6a')}<path d="M300 ${FLOOR - 330} q40 -60 110 -70" stroke="#5d7a48" stroke-width="5" fill="none"/>${[0, 1, 2].map((i) => `<ellipse cx="${320 + i * 30}" cy="${FLOOR - 350 - i * 16}" rx="22" ry="9" fill="#6d8f52" transform="rotate(-30 ${320 + i * 30} ${FLOOR - 350 - i * 16})"/>`).join('')}<path d="M470 ${FLOOR - 500} q20 -10 30 6 q-16 4 -30 -6z" fill="#3a3a3a"/>`
    },
  },
  'embroidery-peony': {
    bg: '#d6c7bb',
    dims: ['画框 50 cm', '高 40 cm'],
    draw: (k, v) =>
      frame(
        k,
        `${peony(360, FLOOR - 200, 90, '#c93c5a')}${peony(470, FLOOR - 130, 60, '#e07a8a')}<path d="M300 ${FLOOR - 60} q60 -80 120 -100" stroke="#4d6b3c" stroke-width="6" fill="none"/>`,
        360 + v.level * 40,
        300 + v.level * 20,
      ),
  },
  'embroidery-panda': {
    bg: '#d6c7bb',
    dims: ['画框 50 cm', '高 40 cm'],
    draw: (k, v) => {
      const panda = `<ellipse cx="400" cy="${FLOOR - 120}" rx="90" ry="70" fill="#fafafa"/><circle cx="400" cy="${FLOOR - 210}" r="58" fill="#fafafa"/><circle cx="356" cy="${FLOOR - 258}" r="20" fill="#1d1d1d"/><circle cx="444" cy="${FLOOR - 258}" r="20" fill="#1d1d1d"/><ellipse cx="380" cy="${FLOOR - 214}" rx="14" ry="18" fill="#1d1d1d"/><ellipse cx="420" cy="${FLOOR - 214}" rx="14" ry="18" fill="#1d1d1d"/><ellipse cx="400" cy="${FLOOR - 190}" rx="8" ry="5" fill="#1d1d1d"/><ellipse cx="320" cy="${FLOOR - 110}" rx="26" ry="40" fill="#1d1d1d"/><ellipse cx="480" cy="${FLOOR - 110}" rx="26" ry="40" fill="#1d1d1d"/><path d="M500 ${FLOOR - 40} L540 ${FLOOR - 300}" stroke="#5d8a3c" stroke-width="10"/>${[0, 1, 2, 3].map((i) => `<ellipse cx="${560}" cy="${FLOOR - 250 + i * 50}" rx="40" ry="9" fill="#6d9a4a" transform="rotate(-25 560 ${FLOOR - 250 + i * 50})"/>`).join('')}`
      return frame(k, panda, 360 + v.level * 40, 300 + v.level * 20)
    },
  },
  'lacquer-tray': {
    bg: '#d1c1ae',
    dims: ['直径 Ø 30 cm', '高 6 cm'],
    draw: (k, v) => {
      const c = lacquerColour(v.colour)
      return `${k.lathe(
        400,
        [
          [FLOOR - 80, 260],
          [FLOOR - 50, 240],
          [FLOOR - 10, 180],
          [FLOOR, 170],
        ],
        c,
        { open: true, gloss: 0.9 },
      )}<ellipse cx="400" cy="${FLOOR - 84}" rx="170" ry="34" fill="${darken(c, 0.2)}"/>${pile(k, 400, FLOOR - 96, 200, 'ball', '#e7a13a', 9)}<ellipse cx="400" cy="${FLOOR - 80}" rx="250" ry="60" fill="none" stroke="#d4a94d" stroke-width="3"/>`
    },
  },
  'wood-pen-holder': {
    bg: '#d1c1ae',
    dims: ['直径 Ø 10 cm', '高 15 cm'],
    draw: (k) => {
      const carving = Array.from(
        { length: 5 },
        (_, i) =>
          `<path d="M260 ${FLOOR - 300 + i * 60} q40 -30 80 0 t80 0 t80 0 t80 0" stroke="#6a4122" stroke-width="6" fill="none" opacity=".6"/>`,
      ).join('')
      const brushes = [330, 380, 430]
        .map(
          (x, i) =>
            `<path d="M${x} ${FLOOR - 340} L${x - 30 + i * 30} ${FLOOR - 520}" stroke="${i === 1 ? '#3a2a1a' : '#8a5a30'}" stroke-width="12" stroke-linecap="round"/>`,
        )
        .join('')
      return `${brushes}${k.lathe(
        400,
        [
          [FLOOR - 360, 130],
          [FLOOR - 10, 130],
          [FLOOR, 124],
        ],
        '#b07a46',
        { open: true, gloss: 0.35, pattern: carving },
      )}`
    },
  },
  'lacquer-box': {
    bg: '#d1c1ae',
    dims: ['长 20 cm', '高 12 cm'],
    draw: (k, v) => {
      const c = lacquerColour(v.colour)
      const gold = `<rect x="260" y="${FLOOR - 170}" width="220" height="4" fill="#d4a94d"/><circle cx="370" cy="${FLOOR - 100}" r="30" fill="none" stroke="#d4a94d" stroke-width="3"/>${peony(370, FLOOR - 100, 20, '#d4a94d')}`
      return (
        `${k.box(240, FLOOR - 200, 260, 200, 160, c, gold)}<path d="M240 ${FLOOR - 200} h260" stroke="#d4a94d" stroke-width="3"/><rect x="${240}" y="${FLOOR - 204}" width="260" height="6" fill="${darken(c, 0.35)}"/>` +
        `<path d="M240 ${FLOOR - 200} v200 h260 v-200z" fill="${lacquer(k, c)}" opacity=".35"/>`
      )
    },
  },
  'silk-scarf': {
    bg: '#d8c9cf',
    dims: ['长 180 cm', '宽 90 cm'],
    focus: [400, 330],
    draw: (k, v) => {
      const c = v.colour ?? '#b4475a'
      const panel = (x: number, w: number, len: number, tone: number) => {
        const d = `M${x} 200 H${x + w} Q${x + w + 8} ${200 + len * 0.6} ${x + w - 6} ${200 + len} Q${x + w * 0.5} ${200 + len + 22} ${x + 4} ${200 + len - 4} Q${x - 10} ${200 + len * 0.5} ${x} 200Z`
        const fill = k.lin(
          [
            [0, darken(c, 0.25 + tone)],
            [0.25, lighten(c, 0.28)],
            [0.5, c],
            [0.75, lighten(c, 0.15)],
            [1, darken(c, 0.3 + tone)],
          ],
          0,
          0,
          1,
          0,
        )
        const fringe = Array.from(
          { length: Math.floor(w / 8) },
          (_, i) =>
            `<path d="M${x + 6 + i * 8} ${200 + len + (i % 3) * 3} v16" stroke="${c}" stroke-width="2"/>`,
        ).join('')
        const print = `<g clip-path="${k.clip(`<path d="${d}"/>`)}" opacity=".4">${Array.from({ length: 8 }, (_, i) => `<path d="M${x} ${240 + i * 48} q${w / 4} -16 ${w / 2} 0 t${w / 2} 0" stroke="${lighten(c, 0.6)}" stroke-width="3" fill="none"/>`).join('')}</g>`
        return `<path d="${d}" fill="${fill}"/>${print}${fringe}`
      }
      const rod = `<rect x="200" y="186" width="400" height="18" rx="9" fill="${k.roundShade('#8a5a36', 0.5)}"/><circle cx="200" cy="195" r="14" fill="#6a4122"/><circle cx="600" cy="195" r="14" fill="#6a4122"/>`
      return `${rod}${panel(300, 120, 420, 0.1)}${panel(390, 130, 380, 0)}${k.gleam('M330 230 Q340 420 330 600', 8, 0.4)}`
    },
  },
  'silk-square': {
    bg: '#d8c9cf',
    dims: ['53 cm', '53 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#2f4f6a'
      const sq = `<g transform="translate(400 ${FLOOR - 150}) rotate(-8) skewX(-14)"><rect x="-200" y="-130" width="400" height="260" fill="${k.faceShade(c, 0.15)}"/><rect x="-180" y="-110" width="360" height="220" fill="none" stroke="${lighten(c, 0.55)}" stroke-width="6"/>${peony(-60, 0, 50, lighten(c, 0.5))}${peony(80, 20, 40, '#e8c35a')}</g>`
      return `${sq}${k.gleam(`M230 ${FLOOR - 250} Q400 ${FLOOR - 300} 580 ${FLOOR - 270}`, 10, 0.5)}`
    },
  },
  'silk-pyjamas': garmentArt('pyjama', '#d9c7a3', '#8a6d3c', ['衣长 68 cm', '裤长 98 cm']),
  'silk-slip': garmentArt('slip', '#b8324a', '#e3c27a', ['胸围 88 cm', '裙长 110 cm']),
  'silk-eyemask': {
    bg: '#d8c9cf',
    dims: ['宽 20 cm', '高 9 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#d9c7a3'
      const box = `<rect x="180" y="${FLOOR - 60}" width="440" height="60" rx="6" fill="${k.faceShade('#3b2a2a', 0.2)}"/><path d="M180 ${FLOOR - 60} l40 -50 h360 l-40 50z" fill="#523a3a"/>`
      const mask = `<path d="M240 ${FLOOR - 170} Q400 ${FLOOR - 240} 560 ${FLOOR - 170} Q590 ${FLOOR - 90} 500 ${FLOOR - 80} Q440 ${FLOOR - 80} 400 ${FLOOR - 110} Q360 ${FLOOR - 80} 300 ${FLOOR - 80} Q210 ${FLOOR - 90} 240 ${FLOOR - 170}Z" fill="${k.lin(
        [
          [0, lighten(c, 0.3)],
          [1, darken(c, 0.2)],
        ],
        0,
        0,
        1,
        1,
      )}"/>`
      return `${box}<g transform="translate(0 -30)">${mask}${k.gleam(`M270 ${FLOOR - 175} Q400 ${FLOOR - 225} 530 ${FLOOR - 175}`, 8, 0.6)}<path d="M240 ${FLOOR - 150} Q140 ${FLOOR - 120} 200 ${FLOOR - 70}" stroke="${c}" stroke-width="10" fill="none"/></g>`
    },
  },
  qipao: garmentArt('qipao', '#23375e', '#c9a45c', ['胸围 86 cm', '衣长 118 cm']),
  'tang-jacket': garmentArt('tang', '#1f2f4f', '#c9a45c', ['胸围 108 cm', '衣长 70 cm']),
  'linen-suit': garmentArt('jacket', '#e8e0cf', '#8a6d3c', ['胸围 112 cm', '衣长 72 cm']),
  'mamian-skirt': garmentArt('skirt', '#9e2a22', '#d4a94d', ['腰围 66–80 cm', '裙长 90 cm']),
}

function garmentArt(
  kind: Parameters<typeof garment>[1],
  c: string,
  accent: string,
  dims: [string, string],
): Art {
  return {
    bg: '#d8cfc8',
    dims,
    focus: [400, 300],
    draw: (k, v) => garment(k, kind, v.colour ?? c, accent, v.label),
  }
}
