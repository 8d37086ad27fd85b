// Pages run under a CSP without 'unsafe-eval', and zod probes `new Function` before its first object
// schema is used: the probe fails safely, but every such page reported a policy violation. zod keeps
// its settings on `globalThis.__zod_globalConfig` (shared by every copy, read when first needed), so
// this sets `jitless` there without importing zod into the entry bundle. Root imports this first.
// The server keeps zod's faster parsers.
if (typeof window !== 'undefined') {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
  scope.__zod_globalConfig ??= {}
  scope.__zod_globalConfig.jitless = true
}
