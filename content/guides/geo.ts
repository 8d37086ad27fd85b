/**
 * Country maps drawn from Natural Earth data (world-atlas TopoJSON) with d3-geo: the country, its
 * neighbours for context, and the guide's ports projected onto the same plane. Pure functions: the caller
 * supplies the topology (read from `world-atlas/countries-50m.json`).
 */
import { geoAzimuthalEqualArea, geoBounds, geoCentroid, geoPath } from 'd3-geo'
import type { Feature, FeatureCollection, Geometry } from 'geojson'
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

/** Projects the country centred and fitted into width×height (equal-area, so size reads true). */
export function renderPortMap(
  world: WorldTopology,
  isoNumeric: string,
  ports: MapPort[],
  width = 800,
  height = 600,
): PortMap | undefined {
  const shape = countryFeature(world, isoNumeric)
  if (!shape) return undefined
  const [lon, lat] = geoCentroid(shape)
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
      // Fit the ports too: some sit on reclaimed land that 1:50m outlines do not include (Tuas, Singapore).
      {
        type: 'FeatureCollection',
        features: [
          shape,
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
  const bounds = geoPath(projection)
  const draw = (f: CountryFeature) => {
    const context = new CompactPath()
    geoPath(projection, context)(f)
    return context.toString()
  }
  const inFrame = (f: CountryFeature) => {
    const [[x0, y0], [x1, y1]] = bounds.bounds(f)
    return x1 >= 0 && x0 <= width && y1 >= 0 && y0 <= height && f !== shape
  }
  return {
    width,
    height,
    country: draw(shape),
    neighbours: countries(world).features.filter(inFrame).map(draw).filter(Boolean),
    ports: ports.map((port) => {
      const [x, y] = projection([port.position.lon, port.position.lat]) ?? [0, 0]
      return { title: port.title, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 }
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

  beginPath() {}

  moveTo(x: number, y: number) {
    this.flush()
    this.x = Math.round(x)
    this.y = Math.round(y)
    this.box = [this.x, this.y, this.x, this.y]
    this.ring = [`M${this.x},${this.y}`]
  }

  lineTo(x: number, y: number) {
    const rx = Math.round(x)
    const ry = Math.round(y)
    if (rx === this.x && ry === this.y) return
    this.ring.push(`l${rx - this.x},${ry - this.y}`)
    this.x = rx
    this.y = ry
    const b = this.box
    this.box = [Math.min(b[0], rx), Math.min(b[1], ry), Math.max(b[2], rx), Math.max(b[3], ry)]
  }

  closePath() {
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
