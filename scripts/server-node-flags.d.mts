/** See server-node-flags.mjs. */
export declare const SERVER_NODE_FLAGS: string[]
export declare const JEMALLOC_CONF: string
export declare function serverAllocatorEnv(env?: NodeJS.ProcessEnv): Record<string, string>
