import type { Db } from '../client.ts'
import { navEntries } from '../schema/system.ts'

type Kind = 'PAGE' | 'GUIDE' | 'CATEGORY' | 'EXTERNAL' | 'LABEL'

/**
 * The specification's eight header entries (spec §2 "Header navigation"), the row every installation
 * starts with (decision 168); the operator edits it in `/admin/nav`. `paths` are the further pages each
 * entry is current on. The depot has no address: the deployment's GOODS_DEPOT_URL, else the site's
 * logistics page.
 */
export const NAV_SEED: [Kind, string, string, string | null, string | null][] = [
  ['PAGE', '首页', 'Home', '/', null],
  ['PAGE', '出海服务', 'Overseas services', '/Bglobal', '/Nsystem /Promotion'],
  ['GUIDE', '出海指南', 'Market guides', '/Initiative', '/slGuide'],
  ['PAGE', '品牌馆', 'Brands', '/slBrand', '/SlBrandDetails'],
  ['EXTERNAL', '货仓', 'Depot', null, null],
  ['PAGE', '商城', 'Shop', '/slShop', '/category /goodsList /goodsDetail /merchant /cart'],
  ['LABEL', '海外利益保护', 'Overseas protection', null, '/protect'],
  ['PAGE', '服务中心', 'Service centre', '/Service', null],
]

export async function seedNavEntries(db: Db): Promise<void> {
  await db
    .insert(navEntries)
    .values(
      NAV_SEED.map(([kind, label, labelEn, target, paths], i) => ({
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
