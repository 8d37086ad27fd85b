/**
 * The still part of the guide maps as standalone SVG files: a guide's sea, neighbours and country, and
 * the index's world land. Pages draw only what moves or links (ports, the index's guide countries) and
 * show these as an image, so an outline is neither in the HTML nor in the loader data (it was both: the
 * /slGuide index weighed 583 KB, Russia's guide 243 KB). Colours are the guide palette of guide.module.css.
 */
import { createHash } from 'node:crypto'
import type { PortMap, WorldIndexMap } from './geo.ts'

const SEA = '#0f2f57'
const NEIGHBOUR = 'fill="#1d4673" stroke="#2f5f93" stroke-width="0.8"'
/** The country in white with the brand's gold (--gold-400) coast. */
const COUNTRY = 'fill="#e8f1fb" stroke="#d4af37" stroke-width="1.5" stroke-linejoin="round"'
/** Land as a light veil over the index's blue figure, with a dark coast. */
const LAND = 'fill="#ffffff" fill-opacity="0.14" stroke="#0b2545" stroke-opacity="0.6" stroke-width="0.5"'

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`

export function portMapArt(map: Pick<PortMap, 'width' | 'height' | 'country' | 'neighbours'>): string {
  const neighbours = map.neighbours.join('')
  return svg(
    map.width,
    map.height,
    `<rect width="${map.width}" height="${map.height}" fill="${SEA}"/>` +
      (neighbours ? `<path d="${neighbours}" ${NEIGHBOUR}/>` : '') +
      `<path id="country" d="${map.country}" ${COUNTRY}/>`,
  )
}

export function worldLandArt(map: Pick<WorldIndexMap, 'width' | 'height' | 'land'>): string {
  return svg(map.width, map.height, `<path d="${map.land}" ${LAND}/>`)
}

/** The public address of an art file, versioned by its content so a redrawn map is fetched anew. */
export function artUrl(publicPath: string, content: string): string {
  return `${publicPath}?v=${createHash('sha256').update(content).digest('hex').slice(0, 10)}`
}
