/**
 * The name a reader sees: the English one in the English interface when the data has it, the Chinese
 * one otherwise (a seller who gave no English name is shown in Chinese). Decision 023. The API names
 * what it answers in the caller's language with it (`ctx.locale`); a page that must keep the Chinese
 * beside the English (a template whose Chinese values fill a form) labels with it (`lang`).
 */
export function localName(
  lang: string | null | undefined,
  zh: string,
  en: string | null | undefined,
): string {
  return lang === 'en' && en ? en : zh
}
