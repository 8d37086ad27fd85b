import { describe, expect, it } from 'vitest'
import { buildStores } from './generate.ts'
import { storeTexts } from './store-texts.ts'
import { storeDefs } from './stores.ts'

const HAN = /\p{Script=Han}/u
const text = (html: string | null | undefined) => (html ?? '').replace(/<[^>]+>/g, '').trim()

describe('what the demo stores say about themselves (decision 026)', () => {
  it('gives every demo store a Chinese and an English introduction and address', () => {
    const rows = buildStores().map((s) => s.row)
    expect(rows).toHaveLength(storeDefs.length)
    for (const row of rows) {
      expect(text(row.storeDesc), row.storeName).toMatch(HAN)
      expect(row.companyAddressPath, row.storeName).toMatch(HAN)
      // English is whole sentences without a Chinese character left in.
      expect(text(row.storeDescEn), row.storeName).toMatch(/^[A-Z].{40,}\.$/)
      expect(text(row.storeDescEn), row.storeName).not.toMatch(HAN)
      expect(row.companyAddressPathEn, row.storeName).toMatch(/^[A-Z][\w ’',.-]+$/)
    }
  })

  it('names no store that is not in the demo (a renamed store keeps its texts)', () => {
    const names = new Set(storeDefs.map(([name]) => name))
    expect(Object.keys(storeTexts).filter((name) => !names.has(name))).toEqual([])
  })

  it('ends an English address with the store’s English country, as the card beside it says', () => {
    for (const row of buildStores().map((s) => s.row)) {
      expect(row.companyAddressPathEn?.endsWith(row.countryNameEn ?? '?'), row.storeName).toBe(true)
    }
  })
})
