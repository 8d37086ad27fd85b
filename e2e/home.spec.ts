import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { watchConsole } from './support.ts'

/** Fake timers, paused: the page's timers and animation frames run only through clock.runFor. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+08:00') })
  await page.clock.pauseAt(new Date('2026-11-23T10:00:01+08:00'))
}

/** Loads / and waits until the first-load intro is gone, so the page can be used. */
async function openHome(page: Page) {
  await page.goto('/')
  await expect(page.getByTestId('intro')).toHaveCount(0, { timeout: 8000 })
}

test('banner: looping muted autoplay video with poster, slogan and the three statistics', async ({
  page,
}) => {
  const done = watchConsole(page)
  await openHome(page)
  const video = page.getByTestId('video-player')
  expect(
    await video.evaluate((v: HTMLVideoElement) => ({
      loop: v.loop,
      muted: v.muted,
      autoplay: v.autoplay,
      poster: v.poster,
    })),
  ).toMatchObject({
    loop: true,
    muted: true,
    autoplay: true,
    poster: expect.stringContaining('/home/banner-poster.webp'),
  })
  expect(await video.locator('source').evaluateAll((s) => s.map((e) => e.getAttribute('type')))).toEqual([
    'video/webm',
    'video/mp4',
  ])
  for (const src of ['/home/banner.mp4', '/home/banner.webm', '/home/banner-poster.webp']) {
    const res = await page.request.get(src)
    expect(res.status(), src).toBe(200)
    expect((await res.body()).length, src).toBeLessThan(1_500_000)
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('丝路之舟 扬帆出海')
  await expect(page.getByTestId('home-stat')).toHaveText([
    /10万\+.*服务企业/,
    /100亿美元\+.*年交易额/,
    /20.*三年内覆盖国家和地区/,
  ])
  await expect(page.getByRole('link', { name: '了解更多' })).toBeVisible()
  done()
})

test('a visitor who asks for less motion gets the still poster, never the looping video', async ({
  browser,
}) => {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1920, height: 1080 },
  })
  const page = await context.newPage()
  const videos: string[] = []
  page.on('request', (r) => {
    if (/\/home\/banner\.(webm|mp4)/.test(r.url())) videos.push(r.url())
  })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('hero-poster')).toBeVisible()
  await expect(page.getByTestId('video-player')).toHaveCount(0)
  expect(videos).toEqual([])
  // Asking for motion again while the page is open starts it.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect(page.getByTestId('video-player')).toHaveCount(1)
  await context.close()
})

test('core services: a tile expands alone with <返回; clicking it again or back restores all six', async ({
  page,
}) => {
  await openHome(page)
  const tiles = page.getByTestId('service-tile')
  await expect(tiles).toHaveText([
    /^出海服务/,
    /^出海指南/,
    /^出海数字平台/,
    /^资本服务/,
    /^海外利益保护/,
    /^综合服务/,
  ])
  await expect(tiles.first().locator('img')).toHaveAttribute('src', '/home/services/overseas.svg')

  await tiles.nth(1).click()
  const expanded = page.getByTestId('service-expanded')
  await expect(expanded).toHaveAttribute('data-key', 'guide')
  await expect(tiles).toHaveCount(0)
  await expect(page.getByTestId('service-back')).toHaveText('<返回')
  await expect(expanded).toHaveCSS('background-image', /guide-sel\.svg/)
  await expect(expanded.locator('img')).toHaveAttribute('src', '/home/services/guide-bot.svg')
  await expect(expanded).toContainText('下载')

  await page.getByTestId('service-back').click()
  await expect(tiles).toHaveCount(6)

  await tiles.nth(4).click()
  await expect(expanded).toHaveAttribute('data-key', 'protect')
  await expanded.click({ position: { x: 600, y: 300 } })
  await expect(tiles).toHaveCount(6)
})

test('core services: the expanded box scrolls smoothly into view when at least 20% of it shows', async ({
  page,
}) => {
  await openHome(page)
  const tiles = page.getByTestId('service-tile')
  // Put the grid so its top edge sits low in the window: part of the box is visible, not its top.
  await tiles.first().evaluate((el) => {
    const top = el.getBoundingClientRect().top + window.scrollY
    window.scrollTo(0, top - window.innerHeight + 260)
  })
  await tiles.first().click()
  const expanded = page.getByTestId('service-expanded')
  await expect
    .poll(async () => expanded.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 5000,
    })
    .toBeLessThan(60)
})

test('global layout map, industrial belts and advantages are drawn', async ({ page }) => {
  await openHome(page)
  const map = page.getByRole('img', { name: /全球服务网络地图/ })
  await map.scrollIntoViewIfNeeded()
  expect(await map.locator('path').count()).toBe(11)
  await expect(map.locator('text')).toContainText(['上海', '新加坡', '迪拜'])
  const land = await page.request.get('/home/world-map.svg')
  expect(await land.text()).toContain('<path')
  await expect(page.getByRole('heading', { name: '国内产业带' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '我们的优势' })).toBeVisible()
})

test("partner strip: the operator's 8 sample logos, 2 px per frame, paused on hover", async ({ page }) => {
  await openHome(page)
  const strip = page.getByTestId('partner-strip')
  await strip.scrollIntoViewIfNeeded()
  await expect(strip.locator('img[data-partner]')).toHaveCount(8)
  await expect(strip.locator('img')).toHaveCount(16)
  // Demo entries say they are samples (issue 65): never an invented company shown as a real partner.
  await expect(strip.locator('img[data-partner="1"]')).toHaveAttribute('alt', '示例合作伙伴 A')
  const offset = () => page.getByTestId('partner-track').evaluate((el) => Number(el.dataset.offset ?? 0))
  // It moves only while on screen, from the frame after the browser reports it visible: measured once moving.
  await expect.poll(offset).toBeLessThan(0)
  // Over 10 animation frames the strip moves 2 px per frame (allowing one frame of scheduling slack).
  const perFrame = await page.getByTestId('partner-track').evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let frames = 0
        const start = Number(el.dataset.offset ?? 0)
        const tick = () => {
          frames++
          if (frames < 10) requestAnimationFrame(tick)
          else resolve(Math.abs(Number(el.dataset.offset ?? 0) - start) / frames)
        }
        requestAnimationFrame(tick)
      }),
  )
  expect(perFrame).toBeGreaterThan(1.6)
  expect(perFrame).toBeLessThan(2.4)

  await strip.hover()
  const held = await offset()
  await page.waitForTimeout(400)
  expect(await offset()).toBe(held)
  await page.mouse.move(5, 5)
  await expect.poll(offset).not.toBe(held)
})

test('national pavilion carousel: 13 slides, 5 per view, spacing 30, autoplay 4 s, loop, links to countries', async ({
  page,
}) => {
  await pauseClock(page)
  await page.goto('/')
  // Timers start once the page has hydrated and shown the intro.
  await expect(page.getByTestId('intro')).toHaveAttribute('data-state', 'on')
  // The carousel engine is up before fake time moves, so its 4 s countdown starts at 0.
  await expect(page.getByTestId('pavilion')).toHaveAttribute('data-ready', 'true')
  await page.clock.runFor(2100)
  await expect(page.getByTestId('intro')).toHaveAttribute('data-state', 'leaving')
  await page.clock.runFor(800)
  await expect(page.getByTestId('intro')).toHaveCount(0)
  const carousel = page.getByTestId('pavilion')
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-per-view', '5')
  await expect(carousel).toHaveAttribute('data-spacing', '30')
  await expect(carousel).toHaveAttribute('data-autoplay', '4000')
  await expect(carousel).toHaveAttribute('data-loop', 'true')
  const slides = carousel.getByTestId('pavilion-slide')
  await expect(slides).toHaveCount(13)
  const hrefs = await slides.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs.every((h) => /^\/slGuide\?countryId=[a-z]{2}$/.test(h ?? ''))).toBe(true)

  // Layout: 5 cards fill the viewport with 30 px between neighbours.
  const layout = await carousel.evaluate((root) => {
    const viewport = root.querySelector('[class*="viewport"]') as HTMLElement
    const box = viewport.getBoundingClientRect()
    const cards = Array.from(root.querySelectorAll('[data-testid="pavilion-slide"] a')).map((a) =>
      a.getBoundingClientRect(),
    )
    const inside = cards
      .filter((r) => r.left >= box.left - 1 && r.right <= box.right + 1)
      .sort((a, b) => a.left - b.left)
    return {
      visible: inside.length,
      gaps: inside.slice(1).map((r, i) => Math.round(r.left - (inside[i] as DOMRect).right)),
    }
  })
  expect(layout.visible).toBe(5)
  expect(new Set(layout.gaps)).toEqual(new Set([30]))

  const leftmost = () =>
    carousel.evaluate((root) => {
      const box = (root.querySelector('[class*="viewport"]') as HTMLElement).getBoundingClientRect()
      const links = Array.from(root.querySelectorAll('[data-testid="pavilion-slide"] a')) as HTMLElement[]
      const first = links
        .map((a) => ({ href: a.getAttribute('href'), left: a.getBoundingClientRect().left }))
        .filter((x) => x.left >= box.left - 40)
        .sort((a, b) => a.left - b.left)[0]
      return first?.href
    })
  // Autoplay: nothing moves before 4 s after start, then the next country comes first.
  expect(await leftmost()).toBe(hrefs[0])
  await page.clock.runFor(900)
  expect(await leftmost()).toBe(hrefs[0])
  await page.clock.runFor(1700)
  expect(await leftmost()).toBe(hrefs[1])
  // Loop: going back past the first slide shows the last country.
  await page.mouse.move(5, 5)
  await carousel.getByRole('button', { name: '上一个' }).click()
  await page.clock.runFor(1200)
  expect(await leftmost()).toBe(hrefs[0])
  await carousel.getByRole('button', { name: '上一个' }).click()
  await page.clock.runFor(1200)
  expect(await leftmost()).toBe(hrefs[12])
})

test('intro: plays on first load and hides after 2 s + 0.7 s; a wheel ends it; skipped on reload', async ({
  page,
}) => {
  await pauseClock(page)
  await page.goto('/')
  const intro = page.getByTestId('intro')
  await expect(intro).toHaveAttribute('data-state', 'on')
  await page.clock.runFor(1900)
  await expect(intro).toHaveAttribute('data-state', 'on')
  await page.clock.runFor(200)
  await expect(intro).toHaveAttribute('data-state', 'leaving')
  await page.clock.runFor(750)
  await expect(intro).toHaveCount(0)

  await page.reload()
  await page.clock.runFor(500)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(intro).toHaveCount(0)

  await page.goto('/Service')
  // Hydrated (hot words come from an effect), so the page records where the tab leaves from.
  await expect(page.getByTestId('hot-words').locator('a').first()).toBeVisible()
  await page.goto('/')
  await expect(intro).toHaveAttribute('data-state', 'on')
  await page.mouse.move(600, 400)
  await page.mouse.wheel(0, 200)
  await expect(intro).toHaveAttribute('data-state', 'leaving')
  await page.clock.runFor(750)
  await expect(intro).toHaveCount(0)
})

test('intro: a real reload (Navigation Timing) skips it', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('intro')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(800)
  await expect(page.getByTestId('intro')).toHaveCount(0)
})

test('layout stability and accessibility of the home page', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { cls: number }).cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await openHome(page)
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.05)
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
})

test('English interface: every home text is translated', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }])
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Silk Road Ark · Set Sail Overseas')
  await expect(page.getByTestId('service-tile').first()).toContainText('Going global')
  // Country cards stay bilingual on purpose (English name, Chinese below); everything else is English.
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement
    copy.querySelector('[data-testid="pavilion"]')?.remove()
    return copy.textContent ?? ''
  })
  expect(text).not.toMatch(/[\u4e00-\u9fff]/)
})
