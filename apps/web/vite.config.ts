import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { LAZY_PACKAGES, noDynamicImports } from './server-bundle.ts'
import { shellChunk } from './shell-chunk.ts'

const api = process.env.API_ORIGIN ?? 'http://localhost:10000'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), noDynamicImports()],
  ssr: { noExternal: LAZY_PACKAGES },
  server: {
    // `npm run dev -w @silk/api` serves pages with hot reload and sends API calls to the API process.
    proxy: { '/buyer': api, '/common': api, '/store': api, '/manager': api, '/docs': api, '/media': api },
  },
  build: {
    assetsInlineLimit: 2048,
    // The browser build puts what every page loads into one file (decision 028); the server build is
    // one file with no lazy import left (server-bundle.ts).
    rollupOptions: isSsrBuild
      ? { output: { inlineDynamicImports: true } }
      : { output: { manualChunks: shellChunk } },
  },
}))
