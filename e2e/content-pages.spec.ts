import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { watchConsole } from './support.ts'

/** Every content page of issue 7 (pages part) with its spec title and the sections it must show. */
const PAGES: { path: string; title: string; sections: string[] }[] = [
  {
    path: '/Initiative',
    title: '倡议',
    sections: ['background', 'guides', 'commitments', 'join', 'resources', 'faq', 'contact'],
  },
  {
    path: '/Bglobal',
    title: '出海服务',
    sections: ['scale', 'core-services', 'process', 'pricing', 'cases', 'faq', 'contact'],
  },
  {
    path: '/Nsystem',
    title: '出海服务体系',
    sections: ['layers', 'matrix', 'standards', 'network', 'explore'],
  },
  { path: '/slBrand', title: '品牌馆', sections: ['overview', 'directory', 'grow', 'faq'] },
  {
    path: '/slBrand/build',
    title: '品牌建设',
    sections: ['modules', 'process', 'pricing', 'cases', 'faq', 'contact'],
  },
  {
    path: '/SlBrandDetails?id=lanan-tea',
    title: '品牌详情',
    sections: ['metrics', 'story', 'products', 'markets', 'services', 'milestones', 'quote', 'related'],
  },
  {
    path: '/Analyse',
    title: '市场分析',
    sections: ['products', 'sources', 'process', 'pricing', 'faq', 'contact'],
  },
  {
    path: '/Strategy',
    title: '出海策略',
    sections: ['modes', 'framework', 'process', 'cases', 'faq', 'contact'],
  },
  {
    path: '/Promotion',
    title: '品牌推广',
    sections: ['services', 'channels', 'process', 'pricing', 'faq', 'contact'],
  },
  { path: '/travel', title: '商旅服务', sections: ['services', 'fairs', 'process', 'faq', 'contact'] },
  { path: '/support', title: '政策支持', sections: ['policies', 'customs', 'process', 'faq', 'contact'] },
  {
    path: '/shipGoods',
    title: '跨境物流',
    sections: ['modes', 'incoterms', 'process', 'value', 'faq', 'contact'],
  },
  {
    path: '/slNew',
    title: '新品首发',
    sections: ['timeline', 'services', 'launches', 'pricing', 'faq', 'contact'],
  },
  {
    path: '/Service',
    title: '服务中心',
    sections: ['self-service', 'commitments', 'after-sale', 'faq', 'contact'],
  },
  { path: '/Preview', title: '预览', sections: ['formats', 'sources', 'faq'] },
  {
    path: '/protect',
    title: '海外利益保护',
    sections: ['risks', 'solutions', 'emergency', 'pricing', 'faq', 'contact'],
  },
]

for (const { path, title, sections } of PAGES) {
  test(`${path} is server-rendered with its title, description and every section`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`<title>${title}`)
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/)
    for (const id of ['hero', ...sections]) expect(html, id).toContain(`data-section="${id}"`)

    const done = watchConsole(page)
    const res = await page.goto(path)
    expect(res?.status()).toBe(200)
    await expect(page).toHaveTitle(new RegExp(`^${title}`))
    await expect(page.locator('h1')).toHaveCount(1)
    for (const id of sections) await expect(page.locator(`[data-section="${id}"]`), id).toBeVisible()
    done()
  })
}

test('/Bglobal describes the six core services in depth, each reachable by its anchor', async ({ page }) => {
  await page.goto('/Bglobal')
  const services = page.locator('[data-section="core-services"] article')
  await expect(services.locator('h3')).toHaveText([
    '出海服务',
    '出海指南',
    '出海数字平台',
    '资本服务',
    '海外利益保护',
    '综合服务',
  ])
  for (const anchor of [
    'overseas-service',
    'guide',
    'digital-platform',
    'capital',
    'protection',
    'integrated',
  ]) {
    await expect(page.locator(`article#${anchor}`)).toContainText('交付成果')
  }
  await page.getByRole('navigation', { name: '本页导航' }).getByRole('link', { name: '资本服务' }).click()
  await expect(page).toHaveURL(/#capital$/)
  await expect(page.locator('article#capital')).toBeInViewport()
})

test('/Initiative lists every country guide by continent', async ({ page }) => {
  await page.goto('/Initiative')
  const links = page.locator('[data-section="guides"] a[href^="/slGuide?countryId="]')
  expect(await links.count()).toBeGreaterThanOrEqual(20)
  await links.first().click()
  await expect(page).toHaveURL(/\/slGuide\?countryId=[a-z]{2}$/)
})

test('the brand hall filters by direction and industry and opens a brand', async ({ page }) => {
  const done = watchConsole(page)
  await page.goto('/slBrand')
  const cards = page.locator('[data-section="directory"] [data-brand]')
  await expect(cards).toHaveCount(16)
  const filters = page.getByRole('navigation', { name: '合作品牌' })
  await filters.getByRole('link', { name: '海外品牌入华' }).click()
  await expect(page).toHaveURL(/direction=inbound/)
  await expect(cards).toHaveCount(7)
  await filters.getByRole('link', { name: '食品饮料' }).click()
  await expect(cards).toHaveCount(2)
  await expect(page.getByText('共 2 个品牌')).toBeVisible()
  await cards.filter({ hasText: '北岬海洋食品' }).click()
  await expect(page).toHaveURL(/\/SlBrandDetails\?id=nordkap-seafood$/)
  await expect(page.locator('h1')).toHaveText('北岬海洋食品')
  await expect(page).toHaveTitle(/^品牌详情 · 北岬海洋食品/)
  await expect(page.locator('[data-section="milestones"] li')).toHaveCount(4)
  done()
})

test('an unknown brand id is a clear 404; no id goes back to the hall', async ({ page }) => {
  const res = await page.goto('/SlBrandDetails?id=no-such-brand')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '未找到该品牌，它可能已下架或链接有误。' })).toBeVisible()
  await page.getByRole('link', { name: '返回品牌馆' }).click()
  await expect(page).toHaveURL(/\/slBrand$/)

  await page.goto('/SlBrandDetails')
  await expect(page).toHaveURL(/\/slBrand$/)
})

test('/Preview refuses documents outside the downloads folder', async ({ page }) => {
  for (const path of ['https://evil.example/x.pdf', '/downloads/../etc/passwd', '/downloads/page.html']) {
    await page.goto(`/Preview?path=${encodeURIComponent(path)}`)
    await expect(page.locator('[data-section="viewer"]').getByRole('alert')).toContainText('无法预览该资料')
  }
})

test('/Preview shows a country guide data sheet as a table and offers the original file', async ({
  page,
}) => {
  const done = watchConsole(page)
  await page.goto(
    `/Preview?path=${encodeURIComponent('/downloads/guides/ae-key-data.csv')}&title=${encodeURIComponent('阿联酋关键数据表')}`,
  )
  const viewer = page.locator('[data-section="viewer"]')
  await expect(viewer.getByRole('heading', { name: '阿联酋关键数据表' })).toBeVisible()
  await expect(viewer.locator('tbody tr').first()).toBeVisible()
  expect(await viewer.locator('tbody tr').count()).toBeGreaterThan(5)
  await expect(viewer.getByRole('link', { name: '下载原文件' })).toHaveAttribute(
    'href',
    '/downloads/guides/ae-key-data.csv',
  )
  done()
})

test('content pages follow the language: English text after switching to ENG', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await page.goto('/Bglobal')
  await expect(page.locator('h1')).toHaveText('One partner for going global, faster and safer')
  await expect(page.locator('article#capital h3')).toHaveText('Capital services')
  await page.goto('/SlBrandDetails?id=lanan-tea')
  await expect(page.locator('h1')).toHaveText('Lan’an Tea')
})

test('marketing pages scale with the root font size at 1366 × 768', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/Service')
  const hero = await page.locator('[data-section="hero"] h1').evaluate((el) => getComputedStyle(el).fontSize)
  // 2.75rem at a root of 1366/1920 × 16 px is 31.3 px (above the 28 px floor).
  expect(Number.parseFloat(hero)).toBeCloseTo(Math.max(2.75 * (1366 / 1920) * 16, 28), 0)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('content pages have no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(180_000)
  for (const path of [
    '/Bglobal',
    '/Service',
    '/slBrand',
    '/SlBrandDetails?id=zhijin-silk',
    '/protect',
    '/shipGoods',
  ]) {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).include('main').analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
  }
})
