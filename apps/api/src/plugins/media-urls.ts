import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { mapStrings, mediaOrigin, relativeMediaUrls } from '../shared/media-url.ts'
import { isEmptyInput } from './params.ts'

/**
 * Answers carry absolute picture URLs (the serializer adds the media origin); a client sends them
 * back as it got them (an uploaded review picture, an avatar). They are made site-relative again
 * before validation, so modules check and store one form. Runs after the params plugin has merged
 * form fields into the query.
 */
export const mediaUrlsPlugin = fp(async (app: FastifyInstance) => {
  const origin = mediaOrigin(app.services.config)
  const relative = relativeMediaUrls(origin)
  const carries = (value: unknown) =>
    typeof value === 'object' && !isEmptyInput(value) && JSON.stringify(value).includes(origin)
  app.addHook('preValidation', (request, _reply, done) => {
    if (carries(request.query)) request.query = mapStrings(request.query, relative)
    if (carries(request.body)) request.body = mapStrings(request.body, relative)
    done()
  })
})
