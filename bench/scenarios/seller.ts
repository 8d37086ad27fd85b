// Seller-centre scenarios (issue 18): the goods list of a store with 10,000 goods on PostgreSQL,
// filtered and paged, as a store owner sees it. The owner's STORE token is minted straight in the
// database with the site's JWT secret (set in trade.ts before run.ts starts the site).
import { openDatabase } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { goods, goodsSkus, members, stores } from '@silk/db/schema/index'
import { loadConfig } from '../../apps/api/src/config.ts'
import { startSession } from '../../apps/api/src/modules/accounts/sessions.ts'
import { createStore } from '../../apps/api/src/shared/store/index.ts'
import './trade.ts'
import type { BenchContext, Scenario } from './types.ts'

const GOODS = 10_000
const WORDS = ['青花瓷茶杯', '紫砂壶', '龙井绿茶', '真丝围巾', '蓝牙耳机', '手工皂', '普洱茶饼', '景泰蓝花瓶']

/** A store with `GOODS` goods (one SKU each, a tenth off shelf) and its owner's seller token. */
async function storeWithGoods(): Promise<{ token: string }> {
  const url = process.env.BENCH_DATABASE_URL as string
  const database = await openDatabase({ url, poolSize: 4 })
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: process.env.JWT_SECRET,
    DATA_DIR: '/tmp/silk-bench-seller',
  })
  const store = createStore(undefined)
  const db = database.db
  const storeId = nextId()
  await db.insert(stores).values({
    id: storeId,
    storeName: '万件商品店',
    storeLogo: '/logo.png',
    countryCode: 'CN',
    countryName: '中国',
  })
  const start = Date.now() - GOODS * 60_000
  for (let from = 0; from < GOODS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, GOODS - from) }, (_, k) => {
      const i = from + k
      const id = nextId()
      return {
        id,
        sn: `SG${id}`,
        goodsName: `${WORDS[i % WORDS.length]} 第${i}号`,
        storeId,
        categoryPath: '1,11,111',
        categoryId: '111',
        images: ['/x.webp'],
        marketEnable: i % 10 === 0 ? 'DOWN' : 'UPPER',
        createTime: new Date(start + i * 60_000),
      }
    })
    await db.insert(goods).values(rows)
    await db.insert(goodsSkus).values(
      rows.map((g, k) => ({
        id: nextId(),
        goodsId: g.id,
        sn: `SK${g.id}`,
        specs: [],
        price: 1000 + k,
        quantity: k % 50,
      })),
    )
  }
  const id = nextId()
  const owner = {
    id,
    username: `seller${id}`,
    password: 'x',
    mobile: `1${id.slice(-10)}`,
    nickName: '压测店主',
  }
  await db.insert(members).values({ ...owner, haveStore: true, storeId })
  const tokens = await startSession({ db, store, config }, { ...owner, face: null }, 'PC', {
    audience: 'STORE',
    storeId,
  })
  // A freshly loaded table: its visibility map lets the count read the index alone.
  await db.execute('vacuum analyze goods')
  await store.close()
  await database.close()
  return { token: tokens.accessToken }
}

/** The list requests: the on-shelf tab, pages 1–50, every third with a name filter. */
async function listRequests(origin: string) {
  if (!process.env.BENCH_DATABASE_URL) throw new Error('the seller list needs BENCH_DATABASE_URL')
  const { token } = await storeWithGoods()
  const probe = await fetch(`${origin}/store/goods/goods/list?pageSize=1`, {
    headers: { accessToken: token },
  })
  if (!probe.ok) throw new Error(`seller list: ${probe.status} ${await probe.text()}`)
  let n = 0
  const path = () => {
    n++
    const page = (n % 50) + 1
    const name = n % 3 === 0 ? `&goodsName=${encodeURIComponent(WORDS[n % WORDS.length] as string)}` : ''
    return `/store/goods/goods/list?marketEnable=UPPER&pageNumber=${page}&pageSize=20${name}`
  }
  return { token, path }
}

type Options = Awaited<ReturnType<Scenario['prepare']>>

export const sellerScenarios: Scenario[] = [
  {
    // Closed loop, for the ratio to the baseline: 10 connections (a store's staff, not a crowd), each
    // sending its next request as soon as the last one answered, so latency here is mostly queueing.
    name: 'GET /store/goods/goods/list (10,000 goods: on shelf, pages 1–50, every third by name; 10 connections)',
    prepare: async ({ origin }: BenchContext) => {
      const { token, path } = await listRequests(origin)
      const request = {
        method: 'GET',
        path: '/store/goods/goods/list',
        headers: { accessToken: token },
        setupRequest: (req: { path: string }) => ({ ...req, path: path() }),
      }
      return { url: origin, connections: 10, requests: [request] } as unknown as Options
    },
  },
  {
    // The latency bar (p99 under 50 ms): the same requests at a steady 100 per second (open loop,
    // bench/paced.ts), far more than one store's staff pages through.
    name: 'GET /store/goods/goods/list (10,000 goods, same mix; steady 100/s)',
    pace: 100,
    prepare: async ({ origin }: BenchContext) => {
      const { token, path } = await listRequests(origin)
      return {
        url: origin,
        requests: Array.from({ length: 300 }, () => ({ path: path(), headers: { accessToken: token } })),
      } as unknown as Options
    },
  },
]
