import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './guide.module.css'

export const SECTION_IDS = [
  'overview',
  'trade',
  'industries',
  'ports',
  'platforms',
  'festivals',
  'customs',
  'news',
  'services',
  'downloads',
] as const
export type SectionId = (typeof SECTION_IDS)[number]

/** A titled band of the guide; `tone` alternates the background. */
export function GuideSection({
  id,
  tone = 'light',
  aside,
  children,
}: {
  id: SectionId
  tone?: 'light' | 'tint' | 'dark'
  aside?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('guide')
  return (
    <section
      id={id}
      data-section={id}
      aria-labelledby={`${id}-title`}
      className={`${styles.section} ${styles[tone]}`}
    >
      <div className={styles.inner}>
        <header className={styles.sectionHead}>
          <h2 id={`${id}-title`}>{t(`sections.${id}`)}</h2>
          {aside ? <p>{aside}</p> : null}
        </header>
        {children}
      </div>
    </section>
  )
}

/** Sticky in-page contents. */
export function SectionNav() {
  const { t } = useTranslation('guide')
  return (
    <nav className={styles.sectionNav} aria-label={t('sectionsLabel')}>
      <ul className={styles.inner}>
        {SECTION_IDS.map((id) => (
          <li key={id}>
            <a href={`#${id}`}>{t(`sections.${id}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
