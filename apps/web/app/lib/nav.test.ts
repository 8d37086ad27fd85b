import { type NavEntry, SPEC_NAV_ROW } from '@silk/contracts/content-admin'
import { describe, expect, it } from 'vitest'
import { activeNavId, DEPOT_FALLBACK, navKey, navLabel, navTarget } from './nav.ts'

/** The row the seed writes (the specification's eight entries), ids 0–7 for reading. */
const SEEDED: NavEntry[] = SPEC_NAV_ROW.map(([kind, label, labelEn, target, paths], i) => ({
  id: String(i),
  kind,
  label,
  labelEn,
  target,
  paths: paths ? paths.split(' ') : [],
}))

describe('header navigation (decision 168)', () => {
  it('highlights the seeded row per the spec rules', () => {
    const at = (path: string, search = '') => activeNavId(SEEDED, path, search)
    expect(at('/')).toBe('0')
    for (const p of ['/Nsystem', '/Bglobal', '/Promotion']) expect(at(p)).toBe('1')
    expect(at('/Service')).toBe('7')
    expect(at('/slGuide')).toBe('2')
    expect(at('/slBrand/build')).toBe('3')
    expect(at('/goodsList')).toBe('5')
    expect(at('/protect')).toBe('6')
    expect(at('/login')).toBeNull()
    expect(at('/SlNewsCenter')).toBeNull()
  })
  it('highlights by path, not by position: a reordered or extended row follows its entries', () => {
    const tea: NavEntry = {
      id: 'tea',
      kind: 'CATEGORY',
      label: '茶叶',
      labelEn: 'Tea',
      target: '1001',
      paths: [],
    }
    const news: NavEntry = {
      id: 'news',
      kind: 'PAGE',
      label: '资讯',
      labelEn: null,
      target: '/SlNewsCenter',
      paths: ['/SlNewsDetails'],
    }
    const row = [news, ...SEEDED.slice().reverse(), tea]
    expect(activeNavId(row, '/SlNewsDetails')).toBe('news')
    expect(activeNavId(row, '/Service')).toBe('7')
    // The category entry wins on its own list; other lists stay with the shop.
    expect(activeNavId(row, '/goodsList', '?categoryId=1001')).toBe('tea')
    expect(activeNavId(row, '/goodsList', '?categoryId=2002')).toBe('5')
  })
  it('leads each kind where it should', () => {
    const [home, , guide, , depot, , protect] = SEEDED
    expect(navTarget(home, null)).toEqual({ kind: 'site', to: '/' })
    expect(navTarget(guide, null)).toEqual({ kind: 'site', to: '/Initiative' })
    expect(navTarget(depot, null)).toEqual({ kind: 'site', to: DEPOT_FALLBACK })
    expect(navTarget(depot, 'https://depot.example')).toEqual({
      kind: 'external',
      href: 'https://depot.example',
    })
    expect(navTarget({ ...depot, target: 'https://x.example' }, 'https://depot.example')).toEqual({
      kind: 'external',
      href: 'https://x.example',
    })
    expect(navTarget(protect, null)).toBeNull()
    expect(navTarget({ ...home, kind: 'CATEGORY', target: '12' }, null)).toEqual({
      kind: 'site',
      to: '/goodsList?categoryId=12',
    })
    expect(navLabel(home, 'en')).toBe('Home')
    expect(navLabel({ ...home, labelEn: null }, 'en')).toBe('首页')
  })
  it('changes the frozen key when an entry is renamed', () => {
    const renamed = SEEDED.map((e) => (e.id === '7' ? { ...e, labelEn: 'Help' } : e))
    expect(navKey(renamed)).not.toBe(navKey(SEEDED))
  })
})
