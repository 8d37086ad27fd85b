import type { FastifyInstance } from 'fastify'
import { articleRoutes } from './buyer/other/article.ts'
import { articleRoutes } from './buyer/other/article.ts'
import { logisticsRoutes } from './buyer/other/logistics.ts'
import { pageDataRoutes } from './buyer/other/page-data.ts'
import { tokenVerifierRoutes } from './buyer/passport/token-verifier.ts'
import { imRoutes } from './common/im.ts'
import { regionRoutes } from './common/region.ts'
import { siteRoutes } from './common/site.ts'
import { healthRoutes } from './health.ts'

/** Every route group, registered in one place. Each domain adds its groups here. */
export const routeGroups: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  tokenVerifierRoutes,
  siteRoutes,
  regionRoutes,
  imRoutes,
  pageDataRoutes,
  logisticsRoutes,
  articleRoutes,
  articleRoutes,
]
