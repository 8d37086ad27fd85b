import type { SensitiveWordForm } from '@silk/contracts/chat'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { chatSensitiveWords } from '@silk/db/schema/index'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { memoize } from '../../shared/memo.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

/**
 * How long a node keeps the word list: an operator's edit reaches every node's messages within
 * this, without a message paying for a query.
 */
const WORDS_TTL_MS = 10_000

const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One expression for the whole list (longest words first, so a longer word wins over its prefix). */
const loadPattern = memoize(async (db: DbOrTx): Promise<RegExp | null> => {
  const rows = await db.select({ word: chatSensitiveWords.word }).from(chatSensitiveWords)
  if (rows.length === 0) return null
  const words = rows.map((r) => r.word).sort((a, b) => b.length - a.length)
  return new RegExp(words.map(literal).join('|'), 'giu')
}, WORDS_TTL_MS)

/** The text with every listed word replaced by as many `*`, and whether anything was. */
export async function maskSensitive(db: DbOrTx, text: string): Promise<{ text: string; masked: boolean }> {
  const pattern = await loadPattern(db)
  if (!pattern) return { text, masked: false }
  let masked = false
  const out = text.replace(pattern, (word) => {
    masked = true
    return '*'.repeat([...word].length)
  })
  return { text: out, masked }
}

/** `GET /manager/im/sensitiveWord` */
export async function listSensitiveWords(ctx: ManagerCtx, query: { pageNumber: number; pageSize: number }) {
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(chatSensitiveWords)
      .orderBy(desc(chatSensitiveWords.createTime), desc(chatSensitiveWords.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(chatSensitiveWords),
  ])
  const records = rows.map((r) => ({
    id: r.id,
    word: r.word,
    createTime: formatDateTime(r.createTime) ?? '',
  }))
  return toPage(records, total, query)
}

/** `POST /manager/im/sensitiveWord?word=`: logged; on every node's messages within 10 s. */
export async function addSensitiveWord(ctx: ManagerCtx, form: z.infer<typeof SensitiveWordForm>) {
  const word = form.word
  const result = await adminWrite(ctx, { action: 'chat.word.create', target: word }, async (tx) => {
    const [exists] = await tx
      .select({ id: chatSensitiveWords.id })
      .from(chatSensitiveWords)
      .where(sql`lower(${chatSensitiveWords.word}) = lower(${word})`)
    if (exists) throw new BizError('CHAT_WORD_EXISTS')
    const id = nextId()
    await tx.insert(chatSensitiveWords).values({ id, word })
    return { after: { word }, result: { id, word, createTime: formatDateTime(new Date()) ?? '' } }
  })
  loadPattern.clear()
  return result
}

/** `DELETE /manager/im/sensitiveWord/{id}` */
export async function deleteSensitiveWord(ctx: ManagerCtx, id: string) {
  await adminWrite(ctx, { action: 'chat.word.delete', target: id }, async (tx) => {
    const [row] = await tx.delete(chatSensitiveWords).where(eq(chatSensitiveWords.id, id)).returning()
    if (!row) throw new BizError('CHAT_WORD_NOT_EXIST')
    return { before: { word: row.word }, result: null }
  })
  loadPattern.clear()
}
