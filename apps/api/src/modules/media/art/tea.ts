import { darken, type Kit, lighten, mix } from './kit.ts'
import { type Art, dish, FLOOR, giftBox, label, pile, pouch, type Variant } from './parts.ts'

const BG = '#d9c7ab'

/** A pu'er cake in its cotton-paper wrapper, lying slightly tilted, red print in the middle. */
function teaCake(k: Kit, cx: number, y: number, r: number, paper = '#f1e8d6') {
  const th = r * 0.16
  const top = `<ellipse cx="${cx}" cy="${y}" rx="${r}" ry="${r * 0.42}" fill="${k.rad(
    [
      [0, lighten(paper, 0.4)],
      [0.8, paper],
      [1, darken(paper, 0.1)],
    ],
    0.45,
    0.4,
    0.6,
  )}"/>`
  const side = `<path d="M${cx - r} ${y} A${r} ${r * 0.42} 0 0 0 ${cx + r} ${y} V${y + th} A${r} ${r * 0.42} 0 0 1 ${cx - r} ${y + th}Z" fill="${k.roundShade(darken(paper, 0.08), 0.3)}"/>`
  const pleats = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2
    return `<path d="M${cx} ${y} L${cx + Math.cos(a) * r * 0.3} ${y + Math.sin(a) * r * 0.13}" stroke="${darken(paper, 0.2)}" stroke-width="1.5"/>`
  }).join('')
  const print = `<ellipse cx="${cx}" cy="${y}" rx="${r * 0.62}" ry="${r * 0.26}" fill="none" stroke="#b8332a" stroke-width="4"/><ellipse cx="${cx}" cy="${y}" rx="${r * 0.56}" ry="${r * 0.23}" fill="none" stroke="#b8332a" stroke-width="1.5" stroke-dasharray="3 4"/>`
  const words = `<g transform="translate(${cx} ${y}) scale(1 .45)">${k.text(-r * 0.36, r * 0.12, '普', r * 0.28, '#b8332a', { serif: true, weight: 700 })}${k.text(r * 0.36, r * 0.12, '洱', r * 0.28, '#b8332a', { serif: true, weight: 700 })}</g>`
  const stamp = `<rect x="${cx + r * 0.5}" y="${y + r * 0.06}" width="${r * 0.14}" height="${r * 0.1}" fill="#c2372d" transform="rotate(-8 ${cx} ${y})"/>`
  return `${side}${top}${print}${pleats}<circle cx="${cx}" cy="${y}" r="${r * 0.04}" fill="${darken(paper, 0.3)}"/>${words}${stamp}`
}

function teaBrick(k: Kit, x: number, w: number, h: number) {
  const front = `<path d="M${x + 12} ${FLOOR - h + 10} h${w - 24}" stroke="#b8332a" stroke-width="3"/>${k.text(x + w / 2, FLOOR - h * 0.38, '普洱茶砖', h * 0.34, '#b8332a', { serif: true, weight: 700 })}`
  return k.box(x, FLOOR - h, w, h, w * 0.55, '#ece1cc', front)
}

/** The pack a tea comes in by level: 0 tin, 1 pouch, 2 gift box. */
function teaPack(k: Kit, v: Variant, c: string, title: string, leaf: string) {
  if (v.level === 1) return pouch(k, 400, 230, 330, mix('#d2b48a', c, 0.35), leaf, title)
  if (v.level >= 2) return `${giftBox(k, 250, 300, 230, c, '#d7b36a', title)}`
  const tin = k.lathe(
    400,
    [
      [FLOOR - 300, 100],
      [FLOOR - 296, 104],
      [FLOOR - 6, 104],
      [FLOOR, 100],
    ],
    c,
    { gloss: 0.7 },
  )
  const lid = k.lathe(
    400,
    [
      [FLOOR - 330, 106],
      [FLOOR - 300, 108],
    ],
    darken(c, 0.15),
    { gloss: 0.8, lid: lighten(c, 0.2) },
  )
  return `${tin}${lid}${label(k, 400, FLOOR - 230, 150, 130, '#f5ecd8', darken(c, 0.5), title)}`
}

function looseTea(
  title: string,
  tinColour: string,
  leafColour: string,
  leaf: 'needle' | 'curl' | 'leaf',
): Art {
  return {
    bg: BG,
    dims: ['罐径 Ø 10 cm', '高 15 cm'],
    focus: [520, 600],
    draw: (k, v) =>
      `<g transform="translate(-60 0)">${teaPack(k, v, v.colour ?? tinColour, title, leafColour)}</g>${dish(k, 540, FLOOR + 14, 110)}${pile(k, 540, FLOOR - 2, 150, leaf, leafColour, 34)}`,
  }
}

function teapot(
  k: Kit,
  cx: number,
  scale: number,
  clay: string,
  shape: 'xishi' | 'shipiao' | 'fanggu' | 'porcelain',
  pattern = '',
) {
  const s = scale
  const base = FLOOR
  const profile: [number, number][] =
    shape === 'shipiao'
      ? [
          [base - 150 * s, 50 * s],
          [base - 100 * s, 95 * s],
          [base - 30 * s, 140 * s],
          [base, 130 * s],
        ]
      : shape === 'fanggu'
        ? [
            [base - 130 * s, 70 * s],
            [base - 105 * s, 120 * s],
            [base - 40 * s, 138 * s],
            [base, 110 * s],
          ]
        : [
            [base - 160 * s, 62 * s],
            [base - 120 * s, 118 * s],
            [base - 50 * s, 132 * s],
            [base - 6 * s, 96 * s],
            [base, 88 * s],
          ]
  const top = profile[0]?.[0] ?? base - 150 * s
  const body = k.lathe(cx, profile, clay, {
    gloss: shape === 'porcelain' ? 0.8 : 0.45,
    pattern,
    lid: darken(clay, 0.1),
  })
  const spout = `<path d="M${cx + 110 * s} ${base - 70 * s} Q${cx + 170 * s} ${base - 90 * s} ${cx + 190 * s} ${base - 150 * s} L${cx + 204 * s} ${base - 146 * s} Q${cx + 190 * s} ${base - 70 * s} ${cx + 120 * s} ${base - 30 * s}Z" fill="${k.faceShade(clay, 0.2)}"/>`
  const handle = `<path d="M${cx - 112 * s} ${base - 120 * s} Q${cx - 210 * s} ${base - 120 * s} ${cx - 190 * s} ${base - 60 * s} Q${cx - 170 * s} ${base - 20 * s} ${cx - 115 * s} ${base - 35 * s}" stroke="${darken(clay, 0.15)}" stroke-width="${18 * s}" fill="none" stroke-linecap="round"/>`
  const lid = k.lathe(
    cx,
    [
      [top - 28 * s, 12 * s],
      [top - 22 * s, 20 * s],
      [top - 14 * s, 10 * s],
      [top - 6 * s, 58 * s],
      [top, 62 * s],
    ],
    darken(clay, 0.05),
    { gloss: 0.5 },
  )
  return `${handle}${spout}${body}${lid}`
}

function cup(k: Kit, cx: number, s: number, glaze: string, pattern = '') {
  return k.lathe(
    cx,
    [
      [FLOOR - 62 * s, 44 * s],
      [FLOOR - 30 * s, 40 * s],
      [FLOOR - 8 * s, 24 * s],
      [FLOOR, 20 * s],
    ],
    glaze,
    { open: true, gloss: 0.8, pattern },
  )
}

/** Cobalt scrolls of blue-and-white porcelain, to be clipped to a body. */
export function blueAndWhite(_k: Kit, x0: number, y0: number, w: number, h: number, ink = '#23408e') {
  const rows = Math.max(2, Math.round(h / 70))
  const out: string[] = []
  for (let i = 0; i < rows; i++) {
    const y = y0 + ((i + 0.5) * h) / rows
    out.push(
      `<path d="M${x0} ${y} ${Array.from({ length: Math.ceil(w / 60) + 1 }, (_, j) => `q30 ${j % 2 ? 18 : -18} 60 0`).join(' ')}" stroke="${ink}" stroke-width="5" fill="none"/>`,
    )
    for (let j = 0; j < w / 90; j++) {
      const fx = x0 + 45 + j * 90 + (i % 2) * 45
      out.push(
        `<g transform="translate(${fx} ${y - 4})">${[0, 72, 144, 216, 288].map((r) => `<ellipse rx="10" ry="5" cx="9" transform="rotate(${r})" fill="${ink}" opacity=".85"/>`).join('')}<circle r="4" fill="#f4f6fb"/></g>`,
      )
    }
  }
  out.push(
    `<rect x="${x0}" y="${y0}" width="${w}" height="5" fill="${ink}"/><rect x="${x0}" y="${y0 + h - 5}" width="${w}" height="5" fill="${ink}"/>`,
  )
  return out.join('')
}

const crackle = (k: Kit, x0: number, y0: number, w: number, h: number) =>
  Array.from({ length: 40 }, (_, i) => {
    const x = x0 + k.rand(i * 2) * w
    const y = y0 + k.rand(i * 2 + 1) * h
    return `<path d="M${x} ${y} l${(k.rand(i * 5) - 0.5) * 40} ${(k.rand(i * 7) - 0.5) * 30} l${(k.rand(i * 9) - 0.5) * 30} ${(k.rand(i * 3) - 0.5) * 30}" stroke="#6f7f73" stroke-width="1" fill="none" opacity=".45"/>`
  }).join('')

const BLUE_WHITE = '#f4f6fb'
const isBlueWhite = (c?: string) => !c || c === '#f3f5fa'

function teaSet(glazeDefault: string, style: 'bw' | 'ru' | 'white'): Art {
  return {
    bg: '#cdd3d6',
    dims: ['托盘 40 cm', '壶高 13 cm'],
    focus: [400, 560],
    draw: (k, v) => {
      const glaze = v.colour ?? glazeDefault
      const bw = style === 'bw' && isBlueWhite(v.colour)
      const pat = (x: number, y: number, w: number, h: number) =>
        bw ? blueAndWhite(k, x, y, w, h) : style === 'ru' ? crackle(k, x, y, w, h) : ''
      const cups = v.level === 1 ? 6 : v.level === 2 ? 3 : 4
      const tray = `<path d="M160 ${FLOOR - 10} L220 ${FLOOR - 70} H640 L680 ${FLOOR - 10}Z" fill="${k.faceShade('#8a5a36', 0.15)}"/><rect x="160" y="${FLOOR - 10}" width="520" height="22" fill="${darken('#8a5a36', 0.25)}"/>`
      const pot =
        v.level === 2
          ? gaiwanShape(k, 300, 0.9, bw ? BLUE_WHITE : glaze, bw)
          : teapot(k, 300, 0.62, bw ? BLUE_WHITE : glaze, 'porcelain', pat(200, FLOOR - 110, 200, 100))
      const list = Array.from({ length: cups }, (_, i) => {
        const row = i % 2
        return `<g transform="translate(0 ${row ? -4 : 6})">${cup(k, 450 + Math.floor(i / 2) * 60 + row * 30 + (cups === 3 ? i * 10 : 0), 0.7, bw ? BLUE_WHITE : glaze, pat(400, FLOOR - 50, 300, 40))}</g>`
      }).join('')
      return `<g transform="translate(0 -20)">${tray}</g><g transform="translate(0 -34)">${pot}${list}</g>`
    },
  }
}

function gaiwanShape(k: Kit, cx: number, s: number, glaze: string, bw: boolean) {
  const saucer = `<ellipse cx="${cx}" cy="${FLOOR - 4}" rx="${90 * s}" ry="${22 * s}" fill="${k.faceShade(glaze, 0.15)}"/>`
  const bowl = k.lathe(
    cx,
    [
      [FLOOR - 90 * s, 70 * s],
      [FLOOR - 40 * s, 56 * s],
      [FLOOR - 12 * s, 30 * s],
      [FLOOR - 6 * s, 26 * s],
    ],
    glaze,
    { gloss: 0.8, pattern: bw ? blueAndWhite(k, cx - 80 * s, FLOOR - 88 * s, 160 * s, 60 * s) : '' },
  )
  const lid = k.lathe(
    cx,
    [
      [FLOOR - 132 * s, 14 * s],
      [FLOOR - 122 * s, 18 * s],
      [FLOOR - 112 * s, 48 * s],
      [FLOOR - 92 * s, 66 * s],
    ],
    glaze,
    { gloss: 0.8, pattern: bw ? blueAndWhite(k, cx - 66 * s, FLOOR - 118 * s, 132 * s, 26 * s) : '' },
  )
  return `${saucer}${bowl}${lid}`
}

const clay = { purple: '#6e3b2c', red: '#a54a2d', duan: '#c5a06a' }

function zisha(shape: 'xishi' | 'shipiao' | 'fanggu', c: string): Art {
  return {
    bg: '#d6c3a6',
    dims: ['宽 17 cm', '高 10 cm'],
    focus: [400, 520],
    draw: (k, v) => teapot(k, 400, 1 + v.level * 0.08, c, shape),
  }
}

export const teaArt: Record<string, Art> = {
  'puer-cake': {
    bg: BG,
    dims: ['直径 Ø 20 cm', '厚 2.5 cm'],
    focus: [400, 560],
    draw: (k, v) => {
      // The year (a label) is stamped beside the cake, brick or box.
      const year = v.label
        ? k.text(590, FLOOR - 220, v.label, 34, '#b8332a', { weight: 700, serif: true })
        : ''
      if (v.level === 1)
        return `${teaBrick(k, 220, 300, 130)}${pile(k, 590, FLOOR + 4, 90, 'leaf', '#4a3320', 14)}${year}`
      if (v.level >= 2)
        return `${giftBox(k, 200, 280, 210, '#7b2a22', '#d8b46a', '普洱')}${teaCake(k, 540, FLOOR - 26, 110)}${year}`
      const bamboo = `<rect x="210" y="${FLOOR - 120}" width="380" height="110" rx="20" fill="${k.faceShade('#c9a96e', 0.2)}"/>${Array.from({ length: 10 }, (_, i) => `<path d="M${226 + i * 38} ${FLOOR - 116} v102" stroke="#a8874e" stroke-width="2"/>`).join('')}`
      return `${bamboo}${teaCake(k, 410, FLOOR - 88, 190)}${pile(k, 600, FLOOR + 8, 90, 'leaf', '#4a3320', 10)}${year}`
    },
  },
  'puer-citrus': {
    bg: '#cfc7a2',
    dims: ['单颗 Ø 4 cm', '罐高 12 cm'],
    draw: (k, v) => {
      const ball = (x: number, y: number, r: number) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${k.rad(
          [
            [0, '#7b8d4c'],
            [0.6, '#3f4d26'],
            [1, '#253018'],
          ],
          0.35,
          0.3,
          0.7,
        )}"/>${Array.from({ length: 12 }, (_, i) => `<circle cx="${x + (k.rand(i + x) - 0.5) * r * 1.4}" cy="${y + (k.rand(i + y) - 0.5) * r * 1.4}" r="1.6" fill="#1c2412" opacity=".6"/>`).join('')}<path d="M${x - 6} ${y - r + 2} q6 -8 12 0" stroke="#2d3a1a" stroke-width="3" fill="none"/>`
      const pack =
        v.level === 0
          ? ''
          : `<g transform="translate(-150 0) scale(.8) translate(100 160)">${teaPack(k, v, '#3d5a2a', '柑普', '#3f4d26')}</g>`
      return `${pack}${dish(k, 430, FLOOR + 6, 170, '#efe9dc')}${[
        [330, 590, 46],
        [420, 600, 50],
        [510, 590, 46],
        [370, 548, 44],
        [465, 552, 46],
      ]
        .map(([x, y, r]) => ball(x as number, y as number, r as number))
        .join('')}`
    },
  },
  'puer-loose': looseTea('冰岛', '#5b3a2a', '#3b2a1c', 'needle'),
  'green-tea': looseTea('龙井', '#6f8f4e', '#7e9a4a', 'needle'),
  biluochun: looseTea('碧螺春', '#4f7d5a', '#6f8d45', 'curl'),
  maofeng: looseTea('毛峰', '#76905a', '#8ba35c', 'needle'),
  'white-tea': looseTea('白茶', '#9bb08a', '#b7c79a', 'needle'),
  'oolong-tea': looseTea('铁观音', '#2f6b55', '#3d5a2a', 'curl'),
  yancha: looseTea('大红袍', '#7a3327', '#4a2c1c', 'needle'),
  'black-tea': looseTea('红茶', '#8c2f25', '#3a2418', 'needle'),
  'ceylon-tea': looseTea('CEYLON', '#1f4f7a', '#3a2418', 'curl'),
  'zisha-xishi': zisha('xishi', clay.purple),
  'zisha-shipiao': zisha('shipiao', clay.red),
  'zisha-fanggu': zisha('fanggu', clay.duan),
  'zisha-set': {
    bg: '#d6c3a6',
    dims: ['托盘 42 cm', '壶高 10 cm'],
    draw: (k) => {
      const tray = `<path d="M170 ${FLOOR - 24} L230 ${FLOOR - 84} H640 L680 ${FLOOR - 24}Z" fill="${k.faceShade('#5d3b24', 0.2)}"/><rect x="170" y="${FLOOR - 24}" width="510" height="22" fill="#3f2818"/>`
      const cups = Array.from(
        { length: 6 },
        (_, i) =>
          `<g transform="translate(0 ${i % 2 ? -44 : -26})">${cup(k, 450 + Math.floor(i / 2) * 62 + (i % 2) * 30, 0.62, clay.purple)}</g>`,
      ).join('')
      return `${tray}<g transform="translate(0 -46)">${teapot(k, 310, 0.65, clay.purple, 'xishi')}</g>${cups}`
    },
  },
  'tea-set-bw': teaSet('#f3f5fa', 'bw'),
  'tea-set-ru': teaSet('#a9c2b4', 'ru'),
  'tea-set-white': teaSet('#f7f4ec', 'white'),
  gaiwan: {
    bg: '#cdd3d6',
    dims: ['口径 Ø 10 cm', '高 9 cm'],
    draw: (k, v) => {
      const bw = isBlueWhite(v.colour)
      const glaze = v.colour && !bw ? v.colour : BLUE_WHITE
      if (!v.level) return gaiwanShape(k, 400, 1.7, glaze, bw)
      // The set: the gaiwan with four cups in front of it.
      const cups = [0, 1, 2, 3]
        .map(
          (i) =>
            `<g transform="translate(0 ${i % 2 ? 0 : 40})">${cup(k, 300 + i * 80, 0.9, glaze, bw ? blueAndWhite(k, 240 + i * 80, FLOOR - 60, 120, 50) : '')}</g>`,
        )
        .join('')
      return `<g transform="translate(0 -24)">${gaiwanShape(k, 420, 1.4, glaze, bw)}</g>${cups}`
    },
  },
  jianzhan: {
    bg: '#c9bfb2',
    dims: ['口径 Ø 12 cm', '高 6.5 cm'],
    draw: (k) => {
      const hare = Array.from(
        { length: 40 },
        (_, i) =>
          `<path d="M${260 + i * 7} ${FLOOR - 150} q${k.rand(i) * 6} 60 ${(k.rand(i + 9) - 0.5) * 10} 110" stroke="#b9874c" stroke-width="1.5" opacity=".55" fill="none"/>`,
      ).join('')
      return k.lathe(
        400,
        [
          [FLOOR - 150, 150],
          [FLOOR - 90, 130],
          [FLOOR - 30, 70],
          [FLOOR - 4, 48],
          [FLOOR, 46],
        ],
        '#2b1a12',
        { open: true, gloss: 0.9, pattern: hare },
      )
    },
  },
  'travel-tea-set': {
    bg: '#d1cdc2',
    dims: ['收纳包 18 cm', '高 12 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#e8e1d2'
      const bag = `<path d="M470 ${FLOOR} Q460 ${FLOOR - 130} 540 ${FLOOR - 150} Q620 ${FLOOR - 130} 610 ${FLOOR}Z" fill="${k.roundShade('#8a7b68', 0.3)}"/><path d="M505 ${FLOOR - 140} q35 -30 70 0" stroke="#5a4d3f" stroke-width="4" fill="none"/>`
      return `${bag}${teapot(k, 320, 0.6, c, 'porcelain')}${cup(k, 420, 0.75, c)}<g transform="translate(0 10)">${cup(k, 486, 0.75, c)}</g>`
    },
  },
}
