import { chromium, request as pwRequest } from '@playwright/test'
import { createHash } from 'node:crypto'
import sharp from 'sharp'
const base = process.env.BASE ?? 'http://localhost:12300'
const pages = (process.env.PAGES ?? '/seller/login,/seller,/seller/password').split(',')
const user = process.env.SELLER ?? 'seller1'
const md5 = (t) => createHash('md5').update(t).digest('hex')
async function holeX(backImage) {
  const png = Buffer.from(backImage.replace(/^data:image\/png;base64,/, ''), 'base64')
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  let minX = Infinity
  for (let i = 0; i < data.length; i += info.channels) if (data[i] >= 250 && data[i + 1] >= 250 && data[i + 2] >= 250) minX = Math.min(minX, (i / info.channels) % info.width)
  return Math.round(minX - 7)
}
const api = await pwRequest.newContext()
const uuid = crypto.randomUUID()
const headers = { uuid, clientType: 'PC' }
const slider = await (await api.get(`${base}/common/common/slider/LOGIN`, { headers })).json()
await api.post(`${base}/common/common/slider/LOGIN?xPos=${await holeX(slider.result.backImage)}`, { headers })
const login = await (await api.post(`${base}/store/passport/login/userLogin?username=${user}&password=${md5(process.env.PASSWORD ?? 'silk123456')}`, { headers })).json()
if (!login.success) throw new Error(login.message)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const lang of (process.env.LANGS ?? 'zh,en').split(',')) for (const width of (process.env.WIDTHS ?? '1920,1366').split(',').map(Number)) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const cookies = [{ name: 'uuid', value: uuid, domain: 'localhost', path: '/' }]
  if (lang === 'en') cookies.push({ name: 'lang', value: 'en', domain: 'localhost', path: '/' })
  await context.addCookies(cookies)
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang === 'en' ? 'en' : 'zh-CN')
  for (const p of pages) {
    if (p !== '/seller/login') await context.addCookies([
      { name: 'sellerAccessToken', value: login.result.accessToken, domain: 'localhost', path: '/seller' },
      { name: 'sellerRefreshToken', value: login.result.refreshToken, domain: 'localhost', path: '/seller' },
    ])
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()) })
    await page.goto(base + p)
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15000 }).catch(() => errors.push('not hydrated'))
    await page.waitForTimeout(300)
    const name = `${user}-${p.replace(/\//g, '_') || 'root'}-${lang}-${width}.png`
    await page.screenshot({ path: `/tmp/sellerweb-shots/${name}`, fullPage: true })
    console.log(name, page.url(), errors.join(' | '))
    await page.close()
  }
  await context.close()
}
await browser.close()
