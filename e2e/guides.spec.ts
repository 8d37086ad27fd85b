import { expect, test } from '@playwright/test'
import { COUNTRIES } from '@silk/content/guides/countries'
import { getGuide } from '@silk/content/guides/guides'
import { watchConsole } from './support.ts'

const SECTIONS = [
  'banner',
  'overview',
  'trade',
  'industries',
  'ports',
  'platforms',
  'festivals',
  'customs',
  'news',
  'services',
  'downloads',
]

const MAGIC: Record<string, (body: Buffer) => boolean> = {
  'application/pdf': (body) => body.subarray(0, 5).toString('latin1') === '%PDF-',
  'text/csv': (body) =>
    body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .startsWith('字段 Field,中文,English'),
}

test.describe('country guides', () => {
  for (const country of COUNTRIES) {
    test(`${country.id} guide shows every section, its ports on the map and real downloads`, async ({
      page,
      request,
    }) => {
      const guide = getGuide(country.id, 'zh')!
      const checkConsole = watchConsole(page)
      const response = await page.goto(`/slGuide?countryId=${country.id}`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${country.nameZh}出海指南`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${country.nameZh}出海指南`)

      for (const id of SECTIONS) await expect(page.locator(`[data-section="${id}"]`)).toBeVisible()
      await expect(page.locator('[data-fact="population"]')).toContainText(String(guide.facts[1].note))
      await expect(page.getByTestId('exports').locator('li')).toHaveCount(guide.exports.length)
      await expect(page.getByTestId('imports').locator('li')).toHaveCount(guide.imports.length)

      // The map is drawn from geographic data and carries one marker per port, inside the frame.
      const map = page.getByTestId('port-map')
      await map.scrollIntoViewIfNeeded()
      const art = await map.getByTestId('port-map-art').getAttribute('href')
      const drawn = await page.request.get(art ?? '')
      expect(drawn.headers()['content-type']).toContain('image/svg+xml')
      expect(await drawn.text()).toContain('<path id="country"')
      const markers = map.getByTestId('map-port')
      await expect(markers).toHaveCount(guide.ports.length)
      const mapBox = (await map.boundingBox())!
      for (const [index, port] of guide.ports.entries()) {
        const marker = markers.nth(index)
        await expect(marker).toHaveAttribute('data-port', port.title)
        const box = (await marker.boundingBox())!
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
        expect(x).toBeGreaterThan(mapBox.x)
        expect(x).toBeLessThan(mapBox.x + mapBox.width)
        expect(y).toBeGreaterThan(mapBox.y)
        expect(y).toBeLessThan(mapBox.y + mapBox.height)
      }
      await expect(page.getByTestId('port-item')).toHaveCount(guide.ports.length)

      const downloads = page.getByTestId('download')
      await expect(downloads).toHaveCount(guide.downloads.length)
      for (const [index, bag] of guide.downloads.entries()) {
        await expect(downloads.nth(index)).toHaveAttribute('href', bag.path)
        const file = await request.get(bag.path)
        expect(file.status(), bag.path).toBe(200)
        expect(file.headers()['content-type']).toContain(bag.type)
        expect(MAGIC[bag.type](await file.body()), bag.path).toBe(true)
      }

      const ldJson = await page.locator('script[type="application/ld+json"]').allTextContents()
      const breadcrumb = ldJson
        .map((text) => JSON.parse(text))
        .find((doc) => doc['@type'] === 'BreadcrumbList')
      expect(breadcrumb?.itemListElement).toHaveLength(3)
      checkConsole()
    })
  }

  test('a guide reads in English when English is chosen', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
    await page.addInitScript(() => localStorage.setItem('lang', 'en'))
    await page.goto('/slGuide?countryId=de')
    await expect(page).toHaveTitle('Germany market guide')
    await expect(page.locator('[data-section="ports"]')).toContainText('Port of Hamburg')
    await expect(page.getByTestId('download').first()).toContainText('(English PDF)')
  })

  test('an unknown country is a 404 that offers every guide', async ({ page }) => {
    const response = await page.goto('/slGuide?countryId=zz')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('guide-not-found')).toContainText('没有找到这个国家的出海指南')
    await expect(page.getByTestId('guide-link')).toHaveCount(COUNTRIES.length)
    await page.getByTestId('guide-link').filter({ hasText: '泰国' }).click()
    await expect(page).toHaveURL(/countryId=th$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('泰国出海指南')
  })

  test('the guide index lists every country by continent', async ({ page }) => {
    const response = await page.goto('/slGuide')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('出海指南')
    await expect(page.getByTestId('guide-link')).toHaveCount(COUNTRIES.length)
    // A world map with every country in its continent's colour, each a link to its guide.
    const map = page.getByTestId('guide-index-map')
    await expect(map.getByRole('link')).toHaveCount(COUNTRIES.length)
    await map.getByRole('link', { name: '新西兰' }).locator('circle').click()
    await expect(page).toHaveURL(/countryId=NZ$/i)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新西兰出海指南')
  })

  for (const id of ['NZ', 'SG']) {
    test(`${id}'s map shows the country at a sensible scale with every port on land`, async ({ page }) => {
      await page.goto(`/slGuide?countryId=${id}`)
      const map = page.getByTestId('port-map')
      const geometry = await map.evaluate(async (svg) => {
        // The outline is in the map's image: lay its country into the page's map to measure it there.
        const art = svg.querySelector('image')?.getAttribute('href') ?? ''
        const drawn = new DOMParser().parseFromString(await (await fetch(art)).text(), 'image/svg+xml')
        const outline = drawn.querySelector<SVGPathElement>('#country')
        if (!outline) throw new Error(`no country in ${art}`)
        const country = svg.appendChild(document.importNode(outline, true))
        const view = (svg as SVGSVGElement).viewBox.baseVal
        // The drawn part inside the frame (far islands run off it).
        const b = country.getBBox()
        const x0 = Math.max(b.x, view.x)
        const y0 = Math.max(b.y, view.y)
        const box = {
          width: Math.min(b.x + b.width, view.x + view.width) - x0,
          height: Math.min(b.y + b.height, view.y + view.height) - y0,
        }
        const ports = [...svg.querySelectorAll('[data-testid="map-port"]')].map((g) => {
          const m = (g as SVGGraphicsElement).transform.baseVal.consolidate()?.matrix
          // A port is on the coast: its marker's centre, or a point within 4 px of it, is on land.
          const point = (svg as SVGSVGElement).createSVGPoint()
          return [
            [0, 0],
            [4, 0],
            [-4, 0],
            [0, 4],
            [0, -4],
          ].some(([dx, dy]) => {
            point.x = (m?.e ?? 0) + (dx as number)
            point.y = (m?.f ?? 0) + (dy as number)
            return country.isPointInFill(point)
          })
        })
        country.remove()
        return { share: (box.width * box.height) / (view.width * view.height), ports }
      })
      // The country fills a good part of the frame, not a speck in an ocean (or a blown-up polygon).
      expect(geometry.share).toBeGreaterThan(id === 'SG' ? 0.02 : 0.2)
      expect(geometry.share).toBeLessThan(0.8)
      expect(geometry.ports.length).toBeGreaterThan(1)
      expect(geometry.ports.every(Boolean)).toBe(true)
    })
  }
})
