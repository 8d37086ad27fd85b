import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { shellChunk } from './shell-chunk.ts'

const api = process.env.API_ORIGIN ?? 'http://localhost:10000'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  server: {
    // `npm run dev -w @silk/api` serves pages with hot reload and sends API calls to the API process.
    proxy: { '/buyer': api, '/common': api, '/store': api, '/manager': api, '/docs': api, '/media': api },
  },
  build: {
    assetsInlineLimit: 2048,
    // The browser build puts what every page loads into one file (decision 028). The server build keeps
    // lazy pieces in chunks of their own: a node loads one only when a render needs it, and never the
    // editors, dialogs and charts that render in the browser only (decision 022, session 40).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk } },
  },
}))
