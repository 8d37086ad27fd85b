import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './guide.module.css'

export interface GuideGroup {
  id: string
  name: string
  countries: { id: string; name: string; flag: string }[]
}

/** Every guide grouped by continent: the /slGuide index and the body of its not-found state. */
export function GuideIndex({ groups, children }: { groups: GuideGroup[]; children: ReactNode }) {
  return (
    <section className={styles.index}>
      <header className={styles.indexHead}>{children}</header>
      <div className={styles.indexGroups}>
        {groups.map((group) => (
          <section key={group.id}>
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
