import { createHash, timingSafeEqual } from 'node:crypto'
import { parseChinaDateTime } from '@silk/contracts/china-time'
import type { ParcelState } from '@silk/db/schema/tracking'
import { z } from 'zod'
import type { ParcelRef, SubscribeOutcome, TraceEvent, TraceReport, TrackingProvider } from './provider.ts'

/**
 * Kuaidi100 (快递100), as its published API documents it (decision 147):
 * - subscribe: `POST /poll`, form `schema=json&param={company, number, from, to, key, parameters:
 *   {callbackurl, salt, resultv2, phone, autoCom}}`, answer `{result, returnCode, message}`
 *   (200 accepted, 501 already subscribed; 500 a fault of theirs; 600/601 key refused or expired;
 *   700/701/702 bad data, carrier refused, carrier not found);
 * - push: `POST callbackurl`, form `param=<json>&sign=MD5(param + salt)` upper-case hex, the JSON
 *   `{status: polling|shutdown|abort|updateall, message, autoCheck, comOld, comNew, lastResult: {state,
 *   ischeck, com, nu, data: [{time, ftime, context, status, areaName}]}}` with the whole trace, newest
 *   first; we answer `{"result":true,"returnCode":"200","message":"成功"}` (anything else is retried);
 * - query: `POST /poll/query.do`, form `customer`, `param={com, num, phone, from, to, resultv2, show,
 *   order}`, `sign=MD5(param + key + customer)` upper-case; answer `{message: "ok", status: "200",
 *   state, ischeck, com, nu, data}` or `{result: false, returnCode, message}`.
 * Times are Beijing time without a zone.
 */
export interface Kuaidi100Options {
  key: string
  customer: string
  /** https://poll.kuaidi100.com, or a test's stand-in. */
  baseUrl: string
  timeoutMs?: number
}

export const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase()

const Event = z.object({
  time: z.string().optional(),
  ftime: z.string().optional(),
  context: z.string().default(''),
  status: z.string().optional(),
  statusCode: z.string().optional(),
  areaName: z.string().nullish(),
})

const Result = z.object({
  state: z.union([z.string(), z.number()]).optional(),
  ischeck: z.union([z.string(), z.number()]).optional(),
  com: z.string().optional(),
  nu: z.string().optional(),
  data: z.array(Event).default([]),
})

const Push = z.object({
  status: z.string().default('polling'),
  message: z.string().optional(),
  autoCheck: z.union([z.string(), z.number()]).optional(),
  comOld: z.string().optional(),
  comNew: z.string().optional(),
  lastResult: Result,
})

const QueryAnswer = Result.extend({
  message: z.string().optional(),
  status: z.union([z.string(), z.number()]).optional(),
  result: z.boolean().optional(),
  returnCode: z.union([z.string(), z.number()]).optional(),
})

const SubscribeAnswer = z.object({
  result: z.boolean().optional(),
  returnCode: z.union([z.string(), z.number()]),
  message: z.string().default(''),
})

/**
 * Kuaidi100's state codes onto ours: 1 揽收; 0 在途, 7 转投, 8 and 10–12 customs on the way; 5 派件;
 * 3 签收; 2 疑难, 13 清关异常, 14 拒签 → problem; 4 退签, 6 退回 → returned. The finer codes
 * (resultv2: 101, 1001, 301…) fall under their first digit.
 */
export function kuaidi100State(
  code: string | number | undefined,
  ischeck?: string | number,
): ParcelState | null {
  const text = code === undefined ? '' : String(code).trim()
  const exact: Record<string, ParcelState> = {
    '0': 'IN_TRANSIT',
    '1': 'COLLECTED',
    '2': 'PROBLEM',
    '3': 'SIGNED',
    '4': 'RETURNED',
    '5': 'DELIVERING',
    '6': 'RETURNED',
    '7': 'IN_TRANSIT',
    '8': 'IN_TRANSIT',
    '10': 'IN_TRANSIT',
    '11': 'IN_TRANSIT',
    '12': 'IN_TRANSIT',
    '13': 'PROBLEM',
    '14': 'PROBLEM',
  }
  if (exact[text]) return exact[text]
  if (/^10\d\d$/.test(text)) return 'IN_TRANSIT'
  if (/^[1-8]\d\d$/.test(text)) return exact[text[0]] ?? null
  return String(ischeck ?? '') === '1' ? 'SIGNED' : null
}

/** "2024-05-06 10:11:12" in Beijing time; null when it is not such a time. */
export function beijingTime(text: string | undefined): Date | null {
  const match = text?.trim().match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/)
  if (!match) return null
  return parseChinaDateTime(`${match[1]} ${match[2]}`)
}

function events(data: z.infer<typeof Event>[]): TraceEvent[] {
  const out: TraceEvent[] = []
  for (const e of data) {
    const time = beijingTime(e.ftime) ?? beijingTime(e.time)
    const context = e.context.trim().slice(0, 500)
    if (!time || !context) continue
    out.push({
      time,
      context,
      providerState: e.statusCode?.slice(0, 8) ?? null,
      areaName: e.areaName?.slice(0, 100) || null,
    })
  }
  return out
}

function sameText(a: string, b: string) {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export function kuaidi100Provider(options: Kuaidi100Options): TrackingProvider {
  const base = options.baseUrl.replace(/\/+$/, '')
  const timeout = options.timeoutMs ?? 10_000
  const post = async (path: string, form: Record<string, string>) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeout),
    })
    if (!response.ok) throw new Error(`kuaidi100 ${path}: HTTP ${response.status}`)
    return (await response.json()) as unknown
  }

  return {
    name: 'kuaidi100',

    async subscribe(parcel: ParcelRef, callbackUrl: string): Promise<SubscribeOutcome> {
      const parameters: Record<string, string> = { callbackurl: callbackUrl, resultv2: '1' }
      if (parcel.salt) parameters.salt = parcel.salt
      if (parcel.phone) parameters.phone = parcel.phone
      if (!parcel.providerCom) parameters.autoCom = '1'
      const param = JSON.stringify({
        company: parcel.providerCom ?? '',
        number: parcel.trackingNo,
        from: parcel.from ?? '',
        to: parcel.to ?? '',
        key: options.key,
        parameters,
      })
      let answer: z.infer<typeof SubscribeAnswer>
      try {
        answer = SubscribeAnswer.parse(await post('/poll', { schema: 'json', param }))
      } catch (err) {
        return { ok: false, code: 'NETWORK', message: (err as Error).message.slice(0, 200), retry: true }
      }
      const code = String(answer.returnCode)
      // 501: this number is already subscribed (a retry after a lost answer): it is being watched.
      if (code === '200' || code === '501') return { ok: true }
      return { ok: false, code, message: answer.message.slice(0, 200), retry: code === '500' }
    },

    verifyPush(body: Record<string, unknown>, parcel: Pick<ParcelRef, 'salt'>): TraceReport | null {
      const param = typeof body.param === 'string' ? body.param : null
      const sign = typeof body.sign === 'string' ? body.sign.trim().toUpperCase() : null
      if (!param || !sign || !parcel.salt) return null
      if (!sameText(md5Upper(param + parcel.salt), sign)) return null
      let json: unknown
      try {
        json = JSON.parse(param)
      } catch {
        return null
      }
      const push = Push.safeParse(json)
      if (!push.success) return null
      const { lastResult } = push.data
      return {
        trackingNo: lastResult.nu ?? '',
        providerCom: push.data.comNew || lastResult.com || null,
        state: kuaidi100State(lastResult.state, lastResult.ischeck),
        events: events(lastResult.data),
        ended: push.data.status === 'shutdown',
        aborted: push.data.status === 'abort',
        message: push.data.message?.slice(0, 200) || null,
      }
    },

    async query(parcel: ParcelRef): Promise<TraceReport | null> {
      if (!parcel.providerCom || !options.customer) return null
      const param = JSON.stringify({
        com: parcel.providerCom,
        num: parcel.trackingNo,
        phone: parcel.phone ?? '',
        from: parcel.from ?? '',
        to: parcel.to ?? '',
        resultv2: '1',
        show: '0',
        order: 'desc',
      })
      const sign = md5Upper(param + options.key + options.customer)
      const answer = QueryAnswer.parse(
        await post('/poll/query.do', { customer: options.customer, sign, param }),
      )
      if (answer.result === false || String(answer.status ?? '') !== '200') {
        throw new Error(`kuaidi100 query ${answer.returnCode ?? ''}: ${answer.message ?? ''}`.slice(0, 200))
      }
      return {
        trackingNo: answer.nu ?? parcel.trackingNo,
        providerCom: answer.com ?? parcel.providerCom,
        state: kuaidi100State(answer.state, answer.ischeck),
        events: events(answer.data),
        ended: String(answer.ischeck ?? '') === '1',
        aborted: false,
        message: null,
      }
    },
  }
}
