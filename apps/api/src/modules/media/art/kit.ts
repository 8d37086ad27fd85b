/**
 * Drawing kit for the demo goods still-lifes: colour maths, gradients collected per picture, and the few
 * solids everything is built from (a lathe body for anything round, an oblique box, soft shadows).
 */
export type Pt = [number, number]

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)))
const hex2 = (v: number) => clamp(v).toString(16).padStart(2, '0')

export function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

/** Linear mix of two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  return `#${hex2(r1 + (r2 - r1) * t)}${hex2(g1 + (g2 - g1) * t)}${hex2(b1 + (b2 - b1) * t)}`
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
export const darken = (c: string, t: number) => mix(c, '#000000', t)

/** Catmull-Rom through the points as cubic Béziers: smooth outlines from a few samples. */
export function smooth(points: Pt[], closed = false): string {
  if (points.length < 2) return ''
  const p = closed
    ? [points[points.length - 1] as Pt, ...points, points[0] as Pt, points[1] as Pt]
    : [points[0] as Pt, ...points, points[points.length - 1] as Pt]
  const f = (n: number) => Math.round(n * 10) / 10
  let d = `M${f(p[1]?.[0] ?? 0)} ${f(p[1]?.[1] ?? 0)}`
  const end = closed ? p.length - 2 : p.length - 2
  for (let i = 1; i < end; i++) {
    const [p0, p1, p2, p3] = [p[i - 1], p[i], p[i + 1], p[i + 2]] as Pt[]
    if (!p0 || !p1 || !p2 || !p3) continue
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`
  }
  return closed ? `${d}Z` : d
}

/** Collects the <defs> of one picture; ids are unique within it. */
export class Kit {
  private defs: string[] = []
  private n = 0
  constructor(readonly seed: number) {}

  id(prefix = 'g') {
    this.n += 1
    return `${prefix}${this.n}`
  }
  def(markup: string) {
    this.defs.push(markup)
  }
  defsMarkup() {
    return this.defs.join('')
  }
  /** Seeded random in [0,1): the same goods always gets the same picture. */
  rand(k: number) {
    let t = (this.seed + Math.imul(k + 1, 0x9e3779b1)) >>> 0
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  lin(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 1, y2 = 0, user?: boolean) {
    const id = this.id()
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    const s = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('')
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${s}</linearGradient>`,
    )
    return `url(#${id})`
  }
  rad(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number) {
    const id = this.id()
    const s = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('')
    const f = fx === undefined ? '' : ` fx="${fx}" fy="${fy ?? cy}"`
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${f}>${s}</radialGradient>`)
    return `url(#${id})`
  }
  /** Horizontal shading of a round body lit from the upper left. */
  roundShade(c: string, gloss = 0.55) {
    return this.lin([
      [0, darken(c, 0.42)],
      [0.16, darken(c, 0.12)],
      [0.34, lighten(c, gloss * 0.45)],
      [0.42, lighten(c, gloss * 0.2)],
      [0.7, c],
      [0.92, darken(c, 0.3)],
      [1, darken(c, 0.5)],
    ])
  }
  /** A flat face lit from above. */
  faceShade(c: string, t = 0.18) {
    return this.lin(
      [
        [0, lighten(c, t)],
        [1, darken(c, t)],
      ],
      0,
      0,
      0,
      1,
    )
  }
  blur(sd: number) {
    const id = this.id('f')
    this.def(
      `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    )
    return `url(#${id})`
  }
  clip(markup: string) {
    const id = this.id('c')
    this.def(`<clipPath id="${id}">${markup}</clipPath>`)
    return `url(#${id})`
  }

  /**
   * The soft contact shadow under an object standing at (cx, y): two ellipses filled with radial
   * gradients that fade to nothing at their rims. (A Gaussian blur looks the same and cost three
   * quarters of the drawing time: pictures are drawn before a node is ready, issue 64.)
   */
  shadow(cx: number, y: number, rx: number, ry = rx * 0.16, opacity = 0.32) {
    const spread = Math.max(6, rx * 0.09) * 1.6
    const outer = this.rad([
      [0, '#2a1e14', opacity],
      [0.55, '#2a1e14', opacity * 0.7],
      [1, '#2a1e14', 0],
    ])
    const inner = this.rad([
      [0, '#1a120c', opacity * 0.7],
      [0.6, '#1a120c', opacity * 0.45],
      [1, '#1a120c', 0],
    ])
    return `<ellipse cx="${cx}" cy="${y}" rx="${rx + spread}" ry="${ry + spread}" fill="${outer}"/><ellipse cx="${cx}" cy="${y}" rx="${rx * 0.7 + 6}" ry="${ry * 0.5 + 6}" fill="${inner}"/>`
  }

  /**
   * A body of revolution from its right-hand profile [y, radius] (top to bottom) around x = cx: vases,
   * pots, cups, jars, bottles. `open` draws the mouth as an ellipse; `pattern` is clipped to the body.
   */
  lathe(
    cx: number,
    profile: [number, number][],
    c: string,
    opts: { open?: boolean; lid?: string; pattern?: string; gloss?: number; stroke?: string } = {},
  ) {
    const right = profile.map(([y, r]) => [cx + r, y] as Pt)
    const left = [...profile].reverse().map(([y, r]) => [cx - r, y] as Pt)
    // Each side is smoothed on its own and joined by straight rims, so corners do not overshoot.
    const d = `${smooth(right)} L${smooth(left).slice(1)}Z`
    const [topY, topR] = profile[0] as [number, number]
    const [botY, botR] = profile[profile.length - 1] as [number, number]
    const body = `<path d="${d}" fill="${this.roundShade(c, opts.gloss ?? 0.55)}"${opts.stroke ? ` stroke="${opts.stroke}" stroke-width="1.5"` : ''}/>`
    const bottom = `<ellipse cx="${cx}" cy="${botY}" rx="${botR}" ry="${botR * 0.2}" fill="${darken(c, 0.35)}"/>`
    const pattern = opts.pattern ? `<g clip-path="${this.clip(`<path d="${d}"/>`)}">${opts.pattern}</g>` : ''
    const widest = Math.max(...profile.map((p) => p[1]))
    // A vertical streak of light, soft at both edges (a gradient, not a blur).
    const streak = this.lin([
      [0, '#fff', 0],
      [0.5, '#fff', (opts.gloss ?? 0.55) * 0.45],
      [1, '#fff', 0],
    ])
    const sheen = `<g clip-path="${this.clip(`<path d="${d}"/>`)}"><rect x="${cx - 0.55 * widest - 8}" y="${topY}" width="${widest * 0.14 + 16}" height="${botY - topY}" fill="${streak}"/></g>`
    const mouth = opts.open
      ? `<ellipse cx="${cx}" cy="${topY}" rx="${topR}" ry="${topR * 0.24}" fill="${this.lin(
          [
            [0, darken(c, 0.55)],
            [1, darken(c, 0.15)],
          ],
          0,
          0,
          0,
          1,
        )}" stroke="${lighten(c, 0.25)}" stroke-width="2"/>`
      : `<ellipse cx="${cx}" cy="${topY}" rx="${topR}" ry="${topR * 0.24}" fill="${opts.lid ?? lighten(c, 0.2)}"/>`
    return `<g>${bottom}${body}${pattern}${sheen}${mouth}</g>`
  }

  /** An oblique box: front w×h at (x, y) top-left, depth going up and right. */
  box(x: number, y: number, w: number, h: number, depth: number, c: string, front = '') {
    const dx = depth * 0.7
    const dy = depth * 0.5
    const top = `<path d="M${x} ${y} L${x + dx} ${y - dy} L${x + w + dx} ${y - dy} L${x + w} ${y}Z" fill="${lighten(c, 0.28)}"/>`
    const side = `<path d="M${x + w} ${y} L${x + w + dx} ${y - dy} L${x + w + dx} ${y + h - dy} L${x + w} ${y + h}Z" fill="${this.lin(
      [
        [0, darken(c, 0.28)],
        [1, darken(c, 0.42)],
      ],
      0,
      0,
      0,
      1,
    )}"/>`
    const face = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${this.faceShade(c, 0.12)}"/>`
    const edge = `<path d="M${x} ${y} H${x + w}" stroke="${lighten(c, 0.5)}" stroke-width="1.5" opacity=".7"/>`
    return `<g>${side}${top}${face}${front}${edge}</g>`
  }

  /** A soft highlight streak along a path. */
  gleam(d: string, width = 6, opacity = 0.6) {
    // Three strokes, wide and faint to narrow and bright, read as one soft streak without a blur.
    return [2, 1.3, 0.6]
      .map(
        (w, i) =>
          `<path d="${d}" stroke="#fff" stroke-width="${(width * w).toFixed(1)}" stroke-linecap="round" fill="none" opacity="${(opacity * [0.25, 0.35, 0.55][i]!).toFixed(2)}"/>`,
      )
      .join('')
  }

  text(
    x: number,
    y: number,
    s: string,
    size: number,
    fill: string,
    opts: { weight?: number; anchor?: string; serif?: boolean; spacing?: number } = {},
  ) {
    const family = opts.serif
      ? "'Noto Serif CJK SC','Songti SC',serif"
      : "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"
    const esc = s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
    return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${opts.weight ?? 500}" fill="${fill}" text-anchor="${opts.anchor ?? 'middle'}"${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ''}>${esc}</text>`
  }
}
