/**
 * Generated goods pictures come at 200, 400 and 800 px (`x-0-200.webp`, `x-0-400.webp`, `x-0.webp`);
 * uploaded ones at up to 1600 px, with sizes the API makes on first ask (`x-200.webp`, `x-400.webp`,
 * `x-800.webp`). Either may be on the site or on the media origin the API names (`MEDIA_ORIGIN`,
 * decision 101).
 */
const GENERATED = /^((?:https?:\/\/[^/]+)?\/media\/goods\/.+?)(?:-(?:200|400|800))?\.webp$/
const UPLOADED = /^((?:https?:\/\/[^/]+)?\/uploads\/\d{6}\/[0-9a-z]{6,32})(?:-(?:200|400|800))?\.webp$/

type Width = 200 | 400 | 800
const WIDTHS: Width[] = [200, 400, 800]

/** A goods or uploaded picture at `width` px (a 56 px console thumbnail takes the 200); others as they are. */
export function pictureAt(url: string, width: Width): string {
  const generated = GENERATED.exec(url)
  if (generated) return width === 800 ? `${generated[1]}.webp` : `${generated[1]}-${width}.webp`
  const uploaded = UPLOADED.exec(url)
  return uploaded ? `${uploaded[1]}-${width}.webp` : url
}

/**
 * `src` and `srcSet` for a goods picture, so the browser picks the width it needs (a 220 px card on a
 * 2× screen takes the 400, the zoom the 800); other pictures are passed through.
 */
export function goodsImageProps(url: string, fallback: Width = 400) {
  if (!GENERATED.test(url) && !UPLOADED.test(url)) return { src: url }
  return {
    src: pictureAt(url, fallback),
    srcSet: WIDTHS.map((w) => `${pictureAt(url, w)} ${w}w`).join(', '),
  }
}

/**
 * A description's HTML with every goods or uploaded picture offered in its three widths (`srcset`,
 * `sizes`), and a generated one (always square) given its width and height where they are missing,
 * so the browser reserves its place and picks the file it needs (issue 64).
 */
export function responsivePictures(html: string, sizes: string): string {
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    if (/\ssrcset=/i.test(tag)) return tag
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1]
    if (!src || (!GENERATED.test(src) && !UPLOADED.test(src))) return tag
    const { srcSet } = goodsImageProps(src)
    let extra = ` srcset="${srcSet}" sizes="${sizes}"`
    if (GENERATED.test(src) && !/\swidth=/i.test(tag) && !/\sheight=/i.test(tag))
      extra += ' width="800" height="800"'
    return tag.replace(/^<img\b/, `<img${extra}`)
  })
}
