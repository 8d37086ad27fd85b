import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The API's module folders (modules/<name>) may use one another, but never in a circle: a cycle means
 * neither can be understood, tested or moved alone. And every source file imports only its own layer
 * and those below it (docs/architecture.md, "Layers"). Reads the relative imports of every source file.
 */
const srcDir = import.meta.dirname
const modulesDir = path.join(srcDir, 'modules')
const IMPORT = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g

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
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
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

/**
 * The layers, lowest first. A route calls flows and modules; a flow (a write across domains) calls
 * modules; a module calls other modules and shared; jobs call flows and modules; plugins (the HTTP
 * edge) may reach any of those; app.ts, server.ts and their kin assemble everything. A lower layer
 * that needs something above it is given it (a function or a job ref passed in), never imports it.
 */
const LAYERS = ['config', 'shared', 'modules', 'flows', 'jobs', 'plugins', 'routes', 'entry'] as const
type Layer = (typeof LAYERS)[number]
const ENTRY_FILES = new Set(['app.ts', 'server.ts', 'cluster.ts', 'prepare-database.ts', 'tick-objects.ts'])
const TEST_SUPPORT = 'test support'

/**
 * A file's layer by its path under src/. Test support (tests, testing/ folders, the upstream client's
 * call table in routes/upstream) may import anything, and no layer may import it.
 */
function layerOf(file: string): Layer | typeof TEST_SUPPORT | null {
  const parts = file.split('/')
  if (file.endsWith('.test.ts') || parts.includes('testing') || file.startsWith('routes/upstream/')) {
    return TEST_SUPPORT
  }
  if (parts.length === 1) return file === 'config.ts' ? 'config' : ENTRY_FILES.has(file) ? 'entry' : null
  return (LAYERS as readonly string[]).includes(parts[0]) ? (parts[0] as Layer) : null
}

/** Every import against the layers, as "from → to" (paths under src/), and every file in no layer. */
function importsAgainstLayers(files: { file: string; specs: string[] }[]): string[] {
  const found: string[] = []
  for (const { file, specs } of files) {
    const from = layerOf(file)
    if (from === TEST_SUPPORT) continue
    if (from === null) {
      found.push(`${file} is in no layer`)
      continue
    }
    for (const spec of specs) {
      const target = path.posix.join(path.posix.dirname(file), spec)
      if (target.startsWith('..')) continue
      const to = layerOf(target)
      if (to === TEST_SUPPORT || (to !== null && LAYERS.indexOf(to) > LAYERS.indexOf(from))) {
        found.push(`${file} → ${target}`)
      }
    }
  }
  return found
}

function allSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return allSourceFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
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

describe('API layers', () => {
  it('have no import against them', () => {
    const files = allSourceFiles(srcDir).map((full) => ({
      file: path.relative(srcDir, full).split(path.sep).join('/'),
      specs: [...readFileSync(full, 'utf8').matchAll(IMPORT)].map((match) => match[1]),
    }))
    expect(files.length).toBeGreaterThan(300)
    expect(importsAgainstLayers(files)).toEqual([])
  })

  it('the layer check sees an import against them', () => {
    expect(
      importsAgainstLayers([
        {
          file: 'modules/orders/a.ts',
          specs: ['../../flows/pay.ts', '../cart/b.ts', '../../shared/errors.ts'],
        },
        { file: 'shared/c.ts', specs: ['../plugins/context.ts', './d.ts', '../config.ts'] },
        { file: 'flows/e.ts', specs: ['../jobs/payment-refund.ts'] },
        { file: 'routes/f.ts', specs: ['../testing/app.ts', '../flows/pay.ts', '../plugins/auth.ts'] },
        { file: 'testing/app.ts', specs: ['../app.ts'] },
        { file: 'extras/g.ts', specs: [] },
      ]),
    ).toEqual([
      'modules/orders/a.ts → flows/pay.ts',
      'shared/c.ts → plugins/context.ts',
      'flows/e.ts → jobs/payment-refund.ts',
      'routes/f.ts → testing/app.ts',
      'extras/g.ts is in no layer',
    ])
  })
})

/**
 * The API tests share a worker's modules from one file to the next (`isolate: false`, decision 138 §8):
 * a module mocked or an environment variable stubbed in one file would leak into the next.
 */
const LEAKS = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(full)
    return entry.name.endsWith('.test.ts') ? [full] : []
  })
}
describe('API test files', () => {
  it('neither mock modules nor stub the environment', () => {
    const leaking = testFiles(srcDir).filter(
      (f) => f !== import.meta.filename && LEAKS.test(readFileSync(f, 'utf8')),
    )
    expect(leaking.map((f) => path.relative(srcDir, f))).toEqual([])
  })
  it('the check sees a mock', () => {
    expect(LEAKS.test("vi.mock('../x.ts')")).toBe(true)
  })
})
