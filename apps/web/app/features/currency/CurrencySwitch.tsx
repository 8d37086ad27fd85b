import { useRevalidator } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { COOKIE, deleteCookie, writeCookie } from '../../lib/cookies.ts'
import { Frozen } from '../../lib/frozen.tsx'
import { useRootData } from '../../lib/root-data.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import styles from './currency.module.css'

const ONE_YEAR = 365 * 24 * 3600

/** The header's display-currency selector, beside 中文 | ENG: "CNY only" or one of the rated currencies. */
export function CurrencySwitch() {
  const { t, lang } = useTranslation()
  const { currency } = useRootData()
  const revalidator = useRevalidator()
  const hydrated = useHydrated()
  if (currency.rates.length === 0) return null

  const choose = (code: string) => {
    if (code) writeCookie(COOKIE.currency, code, ONE_YEAR)
    else deleteCookie(COOKIE.currency)
    void revalidator.revalidate()
  }

  // Frozen, key language+choice+rates (docs/performance.md): never the login, name or cart inside.
  // The server draws it disabled; it turns on once hydrated.
  return (
    <Frozen
      as="label"
      name="currency"
      copyKey={`${lang}|${currency.chosen}|${currency.rates.map((r) => r.currency).join()}`}
      className={styles.switch}
      title={t('currency.hint')}
    >
      <span className="visually-hidden">{t('currency.label')}</span>
      <select
        data-testid="currency-switch"
        value={currency.chosen ?? ''}
        disabled={!hydrated}
        onChange={(e) => choose(e.target.value)}
      >
        <option value="">{t('currency.none')}</option>
        {currency.rates.map((r) => (
          <option key={r.currency} value={r.currency}>
            {r.currency}
          </option>
        ))}
      </select>
    </Frozen>
  )
}
