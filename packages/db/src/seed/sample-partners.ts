import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { homeSlides } from '../schema/system.ts'

/** The invented partners an earlier reference seed wrote (ids 901001–901014), removed where still unchanged. */
const INVENTED = [
  '海川物流',
  '远航科技',
  '丝路资本',
  '金帆贸易',
  '云港数据',
  '瀚海保险',
  '东方会展',
  '星链支付',
  '蓝洋检测',
  '天工制造',
  '鼎信律所',
  '长风传媒',
  '锦程供应链',
  '华信认证',
]

type SampleSlot = 'PARTNER' | 'THINK_TANK' | 'ORG'
const SAMPLES: [SampleSlot, string, string, string, number][] = [
  ['PARTNER', '示例合作伙伴', 'Sample partner', 'partner', 8],
  ['THINK_TANK', '示例智库', 'Sample think tank', 'think-tank', 2],
  ['ORG', '示例合作机构', 'Sample organisation', 'org', 3],
]

/**
 * Demo only (decision 163): the home page's partner strip and the footer's 智库 / 合作机构 columns get
 * entries that say they are samples (示例合作伙伴 A / Sample partner A; eight, so the strip's loop is wider than a 1920 window), never real-looking organisations.
 * The operator replaces them in `/admin/home-slides`; an installation without demo data has none.
 */
export async function seedSamplePartners(db: Db): Promise<void> {
  await db.delete(homeSlides).where(and(eq(homeSlides.slot, 'PARTNER'), inArray(homeSlides.title, INVENTED)))
  const rows = SAMPLES.flatMap(([slot, zh, en, file, count], s) =>
    Array.from({ length: count }, (_, i) => {
      const letter = String.fromCharCode(65 + i)
      return {
        id: `9030${s}${String(i + 1).padStart(2, '0')}`,
        slot,
        sort: i + 1,
        title: `${zh} ${letter}`,
        titleEn: `${en} ${letter}`,
        image: `/home/partners/sample-${file}-${letter.toLowerCase()}.svg`,
        link: slot === 'PARTNER' ? null : '/Service',
      }
    }),
  )
  await db.insert(homeSlides).values(rows).onConflictDoNothing()
}
