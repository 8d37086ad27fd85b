import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './WorldLayout.module.css'
import { HUBS, MAP_SIZE } from './world-hubs.generated.ts'

const [ORIGIN, ...DESTINATIONS] = HUBS

/** A route arc from the home port, bowed upwards in proportion to its length. */
function arc(to: { x: number; y: number }): string {
  const from = ORIGIN
  const mx = (from.x + to.x) / 2
  const my = (from.y + to.y) / 2 - Math.hypot(to.x - from.x, to.y - from.y) * 0.28
  return `M${from.x} ${from.y} Q${mx.toFixed(1)} ${my.toFixed(1)} ${to.x} ${to.y}`
}

/** The global layout map (spec §2): world-atlas land drawn with d3-geo at build time, hubs and routes on top. */
export function WorldLayout() {
  const { t } = useTranslation('home')
  const figure = useRef<HTMLElement>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const el = figure.current
    if (!el) return
    // The route and hub animations run only while the map is on screen.
    const watcher = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)))
    watcher.observe(el)
    return () => watcher.disconnect()
  }, [])
  return (
    <figure ref={figure} className={`${styles.map} ${inView ? styles.live : ''}`}>
      <img
        src="/home/world-map.svg"
        alt=""
        width={MAP_SIZE.width}
        height={MAP_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <svg
        className={styles.overlay}
        viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
        role="img"
        aria-label={t('layout.mapLabel')}
      >
        {DESTINATIONS.map((hub, index) => (
          <path
            key={hub.key}
            d={arc(hub)}
            className={styles.route}
            style={{ animationDelay: `${(index % 6) * 0.4}s` }}
          />
        ))}
        {HUBS.map((hub, index) => (
          <g
            key={hub.key}
            transform={`translate(${hub.x} ${hub.y})`}
            className={index === 0 ? styles.home : styles.hub}
          >
            <circle r={index === 0 ? 14 : 9} className={styles.pulse} />
            <circle r={index === 0 ? 6 : 4} className={styles.dot} />
            <text x={10} y={-10}>
              {t(`layout.hubs.${hub.key}`)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  )
}
