import type { PointsGoods, PointsGoodsQuery } from '@silk/contracts/promotion'
import type { DbOrTx } from '@silk/db/client'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { statement } from '../../shared/statement.ts'

interface Row {
  id: string
  skuId: string
  goodsId: string
  storeId: string
  storeName: string | null
  points: number
  activeStock: number
  categoryId: string
  categoryName: string | null
  categoryNameEn: string | null
  startTime: Date
  endTime: Date
  goodsName: string
  goodsNameEn: string | null
  storeNameEn: string | null
  sellingPoint: string
  sellingPointEn: string | null
  skuImages: string[]
  goodsImages: string[]
  price: number
  quantity: number
  weight: number
  goodsType: string
  total: number
}

/**
 * Points goods on offer now (on sale by the operator, within their window) whose goods are on sale;
 * `$1` a category or null, `$2` a name or null.
 */
const OFFERED = `from points_goods pg
   join goods_sku s on s.id = pg.sku_id
   join goods g on g.id = s.goods_id
   left join store st on st.id = g.store_id
   left join points_goods_category c on c.id = pg.category_id
   where pg.status = 'UPPER' and pg.start_time <= now() and pg.end_time > now()
     and g.market_enable = 'UPPER' and g.auth_flag = 'PASS'`

const COLUMNS = `pg.id, pg.sku_id as "skuId", pg.goods_id as "goodsId", pg.store_id as "storeId",
   st.store_name as "storeName", st.store_name_en as "storeNameEn", pg.points, pg.active_stock as "activeStock",
   pg.category_id as "categoryId", c.name as "categoryName", c.name_en as "categoryNameEn", pg.start_time as "startTime",
   pg.end_time as "endTime", g.goods_name as "goodsName", g.goods_name_en as "goodsNameEn",
   g.selling_point as "sellingPoint", g.selling_point_en as "sellingPointEn",
   s.images as "skuImages", g.images as "goodsImages", s.price, s.quantity,
   g.weight_grams as weight, g.goods_type as "goodsType"`

const selectPage = statement<Row>(
  'points_goods_page',
  `select ${COLUMNS}, count(*) over ()::int as total
   ${OFFERED}
     and ($1::text is null or pg.category_id = $1)
     and ($2::text is null or g.goods_name ilike $2)
   order by pg.points, pg.id
   limit $3 offset $4`,
)

const selectOne = statement<Row>(
  'points_goods_one',
  `select ${COLUMNS}, 1 as total ${OFFERED} and pg.id = $1`,
)

function toView(r: Row, locale?: Locale): PointsGoods {
  return {
    id: r.id,
    skuId: r.skuId,
    goodsId: r.goodsId,
    storeId: r.storeId,
    storeName: localName(locale, r.storeName ?? '', r.storeNameEn),
    points: r.points,
    activeStock: r.activeStock,
    pointsGoodsCategoryId: r.categoryId,
    pointsGoodsCategoryName: localName(locale, r.categoryName ?? '', r.categoryNameEn),
    startTime: formatDateTime(r.startTime) ?? '',
    endTime: formatDateTime(r.endTime) ?? '',
    goodsSku: {
      id: r.skuId,
      goodsId: r.goodsId,
      goodsName: localName(locale, r.goodsName, r.goodsNameEn),
      sellingPoint: localName(locale, r.sellingPoint, r.sellingPointEn),
      thumbnail: r.skuImages?.[0] ?? r.goodsImages?.[0] ?? '',
      price: fenToYuan(r.price),
      quantity: Math.max(0, Math.min(r.quantity, r.activeStock)),
      weight: r.weight / 1000,
      goodsType: r.goodsType,
    },
  }
}

/** `GET /buyer/promotion/pointsGoods`: what can be exchanged now, fewest points first. */
export async function listPointsGoods(db: DbOrTx, query: z.infer<typeof PointsGoodsQuery>, locale?: Locale) {
  const rows = await selectPage(db, [
    query.pointsGoodsCategoryId ?? null,
    query.goodsName ? containsPattern(query.goodsName) : null,
    query.pageSize,
    offsetOf(query),
  ])
  return toPage(
    rows.map((r) => toView(r, locale)),
    rows[0]?.total ?? 0,
    query,
  )
}

/** `GET /buyer/promotion/pointsGoods/{id}`, or 42004 when it is not on offer now. */
export async function pointsGoodsDetail(db: DbOrTx, id: string, locale?: Locale): Promise<PointsGoods> {
  const [row] = await selectOne(db, [id])
  if (!row) throw new BizError('POINTS_GOODS_NOT_EXIST')
  return toView(row, locale)
}

const selectCategories = statement<{
  id: string
  name: string
  nameEn: string | null
  sortOrder: number
  total: number
}>(
  'points_goods_categories',
  `select id, name, name_en as "nameEn", sort_order as "sortOrder", count(*) over ()::int as total
   from points_goods_category order by sort_order, id limit $1 offset $2`,
)

/** `GET /buyer/promotion/pointsGoods/category`, as a page (lilishop's page reads `records`). */
export async function listPointsGoodsCategories(
  db: DbOrTx,
  query: { pageNumber: number; pageSize: number },
  locale?: Locale,
) {
  const rows = await selectCategories(db, [query.pageSize, offsetOf(query)])
  return toPage(
    rows.map(({ total: _, nameEn, ...c }) => ({ ...c, name: localName(locale, c.name, nameEn) })),
    rows[0]?.total ?? 0,
    query,
  )
}
