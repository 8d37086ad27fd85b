import type { ArticleCategoryVO, ArticleVO } from '@silk/contracts/article'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import styles from '../../features/admin/admin.module.css'
import { categoryOptions } from '../../features/admin/content.ts'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { articlePath, helpIds } from '../../lib/article-links.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const [page, tree] = await Promise.all([
      api.get<Page<ArticleVO>>('/manager/other/article', listQuery(url, ['title', 'categoryId', 'status'])),
      api.get<ArticleCategoryVO[]>('/manager/other/articleCategory/all-children'),
    ])
    return { page, tree }
  })
}

/** 文章管理: news and help articles in every state; search, publish, take down, delete, edit. */
export default function Articles() {
  const { page, tree } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('adminContent')
  const { t: ta } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const canWrite = useAdminCanWrite('content')
  const { run, busy } = useConsoleAction(ADMIN)
  const [unpublishing, setUnpublishing] = useState<ArticleVO | null>(null)
  const [deleting, setDeleting] = useState<ArticleVO | null>(null)
  const en = i18n.language === 'en'
  const help = helpIds(tree)
  const setOpen = (row: ArticleVO, open: boolean) =>
    run(
      {
        method: 'PUT',
        path: `/manager/other/article/update/status/${row.id}`,
        query: { status: String(open) },
      },
      open ? t('article.published') : t('article.unpublished'),
    )
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.content')}
      title={t('article.title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <Link className="btn" to="/admin/articles/new">
            {t('article.add')}
          </Link>
        ) : null
      }
      filters={
        <SearchForm
          testId="article-filters"
          status={statusTabs('status', ta('common.status'), ['OPEN', 'CLOSE'] as const, (s) =>
            t(`article.status.${s}`),
          )}
          submitLabel={ta('common.filter')}
          fields={[
            {
              name: 'title',
              label: t('article.heading'),
              type: 'search',
              maxLength: 100,
              placeholder: t('article.search'),
            },
            {
              name: 'categoryId',
              label: t('article.category'),
              all: t('article.allCategories'),
              options: categoryOptions(tree, i18n.language),
            },
          ]}
        />
      }
      table={{ testId: 'article-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        {
          key: 'title',
          header: t('article.heading'),
          cell: (r) => (
            <span className={styles.articleTitle}>
              {en && r.titleEn ? r.titleEn : r.title}
              {r.featured ? <small>{t('article.featured')}</small> : null}
            </span>
          ),
        },
        {
          key: 'category',
          header: t('article.category'),
          cell: (r) => (en && r.articleCategoryNameEn ? r.articleCategoryNameEn : r.articleCategoryName),
        },
        {
          key: 'time',
          header: t('article.publishTime'),
          cell: (r) => <span className={styles.nowrap}>{r.publishTime}</span>,
        },
        {
          key: 'status',
          header: ta('common.status'),
          cell: (r) => (
            <StatusText waiting={!r.openStatus}>
              {t(`article.status.${r.openStatus ? 'OPEN' : 'CLOSE'}`)}
            </StatusText>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) => (
            <RowActions>
              {r.openStatus ? (
                <a
                  className={`btn btn-ghost ${styles.small}`}
                  href={articlePath(r, help)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('article.view')}
                </a>
              ) : null}
              {canWrite ? (
                <>
                  <Link className={`btn btn-ghost ${styles.small}`} to={`/admin/articles/${r.id}`}>
                    {tc('actions.edit')}
                  </Link>
                  <RowButton
                    disabled={busy}
                    onClick={() => (r.openStatus ? setUnpublishing(r) : void setOpen(r, true))}
                  >
                    {r.openStatus ? t('article.unpublish') : t('article.publish')}
                  </RowButton>
                  <RowButton disabled={busy} onClick={() => setDeleting(r)}>
                    {tc('actions.delete')}
                  </RowButton>
                </>
              ) : null}
            </RowActions>
          ),
        },
      ]}
    >
      <ConfirmDialog
        open={unpublishing !== null}
        onOpenChange={(open) => !open && setUnpublishing(null)}
        title={t('article.unpublish')}
        message={unpublishing ? t('article.unpublishConfirm', { name: unpublishing.title }) : undefined}
        confirmLabel={t('article.unpublish')}
        onConfirm={() => unpublishing && void setOpen(unpublishing, false)}
      />
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.title ?? null}
        path={deleting ? `/manager/other/article/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}
