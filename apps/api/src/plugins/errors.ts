import { ErrorCodes } from '@silk/contracts/errors'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { localeOf } from '../shared/context.ts'
import { failure } from '../shared/envelope.ts'
import { BizError, errorText, isOutage } from '../shared/errors.ts'
import { issueDetail } from '../shared/input-issue.ts'

/**
 * One error handler renders every failure as the envelope. Business errors keep their code; bad input
 * is 400/4002 naming the field; framework errors keep their status; anything unexpected is logged and
 * answered with the generic message, never a stack trace. Texts follow the interface language.
 */
/** What an outage's 503 tells the client to wait before trying again. */
export const OUTAGE_RETRY_SECONDS = '5'

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = localeOf(request.headers['accept-language'])
    if (error instanceof BizError) {
      return reply
        .status(error.status)
        .send(failure(error.code, errorText(error.def, locale, error.detail, error.detailEn)))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      const { detail, detailEn } = issueDetail(
        first && {
          ...first.params,
          code: first.keyword,
          path: first.instancePath.split('/').filter(Boolean),
          message: first.message ?? '',
        },
        { field: true },
      )
      return reply
        .status(400)
        .send(
          failure(ErrorCodes.PARAMS_ERROR.code, errorText(ErrorCodes.PARAMS_ERROR, locale, detail, detailEn)),
        )
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema')
      return reply
        .status(500)
        .send(failure(ErrorCodes.INTERNAL_ERROR.code, errorText(ErrorCodes.INTERNAL_ERROR, locale)))
    }
    if (isOutage(error)) {
      request.log.warn({ err: error }, 'dependency unavailable')
      // A restart or failover takes seconds: clients and balancers that honour it come back then.
      return reply
        .status(503)
        .header('retry-after', OUTAGE_RETRY_SECONDS)
        .send(failure(ErrorCodes.SERVICE_UNAVAILABLE.code, errorText(ErrorCodes.SERVICE_UNAVAILABLE, locale)))
    }
    const status = error.statusCode ?? 500
    if (status === 413) {
      return reply
        .status(413)
        .send(failure(ErrorCodes.PAYLOAD_TOO_LARGE.code, errorText(ErrorCodes.PAYLOAD_TOO_LARGE, locale)))
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, missing required header…: the client's fault, say so.
      return reply
        .status(status)
        .send(
          failure(ErrorCodes.PARAMS_ERROR.code, errorText(ErrorCodes.PARAMS_ERROR, locale, error.message)),
        )
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply
      .status(500)
      .send(failure(ErrorCodes.INTERNAL_ERROR.code, errorText(ErrorCodes.INTERNAL_ERROR, locale)))
  })

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(notFound(request))
  })
})

/** The envelope for a path nothing answers, in the interface language. */
export function notFound(request: FastifyRequest): ReturnType<typeof failure> {
  const locale = localeOf(request.headers['accept-language'])
  const what = `${request.method} ${request.url.split('?')[0]}`
  return failure(ErrorCodes.NOT_FOUND.code, errorText(ErrorCodes.NOT_FOUND, locale, what))
}
