import type { Guide } from '@silk/content/guides/localise'
import { useTranslation } from '../../i18n/use-translation.ts'
import { GuideSection } from './GuideSection.tsx'
import styles from './guide.module.css'

/** Introduction with key facts, the export and import lists, and the key industries. */
export function GuideOverview({ guide }: { guide: Guide }) {
  const { t } = useTranslation('guide')
  return (
    <>
      <GuideSection id="overview">
        <div className={styles.overview}>
          <div className={styles.intro}>
            {guide.introduction.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          <dl className={styles.facts} data-testid="facts">
            {guide.facts.map((fact) => (
              <div key={fact.key} className={styles.fact} data-fact={fact.key}>
                <dt>{t(`facts.${fact.key}`)}</dt>
                <dd>
                  {fact.value}
                  {fact.note ? <small>{fact.note}</small> : null}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </GuideSection>

      <GuideSection id="trade" tone="tint" aside={t('tradeNote', { year: guide.tradeYear })}>
        <div className={styles.trade}>
          {(['exports', 'imports'] as const).map((kind) => (
            <div key={kind} className={`${styles.tradeCard} ${styles[kind]}`} data-testid={kind}>
              <h3>{t(kind)}</h3>
              <ol>
                {guide[kind].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </GuideSection>

      <GuideSection id="industries">
        <ul className={styles.industries}>
          {guide.industries.map((industry) => (
            <li key={industry.title} className={styles.industry}>
              <img src={industry.image} alt={industry.title} width={640} height={400} loading="lazy" />
              <div>
                <h3>{industry.title}</h3>
                <p>{industry.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </GuideSection>
    </>
  )
}
