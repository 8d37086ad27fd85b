// The one list drizzle-kit and the client read; each domain keeps its tables in its own file.

export * from './members.ts'
export * from './system.ts'
