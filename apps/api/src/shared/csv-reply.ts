import { chinaDayCompact } from '@silk/contracts/china-time'
import type { FastifyReply } from 'fastify'

/** `name-yyyymmdd.csv`, by today's date in GMT+8 (the day an export was taken). */
export const datedCsvName = (name: string) => `${name}-${chinaDayCompact()}.csv`

/**
 * Answers a CSV download: the body as written (UTF-8 with its byte order mark, so Excel reads the
 * Chinese), saved under `fileName`, never cached (it holds people's names and addresses).
 */
export function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body)
}
