import type { Bilingual } from './schema.ts'

interface Service {
  title: Bilingual
  text: Bilingual
}

/**
 * The platform's services for a market: four that every guide offers, worded for the country, plus the
 * market-specific ones a guide adds (local licences, halal, rail freight…).
 */
export function marketServices(nameZh: string, nameEn: string, specific: Service[]): Service[] {
  return [
    {
      title: { zh: '市场调研与选品', en: 'Market research and product selection' },
      text: {
        zh: `基于${nameZh}海关与电商平台数据，输出品类容量、价格带与竞品报告，帮助企业确定首批上市商品。`,
        en: `Category size, price bands and competitor reports built on ${nameEn} customs and marketplace data, so you know which products to launch first.`,
      },
    },
    {
      title: { zh: '公司注册与合规', en: 'Company set-up and compliance' },
      text: {
        zh: `对接${nameZh}本地律所与会计师事务所，办理公司注册、税务登记、产品认证与商标申请。`,
        en: `Local law and accounting partners in ${nameEn} handle incorporation, tax registration, product certification and trademark filing.`,
      },
    },
    {
      title: { zh: '跨境物流与海外仓', en: 'Cross-border logistics and warehousing' },
      text: {
        zh: `海运、空运、铁路与陆运多式联运到${nameZh}主要口岸，并提供清关、海外仓与尾程配送。`,
        en: `Sea, air, rail and road freight to the main gateways of ${nameEn}, with customs clearance, bonded or overseas warehousing and last-mile delivery.`,
      },
    },
    {
      title: { zh: '品牌营销与渠道拓展', en: 'Brand marketing and channel development' },
      text: {
        zh: `本地化品牌内容、社媒与达人营销、展会与经销商对接，帮助品牌在${nameZh}建立长期渠道。`,
        en: `Localised brand content, social and influencer campaigns, trade fairs and distributor matchmaking to build lasting channels in ${nameEn}.`,
      },
    },
    ...specific,
  ]
}
