import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine, where
    // test files spend much of their time waiting on the database and the other core sat idle.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'db',
          include: ['packages/db/src/**/*.test.ts'],
          globalSetup: ['./vitest.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // The migrated PGlite image, made once before any file starts (decision 138).
          globalSetup: ['./vitest.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['./vitest.setup.ts'],
          // A worker keeps its imported modules from one file to the next (decision 138 §8): importing
          // the whole API afresh for each of ~150 files was over half the project's CPU. Safe because
          // no API test mocks modules or stubs the environment, and module state is keyed by database
          // (docs/architecture.md, Data and state).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      { test: { name: 'content', include: ['content/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
})
