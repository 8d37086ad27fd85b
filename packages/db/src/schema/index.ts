// The one list drizzle-kit and the client read; each domain keeps its tables in its own file.

export * from './after-sale.ts'
export * from './articles.ts'
export * from './complaints.ts'
export * from './goods.ts'
export * from './member-collections.ts'
export * from './members.ts'
export * from './messages.ts'
export * from './promotion.ts'
export * from './store.ts'
export * from './system.ts'
export * from './trade.ts'
export * from './wallet.ts'
