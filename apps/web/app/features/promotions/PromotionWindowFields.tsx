import { chinaMinute, DAY_MS, fromMinuteInput, type Instant, toMinuteInput } from '@silk/contracts/china-time'
import type { ReactNode } from 'react'
import { TextField } from '../../components/form/TextField.tsx'
import queueStyles from '../seller/queues/queues.module.css'

/**
 * The time window of every promotion dialog (砍价, 拼团, 满减, coupons and 券活动, in both consoles):
 * 开始 and 结束 as `yyyy-MM-ddTHH:mm` (the datetime-local input's value, China time). The server's
 * side of it is `modules/promotions/window.ts`; these are the dialog's: the default, the values from
 * and to the wire ("yyyy-MM-dd HH:mm:ss"), the checks, and the two fields.
 */
export interface PromotionWindow {
  startTime: string
  endTime: string
}

/** A new promotion's window: from this minute (China time) for `days` days (none: no end yet). */
export function newPromotionWindow(now: Instant = Date.now(), days: number | null = 7): PromotionWindow {
  const at = typeof now === 'number' ? now : now.getTime()
  return { startTime: chinaMinute(at), endTime: days === null ? '' : chinaMinute(at + days * DAY_MS) }
}

/** A saved window ("2026-11-24 10:00:00") as the inputs' values. */
export const promotionWindowValue = (w: PromotionWindow): PromotionWindow => ({
  startTime: toMinuteInput(w.startTime),
  endTime: toMinuteInput(w.endTime),
})

/** The inputs' values as the request's ("2026-11-24 10:00:00", China time). */
export const promotionWindowBody = (w: PromotionWindow): PromotionWindow => ({
  startTime: fromMinuteInput(w.startTime),
  endTime: fromMinuteInput(w.endTime),
})

/**
 * The dialog's own checks of a window, before the contract schema's: an empty start or end is
 * `required` (where the dialog names them itself; otherwise the schema does), an end not after the
 * start is `endBeforeStart`. Both values are China-time minutes, so text order is time order.
 */
export function promotionWindowErrors(
  w: PromotionWindow,
  texts: { endBeforeStart: string; required?: { startTime: string; endTime: string } },
): Partial<Record<keyof PromotionWindow, string>> {
  const errors: Partial<Record<keyof PromotionWindow, string>> = {}
  if (texts.required && !w.startTime) errors.startTime = texts.required.startTime
  if (texts.required && !w.endTime) errors.endTime = texts.required.endTime
  if (w.startTime && w.endTime && w.endTime <= w.startTime) errors.endTime = texts.endBeforeStart
  return errors
}

/**
 * The window's two fields, 开始 and 结束 side by side, with their errors; `children` share the row (a
 * coupon's 有效天数). `sideBySide={false}`: one under the other, for a dialog whose labels stand left of
 * its fields (the operator's platform coupon and 积分商品), where half a row is too narrow for a time.
 */
export function PromotionWindowFields({
  value,
  startLabel,
  endLabel,
  errors,
  onChange,
  sideBySide = true,
  children,
}: {
  value: PromotionWindow
  startLabel: string
  endLabel: string
  errors: { startTime?: string; endTime?: string }
  onChange(key: keyof PromotionWindow, value: string): void
  sideBySide?: boolean
  children?: ReactNode
}) {
  const fields = (
    <>
      {(['startTime', 'endTime'] as const).map((key) => (
        <TextField
          key={key}
          label={key === 'startTime' ? startLabel : endLabel}
          required
          error={errors[key]}
          type="datetime-local"
          name={key}
          value={value[key]}
          onChange={(v) => onChange(key, v)}
        />
      ))}
      {children}
    </>
  )
  return sideBySide ? <div className={queueStyles.formGrid}>{fields}</div> : fields
}
