/**
 * The drag behind a slider answer, as the browser records it: "ms,x;ms,x;…" from the press. A person
 * takes a while, moves unevenly (fast, then slowing into the hole) and is sampled many times; a script
 * that posts the answer, jumps there, or slides at one constant speed does not look like that.
 */
export const TRACK_MAX_LENGTH = 4000
const MIN_POINTS = 8
const MAX_POINTS = 400
const MIN_DURATION_MS = 300
const MAX_DURATION_MS = 30_000
/** How far (px) some sample must stray from the straight line between the first and the last. */
const MIN_CURVE_PX = 3

type Point = { t: number; x: number }

function parse(track: string): Point[] | null {
  const points: Point[] = []
  for (const pair of track.split(';')) {
    const [t, x, extra] = pair.split(',')
    if (extra !== undefined || !/^\d{1,6}$/.test(t ?? '') || !/^-?\d{1,4}$/.test(x ?? '')) return null
    points.push({ t: Number(t), x: Number(x) })
  }
  return points
}

/** Whether `track` is a plausible human drag that ends within `tolerance` of `xPos`. */
export function isHumanTrack(track: string | undefined, xPos: number, tolerance: number): boolean {
  if (!track || track.length > TRACK_MAX_LENGTH) return false
  const points = parse(track)
  if (!points || points.length < MIN_POINTS || points.length > MAX_POINTS) return false
  const first = points[0]
  const last = points[points.length - 1]
  if (points.some((p, i) => i > 0 && p.t < points[i - 1].t)) return false
  const duration = last.t - first.t
  if (duration < MIN_DURATION_MS || duration > MAX_DURATION_MS) return false
  if (Math.abs(first.x) > tolerance || Math.abs(last.x - xPos) > tolerance) return false
  const straight = (t: number) => first.x + ((last.x - first.x) * (t - first.t)) / duration
  return points.some((p) => Math.abs(p.x - straight(p.t)) >= MIN_CURVE_PX)
}
