import { HOME_SLOTS, type HomeSlot, type ManagerHomeSlide } from '@silk/contracts/content-admin'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import styles from '../../features/admin/admin.module.css'
import { useOrderedColumns, useSaveRow } from '../../features/admin/OrderedRows.tsx'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

type Slide = z.infer<typeof ManagerHomeSlide>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const asked = url.searchParams.get('slot')
    const slot: HomeSlot = (HOME_SLOTS as readonly string[]).includes(asked ?? '')
      ? (asked as HomeSlot)
      : 'BANNER'
    return { slot, slides: await api.get<Slide[]>('/manager/other/homeSlide', { slot }) }
  })
}

/** A link as people read it (`%E6%99%AE…` → 普…). */
const readable = (link: string | null) => {
  try {
    return link ? decodeURI(link) : ''
  } catch {
    return link ?? ''
  }
}

const upload = (form: FormData) => consoleBrowser(ADMIN).api.post<string>('/manager/common/upload/file', form)

/** 首页内容: the shop's banner slides, the partner logos and the pavilion slides; order, show/hide, edit. */
export default function HomeSlides() {
  const { slot, slides } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('adminContent')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('content')
  const [editing, setEditing] = useState<Slide | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Slide | null>(null)
  const en = i18n.language === 'en'
  const ordered = useOrderedColumns<Slide>({
    rows: slides,
    canWrite,
    sort: { path: '/manager/other/homeSlide/sort', body: (ids) => ({ slot, ids }) },
    base: '/manager/other/homeSlide',
    name: (r) => r.title,
    onEdit: setEditing,
    onDelete: setDeleting,
  })
  // Logos (partners, think tanks, organisations) are wide; banners and pavilions are pictures.
  const wide = slot !== 'BANNER' && slot !== 'PAVILION'
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.content')}
      title={t('home.title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button type="button" className="btn" onClick={() => setEditing('new')}>
            {t(`home.add.${slot}`)}
          </button>
        ) : null
      }
      filters={
        <>
          <Tabs
            label={t('home.title')}
            current={slot}
            tabs={HOME_SLOTS.map((s) => ({
              key: s,
              label: t(`home.slots.${s}`),
              href: `?slot=${s}`,
              testId: `slot-${s}`,
            }))}
          />
          <p className={styles.intro}>{t(`home.hint.${slot}`)}</p>
        </>
      }
      table={{ testId: 'home-slide-table', rows: slides, rowKey: (r) => r.id }}
      columns={[
        {
          key: 'image',
          header: t('home.image'),
          cell: (r) => (
            <img
              className={wide ? styles.thumbWide : styles.thumb}
              src={r.image}
              alt=""
              width={wide ? 110 : 64}
              height={wide ? 32 : 48}
              loading="lazy"
            />
          ),
        },
        {
          key: 'title',
          header: t('home.name'),
          cell: (r) => (
            <span className={styles.slideName}>
              <strong>{en ? r.titleEn || r.title : r.title}</strong>
              {r.subtitle ? <small>{en ? r.subtitleEn || r.subtitle : r.subtitle}</small> : null}
            </span>
          ),
        },
        {
          key: 'link',
          header: t('home.link'),
          cell: (r) => <span className={styles.muted}>{readable(r.link)}</span>,
        },
        ...ordered,
      ]}
    >
      {editing ? (
        <SlideForm slot={slot} slide={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.title ?? null}
        path={deleting ? `/manager/other/homeSlide/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

function SlideForm({ slot, slide, onClose }: { slot: HomeSlot; slide: Slide | null; onClose(): void }) {
  const { t } = useTranslation('adminContent')
  const { busy, save } = useSaveRow('/manager/other/homeSlide')
  const [form, setForm] = useState({
    title: slide?.title ?? '',
    titleEn: slide?.titleEn ?? '',
    subtitle: slide?.subtitle ?? '',
    subtitleEn: slide?.subtitleEn ?? '',
    image: slide?.image ?? '',
    link: slide?.link ?? '',
  })
  const [errors, setErrors] = useState<{ title?: string; image?: string }>({})
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [key]: e.target.value }))
    setErrors({})
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = {
      title: form.title.trim() ? undefined : t('home.nameRequired'),
      image: form.image ? undefined : t('home.imageRequired'),
    }
    setErrors(found)
    if (found.title || found.image) return
    await save(slide?.id ?? null, { ...form, slot, enabled: slide?.enabled ?? true }, onClose)
  }
  const text = (key: keyof typeof form, label: string, max: number, required = false, error?: string) => (
    <Field label={label} required={required} error={error}>
      {(control) => <input {...control} name={key} maxLength={max} value={form[key]} onChange={set(key)} />}
    </Field>
  )
  return (
    <FormDialog
      open
      onClose={onClose}
      title={slide ? t('home.edit') : t(`home.add.${slot}`)}
      width={600}
      busy={busy}
      onSubmit={submit}
    >
      {text('title', t('home.name'), 64, true, errors.title)}
      {text('titleEn', t('home.nameEn'), 128)}
      {slot === 'BANNER' ? text('subtitle', t('home.subtitle'), 200) : null}
      {slot === 'BANNER' ? text('subtitleEn', t('home.subtitleEn'), 400) : null}
      <Field label={t('home.image')} required error={errors.image} hint={t(`home.imageHint.${slot}`)}>
        {() => (
          <div className={styles.logo}>
            {form.image ? (
              <img
                className={slot !== 'BANNER' && slot !== 'PAVILION' ? styles.thumbWide : styles.thumb}
                src={form.image}
                alt=""
              />
            ) : null}
            <ImageUpload
              value={[]}
              max={1}
              upload={upload}
              onChange={(urls) => {
                if (urls[0]) setForm((f) => ({ ...f, image: urls[0] }))
                setErrors({})
              }}
            />
          </div>
        )}
      </Field>
      {text('link', t('home.link'), 255)}
    </FormDialog>
  )
}
