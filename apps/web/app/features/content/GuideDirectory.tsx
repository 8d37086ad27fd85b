import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './content.module.css'
import { Icon } from './Icon.tsx'

export interface GuideGroup {
  continent: string
  countries: { id: string; name: string }[]
}

/** The country guides by continent (the header's guide menu, as a page block on /Initiative). */
export function GuideDirectory({ groups }: { groups: GuideGroup[] }) {
  const { t } = useTranslation('contentPages')
  return (
    <div className={styles.band}>
      <section id="guides" data-section="guides" aria-labelledby="guides-h" className={styles.wrap}>
        <div className={styles.sectionHead}>
          <h2 id="guides-h" className={styles.sectionTitle}>
            {t('guides.title')}
          </h2>
          <p className={styles.sectionLead}>{t('guides.lead')}</p>
        </div>
        <div className={styles.guideGroups}>
          {groups.map((g) => (
            <div key={g.continent} className={styles.guideGroup}>
              <h3>
                <Icon name="globe" size="1.25rem" />
                {g.continent}
              </h3>
              <ul>
                {g.countries.map((c) => (
                  <li key={c.id}>
                    <Link to={`/slGuide?countryId=${c.id}`}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  )
}
