import { useState } from 'react'

/**
 * What a form dialog is editing. Closing keeps the dialog mounted (Radix must close it, or the page
 * stays inert behind a dialog that vanished); each opening gets a new `key`, so the form starts from
 * the value it was opened with.
 */
export function useEditing<T>() {
  const [state, setState] = useState<{ key: number; value: T | null; last: T | null }>({
    key: 0,
    value: null,
    last: null,
  })
  return {
    key: state.key,
    /** The value while open, else the last one (so the closing dialog keeps its content). */
    value: state.value ?? state.last,
    open: state.value !== null,
    start: (value: T) => setState((s) => ({ key: s.key + 1, value, last: value })),
    close: () => setState((s) => ({ ...s, value: null })),
  }
}
