import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './AuthShell.module.css'

/** The login/register band (UI reference A8): a wide sea-route picture with the form box on the right. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('accounts')
  return (
    <div className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.pitch} aria-hidden="true">
          <svg viewBox="0 0 520 320" className={styles.art} role="presentation">
            <defs>
              <linearGradient id="auth-sail" x1="0" x2="1">
                <stop offset="0" stopColor="#d4af37" />
                <stop offset="1" stopColor="#f7efd2" />
              </linearGradient>
            </defs>
            <path
              d="M40 250 C160 210 300 290 480 230"
              stroke="#8fbfef"
              strokeWidth="2"
              fill="none"
              strokeDasharray="6 8"
            />
            <circle cx="40" cy="250" r="7" fill="#d4af37" />
            <circle cx="480" cy="230" r="7" fill="#d4af37" />
            <path d="M220 200 L300 200 L288 222 L232 222 Z" fill="#f7efd2" />
            <path d="M258 196 L258 110 L300 190 Z" fill="url(#auth-sail)" />
            <path d="M252 196 L252 128 L222 190 Z" fill="#e8f1fb" opacity="0.9" />
            <path
              d="M0 280 C90 262 170 298 260 280 S430 262 520 280 L520 320 L0 320 Z"
              fill="#2a6fb8"
              opacity="0.5"
            />
            <path
              d="M0 296 C110 280 200 312 300 296 S450 282 520 296 L520 320 L0 320 Z"
              fill="#13315c"
              opacity="0.8"
            />
          </svg>
          <h2>{t('heroTitle')}</h2>
          <p>{t('heroText')}</p>
        </div>
        <section className={styles.box} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {children}
        </section>
      </div>
    </div>
  )
}
