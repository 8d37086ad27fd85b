import { type MouseEvent, useState } from 'react'
import { goodsImageProps, pictureAt } from '../../lib/goods-image.ts'
import styles from './goods-detail.module.css'

const ZOOM = 2

/** 400 px main picture with a hover magnifier (scale 2) and a thumbnail strip; hover swaps the picture. */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const [active, setActive] = useState(0)
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null)
  const src = images[active] ?? images[0] ?? ''
  const big = src.replace(/-(200|400)\.webp$/, '.webp')
  const move = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    const x = Math.min(Math.max((event.clientX - rect.left) / rect.width, 0.125), 0.875)
    const y = Math.min(Math.max((event.clientY - rect.top) / rect.height, 0.125), 0.875)
    setLens({ x, y })
  }
  return (
    <div className={styles.gallery}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only magnifier; the picture stays readable without it */}
      <div
        className={styles.mainImage}
        onMouseMove={move}
        onMouseLeave={() => setLens(null)}
        data-testid="gallery-main"
      >
        <img
          {...goodsImageProps(src)}
          sizes="400px"
          alt={alt}
          width={400}
          height={400}
          fetchPriority="high"
        />
        {lens ? (
          <>
            <span
              className={styles.lens}
              style={{ left: `${(lens.x - 0.25) * 100}%`, top: `${(lens.y - 0.25) * 100}%` }}
            />
            <div
              className={styles.zoom}
              aria-hidden="true"
              style={{
                backgroundImage: `url(${big})`,
                backgroundSize: `${ZOOM * 100}%`,
                backgroundPosition: `${((lens.x - 0.25) / 0.5) * 100}% ${((lens.y - 0.25) / 0.5) * 100}%`,
              }}
            />
          </>
        ) : null}
      </div>
      <div className={styles.thumbs}>
        {images.slice(0, 6).map((img, i) => (
          <button
            type="button"
            key={`${img}-${i}`}
            className={i === active ? styles.thumbOn : styles.thumb}
            onMouseEnter={() => setActive(i)}
            onFocus={() => setActive(i)}
            aria-label={`${alt} ${i + 1}`}
          >
            <img src={pictureAt(img, 200)} alt="" width={64} height={64} loading="lazy" />
          </button>
        ))}
      </div>
    </div>
  )
}
