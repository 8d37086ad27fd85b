import type { Guide } from '@silk/content/guides/localise'
import type { GuidePortMap } from '@silk/content/guides/maps'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './guide.module.css'

/**
 * The country drawn from Natural Earth data with numbered port markers, linked to the list beside it. The
 * sea, neighbours and country are a static image (`map.art`); only the markers are drawn here.
 */
export function PortMap({ guide, map }: { guide: Guide; map: GuidePortMap }) {
  const { t } = useTranslation('guide')
  const [active, setActive] = useState<number | null>(null)
  const title = t('mapTitle', { name: guide.name })
  return (
    <div className={styles.ports}>
      <figure className={styles.mapFigure}>
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="img"
          aria-labelledby="port-map-title"
          className={styles.map}
          data-testid="port-map"
        >
          <title id="port-map-title">{title}</title>
          <image href={map.art} width={map.width} height={map.height} data-testid="port-map-art" />
          {map.ports.map((port, index) => (
            <g
              key={port.title}
              transform={`translate(${port.x} ${port.y})`}
              className={`${styles.mapPort} ${active === index ? styles.mapPortActive : ''}`}
              data-testid="map-port"
              data-port={port.title}
            >
              <circle r={15} className={styles.mapPulse} />
              <circle r={11} />
              <text y={4} textAnchor="middle">
                {index + 1}
              </text>
            </g>
          ))}
        </svg>
        <figcaption>{t('mapCredit')}</figcaption>
      </figure>
      <ol className={styles.portList}>
        {guide.ports.map((port, index) => (
          <li
            key={port.title}
            onMouseEnter={() => setActive(index)}
            onMouseLeave={() => setActive(null)}
            data-testid="port-item"
          >
            <span className={styles.portNo}>{index + 1}</span>
            <div>
              <h3>
                {port.title}
                <small>{t(`portKinds.${port.kind}`)}</small>
              </h3>
              <p>{port.description}</p>
              <p className={styles.coords}>
                {formatCoord(port.position.lat, 'N', 'S')} · {formatCoord(port.position.lon, 'E', 'W')}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}

function formatCoord(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(2)}°${value >= 0 ? positive : negative}`
}
