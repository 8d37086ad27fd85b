import { and, asc, desc, eq, like } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { nextId } from '../ids.ts'
import { categories, goods, goodsSkus } from '../schema/goods.ts'
import { pageData } from '../schema/system.ts'

/**
 * The PC home decoration in the upstream page-designer format: `list[0]` is the top advert and
 * `list[1]` the navigation (reference §17.2); the demo floors follow (`seedHomeFloors`). Every module
 * has a `key`: lilishop's client draws only modules that have one. The two header modules are flat,
 * as lilishop's designer saves them (`topAdvert` carries `img`, `url`, `bgColor`, `size` itself;
 * `navBar` its `list`), unlike the floors, which keep theirs under `options`. Its links are paths
 * both that client's router and this site have (lilishop opens them on its own origin).
 */
const INDEX_PC = {
  list: [
    {
      type: 'topAdvert',
      key: 'top-advert',
      img: '/media/shop/top-advert.svg',
      url: '/seckill',
      bgColor: '#0b2545',
      size: '1200*80',
    },
    {
      type: 'navBar',
      key: 'nav-bar',
      list: [
        { name: '全部商品', url: '/goodsList' },
        { name: '整点秒杀', url: '/seckill' },
        { name: '积分商城', url: '/PointMall' },
      ],
    },
  ],
}

export async function seedPageData(db: Db): Promise<void> {
  await db
    .insert(pageData)
    .values({
      id: nextId(),
      name: 'PC首页',
      pageData: JSON.stringify(INDEX_PC),
      pageType: 'INDEX',
      pageClientType: 'PC',
    })
    .onConflictDoNothing()
}

/** How many goods each home floor shows (lilishop's NotEnough floor lays out five a row). */
const FLOOR_GOODS = 10

/**
 * The floors lilishop's PC home draws below the navigation (its page designer's `carousel`,
 * `notEnough` and `bannerAdvert` modules), built from the demo catalogue: a carousel of goods
 * pictures and one floor per top category with its best sellers. Stored in the INDEX row as data,
 * so the operator console can edit it later like any designed page.
 */
export async function seedHomeFloors(db: Db): Promise<void> {
  const tops = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.level, 0))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .limit(5)
  const floors = []
  for (const top of tops) {
    const rows = await db
      .select({
        goodsId: goods.id,
        name: goods.goodsName,
        price: goodsSkus.price,
        images: goods.images,
        skuId: goodsSkus.id,
      })
      .from(goods)
      .innerJoin(goodsSkus, eq(goodsSkus.goodsId, goods.id))
      .where(
        and(
          eq(goods.marketEnable, 'UPPER'),
          like(goods.categoryPath, `${top.id},%`),
          eq(goodsSkus.sortOrder, 0),
        ),
      )
      .orderBy(desc(goods.buyCount), asc(goods.id))
      .limit(FLOOR_GOODS)
    if (rows.length) floors.push({ top, rows })
  }
  const link = (r: { goodsId: string; skuId: string }) => `/goodsDetail?skuId=${r.skuId}&goodsId=${r.goodsId}`
  const picture = (r: { images: string[] }) => (r.images[0] ?? '').replace(/\.webp$/, '-400.webp')
  const modules = [
    {
      type: 'carousel',
      key: 'home-carousel',
      options: {
        list: floors.map(({ top, rows }) => ({ img: picture(rows[0]), url: link(rows[0]), name: top.name })),
      },
    },
    {
      type: 'notEnough',
      key: 'home-floors',
      options: {
        navList: floors.map(({ top }) => ({ title: top.name, desc: '精选好物' })),
        list: floors.map(({ rows }) =>
          rows.map((r) => ({ img: picture(r), url: link(r), name: r.name, price: r.price / 100 })),
        ),
      },
    },
  ]
  const [index] = await db
    .select()
    .from(pageData)
    .where(and(eq(pageData.pageType, 'INDEX'), eq(pageData.pageClientType, 'PC')))
    .limit(1)
  if (!index) return
  const designed = JSON.parse(index.pageData) as { list: { type: string }[] }
  const kept = designed.list.filter((m) => m.type !== 'carousel' && m.type !== 'notEnough')
  await db
    .update(pageData)
    .set({ pageData: JSON.stringify({ ...designed, list: [...kept, ...modules] }) })
    .where(eq(pageData.id, index.id))
}
