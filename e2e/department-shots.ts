/**
 * Screenshots of 部门管理 in both consoles (decision 173) at 1366, zh and en, against a running
 * server: `E2E_PORT=<port> SHOTS_DATA_DIR=<DATA_DIR> SHOTS_DIR=<dir> npx tsx e2e/department-shots.ts`
 * (CAPTCHA_PROVIDER=slider-outbox). It adds a small tree with default roles in store seller1's
 * shop and among the operators, then photographs the tree pages and the edit and person forms.
 */
import { request as apiRequest, chromium, type Page } from '@playwright/test'
import { CONSOLE_COOKIE_PATH, CONSOLES } from '@silk/contracts/console'
import { baseURL } from '../playwright.config.ts'
import { apiCall } from './order-fixtures.ts'
import { passwordLogin } from './sign-in.ts'

const dir = process.env.SHOTS_DIR ?? '/tmp'
const dataDir = process.env.SHOTS_DATA_DIR
const request = await apiRequest.newContext()
const seller = await passwordLogin(request, 'seller1', undefined, 'store', baseURL, dataDir)
const admin = await passwordLogin(request, 'admin', undefined, 'manager', baseURL, dataDir)
const q = (o: Record<string, string>) => new URLSearchParams(o).toString()

async function tree(token: string, base: string, roleBase: string, rolePath: string) {
  // A second run photographs the tree the first one made.
  if (((await apiCall(request, token, 'GET', base)) as unknown[]).length > 0) return
  const top = (await apiCall(
    request,
    token,
    'POST',
    `${base}?${q({ title: '运营中心', parentId: '0' })}`,
  )) as {
    id: string
  }
  for (const [i, title] of ['客服组', '仓储组'].entries())
    await apiCall(request, token, 'POST', `${base}?${q({ title, parentId: top.id, sortOrder: String(i) })}`)
  const roles = (await apiCall(request, token, 'GET', `${rolePath}?pageSize=100`)) as {
    records: { id: string }[]
  }
  if (roles.records[0])
    await apiCall(request, token, 'PUT', `${roleBase}/${top.id}`, [
      { departmentId: top.id, roleId: roles.records[0].id },
    ])
}
await tree(seller.accessToken, '/store/department', '/store/departmentRole', '/store/role')
await tree(
  admin.accessToken,
  '/manager/permission/department',
  '/manager/permission/departmentRole',
  '/manager/permission/role',
)

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const { hostname } = new URL(baseURL)
for (const lang of ['zh', 'en']) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await context.addCookies([
    { name: 'lang', value: lang, domain: hostname, path: '/' },
    {
      name: CONSOLES.seller.accessCookie,
      value: seller.accessToken,
      domain: hostname,
      path: CONSOLE_COOKIE_PATH,
    },
    {
      name: CONSOLES.admin.accessCookie,
      value: admin.accessToken,
      domain: hostname,
      path: CONSOLE_COOKIE_PATH,
    },
  ])
  const page = await context.newPage()
  const shot = (name: string) => page.screenshot({ path: `${dir}/${name}-1366-${lang}.png`, fullPage: true })
  const open = async (p: Page, url: string) => {
    await p.goto(`${baseURL}${url}`)
    await p.waitForLoadState('networkidle')
  }
  await open(page, '/seller/staff?tab=departments')
  await shot('seller-departments')
  await page.getByTestId('department-node').first().getByRole('button').nth(1).click()
  await page.getByTestId('department-dialog').waitFor()
  await shot('seller-department-edit')
  await open(page, '/seller/staff?tab=clerks')
  await page.locator('main .btn').first().click()
  await page.getByTestId('clerk-dialog').waitFor()
  await shot('seller-clerk-form')
  await open(page, '/admin/departments')
  await shot('admin-departments')
  await open(page, '/admin/admins')
  await page.locator('main .btn').first().click()
  await page.waitForTimeout(500)
  await shot('admin-admin-form')
  await context.close()
}
await browser.close()
await request.dispose()
