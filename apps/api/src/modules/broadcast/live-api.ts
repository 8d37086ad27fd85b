import type { Config } from '../../config.ts'
import { BizError } from '../../shared/errors.ts'
import { isStoredUpload, UPLOADS_PREFIX } from '../media/file-storage.ts'
import { uploadStorage } from '../media/upload-storage.ts'
import { sandboxTransport } from './sandbox.ts'
import { httpTransport, type LiveApi, LiveApiError, LiveApiUnavailable, liveClient } from './wechat-live.ts'

const made = new WeakMap<Config, LiveApi>()

/** Whether this configuration has WeChat's keys (otherwise the sandbox answers). */
export const liveConfigured = (config: Config) =>
  Boolean(config.WECHAT_LIVE_APP_ID && config.WECHAT_LIVE_APP_SECRET)

/**
 * The WeChat live client of this configuration (decision 169), as payments choose theirs (decision
 * 141): the real API with WECHAT_LIVE_APP_ID and WECHAT_LIVE_APP_SECRET, else the embedded sandbox.
 * One per configuration, so its access_token is shared by every request of the node.
 */
export function liveApi(config: Config): LiveApi {
  let api = made.get(config)
  if (!api) {
    api = liveConfigured(config)
      ? liveClient({
          appId: config.WECHAT_LIVE_APP_ID as string,
          secret: config.WECHAT_LIVE_APP_SECRET as string,
          transport: httpTransport(config.WECHAT_LIVE_BASE_URL),
          sandbox: false,
        })
      : liveClient({
          appId: 'sandbox',
          secret: 'sandbox',
          transport: sandboxTransport({ auditSeconds: config.LIVE_SANDBOX_AUDIT_SECONDS }),
          sandbox: true,
        })
    made.set(config, api)
  }
  return api
}

/** Runs a WeChat call; its refusal or absence becomes the error code the seller reads, never a 500. */
export async function atWechat<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof LiveApiError) {
      const detail = `${error.errcode} ${error.errmsg}`
      throw new BizError('LIVE_PLATFORM_ERROR', { detail, detailEn: detail })
    }
    if (error instanceof LiveApiUnavailable) throw new BizError('LIVE_PLATFORM_UNAVAILABLE')
    throw error
  }
}

/** A picture's bytes for `media/upload`: an upload from storage, anything else from the site. */
export function pictureFile(config: Config, url: string) {
  return async () => {
    if (isStoredUpload(url)) {
      const found = await uploadStorage(config).get(url.slice(UPLOADS_PREFIX.length))
      if (!found) throw new BizError('LIVE_PICTURE_INVALID')
      return { data: found.data, contentType: found.contentType, filename: url.split('/').pop() ?? 'picture' }
    }
    const origin = (config.MEDIA_ORIGIN ?? config.PUBLIC_ORIGIN).replace(/\/+$/, '')
    const absolute = /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`
    let response: Response
    try {
      response = await fetch(absolute, { signal: AbortSignal.timeout(10_000) })
    } catch {
      throw new BizError('LIVE_PICTURE_INVALID')
    }
    if (!response.ok) throw new BizError('LIVE_PICTURE_INVALID')
    const contentType = response.headers.get('content-type') ?? 'image/jpeg'
    return { data: Buffer.from(await response.arrayBuffer()), contentType, filename: 'goods.jpg' }
  }
}
