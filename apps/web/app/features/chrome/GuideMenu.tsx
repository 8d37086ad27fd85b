import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'
import styles from './GuideMenu.module.css'

/** The guide menu's panel: first /Initiative, then continent groups of countries (spec §2). */
export function GuideMenu({ id }: { id: string }) {
  const { t, lang } = useTranslation('chrome')
  const en = lang === 'en'
  const { guideMenu } = useRootData()
  return (
    <div className={styles.panel} id={id} data-testid="guide-menu">
      <Link to="/Initiative" className={styles.initiative}>
        <strong>{t('guide.initiative')}</strong>
        <span>{t('guide.initiativeText')}</span>
      </Link>
      <div className={styles.groups}>
        {guideMenu.map((group) => (
          <section key={group.id} className={styles.group}>
            <h3>{en ? group.name.en : group.name.zh}</h3>
            <ul>
              {group.countries.map((country) => (
                <li key={country.id}>
                  <Link to={`/slGuide?countryId=${country.id}`}>
                    {en ? country.name.en : country.name.zh}
                    {country.counter ? (
                      <span className={styles.counter} data-testid="guide-counter">
                        {country.counter}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
