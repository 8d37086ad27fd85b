import type { Region } from '@silk/contracts/common'
import {
  PickupPointForm,
  type PickupPointView,
  SettingsAddress,
  StoreSettingsForm,
  type StoreSettingsView,
} from '@silk/contracts/freight'
import { MAX_PAGE_SIZE, type Page } from '@silk/contracts/paging'
import { useEffect, useId, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { regionName } from '../../features/addresses/RegionSelects.tsx'
import { type ChatSetting, ChatSettingsForm } from '../../features/chat/ChatSettingsForm.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowActions } from '../../features/console/RowActions.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import styles from '../../features/seller/settings/settings.module.css'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formIssues, fullPath } from '../../lib/form-issues.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

const TABS = ['basic', 'addresses', 'pickup', 'stock', 'chat'] as const
type Tab = (typeof TABS)[number]
type Address = z.infer<typeof SettingsAddress>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const asked = url.searchParams.get('tab') as Tab | null
    const tab: Tab = asked && TABS.includes(asked) ? asked : 'basic'
    const [settings, points, chat] = await Promise.all([
      api.get<StoreSettingsView>('/store/settings/storeSettings'),
      tab === 'pickup'
        ? api
            .get<Page<PickupPointView>>('/store/member/storeAddress', { pageSize: MAX_PAGE_SIZE })
            .then((p) => p.records)
        : [],
      tab === 'chat' ? api.get<ChatSetting>('/store/im/setting') : null,
    ])
    return { tab, settings, points, chat }
  })
}

/** Field errors of a zod result by path ("contactEmail", "shipAddress.detail"). */
const issuesOf = (result: Parameters<typeof formIssues>[0], lang: string) =>
  formIssues(result, lang, fullPath)

/** 店铺设置: basic information, ship-from and return addresses, self-pickup points, stock warning, 客服 (decision 142). */
export default function SellerStoreSettings() {
  const { tab, settings, points, chat } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerSettings')
  const canEdit = useCanWrite('setting')
  return (
    <ConsolePage site={SELLER} group={useGroupTitle('setting')} title={t('store.title')} readOnly={!canEdit}>
      <Tabs
        label={t('store.title')}
        current={tab}
        tabs={TABS.map((key) => ({
          key,
          label: t(`store.tabs.${key}`),
          href: `?tab=${key}`,
          testId: `tab-${key}`,
        }))}
      />
      <div className={styles.tabBody}>
        {tab === 'basic' ? <BasicInfo key={settings.storeId} settings={settings} canEdit={canEdit} /> : null}
        {tab === 'addresses' ? <Addresses settings={settings} canEdit={canEdit} /> : null}
        {tab === 'pickup' ? <PickupPoints points={points} canEdit={canEdit} /> : null}
        {tab === 'stock' ? <StockWarning value={settings.stockWarning} canEdit={canEdit} /> : null}
        {tab === 'chat' && chat ? <ChatSettingsForm value={chat} canEdit={canEdit} /> : null}
      </div>
    </ConsolePage>
  )
}

function ImageField({
  label,
  hint,
  value,
  error,
  wide,
  canEdit,
  onChange,
}: {
  label: string
  hint?: string
  value: string
  error?: string
  wide?: boolean
  canEdit: boolean
  onChange(url: string): void
}) {
  const { t } = useTranslation('sellerSettings')
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const upload = async (file: File | undefined) => {
    if (!file) return
    const form = new FormData()
    form.append('file', file)
    setBusy(true)
    try {
      onChange(await consoleBrowser(SELLER).api.post<string>('/common/common/upload/file', form))
    } catch {
      // shown by the client
    } finally {
      setBusy(false)
    }
  }
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div>
          <div className={styles.images}>
            {value ? <img src={value} alt="" className={wide ? styles.banner : styles.logo} /> : null}
            {canEdit ? (
              <>
                <input
                  id={inputId}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className={styles.fileInput}
                  disabled={busy}
                  onChange={(e) => {
                    void upload(e.currentTarget.files?.[0])
                    e.currentTarget.value = ''
                  }}
                />
                <label htmlFor={inputId} className={`btn btn-ghost ${styles.uploadLabel}`} aria-busy={busy}>
                  {busy ? t('store.uploading') : t('store.upload')}
                </label>
              </>
            ) : null}
          </div>
          <input
            {...control}
            aria-label={`${label} ${t('store.imageUrl')}`}
            value={value}
            maxLength={500}
            disabled={!canEdit}
            placeholder={t('store.imageUrl')}
            onChange={(e) => onChange(e.target.value)}
            style={{ marginTop: 8 }}
          />
        </div>
      )}
    </Field>
  )
}

function BasicInfo({ settings, canEdit }: { settings: StoreSettingsView; canEdit: boolean }) {
  const { t, lang } = useTranslation('sellerSettings')
  const { t: tc } = useTranslation('console')
  const revalidator = useRevalidator()
  const [form, setForm] = useState({
    storeName: settings.storeName,
    storeNameEn: settings.storeNameEn,
    storeLogo: settings.storeLogo,
    storeBanner: settings.storeBanner,
    storeDesc: settings.storeDesc,
    storeDescEn: settings.storeDescEn,
    companyAddressPath: settings.companyAddressPath,
    companyAddressPathEn: settings.companyAddressPathEn,
    contactMobile: settings.contactMobile,
    contactEmail: settings.contactEmail,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  // Text typed into the server's HTML before hydration would show but never reach this state (and
  // so never be saved): the fields wait for the script.
  const hydrated = useHydrated()
  const locked = !canEdit || !hydrated
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))
  async function save(event: React.FormEvent) {
    event.preventDefault()
    const parsed = StoreSettingsForm.safeParse(form)
    setErrors(issuesOf(parsed, lang))
    if (!parsed.success) return
    setBusy(true)
    try {
      await consoleBrowser(SELLER).api.put('/store/settings/storeSettings', parsed.data, { json: true })
      toast.success(tc('actions.saved'))
      void revalidator.revalidate()
    } catch {
      // shown by the client; the form keeps what was typed
    } finally {
      setBusy(false)
    }
  }
  const text = (
    key:
      | 'storeName'
      | 'storeNameEn'
      | 'companyAddressPath'
      | 'companyAddressPathEn'
      | 'contactMobile'
      | 'contactEmail',
    label: string,
    max: number,
    required = false,
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={errors[key]} required={required}>
      {(control) => (
        <input
          {...control}
          name={key}
          maxLength={max}
          value={form[key]}
          disabled={locked}
          onChange={(e) => set(key)(e.target.value)}
        />
      )}
    </Field>
  )
  const intro = (key: 'storeDesc' | 'storeDescEn', label: string, hint: string) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {(control) => (
        <textarea
          {...control}
          name={key}
          rows={key === 'storeDesc' ? 6 : 4}
          value={form[key]}
          disabled={locked}
          onChange={(e) => set(key)(e.target.value)}
        />
      )}
    </Field>
  )
  return (
    <Panel>
      <form onSubmit={save} noValidate data-testid="store-basic-form">
        {text('storeName', t('store.storeName'), 32, true)}
        {text('storeNameEn', t('store.storeNameEn'), 96, false, t('store.storeNameEnHint'))}
        <ImageField
          label={t('store.logo')}
          value={form.storeLogo}
          error={errors.storeLogo}
          canEdit={canEdit}
          onChange={set('storeLogo')}
        />
        <ImageField
          label={t('store.banner')}
          hint={t('store.bannerHint')}
          value={form.storeBanner}
          error={errors.storeBanner}
          wide
          canEdit={canEdit}
          onChange={set('storeBanner')}
        />
        {text('companyAddressPath', t('store.location'), 128, true, t('store.locationHint'))}
        {text('companyAddressPathEn', t('store.locationEn'), 160, false, t('store.locationEnHint'))}
        {intro('storeDesc', t('store.intro'), t('store.introHint'))}
        {intro('storeDescEn', t('store.introEn'), t('store.introEnHint'))}
        {text('contactMobile', t('store.contactMobile'), 20)}
        {text('contactEmail', t('store.contactEmail'), 64)}
        <div className={styles.footer}>
          <a
            className="btn btn-ghost"
            href={`/merchant?id=${settings.storeId}`}
            target="_blank"
            rel="noreferrer"
          >
            {t('store.preview')}
          </a>
          {canEdit ? (
            <button type="submit" className="btn" disabled={busy || locked}>
              {tc('actions.save')}
            </button>
          ) : null}
        </div>
      </form>
    </Panel>
  )
}

const EMPTY_ADDRESS: Address = { name: '', mobile: '', regionIdPath: '', regionPath: '', detail: '' }

function Addresses({ settings, canEdit }: { settings: StoreSettingsView; canEdit: boolean }) {
  const { t } = useTranslation('sellerSettings')
  const { t: tc } = useTranslation('console')
  const revalidator = useRevalidator()
  const editing = useEditing<{ which: 'shipAddress' | 'returnAddress'; address: Address }>()
  const save = async (which: 'shipAddress' | 'returnAddress', address: Address | null) => {
    await consoleBrowser(SELLER).api.put(
      '/store/settings/storeSettings/address',
      { shipAddress: settings.shipAddress, returnAddress: settings.returnAddress, [which]: address },
      { json: true },
    )
    toast.success(tc('actions.saved'))
    void revalidator.revalidate()
  }
  const card = (which: 'shipAddress' | 'returnAddress', hint?: string) => {
    const a = settings[which]
    return (
      <section className={styles.addressCard} data-testid={`address-${which}`}>
        <h3>{t(`store.${which}`)}</h3>
        {hint ? <p className={consoleStyles.muted}>{hint}</p> : null}
        {a ? (
          <p>
            {a.name} {a.mobile}
            <br />
            {a.regionPath.replaceAll(',', ' ')} {a.detail}
          </p>
        ) : (
          <p className={consoleStyles.muted}>{t('store.none')}</p>
        )}
        {canEdit ? (
          <span className={consoleStyles.rowActions} style={{ justifyContent: 'flex-start' }}>
            <button
              type="button"
              className={consoleStyles.linkButton}
              onClick={() => editing.start({ which, address: a ?? EMPTY_ADDRESS })}
            >
              {a ? tc('actions.edit') : t('store.set')}
            </button>
            {a ? (
              <button
                type="button"
                className={consoleStyles.linkButton}
                onClick={() => void save(which, null).catch(() => {})}
              >
                {t('store.clear')}
              </button>
            ) : null}
          </span>
        ) : null}
      </section>
    )
  }
  return (
    <Panel>
      <div className={styles.addressGrid}>
        {card('shipAddress')}
        {card('returnAddress', t('store.returnHint'))}
      </div>
      {editing.value ? (
        <AddressDialog
          key={editing.key}
          open={editing.open}
          title={t(`store.${editing.value.which}`)}
          value={editing.value.address}
          onClose={editing.close}
          onSave={async (address) => {
            await save(editing.value?.which ?? 'shipAddress', address)
            editing.close()
          }}
        />
      ) : null}
    </Panel>
  )
}

/** Province → city → district selects fed by the public region API. */
function useRegionLevels(path: string) {
  const { t, lang } = useTranslation('sellerSettings')
  const [picked, setPicked] = useState<string[]>(() => (path ? path.split(',') : []))
  const [options, setOptions] = useState<Region[][]>([])
  const api = consoleBrowser(SELLER).api
  useEffect(() => {
    const ids = path ? path.split(',') : []
    Promise.all(['0', ...ids.slice(0, 2)].map((id) => api.get<Region[]>(`/common/common/region/item/${id}`)))
      .then((lists) => setOptions(lists.filter((l) => l.length > 0)))
      .catch(() => {})
  }, [path, api])
  const pick = async (level: number, id: string) => {
    setPicked((p) => [...p.slice(0, level), id].filter(Boolean))
    const kept = options.slice(0, level + 1)
    if (id && level < 2) {
      const children = await api.get<Region[]>(`/common/common/region/item/${id}`).catch(() => [])
      setOptions(children.length ? [...kept, children] : kept)
    } else setOptions(kept)
  }
  const selects = (describedBy?: string) => (
    <span className={styles.regionSelects}>
      {options.map((list, level) => (
        <select
          key={list[0]?.parentId ?? level}
          aria-label={t(`store.level${level}`)}
          aria-describedby={describedBy}
          value={picked[level] ?? ''}
          onChange={(e) => void pick(level, e.target.value)}
        >
          <option value="">{t(`store.level${level}`)}</option>
          {list.map((r) => (
            <option key={r.id} value={r.id}>
              {regionName(r, lang)}
            </option>
          ))}
        </select>
      ))}
    </span>
  )
  const complete = picked.length >= Math.min(options.length, 3) && picked.length >= 2
  return { picked, selects, complete }
}

function AddressDialog({
  open,
  title,
  value,
  onClose,
  onSave,
}: {
  open: boolean
  title: string
  value: Address
  onClose(): void
  onSave(address: Address): Promise<void>
}) {
  const { t, lang } = useTranslation('sellerSettings')
  const [form, setForm] = useState(value)
  const region = useRegionLevels(value.regionIdPath)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  async function save(event: React.FormEvent) {
    event.preventDefault()
    const body = { ...form, regionIdPath: region.picked.join(',') }
    const parsed = SettingsAddress.safeParse(body)
    const found = issuesOf(parsed, lang)
    if (!region.complete) found.regionIdPath = t('store.pickRegion')
    setErrors(found)
    if (!parsed.success || Object.keys(found).length) return
    setBusy(true)
    try {
      await onSave(parsed.data)
    } catch {
      // shown by the client
    } finally {
      setBusy(false)
    }
  }
  const text = (key: 'name' | 'mobile' | 'detail', label: string, max: number) => (
    <Field label={label} required error={errors[key]}>
      {(control) => (
        <input
          {...control}
          name={key}
          maxLength={max}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        />
      )}
    </Field>
  )
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      width={620}
      testId="address-dialog"
      busy={busy}
      onSubmit={save}
    >
      {text('name', t('store.contact'), 32)}
      {text('mobile', t('store.mobile'), 20)}
      <Field label={t('store.region')} required error={errors.regionIdPath}>
        {(control) => region.selects(control['aria-describedby'])}
      </Field>
      {text('detail', t('store.detail'), 140)}
    </FormDialog>
  )
}

type PointForm = { id?: string; addressName: string; address: string; mobile: string; center: string }

function PickupPoints({ points, canEdit }: { points: PickupPointView[]; canEdit: boolean }) {
  const { t } = useTranslation('sellerSettings')
  const { t: tc } = useTranslation('console')
  const revalidator = useRevalidator()
  const editing = useEditing<PointForm>()
  const [deleting, setDeleting] = useState<PickupPointView | null>(null)
  const columns: Column<PickupPointView>[] = [
    { key: 'name', header: t('store.pickupName'), cell: (r) => <strong>{r.addressName}</strong> },
    { key: 'address', header: t('store.pickupAddress'), cell: (r) => r.address },
    { key: 'mobile', header: t('store.pickupMobile'), cell: (r) => r.mobile },
    { key: 'center', header: t('store.pickupCenter'), cell: (r) => r.center || '—' },
    ...(canEdit
      ? [
          {
            key: 'ops',
            header: tc('actions.operations'),
            align: 'right' as const,
            cell: (r: PickupPointView) => (
              <RowActions>
                <button
                  type="button"
                  className={consoleStyles.linkButton}
                  onClick={() => editing.start({ ...r })}
                >
                  {tc('actions.edit')}
                </button>
                <button type="button" className={consoleStyles.linkButton} onClick={() => setDeleting(r)}>
                  {tc('actions.delete')}
                </button>
              </RowActions>
            ),
          },
        ]
      : []),
  ]
  const remove = async (r: PickupPointView) => {
    try {
      await consoleBrowser(SELLER).api.del(`/store/member/storeAddress/${r.id}`)
      toast.success(tc('actions.deleted'))
      void revalidator.revalidate()
    } catch {
      // shown by the client
    }
  }
  return (
    <Panel>
      {canEdit ? (
        <div className={consoleStyles.toolbar}>
          <button
            type="button"
            className="btn"
            onClick={() => editing.start({ addressName: '', address: '', mobile: '', center: '' })}
          >
            {t('store.pickupAdd')}
          </button>
        </div>
      ) : null}
      <Table
        columns={columns}
        rows={points}
        rowKey={(r) => r.id}
        testId="pickup-table"
        empty={<p className={consoleStyles.muted}>{t('store.pickupEmpty')}</p>}
      />
      {editing.value ? (
        <PointDialog
          key={editing.key}
          open={editing.open}
          value={editing.value}
          onClose={editing.close}
          onSaved={() => void revalidator.revalidate()}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={tc('actions.confirmDelete', { name: deleting?.addressName ?? '' })}
        confirmLabel={tc('actions.delete')}
        onConfirm={() => {
          if (deleting) void remove(deleting)
        }}
      />
    </Panel>
  )
}

function PointDialog({
  open,
  value,
  onClose,
  onSaved,
}: {
  open: boolean
  value: PointForm
  onClose(): void
  onSaved(): void
}) {
  const { t, lang } = useTranslation('sellerSettings')
  const { t: tc } = useTranslation('console')
  const [form, setForm] = useState(value)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  async function save(event: React.FormEvent) {
    event.preventDefault()
    const { id, ...body } = form
    const parsed = PickupPointForm.safeParse(body)
    setErrors(issuesOf(parsed, lang))
    if (!parsed.success) return
    setBusy(true)
    try {
      const api = consoleBrowser(SELLER).api
      if (id) await api.put(`/store/member/storeAddress/${id}`, parsed.data, { json: true })
      else await api.post('/store/member/storeAddress', parsed.data, { json: true })
      toast.success(tc('actions.saved'))
      onClose()
      onSaved()
    } catch {
      // shown by the client; the form keeps what was typed
    } finally {
      setBusy(false)
    }
  }
  const text = (key: keyof Omit<PointForm, 'id'>, label: string, max: number, required = true) => (
    <Field label={label} required={required} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          name={key}
          maxLength={max}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        />
      )}
    </Field>
  )
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={form.id ? t('store.pickupEdit') : t('store.pickupAdd')}
      width={560}
      testId="pickup-dialog"
      busy={busy}
      onSubmit={save}
    >
      {text('addressName', t('store.pickupName'), 64)}
      {text('address', t('store.pickupAddress'), 200)}
      {text('mobile', t('store.pickupMobile'), 20)}
      {text('center', t('store.pickupCenter'), 40, false)}
    </FormDialog>
  )
}

function StockWarning({ value, canEdit }: { value: number; canEdit: boolean }) {
  const { t } = useTranslation('sellerSettings')
  const { t: tc } = useTranslation('console')
  const revalidator = useRevalidator()
  const [text, setText] = useState(String(value))
  const [error, setError] = useState<string | undefined>()
  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!/^\d{1,5}$/.test(text.trim())) {
      setError(t('store.stockInvalid'))
      return
    }
    setError(undefined)
    try {
      await consoleBrowser(SELLER).api.request({
        method: 'PUT',
        path: '/store/settings/storeSettings/updateStockWarning',
        query: { stockWarning: Number(text.trim()) },
      })
      toast.success(tc('actions.saved'))
      void revalidator.revalidate()
    } catch {
      // shown by the client
    }
  }
  return (
    <Panel>
      <form onSubmit={save} noValidate data-testid="settings-stock-warning-form">
        <Field label={t('store.stockWarning')} hint={t('store.stockHint')} error={error}>
          {(control) => (
            <input
              {...control}
              name="stockWarning"
              inputMode="numeric"
              value={text}
              disabled={!canEdit}
              onChange={(e) => setText(e.target.value)}
              style={{ maxWidth: 200 }}
            />
          )}
        </Field>
        {canEdit ? (
          <div className={styles.footer}>
            <button type="submit" className="btn">
              {tc('actions.save')}
            </button>
          </div>
        ) : null}
      </form>
    </Panel>
  )
}
