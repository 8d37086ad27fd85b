/**
 * The one money formatter, shared by API and web. Money is integer fen (decision 004); the contract
 * sends yuan numbers, which `fenOf` turns back into exact fen from their decimal text, so no amount is
 * ever multiplied or divided as a float.
 */

const grouped = new Intl.NumberFormat('en-US', { useGrouping: true })
const plain = new Intl.NumberFormat('en-US', { useGrouping: false })

/** 123456 fen → "¥1,234.56"; `sign: ''` for a bare number, `grouping: false` for "1234.56" (logs, JSON-LD). */
export function formatFen(
  fen: number,
  { sign = '¥', grouping = true }: { sign?: string; grouping?: boolean } = {},
) {
  if (!Number.isSafeInteger(fen)) throw new Error(`money must be integer fen, got ${fen}`)
  const abs = Math.abs(fen)
  const yuan = (abs - (abs % 100)) / 100
  const cents = String(abs % 100).padStart(2, '0')
  return `${sign}${fen < 0 ? '-' : ''}${(grouping ? grouped : plain).format(yuan)}.${cents}`
}

/**
 * Exact fen of a yuan amount as the contract sends it (12, 12.5, "-3.20"); 0 when missing or malformed,
 * so a page shows ¥0.00 rather than failing. Amounts with more than two decimals round half away from 0.
 */
export function fenOf(yuan: number | string | null | undefined): number {
  const text = typeof yuan === 'number' ? (Number.isFinite(yuan) ? yuan.toFixed(2) : '') : (yuan ?? '').trim()
  const m = /^(-?)(\d{1,13})(?:\.(\d{1,2})(\d*))?$/.exec(text)
  if (!m) return 0
  const fen =
    Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0')) + ((m[4] ?? '').charAt(0) >= '5' ? 1 : 0)
  return m[1] === '-' ? -fen : fen
}
