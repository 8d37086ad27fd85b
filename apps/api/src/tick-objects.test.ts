import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { keptTickObject } from './tick-objects.ts'

describe('the kept tick object (decision 022, session 23)', () => {
  it('is one of Node’s own nextTick objects', () => {
    // Were Node to rename the resource type, nothing would be kept and V8 would silently lose the
    // tick objects' shape again.
    expect(keptTickObject).toBeDefined()
    const symbols = Object.getOwnPropertySymbols(keptTickObject).map(String)
    expect(symbols).toContain('Symbol(async_id_symbol)')
    expect(Object.keys(keptTickObject as object)).toEqual(['callback', 'args'])
  })

  it('is taken before any of our own modules loads', () => {
    const source = readFileSync(new URL('./server.ts', import.meta.url), 'utf8')
    const firstImport = source.split('\n').find((line) => line.startsWith('import '))
    expect(firstImport).toBe("import './tick-objects.ts'")
  })
})
