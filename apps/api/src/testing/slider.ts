import { randomInt } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/**
 * A drag the way a hand makes one, as the slider's `track` parameter: "ms,x;ms,x;…" from the press,
 * easing out towards `x` over 0.6–1.2 s with uneven sampling and a little overshoot and correction.
 */
export function humanTrack(x: number): string {
  const duration = randomInt(600, 1200)
  const points: string[] = []
  let t = 0
  while (t < duration) {
    const p = t / duration
    const eased = 1 - (1 - p) ** 3
    points.push(`${t},${Math.round(eased * (x + 3))}`)
    t += randomInt(12, 40)
  }
  points.push(`${duration + randomInt(60, 140)},${x}`)
  return points.join(';')
}

/**
 * The scan that solved the old slider 30 times out of 30: the hole's outline was the only pure white
 * in the picture. Kept as the attack the captcha's test must defeat.
 */
export async function pureWhiteScan(backImage: string): Promise<number> {
  const png = Buffer.from(backImage.replace(/^data:image\/png;base64,/, ''), 'base64')
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  let minX = Number.POSITIVE_INFINITY
  for (let i = 0; i < data.length; i += info.channels) {
    if (data[i] >= 250 && data[i + 1] >= 250 && data[i + 2] >= 250) {
      minX = Math.min(minX, (i / info.channels) % info.width)
    }
  }
  // The piece's left edge is drawn 8 px into its 60 px box, with a 2 px stroke.
  return Number.isFinite(minX) ? Math.round(minX - 7) : 0
}

/**
 * The hole's x for a device's newest challenge, from the answers file a server started with
 * CAPTCHA_PROVIDER=slider-outbox writes in its DATA_DIR (journeys and the bench; waits up to 5 s).
 */
export async function sliderOutboxAnswer(dataDir: string, uuid: string, type?: string): Promise<number> {
  const file = path.join(dataDir, 'captcha-outbox.jsonl')
  for (let i = 0; i < 25; i++) {
    const hit = (await readFile(file, 'utf8').catch(() => ''))
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { uuid: string; type: string; x: number })
      .filter((l) => l.uuid === uuid && (type === undefined || l.type === type))
      .at(-1)
    if (hit) return hit.x
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no ${type ?? ''} slider answer for ${uuid} in the outbox`)
}

/**
 * The template match that solved the slider of decision 017 30 times out of 30 (issue 59): the piece
 * was an exact copy of the hole's pixels, which the picture showed darkened by a constant. For every
 * x along the piece's row (`randomY` is sent to the client), the piece's opaque pixels are compared
 * with the picture's by normalised cross-correlation — blind to any darkening or contrast — and the
 * best x wins. Kept as the attack the captcha's test must defeat.
 */
export async function templateMatch(backImage: string, slidingImage: string, y: number): Promise<number> {
  const decode = async (uri: string) =>
    sharp(Buffer.from(uri.replace(/^data:image\/png;base64,/, ''), 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
  const [back, piece] = await Promise.all([decode(backImage), decode(slidingImage)])
  const pw = piece.info.width
  const ph = piece.info.height
  const opaque: [number, number][] = []
  for (let py = 0; py < ph; py++)
    for (let px = 0; px < pw; px++) if (piece.data[(py * pw + px) * 4 + 3] > 250) opaque.push([px, py])
  const grey = (data: Buffer, i: number) => data[i] * 0.299 + data[i + 1] * 0.587 + data[i + 2] * 0.114
  const p = opaque.map(([px, py]) => grey(piece.data, (py * pw + px) * 4))
  const pMean = p.reduce((a, b) => a + b, 0) / p.length
  let best = 0
  let bestScore = Number.NEGATIVE_INFINITY
  for (let x = 0; x + pw <= back.info.width; x++) {
    const b = opaque.map(([px, py]) => grey(back.data, ((y + py) * back.info.width + x + px) * 4))
    const bMean = b.reduce((a, v) => a + v, 0) / b.length
    let num = 0
    let pp = 0
    let bb = 0
    for (let i = 0; i < p.length; i++) {
      num += (p[i] - pMean) * (b[i] - bMean)
      pp += (p[i] - pMean) ** 2
      bb += (b[i] - bMean) ** 2
    }
    const score = num / Math.sqrt(pp * bb || 1)
    if (score > bestScore) {
      bestScore = score
      best = x
    }
  }
  return best
}
