import { CurrencyRates } from '@silk/contracts/currency'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { publicRates } from '../../modules/currency/rates.ts'
import { ok } from '../../shared/envelope.ts'

/** Display currencies (decision 130): the rates the header's selector offers; CNY stays the price. */
export async function currencyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/common/common/currency',
    {
      config: { sameForEveryone: true },
      schema: {
        tags: ['common'],
        summary: '展示币种汇率（仅用于参考价，结算为人民币）',
        response: { 200: envelope(CurrencyRates) },
      },
    },
    async (req) => ok(await publicRates(req.ctx())),
  )
}
