import type { Db } from '../client.ts'
import { nextId } from '../ids.ts'
import { logistics } from '../schema/system.ts'

/** Real carriers a cross-border shop ships with: domestic express first, then international. */
const CARRIERS: [code: string, name: string, international: boolean][] = [
  ['SF', '顺丰速运', false],
  ['JD', '京东物流', false],
  ['EMS', '中国邮政EMS', false],
  ['YZPY', '邮政快递包裹', false],
  ['ZTO', '中通快递', false],
  ['YTO', '圆通速递', false],
  ['STO', '申通快递', false],
  ['YD', '韵达速递', false],
  ['JTSD', '极兔速递', false],
  ['DBL', '德邦快递', false],
  ['SFGJ', '顺丰国际', true],
  ['CAINIAO', '菜鸟国际', true],
  ['4PX', '递四方', true],
  ['YUNEXPRESS', '云途物流', true],
  ['DHL', 'DHL', true],
  ['FEDEX', 'FedEx联邦快递', true],
  ['UPS', 'UPS', true],
  ['TNT', 'TNT', true],
  ['ARAMEX', 'Aramex', true],
  ['COSCO', '中远海运', true],
  ['MAERSK', '马士基', true],
]

export async function seedLogistics(db: Db): Promise<void> {
  await db
    .insert(logistics)
    .values(
      CARRIERS.map(([code, name, international], sort) => ({
        id: nextId(),
        code,
        name,
        international,
        sort,
      })),
    )
    .onConflictDoNothing()
}
