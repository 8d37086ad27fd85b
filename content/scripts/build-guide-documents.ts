/**
 * Generates each guide's downloads (spec §3 ServiceBag) under apps/web/public/downloads/guides/:
 * a market-entry checklist PDF in Chinese and in English (Noto Sans CJK embedded as a subset) and a
 * bilingual key-data CSV. Run: npx tsx content/scripts/build-guide-documents.ts
 */
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { GUIDE_SOURCES } from '../guides/guides.ts'
import { type Guide, type GuideLang, localiseGuide } from '../guides/localise.ts'
import { checklistSteps, keyDataRows } from './document-content.ts'
import { glyphSafe } from './pdf-text.ts'

const PUBLIC = path.resolve(import.meta.dirname, '../../apps/web/public')
const CJK_FONT = process.env.CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
const safe = glyphSafe(CJK_FONT, 'NotoSansCJKsc-Regular')
/** Writes text in the given registered font, limited to glyphs the font has. */
const write = (
  doc: PDFKit.PDFDocument,
  font: string,
  text: string,
  options: PDFKit.Mixins.TextOptions = {},
) => doc.font(font).text(safe(text), options)
const NAVY = '#0b2545'
const GOLD = '#c9a227'
const INK = '#3b4253'

function writePdf(guide: Guide, file: string): Promise<void> {
  const zh = guide.lang === 'zh'
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: zh ? `${guide.name}市场准入清单` : `${guide.name} market-entry checklist`,
      Author: zh ? '丝路之舟' : 'Silk Road Ark',
      Subject: guide.tagline,
      // Fixed dates keep regenerated files byte-stable in git.
      CreationDate: new Date('2026-11-01T00:00:00Z'),
      ModDate: new Date('2026-11-01T00:00:00Z'),
    },
  })
  doc.registerFont('body', CJK_FONT, 'NotoSansCJKsc-Regular')
  // One weight only: each embedded CJK subset weighs ~100 KB, so headings use size and colour instead.
  doc.registerFont('bold', CJK_FONT, 'NotoSansCJKsc-Regular')
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file)
    out.on('finish', resolve)
    out.on('error', reject)
    doc.pipe(out)
  })

  doc.rect(0, 0, doc.page.width, 110).fill(NAVY)
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(22)
    .text(zh ? `${guide.name}市场准入清单` : `${guide.name}: market-entry checklist`, 56, 36)
  doc
    .fillColor(GOLD)
    .font('body')
    .fontSize(11)
    .text(zh ? '丝路之舟 · 出海指南' : 'Silk Road Ark · Country guides', 56, 72)
  doc.moveDown(3).fillColor(INK)

  const heading = (text: string) => {
    doc.moveDown(0.8).font('bold').fontSize(14).fillColor(NAVY).text(text)
    doc.moveDown(0.3).font('body').fontSize(10.5).fillColor(INK)
  }

  doc.fontSize(11).fillColor(INK)
  doc.x = 56
  doc.y = 130
  write(doc, 'body', guide.tagline, { width: doc.page.width - 112 })
  heading(zh ? '一、基本信息' : '1. Key facts')
  const colon = zh ? '：' : ': '
  for (const row of keyDataRows(guide)) write(doc, 'body', `${row.label}${colon}${row.value}`, { lineGap: 2 })

  heading(zh ? '二、准入步骤' : '2. Market-entry steps')
  checklistSteps(guide).forEach((step, index) => {
    // A drawn tick box: the CJK font has no ☐ glyph.
    doc
      .rect(doc.x, doc.y + 4, 9, 9)
      .lineWidth(0.8)
      .stroke(NAVY)
    write(doc, 'bold', `     ${index + 1}. ${step.title}`, { lineGap: 1 })
    write(doc, 'body', step.text, { indent: 18, lineGap: 2 })
    doc.moveDown(0.3)
  })

  heading(zh ? '三、主要口岸' : '3. Main gateways')
  for (const port of guide.ports)
    write(doc, 'body', `• ${port.title}${colon}${port.description}`, { lineGap: 2 })

  heading(zh ? '四、商务礼仪提示' : '4. Business etiquette')
  for (const item of guide.customs) write(doc, 'body', `• ${item.title}${colon}${item.text}`, { lineGap: 2 })

  doc
    .moveDown(1.2)
    .fontSize(9)
    .fillColor('#6b7385')
    .text(
      zh
        ? '数据说明：人口与 GDP 注明统计年份与来源；政策以目的国主管部门最新公告为准。更新：2026 年 11 月。'
        : 'Figures give their year and source; policies follow the latest notices of the destination country’s authorities. Updated November 2026.',
    )
  doc.end()
  return done
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

function writeCsv(zhGuide: Guide, enGuide: Guide, file: string) {
  const zhRows = keyDataRows(zhGuide)
  const enRows = keyDataRows(enGuide)
  const lines = [['字段 Field', '中文', 'English']]
  zhRows.forEach((row, i) => {
    lines.push([`${row.label} ${enRows[i].label}`, row.value, enRows[i].value])
  })
  // BOM so that spreadsheet software opens the UTF-8 Chinese text correctly.
  writeFileSync(file, `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`)
}

const outDir = path.join(PUBLIC, 'downloads/guides')
mkdirSync(outDir, { recursive: true })
for (const source of GUIDE_SOURCES) {
  const guides = Object.fromEntries(
    (['zh', 'en'] as GuideLang[]).map((lang) => [lang, localiseGuide(source, lang)]),
  ) as Record<GuideLang, Guide>
  for (const bag of guides.zh.downloads) {
    const file = path.join(PUBLIC, bag.path)
    if (bag.path.endsWith('-zh.pdf')) await writePdf(guides.zh, file)
    else if (bag.path.endsWith('-en.pdf')) await writePdf(guides.en, file)
    else if (bag.path.endsWith('.csv')) writeCsv(guides.zh, guides.en, file)
    else throw new Error(`no generator for ${bag.path}`)
  }
  console.log(`documents ${source.id}`)
}
