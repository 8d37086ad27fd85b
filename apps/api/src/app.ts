import formbody from '@fastify/formbody'
import { ErrorCodes } from '@silk/contracts/errors'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { chatPlugin } from './modules/chat/hub.ts'
import type { PictureDrawing } from './modules/media/render-goods-image.ts'
import { authPlugin } from './plugins/auth.ts'
import { bodyLimitsPlugin } from './plugins/body-limits.ts'
import { connectionOptions } from './plugins/connection.ts'
import { contextPlugin, type Services } from './plugins/context.ts'
import { corsPlugin } from './plugins/cors.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { type JobsOptions, jobsPlugin } from './plugins/jobs.ts'
import { listingPlugin } from './plugins/listing.ts'
import { logRedaction } from './plugins/log-redaction.ts'
import { mediaUrlsPlugin } from './plugins/media-urls.ts'
import { multipartFieldsPlugin } from './plugins/multipart-fields.ts'
import { paramsPlugin } from './plugins/params.ts'
import { requestIds } from './plugins/request-id.ts'
import { requestLines, requestLogger } from './plugins/request-logger.ts'
import { sameForEveryonePlugin } from './plugins/same-for-everyone.ts'
import { securityPlugin } from './plugins/security.ts'
import { swaggerPlugin } from './plugins/swagger.ts'
import { routeGroups } from './routes/index.ts'
import { localeOf } from './shared/context.ts'
import { failure } from './shared/envelope.ts'
import { errorText } from './shared/errors.ts'
import { absoluteMediaJson, mediaOrigin } from './shared/media-url.ts'
import { fastSerializerCompiler } from './shared/serializer.ts'

export interface BuildOptions extends Services {
  logger?: FastifyServerOptions['logger']
  /** Extra route groups (tests register probe routes this way). */
  extraRoutes?: ((app: FastifyInstance) => Promise<void>)[]
  /** The job queue's jobs and whether this node works it (plugins/jobs.ts). */
  jobs?: JobsOptions
  /** Seeded pictures being drawn: `/readyz` says `starting` until they are (issue 64). */
  pictures?: PictureDrawing
}

/** The API application without a listening socket: used by the server and by `inject` tests. */
export async function buildApp(options: BuildOptions) {
  const { config } = options
  const logger = options.logger ?? { level: config.LOG_LEVEL, ...logRedaction }
  const app = Fastify({
    logger,
    logController: requestLines(logger),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: requestIds(),
    childLoggerFactory: requestLogger,
    forceCloseConnections: 'idle',
    // No plugin may kill a start for being slow: on a busy host the web build's import alone took
    // over Fastify's 10 s (issue 59). Meanwhile the port answers `starting` (shared/starting-server.ts).
    pluginTimeout: 0,
    ...connectionOptions(config),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // The router's own refusals (bad percent-encoding, over-long parameter) answer the envelope too.
    frameworkErrors: (error, request, reply) => {
      const locale = localeOf(request.headers['accept-language'])
      ;(reply as unknown as FastifyReply)
        .status(error.statusCode ?? 400)
        .send(
          failure(ErrorCodes.PARAMS_ERROR.code, errorText(ErrorCodes.PARAMS_ERROR, locale, error.message)),
        )
    },
  })
  app.decorate('pictures', options.pictures ?? null)
  app.decorate('warming', null)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(
    fastSerializerCompiler({
      verify: config.NODE_ENV === 'test',
      rewrite: absoluteMediaJson(mediaOrigin(config)),
    }),
  )

  await app.register(contextPlugin, options)
  await app.register(errorsPlugin)
  await app.register(securityPlugin, { config, store: options.store })
  await app.register(formbody)
  await app.register(multipartFieldsPlugin)
  await app.register(paramsPlugin)
  await app.register(mediaUrlsPlugin)
  await app.register(corsPlugin)
  await app.register(authPlugin)
  await app.register(bodyLimitsPlugin, { consoleBytes: config.BODY_LIMIT_BYTES })
  await app.register(sameForEveryonePlugin)
  await app.register(listingPlugin)
  await app.register(swaggerPlugin, { enabled: config.DOCS_ENABLED })
  await app.register(jobsPlugin, options.jobs ?? {})
  await app.register(chatPlugin)
  for (const group of [...routeGroups, ...(options.extraRoutes ?? [])]) await app.register(group)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
