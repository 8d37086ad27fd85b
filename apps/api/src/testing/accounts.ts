import { createHash, randomBytes } from 'node:crypto'
import { nextId } from '@silk/db/ids'
import { members } from '@silk/db/schema/index'
import { hashPassword } from '../modules/accounts/password.ts'
import { startSession } from '../modules/accounts/sessions.ts'
import type { TestApp } from './app.ts'
import { humanTrack } from './slider.ts'

export const md5 = (plain: string) => createHash('md5').update(plain).digest('hex')

export interface MemberOverrides {
  username?: string
  /** The plain password; the stored hash is of its md5 as the contract's clients send it. */
  password?: string
  mobile?: string
  nickName?: string | null
  face?: string | null
  /** Upstream meaning: true = active. */
  disabled?: boolean
  point?: number
}

/**
 * A signed-in member for API tests: `t.app.inject({ method, url, headers })`.
 * Defaults: a unique username and mobile, password `Passw0rd!`.
 */
export async function createMember(t: TestApp, overrides: MemberOverrides = {}) {
  const unique = drawUnique() % 100_000_000
  const mobile = randomMobile()
  const values = {
    id: nextId(),
    username: overrides.username ?? `member${unique}`,
    password: await hashPassword(md5(overrides.password ?? 'Passw0rd!'), t.config.PASSWORD_HASH_COST),
    mobile: overrides.mobile ?? mobile,
    nickName: overrides.nickName === undefined ? `用户${String(unique).slice(-6)}` : overrides.nickName,
    face: overrides.face ?? null,
    disabled: overrides.disabled ?? true,
    point: overrides.point ?? 0,
  }
  const [member] = await t.database.db.insert(members).values(values).returning()
  const tokens = await startSession({ db: t.database.db, store: t.store, config: t.config }, member)
  const uuid = `test-${member.id}`
  return {
    member,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    headers: { accessToken: tokens.accessToken, uuid },
  }
}

/** The hole's x of a device's current slider, read where the server keeps it (in-process tests). */
export async function sliderAnswer(t: TestApp, type: string, uuid: string): Promise<number> {
  const x = await t.store.get(`captcha:slider:${type}:${uuid}`)
  if (x === null) throw new Error(`no ${type} slider for ${uuid}`)
  return Number(x)
}

const ips = new WeakMap<TestApp, string>()
/**
 * A random client IP per test app, so per-IP limits of parallel test files (and earlier runs) that
 * share one Redis never meet. Pass it as `remoteAddress` to `inject`.
 */
export function testIp(t: TestApp): string {
  let ip = ips.get(t)
  if (!ip) {
    ip = `10.${randomBytes(3).join('.')}`
    ips.set(t, ip)
  }
  return ip
}

/**
 * Counts on from a random start: distinct within a test process (drawing at random collided about
 * once in a few thousand members, failing a fixture's insert) and apart across processes sharing a
 * PostgreSQL database.
 */
let drawn = randomBytes(4).readUInt32BE(0)
const drawUnique = () => drawn++

/** A valid mobile number no other fixture of this process has used (unique indexes, Redis counters). */
export const randomMobile = () => `13${String(drawUnique() % 1e9).padStart(9, '0')}`

/** Passes the slider for `type` on device `uuid` through the real endpoints, by a hand-like drag. */
export async function passSlider(
  t: TestApp,
  type: string,
  uuid: string,
  remoteAddress = testIp(t),
): Promise<void> {
  const image = await t.app.inject({
    method: 'GET',
    url: `/common/common/slider/${type}`,
    headers: { uuid },
    remoteAddress,
  })
  if (!image.json().success) throw new Error(`no slider: ${image.body}`)
  const xPos = await sliderAnswer(t, type, uuid)
  const check = await t.app.inject({
    method: 'POST',
    url: `/common/common/slider/${type}?xPos=${xPos}&track=${encodeURIComponent(humanTrack(xPos))}`,
    headers: { uuid },
    remoteAddress,
  })
  if (!check.json().success) throw new Error(`slider not passed: ${check.body}`)
}

/** Passes the slider, asks for a code for `mobile` and returns the code that was sent. */
export async function requestSmsCode(t: TestApp, type: string, mobile: string, uuid: string, headers = {}) {
  await passSlider(t, type, uuid)
  const sent = await t.app.inject({
    method: 'GET',
    url: `/common/common/sms/${type}/${mobile}`,
    headers: { uuid, ...headers },
    remoteAddress: testIp(t),
  })
  if (!sent.json().success) throw new Error(`sms not sent: ${sent.body}`)
  const code = await t.store.get(`sms:code:${type}:${uuid}:${mobile}`)
  if (!code) throw new Error('no code stored')
  return code
}

/** Registers a new account the way the site does (SMS code, then `member/register`); its sign-in. */
export async function registerThroughApi(t: TestApp, prefix = 'reg') {
  const uuid = `${prefix}-${nextId()}`
  const mobilePhone = randomMobile()
  const code = await requestSmsCode(t, 'REGISTER', mobilePhone, uuid)
  const res = await t.app.inject({
    method: 'POST',
    url: '/buyer/passport/member/register',
    headers: { 'content-type': 'application/x-www-form-urlencoded', uuid },
    payload: new URLSearchParams({
      username: `${prefix}${nextId().slice(-8)}`,
      password: md5('Abc123456'),
      mobilePhone,
      code,
    }).toString(),
  })
  if (!res.json().success) throw new Error(`register failed: ${res.body}`)
  return res.json().result as { accessToken: string; refreshToken: string }
}
