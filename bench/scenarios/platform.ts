import type { Scenario } from './types.ts'

export const platformScenarios: Scenario[] = [
  {
    name: 'GET /common/common/site',
    prepare: async ({ origin }) => ({ url: `${origin}/common/common/site` }),
  },
  {
    name: 'GET /common/common/region/item/0',
    prepare: async ({ origin }) => ({ url: `${origin}/common/common/region/item/0` }),
  },
  {
    name: 'SSR home page /',
    prepare: async ({ origin }) => ({ url: `${origin}/`, headers: { accept: 'text/html' } }),
  },
]
