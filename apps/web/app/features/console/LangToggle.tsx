import { useRevalidator } from 'react-router'
import { switchLanguage } from '../../i18n/i18n.ts'
import type { Lang } from '../../i18n/resources.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { COOKIE, writeCookie } from '../../lib/cookies.ts'
import { useRootData } from '../../lib/root-data.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import styles from './console.module.css'

const ONE_YEAR = 365 * 24 * 3600

/**
 * 中文 | ENG for the consoles: always switches in place (the shop's switch may leave for the English
 * marketing site, which has no console), keeping the choice as the shop does.
 */
export function LangToggle() {
  const { t, i18n } = useTranslation()
  const { lang } = useRootData()
  const revalidator = useRevalidator()
  const hydrated = useHydrated()
  const choose = (next: Lang) => {
    localStorage.setItem(COOKIE.lang, next)
    writeCookie(COOKIE.lang, next, ONE_YEAR)
    // The page's texts in the new language, then its data (titles, names) in it.
    void switchLanguage(i18n, next).then(() => revalidator.revalidate())
  }
  return (
    <span className={styles.lang} role="group" aria-label={t('lang.switchTo')}>
      {(['zh-CN', 'en'] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={lang === value}
          disabled={!hydrated}
          onClick={() => choose(value)}
        >
          {t(value === 'en' ? 'lang.en' : 'lang.zh')}
        </button>
      ))}
    </span>
  )
}
