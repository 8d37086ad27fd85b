import type { FastifyInstance } from 'fastify'
import { logisticsRoutes } from './buyer/other/logistics.ts'
import { pageDataRoutes } from './buyer/other/page-data.ts'
import { imRoutes } from './common/im.ts'
import { regionRoutes } from './common/region.ts'
import { siteRoutes } from './common/site.ts'
import { healthRoutes } from './health.ts'

/** Every route group, registered in one place. Each domain adds its groups here. */
export const routeGroups: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  siteRoutes,
  regionRoutes,
  imRoutes,
  pageDataRoutes,
  logisticsRoutes,
]
