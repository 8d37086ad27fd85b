import type { Config } from '../../config.ts'
import { alipayConfigured, alipayProvider } from './alipay.ts'
import { type OnlineMethod, type PaymentProvider, sandboxProvider } from './provider.ts'
import { wechatConfigured, wechatProvider } from './wechat.ts'

type Providers = Record<OnlineMethod, PaymentProvider> & { sandbox: PaymentProvider }
const cache = new WeakMap<Config, Providers>()

/** Where gateways send notifications and buyers come back to. */
export const notifyOrigin = (config: Config) =>
  (config.PAYMENT_NOTIFY_ORIGIN ?? config.PUBLIC_ORIGIN).replace(/\/+$/, '')

/**
 * The provider of each online method (decision 141): the real gateway when its keys are configured,
 * else the sandbox. Built once per configuration (the keys are parsed once).
 */
function providers(config: Config): Providers {
  let found = cache.get(config)
  if (!found) {
    const sandbox = sandboxProvider(config)
    found = {
      sandbox,
      ALIPAY: alipayConfigured(config) ? alipayProvider(config, notifyOrigin(config)) : sandbox,
      WECHAT: wechatConfigured(config) ? wechatProvider(config, notifyOrigin(config)) : sandbox,
    }
    cache.set(config, found)
  }
  return found
}

export const providerFor = (config: Config, method: OnlineMethod): PaymentProvider =>
  providers(config)[method]

/** The provider that took a payment, by the name recorded on it. */
export function providerNamed(config: Config, name: string): PaymentProvider {
  const all = providers(config)
  const found = [all.ALIPAY, all.WECHAT, all.sandbox].find((p) => p.name === name)
  if (!found) throw new Error(`payment provider ${name} is not configured`)
  return found
}

/** The online methods that are only a demo (the sandbox) under this configuration. */
export const demoMethods = (config: Config): OnlineMethod[] =>
  (['ALIPAY', 'WECHAT'] as const).filter((m) => providers(config)[m].demo)
