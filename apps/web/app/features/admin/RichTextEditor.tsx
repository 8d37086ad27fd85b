import { lazy } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { AfterHydration } from '../../lib/after-hydration.tsx'
import styles from './RichTextEditor.module.css'

// Tiptap and ProseMirror (~4 MB of a node's heap) load in the browser only: the server renders the
// editor's loading box (tiptap renders nothing there either), so a node serving buyer pages never
// imports them (decision 022, session 40).
const Body = lazy(() => import('./RichTextEditorBody.tsx').then((m) => ({ default: m.RichTextEditorBody })))

export type RichTextEditorProps = {
  value: string
  onChange(html: string): void
  /** The field's id, so its label names the editable area. */
  id?: string
  label: string
  invalid?: boolean
  describedBy?: string
  testId?: string
}

/**
 * The article editor of the operator console (decision 113): headings, emphasis, lists, quotes, links
 * and images — the formatting the article sanitiser keeps.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <AfterHydration fallback={<EditorLoading />} failed={<EditorLoading failed />}>
      <Body {...props} />
    </AfterHydration>
  )
}

/** The editor's box while it loads, or saying it could not. */
export function EditorLoading({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation('adminContent')
  return (
    <div className={styles.editor}>
      <div className={styles.loading} role={failed ? 'alert' : undefined}>
        {t(failed ? 'editor.loadFailed' : 'editor.loading')}
      </div>
    </div>
  )
}
