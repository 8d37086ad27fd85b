import { describe, expect, it } from 'vitest'
import { pageItems } from './Pager.tsx'

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3])
  })

  it('keeps the first and last page and two either side of the current one, with gaps', () => {
    expect(pageItems(6, 12)).toEqual([1, 'gap-1', 4, 5, 6, 7, 8, 'gap-8', 12])
    expect(pageItems(1, 83)).toEqual([1, 2, 3, 'gap-3', 83])
  })
})
