import { createCipheriv, createSign, generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { authorization, decryptResource, verifyWechatSignature } from './wechat-crypto.ts'

const key = '0123456789abcdef0123456789abcdef'
function encrypt(plain: string, nonce: string, aad: string) {
  const c = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce))
  c.setAAD(Buffer.from(aad))
  return Buffer.concat([c.update(plain), c.final(), c.getAuthTag()]).toString('base64')
}

describe('WeChat Pay v3 cryptography', () => {
  it('decrypts a resource and refuses a tampered ciphertext, nonce or associated data', () => {
    const ciphertext = encrypt('{"out_trade_no":"P1"}', 'fdasflkja484', 'transaction')
    const resource = {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext,
      nonce: 'fdasflkja484',
      associated_data: 'transaction',
    }
    expect(decryptResource(key, resource)).toBe('{"out_trade_no":"P1"}')
    const bytes = Buffer.from(ciphertext, 'base64')
    bytes[0] ^= 1
    expect(() => decryptResource(key, { ...resource, ciphertext: bytes.toString('base64') })).toThrow()
    expect(() => decryptResource(key, { ...resource, nonce: 'fdasflkja485' })).toThrow()
    expect(() => decryptResource(key, { ...resource, associated_data: 'refund' })).toThrow()
    expect(() => decryptResource(key, { ...resource, algorithm: 'AES_256_CBC' })).toThrow()
  })

  it('signs requests in the documented message layout and verifies answers within five minutes', () => {
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const header = authorization(
      {
        mchId: '1900009191',
        serial: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
        privateKey: merchant.privateKey,
      },
      'POST',
      '/v3/pay/transactions/native',
      '{"a":1}',
      1554208460,
      '593BEC0C930BF1AFEB40B4A08C8FB242',
    )
    const signature = /signature="([^"]+)"/.exec(header)?.[1] ?? ''
    const expected = createSign('RSA-SHA256')
      .update('POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"a":1}\n')
      .sign(merchant.privateKey, 'base64')
    expect(signature).toBe(expected)
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",/,
    )

    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const verifiers = new Map([['PUB_KEY_ID_01', platform.publicKey]])
    const now = 1_700_000_000_000
    const sign = (ts: number, body: string) => ({
      'wechatpay-timestamp': String(ts),
      'wechatpay-nonce': 'n',
      'wechatpay-serial': 'PUB_KEY_ID_01',
      'wechatpay-signature': createSign('RSA-SHA256')
        .update(`${ts}\nn\n${body}\n`)
        .sign(platform.privateKey, 'base64'),
    })
    expect(verifyWechatSignature(verifiers, sign(now / 1000 - 299, '{}'), '{}', now)).toBe(true)
    expect(verifyWechatSignature(verifiers, sign(now / 1000 - 301, '{}'), '{}', now)).toBe(false)
    expect(verifyWechatSignature(verifiers, sign(now / 1000, '{}'), '{} ', now)).toBe(false)
    expect(verifyWechatSignature(new Map(), sign(now / 1000, '{}'), '{}', now)).toBe(false)
  })
})
