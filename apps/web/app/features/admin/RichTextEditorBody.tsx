import Image from '@tiptap/extension-image'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useState } from 'react'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './RichTextEditor.module.css'
import { EditorLoading, type RichTextEditorProps } from './RichTextEditor.tsx'

/**
 * The article editor of the operator console (tiptap, decision 113): headings, emphasis, lists,
 * quotes, links and images — the formatting the article sanitiser keeps. Loaded by `RichTextEditor`
 * in the browser only. The HTML it produces is cleaned again on save.
 */
export function RichTextEditorBody({
  value,
  onChange,
  id,
  label,
  invalid,
  describedBy,
  testId = 'article-editor',
}: RichTextEditorProps) {
  const { t } = useTranslation('adminContent')
  const { t: tc } = useTranslation('console')
  const [asking, setAsking] = useState<'link' | 'image' | null>(null)
  const [address, setAddress] = useState('')
  const editor = useEditor({
    // Only ever rendered in the browser (the shell waits for hydration): the editor exists from the
    // first render, so its toolbar never draws empty.
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        class: styles.content,
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'data-testid': testId,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })

  if (!editor) return <EditorLoading />
  // The toolbar's test ids follow the editor's: editor-h2 for article-editor, editor-en-h2 for article-editor-en.
  const toolIds = testId.replace('article-editor', 'editor')
  const chain = () => editor.chain().focus()
  const button = (key: string, active: boolean, action: () => void, text: string) => (
    <button
      key={key}
      type="button"
      className={styles.tool}
      aria-pressed={active}
      title={t(`editor.${key}`)}
      aria-label={t(`editor.${key}`)}
      data-testid={`${toolIds}-${key}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={action}
    >
      {text}
    </button>
  )
  const confirm = () => {
    const url = address.trim()
    if (asking === 'link') {
      if (url) chain().extendMarkRange('link').setLink({ href: url }).run()
      else chain().extendMarkRange('link').unsetLink().run()
    } else if (asking === 'image' && url) {
      chain().setImage({ src: url, alt: '' }).run()
    }
    setAsking(null)
  }
  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar')}>
        {button('paragraph', editor.isActive('paragraph'), () => chain().setParagraph().run(), '¶')}
        {button(
          'h2',
          editor.isActive('heading', { level: 2 }),
          () => chain().toggleHeading({ level: 2 }).run(),
          'H2',
        )}
        {button(
          'h3',
          editor.isActive('heading', { level: 3 }),
          () => chain().toggleHeading({ level: 3 }).run(),
          'H3',
        )}
        <span className={styles.divider} />
        {button('bold', editor.isActive('bold'), () => chain().toggleBold().run(), 'B')}
        {button('italic', editor.isActive('italic'), () => chain().toggleItalic().run(), 'I')}
        {button('underline', editor.isActive('underline'), () => chain().toggleUnderline().run(), 'U')}
        {button('strike', editor.isActive('strike'), () => chain().toggleStrike().run(), 'S')}
        <span className={styles.divider} />
        {button('bulletList', editor.isActive('bulletList'), () => chain().toggleBulletList().run(), '•≡')}
        {button('orderedList', editor.isActive('orderedList'), () => chain().toggleOrderedList().run(), '1≡')}
        {button('blockquote', editor.isActive('blockquote'), () => chain().toggleBlockquote().run(), '❝')}
        {button('hr', false, () => chain().setHorizontalRule().run(), '—')}
        <span className={styles.divider} />
        {button(
          'link',
          editor.isActive('link'),
          () => {
            setAddress(editor.getAttributes('link').href ?? '')
            setAsking('link')
          },
          t('editor.link'),
        )}
        {button(
          'image',
          false,
          () => {
            setAddress('')
            setAsking('image')
          },
          t('editor.image'),
        )}
        <span className={styles.divider} />
        {button('undo', false, () => chain().undo().run(), '↶')}
        {button('redo', false, () => chain().redo().run(), '↷')}
      </div>
      <EditorContent editor={editor} />
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'image' ? t('editor.image') : t('editor.link')}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setAsking(null)}>
              {tc('actions.cancel')}
            </button>
            <button type="button" className="btn" onClick={confirm}>
              {tc('actions.save')}
            </button>
          </>
        }
      >
        <Field label={asking === 'image' ? t('editor.imagePrompt') : t('editor.linkPrompt')}>
          {(control) => (
            <input
              {...control}
              type="url"
              maxLength={500}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  confirm()
                }
              }}
            />
          )}
        </Field>
      </Dialog>
    </div>
  )
}
