import * as Radix from '@radix-ui/react-dialog'
import type { ReactNode, RefObject } from 'react'
import styles from './dialog.module.css'

/**
 * The site's one modal dialog. Radix gives the focus trap, Escape, focus return and `aria-modal`;
 * this adds the look: title, optional description, body and the buttons the caller passes.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  width = 440,
  role,
  testId,
  sheet = false,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  title: ReactNode
  /** Read out with the title (`aria-describedby`); omit when the body says nothing more. */
  description?: ReactNode
  children?: ReactNode
  actions?: ReactNode
  width?: number
  /** `alertdialog` when the dialog interrupts the visitor to ask something. */
  role?: 'dialog' | 'alertdialog'
  testId?: string
  /** A full-height panel from the right edge (the phone's menu, decision 027) instead of a centred box;
   *  `bottom`: a panel rising from the bottom edge (the goods page's SKU sheet). */
  sheet?: boolean | 'bottom'
  /** Where focus goes on closing when the dialog was opened by its caller's own button (Radix returns
   *  it only to a Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={styles.overlay} />
        <Radix.Content
          className={
            sheet
              ? `${styles.dialog} ${sheet === 'bottom' ? styles.sheetBottom : styles.sheet}`
              : styles.dialog
          }
          style={sheet ? undefined : { width }}
          // Radix sets role="dialog" itself: pass ours only when it differs, or undefined would erase it.
          {...(role ? { role } : {})}
          data-testid={testId}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return
            event.preventDefault()
            returnFocusTo.current.focus()
          }}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <Radix.Title className={styles.title}>{title}</Radix.Title>
          {description === undefined ? null : (
            <Radix.Description className={styles.description}>{description}</Radix.Description>
          )}
          {children === undefined ? null : <div className={styles.body}>{children}</div>}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  )
}
