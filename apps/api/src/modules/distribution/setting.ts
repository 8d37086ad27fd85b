import type { DbOrTx } from '@silk/db/client'
import { settings } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'

/** `DISTRIBUTION_SETTING` (reference §14): the switch and how long a share link binds a buyer. */
export interface DistributionSetting {
  isOpen: boolean
  distributionDay: number
}

const CLOSED: DistributionSetting = { isOpen: false, distributionDay: 0 }

export async function distributionSetting(db: DbOrTx): Promise<DistributionSetting> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 'DISTRIBUTION_SETTING'))
  const value = row?.settingValue as Partial<DistributionSetting> | undefined
  if (!value) return CLOSED
  const days = Number(value.distributionDay)
  return {
    isOpen: value.isOpen === true,
    distributionDay: Number.isFinite(days) && days > 0 ? Math.floor(days) : 0,
  }
}

/** Every distribution call checks the switch first: 22000 when it is closed. */
export async function requireOpen(db: DbOrTx): Promise<DistributionSetting> {
  const setting = await distributionSetting(db)
  if (!setting.isOpen) throw new BizError('DISTRIBUTION_CLOSE')
  return setting
}
