import { crc32, deflateRawSync } from 'node:zlib'

/**
 * Files as the gateways publish their bills (decision 149), for the simulators: GBK text and a zip
 * whose names are GBK bytes without the UTF-8 flag, as Alipay's bill zips are.
 */

let gbkTable: Map<string, number[]> | null = null

/** GBK bytes of a text, from the WHATWG GBK decoder's own table (every two-byte code it reads). */
export function gbkEncode(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map()
    const decoder = new TextDecoder('gbk', { fatal: true })
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue
        try {
          const ch = decoder.decode(new Uint8Array([lead, trail]))
          if (!gbkTable.has(ch)) gbkTable.set(ch, [lead, trail])
        } catch {
          // not a GBK code
        }
      }
  }
  const out: number[] = []
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    if (code < 0x80) out.push(code)
    else {
      const bytes = gbkTable.get(ch)
      if (!bytes) throw new Error(`no GBK code for ${ch}`)
      out.push(...bytes)
    }
  }
  return Buffer.from(out)
}

/** A zip of deflated files whose names are given as raw bytes (no UTF-8 flag), as Alipay writes them. */
export function zipFiles(files: { name: Buffer; data: Buffer }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const body = deflateRawSync(file.data)
    const crc = crc32(file.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0, 6) // flags: no UTF-8 bit, the name is GBK
    local.writeUInt16LE(8, 8) // deflate
    local.writeUInt32LE(0, 10) // time and date: 1980-01-01 00:00
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(body.length, 18)
    local.writeUInt32LE(file.data.length, 22)
    local.writeUInt16LE(file.name.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(0, 12)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(body.length, 20)
    central.writeUInt32LE(file.data.length, 24)
    central.writeUInt16LE(file.name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, file.name, body)
    centrals.push(central, file.name)
    offset += local.length + file.name.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** `yyyy-MM-dd HH:mm:ss` in China time and the China day of a moment, as the bills write them. */
export { chinaDateTime, chinaDay } from '@silk/contracts/china-time'
