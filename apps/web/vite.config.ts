import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

const api = process.env.API_ORIGIN ?? 'http://localhost:10000'

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    // `npm run dev -w @silk/web` serves pages with hot reload and sends API calls to the API process.
    proxy: { '/buyer': api, '/common': api, '/store': api, '/manager': api, '/docs': api, '/media': api },
  },
  build: { assetsInlineLimit: 2048 },
})
