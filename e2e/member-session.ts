import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import sharp from 'sharp'

/**
 * Helpers for journeys that need a member: register a fresh one through the real API (slider, SMS
 * code from DATA_DIR/sms-outbox.jsonl, register) and put its login into a browser context's cookies.
 */
export interface TestMember {
  username: string
  mobile: string
  password: string
  accessToken: string
  refreshToken: string
}

const md5 = (plain: string) => createHash('md5').update(plain).digest('hex')

export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)')
  return dir
}

/** The x of the slider's hole: its outline is the only pure white in the picture. */
export async function sliderHoleX(backImage: string): Promise<number> {
  const png = Buffer.from(backImage.replace(/^data:image\/png;base64,/, ''), 'base64')
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  let minX = Number.POSITIVE_INFINITY
  for (let i = 0; i < data.length; i += info.channels) {
    if (data[i] >= 250 && data[i + 1] >= 250 && data[i + 2] >= 250)
      minX = Math.min(minX, (i / info.channels) % info.width)
  }
  return Math.round(minX - 7)
}

/** Drags the slider handle the way a person would, by the distance to the hole. */
export async function solveSlider(page: Page) {
  const dialog = page.getByTestId('slider-captcha')
  await expect(dialog.getByTestId('slider-back')).toBeVisible()
  const x = await sliderHoleX((await dialog.getByTestId('slider-back').getAttribute('src')) ?? '')
  const box = await dialog.getByTestId('slider-handle').boundingBox()
  if (!box) throw new Error('no slider handle')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width / 2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + x / 2, y, { steps: 8 })
  await page.mouse.move(box.x + box.width / 2 + x, y, { steps: 8 })
  await page.mouse.up()
  await expect(dialog).toBeHidden()
}

/** The newest code the outbox holds for this mobile and purpose (waits up to 10 s). */
export async function readSmsCode(mobile: string, type: string): Promise<string> {
  const file = path.join(e2eDataDir(), 'sms-outbox.jsonl')
  for (let i = 0; i < 50; i++) {
    const text = await readFile(file, 'utf8').catch(() => '')
    const hit = text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { mobile: string; code: string; type: string })
      .filter((l) => l.mobile === mobile && l.type === type)
      .at(-1)
    if (hit) return hit.code
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no ${type} code for ${mobile} in the outbox`)
}

async function passSlider(request: APIRequestContext, type: string, uuid: string) {
  const image = await (await request.get(`/common/common/slider/${type}`, { headers: { uuid } })).json()
  const xPos = await sliderHoleX(image.result.backImage)
  const check = await (
    await request.post(`/common/common/slider/${type}?xPos=${xPos}`, { headers: { uuid } })
  ).json()
  if (!check.success) throw new Error(`slider: ${JSON.stringify(check)}`)
}

/** A brand-new member, registered the way the sign-up page does it. */
export async function registerMember(request: APIRequestContext): Promise<TestMember> {
  const uuid = randomUUID()
  const suffix = randomBytes(3).toString('hex')
  const mobile = `137${String(randomBytes(4).readUInt32BE(0) % 1e8).padStart(8, '0')}`
  const username = `e2e_${suffix}`
  const password = `Silk${suffix}`
  await passSlider(request, 'REGISTER', uuid)
  const sent = await (
    await request.get(`/common/common/sms/REGISTER/${mobile}`, { headers: { uuid } })
  ).json()
  if (!sent.success) throw new Error(`sms: ${JSON.stringify(sent)}`)
  const code = await readSmsCode(mobile, 'REGISTER')
  const res = await request.post('/buyer/passport/member/register', {
    headers: { uuid },
    form: { username, password: md5(password), mobilePhone: mobile, code },
  })
  const body = await res.json()
  if (!body.success) throw new Error(`register: ${JSON.stringify(body)}`)
  return { username, mobile, password, ...body.result }
}
