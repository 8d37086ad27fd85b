import { accountScenarios } from './accounts.ts'
import { catalogueScenarios } from './catalogue.ts'
import { chatScenarios } from './chat.ts'
import { mixedScenarios } from './mixed.ts'
import { platformScenarios } from './platform.ts'
import { sellerScenarios } from './seller.ts'
import { sellerOrderScenarios } from './seller-orders.ts'
import { ssrScenarios } from './ssr.ts'
import { tradeScenarios } from './trade.ts'
import type { Scenario } from './types.ts'

/** Every scenario the bench runs, in report order. Domains append theirs. */
export const scenarios: Scenario[] = [
  ...platformScenarios,
  ...catalogueScenarios,
  ...accountScenarios,
  ...ssrScenarios,
  ...mixedScenarios,
  // PostgreSQL only (they seed buyers in the database); skipped on the embedded database.
  ...(process.env.BENCH_DATABASE_URL ? tradeScenarios : []),
  ...(process.env.BENCH_DATABASE_URL ? sellerScenarios : []),
  ...(process.env.BENCH_DATABASE_URL ? sellerOrderScenarios : []),
  ...(process.env.BENCH_DATABASE_URL ? chatScenarios : []),
]
