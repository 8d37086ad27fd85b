import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The API's module folders (modules/<name>) may use one another, but never in a circle: a cycle means
 * neither can be understood, tested or moved alone. Reads the relative imports of every source file.
 */
const modulesDir = path.join(import.meta.dirname, 'modules')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** Which module folders each module folder imports from. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of sourceFiles(modulesDir)) {
    const from = path.relative(modulesDir, file).split(path.sep)[0]
    const targets = graph.get(from) ?? new Set<string>()
    graph.set(from, targets)
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), spec)).split(path.sep)
      if (target[0] !== '..' && target.length > 1 && target[0] !== from) targets.add(target[0])
    }
  }
  return graph
}

/** Every cycle found by a depth-first walk, as "a → b → a". */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const walk = (node: string, trail: string[]) => {
    state.set(node, 'open')
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), next].join(' → '))
      else if (!state.has(next)) walk(next, [...trail, next])
    }
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) walk(node, [node])
  return found
}

describe('API module folders', () => {
  it('import one another without cycles', () => {
    const graph = moduleGraph()
    expect(graph.size).toBeGreaterThan(5)
    expect(cycles(graph)).toEqual([])
  })

  it('the cycle check sees a cycle when there is one', () => {
    const graph = new Map([
      ['cart', new Set(['orders'])],
      ['orders', new Set(['coupons'])],
      ['coupons', new Set(['cart'])],
    ])
    expect(cycles(graph)).toEqual(['cart → orders → coupons → cart'])
  })
})
