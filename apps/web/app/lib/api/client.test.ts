import { ErrorCodes } from '@silk/contracts/errors'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client.ts'
import type { ApiRequest, ApiResponse } from './types.ts'

const ok = (result: unknown): ApiResponse => ({
  status: 200,
  body: { success: true, code: 200, message: 'success', timestamp: 1, result },
})
const bad = (status: number, code: number, message: string): ApiResponse => ({
  status,
  body: { success: false, code, message, timestamp: 1, result: null },
})

function setup(
  responses: (ApiResponse | Error)[],
  extra: Partial<Parameters<typeof createApiClient>[0]> = {},
) {
  const seen: ApiRequest[] = []
  const notify = vi.fn()
  const client = createApiClient({
    transport: async (req) => {
      seen.push(req)
      const next = responses.shift()
      if (!next) throw new Error('no response left')
      if (next instanceof Error) throw next
      return next
    },
    getAccessToken: () => 'tok',
    getUuid: () => 'dev-1',
    notify,
    ...extra,
  })
  return { client, seen, notify }
}

describe('api client', () => {
  it('sends uuid and accessToken headers and unwraps result', async () => {
    const { client, seen } = setup([ok({ a: 1 })])
    await expect(client.get('/x', { ids: ['1', '2'] })).resolves.toEqual({ a: 1 })
    expect(seen[0].headers).toMatchObject({ uuid: 'dev-1', accessToken: 'tok' })
    expect(seen[0].query).toEqual({ ids: ['1', '2'] })
  })

  it('shows the server message on a business failure and rejects with the body', async () => {
    const { client, notify } = setup([bad(400, 11001, '商品已下架')])
    await expect(client.get('/x')).rejects.toMatchObject({
      code: ErrorCodes.GOODS_NOT_EXIST.code,
      data: { code: ErrorCodes.GOODS_NOT_EXIST.code },
    })
    expect(notify).toHaveBeenCalledWith('商品已下架')
  })

  it('leaves the message to a quiet caller, which still gets it', async () => {
    const { client, notify } = setup([bad(400, 11011, '商品库存不足')])
    await expect(client.post('/x', undefined, { quiet: true })).rejects.toMatchObject({
      message: '商品库存不足',
    })
    expect(notify).not.toHaveBeenCalled()
  })

  it('is silent on 404', async () => {
    const { client, notify } = setup([bad(404, 404, 'nope')])
    await expect(client.get('/x')).rejects.toMatchObject({ status: 404 })
    expect(notify).not.toHaveBeenCalled()
  })

  it('says 连接超时 on a timeout and 网络错误 on other transport failures', async () => {
    const timeout = Object.assign(new Error('t'), { name: 'TimeoutError' })
    const { client, notify } = setup([timeout, new TypeError('fetch failed')])
    await expect(client.get('/x')).rejects.toThrow('连接超时，请稍候再试！')
    await expect(client.get('/x')).rejects.toThrow('网络错误，请稍后再试！')
    expect(notify.mock.calls).toEqual([['连接超时，请稍候再试！'], ['网络错误，请稍后再试！']])
  })

  it('says them in English on an English page, and for an answer that is not an envelope', async () => {
    const timeout = Object.assign(new Error('t'), { name: 'TimeoutError' })
    const proxyPage: ApiResponse = { status: 502, body: { success: false, code: 502, message: '' } }
    const { client, notify } = setup([timeout, new TypeError('fetch failed'), proxyPage], {
      getLang: () => 'en',
    })
    await expect(client.get('/x')).rejects.toThrow('The connection timed out. Please try again shortly.')
    await expect(client.get('/x')).rejects.toThrow('Network error. Please try again shortly.')
    await expect(client.get('/x')).rejects.toThrow('Network error. Please try again shortly.')
    expect(notify.mock.calls.flat().join(' ')).not.toMatch(/[\u4e00-\u9fff]/)
  })

  it('refreshes once on 401 / 20004 and retries', async () => {
    const refresh = vi.fn(async () => true)
    const { client } = setup([bad(401, 20004, 'expired'), ok(7)], { refresh })
    await expect(client.get('/x')).resolves.toBe(7)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('does not loop when the retried request is unauthorised again', async () => {
    const refresh = vi.fn(async () => true)
    const { client } = setup([bad(401, 20004, 'expired'), bad(401, 20004, 'expired')], { refresh })
    await expect(client.get('/x')).rejects.toMatchObject({ code: ErrorCodes.USER_AUTH_EXPIRED.code })
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('accepts success with a non-200 code (32001, 80201)', async () => {
    const { client } = setup([
      {
        status: 200,
        body: {
          success: true,
          code: ErrorCodes.VERIFICATION_SEND_SUCCESS.code,
          message: '发送成功',
          timestamp: 1,
          result: null,
        },
      },
    ])
    await expect(client.get('/x')).resolves.toBeNull()
  })
})
