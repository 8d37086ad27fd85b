import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import type { PublicConfig } from '@silk/contracts/public-config'
import { z } from 'zod'

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'))

/** proxy-addr's names for private ranges (`uniquelocal` = 10/8, 172.16/12, 192.168/16, fc00::/7). */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * Whose `X-Forwarded-For` entries to believe: nobody (`false`), or the load balancers' addresses,
 * CIDRs or range names. `true` would take the left-most entry, which any client writes itself; a hop
 * count cannot tell a balancer from a client reaching the node directly (Fastify ignores it): refused.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | string[] => {
    const value = v?.trim() ?? ''
    if (value === '' || value === 'false' || value === '0') return false
    const parts = value.split(',').map((p) => p.trim())
    if (parts.every((p) => PROXY_RANGES.has(p) || isIP(p.split('/')[0]) !== 0)) return parts
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true' || /^\d+$/.test(value)
          ? `${value} would believe X-Forwarded-For from anyone: list the load balancers' addresses or CIDRs (e.g. 10.0.0.0/8 or uniquelocal)`
          : 'expected false or comma-separated proxy addresses, CIDRs, loopback, linklocal or uniquelocal',
    })
    return z.NEVER
  })

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v : undefined))

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(10000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Where drawn demo pictures are kept (default DATA_DIR/media-cache); nodes and runs may share it. */
  MEDIA_CACHE_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a pooled connection may sit idle before it is closed (0 = never). */
  DATABASE_POOL_IDLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * The embedded database's shared buffers (MB): resident in the node from the moment it opens
   * (decision 022). Pages past them are read from the OS page cache, a little slower.
   */
  EMBEDDED_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Canonical origin for links and pictures; unset = this machine on PORT (see loadConfig). */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Origins whose pages may call the API from the browser (CORS), comma-separated; `*` allows any
   * (as lilishop does). Empty: only this site's own pages.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => o === '*' || URL.canParse(o)), 'a comma list of origins or *'),
  /** How long a browser may reuse a preflight answer (Chromium caps it at 7200). */
  CORS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(7200),
  /** Origin of pictures in API answers (a CDN in front of this site); defaults to PUBLIC_ORIGIN. */
  MEDIA_ORIGIN: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Uploaded pictures in an S3-compatible bucket (AWS S3, Aliyun OSS, Tencent COS, MinIO, R2) instead
   * of DATA_DIR/uploads, so every node sees every upload (decision 151). Unset = the local disk.
   */
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** The provider's S3 endpoint (`https://oss-cn-hangzhou.aliyuncs.com`…); unset = AWS's own. */
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted). */
  S3_FORCE_PATH_STYLE: flag(false),
  /** Both or neither; neither = the SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** When set, the web app serves pages and reaches the API over HTTP at this origin. */
  API_ORIGIN: z.string().url().optional(),
  ENGLISH_SITE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The header's 货仓 site; unset = the site's own logistics page (never a made-up host). */
  GOODS_DEPOT_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32).optional(),
  /** Access-token lifetime (reference §4.3: 60 minutes). */
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Refresh-token lifetime; each refresh rotates the token and restarts this window. */
  REFRESH_TOKEN_MINUTES: z.coerce.number().int().min(5).max(43_200).default(10_080),
  /** log2 of the scrypt cost N for password hashes; 15 (12 under test). See docs/decisions. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).optional(),
  /**
   * The bot barrier before SMS codes and password logins (modules/accounts/captcha/provider.ts):
   * `slider` is the built-in one; `slider-outbox` also writes each answer to
   * DATA_DIR/captcha-outbox.jsonl (journeys and the bench; refused by a production deployment).
   */
  CAPTCHA_PROVIDER: z.enum(['slider', 'slider-outbox']).default('slider'),
  /** A production deployment (DATABASE_URL) refuses `slider-outbox` unless this is set (the bench). */
  CAPTCHA_OUTBOX_ALLOWED: flag(false),
  /**
   * The slider also needs the drag's track (its timing and shape). lilishop's own clients send only
   * `xPos`: a shop running them sets this to false and keeps the noisy picture and decoys alone.
   */
  CAPTCHA_TRACK_REQUIRED: flag(true),
  /** `outbox` writes codes to DATA_DIR/sms-outbox.jsonl (demo and tests only). */
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  /** A production deployment (DATABASE_URL) refuses the outbox provider unless this is set. */
  SMS_OUTBOX_ALLOWED: flag(false),
  MAPS_KEY: z.string().default(''),
  MAP_ENABLED: flag(false),
  CDN_ENABLED: flag(true),
  SEED_DEMO: flag(true),
  /** The first super admin of the operator console, created at start when no super admin exists yet. */
  ADMIN_USERNAME: z.string().trim().min(2).max(64).optional(),
  /** Its plain password (at least 10 characters); there is no default. */
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD needs at least 10 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  /** Serve the OpenAPI document and its UI at /docs (default: on, except in production). */
  DOCS_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** SMS codes sent to any numbers from one client per hour (per number and device stay fixed). */
  SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /**
   * Codes sent without the slider (the accessible path, decision 150) across the whole platform in an
   * hour: the most an attacker rotating devices and addresses can make it send.
   */
  SMS_ONLY_PER_HOUR: z.coerce.number().int().min(1).default(200),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** A request's headers must arrive within this many seconds… */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** …and the whole request (headers and body) within this many; 408 otherwise. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** A connection with no traffic at all is closed after this many seconds. */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(75),
  /** Rendered pages per client per minute (the API has RATE_LIMIT_PER_MINUTE). */
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  WEB_BUILD_DIR: z.string().optional(),
  /** How long a node may answer a goods listing or its facets from memory (seconds; 0 = never). */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).optional(),
  /** How long a node may answer a goods page (detail) from memory (seconds; 0 = never). */
  GOODS_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  /** How long a node may answer an anonymous page from memory (seconds; 0 = every page is rendered). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).optional(),
  /** How long past that a kept page is still answered while one render refreshes it (seconds). */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Memory the page cache may use (MB, counting its compressed forms). */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Memory for member shells (MB), kept apart from the shop's pages (decision 022). */
  PAGE_CACHE_MEMBER_MB: z.coerce.number().int().min(1).max(4096).default(16),
  /** Pages rendered at once; more wait their turn (0 = two per core, at least 4). */
  PAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(0).max(256).default(0),
  /** How long a page may wait for its turn, then how long it may render, before a 503 (ms). */
  PAGE_QUEUE_MS: z.coerce.number().int().min(1).max(60_000).default(2_000),
  PAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Mean event-loop delay (ms) above which a node refuses new renders with a 503 (0 = never). */
  PAGE_SHED_LAG_MS: z.coerce.number().int().min(0).max(10_000).default(100),
  /**
   * The shop's navigation row and footer are rendered once per language and highlighted entry and
   * their HTML reused (`on`); `verify` renders them every time and fails a page whose copy differs
   * (the browser journeys run so); `off` always renders them (decision 022, session 36).
   */
  FROZEN_CHROME: z.enum(['on', 'verify', 'off']).default('on'),
  /**
   * 在线客服 (decision 142): the chat's WebSocket endpoint and `GET /common/common/IM` answer only
   * while it is on.
   */
  CHAT_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Chat connections one client address may open per minute, on every node (a reconnect counts). */
  CHAT_HANDSHAKES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Serving processes on this machine (0 = one per core); more than one needs PostgreSQL and Redis. */
  CLUSTER_WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  /** Unpaid orders and recharges are cancelled this many minutes after creation (ORDER_SETTING.autoCancel). */
  ORDER_AUTO_CANCEL_MINUTES: z.coerce.number().int().min(1).max(43_200).default(30),
  /**
   * Whether this node works the job queue (decision 140): runs due jobs and keeps the schedules. Any
   * number of nodes may; each run happens on one of them. Off under test, where tests run jobs
   * themselves (`app.jobs.runDue`).
   */
  JOBS_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  /**
   * Alipay (decision 141): set ALIPAY_APP_ID and the app's private key to take real payments; unset,
   * the sandbox stands in and the cashier says it is a demo. Keys and certificates as PEM text or as
   * files (`…_FILE`); public-key mode needs ALIPAY_PUBLIC_KEY, certificate mode the three certificates.
   */
  ALIPAY_APP_ID: optionalText,
  ALIPAY_PRIVATE_KEY: optionalText,
  ALIPAY_PRIVATE_KEY_FILE: optionalText,
  ALIPAY_PUBLIC_KEY: optionalText,
  ALIPAY_PUBLIC_KEY_FILE: optionalText,
  ALIPAY_APP_CERT_FILE: optionalText,
  ALIPAY_PUBLIC_CERT_FILE: optionalText,
  ALIPAY_ROOT_CERT_FILE: optionalText,
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /**
   * WeChat Pay API v3 (decision 141): merchant id, app id, the merchant's API private key and its
   * certificate's serial number, the APIv3 key, and how WeChat's signatures are verified — its
   * platform certificate(s) and/or its public key with PUB_KEY_ID_… (both during a switch).
   */
  WECHATPAY_MCH_ID: optionalText,
  WECHATPAY_APP_ID: optionalText,
  WECHATPAY_PRIVATE_KEY: optionalText,
  WECHATPAY_PRIVATE_KEY_FILE: optionalText,
  WECHATPAY_CERT_SERIAL: optionalText,
  WECHATPAY_API_V3_KEY: optionalText,
  /** Comma-separated PEM files of WeChat Pay platform certificates. */
  WECHATPAY_PLATFORM_CERT_FILES: optionalText,
  WECHATPAY_PUBLIC_KEY: optionalText,
  WECHATPAY_PUBLIC_KEY_FILE: optionalText,
  WECHATPAY_PUBLIC_KEY_ID: optionalText,
  WECHATPAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  /** Where gateways send notifications and buyers come back; default PUBLIC_ORIGIN. */
  PAYMENT_NOTIFY_ORIGIN: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How often the order auto-cancel job runs (seconds); 0 = never. */
  ORDER_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How often the sweep of uploads nobody used for a day runs (seconds); 0 = never. */
  UPLOAD_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  /** How often the jobs confirming receipt of delivered parcels and closing after-sale windows run (seconds); 0 = never. */
  RECEIVE_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** How often the job cutting the seller bills that are due runs (seconds); 0 = never. */
  BILL_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  /**
   * Parcel tracking (decision 147): with a Kuaidi100 key, shipped parcels are subscribed to its push
   * service and its real-time query fills in when a push is late; without one the sandbox carrier
   * invents the steps (and says so). KUAIDI100_CUSTOMER is the account's company number (query only).
   */
  KUAIDI100_KEY: z.string().trim().max(64).default(''),
  KUAIDI100_CUSTOMER: z.string().trim().max(64).default(''),
  /** Kuaidi100's API origin; tests point it at their stand-in. */
  KUAIDI100_URL: z.string().url().default('https://poll.kuaidi100.com'),
  /**
   * 小程序直播 (decision 169): the mini program's AppID and AppSecret turn the real WeChat live API on
   * (rooms and goods created at WeChat); unset = the embedded sandbox, which the screens name.
   */
  WECHAT_LIVE_APP_ID: optionalText,
  WECHAT_LIVE_APP_SECRET: optionalText,
  /** WeChat's API origin; tests point it at their stand-in. */
  WECHAT_LIVE_BASE_URL: z.string().url().default('https://api.weixin.qq.com'),
  /** The mini program's goods page a live goods opens ({skuId}, {goodsId} replaced). */
  WECHAT_LIVE_GOODS_PATH: z
    .string()
    .trim()
    .min(1)
    .default('pages/product/goods?id={skuId}&goodsId={goodsId}'),
  /** How often the job asking WeChat for audit and live statuses runs (seconds); 0 = never. */
  LIVE_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** The sandbox approves a submitted live goods this many seconds after it was submitted. */
  LIVE_SANDBOX_AUDIT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Where Kuaidi100 pushes: this origin + /common/tracking/kuaidi100/push (default API_ORIGIN, else PUBLIC_ORIGIN). */
  TRACKING_CALLBACK_ORIGIN: z.string().url().optional(),
  /** A parcel not pushed for this long is queried in real time when someone looks at it (minutes). */
  TRACKING_QUERY_AFTER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(240),
})

export type Config = Omit<
  z.infer<typeof EnvSchema>,
  | 'JWT_SECRET'
  | 'PASSWORD_HASH_COST'
  | 'SEARCH_CACHE_SECONDS'
  | 'GOODS_CACHE_SECONDS'
  | 'PAGE_CACHE_SECONDS'
  | 'PUBLIC_ORIGIN'
  | 'DOCS_ENABLED'
  | 'JOBS_ENABLED'
> & {
  JOBS_ENABLED: boolean
  PAGE_CACHE_SECONDS: number
  PUBLIC_ORIGIN: string
  DOCS_ENABLED: boolean
  JWT_SECRET: string
  PASSWORD_HASH_COST: number
  SEARCH_CACHE_SECONDS: number
  GOODS_CACHE_SECONDS: number
  embedded: boolean
  production: boolean
}

/**
 * Reads and validates the environment once at boot. Secrets the embedded mode needs are generated on
 * first start and kept under DATA_DIR; production mode requires them from the environment instead.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const values = parsed.data
  const embedded = !values.DATABASE_URL
  const production = values.NODE_ENV === 'production'
  let secret = values.JWT_SECRET
  if (!secret) {
    if (production && !embedded) throw new Error('JWT_SECRET is required in production with DATABASE_URL')
    secret = readOrCreateSecret(values.DATA_DIR, 'jwt-secret')
  }
  // A production deployment (PostgreSQL) must deliver real SMS; the embedded demo may use the outbox.
  if (production && !embedded && values.SMS_PROVIDER === 'outbox' && !values.SMS_OUTBOX_ALLOWED) {
    throw new Error(
      'SMS_PROVIDER=outbox only writes codes to a file: configure a real provider or set SMS_OUTBOX_ALLOWED=true',
    )
  }
  if (
    production &&
    !embedded &&
    values.CAPTCHA_PROVIDER === 'slider-outbox' &&
    !values.CAPTCHA_OUTBOX_ALLOWED
  ) {
    throw new Error(
      'CAPTCHA_PROVIDER=slider-outbox writes every answer to a file: use slider or set CAPTCHA_OUTBOX_ALLOWED=true',
    )
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither')
  }
  // Workers share nothing in memory: PGlite is one process's database, and without Redis each worker
  // would keep its own slider passes, SMS codes and rate limits.
  if (values.CLUSTER_WORKERS !== 1 && (embedded || !values.REDIS_URL)) {
    throw new Error(
      'CLUSTER_WORKERS needs DATABASE_URL (PostgreSQL) and REDIS_URL: leave it at 1 on the embedded database',
    )
  }
  const PASSWORD_HASH_COST = values.PASSWORD_HASH_COST ?? (values.NODE_ENV === 'test' ? 12 : 15)
  // Tests read what they just wrote, so listings are not cached there unless a test asks for it.
  const SEARCH_CACHE_SECONDS = values.SEARCH_CACHE_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 30)
  const GOODS_CACHE_SECONDS = values.GOODS_CACHE_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 5)
  const PAGE_CACHE_SECONDS = values.PAGE_CACHE_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 5)
  // A production start does not publish its map of operations, embedded or not (issue 59).
  const DOCS_ENABLED =
    values.DOCS_ENABLED === undefined ? !production : ['true', '1'].includes(values.DOCS_ENABLED)
  // Pictures and links are absolute (lilishop's clients run on other origins): without a configured
  // origin they point at this process, so `PORT=… npm start` shows its own pictures.
  const PUBLIC_ORIGIN = values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`
  const JOBS_ENABLED =
    values.JOBS_ENABLED === undefined
      ? values.NODE_ENV !== 'test'
      : ['true', '1'].includes(values.JOBS_ENABLED)
  return {
    ...values,
    JOBS_ENABLED,
    PUBLIC_ORIGIN,
    DOCS_ENABLED,
    JWT_SECRET: secret,
    PASSWORD_HASH_COST,
    SEARCH_CACHE_SECONDS,
    GOODS_CACHE_SECONDS,
    PAGE_CACHE_SECONDS,
    embedded,
    production,
  }
}

function readOrCreateSecret(dataDir: string, name: string): string {
  const dir = path.resolve(dataDir, 'secrets')
  const file = path.join(dir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** The only configuration the browser may see (spec §9: maps key, map switch, CDN flag). */
export function publicConfig(config: Config): PublicConfig {
  return {
    englishSiteUrl: config.ENGLISH_SITE_URL ?? null,
    goodsDepotUrl: config.GOODS_DEPOT_URL ?? null,
    publicOrigin: config.PUBLIC_ORIGIN,
    maps: { key: config.MAPS_KEY, enabled: config.MAP_ENABLED },
    cdn: config.CDN_ENABLED,
  }
}
