// Trade scenarios (issue 5): add-to-cart, cart/all and create/trade on PostgreSQL. They mint tokens for
// pre-made buyers straight in the database, so they need BENCH_DATABASE_URL and the same JWT secret as
// the site: a random one is put into the environment here, before run.ts starts the site process.
import { randomBytes } from 'node:crypto'
import { openDatabase } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { cartLines, goods, goodsSkus, memberAddresses, members, stores } from '@silk/db/schema/index'
import { loadConfig } from '../../apps/api/src/config.ts'
import { startSession } from '../../apps/api/src/modules/accounts/sessions.ts'
import { createStore } from '../../apps/api/src/shared/store/index.ts'
import type { BenchContext, Scenario } from './types.ts'

process.env.JWT_SECRET ??= randomBytes(48).toString('base64url')
const HUGE_STOCK = 1_000_000_000

/** The part of an autocannon request these scenarios use. */
interface Request {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (req: Omit<Request, 'setupRequest'>) => Omit<Request, 'setupRequest'>
}

interface Fixture {
  tokens: string[]
  skuIds: string[]
}

/** `count` buyers (each with a default address) and `skus` SKUs with practically endless stock. */
async function makeBuyers(count: number, skus: number): Promise<Fixture> {
  const url = process.env.BENCH_DATABASE_URL as string
  const database = await openDatabase({ url, poolSize: 8 })
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: process.env.JWT_SECRET,
    DATA_DIR: '/tmp/silk-bench-trade',
  })
  const store = createStore(undefined)
  const db = database.db
  const storeId = nextId()
  await db.insert(stores).values({
    id: storeId,
    storeName: '压测店铺',
    storeLogo: '/logo.png',
    countryCode: 'CN',
    countryName: '中国',
  })
  const skuIds: string[] = []
  for (let i = 0; i < skus; i++) {
    const goodsId = nextId()
    await db.insert(goods).values({
      id: goodsId,
      sn: `B${goodsId}`,
      goodsName: `压测商品${i}`,
      storeId,
      categoryPath: '1,11,111',
      categoryId: '111',
      images: ['/x.webp'],
    })
    const [sku] = await db
      .insert(goodsSkus)
      .values({ id: nextId(), goodsId, sn: `BS${goodsId}`, specs: [], price: 1990 + i, quantity: HUGE_STOCK })
      .returning()
    skuIds.push(sku.id)
  }
  const tokens: string[] = []
  const batch = 500
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, () => {
      const id = nextId()
      return { id, username: `bench${id}`, password: 'x', mobile: `1${id.slice(-10)}`, nickName: '压测买家' }
    })
    await db.insert(members).values(rows)
    await db.insert(memberAddresses).values(
      rows.map((m) => ({
        id: nextId(),
        memberId: m.id,
        name: '压测',
        mobile: '13800138000',
        consigneeAddressPath: '北京市,北京市,朝阳区',
        consigneeAddressIdPath: '110000,110100,110105',
        detail: '建国路1号',
        isDefault: true,
      })),
    )
    for (const m of rows)
      tokens.push((await startSession({ db, store, config }, { ...m, face: null })).accessToken)
  }
  await store.close()
  await database.close()
  return { tokens, skuIds }
}

/** Gives every buyer `linesEach` cart lines: the first SKUs, or with `spread` the next ones round-robin. */
async function fillCarts(fixture: Fixture, linesEach: number, spread = false) {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL as string, poolSize: 4 })
  const ids = await Promise.all(fixture.tokens.map(memberIdOf))
  const n = fixture.skuIds.length
  const rows = ids.flatMap((memberId, i) =>
    Array.from({ length: linesEach }, (_, j) => ({
      memberId,
      way: 'CART',
      skuId: fixture.skuIds[spread ? (i * linesEach + j) % n : j],
      num: 1,
    })),
  )
  for (let i = 0; i < rows.length; i += 1000)
    await database.db.insert(cartLines).values(rows.slice(i, i + 1000))
  await database.close()
}

function memberIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
  const user = typeof payload.userContext === 'string' ? JSON.parse(payload.userContext) : payload.userContext
  return String(user?.id ?? payload.sub)
}

/** Round-robin over the buyers: each request goes out with the next buyer's token. */
function rotate(tokens: string[], request: Omit<Request, 'setupRequest'>): Request {
  let i = 0
  return {
    ...request,
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, accessToken: tokens[i++ % tokens.length] },
    }),
  }
}

function requireDb(name: string) {
  if (!process.env.BENCH_DATABASE_URL) throw new Error(`${name} needs BENCH_DATABASE_URL (PostgreSQL)`)
}

const duration = Number(process.env.BENCH_DURATION ?? 10)

/** autocannon options for a request list (its bundled typings do not describe `setupRequest`). */
const options = (url: string, requests: Request[]) =>
  ({ url, requests }) as unknown as Awaited<ReturnType<Scenario['prepare']>>

/** Buyers (`count`) with two checked cart lines each over 100 SKUs, each checking out once. */
async function checkouts(origin: string, count: number) {
  requireDb('create/trade')
  const f = await makeBuyers(count, 100)
  await fillCarts(f, 2, true)
  return options(origin, [
    rotate(f.tokens, {
      method: 'POST',
      path: '/buyer/trade/carts/create/trade',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ way: 'CART', client: 'PC' }),
    }),
  ])
}

export const tradeScenarios: Scenario[] = [
  {
    name: 'POST /buyer/trade/carts (add to cart)',
    prepare: async ({ origin }: BenchContext) => {
      requireDb('add-to-cart')
      const f = await makeBuyers(500, 1)
      return options(origin, [
        rotate(f.tokens, { method: 'POST', path: `/buyer/trade/carts?skuId=${f.skuIds[0]}&num=1` }),
      ])
    },
  },
  {
    name: 'GET /buyer/trade/carts/all (3 lines)',
    prepare: async ({ origin }: BenchContext) => {
      requireDb('cart/all')
      const f = await makeBuyers(500, 3)
      await fillCarts(f, 3)
      return options(origin, [rotate(f.tokens, { method: 'GET', path: '/buyer/trade/carts/all' })])
    },
  },
  {
    // Every buyer holds two cart lines and checks out once: the requests measure create/trade alone.
    // The pool of buyers is sized above what the run can consume. The lines are spread over 100
    // SKUs, as in a shop's ordinary traffic.
    name: 'POST /buyer/trade/carts/create/trade (2 lines over 100 SKUs)',
    prepare: async ({ origin }: BenchContext) => {
      return checkouts(origin, Math.max(2000, duration * 700))
    },
  },
  {
    // Issue 5's bar is a rate at a latency: 200 checkouts per second offered at a steady pace (open
    // loop, bench/paced.ts: one every 5 ms), and the p99 they see. The closed-loop rows around it
    // measure the ceiling instead, where 50 connections always waiting make latency just queueing
    // (50 / throughput).
    name: 'POST /buyer/trade/carts/create/trade (steady 200/s, one every 5 ms)',
    pace: 200,
    prepare: async ({ origin }: BenchContext) => {
      return checkouts(origin, Math.max(2000, duration * 300))
    },
  },
  {
    // The row issue 5 was first measured with, kept for comparison: autocannon's `overallRate` is
    // not a steady pace. Each of the 50 connections sends its 4 requests of a second back to back
    // from the second's start, so the site gets 50 checkouts at once, four times in a row, then
    // nothing: its p50 and p99 are those of a burst of 200, not of a steady 200 per second.
    name: 'POST /buyer/trade/carts/create/trade (200/s as autocannon overallRate: bursts of 50)',
    prepare: async ({ origin }: BenchContext) => {
      return { ...(await checkouts(origin, Math.max(2000, duration * 300))), overallRate: 200 }
    },
  },
  {
    // The flash-sale worst case: every checkout takes stock from the same two SKU rows, so each
    // waits for the previous one's commit (the row lock is held until the WAL is flushed).
    name: 'POST /buyer/trade/carts/create/trade (flash sale: all on the same 2 SKUs)',
    prepare: async ({ origin }: BenchContext) => {
      requireDb('create/trade')
      const f = await makeBuyers(Math.max(2000, duration * 700), 2)
      await fillCarts(f, 2)
      return options(origin, [
        rotate(f.tokens, {
          method: 'POST',
          path: '/buyer/trade/carts/create/trade',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ way: 'CART', client: 'PC' }),
        }),
      ])
    },
  },
]
