import type { TradeTerms } from '@silk/contracts/rfq'
import { useTranslation } from '../../i18n/use-translation.ts'
import { addressText } from '../../lib/format.ts'
import { countryName } from './options.ts'

/** An order made from an accepted quote: the request, incoterm, destination and reference currency (decision 145). */
export function TradeTermsText({ terms }: { terms: TradeTerms }) {
  const { t, lang } = useTranslation('rfq')
  return (
    <span data-testid="order-trade-terms">
      {t('orderTerms.text', {
        sn: terms.purchaseSn,
        incoterm: terms.incoterm,
        destination: countryName(terms.destinationCountry, lang),
        currency: terms.currency,
      })}
    </span>
  )
}

/**
 * Where an order's goods go, as its address line starts: the region path of the Chinese address book,
 * or, for a consignee abroad (no region ids), the destination country in the interface language.
 */
export function consigneePlace(
  o: {
    consigneeAddressPath: string | null
    consigneeAddressIdPath: string | null
    tradeTerms: TradeTerms | null
  },
  lang: string,
): string {
  if (o.tradeTerms && !o.consigneeAddressIdPath) return countryName(o.tradeTerms.destinationCountry, lang)
  return addressText(o.consigneeAddressPath)
}
