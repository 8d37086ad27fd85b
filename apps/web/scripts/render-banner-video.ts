/**
 * Renders the home banner video (spec §2 "Home page") from generated SVG frames: a dawn sea with
 * junks under sail and a dotted silk route. Every motion is periodic over the clip so the loop is seamless.
 *
 *   npx tsx apps/web/scripts/render-banner-video.ts
 *
 * Writes public/home/banner.mp4 (H.264), banner.webm (VP9), banner-poster.webp (frame 0, the still fallback)
 * and banner-poster-phone.webp (frame 0 drawn at twice the size, cut to the phone's tall banner around the
 * sun and the junks: phones and Save-Data get it instead of the video, decision 027). `--posters` writes the
 * phone poster only (no ffmpeg needed).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'

const W = 1280
const H = 560
const FPS = 24
const SECONDS = 8
const FRAMES = FPS * SECONDS
const HORIZON = 330
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/home')

const TAU = Math.PI * 2

function wave(y: number, amp: number, len: number, phase: number, color: string, opacity: number): string {
  const pts: string[] = [`M0 ${H}`]
  for (let x = 0; x <= W; x += 16) {
    pts.push(`L${x} ${(y + Math.sin((x / len) * TAU + phase) * amp).toFixed(1)}`)
  }
  pts.push(`L${W} ${H} Z`)
  return `<path d="${pts.join(' ')}" fill="${color}" fill-opacity="${opacity}"/>`
}

/** A junk with three battened sails, drawn around (0,0) = waterline centre. */
function junk(scale: number, sail: string): string {
  const battens = (x: number, top: number, w: number) =>
    [0.25, 0.5, 0.75]
      .map((f) => {
        const y = top + (0 - top - 8) * f
        return `<line x1="${x - w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y - 4}" stroke="#8a5a1c" stroke-width="1.2"/>`
      })
      .join('')
  const sailShape = (x: number, top: number, w: number) =>
    `<path d="M${x - w / 2} -10 L${x - w / 2 + 6} ${top} Q${x} ${top - 10} ${x + w / 2} ${top + 4} L${x + w / 2 - 2} -12 Z" fill="${sail}"/>${battens(x, top, w)}`
  return `<g transform="scale(${scale})">
    <path d="M-70 -8 Q-60 14 -30 16 L40 16 Q66 12 78 -14 L52 -6 L-54 -6 Z" fill="#3b2410"/>
    <line x1="-26" y1="-8" x2="-26" y2="-92" stroke="#2a1a0b" stroke-width="3"/>
    <line x1="12" y1="-8" x2="12" y2="-120" stroke="#2a1a0b" stroke-width="3"/>
    <line x1="46" y1="-8" x2="46" y2="-70" stroke="#2a1a0b" stroke-width="2.5"/>
    ${sailShape(-26, -88, 36)}${sailShape(12, -116, 44)}${sailShape(46, -66, 28)}
  </g>`
}

function frame(i: number): string {
  const t = i / FRAMES // 0..1 over the loop
  const p = t * TAU
  const ships = [
    { x: 300, y: 372, s: 0.9, sail: '#c9a227' },
    { x: 820, y: 352, s: 0.55, sail: '#d9b653' },
    { x: 1080, y: 408, s: 1.15, sail: '#b98e1d' },
  ]
    .map((sh, k) => {
      const bob = Math.sin(p * 2 + k * 1.7) * 4
      const drift = Math.sin(p + k) * 14
      const roll = Math.sin(p * 2 + k) * 2.2
      return `<g transform="translate(${(sh.x + drift).toFixed(1)} ${(sh.y + bob).toFixed(1)}) rotate(${roll.toFixed(2)})">${junk(sh.s, sh.sail)}</g>`
    })
    .join('')
  const gulls = [0, 1, 2]
    .map((k) => {
      const gx = 180 + k * 90 + Math.sin(p + k) * 20
      const gy = 120 + k * 26 + Math.cos(p * 2 + k) * 6
      const flap = Math.sin(p * 8 + k) * 5
      return `<path d="M${gx - 12} ${gy} Q${gx - 6} ${gy - 6 - flap} ${gx} ${gy} Q${gx + 6} ${gy - 6 - flap} ${gx + 12} ${gy}" stroke="#1d3a5f" stroke-width="2" fill="none"/>`
    })
    .join('')
  const dash = (-t * 120).toFixed(1) // dash pattern 20+10 → 4 full periods per loop
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b2545"/><stop offset="0.55" stop-color="#2a6fb8"/><stop offset="1" stop-color="#f3d9a4"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff4cf"/><stop offset="0.45" stop-color="#f6d27a" stop-opacity="0.9"/><stop offset="1" stop-color="#f6d27a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="glint" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#f6d27a" stop-opacity="0"/><stop offset="0.5" stop-color="#f6d27a" stop-opacity="0.28"/><stop offset="1" stop-color="#f6d27a" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2a6fb8"/><stop offset="1" stop-color="#071a33"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${HORIZON + 4}" fill="url(#sky)"/>
  <circle cx="930" cy="${HORIZON - 26}" r="${150 + Math.sin(p) * 6}" fill="url(#sun)"/>
  <path d="M40 250 C 320 60, 760 40, 1240 180" stroke="#f7efd2" stroke-opacity="0.75" stroke-width="3" fill="none" stroke-dasharray="20 10" stroke-dashoffset="${dash}"/>
  <circle cx="40" cy="250" r="7" fill="#f7efd2"/><circle cx="1240" cy="180" r="7" fill="#f7efd2"/>
  ${gulls}
  <rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#sea)"/>
  <rect x="760" y="${HORIZON}" width="340" height="${H - HORIZON}" fill="url(#glint)"/>
  ${wave(HORIZON + 18, 3, 180, p, '#3b82c4', 0.35)}
  ${ships}
  ${wave(HORIZON + 70, 6, 260, -p, '#1b4f8a', 0.55)}
  ${wave(HORIZON + 130, 9, 340, p * 2, '#13315c', 0.7)}
  ${wave(HORIZON + 190, 12, 420, -p, '#0b2545', 0.85)}
</svg>`
}

/** The phone's poster: 392 × 560 of the frame from x = 780 (the sun and two junks), drawn at 2×. */
const PHONE_POSTER = { width: 784, height: 1120 } as const

async function phonePoster() {
  const png = new Resvg(frame(0), { fitTo: { mode: 'zoom', value: 2 } }).render().asPng()
  await sharp(png)
    .extract({ left: 1560, top: 0, ...PHONE_POSTER })
    .webp({ quality: 70, effort: 6 })
    .toFile(path.join(OUT, 'banner-poster-phone.webp'))
}

async function main() {
  mkdirSync(OUT, { recursive: true })
  await phonePoster()
  if (process.argv.includes('--posters')) return
  const frames: Buffer[] = []
  for (let i = 0; i < FRAMES; i++) {
    frames.push(Buffer.from(new Resvg(frame(i), { fitTo: { mode: 'original' } }).render().asPng()))
  }
  writeFileSync(path.join(OUT, 'banner-poster.png'), frames[0] as Buffer)
  const encode = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const ff = spawn(
        'ffmpeg',
        ['-y', '-loglevel', 'error', '-f', 'image2pipe', '-framerate', String(FPS), '-i', '-', ...args],
        {
          stdio: ['pipe', 'inherit', 'inherit'],
        },
      )
      ff.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))))
      for (const f of frames) ff.stdin.write(f)
      ff.stdin.end()
    })
  await encode([
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    path.join(OUT, 'banner.mp4'),
  ])
  await encode([
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    path.join(OUT, 'banner.webm'),
  ])
  await new Promise<void>((resolve, reject) => {
    const ff = spawn(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-i',
        path.join(OUT, 'banner-poster.png'),
        '-quality',
        '78',
        path.join(OUT, 'banner-poster.webp'),
      ],
      { stdio: 'inherit' },
    )
    ff.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))))
  })
  rmSync(path.join(OUT, 'banner-poster.png'))
}

await main()
