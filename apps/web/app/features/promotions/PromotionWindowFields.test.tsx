import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  newPromotionWindow,
  PromotionWindowFields,
  promotionWindowBody,
  promotionWindowErrors,
  promotionWindowValue,
} from './PromotionWindowFields.tsx'

// 2026-11-30 20:05 UTC is 2026-12-01 04:05 in China: the day the dialog shows is China's.
const LATE_EVENING_UTC = Date.UTC(2026, 10, 30, 20, 5, 42)

describe('the promotion window of the consoles’ dialogs', () => {
  it('starts a new promotion this minute in China time and ends it a week later (or not yet)', () => {
    expect(newPromotionWindow(LATE_EVENING_UTC)).toEqual({
      startTime: '2026-12-01T04:05',
      endTime: '2026-12-08T04:05',
    })
    expect(newPromotionWindow(new Date(LATE_EVENING_UTC), 1)).toEqual({
      startTime: '2026-12-01T04:05',
      endTime: '2026-12-02T04:05',
    })
    expect(newPromotionWindow(LATE_EVENING_UTC, null)).toEqual({ startTime: '2026-12-01T04:05', endTime: '' })
  })

  it('reads a saved window into the inputs and writes the inputs back as the API takes them', () => {
    const saved = { startTime: '2026-11-24 10:00:00', endTime: '2026-12-01 23:59:00' }
    const inputs = promotionWindowValue(saved)
    expect(inputs).toEqual({ startTime: '2026-11-24T10:00', endTime: '2026-12-01T23:59' })
    expect(promotionWindowBody(inputs)).toEqual(saved)
    // An empty box stays empty, for the contract's schema to name.
    expect(promotionWindowBody({ startTime: '', endTime: '2026-12-01T23:59' })).toEqual({
      startTime: '',
      endTime: '2026-12-01 23:59:00',
    })
  })

  it('asks for an end after the start, and for both only where the dialog names them itself', () => {
    const texts = { endBeforeStart: 'end before start' }
    expect(
      promotionWindowErrors({ startTime: '2026-12-01T10:00', endTime: '2026-12-01T10:01' }, texts),
    ).toEqual({})
    expect(
      promotionWindowErrors({ startTime: '2026-12-01T10:00', endTime: '2026-12-01T10:00' }, texts),
    ).toEqual({
      endTime: 'end before start',
    })
    expect(
      promotionWindowErrors({ startTime: '2026-12-02T00:00', endTime: '2026-12-01T23:59' }, texts),
    ).toEqual({
      endTime: 'end before start',
    })
    expect(promotionWindowErrors({ startTime: '', endTime: '' }, texts)).toEqual({})
    const named = { ...texts, required: { startTime: 'need start', endTime: 'need end' } }
    expect(promotionWindowErrors({ startTime: '', endTime: '' }, named)).toEqual({
      startTime: 'need start',
      endTime: 'need end',
    })
    expect(promotionWindowErrors({ startTime: '2026-12-01T10:00', endTime: '' }, named)).toEqual({
      endTime: 'need end',
    })
  })

  it('draws 开始 and 结束 as labelled datetime boxes with their errors, and what shares the row', () => {
    const html = renderToString(
      <PromotionWindowFields
        value={{ startTime: '2026-12-01T10:00', endTime: '2026-12-01T09:00' }}
        startLabel="开始时间"
        endLabel="结束时间"
        errors={{ endTime: '结束时间须晚于开始时间' }}
        onChange={() => undefined}
      >
        <span data-testid="days">有效天数</span>
      </PromotionWindowFields>,
    )
    expect(html.match(/type="datetime-local"/g)).toHaveLength(2)
    expect(html).toMatch(/<input[^>]*name="startTime"[^>]*value="2026-12-01T10:00"/)
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="endTime"|<input[^>]*name="endTime"[^>]*aria-invalid="true"/,
    )
    expect(html).toContain('结束时间须晚于开始时间')
    expect(html).toContain('开始时间')
    expect(html).toContain('data-testid="days"')
    expect(html).not.toMatch(/<input[^>]*aria-invalid="true"[^>]*name="startTime"/)
    expect(html).toMatch(/^<div class="_formGrid_/)
  })

  it('stands the two boxes one under the other where the dialog’s labels are left of its fields', () => {
    const fields = (sideBySide?: boolean) =>
      renderToString(
        <PromotionWindowFields
          value={{ startTime: '', endTime: '' }}
          startLabel="开始时间"
          endLabel="结束时间"
          errors={{}}
          onChange={() => undefined}
          sideBySide={sideBySide}
        />,
      )
    expect(fields(false)).not.toContain('formGrid')
    expect(fields(false).match(/type="datetime-local"/g)).toHaveLength(2)
    expect(fields()).toContain('formGrid')
  })
})
