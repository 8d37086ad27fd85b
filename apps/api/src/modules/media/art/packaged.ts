import { darken, type Kit, lighten } from './kit.ts'
import {
  type Art,
  bottle,
  dish,
  FLOOR,
  giftBox,
  label,
  type PileKind,
  pile,
  pouch,
  type Variant,
} from './parts.ts'

/** A glass or tin jar with a lid, its contents visible when glass. */
function jar(
  k: Kit,
  cx: number,
  w: number,
  h: number,
  body: string,
  lid: string,
  contents?: string,
  title?: string,
  labelColour = '#f6efe2',
) {
  const r = w / 2
  const glass = contents
    ? k.lathe(
        cx,
        [
          [FLOOR - h, r * 0.92],
          [FLOOR - h + 10, r],
          [FLOOR - 4, r],
          [FLOOR, r * 0.95],
        ],
        contents,
        { gloss: 0.9 },
      )
    : k.lathe(
        cx,
        [
          [FLOOR - h, r * 0.96],
          [FLOOR - 4, r],
          [FLOOR, r * 0.96],
        ],
        body,
        { gloss: 0.6 },
      )
  const cap = k.lathe(
    cx,
    [
      [FLOOR - h - 34, r * 0.98],
      [FLOOR - h - 4, r * 1.02],
    ],
    lid,
    { gloss: 0.7, lid: lighten(lid, 0.25) },
  )
  return `${glass}${cap}${label(k, cx, FLOOR - h * 0.62, w * 0.82, h * 0.36, labelColour, darken(body, 0.55), title)}`
}

/** A pack (by level: pouch, jar, gift box) with some of what is inside heaped in front. */
function snack(
  title: string,
  packColour: string,
  item: PileKind,
  itemColour: string,
  dims: [string, string] = ['袋宽 16 cm', '高 24 cm'],
): Art {
  return {
    bg: '#d9cbb4',
    dims,
    draw: (k, v) => {
      const pack =
        v.level === 1
          ? jar(k, 340, 200, 250, packColour, darken(packColour, 0.2), itemColour, title)
          : v.level >= 2
            ? giftBox(k, 200, 270, 220, packColour, '#e0bf78', title)
            : pouch(k, 340, 220, 320, packColour, itemColour, title)
      return `${pack}${dish(k, 540, FLOOR + 10, 110)}${pile(k, 540, FLOOR - 6, 150, item, itemColour, 24)}`
    },
  }
}

function boxed(
  title: string,
  c: string,
  band: string,
  front: (k: Kit, v: Variant) => string,
  dims: [string, string],
): Art {
  return {
    bg: '#d9cbb4',
    dims,
    draw: (k, v) =>
      `${v.level >= 1 ? `<g transform="translate(-70 -30)">${giftBox(k, 260, 260, 180, c, band, title)}</g>` : ''}${giftBox(k, 230 + (v.level >= 1 ? 60 : 0), 280, 200, c, band, title)}${front(k, v)}`,
  }
}

function wine(kind: 'wine' | 'sparkling', glass: string, labelColour: string, title: string): Art {
  return {
    bg: '#cdbfb4',
    dims: ['瓶径 Ø 7.5 cm', '高 30 cm'],
    focus: [400, 420],
    draw: (k, v) => {
      const one = (x: number, s = 1) => bottle(k, x, 460 * s, glass, kind, labelColour, title)
      if (v.level >= 2) {
        const crate = k.box(
          170,
          FLOOR - 150,
          420,
          150,
          140,
          '#b58a5a',
          `${k.text(380, FLOOR - 60, title, 44, '#5a3a1e', { serif: true, weight: 700 })}`,
        )
        return `<g transform="translate(0 -170)">${[0, 1, 2].map((i) => one(250 + i * 110, 0.7)).join('')}</g>${crate}`
      }
      if (v.level === 1) return `${giftBox(k, 420, 200, 300, '#2b2320', '#c9a45c', '礼')}${one(300)}`
      return `${one(340)}${wineGlass(k, 520)}`
    },
  }
}

function wineGlass(k: Kit, cx: number) {
  const bowl = k.lathe(
    cx,
    [
      [FLOOR - 260, 62],
      [FLOOR - 200, 66],
      [FLOOR - 160, 40],
      [FLOOR - 150, 8],
    ],
    '#e9eef2',
    { open: true, gloss: 1 },
  )
  const wineFill = `<path d="M${cx - 64} ${FLOOR - 215} Q${cx} ${FLOOR - 205} ${cx + 64} ${FLOOR - 215} Q${cx + 60} ${FLOOR - 170} ${cx} ${FLOOR - 152} Q${cx - 60} ${FLOOR - 170} ${cx - 64} ${FLOOR - 215}Z" fill="${k.lin(
    [
      [0, '#7a1020'],
      [1, '#3a0610'],
    ],
    0,
    0,
    0,
    1,
  )}" opacity=".92"/>`
  return `<path d="M${cx} ${FLOOR - 150} V${FLOOR - 8}" stroke="#dfe6ea" stroke-width="6"/><ellipse cx="${cx}" cy="${FLOOR - 4}" rx="50" ry="10" fill="#dfe6ea"/>${bowl}${wineFill}`
}

function cosmetic(
  kind: 'dropper' | 'pump' | 'perfume',
  glass: string,
  labelColour: string,
  title: string,
  dims: [string, string],
): Art {
  return {
    bg: '#dcd0cf',
    dims,
    draw: (k, v) => {
      const h = 300 + v.level * 60
      return `${giftBox(k, 420, 170, 230, lighten(labelColour, 0.1), darken(glass, 0.2), title)}${bottle(k, 330, h, glass, kind, labelColour, title)}`
    },
  }
}

function creamJar(title: string, c: string, lid: string, cream = '#fbf6ee'): Art {
  return {
    bg: '#dcd0cf',
    dims: ['直径 Ø 7 cm', '高 5 cm'],
    draw: (k, v) => {
      const w = 220 + v.level * 30
      const open = `<g transform="translate(520 0)">${k.lathe(
        0,
        [
          [FLOOR - 60, 90],
          [FLOOR, 90],
        ],
        lid,
        { gloss: 0.7, lid: lighten(lid, 0.2) },
      )}</g>`
      const base = k.lathe(
        330,
        [
          [FLOOR - w * 0.55, w / 2],
          [FLOOR - 6, w / 2],
          [FLOOR, w / 2 - 4],
        ],
        c,
        { gloss: 0.8, open: true },
      )
      const swirl = `<ellipse cx="330" cy="${FLOOR - w * 0.55}" rx="${w / 2 - 10}" ry="${w * 0.1}" fill="${cream}"/><path d="M${330 - w / 5} ${FLOOR - w * 0.55} q${w / 5} -26 ${w / 2.5} 0" stroke="#e9dfcf" stroke-width="6" fill="none"/>`
      return `${base}${swirl}${open}${label(k, 330, FLOOR - w * 0.36, w * 0.8, w * 0.2, lighten(c, 0.3), darken(c, 0.6), title)}`
    },
  }
}

function can(title: string, c: string, band: string, dims: [string, string]): Art {
  return {
    bg: '#d7d6cb',
    dims,
    draw: (k, v) => {
      const stage = Math.max(0, Number(v.label ?? 1) - 1)
      const tone = [band, darken(band, 0.15), lighten(band, 0.05)][stage % 3] ?? band
      const tin = k.lathe(
        400,
        [
          [FLOOR - 340, 130],
          [FLOOR - 330, 134],
          [FLOOR - 6, 134],
          [FLOOR, 130],
        ],
        c,
        { gloss: 0.6 },
      )
      const lid = k.lathe(
        400,
        [
          [FLOOR - 372, 132],
          [FLOOR - 336, 136],
        ],
        tone,
        { gloss: 0.7, lid: lighten(tone, 0.3) },
      )
      const stageMark = `<circle cx="470" cy="${FLOOR - 90}" r="32" fill="${tone}"/>${k.text(470, FLOOR - 78, `${stage + 1}`, 36, '#fff', { weight: 800 })}`
      const one = `${tin}${lid}<rect x="266" y="${FLOOR - 250}" width="268" height="120" fill="${tone}" opacity=".9"/>${k.text(400, FLOOR - 172, title, 40, '#fff', { weight: 800 })}${stageMark}`
      return v.level >= 1
        ? `<g transform="translate(-150 -40) scale(.8) translate(100 160)">${one}</g><g transform="translate(150 -40) scale(.8) translate(100 160)">${one}</g>${one}`
        : one
    },
  }
}

export const packagedArt: Record<string, Art> = {
  macadamia: snack('夏威夷果', '#c9a779', 'nut', '#d8b98a'),
  'red-dates': snack('若羌灰枣', '#a3342a', 'date', '#8e2a1e'),
  figs: snack('无花果', '#7a5a7c', 'ball', '#8a6a52'),
  prunes: snack('西梅', '#3d2a45', 'date', '#3a2430'),
  pistachio: snack('开心果', '#6f8a4a', 'nut', '#b9b27a'),
  almonds: snack('巴旦木', '#b98a5a', 'date', '#a8754a'),
  'butter-cookies': {
    bg: '#d3c7b8',
    dims: ['铁盒 Ø 20 cm', '高 8 cm'],
    draw: (k, v) => {
      const tin = (x: number, dy: number) =>
        `<g transform="translate(0 ${dy})">${k.lathe(
          x,
          [
            [FLOOR - 130, 190],
            [FLOOR - 6, 190],
            [FLOOR, 186],
          ],
          '#2d4a7c',
          { gloss: 0.8, lid: '#3a5c94' },
        )}${k.text(x, FLOOR - 60, 'BUTTER COOKIES', 26, '#f1d58a', { weight: 700 })}</g>`
      const cookies = Array.from(
        { length: 5 },
        (_, i) =>
          `<g transform="translate(${250 + i * 70} ${FLOOR + 30})"><circle r="34" fill="${k.rad(
            [
              [0, '#f0c77a'],
              [1, '#b97a34'],
            ],
            0.4,
            0.4,
            0.6,
          )}"/><circle r="16" fill="none" stroke="#a5692a" stroke-width="3"/></g>`,
      ).join('')
      return `${v.level >= 1 ? tin(400, -140) : ''}${tin(400, 0)}${cookies}`
    },
  },
  'white-coffee-biscuits': boxed(
    '白咖啡饼干',
    '#6b4a34',
    '#e9d6b5',
    (k) => pile(k, 560, FLOOR + 20, 120, 'ball', '#c89a62', 8),
    ['盒长 20 cm', '高 6 cm'],
  ),
  'matcha-biscuits': boxed(
    '抹茶夹心',
    '#5f7f3f',
    '#f2ead4',
    (_k) =>
      Array.from(
        { length: 4 },
        (_, i) =>
          `<g transform="translate(${520 + i * 34} ${FLOOR + 20 - i * 4})"><rect x="-30" y="-14" width="60" height="28" rx="4" fill="#e8d4a8"/><rect x="-30" y="-4" width="60" height="8" fill="#7f9f4a"/></g>`,
      ).join(''),
    ['盒长 18 cm', '高 5 cm'],
  ),
  chocolate: boxed(
    'CHOCOLAT',
    '#3a2418',
    '#d4a94d',
    (k) =>
      `<g transform="translate(560 ${FLOOR + 10}) rotate(-10)"><rect x="-90" y="-40" width="180" height="80" rx="4" fill="${k.faceShade('#4a2c1c', 0.25)}"/>${[0, 1, 2, 3].map((i) => `<rect x="${-84 + i * 44}" y="-34" width="38" height="30" rx="3" fill="#5a3524"/><rect x="${-84 + i * 44}" y="2" width="38" height="30" rx="3" fill="#5a3524"/>`).join('')}</g>`,
    ['排块 10 cm', '厚 1 cm'],
  ),
  'wine-bordeaux': wine('wine', '#2a1a1c', '#efe6d2', 'BORDEAUX'),
  'wine-chile': wine('wine', '#1f2a1c', '#e9d9b0', 'CABERNET'),
  'wine-shiraz': wine('wine', '#2a1a1c', '#d9c59a', 'SHIRAZ'),
  prosecco: wine('sparkling', '#2f4a2a', '#f3ecd8', 'PROSECCO'),
  'coffee-sachets': boxed(
    'G7 COFFEE',
    '#b5302a',
    '#f2c14e',
    (k) =>
      Array.from(
        { length: 3 },
        (_, i) =>
          `<g transform="translate(${540 + i * 40} ${FLOOR + 20}) rotate(${-20 + i * 12})"><rect x="-22" y="-70" width="44" height="140" rx="4" fill="${k.faceShade('#c0392b', 0.2)}"/><rect x="-22" y="-20" width="44" height="30" fill="#f2c14e"/></g>`,
      ).join(''),
    ['盒长 18 cm', '高 12 cm'],
  ),
  'coffee-beans': {
    bg: '#d2c3b0',
    dims: ['袋宽 14 cm', '高 24 cm'],
    draw: (k, v) => {
      const roast = v.colour ?? '#5a3522'
      return `${pouch(k, 330, 220, 340 + v.level * 20, '#2f2a26', roast, 'COFFEE')}${dish(k, 540, FLOOR + 10, 110)}${pile(k, 540, FLOOR - 6, 150, 'bean', roast, 28)}`
    },
  },
  serum: cosmetic('dropper', '#b9874c', '#f4ead8', '精华', ['瓶径 Ø 4 cm', '高 12 cm']),
  'serum-clear': cosmetic('dropper', '#c4d3df', '#ffffff', '精华', ['瓶径 Ø 4 cm', '高 12 cm']),
  'cream-jar': creamJar('面霜', '#e9e2f0', '#c0b2d6'),
  'cica-cream': creamJar('修护霜', '#dfeadb', '#7f9f6a'),
  'sheet-mask': boxed(
    '蚕丝面膜',
    '#e7c9cf',
    '#ffffff',
    (k) =>
      `<g transform="translate(570 ${FLOOR - 20}) rotate(8)"><rect x="-70" y="-100" width="140" height="200" rx="10" fill="${k.faceShade('#f3dde1', 0.2)}"/><path d="M-50 -80 h100 M-50 80 h100" stroke="#d9a9b3" stroke-width="4"/></g>`,
    ['盒长 18 cm', '高 4 cm'],
  ),
  'clay-mask': creamJar('泥膜', '#6f7f73', '#2e3a33', '#9aa38d'),
  'sleeping-mask': creamJar('睡眠面膜', '#c5d6ee', '#6f8fbf', '#eaf1fb'),
  'coconut-shampoo': cosmetic('pump', '#f1ece0', '#6b8f4e', '椰子', ['瓶径 Ø 7 cm', '高 22 cm']),
  'rose-bodywash': cosmetic('pump', '#f2c9d0', '#b8324a', '玫瑰', ['瓶径 Ø 7 cm', '高 22 cm']),
  'ginger-shampoo': cosmetic('pump', '#e9d9a8', '#8a5a20', '生姜', ['瓶径 Ø 7 cm', '高 22 cm']),
  perfume: {
    bg: '#dcd0cf',
    dims: ['瓶宽 7 cm', '高 11 cm'],
    draw: (k, v) => {
      const c = v.colour ?? '#e8c9a2'
      return `${giftBox(k, 430, 180, 210, '#2b2320', '#d4a94d', 'PARFUM')}${bottle(k, 320, 260 + v.level * 45, c, 'perfume', '#2b2320', 'PARFUM')}`
    },
  },
  candle: {
    bg: '#d9cfc3',
    dims: ['直径 Ø 8 cm', '高 9 cm'],
    draw: (k) => {
      const flame = `<path d="M400 ${FLOOR - 330} q20 30 0 60 q-20 -30 0 -60z" fill="${k.rad(
        [
          [0, '#fff6c8'],
          [1, '#f0a030'],
        ],
        0.5,
        0.7,
        0.6,
      )}"/><circle cx="400" cy="${FLOOR - 290}" r="60" fill="#ffd88a" opacity=".25" filter="${k.blur(20)}"/>`
      return `${k.lathe(
        400,
        [
          [FLOOR - 260, 130],
          [FLOOR - 6, 130],
          [FLOOR, 126],
        ],
        '#2e2a2a',
        { open: true, gloss: 0.8 },
      )}<ellipse cx="400" cy="${FLOOR - 250}" rx="118" ry="26" fill="#efe4cf"/><path d="M400 ${FLOOR - 252} v-22" stroke="#222" stroke-width="3"/>${flame}${label(k, 400, FLOOR - 170, 160, 80, '#e9dcc4', '#3a2e24', '檀香')}`
    },
  },
  diffuser: {
    bg: '#d9cfc3',
    dims: ['瓶径 Ø 8 cm', '含藤条 30 cm'],
    draw: (k) =>
      `${[-30, -12, 6, 24, 40].map((a) => `<path d="M400 ${FLOOR - 200} l${Math.sin((a * Math.PI) / 180) * 300} ${-Math.cos((a * Math.PI) / 180) * 300}" stroke="#3a2a1a" stroke-width="5"/>`).join('')}${k.lathe(
        400,
        [
          [FLOOR - 230, 30],
          [FLOOR - 200, 40],
          [FLOOR - 150, 120],
          [FLOOR - 6, 124],
          [FLOOR, 118],
        ],
        '#c9a86e',
        { gloss: 0.9 },
      )}${label(k, 400, FLOOR - 110, 150, 60, '#f4ead8', '#3a2e24', '香薰')}`,
  },
  'formula-a2': can('A2 奶粉', '#f1efe8', '#2d5fa6', ['罐径 Ø 13 cm', '高 17 cm']),
  'formula-organic': can('有机奶粉', '#f1efe8', '#3f8a4a', ['罐径 Ø 13 cm', '高 17 cm']),
  'formula-goat': can('羊奶粉', '#f1efe8', '#d08a2a', ['罐径 Ø 13 cm', '高 17 cm']),
  'rice-cereal': boxed(
    '高铁米粉',
    '#f1d9a6',
    '#d0652a',
    (k) =>
      `${dish(k, 570, FLOOR + 16, 90, '#fdfaf3')}<ellipse cx="570" cy="${FLOOR + 6}" rx="60" ry="14" fill="#f3e7c8"/>`,
    ['盒长 14 cm', '高 20 cm'],
  ),
  'baby-puffs': snack('溶豆', '#f2b6a0', 'ball', '#f4e2b8', ['袋宽 12 cm', '高 18 cm']),
  'fruit-pouch': {
    bg: '#dcd6c4',
    dims: ['袋宽 9 cm', '高 15 cm'],
    draw: (k, v) => {
      const fruit = v.colour ?? '#e36b3a'
      const one = (x: number, r: number) =>
        `<g transform="rotate(${r} ${x} ${FLOOR})">${pouch(k, x, 150, 260, lighten(fruit, 0.2), fruit, '果泥')}<rect x="${x - 18}" y="${FLOOR - 300}" width="36" height="44" rx="6" fill="${darken(fruit, 0.1)}"/></g>`
      return `${one(320, -6)}${one(480, 6)}`
    },
  },
}

/** Bottles of capsules, honey jars, tonics and herbal teas. */
function pills(title: string, c: string, cap: string, item: PileKind, itemColour: string): Art {
  return {
    bg: '#d4d9cf',
    dims: ['瓶径 Ø 7 cm', '高 12 cm'],
    draw: (k, v) =>
      `${bottle(k, 360, 280 + v.level * 40, c, 'pills', cap, title)}${pile(k, 540, FLOOR + 4, 120, item, itemColour, 14)}`,
  }
}

export const healthArt: Record<string, Art> = {
  multivitamin: pills('VITAMINS', '#f4f1ea', '#e07a2a', 'gel', '#e0a040'),
  probiotic: pills('PROBIOTIC', '#e9f1f6', '#3a8fc0', 'ball', '#f1ece0'),
  'maple-syrup': flowerTea('枫糖浆', 'flower', '#b8621e'),
  candy: {
    bg: '#d9cbb4',
    dims: ['盒长 20 cm', '高 6 cm'],
    draw: (k, v) => {
      // Wrapped sweets with twisted ends, in front of their box (two boxes for the triple pack).
      const sweet = (x: number, y: number, r: number) =>
        `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M-46 -14 L-30 0 L-46 14Z M46 -14 L30 0 L46 14Z" fill="#c9a24a"/><rect x="-32" y="-16" width="64" height="32" rx="14" fill="${k.faceShade('#5a2a6a', 0.25)}"/><path d="M-20 0 h40" stroke="#e9d08a" stroke-width="3"/></g>`
      const box = giftBox(k, 200, 280, 170, '#5a2a6a', '#e9d08a', 'CANDY')
      const second = v.level >= 1 ? `<g transform="translate(-60 -30)">${box}</g>` : ''
      return `${second}${box}${sweet(540, FLOOR + 10, -12)}${sweet(610, FLOOR - 6, 18)}${sweet(580, FLOOR + 36, 4)}`
    },
  },
  'vitamin-c': {
    grows: true,
    bg: '#d4d9cf',
    dims: ['管径 Ø 3 cm', '长 15 cm'],
    draw: (k) =>
      `<g transform="rotate(-70 400 ${FLOOR - 60})">${k.lathe(
        400,
        [
          [FLOOR - 440, 60],
          [FLOOR - 6, 60],
          [FLOOR, 58],
        ],
        '#f0a028',
        { gloss: 0.7, lid: '#fff' },
      )}${label(k, 400, FLOOR - 330, 110, 160, '#fff6e6', '#c05a10', 'VC')}</g><g transform="translate(560 ${FLOOR + 10})"><ellipse rx="60" ry="16" fill="#f6e7bf"/><ellipse cy="-6" rx="60" ry="16" fill="#fbf0d0"/></g>`,
  },
  'fish-oil': pills('OMEGA-3', '#3a5a7a', '#f4f1ea', 'gel', '#e8b54a'),
  manuka: {
    bg: '#d8cdb4',
    dims: ['罐径 Ø 8 cm', '高 11 cm'],
    draw: (k, v) =>
      `${jar(k, 340, 220 + v.level * 20, 250 + v.level * 30, '#1f1b18', '#1f1b18', undefined, 'MANUKA', '#f4e7c8')}<path d="M520 ${FLOOR - 30} l40 -150" stroke="#b9874c" stroke-width="10"/>${[0, 1, 2, 3].map((i) => `<ellipse cx="${563 + 0}" cy="${FLOOR - 180 - i * 14}" rx="${26 - i * 3}" ry="6" fill="#c98a2a"/>`).join('')}<ellipse cx="530" cy="${FLOOR + 6}" rx="60" ry="12" fill="#d99a2a" opacity=".8"/>`,
  },
  'birds-nest': {
    bg: '#d8cdb4',
    dims: ['瓶径 Ø 6 cm', '高 9 cm'],
    draw: (k, v) =>
      `${v.level >= 1 ? giftBox(k, 420, 200, 180, '#8a1f22', '#d4a94d', '燕窝') : ''}${jar(k, 320, 170, 220, '#f3ead6', '#c9a45c', '#f1e6cc', '燕窝', '#8a1f22')}`,
  },
  'white-honey': {
    bg: '#d8cdb4',
    dims: ['罐径 Ø 9 cm', '高 12 cm'],
    draw: (k, v) =>
      jar(
        k,
        400,
        230 + v.level * 20,
        270 + v.level * 30,
        '#f2ead2',
        '#c9a45c',
        '#f4ecd3',
        '椴树蜜',
        '#6a4a22',
      ),
  },
  ginseng: {
    bg: '#d8cdb4',
    dims: ['礼盒 30 cm', '高 8 cm'],
    draw: (k) => {
      const root = `<g transform="translate(400 ${FLOOR - 130})"><path d="M-150 -10 Q-60 -40 40 -20 Q120 -10 170 -30 M40 -20 Q100 20 160 30 M-20 -24 Q20 20 60 50" stroke="${k.lin(
        [
          [0, '#f1dcae'],
          [1, '#c49a5c'],
        ],
      )}" stroke-width="26" stroke-linecap="round" fill="none"/><path d="M-150 -10 q-30 -20 -50 -50" stroke="#8fa86a" stroke-width="6" fill="none"/></g>`
      return `${k.box(160, FLOOR - 100, 480, 100, 220, '#8a1f22', '')}${root}`
    },
  },
  goji: snack('枸杞', '#a3342a', 'berry', '#c0301e', ['袋宽 16 cm', '高 24 cm']),
  sanqi: {
    bg: '#d8cdb4',
    dims: ['罐径 Ø 8 cm', '高 10 cm'],
    draw: (k, v) =>
      `${jar(k, 340, 210, 240 + v.level * 30, '#5a4a3a', '#2a221b', undefined, '三七粉', '#efe2c4')}${dish(k, 540, FLOOR + 10, 100)}<ellipse cx="540" cy="${FLOOR - 8}" rx="60" ry="18" fill="#d9c69a"/>`,
  },
  chrysanthemum: flowerTea('胎菊', 'flower', '#f1e3a0'),
  'rose-tea': flowerTea('玫瑰', 'bud', '#b8324a'),
  'longan-tea': flowerTea('桂圆红枣', 'date', '#8e2a1e'),
}

function flowerTea(title: string, item: PileKind, c: string): Art {
  return {
    bg: '#d8d2c0',
    dims: ['罐径 Ø 8 cm', '高 12 cm'],
    draw: (k, v) =>
      `${jar(k, 330, 200, 240 + v.level * 40, '#efe9dc', '#8a6d3c', c, title)}${dish(k, 540, FLOOR + 10, 105)}${pile(k, 540, FLOOR - 6, 140, item, c, 20)}`,
  }
}
