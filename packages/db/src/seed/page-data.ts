import type { Db } from '../client.ts'
import { nextId } from '../ids.ts'
import { pageData } from '../schema/system.ts'

/**
 * The PC home decoration in the upstream page-designer format: `list[0]` is the top advert and
 * `list[1]` the navigation (reference §17.2). The shop issue fills richer modules.
 */
const INDEX_PC = {
  list: [
    {
      type: 'topAdvert',
      options: { list: [{ img: '/media/shop/banner-1.webp', url: '/goodsList', bgColor: '#0b2545' }] },
    },
    {
      type: 'navBar',
      options: {
        list: [
          { name: '出海服务', url: '/Bglobal' },
          { name: '品牌馆', url: '/slBrand' },
          { name: '商城', url: '/slShop' },
          { name: '服务中心', url: '/Service' },
        ],
      },
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
