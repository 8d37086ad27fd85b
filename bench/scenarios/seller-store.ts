// What the seller-centre scenarios share: a store of their own on PostgreSQL with its owner's STORE
// token, minted straight in the database with the site's JWT secret (set in trade.ts before run.ts
// starts the site), and the two rows every store list is measured by.
import { type Db, openDatabase } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { members, stores } from '@silk/db/schema/index'
import { loadConfig } from '../../apps/api/src/config.ts'
import { startSession } from '../../apps/api/src/modules/accounts/sessions.ts'
import { createStore } from '../../apps/api/src/shared/store/index.ts'
import './trade.ts'
import type { BenchContext, Scenario } from './types.ts'

/** A new store named `storeName`, its dataset written by `fill`, and its owner's seller token. */
export async function benchStore(
  storeName: string,
  fill: (db: Db, storeId: string) => Promise<void>,
): Promise<{ token: string }> {
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
    storeName,
    storeLogo: '/logo.png',
    countryCode: 'CN',
    countryName: '中国',
  })
  await fill(db, storeId)
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
  await store.close()
  await database.close()
  return { token: tokens.accessToken }
}

type Options = Awaited<ReturnType<Scenario['prepare']>>

/**
 * A store list's two rows: closed loop, for the ratio to the baseline (10 connections, a store's
 * staff rather than a crowd, each sending its next request as soon as the last one answered, so
 * latency there is mostly queueing); and the latency bar (p99 under 50 ms), the same requests at a
 * steady 100 per second (open loop, bench/paced.ts), far more than one store's staff pages through.
 */
export function storeListScenarios(
  path: string,
  size: string,
  mix: string,
  listRequests: (origin: string) => Promise<{ token: string; path(): string }>,
): Scenario[] {
  return [
    {
      name: `GET ${path} (${size}: ${mix}; 10 connections)`,
      prepare: async ({ origin }: BenchContext) => {
        const list = await listRequests(origin)
        const request = {
          method: 'GET',
          path,
          headers: { accessToken: list.token },
          setupRequest: (req: { path: string }) => ({ ...req, path: list.path() }),
        }
        return { url: origin, connections: 10, requests: [request] } as unknown as Options
      },
    },
    {
      name: `GET ${path} (${size}, same mix; steady 100/s)`,
      pace: 100,
      prepare: async ({ origin }: BenchContext) => {
        const list = await listRequests(origin)
        return {
          url: origin,
          requests: Array.from({ length: 300 }, () => ({
            path: list.path(),
            headers: { accessToken: list.token },
          })),
        } as unknown as Options
      },
    },
  ]
}
