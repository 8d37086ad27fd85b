export * from './purchases.ts'
export * from './quotes.ts'
