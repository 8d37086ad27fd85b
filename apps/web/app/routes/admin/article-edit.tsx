import type { ArticleCategoryVO } from '@silk/contracts/article'
import type { ManagerArticleView } from '@silk/contracts/content-admin'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import { Field } from '../../components/ui/Field.tsx'
import styles from '../../features/admin/admin.module.css'
import { categoryOptions } from '../../features/admin/content.ts'
import { RichTextEditor } from '../../features/admin/RichTextEditor.tsx'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ApiError } from '../../lib/api/errors.ts'

type ArticleView = z.infer<typeof ManagerArticleView>

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => {
    const id = params.id === 'new' ? null : (params.id ?? null)
    const [tree, article] = await Promise.all([
      api.get<ArticleCategoryVO[]>('/manager/other/articleCategory/all-children'),
      id
        ? api.get<ArticleView>(`/manager/other/article/${id}`).catch((err: unknown) => {
            // A deleted article or a made-up address: say so in the console, not as a crash.
            if (err instanceof ApiError && (err.status === 400 || err.status === 404))
              return 'missing' as const
            throw err
          })
        : Promise.resolve(null),
    ])
    return { tree, article }
  })
}

type Errors = Partial<Record<'title' | 'categoryId' | 'content', string>>

/** 发布 / 编辑文章: the rich-text editor, category, summary, cover; save as a draft or publish. */
export default function ArticleEdit() {
  const { tree, article } = useLoaderData<typeof loader>()
  if (article === 'missing') return <MissingArticle />
  return <ArticleForm tree={tree} article={article} />
}

function MissingArticle() {
  const { t } = useTranslation('adminContent')
  const { t: ta } = useTranslation('admin')
  return (
    <ConsolePage site={ADMIN} group={ta('area.content')} title={t('article.edit')}>
      <Panel>
        <p className={styles.intro} data-testid="article-missing">
          {t('article.missing')}
        </p>
        <Link className="btn" to="/admin/articles">
          {t('article.back')}
        </Link>
      </Panel>
    </ConsolePage>
  )
}

const uploadCover = (form: FormData) =>
  consoleBrowser(ADMIN).api.post<string>('/manager/common/upload/file', form)

function ArticleForm({ tree, article }: { tree: ArticleCategoryVO[]; article: ArticleView | null }) {
  const { t, i18n } = useTranslation('adminContent')
  const { t: ta } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const canWrite = useAdminCanWrite('content')
  const navigate = useNavigate()
  const [form, setForm] = useState({
    title: article?.title ?? '',
    titleEn: article?.titleEn ?? '',
    categoryId: article?.categoryId ?? '',
    summary: article?.summary ?? '',
    summaryEn: article?.summaryEn ?? '',
    cover: article?.cover ?? '',
    author: article?.author ?? '',
    sort: String(article?.sort ?? 0),
    featured: article?.featured ?? false,
    content: article?.content ?? '',
    contentEn: article?.contentEn ?? '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const set = (key: keyof typeof form) => (value: string | boolean) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }
  const save = async (publish: boolean) => {
    const found: Errors = {}
    if (!form.title.trim()) found.title = t('article.titleRequired')
    if (!form.categoryId) found.categoryId = t('article.categoryRequired')
    if (!form.content.trim()) found.content = t('article.bodyRequired')
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const body = {
      ...form,
      sort: Number(form.sort) || 0,
      openStatus: publish,
    }
    setBusy(true)
    try {
      const { api } = consoleBrowser(ADMIN)
      if (article) await api.put(`/manager/other/article/${article.id}`, body, { json: true })
      else await api.post('/manager/other/article', body, { json: true })
      toast.success(publish ? t('article.published') : tc('actions.saved'))
      navigate('/admin/articles')
    } catch {
      // the client shows the server's message
    } finally {
      setBusy(false)
    }
  }
  const text = (key: 'title' | 'titleEn' | 'summaryEn' | 'author', label: string, max: number) => (
    <Field label={label} required={key === 'title'} error={key === 'title' ? errors.title : undefined}>
      {(control) => (
        <input
          {...control}
          name={key}
          maxLength={max}
          value={form[key]}
          onChange={(e) => set(key)(e.target.value)}
        />
      )}
    </Field>
  )
  const published = article?.openStatus ?? false
  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.content')}
      title={article ? t('article.edit') : t('article.new')}
      readOnly={!canWrite}
      actions={
        <Link className="btn btn-ghost" to="/admin/articles">
          {t('article.back')}
        </Link>
      }
    >
      <Panel>
        <form
          className={styles.articleForm}
          onSubmit={(e) => {
            e.preventDefault()
            void save(true)
          }}
          noValidate
        >
          <div className={styles.articleMeta}>
            {text('title', t('article.heading'), 100)}
            {text('titleEn', t('article.headingEn'), 200)}
            <Field label={t('article.category')} required error={errors.categoryId}>
              {(control) => (
                <select
                  {...control}
                  name="categoryId"
                  value={form.categoryId}
                  onChange={(e) => set('categoryId')(e.target.value)}
                >
                  <option value="">{t('article.categoryRequired')}</option>
                  {categoryOptions(tree, i18n.language).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {text('author', t('article.author'), 64)}
            <Field label={t('article.summary')} hint={t('article.summaryHint')}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  maxLength={300}
                  value={form.summary}
                  onChange={(e) => set('summary')(e.target.value)}
                />
              )}
            </Field>
            <Field label={t('article.summaryEn')}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  maxLength={600}
                  value={form.summaryEn}
                  onChange={(e) => set('summaryEn')(e.target.value)}
                />
              )}
            </Field>
            {/* The list picture (issue 65): uploaded through the console's checked upload, removable. */}
            <Field label={t('article.cover')} hint={t('article.coverHint')}>
              {() => (
                <ImageUpload
                  value={form.cover ? [form.cover] : []}
                  max={1}
                  label={t('article.cover')}
                  upload={uploadCover}
                  onChange={(urls) => set('cover')(urls[0] ?? '')}
                  testId="article-cover"
                />
              )}
            </Field>
            <Field label={t('article.sort')} hint={t('article.sortHint')}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={0}
                  max={9999}
                  value={form.sort}
                  onChange={(e) => set('sort')(e.target.value)}
                />
              )}
            </Field>
            <Field label={t('article.featured')}>
              {(control) => (
                <input
                  {...control}
                  type="checkbox"
                  className={styles.check}
                  checked={form.featured}
                  onChange={(e) => set('featured')(e.target.checked)}
                />
              )}
            </Field>
          </div>
          <Field label={t('article.body')} required error={errors.content} hint={t('article.sanitiseHint')}>
            {(control) => (
              <RichTextEditor
                value={form.content}
                onChange={set('content')}
                id={control.id}
                label={t('article.body')}
                invalid={Boolean(control['aria-invalid'])}
                describedBy={control['aria-describedby']}
              />
            )}
          </Field>
          <Field label={t('article.bodyEn')} hint={t('article.bodyEnHint')}>
            {(control) => (
              <RichTextEditor
                value={form.contentEn}
                onChange={set('contentEn')}
                id={control.id}
                label={t('article.bodyEn')}
                describedBy={control['aria-describedby']}
                testId="article-editor-en"
              />
            )}
          </Field>
          {canWrite ? (
            <div className={styles.formActions}>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={busy}
                onClick={() => void save(false)}
                data-testid="article-save-draft"
              >
                {published ? t('article.unpublish') : t('article.saveDraft')}
              </button>
              <button type="submit" className="btn" disabled={busy} data-testid="article-publish">
                {published ? tc('actions.save') : t('article.publishNow')}
              </button>
            </div>
          ) : null}
        </form>
      </Panel>
    </ConsolePage>
  )
}
