import { randomUUID } from 'node:crypto'
import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { SliderImage, VerificationType } from '@silk/contracts/accounts'
import type { Config } from '../../../config.ts'
import type { Ctx } from '../../../shared/context.ts'
import { CANVAS, PIECE, randomPosition, renderSlider } from './slider-image.ts'
import { isHumanTrack } from './slider-track.ts'

/** Challenge and pass both live 5 minutes (reference §6.2, `effectiveTime`). */
export const EFFECTIVE_SECONDS = 300
/** How far (px) the dropped piece may be from the hole; upstream uses 3. */
const TOLERANCE = 4

/** What the visitor sends back: the slider's x and the drag that got there. */
export interface CaptchaAnswer {
  xPos: number
  track?: string
}

/** `expired`: no challenge for this device (never asked, used up, or older than 5 minutes). */
export type Verdict = 'passed' | 'wrong' | 'expired'

/**
 * A bot barrier in front of SMS sending and password logins. The built-in slider keeps its answer in
 * the shared store; a commercial service (its own challenge and server-side check) plugs in by
 * implementing this and being named by `CAPTCHA_PROVIDER`. Passes and limits stay outside (slider.ts).
 */
export interface CaptchaProvider {
  readonly name: string
  /** A new challenge for this device and purpose; what the client shows. */
  challenge(ctx: Ctx, type: VerificationType, uuid: string): Promise<SliderImage>
  /** Whether the answer solves the device's current challenge, which it uses up either way. */
  verify(ctx: Ctx, type: VerificationType, uuid: string, answer: CaptchaAnswer): Promise<Verdict>
}

const answerKey = (type: VerificationType, uuid: string) => `captcha:slider:${type}:${uuid}`

/**
 * The slider of reference §6.2: a noisy picture with the hole and look-alike decoys, the piece cut
 * from it; the answer must land on the hole by a drag that looks human (slider-track.ts).
 * `outbox` also appends each answer to DATA_DIR/captcha-outbox.jsonl, for journeys and the bench.
 */
function sliderProvider(config: Config, outbox: boolean): CaptchaProvider {
  return {
    name: outbox ? 'slider-outbox' : 'slider',
    async challenge(ctx, type, uuid) {
      const { x, y } = randomPosition()
      const images = await renderSlider(x, y)
      await ctx.store.set(answerKey(type, uuid), String(x), EFFECTIVE_SECONDS * 1000)
      if (outbox) {
        await mkdir(config.DATA_DIR, { recursive: true })
        await appendFile(
          path.join(config.DATA_DIR, 'captcha-outbox.jsonl'),
          `${JSON.stringify({ uuid, type, x })}\n`,
        )
      }
      return {
        ...images,
        randomY: y,
        originalWidth: CANVAS.width,
        originalHeight: CANVAS.height,
        sliderWidth: PIECE,
        sliderHeight: PIECE,
        key: randomUUID(),
        effectiveTime: EFFECTIVE_SECONDS,
      }
    },
    async verify(ctx, type, uuid, answer) {
      const x = await ctx.store.take(answerKey(type, uuid))
      if (x === null) return 'expired'
      const hit = Math.abs(Number(x) - answer.xPos) <= TOLERANCE
      // A track that is sent is always checked; only its absence may be allowed (lilishop's clients).
      const trackless = answer.track === undefined && !config.CAPTCHA_TRACK_REQUIRED
      return hit && (trackless || isHumanTrack(answer.track, answer.xPos, TOLERANCE)) ? 'passed' : 'wrong'
    },
  }
}

/** The provider `CAPTCHA_PROVIDER` names. */
export function captchaProvider(config: Config): CaptchaProvider {
  return sliderProvider(config, config.CAPTCHA_PROVIDER === 'slider-outbox')
}
