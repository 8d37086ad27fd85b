import type { Plugin } from 'vite'

/**
 * The server build as one file with no `import()` left in it. The server runs under tsx, whose loader
 * rewrites every module that has a dynamic import and keeps the rewritten text with an inline
 * source map: for this bundle about 40 MB of a node's heap (decision 022). So lazy imports of our
 * own modules are inlined, and packages that are imported lazily are bundled (they are only used in
 * effects, which never run on the server).
 */
export const LAZY_PACKAGES = ['embla-carousel', 'embla-carousel-autoplay', 'uplot']

/** Fails the server build when a dynamic import is left in it. */
export function noDynamicImports(): Plugin {
  return {
    name: 'silk:no-dynamic-imports',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.dynamicImports.length > 0)
          this.error(
            `${file.fileName} imports ${file.dynamicImports.join(', ')} lazily: add the package to LAZY_PACKAGES in server-bundle.ts`,
          )
      }
    },
  }
}
