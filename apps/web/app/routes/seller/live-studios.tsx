import type { CommodityVO, StudioDetailVO, StudioVO } from '@silk/contracts/broadcast'
import { chinaMinute, toMinuteInput } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import { useEffect, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import { TextField } from '../../components/form/TextField.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConfirmAction } from '../../features/console/ConfirmAction.tsx'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { EditDialog } from '../../features/console/EditDialog.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { StatusFilter } from '../../features/console/StatusFilter.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useEditing } from '../../features/console/use-editing.ts'
import styles from '../../features/live/live.module.css'
import { LiveStatus, StudioNameCell, StudioTimeCell } from '../../features/live/StudioCells.tsx'
import {
  PromotionWindowFields,
  promotionWindowBody,
  promotionWindowErrors,
  promotionWindowValue,
} from '../../features/promotions/PromotionWindowFields.tsx'
import { pageNumberOf, queueStyles } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'

const STATUSES = ['NEW', 'START', 'END'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const status = url.searchParams.get('status') ?? ''
    const query: Record<string, string | number> = { pageNumber: pageNumberOf(url), pageSize: 10 }
    if ((STATUSES as readonly string[]).includes(status)) query.status = status
    const [list, mode] = await Promise.all([
      api.get<Page<StudioVO>>('/store/broadcast/studio', query),
      api.get<{ sandbox: boolean }>('/store/broadcast/mode'),
    ])
    return { list, sandbox: mode.sandbox }
  })
}

/** The room's status mark, shared by the consoles' lists. */
interface Editing {
  id?: string
  name: string
  anchorName: string
  anchorWechat: string
  coverImg: string[]
  shareImg: string[]
  startTime: string
  endTime: string
}

/** 直播间 (营销 → 直播): the store's rooms in WeChat mini-program live (decision 169). */
export default function SellerLiveStudios() {
  const { list, sandbox } = useLoaderData<typeof loader>()
  const { t } = useTranslation('live')
  const canEdit = useCanWrite('promotion')
  const editing = useEditing<Editing>()
  const [removing, setRemoving] = useState<StudioVO | null>(null)
  const [goodsOf, setGoodsOf] = useState<StudioVO | null>(null)
  const fresh = (): Editing => {
    const start = Date.now() + 60 * 60_000
    return {
      name: '',
      anchorName: '',
      anchorWechat: '',
      coverImg: [],
      shareImg: [],
      startTime: toMinuteInput(chinaMinute(start)),
      endTime: toMinuteInput(chinaMinute(start + 2 * 60 * 60_000)),
    }
  }
  return (
    <ListPage
      site={SELLER}
      group={useGroupTitle('promotion')}
      title={t('menu.studios')}
      readOnly={!canEdit}
      add={{ label: t('studios.add'), onClick: () => editing.start(fresh()), testId: 'live-studio-add' }}
      filters={
        <>
          {sandbox ? (
            <p className={styles.sandbox} data-testid="live-sandbox" style={{ marginBottom: 12 }}>
              {t('sandbox')}
            </p>
          ) : null}
          <p className={consoleStyles.muted} style={{ marginBottom: 12 }}>
            {t('studios.intro')}
          </p>
          <StatusFilter
            name="status"
            label={t('studios.status')}
            options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </>
      }
      table={{
        testId: 'live-studio-table',
        rows: list.records,
        rowKey: (r) => r.id,
        empty: t('studios.empty'),
      }}
      page={list}
      columns={[
        {
          key: 'name',
          header: t('studios.name'),
          cell: (r) => <StudioNameCell room={r} />,
        },
        {
          key: 'anchor',
          header: t('studios.anchorName'),
          cell: (r) => (
            <span>
              {r.anchorName}
              <small className={consoleStyles.muted} style={{ display: 'block' }}>
                {r.anchorWechat}
              </small>
            </span>
          ),
        },
        {
          key: 'time',
          header: t('studios.time'),
          cell: (r) => <StudioTimeCell room={r} />,
        },
        { key: 'status', header: t('studios.status'), cell: (r) => <LiveStatus room={r} /> },
        { key: 'goods', header: t('studios.goods'), align: 'right', cell: (r) => r.roomGoodsNum },
      ]}
      rowActions={(r) => (
        <RowActions>
          <RowButton onClick={() => setGoodsOf(r)} data-testid="live-studio-goods">
            {t('studios.manageGoods')}
          </RowButton>
          {r.status === 'NEW' ? (
            <RowButton
              onClick={() =>
                editing.start({
                  id: r.id,
                  name: r.name,
                  anchorName: r.anchorName,
                  anchorWechat: r.anchorWechat,
                  coverImg: [r.coverImg],
                  shareImg: [r.shareImg],
                  ...promotionWindowValue(r),
                })
              }
            >
              {t('studios.edit')}
            </RowButton>
          ) : null}
          {r.status !== 'START' ? (
            <RowButton onClick={() => setRemoving(r)} data-testid="live-studio-remove">
              {t('studios.remove')}
            </RowButton>
          ) : null}
        </RowActions>
      )}
    >
      {editing.value ? (
        <StudioDialog key={editing.key} value={editing.value} open={editing.open} onClose={editing.close} />
      ) : null}
      {goodsOf ? <RoomGoodsDialog room={goodsOf} onClose={() => setGoodsOf(null)} canEdit={canEdit} /> : null}
      <ConfirmAction
        site={SELLER}
        call={removing ? { method: 'DELETE', path: `/store/broadcast/studio/${removing.id}` } : null}
        onClose={() => setRemoving(null)}
        title={t('studios.removeTitle', { name: removing?.name ?? '' })}
        message={t('studios.removeMessage')}
        confirmLabel={t('studios.remove')}
        done={t('studios.removed')}
      />
    </ListPage>
  )
}

const upload = (form: FormData) => consoleBrowser(SELLER).api.post<string>('/common/common/upload/file', form)

function StudioDialog({ value, open, onClose }: { value: Editing; open: boolean; onClose(): void }) {
  const { t } = useTranslation('live')
  const [form, setForm] = useState(value)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof Editing>(key: K, v: Editing[K]) => {
    setForm((f) => ({ ...f, [key]: v }))
    setErrors({})
  }
  const save = () => {
    const next: Record<string, string> = {}
    for (const key of ['name', 'anchorName', 'anchorWechat'] as const)
      if (!form[key].trim()) next[key] = t('studios.required', { field: t(`studios.${key}`) })
    if (!form.coverImg[0]) next.coverImg = t('studios.pictureRequired', { field: t('studios.cover') })
    if (!form.shareImg[0]) next.shareImg = t('studios.pictureRequired', { field: t('studios.share') })
    Object.assign(
      next,
      promotionWindowErrors(form, {
        endBeforeStart: t('studios.endBeforeStart'),
        required: {
          startTime: t('studios.required', { field: t('studios.startTime') }),
          endTime: t('studios.required', { field: t('studios.endTime') }),
        },
      }),
    )
    setErrors(next)
    if (Object.keys(next).length) return null
    const body = {
      ...(form.id ? { id: form.id } : {}),
      name: form.name.trim(),
      anchorName: form.anchorName.trim(),
      anchorWechat: form.anchorWechat.trim(),
      coverImg: form.coverImg[0],
      shareImg: form.shareImg[0],
      ...promotionWindowBody(form),
    }
    return form.id
      ? { method: 'PUT' as const, path: '/store/broadcast/studio/edit', body, json: true }
      : { method: 'POST' as const, path: '/store/broadcast/studio', body, json: true }
  }
  return (
    <EditDialog
      site={SELLER}
      open={open}
      onClose={onClose}
      title={form.id ? t('studios.editTitle') : t('studios.add')}
      width={600}
      testId="live-studio-dialog"
      submitTestId="live-studio-save"
      save={save}
      done={t('studios.saved')}
    >
      <TextField
        label={t('studios.name')}
        name="name"
        required
        maxLength={34}
        value={form.name}
        error={errors.name}
        onChange={(v) => set('name', v)}
        testId="live-studio-name"
      />
      <div className={queueStyles.formGrid}>
        <TextField
          label={t('studios.anchorName')}
          name="anchorName"
          required
          maxLength={30}
          value={form.anchorName}
          error={errors.anchorName}
          onChange={(v) => set('anchorName', v)}
          testId="live-studio-anchor"
        />
        <TextField
          label={t('studios.anchorWechat')}
          name="anchorWechat"
          required
          maxLength={64}
          hint={t('studios.anchorWechatHint')}
          value={form.anchorWechat}
          error={errors.anchorWechat}
          onChange={(v) => set('anchorWechat', v)}
          testId="live-studio-wechat"
        />
      </div>
      <PromotionWindowFields
        value={form}
        startLabel={t('studios.startTime')}
        endLabel={t('studios.endTime')}
        errors={errors}
        onChange={(key, v) => set(key, v)}
      />
      <div className={queueStyles.formGrid}>
        <div>
          <ImageUpload
            label={t('studios.cover')}
            value={form.coverImg}
            onChange={(urls) => set('coverImg', urls)}
            max={1}
            upload={upload}
            hint={t('studios.coverHint')}
            testId="live-studio-cover"
          />
          {errors.coverImg ? <p className={consoleStyles.error}>{errors.coverImg}</p> : null}
        </div>
        <div>
          <ImageUpload
            label={t('studios.share')}
            value={form.shareImg}
            onChange={(urls) => set('shareImg', urls)}
            max={1}
            upload={upload}
            hint={t('studios.shareHint')}
            testId="live-studio-share"
          />
          {errors.shareImg ? <p className={consoleStyles.error}>{errors.shareImg}</p> : null}
        </div>
      </div>
    </EditDialog>
  )
}

/** A room's goods: the approved live goods to add, and those in it to remove. */
function RoomGoodsDialog({ room, onClose, canEdit }: { room: StudioVO; onClose(): void; canEdit: boolean }) {
  const { t } = useTranslation('live')
  const action = useConsoleAction(SELLER)
  const [detail, setDetail] = useState<StudioDetailVO | null>(null)
  const [approved, setApproved] = useState<CommodityVO[]>([])
  const [choice, setChoice] = useState('')
  const [tick, setTick] = useState(0)
  useEffect(() => {
    void tick
    const api = consoleBrowser(SELLER).api
    void Promise.all([
      api.get<StudioDetailVO>(`/store/broadcast/studio/studioInfo/${room.id}`),
      api.get<Page<CommodityVO>>('/store/broadcast/commodity', { auditStatus: 2, pageSize: 100 }),
    ]).then(([d, goods]) => {
      setDetail(d)
      const inRoom = new Set(d.roomGoodsList.map((g) => g.id))
      const left = goods.records.filter((g) => !inRoom.has(g.id))
      setApproved(left)
      setChoice(left[0]?.liveGoodsId ? String(left[0].liveGoodsId) : '')
    })
  }, [room.id, tick])
  const run = async (method: 'PUT' | 'DELETE', path: string, done: string) => {
    if (await action.run({ method, path }, done)) setTick((n) => n + 1)
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('studios.goodsTitle', { name: room.name })}
      width={600}
      testId="live-room-goods"
    >
      {detail?.roomGoodsList.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {detail.roomGoodsList.map((g) => (
            <li key={g.id} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0' }}>
              <img
                src={pictureAt(g.goodsImage, 200)}
                alt=""
                width={40}
                height={40}
                style={{ objectFit: 'cover' }}
              />
              <span style={{ flex: 1 }}>
                {g.name} · {formatPrice(g.price)}
              </span>
              {canEdit && room.status !== 'END' ? (
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={action.busy}
                  onClick={() =>
                    void run(
                      'DELETE',
                      `/store/broadcast/studio/deleteInRoom/${room.roomId}/${g.liveGoodsId}`,
                      t('studios.goodsRemoved'),
                    )
                  }
                >
                  {t('studios.removeGoods')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={consoleStyles.muted}>{t('noGoods')}</p>
      )}
      {canEdit && room.status !== 'END' ? (
        <fieldset className={consoleStyles.checks} style={{ marginTop: 12 }}>
          <legend>{t('studios.addGoods')}</legend>
          {approved.length ? (
            <span style={{ display: 'flex', gap: 8 }}>
              <select
                aria-label={t('studios.pick')}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                data-testid="live-room-goods-pick"
              >
                {approved.map((g) => (
                  <option key={g.id} value={String(g.liveGoodsId)}>
                    {`${g.name} · ${formatPrice(g.price)}`}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="btn"
                disabled={!choice || action.busy}
                onClick={() =>
                  void run(
                    'PUT',
                    `/store/broadcast/studio/push/${room.roomId}/${choice}`,
                    t('studios.goodsAdded'),
                  )
                }
                data-testid="live-room-goods-add"
              >
                {t('studios.addGoods')}
              </button>
            </span>
          ) : (
            <p className={consoleStyles.muted}>{t('studios.noApproved')}</p>
          )}
          <p className={consoleStyles.muted}>{t('studios.addGoodsHint')}</p>
        </fieldset>
      ) : null}
    </Dialog>
  )
}
