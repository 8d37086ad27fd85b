import { localName } from '@silk/contracts/local-name'
import type { Ctx } from './context.ts'

/** The one rule for a name in the caller's language (decision 023), shared with the web. */
export { localName }

export type Locale = Ctx['locale']

/** A spec as goods, carts and order snapshots keep it: the Chinese and, where given, the English. */
export interface StoredSpec {
  specName: string
  specValue: string
  specNameEn?: string | null
  specValueEn?: string | null
}

/**
 * Specs in the visitor's language, in their stored order (the order of the goods' spec template, so
 * every page writes a SKU's values the same way; decision 026).
 */
export function localSpecs(
  locale: Locale | undefined,
  specs: readonly StoredSpec[],
): { specName: string; specValue: string }[] {
  return specs.map((s) => ({
    specName: localName(locale, s.specName, s.specNameEn),
    specValue: localName(locale, s.specValue, s.specValueEn),
  }))
}

/** "青花 大号" / "Blue-and-White Large": the SKU's values in order; `fallback` when it has no specs. */
export function localSimpleSpecs(
  locale: Locale | undefined,
  specs: readonly StoredSpec[] | null | undefined,
  fallback: string,
) {
  if (!specs?.length) return fallback
  return localSpecs(locale, specs)
    .map((s) => s.specValue)
    .join(' ')
}

/** A goods' parameter groups (`goods.params`) in the visitor's language. */
export function localParams<
  G extends {
    groupName: string
    groupNameEn?: string | null
    items: {
      paramName: string
      paramValue: string
      paramNameEn?: string | null
      paramValueEn?: string | null
    }[]
  },
>(locale: Locale | undefined, groups: readonly G[]) {
  return groups.map((g) => ({
    ...g,
    groupName: localName(locale, g.groupName, g.groupNameEn),
    items: g.items.map((i) => ({
      ...i,
      paramName: localName(locale, i.paramName, i.paramNameEn),
      paramValue: localName(locale, i.paramValue, i.paramValueEn),
    })),
  }))
}
