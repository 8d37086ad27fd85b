import type { SliderImage, VerificationType } from '@silk/contracts/accounts'
import type { Ctx } from '../../../shared/context.ts'
import { BizError } from '../../../shared/errors.ts'
import { consumeLimits, sliderLimits } from '../rate-limits.ts'
import { type CaptchaAnswer, captchaProvider, EFFECTIVE_SECONDS } from './provider.ts'

const passKey = (type: VerificationType, uuid: string) => `captcha:pass:${type}:${uuid}`

function requireUuid(ctx: Pick<Ctx, 'uuid'>): string {
  if (!ctx.uuid) throw new BizError('ILLEGAL_REQUEST_ERROR')
  return ctx.uuid
}

/** `GET /common/common/slider/{type}`: a new challenge for this device; the answer stays here. */
export async function createSlider(ctx: Ctx, type: VerificationType): Promise<SliderImage> {
  const uuid = requireUuid(ctx)
  await consumeLimits(ctx, sliderLimits(ctx))
  const challenge = await captchaProvider(ctx.config).challenge(ctx, type, uuid)
  await ctx.store.del(passKey(type, uuid))
  return challenge
}

/**
 * `POST /common/common/slider/{type}?xPos=&track=`: one try per challenge. A hit by a human-looking
 * drag leaves a single-use pass for the next step (SMS send or password login); a miss, or a drag no
 * hand makes, needs a new challenge (no guessing in a loop, and no hint of which check failed).
 */
export async function checkSlider(ctx: Ctx, type: VerificationType, answer: CaptchaAnswer): Promise<true> {
  const uuid = requireUuid(ctx)
  const verdict = await captchaProvider(ctx.config).verify(ctx, type, uuid, answer)
  if (verdict === 'expired') throw new BizError('VERIFICATION_CODE_INVALID')
  if (verdict === 'wrong') throw new BizError('VERIFICATION_ERROR')
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
