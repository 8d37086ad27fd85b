import { randomUUID } from 'node:crypto'
import type { SliderImage, VerificationType } from '@silk/contracts/accounts'
import type { Ctx } from '../../../plugins/context.ts'
import { BizError } from '../../../shared/errors.ts'
import { consumeLimits, sliderLimits } from '../rate-limits.ts'
import { CANVAS, PIECE, randomPosition, renderSlider } from './slider-image.ts'

/** Challenge and pass both live 5 minutes (reference §6.2, `effectiveTime`). */
const EFFECTIVE_SECONDS = 300
/** How far (px) the dropped piece may be from the hole; upstream uses 3. */
const TOLERANCE = 4

const challengeKey = (type: VerificationType, uuid: string) => `captcha:slider:${type}:${uuid}`
const passKey = (type: VerificationType, uuid: string) => `captcha:pass:${type}:${uuid}`

function requireUuid(ctx: Pick<Ctx, 'uuid'>): string {
  if (!ctx.uuid) throw new BizError('ILLEGAL_REQUEST_ERROR')
  return ctx.uuid
}

/** `GET /common/common/slider/{type}`: a new puzzle for this device; the answer stays here. */
export async function createSlider(ctx: Ctx, type: VerificationType): Promise<SliderImage> {
  const uuid = requireUuid(ctx)
  await consumeLimits(ctx, sliderLimits(ctx))
  const { x, y } = randomPosition()
  const images = await renderSlider(x, y)
  const key = challengeKey(type, uuid)
  await ctx.store.set(key, String(x), EFFECTIVE_SECONDS * 1000)
  await ctx.store.del(passKey(type, uuid))
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
}

/**
 * `POST /common/common/slider/{type}?xPos=`: one try per puzzle. A hit leaves a single-use pass for
 * the next step (SMS send or password login); a miss needs a new puzzle (no guessing in a loop).
 */
export async function checkSlider(ctx: Ctx, type: VerificationType, xPos: number): Promise<true> {
  const uuid = requireUuid(ctx)
  const answer = await ctx.store.take(challengeKey(type, uuid))
  if (answer === null) throw new BizError('VERIFICATION_CODE_INVALID')
  if (Math.abs(Number(answer) - xPos) > TOLERANCE) throw new BizError('VERIFICATION_ERROR')
  await ctx.store.set(passKey(type, uuid), '1', EFFECTIVE_SECONDS * 1000)
  return true
}

/** Uses up the pass the slider left for this device and purpose; 80204 when there is none. */
export async function consumeSliderPass(
  ctx: Pick<Ctx, 'store' | 'uuid'>,
  type: VerificationType,
): Promise<void> {
  const uuid = requireUuid(ctx)
  if ((await ctx.store.take(passKey(type, uuid))) === null) throw new BizError('VERIFICATION_CODE_INVALID')
}
