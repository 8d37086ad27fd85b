import { useState } from 'react'
import type { Column } from '../../components/ui/Table.tsx'

/**
 * The ticked rows of a list with batch operations (the seller's goods, stock): the ticks kept by key,
 * and the first column — a box in the header that ticks or clears the whole page, and one per row.
 * `labels` name the boxes for screen readers.
 */
export function useRowSelection<Row>(
  rows: Row[],
  keyOf: (row: Row) => string,
  labels: { all: string; row(row: Row): string },
) {
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const allOn = rows.length > 0 && rows.every((r) => selected.has(keyOf(r)))
  const toggle = (key: string) =>
    setSelected((s) => {
      const next = new Set(s)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  const column: Column<Row> = {
    key: 'pick',
    header: (
      <input
        type="checkbox"
        aria-label={labels.all}
        checked={allOn}
        onChange={() => setSelected(allOn ? new Set() : new Set(rows.map(keyOf)))}
      />
    ),
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={labels.row(row)}
        checked={selected.has(keyOf(row))}
        onChange={() => toggle(keyOf(row))}
      />
    ),
  }
  return { selected, clear: () => setSelected(new Set()), column }
}
