import type { Guide } from '@silk/content/guides/localise'
import { useTranslation } from '../../i18n/use-translation.ts'
import { GuideSection } from './GuideSection.tsx'
import styles from './guide.module.css'

/** Platforms, festivals, customs and news: doing business on the ground. */
export function GuideMarket({ guide }: { guide: Guide }) {
  const { t } = useTranslation('guide')
  return (
    <>
      <GuideSection id="platforms" tone="tint">
        <ul className={styles.platforms}>
          {guide.platforms.map((platform) => (
            <li key={platform.name} className={styles.platform}>
              <span className={styles.badge}>{t(`platformKinds.${platform.kind}`)}</span>
              <h3>{platform.name}</h3>
              <p>{platform.text}</p>
              <a href={platform.url} target="_blank" rel="noopener noreferrer nofollow">
                {t('visit')} →
              </a>
            </li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="festivals">
        <ol className={styles.festivals}>
          {guide.festivals.map((festival) => (
            <li key={festival.name}>
              <span className={styles.when}>{festival.when}</span>
              <h3>{festival.name}</h3>
              <p>{festival.text}</p>
            </li>
          ))}
        </ol>
      </GuideSection>

      <GuideSection id="customs" tone="dark">
        <ul className={styles.customs}>
          {guide.customs.map((item, index) => (
            <li key={item.title}>
              <span className={styles.customNo}>{String(index + 1).padStart(2, '0')}</span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="news">
        <ul className={styles.news}>
          {guide.news.map((item) => (
            <li key={item.date + item.title}>
              <time dateTime={item.date}>{item.date}</time>
              <div>
                <h3>{item.title}</h3>
                <p>{item.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </GuideSection>
    </>
  )
}
