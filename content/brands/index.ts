import { BRAND_BASES } from './base.ts'
import { BRANDS_EN } from './en.ts'
import type { Brand } from './schema.ts'
import { BRANDS_ZH } from './zh.ts'

const TEXTS = { 'zh-CN': BRANDS_ZH, en: BRANDS_EN } as const

/** The partner brands in display order, in one language. */
export function listBrands(lang: 'zh-CN' | 'en'): Brand[] {
  return BRAND_BASES.map((base) => ({ ...base, ...TEXTS[lang][base.id] }))
}

/** One brand by id, or null when the id is unknown. */
export function findBrand(lang: 'zh-CN' | 'en', id: string): Brand | null {
  const base = BRAND_BASES.find((b) => b.id === id)
  return base ? { ...base, ...TEXTS[lang][id] } : null
}
