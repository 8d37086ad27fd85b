import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'

/**
 * Password hashes: scrypt over the md5 hex the client sends (reference §5.1), stored as
 * `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` so the cost can be raised later and old hashes
 * still verify (and are upgraded at the next login). See docs/decisions (auth tokens).
 */
const R = 8
const P = 1
const KEY_LENGTH = 32

/** The contract's password field: md5 of the plain password, 32 hex characters. */
export const PASSWORD_DIGEST = /^[a-fA-F0-9]{32}$/

/**
 * Hashes run at most one per core (and libuv has four threads). Each holds 128·N·r bytes (32 MiB at
 * the default cost) and a libuv thread for tens of milliseconds; more at once only wait inside libuv,
 * holding their memory and the threads that file reads and compression share. On two cores two at a
 * time sign in as many members a second as four, with half the memory (decision 022, session 30).
 */
const HASHES_AT_ONCE = Math.max(1, Math.min(availableParallelism(), 4))
let hashing = 0
const waiting: (() => void)[] = []

/** Hashes running now (for tests). */
export const hashesRunning = () => hashing

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < HASHES_AT_ONCE) hashing++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await work()
  } finally {
    // The turn passes to the next in line as it is; with no one waiting it is given back.
    const next = waiting.shift()
    if (next) next()
    else hashing--
  }
}

function derive(secret: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        // scrypt needs 128·N·r bytes; raise the 32 MiB default so higher costs still run.
        scrypt(secret, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
          err ? reject(err) : resolve(key),
        )
      }),
  )
}

export async function hashPassword(digest: string, log2N: number): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(digest.toLowerCase(), salt, log2N, R, P)
  return ['scrypt', log2N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(digest: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [log2N, r, p] = parts.slice(1, 4).map(Number)
  const expected = Buffer.from(parts[5], 'base64')
  const key = await derive(digest.toLowerCase(), Buffer.from(parts[4], 'base64'), log2N, r, p)
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** True when the stored hash was made with a different cost than the configured one. */
export function needsRehash(stored: string, log2N: number): boolean {
  const parts = stored.split('$')
  return (
    parts[0] !== 'scrypt' || Number(parts[1]) !== log2N || Number(parts[2]) !== R || Number(parts[3]) !== P
  )
}

/**
 * A hash nobody can match, compared against when the account does not exist so that unknown
 * usernames take as long as wrong passwords (no account enumeration by timing).
 */
export async function dummyHash(log2N: number): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'), log2N)
  return dummy
}
let dummy: Promise<string> | undefined
