import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { md5Upper } from '../modules/tracking/kuaidi100.ts'

/** One event as Kuaidi100 writes it (Beijing time, no zone). */
export interface StandinEvent {
  time: string
  context: string
  areaName?: string
  status?: string
}

export interface StandinSubscription {
  company: string
  number: string
  from: string
  to: string
  key: string
  parameters: Record<string, string>
}

/** Delivers a push to the callback address (tests: `app.inject`; the journey: a real POST). */
export type Deliver = (url: string, form: string) => Promise<{ status: number; body: string }>

export const realDeliver: Deliver = async (url, form) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })
  return { status: response.status, body: await response.text() }
}

async function readForm(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * A local stand-in for Kuaidi100's endpoints, answering as its published API documents them
 * (modules/tracking/kuaidi100.ts has the rules): `POST /poll` subscribes (key checked; 501 for a number
 * already subscribed; `refuseNext` makes it answer a given refusal once), `POST /poll/query.do`
 * answers a real-time query (sign `MD5(param + key + customer)` checked), and `push()` sends the
 * subscriber a push signed with the salt it subscribed with, the whole trace newest first.
 */
export async function startKuaidi100Standin(options: { key: string; customer: string; deliver: Deliver }) {
  const subscriptions = new Map<string, StandinSubscription>()
  const traces = new Map<string, { events: StandinEvent[]; state: string }>()
  const queries: Record<string, unknown>[] = []
  const refusals: { returnCode: string; message: string }[] = []
  /** Subscriptions to receive and never answer (a provider that hangs while its caller dies). */
  const holds: ((number: string) => void)[] = []

  const answer = (res: import('node:http').ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' })
    res.end(JSON.stringify(body))
  }

  const server: Server = createServer(async (req, res) => {
    const form = await readForm(req)
    if (req.method === 'POST' && req.url === '/poll') {
      let param: StandinSubscription
      try {
        param = JSON.parse(form.get('param') ?? '')
      } catch {
        return answer(res, {
          result: false,
          returnCode: '700',
          message: '订阅方的订阅数据存在错误（如不支持的快递公司、单号为空、单号超长等）或错误的回调地址',
        })
      }
      if (form.get('schema') !== 'json')
        return answer(res, { result: false, returnCode: '700', message: 'schema' })
      if (param.key !== options.key) {
        return answer(res, {
          result: false,
          returnCode: '600',
          message: '您不是合法的订阅者（即授权Key出错）',
        })
      }
      const parameters = param.parameters ?? {}
      if (
        !param.number ||
        param.number.length > 32 ||
        !parameters.callbackurl ||
        (!param.company && parameters.autoCom !== '1')
      ) {
        return answer(res, {
          result: false,
          returnCode: '700',
          message: '订阅方的订阅数据存在错误（如不支持的快递公司、单号为空、单号超长等）或错误的回调地址',
        })
      }
      const hold = holds.shift()
      if (hold) {
        hold(param.number)
        return
      }
      const refusal = refusals.shift()
      if (refusal) return answer(res, { result: false, ...refusal })
      if (subscriptions.has(param.number))
        return answer(res, { result: false, returnCode: '501', message: 'POLL:重复订阅' })
      subscriptions.set(param.number, param)
      return answer(res, { result: true, returnCode: '200', message: '提交成功' })
    }
    if (req.method === 'POST' && req.url === '/poll/query.do') {
      const param = form.get('param') ?? ''
      if (
        form.get('customer') !== options.customer ||
        form.get('sign') !== md5Upper(param + options.key + options.customer)
      ) {
        return answer(res, { result: false, returnCode: '601', message: 'POLL:KEY已过期或者签名错误' })
      }
      const parsed = JSON.parse(param) as { com: string; num: string }
      queries.push(parsed)
      const trace = traces.get(parsed.num)
      if (!trace)
        return answer(res, { result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' })
      return answer(res, {
        message: 'ok',
        nu: parsed.num,
        ischeck: trace.state === '3' ? '1' : '0',
        condition: 'F00',
        com: parsed.com,
        status: '200',
        state: trace.state,
        data: newestFirst(trace.events),
      })
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    subscriptions,
    queries,
    /** The next subscription is refused with this code and message. */
    refuseNext(returnCode: string, message: string) {
      refusals.push({ returnCode, message })
    },
    /**
     * The next subscription is received and never answered (its caller times out or dies); resolves
     * with its number once it arrives.
     */
    holdNext(): Promise<string> {
      return new Promise((resolve) => holds.push(resolve))
    },
    /** What the carrier knows of a number: queries answer it. */
    setTrace(number: string, events: StandinEvent[], state: string) {
      traces.set(number, { events, state })
    },
    /** The param and sign of a push (tests forge from these). */
    pushForm(
      number: string,
      push: { events: StandinEvent[]; state: string; status?: string; message?: string; salt?: string },
    ) {
      const sub = subscriptions.get(number)
      if (!sub) throw new Error(`stand-in: ${number} is not subscribed`)
      const param = JSON.stringify({
        status: push.status ?? (push.state === '3' ? 'shutdown' : 'polling'),
        billstatus: '',
        message: push.message ?? '',
        autoCheck: '0',
        comOld: '',
        comNew: '',
        lastResult: {
          message: 'ok',
          state: push.state,
          status: '200',
          condition: 'F00',
          ischeck: push.state === '3' ? '1' : '0',
          com: sub.company,
          nu: number,
          data: newestFirst(push.events),
        },
      })
      const salt = push.salt ?? sub.parameters.salt ?? ''
      return { callback: sub.parameters.callbackurl, param, sign: md5Upper(param + salt) }
    },
    /** Pushes a number's trace to its subscriber, signed as Kuaidi100 signs it. */
    async push(
      number: string,
      push: { events: StandinEvent[]; state: string; status?: string; message?: string },
    ) {
      const { callback, param, sign } = this.pushForm(number, push)
      return options.deliver(callback, new URLSearchParams({ param, sign }).toString())
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function newestFirst(events: StandinEvent[]) {
  return [...events]
    .sort((a, b) => (a.time < b.time ? 1 : -1))
    .map((e) => ({
      context: e.context,
      time: e.time,
      ftime: e.time,
      status: e.status ?? '',
      areaName: e.areaName ?? '',
    }))
}

export type Kuaidi100Standin = Awaited<ReturnType<typeof startKuaidi100Standin>>
