import { analyse as enAnalyse } from './en/analyse.ts'
import { bglobal as enBglobal } from './en/bglobal.ts'
import { brand as enBrand } from './en/brand.ts'
import { brandBuild as enBrandBuild } from './en/brandBuild.ts'
import { initiative as enInitiative } from './en/initiative.ts'
import { nsystem as enNsystem } from './en/nsystem.ts'
import { preview as enPreview } from './en/preview.ts'
import { promotion as enPromotion } from './en/promotion.ts'
import { protect as enProtect } from './en/protect.ts'
import { service as enService } from './en/service.ts'
import { shipGoods as enShipGoods } from './en/shipGoods.ts'
import { slNew as enSlNew } from './en/slNew.ts'
import { strategy as enStrategy } from './en/strategy.ts'
import { support as enSupport } from './en/support.ts'
import { travel as enTravel } from './en/travel.ts'
import type { ContentPage } from './schema.ts'
import { analyse as zhAnalyse } from './zh/analyse.ts'
import { bglobal as zhBglobal } from './zh/bglobal.ts'
import { brand as zhBrand } from './zh/brand.ts'
import { brandBuild as zhBrandBuild } from './zh/brandBuild.ts'
import { initiative as zhInitiative } from './zh/initiative.ts'
import { nsystem as zhNsystem } from './zh/nsystem.ts'
import { preview as zhPreview } from './zh/preview.ts'
import { promotion as zhPromotion } from './zh/promotion.ts'
import { protect as zhProtect } from './zh/protect.ts'
import { service as zhService } from './zh/service.ts'
import { shipGoods as zhShipGoods } from './zh/shipGoods.ts'
import { slNew as zhSlNew } from './zh/slNew.ts'
import { strategy as zhStrategy } from './zh/strategy.ts'
import { support as zhSupport } from './zh/support.ts'
import { travel as zhTravel } from './zh/travel.ts'

/** Every content page, by language (zh-CN is the source; en mirrors its structure). */
export const PAGES = {
  'zh-CN': {
    initiative: zhInitiative,
    bglobal: zhBglobal,
    nsystem: zhNsystem,
    brand: zhBrand,
    brandBuild: zhBrandBuild,
    analyse: zhAnalyse,
    strategy: zhStrategy,
    promotion: zhPromotion,
    travel: zhTravel,
    support: zhSupport,
    shipGoods: zhShipGoods,
    slNew: zhSlNew,
    service: zhService,
    preview: zhPreview,
    protect: zhProtect,
  },
  en: {
    initiative: enInitiative,
    bglobal: enBglobal,
    nsystem: enNsystem,
    brand: enBrand,
    brandBuild: enBrandBuild,
    analyse: enAnalyse,
    strategy: enStrategy,
    promotion: enPromotion,
    travel: enTravel,
    support: enSupport,
    shipGoods: enShipGoods,
    slNew: enSlNew,
    service: enService,
    preview: enPreview,
    protect: enProtect,
  },
} satisfies Record<'zh-CN' | 'en', Record<string, ContentPage>>

export type PageKey = keyof (typeof PAGES)['zh-CN']
