import { type ChildProcess, spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { port as workerPort } from '../playwright.config.ts'
import { watchConsole } from './support.ts'

test.describe('news centre', () => {
  test('lists news with a featured story, and paging moves through the list', async ({ page }) => {
    const check = watchConsole(page)
    await page.goto('/SlNewsCenter')
    await expect(page.getByRole('heading', { level: 1, name: '新闻中心' })).toBeVisible()
    await expect(page.getByText('头条').first()).toBeVisible()
    const titles = page.locator('article h3')
    await expect(titles).toHaveCount(8)
    const first = await titles.allInnerTexts()

    const pager = page.getByRole('navigation', { name: '分页' })
    await pager.getByRole('link', { name: '第 2 页' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(pager.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page')
    await expect(titles.first()).not.toHaveText(first[0])
    const second = await titles.allInnerTexts()
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((t) => first.includes(t))).toEqual([])

    await pager.getByRole('link', { name: '上一页' }).click()
    await expect(page).not.toHaveURL(/page=/)
    await expect(titles.first()).toHaveText(first[0])
    expect(await titles.allInnerTexts()).toEqual(first)
    check()
  })

  test('every demo news item has a picture of its own (issue 65: the same sailboat on most)', async ({
    page,
  }) => {
    const seen = new Map<string, string>()
    for (let n = 1; n <= 10; n++) {
      await page.goto(`/SlNewsCenter${n > 1 ? `?page=${n}` : ''}`)
      const cards = await page.locator('article').evaluateAll((items) =>
        items.map((a) => ({
          href: a.querySelector('h3 a')?.getAttribute('href') ?? '',
          src: a.querySelector('img')?.getAttribute('src') ?? '',
        })),
      )
      if (!cards.length) break
      for (const { href, src } of cards) {
        const id = new URL(href, 'http://x').searchParams.get('id') ?? ''
        // The seeded articles (five-digit ids), not ones other journeys publish.
        if (!/^\d{5}$/.test(id)) continue
        expect(src, id).not.toMatch(/\/media\/news\/platform\.svg$/)
        const pathname = new URL(src, 'http://x').pathname
        const other = [...seen].find(([, p]) => p === pathname)?.[0]
        expect(other, `${id} shares ${pathname}`).toBeUndefined()
        seen.set(id, pathname)
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(30)
    for (const width of [1920, 1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 })
      for (const lang of ['zh', 'en']) {
        await page.goto(`/SlNewsCenter?categoryId=101${lang === 'en' ? '&lang=en' : ''}`)
        await page.locator('article img').last().scrollIntoViewIfNeeded()
        await page.screenshot({ path: test.info().outputPath(`news-${width}-${lang}.png`), fullPage: true })
      }
    }
  })

  test('a category tab filters the list, and search finds titles', async ({ page }) => {
    const check = watchConsole(page)
    await page.goto('/SlNewsCenter')
    await page.getByRole('navigation', { name: '资讯分类' }).getByRole('link', { name: '政策解读' }).click()
    await expect(page).toHaveURL(/categoryId=201/)
    const chips = page.locator('article p span:first-child')
    await expect(chips.first()).toHaveText('政策解读')
    expect(new Set(await chips.allInnerTexts())).toEqual(new Set(['政策解读']))

    await page.goto('/SlNewsCenter')
    await page.getByLabel('搜索资讯标题').fill('RCEP')
    await page.locator('form[action="/SlNewsCenter"] button[type="submit"]').click()
    await expect(page).toHaveURL(/q=RCEP/)
    await expect(page.getByText(/“RCEP”的搜索结果：\d+ 篇/)).toBeVisible()
    for (const t of await page.locator('article h3').allInnerTexts()) expect(t).toContain('RCEP')
    check()
  })

  test('an article page has its content, related news and search tags', async ({ page }) => {
    const check = watchConsole(page)
    await page.goto('/SlNewsCenter?categoryId=203')
    await page.locator('article h3 a').first().click()
    await expect(page).toHaveURL(/SlNewsDetails\?id=\d+/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: '相关资讯' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: '新闻中心' }),
    ).toBeVisible()

    await page.goto('/SlNewsDetails?id=20107')
    await expect(page.locator('table')).toBeVisible()
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(/\/SlNewsDetails\?id=20107$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /lang=en/)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = ld.map((s) => JSON.parse(s)['@type'])
    expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList', 'NewsArticle']))
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('监管方式')
    check()
  })

  test('an unknown article is a 404', async ({ page }) => {
    const res = await page.goto('/SlNewsDetails?id=123456789')
    expect(res?.status()).toBe(404)
  })
})

test.describe('help centre', () => {
  test('the category tree navigates between articles and deep links open their topic', async ({ page }) => {
    const check = watchConsole(page)
    await page.goto('/article/detail')
    await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '新用户购物流程' })).toBeVisible()
    const tree = page.getByRole('navigation', { name: '帮助分类' })
    for (const topic of [
      '购物指南',
      '支付方式',
      '配送说明',
      '售后服务',
      '会员中心',
      '商家入驻',
      '跨境规则',
    ]) {
      await expect(tree.locator('summary', { hasText: topic })).toBeVisible()
    }
    await tree.locator('summary', { hasText: '支付方式' }).click()
    await tree.getByRole('link', { name: '支持哪些支付方式' }).click()
    await expect(page).toHaveURL(/\/article\/detail\?id=30201$/)
    await expect(page.getByRole('heading', { level: 2, name: '支持哪些支付方式' })).toBeVisible()
    await expect(tree.getByRole('link', { name: '支持哪些支付方式' })).toHaveAttribute('aria-current', 'page')

    await page.getByRole('link', { name: '退款多久到账' }).last().click()
    await expect(page.getByRole('heading', { level: 2, name: '退款多久到账' })).toBeVisible()

    await page.goto('/article/detail?id=30803')
    await expect(page.getByRole('heading', { level: 2, name: '隐私政策' })).toBeVisible()
    await expect(tree.locator('details[open] summary')).toContainText('平台协议')
    check()
  })
})

test.describe('sitemap and robots', () => {
  test('robots.txt names the sitemap and keeps private pages out', async ({ request, baseURL }) => {
    const res = await request.get('/robots.txt')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('text/plain')
    const text = await res.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Disallow: /home')
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('sitemap.xml lists public pages, country guides and every article', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/xml')
    const xml = await res.text()
    for (const path of ['/', '/Bglobal', '/SlNewsCenter', '/article/detail', '/slGuide?countryId=vn']) {
      expect(xml).toContain(`<loc>${baseURL}${path.replace('&', '&amp;')}</loc>`)
    }
    expect(xml).toContain(`<loc>${baseURL}/SlNewsDetails?id=20107</loc>`)
    expect(xml).toContain(`<loc>${baseURL}/article/detail?id=30101</loc>`)
    expect(xml).toMatch(/<loc>[^<]+\/SlBrandDetails\?id=[a-z0-9-]+<\/loc>/)
    expect(xml).not.toContain('/home/MyOrder')
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThanOrEqual(18 + 20 + 65)
  })
})

test.describe('article content cannot run script', () => {
  let server: ChildProcess
  let origin = ''
  let ids: { viaModule: string; raw: string }

  test.beforeAll(async () => {
    // Booting a second app (migrations on a fresh database) is slow on a busy machine.
    test.setTimeout(180_000)
    // Just above this worker's own server (playwright.config.ts).
    const port = workerPort + 1
    origin = `http://127.0.0.1:${port}`
    server = spawn('node', ['--import', 'tsx', 'e2e/articles-fixture-server.ts'], {
      env: { ...process.env, PORT: String(port), PUBLIC_ORIGIN: origin, DATA_DIR: '/tmp/silk-e2e-xss' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    ids = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('fixture server did not start')), 170_000)
      let out = ''
      server.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const m = /READY (\{.*\})/.exec(out)
        if (m) {
          clearTimeout(timer)
          resolve(JSON.parse(m[1]))
        }
      })
      server.on('exit', (code) => reject(new Error(`fixture server exited with ${code}`)))
    })
  })

  test.afterAll(() => {
    server?.kill('SIGTERM')
  })

  for (const which of ['viaModule', 'raw'] as const) {
    test(`a script payload written ${which === 'raw' ? 'around' : 'through'} the module is inert`, async ({
      page,
    }) => {
      const dialogs: string[] = []
      page.on('dialog', (d) => {
        dialogs.push(d.message())
        void d.dismiss()
      })
      await page.goto(`${origin}/SlNewsDetails?id=${ids[which]}`)
      const body = page.locator('article').first()
      await expect(body.getByText('安全测试正文')).toBeVisible()
      await body.getByText('悬停段落').hover()
      await body.getByText('危险链接').click()
      await page.waitForTimeout(500)
      expect(dialogs).toEqual([])
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()
      const html = await body.innerHTML()
      for (const bad of ['<script', 'onerror', 'onmouseover', 'javascript:', '<iframe'])
        expect(html).not.toContain(bad)
    })
  }
})
