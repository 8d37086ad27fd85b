/**
 * Generated goods pictures come at 200, 400 and 800 px (`x-0-200.webp`, `x-0-400.webp`, `x-0.webp`),
 * on the site or on the media origin the API names (`MEDIA_ORIGIN`, decision 101).
 */
const GENERATED = /^((?:https?:\/\/[^/]+)?\/media\/goods\/.+?)(?:-(?:200|400|800))?\.webp$/

/**
 * `src` and `srcSet` for a goods picture, so the browser picks the width it needs (a 220 px card on a
 * 2× screen takes the 400, the zoom the 800); other pictures (uploads) are passed through.
 */
export function goodsImageProps(url: string, fallback: 200 | 400 | 800 = 400) {
  const m = GENERATED.exec(url)
  if (!m) return { src: url }
  const base = m[1]
  const at = (w: number) => (w === 800 ? `${base}.webp` : `${base}-${w}.webp`)
  return { src: at(fallback), srcSet: `${at(200)} 200w, ${at(400)} 400w, ${at(800)} 800w` }
}
