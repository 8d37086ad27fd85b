import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { motifs } from './motifs.ts'

export const IMAGE_SIZES = [200, 400, 800] as const

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

/**
 * A product "photograph" composed from the category motif: view 0 is the hero shot, 1 a close-up,
 * 2 a styled scene with a pattern, 3 a flat lay. Colours follow the seed, so every goods differs.
 */
export function goodsSvg(motif: string, seed: string, view: number): string {
  const h = hash(`${motif}:${seed}`)
  const hue = h % 360
  const c = `hsl(${hue} 55% 48%)`
  const d = `hsl(${(hue + 20) % 360} 50% 32%)`
  const l = `hsl(${(hue + 40) % 360} 70% 82%)`
  const bgA = `hsl(${(hue + 180) % 360} 30% 97%)`
  const bgB = `hsl(${(hue + 200) % 360} 28% 86%)`
  const draw = (motifs[motif] ?? motifs.tea)?.(c, d, l) ?? ''
  const scale = view === 1 ? 1.5 : view === 3 ? 0.62 : 1
  const tilt = view === 2 ? -8 : view === 3 ? 12 : 0
  const pattern =
    view === 2
      ? `<g opacity=".12" fill="${d}">${Array.from({ length: 36 }, (_, i) => `<circle cx="${(i % 6) * 160 + 40}" cy="${Math.floor(i / 6) * 160 + 40}" r="${18 + (i % 3) * 8}"/>`).join('')}</g>`
      : ''
  const extra =
    view === 3
      ? `<g transform="translate(610 610) scale(.45)">${draw}</g><g transform="translate(190 620) scale(.38) rotate(-20)">${draw}</g>`
      : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></radialGradient>
  <filter id="sh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter></defs>
  <rect width="800" height="800" fill="url(#bg)"/>${pattern}
  <ellipse cx="400" cy="${view === 1 ? 720 : 640}" rx="${230 * scale}" ry="${34 * scale}" fill="#000" opacity=".16" filter="url(#sh)"/>
  <g transform="translate(400 ${view === 3 ? 330 : 420}) scale(${scale * 1.15}) rotate(${tilt})">${draw}</g>${extra}
  <rect x="0" y="0" width="800" height="800" fill="none" stroke="${bgB}" stroke-width="2"/>
</svg>`
}

/** Renders once, then serves from `cacheDir`; writes go through a temp file so readers never see half. */
export async function renderGoodsImage(
  cacheDir: string,
  motif: string,
  seed: string,
  view: number,
  size: number,
) {
  const file = path.join(cacheDir, 'goods', motif, `${seed}-${view}-${size}.webp`)
  try {
    return await readFile(file)
  } catch {
    const png = sharp(Buffer.from(goodsSvg(motif, seed, view)))
    const buffer = await png
      .resize(size, size)
      .webp({ quality: size > 400 ? 82 : 78 })
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
