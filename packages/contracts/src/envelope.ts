import { z } from 'zod'

/** The upstream `ResultMessage`: every buyer and common endpoint answers with it. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number().int(),
    timestamp: z.number().int(),
    result,
  })
}

export const ErrorEnvelope = envelope(z.null())
export type Envelope<T> = { success: boolean; message: string; code: number; timestamp: number; result: T }
