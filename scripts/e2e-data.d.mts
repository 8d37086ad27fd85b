/** See e2e-data.mjs. */
export declare const e2eWorkers: () => number
export declare const e2eFirstPort: () => number
export declare function e2eServerEnv(site: {
  port: number
  dataDir: string
  mediaCacheDir: string
}): Record<string, string>
export declare function e2eMediaCacheDir(): string
export declare const SERVER_ARGS: string[]
export declare const seedDir: (root: string) => string
export declare function prepareE2eData(root: string): Promise<void>
export declare function copyDemo(seed: string, dir: string): void
