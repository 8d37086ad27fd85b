import Image from '@tiptap/extension-image'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useId, useRef } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { RichTextProps } from './RichText.tsx'
import styles from './rich-text.module.css'

type Command = { key: string; label: string; active?: boolean; run(): void }

/**
 * The goods detail editor's body (Tiptap): loaded by `RichText` in the browser only.
 */
export function RichTextBody({
  value,
  onChange,
  upload,
  labelledBy,
  describedBy,
  testId = 'goods-intro',
}: RichTextProps) {
  const { t } = useTranslation('seller')
  const fileId = useId()
  const file = useRef<HTMLInputElement>(null)
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Image],
    content: value,
    // Only ever rendered in the browser (the shell waits for hydration): the editor exists from the
    // first render, so its toolbar never draws empty.
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: styles.content,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'data-testid': testId,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  const chain = () => editor?.chain().focus()
  const commands: Command[] = editor
    ? [
        {
          key: 'bold',
          label: t('publish.rich.bold'),
          active: editor.isActive('bold'),
          run: () => chain()?.toggleBold().run(),
        },
        {
          key: 'italic',
          label: t('publish.rich.italic'),
          active: editor.isActive('italic'),
          run: () => chain()?.toggleItalic().run(),
        },
        {
          key: 'h2',
          label: t('publish.rich.h2'),
          active: editor.isActive('heading', { level: 2 }),
          run: () => chain()?.toggleHeading({ level: 2 }).run(),
        },
        {
          key: 'h3',
          label: t('publish.rich.h3'),
          active: editor.isActive('heading', { level: 3 }),
          run: () => chain()?.toggleHeading({ level: 3 }).run(),
        },
        {
          key: 'ul',
          label: t('publish.rich.bullet'),
          active: editor.isActive('bulletList'),
          run: () => chain()?.toggleBulletList().run(),
        },
        {
          key: 'ol',
          label: t('publish.rich.ordered'),
          active: editor.isActive('orderedList'),
          run: () => chain()?.toggleOrderedList().run(),
        },
        { key: 'image', label: t('publish.rich.image'), run: () => file.current?.click() },
        { key: 'undo', label: t('publish.rich.undo'), run: () => chain()?.undo().run() },
        { key: 'redo', label: t('publish.rich.redo'), run: () => chain()?.redo().run() },
      ]
    : []
  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('publish.rich.toolbar')}>
        {commands.map((c) => (
          <button
            key={c.key}
            type="button"
            aria-pressed={c.active === undefined ? undefined : c.active}
            onClick={c.run}
            className={styles.tool}
          >
            {c.label}
          </button>
        ))}
        <input
          id={fileId}
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={async (event) => {
            const picked = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (!picked || !editor) return
            const form = new FormData()
            form.append('file', picked)
            try {
              const src = await upload(form)
              editor.chain().focus().setImage({ src }).run()
            } catch {
              // the client shows the server's reason
            }
          }}
        />
      </div>
      {editor ? <EditorContent editor={editor} /> : <div className={styles.content} aria-busy="true" />}
    </div>
  )
}
