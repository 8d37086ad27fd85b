import { minuteText } from '@silk/contracts/china-time'
import type { Coupon } from '@silk/contracts/coupon'
import {
  type CouponActivityDetail,
  CouponActivityForm,
  type CouponActivityGrant,
  type CouponActivityVO,
} from '@silk/contracts/coupon-activity'
import type { Page } from '@silk/contracts/paging'
import { useEffect, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { TextAreaField } from '../../components/form/TextAreaField.tsx'
import { TextField } from '../../components/form/TextField.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmAction } from '../../features/console/ConfirmAction.tsx'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { EditDialog } from '../../features/console/EditDialog.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import {
  newPromotionWindow,
  PromotionWindowFields,
  promotionWindowBody,
  promotionWindowErrors,
} from '../../features/promotions/PromotionWindowFields.tsx'
import { RadioFieldset } from '../../features/seller/queues/PromotionFields.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formIssues, renamed } from '../../lib/form-issues.ts'

const STATUSES = ['START', 'NEW', 'END', 'CLOSE'] as const
type Activity = CouponActivityVO

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const [page, couponPage] = await Promise.all([
      api.get<Page<Activity>>(
        '/manager/promotion/couponActivity',
        listQuery(url, ['promotionName', 'couponActivityType', 'promotionStatus']),
      ),
      // The platform coupons an activity may hand out: open, not ended.
      api
        .get<Page<Coupon>>('/manager/promotion/coupon', { pageNumber: '1', pageSize: '100' })
        .catch(() => ({ records: [] as Coupon[] })),
    ])
    const coupons = couponPage.records.filter(
      (c) => c.promotionStatus === 'START' || c.promotionStatus === 'NEW',
    )
    return { page, coupons }
  })
}

/** 券活动 (促销 → 券活动): 精准发券 and 新人赠券 of platform coupons; close; who received what. */
export default function AdminCouponActivities() {
  const { page, coupons } = useLoaderData<typeof loader>()
  const { t } = useTranslation('couponActivity')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('promotion')
  const editing = useEditing<'new'>()
  const [closing, setClosing] = useState<Activity | null>(null)
  const [detail, setDetail] = useState<Activity | null>(null)
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.promotion')}
      title={t('title')}
      readOnly={!canWrite}
      add={{
        label: t('add'),
        onClick: () => editing.start('new'),
        small: true,
        testId: 'coupon-activity-add',
      }}
      filters={
        <>
          <p className={consoleStyles.muted} style={{ marginBottom: 16 }}>
            {t('intro')}
          </p>
          <SearchForm
            testId="coupon-activity-filters"
            status={statusTabs('promotionStatus', t('tabs'), STATUSES, (s) => t(`statuses.${s}`))}
            submitLabel={t('filter')}
            fields={[
              { name: 'promotionName', label: t('name'), maxLength: 64 },
              {
                name: 'couponActivityType',
                label: t('type'),
                all: t('all'),
                options: [
                  { value: 'SPECIFY', label: t('types.SPECIFY') },
                  { value: 'REGISTERED', label: t('types.REGISTERED') },
                ],
              },
            ]}
          />
        </>
      }
      table={{ testId: 'coupon-activity-table', rows: page.records, rowKey: (r) => r.id, empty: t('empty') }}
      page={page}
      columns={[
        { key: 'name', header: t('name'), cell: (r) => <strong>{r.promotionName}</strong> },
        {
          key: 'type',
          header: t('type'),
          cell: (r) => (
            <span className={styles.stack}>
              {t(`types.${r.couponActivityType}`)}
              {r.couponActivityType === 'SPECIFY' ? (
                <small className={styles.note}>{t(`scopes.${r.activityScope}`)}</small>
              ) : null}
            </span>
          ),
        },
        {
          key: 'coupons',
          header: t('coupons'),
          cell: (r) => (
            <span className={styles.stack}>
              {r.couponActivityItems.map((i) => (
                <span key={i.couponId}>
                  {i.couponName} <small className={styles.note}>× {i.num}</small>
                </span>
              ))}
            </span>
          ),
        },
        {
          key: 'window',
          header: t('window'),
          cell: (r) => (
            <span className={styles.stack}>
              <span className={styles.nowrap}>{minuteText(r.startTime)} ~</span>
              <span className={styles.nowrap}>{minuteText(r.endTime)}</span>
            </span>
          ),
        },
        {
          key: 'received',
          header: t('received'),
          align: 'right',
          cell: (r) => t('receivedCount', { count: r.receivedMembers }),
        },
        {
          key: 'status',
          header: t('status'),
          cell: (r) => (
            <span className={styles.stack}>
              <StatusText waiting={r.promotionStatus === 'START'}>
                {t(`statuses.${r.promotionStatus}`)}
              </StatusText>
              {r.sendStatus ? (
                <small className={styles.note}>{t(`sendStatuses.${r.sendStatus}`)}</small>
              ) : null}
            </span>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) => (
            <RowActions>
              <RowButton onClick={() => setDetail(r)} data-testid="coupon-activity-detail">
                {t('detail')}
              </RowButton>
              {canWrite && (r.promotionStatus === 'NEW' || r.promotionStatus === 'START') ? (
                <RowButton onClick={() => setClosing(r)} data-testid="coupon-activity-close">
                  {t('close')}
                </RowButton>
              ) : null}
            </RowActions>
          ),
        },
      ]}
    >
      {editing.value ? (
        <ActivityForm key={editing.key} open={editing.open} onClose={editing.close} coupons={coupons} />
      ) : null}
      <ConfirmAction
        site={ADMIN}
        call={
          closing ? { method: 'PUT', path: `/manager/promotion/couponActivity/status/${closing.id}` } : null
        }
        onClose={() => setClosing(null)}
        title={t('closeTitle', { name: closing?.promotionName ?? '' })}
        message={t('closeMessage')}
        confirmLabel={t('close')}
        done={t('closed')}
      />
      <DetailDialog activity={detail} onClose={() => setDetail(null)} />
    </ListPage>
  )
}

type Type = 'SPECIFY' | 'REGISTERED'
type Scope = 'ALL' | 'DESIGNATED'

function ActivityForm({ open, onClose, coupons }: { open: boolean; onClose(): void; coupons: Coupon[] }) {
  const { t, lang } = useTranslation('couponActivity')
  const [form, setForm] = useState({
    promotionName: '',
    couponActivityType: 'SPECIFY' as Type,
    activityScope: 'DESIGNATED' as Scope,
    ...newPromotionWindow(),
    members: '',
  })
  const [nums, setNums] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors({})
  }
  const designated = form.couponActivityType === 'SPECIFY' && form.activityScope === 'DESIGNATED'
  const save = () => {
    const next: Record<string, string> = {}
    if (!form.promotionName.trim()) next.promotionName = t('required', { field: t('name') })
    Object.assign(next, promotionWindowErrors(form, { endBeforeStart: t('endBeforeStart') }))
    const items = Object.entries(nums)
      .filter(([, n]) => n !== '')
      .map(([couponId, num]) => ({ couponId, num }))
    if (items.length === 0) next.coupons = t('pickCoupon')
    const memberNames = form.members
      .split(/[\s,，、]+/)
      .map((m) => m.trim())
      .filter(Boolean)
    if (designated && memberNames.length === 0) next.members = t('pickMember')
    const body = {
      promotionName: form.promotionName.trim(),
      couponActivityType: form.couponActivityType,
      activityScope: form.couponActivityType === 'SPECIFY' ? form.activityScope : 'ALL',
      ...promotionWindowBody(form),
      couponActivityItems: items,
      memberNames: designated ? memberNames : [],
    }
    const fields = renamed({ couponActivityItems: 'coupons', memberNames: 'members' })
    formIssues(CouponActivityForm.safeParse(body), lang, fields, next)
    setErrors(next)
    if (Object.keys(next).length) return null
    return { method: 'POST' as const, path: '/manager/promotion/couponActivity', body, json: true }
  }
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={t('add')}
      width={720}
      testId="coupon-activity-dialog"
      submitTestId="coupon-activity-save"
      save={save}
      done={t('saved')}
    >
      <TextField
        label={t('name')}
        name="promotionName"
        required
        maxLength={64}
        value={form.promotionName}
        error={errors.promotionName}
        onChange={(v) => set('promotionName', v)}
        testId="coupon-activity-name"
      />
      <RadioFieldset
        legend={t('type')}
        name="couponActivityType"
        options={(['SPECIFY', 'REGISTERED'] as const).map((v) => ({ value: v, label: t(`types.${v}`) }))}
        value={form.couponActivityType}
        onChange={(v) => set('couponActivityType', v)}
      />
      {form.couponActivityType === 'SPECIFY' ? (
        <RadioFieldset
          legend={t('scope')}
          name="activityScope"
          options={(['DESIGNATED', 'ALL'] as const).map((v) => ({ value: v, label: t(`scopes.${v}`) }))}
          value={form.activityScope}
          onChange={(v) => set('activityScope', v)}
        />
      ) : null}
      <PromotionWindowFields
        value={form}
        startLabel={t('start')}
        endLabel={t('end')}
        errors={errors}
        onChange={set}
      />
      <fieldset className={consoleStyles.checks} data-testid="coupon-activity-coupons">
        <legend>{t('coupons')}</legend>
        <p className={consoleStyles.muted}>{coupons.length ? t('couponsHint') : t('noCoupons')}</p>
        {coupons.map((c) => {
          const on = nums[c.id] !== undefined && nums[c.id] !== ''
          return (
            <div key={c.id} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
              <label style={{ flex: 1 }}>
                <input
                  type="checkbox"
                  checked={on}
                  data-testid="coupon-activity-coupon"
                  onChange={(e) => {
                    setNums((n) => ({ ...n, [c.id]: e.target.checked ? '1' : '' }))
                    setErrors({})
                  }}
                />{' '}
                {c.couponName}{' '}
                <small className={consoleStyles.muted}>
                  {t('stock', { received: c.receivedNum, publish: c.publishNum || t('unlimited') })}
                </small>
              </label>
              {on ? (
                <input
                  aria-label={t('num')}
                  inputMode="numeric"
                  style={{ width: 64 }}
                  value={nums[c.id]}
                  onChange={(e) =>
                    setNums((n) => ({ ...n, [c.id]: e.target.value.replace(/\D/g, '') || '1' }))
                  }
                />
              ) : null}
            </div>
          )
        })}
        {errors.coupons ? <p className={consoleStyles.error}>{errors.coupons}</p> : null}
      </fieldset>
      {designated ? (
        <TextAreaField
          label={t('members')}
          placeholder={t('membersHint')}
          required
          max={4000}
          rows={4}
          value={form.members}
          error={errors.members}
          onChange={(v) => set('members', v)}
        />
      ) : null}
    </EditDialog>
  )
}

function DetailDialog({ activity, onClose }: { activity: Activity | null; onClose(): void }) {
  const { t } = useTranslation('couponActivity')
  const [detail, setDetail] = useState<CouponActivityDetail | null>(null)
  const [records, setRecords] = useState<Page<CouponActivityGrant> | null>(null)
  useEffect(() => {
    if (!activity) return
    let live = true
    const api = consoleBrowser(ADMIN).api
    Promise.all([
      api.get<CouponActivityDetail>(`/manager/promotion/couponActivity/${activity.id}`),
      api.get<Page<CouponActivityGrant>>(`/manager/promotion/couponActivity/${activity.id}/received`, {
        pageSize: '50',
      }),
    ])
      .then(([d, r]) => {
        if (!live) return
        setDetail(d)
        setRecords(r)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [activity])
  const close = () => {
    onClose()
    setDetail(null)
    setRecords(null)
  }
  return (
    <Dialog
      open={activity !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      title={activity ? t('detailTitle', { name: activity.promotionName }) : ''}
      width={760}
      testId="coupon-activity-info"
      actions={
        <button type="button" className="btn btn-ghost" onClick={close}>
          {t('done')}
        </button>
      }
    >
      {detail?.members.length ? (
        <p>
          <strong>{t('chosenMembers')}：</strong>
          {detail.members.map((m) => m.memberName).join('、')}
        </p>
      ) : null}
      <h3 style={{ margin: '12px 0 8px', fontSize: 15 }}>{t('records')}</h3>
      <Table
        testId="coupon-activity-records"
        rows={records?.records ?? []}
        rowKey={(r) => `${r.memberId}-${r.couponId}`}
        loading={records === null}
        empty={t('noRecords')}
        columns={[
          { key: 'member', header: t('member'), cell: (r) => r.memberName },
          { key: 'coupon', header: t('coupon'), cell: (r) => r.couponName },
          { key: 'num', header: t('num'), align: 'right', cell: (r) => r.num },
          { key: 'time', header: t('time'), cell: (r) => r.createTime },
        ]}
      />
    </Dialog>
  )
}
