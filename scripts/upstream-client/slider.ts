import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The slider's answer for a login puzzle, read from the API's captcha outbox (api.sh runs the API with
 * CAPTCHA_PROVIDER=slider-outbox); shared by shoot.ts and walk.ts.
 */
export async function sliderAnswer(dataDir: string, uuid: string, tries = 40): Promise<number> {
  for (let i = 0; i < tries; i++) {
    const lines = (await readFile(path.join(dataDir, 'captcha-outbox.jsonl'), 'utf8').catch(() => ''))
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { uuid: string; type: string; x: number })
      .filter((l) => l.uuid === uuid && l.type === 'LOGIN')
    if (lines.length) return lines[lines.length - 1].x
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no slider answer for ${uuid}`)
}
