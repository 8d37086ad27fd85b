/**
 * Our carrier codes (`logistics.code`, seeded in packages/db/src/seed/logistics.ts) → Kuaidi100's
 * company codes (lower case, from its published code table). A carrier not listed here is subscribed
 * with `autoCom=1`: Kuaidi100 then works out the company from the number itself.
 */
export const KUAIDI100_COMPANY: Readonly<Record<string, string>> = {
  SF: 'shunfeng',
  ZTO: 'zhongtong',
  YTO: 'yuantong',
  YD: 'yunda',
  STO: 'shentong',
  EMS: 'ems',
  YZPY: 'youzhengguonei',
  JD: 'jd',
  DBL: 'debangkuaidi',
  JTSD: 'jtexpress',
  // Cross-border: the international services (DHL's 全球件, FedEx 国际件).
  DHL: 'dhlen',
  FEDEX: 'fedex',
  UPS: 'ups',
}

/** Kuaidi100's code of one of our carriers, or null (subscribe with carrier detection). */
export function kuaidi100Company(code: string): string | null {
  return KUAIDI100_COMPANY[code.toUpperCase()] ?? null
}
