import type { Db } from '../client.ts'
import { homeSlides } from '../schema/system.ts'

/**
 * What the home pages showed when it was code (issue #19): the shop's three banner slides and the 13
 * national-pavilion slides. Reference data, so a new installation's home pages look as before; the
 * operator edits them in `/admin/home-slides`. Partners are the operator's own: the demo seeds labelled
 * samples (sample-partners.ts), a real installation none.
 */
export const BANNERS = [
  {
    title: '丝路茶韵 · 名山好茶节',
    titleEn: 'Silk Road Tea Festival',
    subtitle: '普洱、龙井、大红袍 产地直发',
    subtitleEn: "Pu'er, Longjing, Da Hong Pao from origin",
    image: '/media/goods/puer-cake/1001-1.webp',
    link: '/goodsList?keyword=%E6%99%AE%E6%B4%B1',
  },
  {
    title: '景德镇匠心瓷器季',
    titleEn: 'Jingdezhen Porcelain Season',
    subtitle: '青花瓷茶具 手绘名窑 限时特惠',
    subtitleEn: 'Hand-painted blue-and-white tea sets on offer',
    image: '/media/goods/meiping/1002-1.webp',
    link: '/goodsList?keyword=%E9%9D%92%E8%8A%B1%E7%93%B7',
  },
  {
    title: '环球美食 跨境直邮',
    titleEn: 'World Food, Shipped Direct',
    subtitle: '法国红酒 · 澳洲坚果 · 越南咖啡',
    subtitleEn: 'French wine · Australian nuts · Vietnamese coffee',
    image: '/media/goods/wine-bordeaux/1004-1.webp',
    link: '/goodsList?categoryId=1004',
  },
]

/** The pavilion's countries (content/guides/countries.ts, `inPavilion`), in its order. */
const PAVILION: [string, string, string][] = [
  ['vn', '越南', 'Vietnam'],
  ['th', '泰国', 'Thailand'],
  ['my', '马来西亚', 'Malaysia'],
  ['sg', '新加坡', 'Singapore'],
  ['id', '印度尼西亚', 'Indonesia'],
  ['kz', '哈萨克斯坦', 'Kazakhstan'],
  ['pk', '巴基斯坦', 'Pakistan'],
  ['ae', '阿联酋', 'United Arab Emirates'],
  ['sa', '沙特阿拉伯', 'Saudi Arabia'],
  ['ru', '俄罗斯', 'Russia'],
  ['hu', '匈牙利', 'Hungary'],
  ['eg', '埃及', 'Egypt'],
  ['br', '巴西', 'Brazil'],
]

export async function seedHomeSlides(db: Db): Promise<void> {
  const rows = [
    ...BANNERS.map((b, i) => ({ id: `9000${i + 1}`, slot: 'BANNER' as const, sort: i + 1, ...b })),
    ...PAVILION.map(([code, title, titleEn], i) => ({
      id: `9020${String(i + 1).padStart(2, '0')}`,
      slot: 'PAVILION' as const,
      sort: i + 1,
      title,
      titleEn,
      image: `/home/flags/${code}.svg`,
      link: `/slGuide?countryId=${code}`,
    })),
  ]
  await db.insert(homeSlides).values(rows).onConflictDoNothing()
}
