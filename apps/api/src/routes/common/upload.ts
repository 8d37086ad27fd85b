import { envelope } from '@silk/contracts/envelope'
import { allows } from '@silk/contracts/permissions'
import type { Db } from '@silk/db/client'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type FileStorage, UPLOADS_PREFIX } from '../../modules/media/file-storage.ts'
import { recordUpload } from '../../modules/media/orphans.ts'
import { storeUploadedImage, UPLOAD_MAX_BYTES } from '../../modules/media/upload-image.ts'
import { sizedUpload, type UploadWidth } from '../../modules/media/upload-sizes.ts'
import { uploadStorage } from '../../modules/media/upload-storage.ts'
import { adminWrite } from '../../modules/operation-log/operation-log.ts'
import { ok } from '../../shared/envelope.ts'
import { BizError } from '../../shared/errors.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { anyWriter } from '../manager/access.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Picture upload for reviews, after-sale applications and complaints (UI reference A6:
 * `{commonUrl}/common/common/upload/file` with the member's token) and for the seller centre's goods
 * gallery (a seller token with goods write, as lilishop's 商家端 uploads), and the files it stored.
 */
export async function uploadRoutes(app: FastifyInstance, options: { storage?: FileStorage } = {}) {
  const storage = options.storage ?? uploadStorage(app.services.config)
  // @fastify/multipart is registered for the whole API (plugins/multipart-fields.ts): one file per
  // request; the part may be a little larger than the limit so sharp, not the parser, decides (the
  // limit check in storeUploadedImage gives the clear message).
  const r = app.withTypeProvider<ZodTypeProvider>()
  const requireUploader = async (request: FastifyRequest, reply: FastifyReply) => {
    const p = request.principal
    // A seller uploads goods pictures, the store's logo and banner, or a picture for a buyer in chat.
    if (p?.audience === 'STORE') {
      const may = ['goods', 'setting', 'chat'] as const
      if (!may.some((area) => allows(p, { area, access: 'write' })))
        throw new BizError('USER_AUTHORITY_ERROR', { status: 403 })
      return
    }
    return app.requireMember(request, reply)
  }
  /** The request's one file, checked, re-encoded, stored and recorded (the orphan sweep's list). */
  const store = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw new BizError('FILE_EMPTY')
    // A malformed multipart body (no boundary, cut short) is the client's fault, not a 500.
    const part = await request.file().catch(() => {
      throw new BizError('PARAMS_ERROR', { detail: 'multipart/form-data' })
    })
    if (!part) throw new BizError('FILE_EMPTY')
    let data: Buffer
    try {
      data = await part.toBuffer()
    } catch {
      throw new BizError('FILE_TOO_LARGE')
    }
    if (part.file.truncated) throw new BizError('FILE_TOO_LARGE')
    const url = await storeUploadedImage(storage, data)
    await recordUpload(app.services.database.db as Db, url, data.length)
    return { url, bytes: data.length }
  }

  r.post(
    '/common/common/upload/file',
    {
      // Members (reviews, after-sales) and seller-centre users who may write goods (the gallery).
      preHandler: requireUploader,
      bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['common'],
        summary: '上传图片（jpg/png/webp，≤5MB，字段 file）',
        consumes: ['multipart/form-data'],
        security: [{ accessToken: [] }],
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) => ok((await store(request)).url),
  )

  // The operator console's pictures (category icons, brand logos): an operator who may write in some
  // area (not the view-only auditor), logged.
  r.post(
    '/manager/common/upload/file',
    {
      ...anyWriter,
      bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['manager'],
        summary: '运营上传图片（jpg/png/webp，≤5MB，字段 file）',
        consumes: ['multipart/form-data'],
        security: [{ accessToken: [] }],
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) => {
      const { url, bytes } = await store(request)
      await adminWrite(managerCtx(request), { action: 'media.upload', target: url }, async () => ({
        after: { bytes },
        result: undefined,
      }))
      return ok(url)
    },
  )

  // A stored picture, or the same at 200, 400 or 800 px (`abc-200.webp`, made on first ask).
  r.get(
    `${UPLOADS_PREFIX}:month/:file`,
    {
      schema: {
        hide: true,
        params: z.object({
          month: z.string().regex(/^\d{6}$/),
          file: z.string().regex(/^[0-9a-z]{6,32}(?:-(?:200|400|800))?\.webp$/),
        }),
      },
    },
    async (request, reply) => {
      const { month, file } = request.params
      const [, name, size] = /^([0-9a-z]+)(?:-(\d+))?\.webp$/.exec(file) ?? []
      const key = `${month}/${name}.webp`
      const data = size
        ? await sizedUpload(storage, key, Number(size) as UploadWidth)
        : (await storage.get(key))?.data
      if (!data) throw new BizError('NOT_FOUND', { status: 404 })
      return reply.header('content-type', 'image/webp').header('cache-control', IMMUTABLE).send(data)
    },
  )
}
