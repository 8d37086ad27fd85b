import type { DrawnIndexMap } from '@silk/content/guides/maps'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './guide.module.css'

export interface GuideGroup {
  id: string
  name: string
  countries: { id: string; name: string; flag: string }[]
}

/**
 * Every guide grouped by continent: a world map with the 20 countries in their continent's colour (each
 * a link to its guide) over the land as a static image, then the same countries listed by continent. The /slGuide index and the body of
 * its not-found state.
 */
export function GuideIndex({
  groups,
  map,
  children,
}: {
  groups: GuideGroup[]
  map?: DrawnIndexMap
  children: ReactNode
}) {
  const { t } = useTranslation('guide')
  const continentOf = new Map(groups.flatMap((g) => g.countries.map((c) => [c.id, g.id] as const)))
  const nameOf = new Map(groups.flatMap((g) => g.countries.map((c) => [c.id, c.name] as const)))
  return (
    <section className={styles.index}>
      <header className={styles.indexHead}>{children}</header>
      {map ? (
        <figure className={styles.indexMap} data-testid="guide-index-map">
          <svg viewBox={`0 0 ${map.width} ${map.height}`} role="group" aria-label={t('indexMap')}>
            <image href={map.art} width={map.width} height={map.height} />
            {map.countries.map((c) => (
              <Link
                key={c.id}
                to={`/slGuide?countryId=${c.id}`}
                className={styles.indexCountry}
                data-continent={continentOf.get(c.id)}
                aria-label={nameOf.get(c.id)}
              >
                <title>{nameOf.get(c.id)}</title>
                <path d={c.path} />
                <circle cx={c.x} cy={c.y} r={5} />
              </Link>
            ))}
          </svg>
          <figcaption className={styles.indexLegend}>
            {groups.map((g) => (
              <span key={g.id} data-continent={g.id}>
                {g.name}
              </span>
            ))}
          </figcaption>
        </figure>
      ) : null}
      <div className={styles.indexGroups}>
        {groups.map((group) => (
          <section key={group.id} data-continent={group.id}>
            <h2>{group.name}</h2>
            <ul>
              {group.countries.map((country) => (
                <li key={country.id}>
                  <Link to={`/slGuide?countryId=${country.id}`} data-testid="guide-link">
                    <img src={country.flag} alt="" width={32} height={24} />
                    {country.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  )
}
