import type { Db } from '../client.ts'
import { currencyRates } from '../schema/consultation.ts'

/**
 * Demo display rates (decision 130): what one CNY bought around the demo's date, for USD, EUR and the
 * currencies of the 20 guide countries. The operator replaces them in /admin/currencies.
 */
export const DEMO_RATES: [string, string][] = [
  ['USD', '0.1389'],
  ['EUR', '0.1290'],
  ['VND', '3530'],
  ['THB', '4.85'],
  ['MYR', '0.6200'],
  ['SGD', '0.1830'],
  ['IDR', '2250'],
  ['PHP', '8.10'],
  ['KZT', '70.5'],
  ['PKR', '38.9'],
  ['AED', '0.5100'],
  ['SAR', '0.5210'],
  ['RUB', '11.2'],
  ['HUF', '50.5'],
  ['EGP', '6.80'],
  ['KES', '17.9'],
  ['ZAR', '2.52'],
  ['BRL', '0.8000'],
  ['CLP', '131'],
  ['NZD', '0.2400'],
]
export const DEMO_RATE_DATE = '2026-11-20'

export async function seedCurrencyRates(db: Db) {
  await db
    .insert(currencyRates)
    .values(
      DEMO_RATES.map(([currency, rate]) => ({
        currency,
        rate,
        rateDate: DEMO_RATE_DATE,
        updatedBy: 'system',
      })),
    )
    .onConflictDoNothing()
}
