import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'

/** The JSON lines of one of the API's outboxes under DATA_DIR (api.sh's demo providers). */
async function outbox<T>(dataDir: string, file: string): Promise<T[]> {
  return (await readFile(path.join(dataDir, file), 'utf8').catch(() => ''))
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T)
}

/**
 * The slider's answer for a puzzle of `type` (LOGIN by default), read from the API's captcha outbox
 * (api.sh runs the API with CAPTCHA_PROVIDER=slider-outbox); shared by shoot.ts, walk.ts and the data.
 */
export async function sliderAnswer(
  dataDir: string,
  uuid: string,
  tries = 40,
  type = 'LOGIN',
): Promise<number> {
  for (let i = 0; i < tries; i++) {
    const lines = (
      await outbox<{ uuid: string; type: string; x: number }>(dataDir, 'captcha-outbox.jsonl')
    ).filter((l) => l.uuid === uuid && l.type === type)
    if (lines.length) return lines[lines.length - 1].x
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no slider answer for ${uuid}`)
}

/** The last SMS code of `type` the API wrote to its outbox (SMS_PROVIDER=outbox, the embedded default). */
export async function smsCode(dataDir: string, type: string): Promise<string> {
  const lines = (await outbox<{ type: string; code: string }>(dataDir, 'sms-outbox.jsonl')).filter(
    (l) => l.type === type,
  )
  if (!lines.length) throw new Error(`no ${type} code in the SMS outbox`)
  return lines[lines.length - 1].code
}

/** Drags a lilishop login page's slider (`.verify-content .swiper`) `x` pixels, as a hand would. */
export async function dragSlider(page: Page, x: number) {
  const box = (await page.locator('.verify-content .swiper').boundingBox())!
  await page.mouse.move(box.x + 10, box.y + 10)
  await page.mouse.down()
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 10 + (x * i) / 12, box.y + 12, { steps: 2 })
  await page.mouse.up()
}
