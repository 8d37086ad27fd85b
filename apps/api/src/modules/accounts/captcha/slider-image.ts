import { randomBytes, randomInt } from 'node:crypto'
import sharp from 'sharp'

export const CANVAS = { width: 300, height: 150 }
export const PIECE = 60

/** A jigsaw piece inside a 60×60 box: knobs on the top and right edges. */
const PIECE_PATH = 'M8,8 h15 a7,7 0 0 1 14,0 h15 v15 a7,7 0 0 1 0,14 v15 h-44 z'
/** Decoy holes: the same piece turned, so a person matches the piece while a shape scan finds three. */
const DECOY_TRANSFORMS = ['rotate(90 30 30)', 'rotate(180 30 30)', 'rotate(270 30 30)']

// Navy, sea and gold tones.
const PALETTE = [
  '#0b2545',
  '#13315c',
  '#134074',
  '#1d6fa3',
  '#3fa7d6',
  '#5fa8a0',
  '#8da9c4',
  '#c9a227',
  '#e0b84a',
  '#b5651d',
]
const pick = () => PALETTE[randomInt(PALETTE.length)]

/** A fresh abstract sea-and-sails picture, different every time, so images cannot be catalogued. */
function backgroundSvg(): string {
  const { width: w, height: h } = CANVAS
  const shapes: string[] = []
  for (let i = 0; i < 9; i++) {
    const r = randomInt(12, 46)
    shapes.push(
      `<circle cx="${randomInt(w)}" cy="${randomInt(h)}" r="${r}" fill="${pick()}" opacity="0.${randomInt(3, 8)}"/>`,
    )
  }
  for (let i = 0; i < 3; i++) {
    const y = randomInt(30, h)
    const a = randomInt(10, 30)
    shapes.push(
      `<path d="M0,${y} C${w / 4},${y - a} ${w / 2},${y + a} ${w},${y - a / 2} L${w},${h} L0,${h} Z" fill="${pick()}" opacity="0.${randomInt(3, 7)}"/>`,
    )
  }
  for (let i = 0; i < 2; i++) {
    const x = randomInt(20, w - 40)
    const y = randomInt(20, h - 40)
    shapes.push(
      `<path d="M${x},${y + 40} L${x + 24},${y + 40} L${x + 12},${y} Z" fill="${pick()}" opacity="0.7"/>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pick()}"/><stop offset="1" stop-color="${pick()}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}</svg>`
}

const pieceSvg = (fill: string, stroke: string, transform = '') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}"><path d="${PIECE_PATH}" transform="${transform}" fill="${fill}" stroke="${stroke}" stroke-width="2"/></svg>`,
  )

/**
 * The hole and its decoys are drawn alike: opaque, with a soft light edge that is never pure white.
 * Opaque, so the picture shows nothing of what the piece shows: a shaded hole was the piece's pixels
 * darkened by a constant, which a template match found 30 times out of 30 (issue 59).
 */
const HOLE_FILL = '#18243a'
const HOLE_EDGE = 'rgba(255,255,255,0.5)'

/** A hole drawn into the picture's SVG at (left, top), before the grain goes on. */
const holeSvg = (left: number, top: number, transform = '') =>
  `<g transform="translate(${left} ${top})"><path d="${PIECE_PATH}" transform="${transform}" fill="${HOLE_FILL}" stroke="${HOLE_EDGE}" stroke-width="2"/></g>`

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

/**
 * Grain on every pixel (±24 per channel) and scattered white specks, so no colour, edge or brightness
 * marks the hole: a scan for the outline finds specks everywhere.
 */
async function noisy(svg: string): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const noise = randomBytes(data.length)
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i] + (noise[i] % 49) - 24))
  const specks = randomBytes(info.width * info.height)
  for (let p = 0; p < specks.length; p++) {
    if (specks[p] < 2) data.fill(255, p * 3, p * 3 + 3)
  }
  return sharp(data, { raw: info }).png().toBuffer()
}

/** Up to two decoy spots that do not overlap the hole (nor each other much). */
function decoys(x: number): { left: number; top: number; transform: string }[] {
  const spots: { left: number; top: number; transform: string }[] = []
  for (let tries = 0; tries < 20 && spots.length < 2; tries++) {
    const left = randomInt(0, CANVAS.width - PIECE)
    if (Math.abs(left - x) < PIECE || spots.some((s) => Math.abs(left - s.left) < PIECE / 2)) continue
    const transform = DECOY_TRANSFORMS[randomInt(DECOY_TRANSFORMS.length)]
    spots.push({ left, top: randomInt(0, CANVAS.height - PIECE), transform })
  }
  return spots
}

/**
 * The two pictures of reference §6.2: the noisy background with the hole at (x, y) and two decoys
 * (the same shape turned), and the piece cut from the same spot of the same drawing, which the
 * visitor drags into the hole. The hole is opaque and the two pictures get their grain apart, so no
 * pixel of the piece is in the picture: a person matches the piece's outline to the hole's, a
 * template match of the piece's pixels finds nothing (`testing/slider.ts` `templateMatch`).
 */
export async function renderSlider(
  x: number,
  y: number,
): Promise<{ backImage: string; slidingImage: string }> {
  const drawing = backgroundSvg()
  const holes = [...decoys(x).map((d) => holeSvg(d.left, d.top, d.transform)), holeSvg(x, y)].join('')
  const [back, piece] = await Promise.all([
    noisy(drawing.replace(/<\/svg>$/, `${holes}</svg>`)),
    noisy(drawing).then((png) =>
      sharp(png)
        .extract({ left: x, top: y, width: PIECE, height: PIECE })
        // No outline on the piece: the hole's is the one shape the two pictures share.
        .composite([{ input: pieceSvg('#000', 'none'), blend: 'dest-in' }])
        .png()
        .toBuffer(),
    ),
  ])
  return { backImage: dataUri(back), slidingImage: dataUri(piece) }
}

/** Where the hole may be: fully inside, and far enough right that the piece must actually move. */
export function randomPosition(): { x: number; y: number } {
  return {
    x: randomInt(PIECE + 10, CANVAS.width - PIECE - 4),
    y: randomInt(4, CANVAS.height - PIECE - 4),
  }
}
