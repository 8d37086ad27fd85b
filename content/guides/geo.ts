/**
 * Country maps drawn from Natural Earth data (world-atlas TopoJSON) with d3-geo: the country, its
 * neighbours for context, and the guide's ports projected onto the same plane. Pure functions: the caller
 * supplies the topology (read from `world-atlas/countries-50m.json`).
 */
import {
  type GeoProjection,
  geoArea,
  geoAzimuthalEqualArea,
  geoBounds,
  geoCentroid,
  geoCircle,
  geoEqualEarth,
  geoPath,
} from 'd3-geo'
import type { Feature, FeatureCollection, Geometry, Polygon, Position } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

export type WorldTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>
type CountryFeature = Feature<Geometry, { name: string }>

export interface MapPort {
  title: string
  position: { lat: number; lon: number }
}

export interface PortMap {
  width: number
  height: number
  /** SVG path of the country itself. */
  country: string
  /** SVG paths of the countries that show inside the frame. */
  neighbours: string[]
  ports: { title: string; x: number; y: number }[]
}

const cache = new WeakMap<WorldTopology, FeatureCollection<Geometry, { name: string }>>()

function countries(world: WorldTopology) {
  let collection = cache.get(world)
  if (!collection) {
    collection = feature(world, world.objects.countries) as FeatureCollection<Geometry, { name: string }>
    cache.set(world, collection)
  }
  return collection
}

export function countryFeature(world: WorldTopology, isoNumeric: string): CountryFeature | undefined {
  return countries(world).features.find((f) => f.id === isoNumeric)
}

/** Whether a point lies within the country's bounding box, widened by `marginDeg` (coastal ports). */
export function withinCountryBounds(
  shape: CountryFeature,
  point: { lat: number; lon: number },
  marginDeg = 0.5,
): boolean {
  const [[west, south], [east, north]] = geoBounds(shape)
  if (point.lat < south - marginDeg || point.lat > north + marginDeg) return false
  const lon = point.lon
  // A box crossing the antimeridian has west > east.
  return west <= east
    ? lon >= west - marginDeg && lon <= east + marginDeg
    : lon >= west - marginDeg || lon <= east + marginDeg
}

/**
 * The polygons that make the country as a reader pictures it: every piece at least 1 % of the largest.
 * Far-flung specks (New Zealand's Kermadec and sub-Antarctic islands) would otherwise set the frame and
 * shrink the two main islands to a corner.
 */
export function mainland(shape: CountryFeature): CountryFeature {
  const g = shape.geometry
  if (g.type !== 'MultiPolygon') return shape
  const pieces = g.coordinates.map((rings) => ({
    rings,
    area: geoArea({ type: 'Polygon', coordinates: rings } as Polygon),
  }))
  const largest = Math.max(...pieces.map((p) => p.area))
  const kept = pieces.filter((p) => p.area >= largest * 0.01).map((p) => p.rings)
  return { ...shape, geometry: { type: 'MultiPolygon', coordinates: kept } }
}

/** Steradians under which a country is drawn from the 1:10m outlines (Singapore: a heptagon at 1:50m). */
export const SMALL_COUNTRY_SR = 5e-5

/** Whether the country is small enough to need the detailed (1:10m) outlines for its map. */
export function needsDetail(world: WorldTopology, isoNumeric: string): boolean {
  const shape = countryFeature(world, isoNumeric)
  return shape ? geoArea(shape) < SMALL_COUNTRY_SR : false
}

/** Degrees of arc the map shows at least around the country's centre: a city state in its region. */
const MIN_RADIUS_DEG = 0.45
/** How far inside the coast (px) a port that the outline leaves in the water is drawn. */
const COAST_INSET_PX = 4

/**
 * Projects the country centred and fitted into width×height (equal-area, so size reads true). The frame
 * is fitted to the mainland and the ports, and never narrower than 2 × MIN_RADIUS_DEG, so a city state
 * keeps a sensible scale. A port the outline leaves in the water (reclaimed land such as Tuas, a quay
 * the generalised coast cuts off) is drawn just inside the nearest coast.
 */
export function renderPortMap(
  world: WorldTopology,
  isoNumeric: string,
  ports: MapPort[],
  width = 800,
  height = 600,
): PortMap | undefined {
  const shape = countryFeature(world, isoNumeric)
  if (!shape) return undefined
  const main = mainland(shape)
  const [lon, lat] = geoCentroid(main)
  const pad = Math.round(Math.min(width, height) * 0.08)
  const projection = geoAzimuthalEqualArea()
    .rotate([-lon, -lat])
    // Only the hemisphere facing the country is drawn, so far-away shapes cannot wrap over the frame.
    .clipAngle(90)
    .fitExtent(
      [
        [pad, pad],
        [width - pad, height - pad],
      ],
      {
        type: 'FeatureCollection',
        features: [
          main,
          {
            type: 'Feature',
            properties: {},
            geometry: geoCircle().center([lon, lat]).radius(MIN_RADIUS_DEG)(),
          },
          ...ports.map(
            (port): Feature => ({
              type: 'Feature',
              properties: {},
              geometry: { type: 'Point', coordinates: [port.position.lon, port.position.lat] },
            }),
          ),
        ],
      },
    )
  // Nothing beyond the frame is drawn: a neighbour's far coasts (Russia's from Germany) were most of the page.
  const margin = 8
  projection.clipExtent([
    [-margin, -margin],
    [width + margin, height + margin],
  ])
  const bounds = geoPath(projection)
  const draw = (f: CountryFeature) => {
    const context = new CompactPath()
    geoPath(projection, context)(f)
    return context.toString()
  }
  const inFrame = (f: CountryFeature) => {
    // A ring wound the wrong way covers the rest of the globe (the Maldives at 1:10m): never a neighbour.
    if (f === shape || geoArea(f) > 2 * Math.PI) return false
    const [[x0, y0], [x1, y1]] = bounds.bounds(f)
    return x1 >= 0 && x0 <= width && y1 >= 0 && y0 <= height
  }
  return {
    width,
    height,
    country: draw(shape),
    neighbours: countries(world).features.filter(inFrame).map(draw).filter(Boolean),
    ports: ports.map((port) => {
      const [x, y] = onLand(projection, shape, port.position)
      return { title: port.title, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 }
    }),
  }
}

/** Whether a point lies inside projected rings (even-odd, as SVG fills the country). */
function insideRings(rings: [number, number][][], x: number, y: number): boolean {
  let inside = false
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number]
      const [xj, yj] = ring[j] as [number, number]
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    }
  }
  return inside
}

/**
 * The port's point on the map, judged on the drawn outline: a port the outline leaves in the water is
 * moved onto the nearest coast and a few pixels inland.
 */
function onLand(projection: GeoProjection, shape: CountryFeature, at: { lat: number; lon: number }) {
  const [px, py] = projection([at.lon, at.lat]) ?? [0, 0]
  const g = shape.geometry
  const polygons: Position[][][] =
    g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : []
  // The rings as drawn: CompactPath leaves out those a few pixels across.
  const rings = polygons
    .flatMap((p) =>
      p.map(
        (ring) => ring.map((c) => projection(c as [number, number])).filter(Boolean) as [number, number][],
      ),
    )
    .filter((ring) => {
      const xs = ring.map(([x]) => x)
      const ys = ring.map(([, y]) => y)
      return Math.max(...xs) - Math.min(...xs) + (Math.max(...ys) - Math.min(...ys)) >= 3
    })
  // Inside with a margin: the drawn outline is rounded to whole pixels.
  const solid = (x: number, y: number) =>
    [
      [0, 0],
      [3, 0],
      [-3, 0],
      [0, 3],
      [0, -3],
      [2, 2],
      [-2, -2],
      [2, -2],
      [-2, 2],
    ].every(([dx, dy]) => insideRings(rings, x + (dx as number), y + (dy as number)))
  if (solid(px, py)) return [px, py] as const
  let best = { d: Number.POSITIVE_INFINITY, x: px, y: py }
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i++) {
      const [ax, ay] = ring[i - 1] as [number, number]
      const [bx, by] = ring[i] as [number, number]
      const dx = bx - ax
      const dy = by - ay
      const len = dx * dx + dy * dy
      const t = len ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len)) : 0
      const x = ax + t * dx
      const y = ay + t * dy
      const d = (x - px) ** 2 + (y - py) ** 2
      if (d < best.d) best = { d, x, y }
    }
  }
  const dist = Math.sqrt(best.d) || 1
  // On past the coast, away from the water the port was in, until the point is on land.
  for (const inset of [COAST_INSET_PX, COAST_INSET_PX * 2, COAST_INSET_PX * 3]) {
    const x = best.x + ((best.x - px) / dist) * inset
    const y = best.y + ((best.y - py) / dist) * inset
    if (solid(x, y)) return [x, y] as const
  }
  return [best.x, best.y] as const
}

export interface WorldIndexMap {
  width: number
  height: number
  /** Every country, as one path. */
  land: string
  /** The guide countries: their outline and a marker at the centre of their mainland. */
  countries: { id: string; path: string; x: number; y: number }[]
}

/** A world map (Equal Earth) with the guide countries drawn over the land, for the /slGuide index. */
export function renderWorldIndexMap(
  world: WorldTopology,
  guides: { id: string; isoNumeric: string }[],
  width = 1200,
  height = 560,
): WorldIndexMap {
  const all = countries(world)
  const inhabited = all.features.filter((f) => f.id !== '010' && geoArea(f) < 2 * Math.PI)
  const projection = geoEqualEarth()
    .rotate([-10, 0])
    .fitExtent(
      [
        [8, 8],
        [width - 8, height - 8],
      ],
      { type: 'FeatureCollection', features: inhabited },
    )
  const draw = (f: CountryFeature) => {
    const context = new CompactPath()
    geoPath(projection, context)(f)
    return context.toString()
  }
  const land = inhabited.map(draw).join('')
  return {
    width,
    height,
    land,
    countries: guides.flatMap((g) => {
      const shape = countryFeature(world, g.isoNumeric)
      if (!shape) return []
      const main = mainland(shape)
      // The largest piece's centre: France's marker in France, not between it and French Guiana.
      const pieces =
        main.geometry.type === 'MultiPolygon'
          ? main.geometry.coordinates.map((rings) => ({ type: 'Polygon', coordinates: rings }) as Polygon)
          : [main.geometry as Polygon]
      const biggest = pieces.reduce((a, b) => (geoArea(b) > geoArea(a) ? b : a))
      const [x, y] = projection(geoCentroid(biggest)) ?? [0, 0]
      return [{ id: g.id, path: draw(shape), x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 }]
    }),
  }
}

/**
 * A path context that keeps whole pixels, drops points that land on the previous one and rings smaller
 * than a few pixels: at map scale that detail of Natural Earth 1:50m is invisible, and dropping it keeps
 * the largest map (Russia) small.
 */
class CompactPath {
  private out: string[] = []
  private ring: string[] = []
  private x = 0
  private y = 0
  private box = [0, 0, 0, 0]
  /** The ring's last step, while it can still grow: whole-pixel outlines run in long straight steps. */
  private step: [number, number] | null = null

  beginPath() {}

  moveTo(x: number, y: number) {
    this.flush()
    this.x = Math.round(x)
    this.y = Math.round(y)
    this.box = [this.x, this.y, this.x, this.y]
    this.ring = [`M${this.x},${this.y}`]
    this.step = null
  }

  lineTo(x: number, y: number) {
    const rx = Math.round(x)
    const ry = Math.round(y)
    if (rx === this.x && ry === this.y) return
    const dx = rx - this.x
    const dy = ry - this.y
    const step = this.step
    // A step on in the same direction lengthens the last one: the same line, fewer characters.
    if (step && step[0] * dy === step[1] * dx && step[0] * dx + step[1] * dy > 0) {
      step[0] += dx
      step[1] += dy
      this.ring[this.ring.length - 1] = `l${step[0]},${step[1]}`
    } else {
      this.step = [dx, dy]
      this.ring.push(`l${dx},${dy}`)
    }
    this.x = rx
    this.y = ry
    const b = this.box
    this.box = [Math.min(b[0], rx), Math.min(b[1], ry), Math.max(b[2], rx), Math.max(b[3], ry)]
  }

  closePath() {
    this.step = null
    this.ring.push('z')
    this.flush()
  }

  arc() {
    // Point geometries are not drawn here (the page renders ports itself).
  }

  private flush() {
    const [x0, y0, x1, y1] = this.box
    if (this.ring.length > 2 && x1 - x0 + (y1 - y0) >= 3) this.out.push(this.ring.join(''))
    this.ring = []
  }

  toString() {
    this.flush()
    return this.out.join('')
  }
}
