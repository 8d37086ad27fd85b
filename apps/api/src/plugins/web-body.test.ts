import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { toFetchRequest } from './web.ts'

/**
 * What a page path does with a body (`plugins/web.ts` hands the page's action a form): a probe route
 * turns the parsed body into the action's request exactly as the page route does.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    seed: 'none',
    extraRoutes: [
      async (app) => {
        app.post('/test/page-body', async (request) => ({ form: await toFetchRequest(request, '').text() }))
      },
    ],
  })
})
afterAll(() => t.close())

const post = (payload: string, type = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/test/page-body', headers: { 'content-type': type }, payload })

describe('a body posted to a page path', () => {
  it('a JSON array answers 400 with the envelope, not 500', async () => {
    for (const payload of ['[1,2,3]', '[["a","b"],["c"]]', '[]', '[{"a":1}]']) {
      const res = await post(payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
    }
  })

  it('a JSON object or a form reaches the action as a form', async () => {
    expect((await post('{"a":"1","b":[1,2],"c":{"d":1},"e":null}')).json()).toEqual({
      form: 'a=1&b=1%2C2&c=%5Bobject+Object%5D&e=null',
    })
    expect((await post('a=1&b=2', 'application/x-www-form-urlencoded')).json()).toEqual({ form: 'a=1&b=2' })
  })
})
