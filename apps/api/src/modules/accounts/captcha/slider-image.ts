import { randomInt } from 'node:crypto'
import sharp from 'sharp'

export const CANVAS = { width: 300, height: 150 }
export const PIECE = 60

/** A jigsaw piece inside a 60×60 box: knobs on the top and right edges. */
const PIECE_PATH = 'M8,8 h15 a7,7 0 0 1 14,0 h15 v15 a7,7 0 0 1 0,14 v15 h-44 z'

// Navy, sea and gold tones; every channel stays below 240 so only the outline is pure white.
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

const pieceSvg = (fill: string, stroke: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}"><path d="${PIECE_PATH}" fill="${fill}" stroke="${stroke}" stroke-width="2"/></svg>`,
  )

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

/**
 * The two pictures of reference §6.2: the background with a hole at (x, y), and the piece cut from
 * the same spot, which the visitor drags into the hole.
 */
export async function renderSlider(
  x: number,
  y: number,
): Promise<{ backImage: string; slidingImage: string }> {
  const background = await sharp(Buffer.from(backgroundSvg())).png().toBuffer()
  const [back, piece] = await Promise.all([
    sharp(background)
      .composite([{ input: pieceSvg('rgba(0,0,0,0.5)', '#ffffff'), left: x, top: y }])
      .png()
      .toBuffer(),
    sharp(background)
      .extract({ left: x, top: y, width: PIECE, height: PIECE })
      .composite([
        { input: pieceSvg('#000', 'none'), blend: 'dest-in' },
        { input: pieceSvg('none', 'rgba(255,255,255,0.9)') },
      ])
      .png()
      .toBuffer(),
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
