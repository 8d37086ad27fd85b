import {
  createDecipheriv,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto'

/**
 * WeChat Pay API v3's cryptography with `node:crypto` alone (decision 141): SHA256withRSA request
 * signatures (WECHATPAY2-SHA256-RSA2048), verification of WeChat's signatures over
 * "timestamp\nnonce\nbody\n" with the key its `Wechatpay-Serial` names, and AEAD_AES_256_GCM
 * decryption of notification resources with the APIv3 key.
 */

/** The `Authorization` header of a request: signs "METHOD\nURL\ntimestamp\nnonce\nbody\n". */
export function authorization(
  merchant: { mchId: string; serial: string; privateKey: KeyObject | string },
  method: string,
  pathWithQuery: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
  nonce = randomBytes(16).toString('hex'),
): string {
  const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`
  const signature = createSign('RSA-SHA256').update(message).sign(merchant.privateKey, 'base64')
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serial}"`
}

/** WeChat's keys by the serial it names: platform certificates' serials and/or PUB_KEY_ID_…. */
export type WechatVerifiers = Map<string, KeyObject>

export function verifiersOf(input: {
  certificates: string[]
  publicKey?: string
  publicKeyId?: string
}): WechatVerifiers {
  const keys: WechatVerifiers = new Map()
  for (const pem of input.certificates) {
    const cert = new X509Certificate(pem)
    keys.set(cert.serialNumber.toUpperCase(), cert.publicKey)
  }
  if (input.publicKey && input.publicKeyId) keys.set(input.publicKeyId, createPublicKey(input.publicKey))
  return keys
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name.toLowerCase()] ?? headers[name]
  return Array.isArray(v) ? v[0] : v
}

/** How far a signed timestamp may be from our clock (WeChat's guidance: five minutes). */
export const MAX_SKEW_SECONDS = 300

/**
 * Whether a response or notification carries WeChat's valid signature over its raw body, from a key
 * we hold, within five minutes of now. A serial we do not know fails (no key is fetched on the fly).
 */
export function verifyWechatSignature(
  verifiers: WechatVerifiers,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = Date.now(),
): boolean {
  const timestamp = header(headers, 'Wechatpay-Timestamp')
  const nonce = header(headers, 'Wechatpay-Nonce')
  const signature = header(headers, 'Wechatpay-Signature')
  const serial = header(headers, 'Wechatpay-Serial')
  if (!timestamp || !nonce || !signature || !serial || !/^\d{1,12}$/.test(timestamp)) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return false
  const key = verifiers.get(serial) ?? verifiers.get(serial.toUpperCase())
  if (!key) return false
  try {
    return createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(key, signature, 'base64')
  } catch {
    return false
  }
}

export interface EncryptedResource {
  algorithm: string
  ciphertext: string
  associated_data?: string
  nonce: string
}

/** Decrypts a notification's `resource` (the last 16 bytes of the ciphertext are the GCM tag); throws when it was tampered with. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${resource.algorithm}`)
  const data = Buffer.from(resource.ciphertext, 'base64')
  if (data.length < 17) throw new Error('ciphertext too short')
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  )
  decipher.setAuthTag(data.subarray(data.length - 16))
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  )
}
