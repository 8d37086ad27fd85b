import { lazy } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { AfterHydration } from '../../../lib/after-hydration.tsx'
import styles from './rich-text.module.css'

// Tiptap and ProseMirror (~4 MB of a node's heap) load in the browser only: the server renders the
// editor's empty box (tiptap renders nothing there either), so a node serving buyer pages never
// imports them (decision 022, session 40).
const Body = lazy(() => import('./RichTextBody.tsx').then((m) => ({ default: m.RichTextBody })))

export type RichTextProps = {
  value: string
  onChange(html: string): void
  upload(form: FormData): Promise<string>
  labelledBy?: string
  describedBy?: string
  /** The editing box's test id: `goods-intro` unless the page has two (the English detail). */
  testId?: string
}

/**
 * The goods detail editor (only in the seller centre's publish page): paragraphs, headings, lists,
 * bold and italic, and pictures uploaded through the gallery's upload. It answers HTML, which the
 * server sanitises on save as every rich text (decision 102).
 */
export function RichText(props: RichTextProps) {
  return (
    <AfterHydration fallback={<Loading />} failed={<Loading failed />}>
      <Body {...props} />
    </AfterHydration>
  )
}

/** The editor's box while its code loads (toolbar strip and writing area at their sizes), or saying it could not. */
function Loading({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation('seller')
  return (
    <div className={styles.editor}>
      <div className={`${styles.toolbar} ${styles.toolbarLoading}`} />
      {failed ? (
        <div className={styles.content} role="alert">
          {t('publish.rich.loadFailed')}
        </div>
      ) : (
        <div className={styles.content} aria-busy="true" />
      )}
    </div>
  )
}
