import { createHash, randomUUID } from 'node:crypto'
import type { BrowserContext } from '@playwright/test'
import sharp from 'sharp'

const md5 = (text: string) => createHash('md5').update(text).digest('hex')

/** The slider's hole outline is the only pure white in its picture (see accounts/captcha). */
async function holeX(dataUri: string): Promise<number> {
  const png = Buffer.from(dataUri.replace(/^data:image\/png;base64,/, ''), 'base64')
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  let minX = Number.POSITIVE_INFINITY
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i] ?? 0) >= 250 && (data[i + 1] ?? 0) >= 250 && (data[i + 2] ?? 0) >= 250) {
      minX = Math.min(minX, (i / info.channels) % info.width)
    }
  }
  return Math.round(minX - 7)
}

/**
 * Logs the seeded demo buyer in through the API (slider, then password) and hands the tokens to the browser
 * as the web client keeps them (spec §3 cookies).
 */
export async function logInDemo(context: BrowserContext, baseURL: string): Promise<void> {
  const uuid = randomUUID()
  const headers = { uuid, clientType: 'PC' }
  const slider = await (
    await context.request.get(`${baseURL}/common/common/slider/LOGIN`, { headers })
  ).json()
  const x = await holeX(slider.result.backImage)
  const passed = await context.request.post(`${baseURL}/common/common/slider/LOGIN?xPos=${x}`, { headers })
  if (!passed.ok()) throw new Error(`slider not passed: ${await passed.text()}`)
  const login = await context.request.post(`${baseURL}/buyer/passport/member/userLogin`, {
    headers,
    form: { username: 'demo', password: md5('silk123456') },
  })
  const body = await login.json()
  if (!body.success) throw new Error(`login failed: ${JSON.stringify(body)}`)
  const { accessToken, refreshToken } = body.result as { accessToken: string; refreshToken: string }
  await context.addCookies(
    [
      ['accessToken', accessToken],
      ['refreshToken', refreshToken],
      ['uuid', uuid],
    ].map(([name, value]) => ({ name: name as string, value: value as string, url: baseURL })),
  )
}
