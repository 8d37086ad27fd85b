import type { Region } from '@silk/contracts/common'
import { useState } from 'react'
import { Dialog } from '../../../components/ui/Dialog.tsx'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { regionName } from '../../addresses/RegionSelects.tsx'
import styles from './settings.module.css'

export type RegionTree = (Region & { cities: Region[] })[]

/**
 * The regions of one freight row: provinces in a grid, each expandable to its cities, and a select-all.
 * A whole province is kept as the province's id; some of its cities as their ids (all of them become
 * the province). Regions another row already names are shown but cannot be picked.
 */
export function RegionPicker({
  open,
  tree,
  value,
  taken,
  onClose,
  onDone,
}: {
  open: boolean
  tree: RegionTree
  value: string[]
  /** Ids in other rows of the template. */
  taken: Set<string>
  onClose(): void
  onDone(ids: string[]): void
}) {
  const { t, lang } = useTranslation('sellerSettings')
  const { t: tc } = useTranslation('console')
  const [picked, setPicked] = useState(() => new Set(value))
  const [expanded, setExpanded] = useState<string | null>(null)

  const blocked = (p: RegionTree[number]) => taken.has(p.id) || p.cities.some((c) => taken.has(c.id))
  const free = tree.filter((p) => !blocked(p))
  const allOn = free.length > 0 && free.every((p) => picked.has(p.id))
  const toggleProvince = (p: RegionTree[number]) =>
    setPicked((s) => {
      const next = new Set(s)
      const on = next.has(p.id)
      for (const c of p.cities) next.delete(c.id)
      if (on) next.delete(p.id)
      else next.add(p.id)
      return next
    })
  const toggleCity = (p: RegionTree[number], city: Region) =>
    setPicked((s) => {
      const next = new Set(s)
      if (next.has(p.id)) {
        // From the whole province to all its other cities.
        next.delete(p.id)
        for (const c of p.cities) if (c.id !== city.id && !taken.has(c.id)) next.add(c.id)
      } else if (next.has(city.id)) next.delete(city.id)
      else next.add(city.id)
      const freeCities = p.cities.filter((c) => !taken.has(c.id))
      if (
        !taken.has(p.id) &&
        freeCities.length === p.cities.length &&
        p.cities.every((c) => next.has(c.id))
      ) {
        for (const c of p.cities) next.delete(c.id)
        next.add(p.id)
      }
      return next
    })
  const selectAll = () =>
    setPicked((s) => {
      const next = new Set(s)
      for (const p of free) {
        if (allOn) next.delete(p.id)
        else {
          for (const c of p.cities) next.delete(c.id)
          next.add(p.id)
        }
      }
      return next
    })
  // The tree's order, provinces before their cities.
  const ordered = () =>
    tree.flatMap((p) =>
      picked.has(p.id) ? [p.id] : p.cities.filter((c) => picked.has(c.id)).map((c) => c.id),
    )

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
      title={t('freight.pickTitle')}
      width={880}
      testId="region-picker"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {tc('actions.cancel')}
          </button>
          <button type="button" className="btn" onClick={() => onDone(ordered())}>
            {t('freight.done')}
          </button>
        </>
      }
    >
      <div className={styles.picker}>
        <div className={styles.pickerHead}>
          <label>
            <input type="checkbox" checked={allOn} onChange={selectAll} /> {t('freight.selectAll')}
          </label>
          <span className={styles.count}>{t('freight.regionCount', { count: picked.size })}</span>
        </div>
        <ul className={styles.provinces}>
          {tree.map((p) => {
            const whole = picked.has(p.id)
            const some = p.cities.filter((c) => picked.has(c.id)).length
            const isOpen = expanded === p.id
            const provinceTaken = taken.has(p.id)
            return (
              <li key={p.id} className={isOpen ? `${styles.province} ${styles.open}` : styles.province}>
                <div className={styles.provinceLine}>
                  <label className={provinceTaken ? styles.taken : undefined}>
                    <input
                      type="checkbox"
                      checked={whole}
                      disabled={blocked(p)}
                      ref={(el) => {
                        if (el) el.indeterminate = !whole && some > 0
                      }}
                      onChange={() => toggleProvince(p)}
                      data-region={p.id}
                    />
                    {regionName(p, lang)}
                  </label>
                  {some > 0 && !whole ? (
                    <span className={styles.count}>{t('freight.citiesPicked', { count: some })}</span>
                  ) : null}
                  {p.cities.length > 0 && !provinceTaken ? (
                    <button
                      type="button"
                      className={styles.expand}
                      aria-expanded={isOpen}
                      aria-label={t(isOpen ? 'freight.collapse' : 'freight.expand', {
                        name: regionName(p, lang),
                      })}
                      onClick={() => setExpanded(isOpen ? null : p.id)}
                    >
                      {isOpen ? '▴' : '▾'}
                    </button>
                  ) : null}
                </div>
                {isOpen ? (
                  <ul className={styles.cities}>
                    {p.cities.map((c) => (
                      <li key={c.id}>
                        <label className={taken.has(c.id) ? styles.taken : undefined}>
                          <input
                            type="checkbox"
                            checked={whole || picked.has(c.id)}
                            disabled={taken.has(c.id)}
                            onChange={() => toggleCity(p, c)}
                            data-region={c.id}
                          />
                          {regionName(c, lang)}
                          {taken.has(c.id) ? <small>（{t('freight.takenElsewhere')}）</small> : null}
                        </label>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ul>
      </div>
    </Dialog>
  )
}
