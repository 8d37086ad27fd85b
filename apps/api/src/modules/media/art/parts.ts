import { darken, type Kit, lighten, mix, smooth } from './kit.ts'

/** What a SKU changes in its picture: a colour (spec colour), a level (size or pack) and a label. */
export interface Variant {
  colour?: string
  level: number
  label?: string
}

/** One product type: how it looks, how big it is, where its detail shot looks. */
export interface Art {
  /** Backdrop tint of its still-life. */
  bg: string
  draw: (k: Kit, v: Variant) => string
  /** Width × height written on the size chart. */
  dims: [string, string]
  /** Bigger sizes (levels) drawn bigger by the scene, for drawings that do not change with the level. */
  grows?: boolean
  /** Centre of the close-up view, in drawing coordinates (default: the middle of the drawing). */
  focus?: [number, number]
}

export const FLOOR = 640

/** The drawing of one variant; a growing drawing is scaled by its level about its foot. */
export function drawArt(art: Art, k: Kit, v: Variant) {
  const markup = art.draw(k, v)
  if (!art.grows || !v.level) return markup
  const s = 1 + 0.14 * v.level
  return `<g transform="translate(400 ${FLOOR}) scale(${s}) translate(-400 ${-FLOOR})">${markup}</g>`
}

/** Small things heaped on a plate or in front of a pack: leaves, beans, nuts, berries, flowers, capsules. */
export type PileKind =
  | 'leaf'
  | 'curl'
  | 'needle'
  | 'bean'
  | 'nut'
  | 'date'
  | 'berry'
  | 'flower'
  | 'bud'
  | 'gel'
  | 'ball'

export function pile(k: Kit, cx: number, y: number, w: number, kind: PileKind, c: string, count = 26) {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const a = k.rand(i * 3 + 1)
    const b = k.rand(i * 3 + 2)
    const row = Math.floor(i / 9)
    const x = cx + (a - 0.5) * w * (1 - row * 0.22)
    const yy = y - row * 14 - b * 10
    const rot = Math.round(k.rand(i * 7) * 180)
    const tone = mix(c, k.rand(i * 5) > 0.5 ? lighten(c, 0.25) : darken(c, 0.25), k.rand(i * 11))
    const fill = k.lin(
      [
        [0, lighten(tone, 0.3)],
        [1, darken(tone, 0.3)],
      ],
      0,
      0,
      0,
      1,
    )
    const s = 0.8 + k.rand(i * 13) * 0.5
    const t = `translate(${x.toFixed(1)} ${yy.toFixed(1)}) rotate(${rot}) scale(${s.toFixed(2)})`
    const shape = {
      leaf: `<path d="M-14 0 Q0 -8 14 0 Q0 8 -14 0Z" fill="${fill}"/><path d="M-12 0 H12" stroke="${darken(tone, 0.3)}" stroke-width="1"/>`,
      curl: `<path d="M-8 -2 Q-2 -9 6 -4 Q10 2 2 6 Q-6 7 -8 -2Z" fill="${fill}"/>`,
      needle: `<path d="M-16 -1 Q0 -4 16 0 Q0 3 -16 -1Z" fill="${fill}"/>`,
      bean: `<ellipse rx="10" ry="7" fill="${fill}"/><path d="M-8 0 Q0 -3 8 0" stroke="${darken(tone, 0.5)}" stroke-width="1.6" fill="none"/>`,
      nut: `<circle r="10" fill="${fill}"/><circle cx="-3" cy="-3" r="3" fill="#fff" opacity=".35"/>`,
      date: `<ellipse rx="12" ry="8" fill="${fill}"/><path d="M-8 -2 Q0 -6 8 -2" stroke="${lighten(tone, 0.3)}" stroke-width="1.2" fill="none" opacity=".6"/>`,
      berry: `<ellipse rx="7" ry="4.5" fill="${fill}"/><circle cx="-2" cy="-1.5" r="1.5" fill="#fff" opacity=".5"/>`,
      flower: `${[0, 60, 120, 180, 240, 300].map((r) => `<ellipse rx="9" ry="3.5" cx="7" transform="rotate(${r})" fill="${fill}"/>`).join('')}<circle r="4" fill="${darken(tone, 0.3)}"/>`,
      bud: `<path d="M0 -9 Q8 -2 0 8 Q-8 -2 0 -9Z" fill="${fill}"/><path d="M-4 6 Q0 11 4 6" fill="#5b7a3a"/>`,
      gel: `<ellipse rx="12" ry="6" fill="${fill}" opacity=".92"/><ellipse rx="7" ry="2" cx="-3" cy="-2" fill="#fff" opacity=".55"/>`,
      ball: `<circle r="13" fill="${fill}"/><circle cx="-4" cy="-4" r="4" fill="#fff" opacity=".3"/>`,
    }[kind]
    out.push(`<g transform="${t}">${shape}</g>`)
  }
  return out.join('')
}

/** A shallow round dish seen at an angle. */
export function dish(k: Kit, cx: number, y: number, r: number, c = '#f6f3ee') {
  return `<ellipse cx="${cx}" cy="${y}" rx="${r}" ry="${r * 0.3}" fill="${darken(c, 0.12)}"/><ellipse cx="${cx}" cy="${y - 6}" rx="${r}" ry="${r * 0.28}" fill="${k.lin(
    [
      [0, lighten(c, 0.3)],
      [1, darken(c, 0.06)],
    ],
    0,
    0,
    0,
    1,
  )}"/><ellipse cx="${cx}" cy="${y - 4}" rx="${r * 0.72}" ry="${r * 0.19}" fill="${darken(c, 0.05)}"/>`
}

/** A printed label band with a title and a small rule, for tins, jars and boxes. */
export function label(
  k: Kit,
  cx: number,
  y: number,
  w: number,
  h: number,
  c: string,
  ink: string,
  title?: string,
) {
  const t = title
    ? k.text(cx, y + h * 0.6, title, Math.min(h * 0.42, (w / title.length) * 0.9), ink, {
        weight: 700,
        serif: true,
      })
    : ''
  return `<rect x="${cx - w / 2}" y="${y}" width="${w}" height="${h}" rx="4" fill="${c}"/><path d="M${cx - w * 0.3} ${y + h * 0.82} H${cx + w * 0.3}" stroke="${ink}" stroke-width="1.5" opacity=".6"/>${t}`
}

/** A gift box with a lid and a band, standing with its front at (x, FLOOR - h). */
export function giftBox(k: Kit, x: number, w: number, h: number, c: string, band: string, title?: string) {
  const y = FLOOR - h
  const bx = x + w * 0.74
  const lid = k.box(
    x - 6,
    y - 4,
    w + 12,
    h * 0.28,
    w * 0.5,
    lighten(c, 0.04),
    `<rect x="${bx}" y="${y - 4}" width="${w * 0.12}" height="${h * 0.28}" fill="${band}"/>`,
  )
  const body = k.box(
    x,
    y,
    w,
    h,
    w * 0.5,
    c,
    `<rect x="${bx}" y="${y}" width="${w * 0.12}" height="${h}" fill="${band}" opacity=".9"/>`,
  )
  const t = title
    ? k.text(
        x + w * 0.37,
        y + h * 0.64,
        title,
        Math.min(40, (w * 0.62) / (title.length * (/^[ -~]+$/.test(title) ? 0.62 : 1))),
        band,
        { weight: 700, serif: true },
      )
    : ''
  return `${body}${lid}${t}`
}

/** A stand-up pouch with a window showing its contents colour. */
export function pouch(
  k: Kit,
  cx: number,
  w: number,
  h: number,
  c: string,
  windowColour?: string,
  title?: string,
) {
  const top = FLOOR - h
  const d = smooth(
    [
      [cx - w / 2, top + 10],
      [cx + w / 2, top + 10],
      [cx + w / 2 + 6, FLOOR - 30],
      [cx + w / 2 - 8, FLOOR],
      [cx - w / 2 + 8, FLOOR],
      [cx - w / 2 - 6, FLOOR - 30],
    ],
    true,
  )
  const win = windowColour
    ? `<rect x="${cx - w * 0.28}" y="${top + h * 0.42}" width="${w * 0.56}" height="${h * 0.32}" rx="12" fill="${k.lin(
        [
          [0, lighten(windowColour, 0.15)],
          [1, darken(windowColour, 0.3)],
        ],
        0,
        0,
        0,
        1,
      )}"/>`
    : ''
  const t = title
    ? k.text(cx, top + h * 0.3, title, Math.min(34, w / (title.length + 1)), darken(c, 0.65), {
        weight: 700,
        serif: true,
      })
    : ''
  return `<path d="${d}" fill="${k.roundShade(c, 0.35)}"/><rect x="${cx - w / 2}" y="${top}" width="${w}" height="16" rx="3" fill="${darken(c, 0.12)}"/><path d="M${cx - w / 2 + 6} ${top + 24} H${cx + w / 2 - 6}" stroke="${darken(c, 0.25)}" stroke-dasharray="4 3" stroke-width="1.4"/>${win}${t}`
}

/** A bottle: Bordeaux, sparkling, pump, dropper, perfume, supplement. */
export function bottle(
  k: Kit,
  cx: number,
  h: number,
  c: string,
  kind: 'wine' | 'sparkling' | 'pump' | 'dropper' | 'perfume' | 'pills',
  labelColour: string,
  title?: string,
) {
  const y = FLOOR - h
  const r = {
    wine: h * 0.16,
    sparkling: h * 0.17,
    pump: h * 0.22,
    dropper: h * 0.25,
    perfume: h * 0.34,
    pills: h * 0.32,
  }[kind]
  const neck = { wine: 0.38, sparkling: 0.42, pump: 0.16, dropper: 0.24, perfume: 0.16, pills: 0.12 }[kind]
  const profile: [number, number][] =
    kind === 'perfume'
      ? [
          [y + h * 0.2, r * 0.94],
          [y + h * 0.22, r],
          [y + h * 0.97, r],
          [FLOOR, r * 0.96],
        ]
      : [
          [y + h * (neck - 0.02), r * (kind === 'wine' || kind === 'sparkling' ? 0.3 : 0.5)],
          [y + h * (neck + 0.1), r * 0.85],
          [y + h * (neck + 0.18), r],
          [FLOOR - 6, r],
          [FLOOR, r * 0.94],
        ]
  const glassy = kind === 'wine' || kind === 'sparkling' || kind === 'perfume'
  const body = k.lathe(cx, profile, c, { gloss: glassy ? 0.8 : 0.5 })
  const neckW = kind === 'wine' || kind === 'sparkling' ? r * 0.32 : r * 0.5
  let top = ''
  if (kind === 'wine' || kind === 'sparkling') {
    const foil = kind === 'sparkling' ? '#d8b560' : darken(labelColour, 0.2)
    top = `<rect x="${cx - neckW}" y="${y}" width="${neckW * 2}" height="${h * neck}" fill="${k.roundShade(c, 0.7)}"/><rect x="${cx - neckW - 1}" y="${y - 2}" width="${neckW * 2 + 2}" height="${h * (kind === 'sparkling' ? 0.26 : 0.16)}" rx="3" fill="${k.roundShade(foil, 0.6)}"/>`
  } else if (kind === 'pump') {
    top = `<rect x="${cx - neckW}" y="${y + h * 0.04}" width="${neckW * 2}" height="${h * 0.13}" rx="4" fill="${k.roundShade('#f4f1ec', 0.4)}"/><rect x="${cx - 8}" y="${y - 18}" width="16" height="${h * 0.06 + 18}" fill="#e9e5de"/><path d="M${cx - 14} ${y - 20} h60 v12 h-60z" fill="${k.roundShade('#f4f1ec', 0.4)}"/>`
  } else if (kind === 'dropper') {
    top = `<rect x="${cx - neckW}" y="${y + h * 0.12}" width="${neckW * 2}" height="${h * 0.12}" rx="3" fill="${k.roundShade('#c9a25e', 0.7)}"/><path d="M${cx - neckW * 0.7} ${y + h * 0.12} Q${cx - neckW * 0.9} ${y - 10} ${cx} ${y - 14} Q${cx + neckW * 0.9} ${y - 10} ${cx + neckW * 0.7} ${y + h * 0.12}Z" fill="${k.roundShade('#2d2a28', 0.4)}"/>`
  } else if (kind === 'perfume') {
    top = `<rect x="${cx - r * 0.25}" y="${y + h * 0.08}" width="${r * 0.5}" height="${h * 0.14}" fill="${k.roundShade('#d6b36a', 0.8)}"/><rect x="${cx - r * 0.42}" y="${y - h * 0.1}" width="${r * 0.84}" height="${h * 0.2}" rx="6" fill="${k.roundShade(darken(labelColour, 0.1), 0.6)}"/>`
  } else {
    top = `<rect x="${cx - r * 0.72}" y="${y}" width="${r * 1.44}" height="${h * 0.16}" rx="5" fill="${k.roundShade(labelColour, 0.4)}"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${cx - r * 0.66 + i * r * 0.165} ${y + 3} v${h * 0.16 - 6}" stroke="${darken(labelColour, 0.25)}" stroke-width="1.2"/>`).join('')}`
  }
  const lh = kind === 'perfume' ? h * 0.3 : h * 0.3
  const ly = kind === 'perfume' ? y + h * 0.45 : y + h * (neck + 0.3)
  const lw = r * (kind === 'perfume' ? 1.1 : 1.6)
  const lab = label(k, cx, ly, lw, lh, labelColour, darken(labelColour, 0.7), title)
  return `${top}${body}${lab}`
}

/** A garment laid out or hung, front view: the outline decides the kind. */
export type GarmentKind =
  | 'qipao'
  | 'jacket'
  | 'tang'
  | 'skirt'
  | 'slip'
  | 'pyjama'
  | 'onesie'
  | 'hood'
  | 'shell'

export function garment(k: Kit, kind: GarmentKind, c: string, accent: string, tag?: string) {
  const cx = 400
  const shapes: Record<GarmentKind, string> = {
    qipao:
      'M355 150 Q400 140 445 150 L470 175 L520 215 L500 250 L462 230 L470 330 Q488 460 478 610 L322 610 Q312 460 330 330 L338 230 L300 250 L280 215 L330 175Z',
    jacket:
      'M350 160 Q400 150 450 160 L540 200 L580 450 L535 460 L505 300 L500 560 L300 560 L295 300 L265 460 L220 450 L260 200Z',
    tang: 'M352 158 Q400 150 448 158 L545 205 L585 440 L540 452 L505 300 L505 575 L295 575 L295 300 L260 452 L215 440 L255 205Z',
    shell:
      'M350 150 Q400 132 450 150 L545 200 L590 470 L540 480 L508 300 L506 580 L294 580 L292 300 L260 480 L210 470 L255 200Z',
    hood: 'M355 175 Q400 165 445 175 L520 210 L555 400 L515 408 L490 300 L490 520 L310 520 L310 300 L285 408 L245 400 L280 210Z',
    skirt: 'M330 200 H470 L478 240 Q540 420 560 600 L240 600 Q260 420 322 240Z',
    slip: 'M368 180 L380 150 M432 180 L420 150 M360 182 Q400 200 440 182 L452 300 Q490 450 500 600 L300 600 Q310 450 348 300Z',
    pyjama:
      'M350 150 Q400 142 450 150 L530 190 L560 360 L520 368 L500 260 L500 420 L300 420 L300 260 L280 368 L240 360 L270 190Z M310 430 H490 L500 610 L410 610 L400 480 L390 610 L300 610Z',
    onesie:
      'M362 190 Q400 182 438 190 L500 215 L530 320 L495 330 L478 280 L480 440 Q470 520 440 560 L412 560 L400 480 L388 560 L360 560 Q330 520 320 440 L322 280 L305 330 L270 320 L300 215Z',
  }
  const d = shapes[kind]
  const fill = k.lin(
    [
      [0, lighten(c, 0.18)],
      [0.5, c],
      [1, darken(c, 0.22)],
    ],
    0,
    0,
    1,
    1,
  )
  const folds = `<g clip-path="${k.clip(`<path d="${d}"/>`)}" opacity=".5">${[0, 1, 2, 3].map((i) => `<path d="M${320 + i * 50} 200 Q${340 + i * 50} 400 ${310 + i * 55} 620" stroke="${darken(c, 0.35)}" stroke-width="10" fill="none" filter="${k.blur(8)}"/><path d="M${335 + i * 50} 200 Q${355 + i * 50} 400 ${330 + i * 55} 620" stroke="${lighten(c, 0.35)}" stroke-width="6" fill="none" filter="${k.blur(6)}"/>`).join('')}</g>`
  const details: Partial<Record<GarmentKind, string>> = {
    qipao: `<path d="M370 152 Q400 172 430 152" stroke="${accent}" stroke-width="6" fill="none"/><path d="M400 168 Q440 190 452 232" stroke="${accent}" stroke-width="4" fill="none"/>${[0, 1, 2].map((i) => `<path d="M${432 + i * 6} ${196 + i * 14} h14" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`).join('')}<path d="M350 360 q20 -30 40 0 q20 -30 40 0" stroke="${lighten(accent, 0.3)}" stroke-width="3" fill="none" opacity=".8"/><circle cx="372" cy="420" r="14" fill="none" stroke="${lighten(accent, 0.3)}" stroke-width="3" opacity=".7"/>`,
    tang: `<path d="M372 158 L400 200 L428 158" stroke="${accent}" stroke-width="5" fill="none"/><path d="M400 200 V575" stroke="${darken(c, 0.3)}" stroke-width="3"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M384 ${230 + i * 60} h32" stroke="${accent}" stroke-width="5" stroke-linecap="round"/><circle cx="400" cy="${230 + i * 60}" r="5" fill="${accent}"/>`).join('')}`,
    jacket: `<path d="M400 160 V560" stroke="${darken(c, 0.4)}" stroke-width="4"/><path d="M370 160 Q400 200 430 160" stroke="${darken(c, 0.3)}" stroke-width="8" fill="none"/><rect x="320" y="380" width="50" height="8" fill="${darken(c, 0.3)}"/><rect x="430" y="380" width="50" height="8" fill="${darken(c, 0.3)}"/>`,
    shell: `<path d="M400 150 V580" stroke="${accent}" stroke-width="5"/><path d="M360 140 Q400 100 440 140" stroke="${darken(c, 0.3)}" stroke-width="14" fill="none"/><path d="M310 330 l60 -10 M430 320 l60 10" stroke="${accent}" stroke-width="4"/><rect x="300" y="540" width="200" height="14" fill="${darken(c, 0.25)}"/>`,
    hood: `<path d="M360 178 Q400 120 440 178" stroke="${darken(c, 0.25)}" stroke-width="14" fill="none"/><path d="M400 180 V520" stroke="${accent}" stroke-width="4"/>`,
    skirt: `<rect x="330" y="200" width="140" height="30" fill="${darken(c, 0.2)}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${338 + i * 25} 232 L${262 + i * 57} 598" stroke="${darken(c, 0.25)}" stroke-width="2"/>`).join('')}<path d="M260 540 Q400 520 540 540 L552 590 L248 590Z" fill="${accent}" opacity=".85"/><path d="M270 560 q30 -18 60 0 t60 0 t60 0 t60 0 t60 0" stroke="${lighten(accent, 0.5)}" stroke-width="3" fill="none"/>`,
    slip: `<path d="M360 182 Q400 200 440 182" stroke="${lighten(c, 0.4)}" stroke-width="4" fill="none"/>`,
    pyjama: `<path d="M372 150 L400 200 L428 150" stroke="${accent}" stroke-width="6" fill="none"/>${[0, 1, 2].map((i) => `<circle cx="400" cy="${240 + i * 55}" r="6" fill="${accent}"/>`).join('')}<path d="M300 250 H270 M500 250 H530" stroke="${accent}" stroke-width="4"/>`,
    onesie: `<circle cx="400" cy="300" r="34" fill="${lighten(accent, 0.2)}" opacity=".8"/><circle cx="388" cy="294" r="4" fill="${darken(accent, 0.6)}"/><circle cx="412" cy="294" r="4" fill="${darken(accent, 0.6)}"/><path d="M390 312 q10 8 20 0" stroke="${darken(accent, 0.6)}" stroke-width="3" fill="none"/>${[0, 1, 2].map((i) => `<circle cx="${386 + i * 14}" cy="548" r="4" fill="#fff"/>`).join('')}`,
  }
  const hanger =
    kind === 'skirt'
      ? ''
      : `<path d="M400 ${kind === 'onesie' ? 185 : 150} v-34 q0 -18 16 -18 q14 0 14 14" stroke="#8a7a68" stroke-width="6" fill="none"/><path d="M300 ${kind === 'onesie' ? 208 : 176} L400 ${kind === 'onesie' ? 186 : 150} L500 ${kind === 'onesie' ? 208 : 176}" stroke="#a08b74" stroke-width="10" stroke-linecap="round" fill="none"/>`
  const tagMark = tag
    ? `<g transform="translate(${cx + 70} ${kind === 'skirt' ? 240 : 250}) rotate(8)"><rect x="0" y="0" width="52" height="66" rx="6" fill="#fbf7ef" stroke="#c9bba6"/><circle cx="26" cy="10" r="4" fill="#c9bba6"/>${k.text(26, 48, tag.toUpperCase(), tag.length > 2 ? 18 : 26, '#4a3b2c', { weight: 700 })}</g>`
    : ''
  return `${hanger}<path d="${d}" fill="${fill}"/>${folds}${details[kind] ?? ''}${tagMark}`
}

/** A shoe in side view, toe to the right. */
export type ShoeKind =
  | 'runner'
  | 'racer'
  | 'trail'
  | 'oxford'
  | 'chelsea'
  | 'loafer'
  | 'knit'
  | 'canvas'
  | 'cloth'

export function shoe(k: Kit, kind: ShoeKind, c: string, sole: string, accent: string, x = 400, scale = 1) {
  const boot = kind === 'chelsea'
  const upper = boot
    ? 'M-190 40 L-185 -150 Q-150 -160 -95 -150 L-80 -40 Q10 -40 120 -10 Q190 5 200 40Z'
    : kind === 'loafer' || kind === 'oxford'
      ? 'M-190 40 Q-200 -30 -170 -60 Q-110 -80 -60 -55 Q40 -45 130 -15 Q195 5 200 40Z'
      : 'M-190 40 Q-205 -40 -170 -85 Q-120 -105 -70 -80 Q20 -60 120 -25 Q195 0 200 40Z'
  const soleH =
    kind === 'racer' ? 34 : kind === 'runner' || kind === 'trail' ? 28 : kind === 'cloth' ? 20 : 14
  const soleD = `M-195 40 H205 Q214 ${40 + soleH * 0.6} 190 ${40 + soleH} H-180 Q-200 ${40 + soleH} -195 40Z`
  const fill = k.lin(
    [
      [0, lighten(c, 0.25)],
      [0.6, c],
      [1, darken(c, 0.3)],
    ],
    0,
    0,
    0,
    1,
  )
  const lacing = ['runner', 'racer', 'trail', 'oxford', 'knit', 'canvas'].includes(kind)
    ? Array.from(
        { length: 5 },
        (_, i) =>
          `<path d="M${-40 + i * 28} ${-58 + i * 8} l18 12" stroke="${kind === 'oxford' ? darken(c, 0.5) : '#f5f2ea'}" stroke-width="4" stroke-linecap="round"/>`,
      ).join('')
    : ''
  const extras: Partial<Record<ShoeKind, string>> = {
    runner: `<path d="M-120 0 Q-20 -10 80 10" stroke="${accent}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    racer: `<path d="M-150 -10 Q-20 -30 120 5" stroke="${accent}" stroke-width="10" fill="none"/><path d="M-190 ${40 + soleH * 0.5} H200" stroke="#222" stroke-width="4"/>`,
    trail: Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${-180 + i * 42}" y="${40 + soleH}" width="22" height="9" rx="2" fill="${darken(sole, 0.5)}"/>`,
    ).join(''),
    chelsea: `<path d="M-160 -140 Q-140 -90 -120 -40 L-90 -40 Q-110 -100 -110 -150Z" fill="${darken(c, 0.35)}"/><path d="M-188 -150 q-6 -26 14 -26" stroke="${darken(c, 0.4)}" stroke-width="6" fill="none"/>`,
    loafer: `<path d="M-20 -48 Q50 -40 90 -20" stroke="${darken(c, 0.4)}" stroke-width="10" fill="none"/><rect x="10" y="-46" width="40" height="10" rx="3" fill="${accent}" transform="rotate(10 30 -41)"/>`,
    oxford: `<path d="M-100 -55 Q-60 -10 -40 36" stroke="${darken(c, 0.35)}" stroke-width="3" fill="none" stroke-dasharray="5 4"/><path d="M90 -15 Q110 10 120 36" stroke="${darken(c, 0.35)}" stroke-width="3" fill="none"/>`,
    knit: Array.from(
      { length: 7 },
      (_, i) =>
        `<path d="M${-170 + i * 50} -60 q10 40 0 90" stroke="${lighten(c, 0.3)}" stroke-width="3" fill="none" opacity=".6"/>`,
    ).join(''),
    canvas: `<path d="M-195 30 H200" stroke="#fff" stroke-width="10"/><path d="M150 10 Q195 15 202 40" stroke="#fff" stroke-width="12" fill="none"/>`,
    cloth: `<path d="M-30 -50 Q0 -70 50 -40" stroke="${darken(c, 0.4)}" stroke-width="4" fill="none"/>${Array.from({ length: 16 }, (_, i) => `<path d="M${-185 + i * 24} ${44} v12" stroke="${darken(sole, 0.35)}" stroke-width="2"/>`).join('')}`,
  }
  // Drawn flat, then stretched upwards from the sole line so the upper has a shoe's height.
  const rise = boot ? 1 : 1.55
  const opening = boot
    ? ''
    : `<path d="M-172 -88 Q-120 -104 -62 -80 Q-110 -70 -172 -80Z" fill="${darken(c, 0.55)}"/>`
  return `<g transform="translate(${x} ${FLOOR - 40 * scale - soleH * scale}) scale(${scale})"><g transform="translate(0 40) scale(1 ${rise}) translate(0 -40)"><path d="${upper}" fill="${fill}"/>${opening}${k.gleam('M-160 -60 Q-60 -70 60 -30', 8, 0.45)}${lacing}${extras[kind] ?? ''}</g><path d="${soleD}" fill="${k.faceShade(sole, 0.12)}"/></g>`
}

/** An ellipse ring seen at an angle: bangles, bracelets, rings. */
export function ring(
  k: Kit,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  thick: number,
  c: string,
  gloss = 0.8,
) {
  const grad = k.lin(
    [
      [0, lighten(c, gloss * 0.7)],
      [0.45, c],
      [0.55, darken(c, 0.25)],
      [1, lighten(c, 0.3)],
    ],
    0,
    0,
    1,
    1,
  )
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${darken(c, 0.35)}" stroke-width="${thick + 2}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${grad}" stroke-width="${thick}"/>${k.gleam(`M${cx - rx * 0.8} ${cy - ry * 0.55} Q${cx - rx * 0.2} ${cy - ry * 1.05} ${cx + rx * 0.4} ${cy - ry * 0.92}`, thick * 0.25, 0.8)}`
}

/** Round beads along an ellipse: strands, bracelets, necklaces. */
export function strand(
  k: Kit,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  r: number,
  c: string,
  from = 0,
  to = Math.PI * 2,
) {
  const out: string[] = []
  const fill = k.rad(
    [
      [0, lighten(c, 0.75)],
      [0.35, lighten(c, 0.15)],
      [1, darken(c, 0.35)],
    ],
    0.38,
    0.32,
    0.7,
  )
  for (let i = 0; i < n; i++) {
    const a = from + ((to - from) * i) / (to - from >= Math.PI * 2 ? n : n - 1)
    const x = cx + Math.cos(a) * rx
    const y = cy + Math.sin(a) * ry
    const s = 0.85 + 0.15 * Math.sin(a)
    out.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * s).toFixed(1)}" fill="${fill}"/>`)
  }
  return out.join('')
}
