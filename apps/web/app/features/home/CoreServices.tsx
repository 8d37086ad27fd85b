import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ConsultButton } from '../consultations/ConsultButton.tsx'
import consult from '../consultations/consultation.module.css'
import styles from './CoreServices.module.css'
import { SCROLL_INTO_VIEW_RATIO, SERVICE_TILES, type ServiceKey, visibleRatio } from './core-services.ts'

/** Core Services (spec §2): a tile expands alone; clicking it again or <返回 restores all six. */
export function CoreServices() {
  const { t } = useTranslation('home')
  const { t: tc } = useTranslation('consultation')
  const [selected, setSelected] = useState<ServiceKey | null>(null)
  const expanded = useRef<HTMLElement>(null)
  const tile = SERVICE_TILES.find((item) => item.key === selected)

  useEffect(() => {
    const box = expanded.current
    if (!selected || !box) return
    if (visibleRatio(box.getBoundingClientRect(), window.innerHeight) >= SCROLL_INTO_VIEW_RATIO) {
      box.scrollIntoView({ behavior: 'smooth', block: 'start' })
    }
  }, [selected])

  if (tile) {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the title button and <返回 are the keyboard controls
      <article
        ref={expanded}
        className={styles.expanded}
        style={{ backgroundImage: `url(${tile.selImg})` }}
        onClick={() => setSelected(null)}
        data-testid="service-expanded"
        data-key={tile.key}
      >
        <button
          type="button"
          className={styles.back}
          onClick={() => setSelected(null)}
          data-testid="service-back"
        >
          {t('services.back')}
        </button>
        <div className={styles.expandedBody}>
          <h3>
            <button
              type="button"
              aria-expanded="true"
              aria-label={t('services.collapse', { title: t(tile.title) })}
              onClick={() => setSelected(null)}
            >
              {t(tile.title)}
            </button>
          </h3>
          <p className={styles.lead}>{t(tile.text)}</p>
          <p className={styles.subtext}>{t(tile.subtext)}</p>
          <div className={consult.tileCta}>
            <ConsultButton
              className="btn btn-gold"
              label={tc('open')}
              service={tile.key}
              source="HOME"
              testId="service-consult"
            />
          </div>
        </div>
        <img className={styles.bottom} src={tile.selBotImg} alt="" width={1200} height={60} />
      </article>
    )
  }

  return (
    <ul className={styles.grid}>
      {SERVICE_TILES.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            className={styles.tile}
            aria-expanded="false"
            onClick={() => setSelected(item.key)}
            data-testid="service-tile"
            data-key={item.key}
          >
            <img src={item.ImgUrl} alt="" width={400} height={260} loading="lazy" />
            <span className={styles.caption}>
              <strong>{t(item.title)}</strong>
              <span>{t(item.text)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
