import { SPEC_NAV_ROW } from '@silk/contracts/content-admin'
import type { Db } from '../client.ts'
import { navEntries } from '../schema/system.ts'

/** The specification's row (decision 168), reference data; the operator edits it in `/admin/nav`. */
export async function seedNavEntries(db: Db): Promise<void> {
  await db
    .insert(navEntries)
    .values(
      SPEC_NAV_ROW.map(([kind, label, labelEn, target, paths], i) => ({
        id: `90400${i + 1}`,
        kind,
        label,
        labelEn,
        target,
        paths,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing()
}
