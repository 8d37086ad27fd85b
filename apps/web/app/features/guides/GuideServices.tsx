import { CONTINENTS } from '@silk/content/guides/continents'
import type { Guide } from '@silk/content/guides/localise'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { GuideSection } from './GuideSection.tsx'
import styles from './guide.module.css'

/** The platform's services for the market, the ServiceBag downloads and the other guides nearby. */
export function GuideServices({
  guide,
  related,
}: {
  guide: Guide
  related: { id: string; name: string; flag: string }[]
}) {
  const { t } = useTranslation('guide')
  const continent = CONTINENTS.find((c) => c.id === guide.country.continent)
  return (
    <>
      <GuideSection id="services" tone="tint">
        <ul className={styles.services}>
          {guide.services.map((service, index) => (
            <li key={service.title}>
              <span className={styles.serviceNo}>{index + 1}</span>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.servicesCta}>
          <p>{t('servicesCta', { name: guide.name })}</p>
          <Link className="btn btn-gold" to="/Service">
            {t('consult')}
          </Link>
        </div>
      </GuideSection>

      <GuideSection id="downloads" aside={t('downloadsIntro')}>
        <ul className={styles.downloads}>
          {guide.downloads.map((bag) => (
            <li key={bag.path}>
              <a href={bag.path} download data-testid="download" data-type={bag.type}>
                <span className={styles.fileType}>{t(`fileTypes.${bag.type}` as 'fileTypes.text/csv')}</span>
                <span className={styles.fileTitle}>{bag.title}</span>
                <span aria-hidden="true" className={styles.fileArrow}>
                  ↓
                </span>
              </a>
            </li>
          ))}
        </ul>
        {related.length > 0 && continent ? (
          <div className={styles.related}>
            <h3>{t('related', { continent: guide.lang === 'en' ? continent.nameEn : continent.nameZh })}</h3>
            <ul>
              {related.map((country) => (
                <li key={country.id}>
                  <Link to={`/slGuide?countryId=${country.id}`}>
                    <img src={country.flag} alt="" width={24} height={18} />
                    {country.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </GuideSection>
    </>
  )
}
