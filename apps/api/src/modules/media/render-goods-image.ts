import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { goodsArtSvg, type Variant } from './art/index.ts'

export const IMAGE_SIZES = [200, 400, 800] as const

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

/** A picture seed: the goods id, then optionally e (a review), c (colour hex), s (level), t (label). */
export const SEED = /^(\d{1,20})(?:e(\d{1,2}))?(?:c([0-9a-f]{6}))?(?:s(\d))?(?:t([0-9a-z]{1,8}))?$/

export function parseSeed(seed: string): { id: string; variant: Variant } | null {
  const m = SEED.exec(seed)
  if (!m) return null
  const [, id = '', , colour, level, label] = m
  return {
    id,
    variant: {
      level: Number(level ?? 0),
      ...(colour ? { colour: `#${colour}` } : {}),
      ...(label ? { label } : {}),
    },
  }
}

/** Bumped whenever the drawings change, so no node serves a picture cached from older art. */
const ART_VERSION = 'art-1'

/** Renders once, then serves from `cacheDir`; writes go through a temp file so readers never see half. */
export async function renderGoodsImage(
  cacheDir: string,
  art: string,
  seed: string,
  view: number,
  size: number,
) {
  const file = path.join(cacheDir, ART_VERSION, art, `${seed}-${view}-${size}.webp`)
  try {
    return await readFile(file)
  } catch {
    const parsed = parseSeed(seed)
    if (!parsed) throw new Error(`bad picture seed ${seed}`)
    const svg = await goodsArtSvg(art, parsed.variant, view, hash(seed))
    const buffer = await sharp(Buffer.from(svg))
      .resize(size, size)
      .webp({ quality: size > 400 ? 82 : 78, effort: 4 })
      .toBuffer()
    await mkdir(path.dirname(file), { recursive: true })
    const tmp = `${file}.${process.pid}.tmp`
    await writeFile(tmp, buffer)
    await rename(tmp, file)
    return buffer
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
