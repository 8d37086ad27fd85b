import { consoleOf } from '@silk/contracts/console'
import type { ServerBuild } from 'react-router'

/**
 * The one web build seen as two (decision 022): the buyer site's routes, and the consoles' (seller
 * centre and operator console). React Router matches a document's path against every route of its
 * build three times per render and rebuilds the route tree each time; half of the 131 routes are
 * the consoles', which no buyer page can match. Each audience's requests are handled by a build
 * holding only its own routes (and those both need: the root and the not-found route).
 *
 * Route discovery (`/__manifest`) is answered from the whole build, so a buyer page's link to a
 * console (or back) still finds its route in the browser, as before.
 */
export interface AudienceBuilds {
  buyer: ServerBuild
  console: ServerBuild
}

type BuildRoute = NonNullable<ServerBuild['routes'][string]>

export function audienceBuilds(build: ServerBuild): AudienceBuilds {
  const routes = Object.values(build.routes).filter((route): route is BuildRoute => Boolean(route))
  const byId = new Map(routes.map((route) => [route.id, route]))
  const fullPath = (route: BuildRoute | undefined): string =>
    route ? `${fullPath(byId.get(route.parentId ?? ''))}/${route.path ?? ''}` : ''
  /** Where a route's pages live: a console, or null for the buyer site; undefined for both. */
  const audienceOf = (route: BuildRoute): boolean | undefined => {
    const path = fullPath(route).replace(/\/+/g, '/')
    if (route.id === 'root' || path === '/*') return undefined
    return consoleOf(path) !== null
  }
  const only = (console: boolean): ServerBuild => {
    const keep = new Set(
      routes.filter((route) => (audienceOf(route) ?? console) === console).map((route) => route.id),
    )
    const pick = <T>(table: Record<string, T>) =>
      Object.fromEntries(Object.entries(table).filter(([id]) => keep.has(id)))
    return {
      ...build,
      routes: pick(build.routes) as ServerBuild['routes'],
      assets: { ...build.assets, routes: pick(build.assets.routes) as ServerBuild['assets']['routes'] },
    }
  }
  return { buyer: only(false), console: only(true) }
}
