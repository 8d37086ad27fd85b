import type { Db } from '../client.ts'
import { settings } from '../schema/system.ts'

/**
 * `POINT_SETTING` (reference §15.1): points for registering, a daily sign-in (replaced by the tier's
 * amount on the Nth consecutive day), a review, and per ¥1 of a completed order's `flowPrice`.
 */
export const POINT_SETTING = {
  register: 100,
  signIn: 5,
  comment: 10,
  consumer: 1,
  money: 100,
  pointSettingItems: [
    { day: 3, point: 10 },
    { day: 7, point: 30 },
    { day: 30, point: 100 },
  ],
}

export async function seedPointSetting(db: Db): Promise<void> {
  await db.insert(settings).values({ id: 'POINT_SETTING', settingValue: POINT_SETTING }).onConflictDoNothing()
}
