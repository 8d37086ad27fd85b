import { describe, expect, it } from 'vitest'
import { isWeakPassword } from './validate.ts'

describe('the browser’s password strength check', () => {
  it('refuses one kind of character and simple runs', () => {
    for (const weak of [
      '123456',
      '12345678',
      'password',
      'qwertyui',
      '!!!!!!',
      'abc123',
      'aaa111',
      '654321cba',
    ])
      expect({ weak, refused: isWeakPassword(weak) }).toEqual({ weak, refused: true })
  })

  it('lets mixed passwords through', () => {
    for (const fine of ['Silk2026ark', 'tea4two@home', 'a1b2c3d4', 'qwe123', 'Abc12345x'])
      expect({ fine, refused: isWeakPassword(fine) }).toEqual({ fine, refused: false })
  })
})
