// Browser tests drive Debian's Chromium: its headless shell (package chromium-headless-shell, the
// "old headless" Playwright itself uses for headless runs) when present, else the full browser. The
// shell draws the same pages with about a third less CPU than the full browser in headless mode
// (measured: decision 138 §6). Installed when missing and we are root; otherwise we say how.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const PACKAGES = ['chromium-headless-shell', 'fonts-noto-cjk']

/** The browser the journeys run: CHROMIUM_PATH, else the headless shell, else full Chromium. */
export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean)
  return candidates.find((p) => existsSync(p))
}

export function ensureChromium() {
  const found = chromiumPath()
  if (found) return found
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: run \`sudo apt-get install -y ${PACKAGES.join(' ')}\` (or set CHROMIUM_PATH).`,
    )
    process.exit(1)
  }
  console.log(`installing ${PACKAGES.join(' and ')}…`)
  execSync('apt-get update -qq', { stdio: 'inherit' })
  const r = spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (r.status !== 0) process.exit(r.status ?? 1)
  return chromiumPath()
}
