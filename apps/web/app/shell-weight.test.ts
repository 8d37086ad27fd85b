import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { describe, expect, it } from 'vitest'

/**
 * What every page loads (decision 028): the modules the client entry and the root route import
 * statically, which the browser build puts in one file (shell-chunk.ts). Every byte of it is
 * downloaded, compiled and run on every first visit, so a library that only some pages need must be
 * reached through a route or a dynamic import. This bundles those two files the way the shell is
 * made (static imports only) and names the packages that must stay out of it.
 */
const local = (f: string) => fileURLToPath(new URL(f, import.meta.url))
const entries = ['entry.client.tsx', 'root.tsx'].map(local)

/**
 * Dynamic imports and the React Router build's virtual modules stay outside, as in the real shell;
 * so do `.server` modules, which React Router's client build leaves out (only loaders use them).
 */
const staticOnly: Plugin = {
  name: 'static-only',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ||
      args.path.startsWith('virtual:') ||
      /\.server(\.tsx?)?$/.test(args.path)
        ? { path: args.path, external: true }
        : null,
    )
  },
}

async function shellInputs(entryPoints = entries): Promise<string[]> {
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.module.css': 'empty', '.svg': 'empty', '.png': 'empty', '.webp': 'empty' },
    logLevel: 'silent',
    plugins: [staticOnly],
  })
  // What is in the output, after unused exports are dropped (zod's package says it has no side effects).
  return Object.values(result.metafile.outputs).flatMap((out) =>
    Object.entries(out.inputs)
      .filter(([, use]) => use.bytesInOutput > 0)
      .map(([input]) => input),
  )
}

describe('the every-page bundle', () => {
  it('holds none of the libraries only some pages use', async () => {
    const inputs = await shellInputs()
    // The check itself sees the shell: React and the router are in it.
    expect(inputs.some((i) => i.includes('node_modules/react-dom/'))).toBe(true)
    // zod (~100 kB) came in through a constant of the chat contract and the guides' country schema.
    for (const heavy of [
      'zod',
      'socket.io-client',
      '@tiptap',
      'uplot',
      'embla-carousel',
      'qrcode-generator',
    ]) {
      expect(
        inputs.filter((i) => i.includes(`node_modules/${heavy}`)).slice(0, 1),
        `${heavy} is in every page's bundle`,
      ).toEqual([])
    }
  }, 30_000)

  it('leaves zod out of the goods page and the goods list, where visitors land from search', async () => {
    // zod (and the trade's schemas) came in through the cart's 99-per-line limit, a constant of the
    // trade contract: about 10 % of the goods page's script time on a phone (decision 170).
    for (const route of ['routes/shop/goods-detail.tsx', 'routes/shop/goods-list.tsx']) {
      const inputs = await shellInputs([...entries, local(route)])
      expect(
        inputs.some((i) => i.includes(route)),
        `${route} is bundled`,
      ).toBe(true)
      expect(
        inputs.filter((i) => i.includes('node_modules/zod')).slice(0, 1),
        `zod is in ${route}'s bundle`,
      ).toEqual([])
    }
  }, 60_000)
})
