import type { Ctx } from '../plugins/context.ts'

export type Locale = Ctx['locale']

/**
 * The name a visitor reads: the English one in the English interface when the data has it, the
 * Chinese one otherwise (a seller who gave no English name is shown in Chinese). Decision 023.
 */
export function localName(locale: Locale, zh: string, en: string | null | undefined): string {
  return locale === 'en' && en ? en : zh
}
