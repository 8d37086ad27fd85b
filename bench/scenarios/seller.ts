// Seller-centre scenarios (issue 18): the goods list of a store with 10,000 goods on PostgreSQL,
// filtered and paged, as a store owner sees it (the store and its token: seller-store.ts).
import { nextId } from '@silk/db/ids'
import { goods, goodsSkus } from '@silk/db/schema/index'
import { benchStore, storeListScenarios } from './seller-store.ts'

const GOODS = 10_000
const WORDS = ['青花瓷茶杯', '紫砂壶', '龙井绿茶', '真丝围巾', '蓝牙耳机', '手工皂', '普洱茶饼', '景泰蓝花瓶']

/** The store each run makes (run.ts takes an earlier run's goods off sale before the first node). */
export const GOODS_STORE = '万件商品店'

/** A store with `GOODS` goods (one SKU each, a tenth off shelf) and its owner's seller token. */
function storeWithGoods(): Promise<{ token: string }> {
  return benchStore(GOODS_STORE, async (db, storeId) => {
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
    // A freshly loaded table: its visibility map lets the count read the index alone.
    await db.execute('vacuum analyze goods')
  })
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

export const sellerScenarios = storeListScenarios(
  '/store/goods/goods/list',
  '10,000 goods',
  'on shelf, pages 1–50, every third by name',
  listRequests,
)
