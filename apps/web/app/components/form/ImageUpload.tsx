import { useId, useState } from 'react'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import styles from './ImageUpload.module.css'

const TYPES = ['image/jpeg', 'image/png', 'image/webp']
const MAX_BYTES = 5 * 1024 * 1024

export interface ImageUploadProps {
  /** The stored picture URLs, in order. */
  value: string[]
  onChange(urls: string[]): void
  max?: number
  /** Visible label of the field (the add tile is labelled too). */
  label?: string
  /** Sends one file and answers its URL; the member upload unless given (a console passes its own). */
  upload?(form: FormData): Promise<string>
  /**
   * Order matters (a goods gallery: the first is the main picture): move buttons and a 主图 mark, with
   * their words (the console's, so the buyer bundle does not carry them).
   */
  sortable?: { main: string; earlier(index: number): string; later(index: number): string }
  /** The hint under the tiles; the type, size and count rule by default. */
  hint?: string
  testId?: string
}

/**
 * Pictures for a review, an after-sale application or a complaint: each file is checked here
 * (type, 5 MB) for a quick answer, then uploaded to `/common/common/upload/file`, where the server
 * checks the bytes again and re-encodes them. Thumbnails can be removed before the form is sent.
 */
export function ImageUpload({
  value,
  onChange,
  max = 5,
  label,
  upload = (form) => api.post<string>('/common/common/upload/file', form),
  sortable,
  hint,
  testId,
}: ImageUploadProps) {
  const { t } = useTranslation()
  const inputId = useId()
  const hintId = useId()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)

  async function onFiles(list: FileList | null) {
    if (!list || list.length === 0) return
    const files = Array.from(list)
    if (value.length + files.length > max) toast.warning(t('upload.tooMany', { max }))
    let urls = value
    setBusy(true)
    try {
      for (const file of files.slice(0, Math.max(0, max - value.length))) {
        if (!TYPES.includes(file.type)) {
          toast.warning(t('upload.wrongType'))
          continue
        }
        if (file.size > MAX_BYTES) {
          toast.warning(t('upload.tooLarge'))
          continue
        }
        const form = new FormData()
        form.append('file', file)
        try {
          const url = await upload(form)
          urls = [...urls, url]
          onChange(urls)
        } catch {
          // the client has shown the server's message
        }
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.upload} data-testid={testId}>
      {label ? <span className={styles.label}>{label}</span> : null}
      <ul className={styles.list} aria-label={label}>
        {value.map((url, index) => (
          <li key={url} className={styles.thumb}>
            <img src={url} alt="" width={80} height={80} loading="lazy" />
            {sortable && index === 0 ? <span className={styles.main}>{sortable.main}</span> : null}
            {sortable ? (
              <span className={styles.moves}>
                <button
                  type="button"
                  aria-label={sortable.earlier(index + 1)}
                  disabled={index === 0}
                  onClick={() => onChange(move(value, index, index - 1))}
                >
                  ‹
                </button>
                <button
                  type="button"
                  aria-label={sortable.later(index + 1)}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(move(value, index, index + 1))}
                >
                  ›
                </button>
              </span>
            ) : null}
            <button
              type="button"
              className={styles.remove}
              aria-label={t('upload.remove', { index: index + 1 })}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              ×
            </button>
          </li>
        ))}
        {value.length < max ? (
          <li>
            <input
              id={inputId}
              className={styles.input}
              type="file"
              accept={TYPES.join(',')}
              multiple
              disabled={!hydrated || busy}
              aria-describedby={hintId}
              onChange={(event) => {
                void onFiles(event.currentTarget.files)
                event.currentTarget.value = ''
              }}
            />
            <label htmlFor={inputId} className={styles.add} aria-busy={busy} data-testid="image-upload-add">
              <span aria-hidden="true">+</span>
              {busy ? t('upload.uploading') : t('upload.add')}
            </label>
          </li>
        ) : null}
      </ul>
      <p id={hintId} className={styles.hint}>
        {hint ?? t('upload.hint', { max })}
      </p>
    </div>
  )
}

/** `list` with the item at `from` moved to `to`. */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}
