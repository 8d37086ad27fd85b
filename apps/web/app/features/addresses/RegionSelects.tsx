import type { Region } from '@silk/contracts/common'
import { localName } from '@silk/contracts/local-name'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import styles from './addresses.module.css'

export const REGION_LEVELS = 3

/** A region as the page's reader names it (decision 159): the English name on English pages. */
export const regionName = (r: Pick<Region, 'name' | 'nameEn'>, lang: string) =>
  localName(lang, r.name, r.nameEn)

/**
 * Cascading province → city → district choices fed by GET /common/common/region/item/{id}, starting
 * from `initial` (ids root → leaf). `complete` once every level that has choices is picked.
 */
export function useRegionPicker(initial: string[]) {
  const [picked, setPicked] = useState<string[]>(initial)
  const [options, setOptions] = useState<Region[][]>([])
  const key = initial.join(',')
  useEffect(() => {
    const ids = key ? key.split(',') : []
    // Load every level the saved path touches: the root, then the children of each picked id.
    Promise.all(
      ['0', ...ids.slice(0, REGION_LEVELS - 1)].map((id) =>
        api.get<Region[]>(`/common/common/region/item/${id}`),
      ),
    )
      .then(setOptions)
      .catch(() => {})
  }, [key])

  async function pick(level: number, id: string) {
    const next = [...picked.slice(0, level), id].filter(Boolean)
    setPicked(next)
    const kept = options.slice(0, level + 1)
    if (id && level < REGION_LEVELS - 1) {
      const children = await api.get<Region[]>(`/common/common/region/item/${id}`).catch(() => [])
      setOptions(children.length ? [...kept, children] : kept)
    } else setOptions(kept)
  }

  const complete = picked.length >= Math.min(REGION_LEVELS, options.length) && picked.length >= 2
  /** The picked regions' names, root → leaf. */
  const names = picked.map((id, level) => options[level]?.find((r) => r.id === id)?.name ?? '')
  return { picked, options, pick, complete, names }
}

/** The selects of a `useRegionPicker`, one per level that has choices. */
export function RegionSelects({ picker }: { picker: ReturnType<typeof useRegionPicker> }) {
  const { t, lang } = useTranslation('addresses')
  return (
    <span className={styles.regionSelects}>
      {picker.options.map((list, level) => (
        <select
          key={list[0]?.parentId ?? level}
          aria-label={t(`level${level}`)}
          value={picker.picked[level] ?? ''}
          onChange={(e) => picker.pick(level, e.target.value)}
        >
          <option value="">{t(`level${level}`)}</option>
          {list.map((r) => (
            <option key={r.id} value={r.id}>
              {regionName(r, lang)}
            </option>
          ))}
        </select>
      ))}
    </span>
  )
}
