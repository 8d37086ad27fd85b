import { darken, Kit, lighten, mix } from './kit.ts'
import { type Art, drawArt, type Variant } from './parts.ts'

/** Where the drawing actually is, in its own coordinates: [x0, y0, x1, y1] (measured, see render). */
export type Bounds = [number, number, number, number]

/**
 * The four gallery views of one goods, all from the same drawing:
 * 0 the still-life, 1 a close-up under warmer light, 2 on a table beside a plant, 3 a size chart.
 */
export const VIEWS = 4

const svg = (k: Kit, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><defs>${k.defsMarkup()}</defs>${content}</svg>`

/** The drawing alone on a transparent canvas, to measure its bounds. */
export function productOnlySvg(art: Art, v: Variant, seed: number) {
  const k = new Kit(seed)
  return svg(k, drawArt(art, k, v))
}

function backdrop(k: Kit, bg: string, horizon: number, warm = 0) {
  const tint = mix(bg, '#f3e6d4', warm)
  const wall = k.lin(
    [
      [0, lighten(tint, 0.74)],
      [0.62, lighten(tint, 0.45)],
      [1, lighten(tint, 0.25)],
    ],
    0,
    0,
    0,
    1,
  )
  const floor = k.lin(
    [
      [0, lighten(tint, 0.32)],
      [1, lighten(tint, 0.55)],
    ],
    0,
    0,
    0,
    1,
  )
  const light = k.rad(
    [
      [0, '#ffffff', 0.8],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.5,
    0.5,
  )
  const vignette = k.rad(
    [
      [0.55, '#000', 0],
      [1, darken(tint, 0.5), 0.2],
    ],
    0.5,
    0.45,
    0.75,
  )
  return `<rect width="800" height="800" fill="${wall}"/><path d="M0 ${horizon} Q400 ${horizon - 40} 800 ${horizon} V800 H0Z" fill="${floor}"/><ellipse cx="250" cy="190" rx="420" ry="300" fill="${light}"/><rect width="800" height="800" fill="${vignette}"/>`
}

/** Scales the drawing so its bounds fit w × h with the bottom centre at (x, y). */
function place(b: Bounds, w: number, h: number, x: number, y: number, grow = 2.4) {
  const s = Math.min(w / (b[2] - b[0]), h / (b[3] - b[1]), grow)
  return { s, tx: x - s * ((b[0] + b[2]) / 2), ty: y - s * b[3] }
}

function item(
  k: Kit,
  art: Art,
  v: Variant,
  b: Bounds,
  p: { s: number; tx: number; ty: number },
  shade = 0.3,
) {
  const w = b[2] - b[0]
  const shadow = k.shadow((b[0] + b[2]) / 2 + w * 0.03, b[3] + 2, w * 0.5, Math.max(10, w * 0.07), shade)
  return `<g transform="translate(${p.tx.toFixed(1)} ${p.ty.toFixed(1)}) scale(${p.s.toFixed(3)})">${shadow}${drawArt(art, k, v)}</g>`
}

/** How many still-lifes each product type is shown in (the look of a picture seed, `look` below). */
export const LOOKS = 8

/** Backdrop tints a still-life leans to: the product type's own, warm cream, cool slate, sage. */
const TINTS = [null, '#efd9b8', '#b9c6d3', '#c3cfb0'] as const

/**
 * The still-life's look `n` (0 … LOOKS-1): a tint and a surface, and from 4 on the product set off to
 * the left beside a sprig. Goods of one product type take different looks, so a page of results shows
 * different pictures, not one drawing again and again (issue 64).
 */
export function look(n: number) {
  const i = ((n % LOOKS) + LOOKS) % LOOKS
  return { tint: i % 4, surface: (i + Math.floor(i / 4)) % 4, aside: i >= 4 }
}

function surfaceOf(k: Kit, kind: number, tint: string) {
  if (kind === 1) {
    // A wooden table top seen from the front, its edge catching the light.
    const wood = k.lin(
      [
        [0, '#c89d72'],
        [1, '#9c6f47'],
      ],
      0,
      0,
      0,
      1,
    )
    return `<rect y="600" width="800" height="200" fill="${wood}"/><rect y="600" width="800" height="6" fill="#e2c29c" opacity=".8"/>${[
      0, 1, 2, 3,
    ]
      .map(
        (i) =>
          `<path d="M0 ${640 + i * 40} Q300 ${630 + i * 42} 800 ${645 + i * 38}" stroke="#7a5232" stroke-width="2" fill="none" opacity=".25"/>`,
      )
      .join('')}`
  }
  if (kind === 2) {
    // A linen cloth draped over the floor, with two soft folds.
    const linen = lighten(mix(tint, '#f4efe6', 0.6), 0.3)
    return `<path d="M-20 590 Q400 560 820 600 V820 H-20Z" fill="${k.faceShade(linen, 0.08)}"/><path d="M120 600 Q180 700 140 800 M620 590 Q580 690 650 800" stroke="${darken(linen, 0.12)}" stroke-width="14" fill="none" opacity=".35"/>`
  }
  if (kind === 3) {
    // A round stone plinth the product stands on.
    const stone = k.lin(
      [
        [0, '#f1ede6'],
        [0.5, '#d9d3c9'],
        [1, '#b8b1a6'],
      ],
      0,
      0,
      1,
      0,
    )
    return `<path d="M150 660 V760 A250 46 0 0 0 650 760 V660Z" fill="${stone}"/><ellipse cx="400" cy="660" rx="250" ry="46" fill="#f6f3ee"/>`
  }
  return ''
}

function sprig(k: Kit, x: number, y: number) {
  const leaves = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M${(i % 2 ? 6 : -6) * (1 + i * 0.2)} ${-30 - i * 36} q${i % 2 ? 46 : -46} -16 ${i % 2 ? 62 : -56} 8 q${i % 2 ? -36 : 36} 18 ${i % 2 ? -62 : 56} -8z" fill="${mix('#5f8447', '#a3bd7e', i / 5)}"/>`,
    )
    .join('')
  return `<g transform="translate(${x} ${y})">${k.shadow(0, 0, 60, 10, 0.25)}<path d="M0 0 Q-8 -110 18 -200" stroke="#55703f" stroke-width="5" fill="none"/>${leaves}</g>`
}

function hero(k: Kit, art: Art, v: Variant, b: Bounds, n: number) {
  const { tint, surface, aside } = look(n)
  const shade = TINTS[tint] ? mix(art.bg, TINTS[tint] as string, 0.55) : art.bg
  const p = aside ? place(b, 470, 440, 350, 665) : place(b, 560, 470, 400, 660)
  return `${backdrop(k, shade, 560)}${surfaceOf(k, surface, shade)}${aside ? sprig(k, 660, 665) : ''}${item(k, art, v, b, p)}`
}

function closeUp(k: Kit, art: Art, v: Variant, b: Bounds) {
  const base = place(b, 560, 470, 400, 660)
  const s = base.s * 1.5
  const [fx, fy] = art.focus ?? [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2]
  const glow = k.rad(
    [
      [0, '#fff3df', 0.5],
      [1, '#fff3df', 0],
    ],
    0.3,
    0.25,
    0.6,
  )
  return `${backdrop(k, art.bg, 620, 0.45)}${item(k, art, v, b, { s, tx: 400 - fx * s, ty: 420 - fy * s })}<rect width="800" height="800" fill="${glow}"/>`
}

/** Table tops of the scene in use: oak, walnut, pale ash (a buyer's photo differs from the shop's). */
const WOODS = [
  ['#b98a5e', '#a4744b', '#8a5e3b'],
  ['#8a6246', '#74503a', '#5c3e2c'],
  ['#e0c9a6', '#cdb08a', '#b59870'],
] as const

function onTable(k: Kit, art: Art, v: Variant, b: Bounds, n: number) {
  const [top, mid, low] = WOODS[n % WOODS.length] ?? WOODS[0]
  const wood = k.lin(
    [
      [0, top],
      [0.5, mid],
      [1, low],
    ],
    0,
    0,
    0,
    1,
  )
  const grain = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M0 ${612 + i * 28} Q200 ${600 + i * 30} 400 ${615 + i * 27} T800 ${610 + i * 29}" stroke="#7a5232" stroke-width="2" fill="none" opacity=".35"/>`,
  ).join('')
  const wall = k.lin(
    [
      [0, lighten(art.bg, 0.55)],
      [1, lighten(art.bg, 0.22)],
    ],
    0,
    0,
    0,
    1,
  )
  // A window out of focus: soft light fading at its edges, and its bars fainter still.
  const pane = k.rad([
    [0, '#fff', 0.6],
    [0.7, '#fff', 0.5],
    [1, '#fff', 0],
  ])
  const window = `<rect x="470" y="20" width="290" height="340" rx="40" fill="${pane}"/><path d="M615 60 V320 M510 190 H720" stroke="${lighten(art.bg, 0.3)}" stroke-width="10" opacity=".3"/>`
  const plant = `<g transform="translate(110 640)"><path d="M-30 0 h60 l-8 50 h-44z" fill="${k.roundShade('#e8e2d6', 0.4)}"/><path d="M0 0 Q-10 -140 30 -230" stroke="#5d7a48" stroke-width="5" fill="none"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${4 + i * 4} ${-30 - i * 34} q${i % 2 ? 50 : -50} -20 ${i % 2 ? 70 : -60} 10 q${i % 2 ? -40 : 40} 20 ${i % 2 ? -70 : 60} -10z" fill="${mix('#6d8f52', '#9cb67c', i / 6)}"/>`).join('')}</g>`
  const p = place(b, 470, 400, 430, 700)
  return `<rect width="800" height="800" fill="${wall}"/>${window}<rect y="580" width="800" height="220" fill="${wood}"/>${grain}${plant}${item(k, art, v, b, p, 0.42)}`
}

function sizeChart(k: Kit, art: Art, v: Variant, b: Bounds) {
  const p = place(b, 400, 420, 350, 600)
  const X0 = p.tx + b[0] * p.s
  const X1 = p.tx + b[2] * p.s
  const Y0 = p.ty + b[1] * p.s
  const Y1 = p.ty + b[3] * p.s
  const line = '#8c7a66'
  k.def(
    `<marker id="ar" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10z" fill="${line}"/></marker>`,
  )
  const arrow = (xa: number, ya: number, xb: number, yb: number) =>
    `<path d="M${xa} ${ya} L${xb} ${yb}" stroke="${line}" stroke-width="2" marker-start="url(#ar)" marker-end="url(#ar)"/>`
  const guide = (xa: number, ya: number, xb: number, yb: number) =>
    `<path d="M${xa} ${ya} L${xb} ${yb}" stroke="${line}" stroke-width="1" stroke-dasharray="4 4" opacity=".6"/>`
  const [w, h] = art.dims
  return `<rect width="800" height="800" fill="#fbf9f5"/><rect x="30" y="30" width="740" height="740" rx="18" fill="none" stroke="#e6ddd0" stroke-width="2"/>${k.text(400, 100, '尺寸示意 · SIZE', 32, '#5b4a39', { weight: 700 })}${item(k, art, v, b, p, 0.2)}${guide(X0, Y1, X0, Y1 + 44)}${guide(X1, Y1, X1, Y1 + 44)}${arrow(X0, Y1 + 36, X1, Y1 + 36)}${k.text((X0 + X1) / 2, Y1 + 84, w, 28, '#5b4a39', { weight: 600 })}${guide(X1, Y0, X1 + 44, Y0)}${arrow(X1 + 36, Y0, X1 + 36, Y1)}${k.text(X1 + 52, (Y0 + Y1) / 2 + 10, h, 28, '#5b4a39', { weight: 600, anchor: 'start' })}${k.text(400, 740, '手工测量，存在 1–2 cm 误差，以实物为准', 22, '#9a8b7a')}`
}

/** One view of a drawing; `n` chooses the still-life's look (view 0) and the table scene's (view 2). */
export function composeGoodsSvg(
  art: Art,
  v: Variant,
  view: number,
  seed: number,
  bounds: Bounds,
  n = 0,
): string {
  const k = new Kit(seed)
  const body = [hero, closeUp, onTable, sizeChart][view] ?? hero
  return svg(k, body(k, art, v, bounds, n))
}
