import { useRevalidator } from 'react-router'
import { switchLanguage } from '../../i18n/i18n.ts'
import type { Lang } from '../../i18n/resources.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { COOKIE, writeCookie } from '../../lib/cookies.ts'
import { useRootData } from '../../lib/root-data.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import styles from './SiteHeader.module.css'

const ONE_YEAR = 365 * 24 * 3600

/** 中文 | ENG. ENG goes to the English site when one is configured, otherwise switches in place. */
export function LangSwitch() {
  const { t, i18n } = useTranslation()
  const { config, lang } = useRootData()
  const revalidator = useRevalidator()
  // Switching needs JavaScript: until the page is live, a click would be lost.
  const hydrated = useHydrated()

  const choose = (next: Lang) => {
    if (next === 'en' && config.englishSiteUrl) {
      window.location.href = config.englishSiteUrl
      return
    }
    localStorage.setItem(COOKIE.lang, next)
    writeCookie(COOKIE.lang, next, ONE_YEAR)
    // The page's texts in the new language, then its data (titles, names) in it. The document's
    // language follows the texts at once: re-rendering the page with the new data can take seconds on
    // a slow phone, and a screen reader would read English with Chinese rules meanwhile.
    void switchLanguage(i18n, next).then(() => {
      document.documentElement.lang = next
      return revalidator.revalidate()
    })
  }

  return (
    <span className={styles.lang} role="group" aria-label={t('lang.switchTo')}>
      <button
        type="button"
        aria-pressed={lang === 'zh-CN'}
        disabled={!hydrated}
        onClick={() => choose('zh-CN')}
      >
        {t('lang.zh')}
      </button>
      <span aria-hidden="true">|</span>
      <button type="button" aria-pressed={lang === 'en'} disabled={!hydrated} onClick={() => choose('en')}>
        {t('lang.en')}
      </button>
    </span>
  )
}
