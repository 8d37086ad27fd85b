import type { ConsultationService } from '@silk/contracts/consultation'
import { lazy, Suspense, useState } from 'react'
import type { Source } from './ConsultationDialog.tsx'

// Loaded on the first click: the form, its checks (the contract's schemas) and the slider stay out of
// the first load of the home page and the guides, where the button sits (decision 028).
const ConsultationDialog = lazy(() =>
  import('./ConsultationDialog.tsx').then((m) => ({ default: m.ConsultationDialog })),
)

/** A button that opens the consultation form, pre-filled from where it sits. */
export function ConsultButton({
  label,
  className = 'btn',
  testId = 'consult-open',
  ...props
}: {
  label: string
  className?: string
  testId?: string
  service?: ConsultationService
  country?: string
  source: Source
}) {
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on: Radix must close the dialog itself, or the page stays inert.
  const [mounted, setMounted] = useState(false)
  return (
    // React events bubble out of the dialog's portal: a tile that collapses on click must not see them.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops bubbling; the button is the control
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <span onClick={(e) => e.stopPropagation()}>
      <button
        type="button"
        className={className}
        data-testid={testId}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        {label}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ConsultationDialog open={open} onClose={() => setOpen(false)} {...props} />
        </Suspense>
      ) : null}
    </span>
  )
}
