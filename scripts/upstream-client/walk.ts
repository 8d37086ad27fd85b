/**
 * Walks lilishop's own clients against this API. The PC buyer client (walk-buyer.ts): every page of
 * its router a signed-in buyer reaches and a purchase paid from the wallet at its cashier. The seller
 * and manager consoles (built by build.sh, served on their own origins): signs in through each
 * console's login page (password + slider, the answer read from the API's captcha outbox as shoot.ts
 * does), takes the menu the console got from memberMenu and opens every page of it through the
 * console's own router, as a menu click does. Per page it records the API calls made, those answered
 * (HTTP 200 and success), those failed (path and answer), the rows of its tables and whether it shows
 * data. Writes docs/upstream-client/walk-<client>.json, the tables of
 * docs/upstream-client/walk-results.md and a few screenshots. The demo seeds no orders: first the
 * demo buyer buys one item of seller1's store and pays from its wallet (once per data directory).
 * Usage: npx tsx scripts/upstream-client/walk.ts [buyer|seller|manager] (all three when omitted)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { buyerApi, ensureAddress } from './buyer-session.ts'
import { dragSlider, sliderAnswer } from './slider.ts'
import { type BuyerWalk, walkBuyer } from './walk-buyer.ts'
import { managerWalkData } from './walk-manager-data.ts'
import { type FailedCall, failedOf, recordCalls } from './walk-record.ts'
import { sellerWalkData } from './walk-seller-data.ts'

const API = process.env.API ?? 'http://localhost:11700'
const DATA_DIR = process.env.DATA_DIR ?? '/tmp/silk-upstream'
const OUT = process.env.OUT ?? 'docs/upstream-client'
const BUYER_CLIENT = process.env.BUYER_CLIENT ?? 'http://localhost:11720'
const CONSOLES = {
  seller: {
    client: process.env.SELLER_CLIENT ?? 'http://localhost:11721',
    user: 'seller1',
    menu: '/store/menu/memberMenu',
    shots: ['goods', 'orderList', 'shopSetting'],
  },
  manager: {
    client: process.env.MANAGER_CLIENT ?? 'http://localhost:11722',
    user: 'admin',
    menu: '/manager/permission/menu/memberMenu',
    shots: ['memberList', 'goodsList', 'shopList'],
  },
} as const
type Console = keyof typeof CONSOLES

interface PageRecord {
  name: string
  title: string
  group: string
  frontRoute: string
  calls: number
  answered: number
  failed: FailedCall[]
  rows: number | null
  showsData: boolean
  errors: string[]
}
interface Leaf {
  name: string
  title: string
  frontRoute: string
  children?: Leaf[]
}

async function shot(page: Page, file: string) {
  const png = await page.screenshot({ animations: 'disabled' })
  await sharp(png).resize({ width: 1440 }).webp({ quality: 62 }).toFile(path.join(OUT, file))
  console.log(`shot ${file}`)
}

async function signIn(page: Page, context: BrowserContext, name: Console) {
  const c = CONSOLES[name]
  let uuid = ''
  page.on('request', (r) => {
    if (r.url().includes('/slider/')) uuid = r.headers().uuid ?? uuid
  })
  const log = async (r: import('@playwright/test').Response) => {
    if (r.url().startsWith(API) && r.request().method() !== 'OPTIONS')
      console.log(
        `  sign-in: ${r.status()} ${r.request().method()} ${r.url()} ${(await r.text()).slice(0, 160)}`,
      )
  }
  page.on('response', log)
  let tree: (Leaf & { children: Leaf[] })[] | null = null
  page.on('response', async (r) => {
    if (r.url().startsWith(`${API}${c.menu}`)) tree = ((await r.json()) as { result: typeof tree }).result
  })
  await page.goto(`${c.client}/login`)
  await page.getByPlaceholder('请输入用户名').fill(c.user)
  await page.getByPlaceholder('请输入密码').fill('silk123456')
  await page.locator('.login-btn, button:has-text("登录")').first().click()
  const handle = page.locator('.verify-content .swiper')
  await handle.waitFor()
  await page.waitForTimeout(300)
  await dragSlider(page, await sliderAnswer(DATA_DIR, uuid))
  const left = () =>
    page.waitForFunction(() => !location.pathname.startsWith('/login'), null, { timeout: 15_000 })
  await left().catch(async () => {
    // The manager's login page sometimes stays on 登录中 with its router's navigation pending (the
    // session is set: token and userInfoManager); a reload opens the console as a refresh would.
    const signedIn = (await context.cookies()).some(
      (k) => k.name.startsWith('userInfo') && k.value.length > 2,
    )
    if (!signedIn) throw new Error(`${name}: not signed in`)
    console.log(`${name}: signed in, still on the login page; reloading at /home`)
    await page.goto(`${c.client}/home`)
    await left()
  })
  page.off('response', log)
  await page.waitForLoadState('networkidle').catch(() => {})
  // The client keeps the menu it built in localStorage (util.initRouter), read when its answer was not.
  tree ??= JSON.parse((await page.evaluate(`localStorage.getItem('menuData')`)) as string)
  if (!tree) throw new Error(`${name}: no menu`)
  console.log(`${name}: signed in as ${c.user}, ${(await context.cookies()).length} cookies`)
  return tree as (Leaf & { children: Leaf[] })[]
}

async function walk(name: Console): Promise<PageRecord[]> {
  const c = CONSOLES[name]
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' })
  const context = await browser.newContext({
    viewport: { width: 1600, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  })
  const page = await context.newPage()
  const recorder = recordCalls(page, API)
  let errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message.slice(0, 200)))
  page.on('console', (m) => m.type() === 'error' && console.log(`  [console] ${m.text().slice(0, 300)}`))
  const tree = await signIn(page, context, name).catch((e) => {
    console.log(`  page errors: ${errors.join(' | ')}`)
    throw e
  })
  if (name === 'seller' || name === 'manager') await shot(page, `${name}-0-home.webp`)
  const records: PageRecord[] = []
  for (const top of tree)
    for (const group of top.children)
      for (const leaf of group.children ?? []) {
        await recorder.take()
        errors = []
        // Strings, not functions: tsx would wrap named helpers in `__name`, which the page lacks.
        await page.evaluate(`(() => {
          const el = [...document.querySelectorAll('*')].find((e) => e.__vue__)
          return el.__vue__.$root.$router.push({ name: ${JSON.stringify(leaf.name)} }).then(() => null, () => null)
        })()`)
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
        await page.waitForTimeout(1200)
        const done = await recorder.take()
        const dom = (await page.evaluate(`(() => {
          const shown = (list) => [...document.querySelectorAll(list)].filter((e) => e.offsetParent !== null)
          return { tables: shown('.ivu-table-wrapper').length, rows: shown('.ivu-table-body tr.ivu-table-row').length }
        })()`)) as { tables: number; rows: number }
        const failed = failedOf(done)
        const answered = done.length - failed.length
        const showsData =
          dom.tables > 0
            ? dom.rows > 0
            : failed.length === 0 && done.some((r) => r.method === 'GET' && r.data)
        records.push({
          name: leaf.name,
          title: leaf.title,
          group: `${top.title} / ${group.title}`,
          frontRoute: leaf.frontRoute,
          calls: done.length,
          answered,
          failed,
          rows: dom.tables > 0 ? dom.rows : null,
          showsData,
          errors: [...new Set(errors)],
        })
        const r = records[records.length - 1]
        console.log(
          `${name} ${leaf.name} calls=${r.calls} answered=${r.answered} rows=${r.rows} data=${r.showsData}` +
            r.failed
              .map((f) => `\n   ✗ ${f.status} ${f.method} ${f.path} ${f.answer.slice(0, 120)}`)
              .join(''),
        )
        if ((c.shots as readonly string[]).includes(leaf.name))
          await shot(page, `${name}-${c.shots.indexOf(leaf.name as never) + 1}-${leaf.name}.webp`)
      }
  await browser.close()
  return records
}

function table(name: Console, records: PageRecord[]) {
  const shown = records.filter((r) => r.showsData).length
  const clean = records.filter((r) => r.failed.length === 0).length
  const lines = [
    `## ${name} (${CONSOLES[name].user}): ${shown} of ${records.length} pages show data, ${clean} with every call answered`,
    '',
    '| page | view | calls | answered | failed | rows | data |',
    '| --- | --- | ---: | ---: | --- | ---: | --- |',
    ...records.map(
      (r) =>
        `| ${r.group} / ${r.title} | \`${r.frontRoute}\` | ${r.calls} | ${r.answered} | ${
          r.failed.map((f) => `${f.status} ${f.method} \`${f.path.split('?')[0]}\``).join('<br>') || '—'
        } | ${r.rows ?? '—'} | ${r.showsData ? 'yes' : 'no'} |`,
    ),
    '',
  ]
  return lines.join('\n')
}

/**
 * The demo seeds no orders: before walking, the demo buyer (through the buyer API, as lilishop's PC
 * client calls it) buys one item of seller1's store and pays from its wallet, once per data directory.
 */
async function aPaidOrder() {
  const { createHash, randomUUID } = await import('node:crypto')
  const uuid = randomUUID()
  await fetch(`${API}/common/common/slider/LOGIN`, { headers: { uuid } })
  await fetch(
    `${API}/common/common/slider/LOGIN?verificationEnums=LOGIN&xPos=${await sliderAnswer(DATA_DIR, uuid)}`,
    {
      method: 'POST',
      headers: { uuid },
    },
  )
  const form = (f: Record<string, string>) => ({
    headers: { uuid, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(f).toString(),
  })
  const md5 = createHash('md5').update('silk123456').digest('hex')
  const login = await fetch(`${API}/buyer/passport/member/userLogin`, {
    method: 'POST',
    ...form({ username: 'demo', password: md5 }),
  })
  const accessToken = ((await login.json()) as { result: { accessToken: string } }).result.accessToken
  const call = buyerApi(API, accessToken, uuid)
  const orders = await call('GET', '/buyer/order/order?pageNumber=1&pageSize=1')
  if (orders.result.total > 0) return
  await ensureAddress(call)
  const goods = (await call('GET', '/buyer/goods/goods/es?pageNumber=1&pageSize=20&storeId=2001')).result
    .records
  await call('DELETE', '/buyer/trade/carts')
  // The first goods of the store in stock.
  for (const g of goods as { id: string }[])
    if ((await call('POST', `/buyer/trade/carts?skuId=${g.id}&num=1&cartType=CART`)).success) break
  const trade = await call('POST', '/buyer/trade/carts/create/trade', undefined, {
    way: 'CART',
    client: 'PC',
    remark: [],
  })
  const paid = await call(
    'GET',
    `/buyer/payment/cashier/pay/WALLET/NATIVE?paymentMethod=WALLET&paymentClient=NATIVE&orderType=TRADE&sn=${trade.result?.sn}&clientType=PC`,
  )
  console.log(`a paid order: trade ${trade.success ? trade.result.sn : trade.message}, paid ${paid.success}`)
}

/** The buyer client's section: the distinct calls, the wallet payment, then per page. */
function buyerTable(w: BuyerWalk) {
  const answered = w.calls.filter((c) => c.answered).length
  const failed = w.calls.filter((c) => !c.answered)
  const pagesClean = w.pages.filter((p) => p.failed.length === 0).length
  return [
    `## buyer (demo, PC client): ${answered} of ${w.calls.length} distinct page calls answered, ${pagesClean} of ${w.pages.length} pages with every call answered`,
    '',
    `Distinct call: method and path pattern (ids as \`{…}\`), matched to the client's function in \`client-calls.ts\`; answered when every time it was made it was answered. The walk made ${w.calls.length} distinct calls, ${w.catalogue.walked} of the catalogue's ${w.catalogue.functions} functions (the rest are buttons the walk does not press, or calls no page makes).`,
    '',
    `Wallet payment from the cashier (余额支付, no password sent; the member has a payment password and 免密支付 ${w.wallet.freePay.limit} 元 a day, decision 155): ${w.wallet.paid ? 'paid' : '**not paid**'} — \`${w.wallet.answer.replace(/\|/g, '\\|').slice(0, 160)}\``,
    '',
    ...(failed.length
      ? [
          '| failed call | function | answer |',
          '| --- | --- | --- |',
          ...failed.map(
            (c) =>
              `| ${c.method} \`${c.pattern}\` | ${c.fn ?? '—'} | ${c.failed?.status} \`${(c.failed?.answer ?? '').replace(/\|/g, '\\|').slice(0, 140)}\` |`,
          ),
          '',
        ]
      : []),
    '| page | opened at | calls | answered | failed |',
    '| --- | --- | ---: | ---: | --- |',
    ...w.pages.map(
      (p) =>
        `| ${p.title} (\`${p.name}\`) | \`${p.url.split('?')[0]}\` | ${p.calls} | ${p.answered} | ${
          p.failed.map((f) => `${f.status} ${f.method} \`${f.path.split('?')[0]}\``).join('<br>') || '—'
        } |`,
    ),
    '',
  ].join('\n')
}

await mkdir(OUT, { recursive: true })
await aPaidOrder()
const which = (process.argv[2] as Console | 'buyer' | undefined) ?? null
// The manager's pages also list what stores make (拼团, 直播, the bills of received orders), and the
// buyer's member centre its orders, after-sales and complaints: the seller's set-up runs before any walk
// (once per data directory). The manager's runs before the buyer walk too: its orders are paid from the
// demo buyer's wallet before the buyer walk sets a payment password and a daily 免密 limit.
await sellerWalkData(API, DATA_DIR)
if (which !== 'seller') await managerWalkData(API, DATA_DIR)
const sections: string[] = []
const buyerFile = path.join(OUT, 'walk-buyer.json')
let buyer: BuyerWalk | null = null
if (!which || which === 'buyer') {
  buyer = await walkBuyer({ api: API, client: BUYER_CLIENT, dataDir: DATA_DIR, shot })
  await writeFile(buyerFile, `${JSON.stringify(buyer, null, 2)}\n`)
} else buyer = JSON.parse(await readFile(buyerFile, 'utf8').catch(() => 'null'))
if (buyer) sections.push(buyerTable(buyer))
for (const name of ['seller', 'manager'] as Console[]) {
  const file = path.join(OUT, `walk-${name}.json`)
  let records: PageRecord[]
  if (!which || which === name) {
    records = await walk(name)
    await writeFile(file, `${JSON.stringify(records, null, 2)}\n`)
  } else records = JSON.parse(await readFile(file, 'utf8').catch(() => '[]'))
  if (records.length) sections.push(table(name, records))
}
await writeFile(
  path.join(OUT, 'walk-results.md'),
  `# lilishop's buyer client and seller and manager consoles against this API: the walk's results\n\n` +
    'Written by `scripts/upstream-client/walk.ts` (see README.md). "data": the page\'s tables have rows, or\n' +
    'it has no table and every call was answered, at least one with something to show.\n\n' +
    sections.join('\n'),
)
