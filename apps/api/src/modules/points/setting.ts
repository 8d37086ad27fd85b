import type { DbOrTx } from '@silk/db/client'
import { settings } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'

export interface PointSetting {
  register: number
  signIn: number
  comment: number
  /** Points per ¥1 of a completed order's flowPrice. */
  consumer: number
  pointSettingItems: { day: number; point: number }[]
}

const count = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : 0)

/**
 * `POINT_SETTING` (seeded as reference data, see `@silk/db/seed/points`). A missing row or a missing,
 * negative or fractional field grants nothing: points are only given where the operator set an amount.
 */
export async function pointSetting(db: DbOrTx): Promise<PointSetting> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 'POINT_SETTING'))
  const value = (row?.settingValue ?? {}) as Partial<Record<keyof PointSetting, unknown>>
  const items: unknown[] = Array.isArray(value.pointSettingItems) ? value.pointSettingItems : []
  return {
    register: count(value.register),
    signIn: count(value.signIn),
    comment: count(value.comment),
    consumer: count(value.consumer),
    pointSettingItems: items
      .map((i) => ({
        day: count((i as { day?: unknown })?.day),
        point: count((i as { point?: unknown })?.point),
      }))
      .filter((i) => i.day > 0),
  }
}
