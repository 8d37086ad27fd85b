import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Config } from '../../config.ts'
import { goodsArt, goodsArtSvg, type Variant } from './art/index.ts'

export const IMAGE_SIZES = [200, 400, 800] as const

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

/** A picture seed: the goods id, then optionally e (a review), c (colour hex), s (level), t (label). */
export const SEED = /^(\d{1,20})(?:e(\d{1,2}))?(?:c([0-9a-f]{6}))?(?:s(\d))?(?:t([0-9a-z]{1,8}))?$/

export function parseSeed(seed: string): { id: string; look: number; variant: Variant } | null {
  const m = SEED.exec(seed)
  if (!m) return null
  const [, id = '', review, colour, level, label] = m
  return {
    id,
    // The number chooses the still-life's look; a review's photo adds its own number (scene.ts).
    look: Number(id.slice(-6)) + Number(review ?? 0),
    variant: {
      level: Number(level ?? 0),
      ...(colour ? { colour: `#${colour}` } : {}),
      ...(label ? { label } : {}),
    },
  }
}

/** Bumped whenever the drawings change, so no node serves a picture cached from older art. */
const ART_VERSION = 'art-2'

/** Where drawn pictures are kept: MEDIA_CACHE_DIR, else DATA_DIR/media-cache. */
export const mediaCacheDir = (config: Pick<Config, 'DATA_DIR' | 'MEDIA_CACHE_DIR'>) =>
  path.resolve(config.MEDIA_CACHE_DIR ?? path.join(config.DATA_DIR, 'media-cache'))

const fileOf = (cacheDir: string, art: string, seed: string, view: number, size: number) =>
  path.join(cacheDir, ART_VERSION, art, `${seed}-${view}-${size}.webp`)

async function exists(file: string) {
  try {
    await access(file)
    return true
  } catch {
    return false
  }
}

/**
 * Draws one view of one picture in every size: the SVG rasterised once at 800 px, the 400 and 200
 * shrunk from it, each written through a temp file so readers never see half. Sizes already on disk
 * are kept. Returns the asked size (800 if none is asked).
 */
export async function drawGoodsPicture(
  cacheDir: string,
  art: string,
  seed: string,
  view: number,
  want = 800,
) {
  const parsed = parseSeed(seed)
  if (!parsed) throw new Error(`bad picture seed ${seed}`)
  const svg = await goodsArtSvg(art, parsed.variant, view, hash(seed), parsed.look)
  const raster = await sharp(Buffer.from(svg))
    .resize(800, 800)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { width, height, channels } = raster.info
  await mkdir(path.dirname(fileOf(cacheDir, art, seed, view, 800)), { recursive: true })
  const written = await Promise.all(
    IMAGE_SIZES.map(async (size) => {
      const buffer = await sharp(raster.data, { raw: { width, height, channels } })
        .resize(size, size)
        .webp({ quality: size > 400 ? 82 : 78, effort: size > 400 ? 2 : 0 })
        .toBuffer()
      const file = fileOf(cacheDir, art, seed, view, size)
      const tmp = `${file}.${process.pid}.${size}.tmp`
      await writeFile(tmp, buffer)
      await rename(tmp, file)
      return [size, buffer] as const
    }),
  )
  return written.find(([size]) => size === want)?.[1] ?? (written[written.length - 1]?.[1] as Buffer)
}

/**
 * Serves a picture from `cacheDir`; one that is not there (a seed no seeder wrote: seeded pictures are
 * drawn before the node is ready, drawPictures) is drawn then.
 */
export async function renderGoodsImage(
  cacheDir: string,
  art: string,
  seed: string,
  view: number,
  size: number,
) {
  try {
    return await readFile(fileOf(cacheDir, art, seed, view, size))
  } catch {
    return drawGoodsPicture(cacheDir, art, seed, view, size)
  }
}

/** Pictures being drawn before a node says it is ready: how far, and the promise of the end. */
export interface PictureDrawing {
  readonly total: number
  readonly drawn: number
  readonly done: boolean
  readonly finished: Promise<void>
}

const PICTURE_URL = /^\/media\/goods\/([a-z0-9-]+)\/([0-9a-z]+)-([0-3])\.webp$/

/**
 * Draws every picture of `urls` (`/media/goods/<art>/<seed>-<view>.webp`) not yet in `cacheDir`,
 * `concurrency` at a time (the rasterising and encoding run on libuv's threads, so two at a time keep
 * two cores busy). A restart finds them on disk and draws nothing. A picture that fails is logged and
 * left to be drawn on request; the rest go on.
 */
export function drawPictures(
  cacheDir: string,
  urls: readonly string[],
  options: { concurrency: number; onError?: (url: string, error: unknown) => void },
): PictureDrawing {
  let drawn = 0
  let done = false
  let next = 0
  const one = async (url: string) => {
    const m = PICTURE_URL.exec(url)
    const art = m?.[1] ?? ''
    if (!m || !Object.hasOwn(goodsArt, art)) throw new Error(`not a generated goods picture: ${url}`)
    const seed = m[2] as string
    const view = Number(m[3])
    const present = await Promise.all(
      IMAGE_SIZES.map((size) => exists(fileOf(cacheDir, art, seed, view, size))),
    )
    if (!present.every(Boolean)) await drawGoodsPicture(cacheDir, art, seed, view)
  }
  // Two nodes sharing a cache start at different places, so each draws what the other has not yet.
  const offset = urls.length ? process.pid % urls.length : 0
  const lane = async () => {
    while (next < urls.length) {
      const url = urls[(offset + next++) % urls.length] as string
      try {
        await one(url)
      } catch (error) {
        options.onError?.(url, error)
      }
      drawn++
    }
  }
  const finished = Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, lane)).then(() => {
    done = true
  })
  return {
    total: urls.length,
    get drawn() {
      return drawn
    },
    get done() {
      return done
    },
    finished,
  }
}

/** A round monogram logo for stores and brands. */
export function logoSvg(hue: number, text: string): string {
  const label = [...text].slice(0, 4).join('')
  const fontSize = label.length <= 2 ? 64 : /^[ -~]+$/.test(label) ? 34 : 40
  const esc = label.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <rect width="200" height="200" rx="40" fill="hsl(${hue} 45% 30%)"/>
  <circle cx="100" cy="100" r="78" fill="none" stroke="hsl(${(hue + 30) % 360} 70% 70%)" stroke-width="4"/>
  <text x="100" y="100" dy=".35em" text-anchor="middle" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${esc}</text>
</svg>`
}
