import type { DbOrTx } from '@silk/db/client'
import { type FreightRow, freightTemplates } from '@silk/db/schema/index'
import { inArray } from 'drizzle-orm'

export type Template = Pick<
  typeof freightTemplates.$inferSelect,
  'id' | 'storeId' | 'pricingMethod' | 'firstUnit' | 'firstFee' | 'extraUnit' | 'extraFee' | 'rows'
>

/** What freight pricing needs of a cart line. */
export interface FreightLine {
  storeId: string
  templateId: string
  goodsType: string
  num: number
  /** Grams of one piece (the SKU's, else the goods'). */
  weight: number
}

/**
 * The charge of `template` for `amount` (pieces or grams) shipped to a consignee whose region ids
 * are `regionIds` (root → leaf). The most specific row naming one of those regions prices it (a city
 * row before its province's), else the default. Up to the first unit costs the first fee; every
 * started extra unit beyond it costs the extra fee (rounded up, as lilishop's FreightTemplate render).
 */
export function chargeOf(template: Template, regionIds: readonly string[], amount: number): number {
  if (template.pricingMethod === 'FREE') return 0
  let charge: Pick<FreightRow, 'firstUnit' | 'firstFee' | 'extraUnit' | 'extraFee'> = template
  for (const id of [...regionIds].reverse()) {
    const row = template.rows.find((r) => r.regionIds.includes(id))
    if (row) {
      charge = row
      break
    }
  }
  if (amount <= charge.firstUnit) return charge.firstFee
  const steps = Math.ceil((amount - charge.firstUnit) / Math.max(charge.extraUnit, 1))
  return charge.firstFee + steps * charge.extraFee
}

/**
 * Freight per store (fen) for the checked lines shipped to `regionIdPath`: each store's lines are
 * grouped by template, and each template charges once for its group's pieces (NUM) or total weight
 * (WEIGHT: piece weight × quantity). Lines without a template, virtual goods, self-pickup and a
 * checkout without an address yet cost nothing. A template that is not the line's store's is ignored.
 */
export function freightByStore(
  lines: readonly FreightLine[],
  templates: ReadonlyMap<string, Template>,
  regionIdPath: string | null,
): Map<string, number> {
  const result = new Map<string, number>()
  const groups = new Map<string, { template: Template; num: number; grams: number }>()
  for (const l of lines) {
    if (!result.has(l.storeId)) result.set(l.storeId, 0)
    if (!regionIdPath || l.goodsType === 'VIRTUAL_GOODS') continue
    const template = templates.get(l.templateId)
    if (!template || template.storeId !== l.storeId) continue
    const group = groups.get(template.id) ?? { template, num: 0, grams: 0 }
    group.num += l.num
    group.grams += l.weight * l.num
    groups.set(template.id, group)
  }
  const regionIds = regionIdPath ? regionIdPath.split(',') : []
  for (const { template, num, grams } of groups.values()) {
    const amount = template.pricingMethod === 'WEIGHT' ? grams : num
    result.set(template.storeId, (result.get(template.storeId) ?? 0) + chargeOf(template, regionIds, amount))
  }
  return result
}

/** The templates the lines point at, by id (one query; none when every line ships free). */
export async function loadTemplates(db: DbOrTx, lines: readonly FreightLine[]) {
  const ids = [...new Set(lines.map((l) => l.templateId).filter((id) => id !== '0'))]
  if (ids.length === 0) return new Map<string, Template>()
  const rows = await db.select().from(freightTemplates).where(inArray(freightTemplates.id, ids))
  return new Map(rows.map((r) => [r.id, r]))
}

/** Freight per store for a checkout: nothing for self-pickup. */
export async function checkoutFreight(
  db: DbOrTx,
  lines: readonly FreightLine[],
  delivery: { method: string; regionIdPath: string | null },
) {
  if (delivery.method === 'SELF_PICK_UP') return freightByStore(lines, new Map(), null)
  return freightByStore(lines, await loadTemplates(db, lines), delivery.regionIdPath)
}
