import { describe, expect, it } from 'vitest'
import { containsPattern, escapeLike } from './sql-like.ts'

describe('escapeLike', () => {
  it('makes %, _ and \\ literal and leaves other text alone', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\')
    expect(escapeLike('丝路 T2026')).toBe('丝路 T2026')
  })

  it('wraps the escaped text for a contains search', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%')
  })
})
