import { regions } from '@silk/db/schema/system'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'

/** The children of a region (`0` = the provinces), in official order. */
export async function listRegions(ctx: Pick<Ctx, 'db'>, parentId: string) {
  const rows = await ctx.db
    .select()
    .from(regions)
    .where(eq(regions.parentId, parentId))
    .orderBy(asc(regions.orderNum), asc(regions.id))
  return rows.map(regionView)
}

/** A region as the region calls answer it (lilishop's Region). */
function regionView(r: typeof regions.$inferSelect) {
  return {
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    nameEn: r.nameEn ?? '',
    level: r.level,
    adCode: r.id,
    center: r.center ?? '',
    orderNum: r.orderNum,
  }
}

/**
 * The map picker's lookup (`GET /common/common/region/region`): the region named `name` (lilishop
 * sends the map's township; the deepest level here is the district) as its id path and name path,
 * comma-joined from the province down. The map's `cityCode` is a telephone area code this table
 * does not hold, so a name found more than once (or not at all) is refused with 42006.
 */
export async function regionByName(ctx: Pick<Ctx, 'db'>, name: string) {
  const found = await ctx.db.select().from(regions).where(eq(regions.name, name)).limit(2)
  if (found.length !== 1) throw new BizError('REGION_NOT_FOUND', { detail: name })
  const path = [found[0]]
  while (path[0].parentId !== '0') {
    const [parent] = await ctx.db.select().from(regions).where(eq(regions.id, path[0].parentId))
    if (!parent) break
    path.unshift(parent)
  }
  return { id: path.map((r) => r.id).join(','), name: path.map((r) => r.name).join(',') }
}

/**
 * lilishop's `GET /common/common/region/allCity` (RegionServiceImpl.getAllCity): every province with
 * its cities as `children`, in official order; the seller's freight-template page picks from it.
 */
export async function allCities(ctx: Pick<Ctx, 'db'>) {
  const rows = await ctx.db
    .select()
    .from(regions)
    .where(inArray(regions.level, ['province', 'city']))
    .orderBy(asc(regions.orderNum), asc(regions.id))
  const provinces = rows
    .filter((r) => r.level === 'province')
    .map((r) => ({ ...regionView(r), children: [] as ReturnType<typeof regionView>[] }))
  const byId = new Map(provinces.map((p) => [p.id, p]))
  for (const r of rows) if (r.level === 'city') byId.get(r.parentId)?.children.push(regionView(r))
  return provinces
}
