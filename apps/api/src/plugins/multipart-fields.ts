import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { UPLOAD_MAX_BYTES } from '../modules/media/upload-image.ts'
import { BizError } from '../shared/errors.ts'

/** More form fields than any form of the contract sends. */
const MAX_FIELDS = 1000

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')

/** A route that takes files (the uploads) reads its parts itself. */
const takesFiles = (request: FastifyRequest) =>
  (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes?.includes(
    'multipart/form-data',
  ) ?? false

const tooLarge = () => new BizError('PAYLOAD_TOO_LARGE', { status: 413 })

/**
 * lilishop's consoles send their forms as `multipart/form-data` (axios with a FormData body: both
 * logins, and other calls that bind form fields), which Spring binds like any form. @fastify/multipart
 * parses them once for the whole API; on every route that takes no files, the fields become the body,
 * which the params plugin merges into the query like a urlencoded form. A file there is refused, and
 * the route's body limit holds: the declared length, each field, and the fields' total are checked
 * against it (413). The upload routes keep reading their one file as before.
 */
export const multipartFieldsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: UPLOAD_MAX_BYTES + 1 } })
  app.addHook('preValidation', async (request) => {
    if (!isMultipart(request) || takesFiles(request)) return
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1_048_576
    const declared = Number(request.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) throw tooLarge()
    const fields: Record<string, unknown> = {}
    let total = 0
    try {
      for await (const part of request.parts({
        limits: { files: 0, fields: MAX_FIELDS, parts: MAX_FIELDS, fieldSize: limit },
      })) {
        if (part.type === 'file') throw new BizError('PARAMS_ERROR', { detail: '此接口不接受文件' })
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge()
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value)
        total += part.fieldname.length + value.length
        if (total > limit) throw tooLarge()
        const existing = fields[part.fieldname]
        fields[part.fieldname] =
          existing === undefined ? part.value : ([] as unknown[]).concat(existing, part.value)
      }
    } catch (error) {
      if (error instanceof BizError) throw error
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
        throw new BizError('PARAMS_ERROR', { detail: '此接口不接受文件' })
      if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge()
      throw new BizError('PARAMS_ERROR', { detail: 'multipart/form-data' })
    }
    request.body = fields
  })
})
