import type { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { collectDocument } from './collect-document.ts'

/** A stand-in for React's `pipe`: writes the parts one by one, as a finished render does. */
const pipeOf = (parts: string[]) => (destination: Writable) => {
  for (const part of parts) destination.write(part)
  destination.end()
  return destination
}

describe('collectDocument', () => {
  it('gives the exact UTF-8 of a long page mixing Chinese, English and emoji across its pieces', () => {
    const parts: string[] = ['<!DOCTYPE html><html lang="zh-CN">']
    for (let i = 0; i < 6_000; i++) {
      parts.push(`<li data-i="${i}">`, i % 3 ? '普洱茶 · 云南' : 'Pu-erh tea', i % 50 ? '' : '🍵', '</li>')
    }
    parts.push('x'.repeat(40_000), '</html>')
    const html = parts.join('')
    expect(html.length).toBeGreaterThan(100_000)

    const bytes = collectDocument(pipeOf(parts))

    expect(bytes.equals(Buffer.from(html))).toBe(true)
    expect(bytes.toString('utf8')).toBe(html)
  })

  it('gives a short page and an empty one as they are', () => {
    expect(collectDocument(pipeOf(['<p>', '你好', '</p>'])).toString()).toBe('<p>你好</p>')
    expect(collectDocument(pipeOf([])).length).toBe(0)
  })
})
