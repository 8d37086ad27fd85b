import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { humanTrack, sliderOutboxAnswer } from '../apps/api/src/testing/slider.ts'

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

/** The hole's x of a device's newest slider, from the answers file the journeys' server writes. */
export function sliderAnswer(uuid: string, type?: string): Promise<number> {
  return sliderOutboxAnswer(e2eDataDir(), uuid, type)
}

/** A slider check URL with the answer and a hand-like drag to it. */
export function sliderCheckUrl(origin: string, type: string, x: number): string {
  return `${origin}/common/common/slider/${type}?xPos=${x}&track=${encodeURIComponent(humanTrack(x))}`
}

/**
 * Drags the slider handle the way a person would: fast at first, slowing into the hole, with a
 * wobble, over most of a second (the server refuses instant, straight or constant-speed drags).
 */
export async function solveSlider(page: Page) {
  const dialog = page.getByTestId('slider-captcha')
  await expect(dialog.getByTestId('slider-back')).toBeVisible()
  const uuid = (await page.context().cookies()).find((c) => c.name === 'uuid')?.value ?? ''
  const x = await sliderAnswer(uuid)
  const box = await dialog.getByTestId('slider-handle').boundingBox()
  if (!box) throw new Error('no slider handle')
  const startX = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(startX, y)
  await page.mouse.down()
  for (let i = 1; i <= 16; i++) {
    const eased = 1 - (1 - i / 16) ** 3
    await page.mouse.move(startX + eased * (x + 3), y + (i % 3) - 1)
    await page.waitForTimeout(30 + (i % 4) * 10)
  }
  await page.mouse.move(startX + x, y)
  await page.waitForTimeout(80)
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
  await request.get(`/common/common/slider/${type}`, { headers: { uuid } })
  const xPos = await sliderAnswer(uuid, type)
  const check = await (await request.post(sliderCheckUrl('', type, xPos), { headers: { uuid } })).json()
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
