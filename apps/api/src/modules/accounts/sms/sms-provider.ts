import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { VerificationType } from '@silk/contracts/accounts'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../../config.ts'

export interface SmsMessage {
  mobile: string
  code: string
  type: VerificationType
}

/** Where verification codes go. A carrier gateway (Aliyun, Tencent Cloud…) implements the same. */
export interface SmsProvider {
  readonly name: string
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>
}

export const outboxFile = (config: Pick<Config, 'DATA_DIR'>) =>
  path.resolve(config.DATA_DIR, 'sms-outbox.jsonl')

/**
 * The embedded demo's provider: nothing leaves the machine. Each code is logged and appended as one
 * JSON line to DATA_DIR/sms-outbox.jsonl, where an operator (or a test) can read it.
 */
export function outboxProvider(config: Pick<Config, 'DATA_DIR'>): SmsProvider {
  const file = outboxFile(config)
  return {
    name: 'outbox',
    async send(message, log) {
      const line = {
        mobile: message.mobile,
        code: message.code,
        type: message.type,
        time: new Date().toISOString(),
      }
      await mkdir(path.dirname(file), { recursive: true })
      await appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 })
      log.warn({ sms: line }, 'SMS outbox: verification code written to sms-outbox.jsonl')
    },
  }
}

const providers = new Map<string, SmsProvider>()

export function smsProvider(config: Config): SmsProvider {
  const key = `${config.SMS_PROVIDER}:${config.DATA_DIR}`
  let provider = providers.get(key)
  if (!provider) {
    provider = outboxProvider(config)
    providers.set(key, provider)
  }
  return provider
}
