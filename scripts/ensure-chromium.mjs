// Browser tests drive Debian's Chromium. Install it when missing and we are root; otherwise say how.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  )
  return candidates.find((p) => existsSync(p))
}

export function ensureChromium() {
  const found = chromiumPath()
  if (found) return found
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is missing: run `sudo apt-get install -y chromium fonts-noto-cjk` (or set CHROMIUM_PATH).',
    )
    process.exit(1)
  }
  console.log('installing Debian chromium and fonts-noto-cjk…')
  execSync('apt-get update -qq', { stdio: 'inherit' })
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (r.status !== 0) process.exit(r.status ?? 1)
  return chromiumPath()
}
