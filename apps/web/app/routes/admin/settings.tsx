import type { Logistics } from '@silk/contracts/common'
import type { ManagerSettings, SettingKey } from '@silk/contracts/settings-admin'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => {
    const [settings, carriers] = await Promise.all([
      api.get<ManagerSettings>('/manager/setting/setting'),
      api.get<Logistics[]>('/manager/other/logistics'),
    ])
    return { settings, carriers }
  })
}

const upload = (form: FormData) => consoleBrowser(ADMIN).api.post<string>('/manager/common/upload/file', form)

/** Saves one form; the page's data is read again so every section shows what is stored. */
function useSave() {
  const { t: tc } = useTranslation('console')
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState<SettingKey | null>(null)
  const save = async (forms: [SettingKey, object][]) => {
    setBusy(forms[0][0])
    try {
      for (const [key, body] of forms) {
        await consoleBrowser(ADMIN).api.put(`/manager/setting/setting/${key}`, body, { json: true })
      }
      toast.success(tc('actions.saved'))
      await revalidate()
    } catch {
      // the client shows the server's reason
    } finally {
      setBusy(null)
    }
  }
  return { save, busy }
}

/**
 * 系统设置: site name and logo, goods review, orders, points, withdrawals, settlement, the bank
 * transfer account, carriers.
 */
export default function Settings() {
  const { settings, carriers } = useLoaderData<typeof loader>()
  const { t } = useTranslation('adminContent')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('setting')
  const { save, busy } = useSave()
  const [base, setBase] = useState(settings.BASE_SETTING)
  const [goodsCheck, setGoodsCheck] = useState(settings.GOODS_SETTING.goodsCheck)
  const [autoCancel, setAutoCancel] = useState(String(settings.ORDER_SETTING.autoCancel))
  const [autoReceive, setAutoReceive] = useState(String(settings.ORDER_SETTING.autoReceive))
  const [closeAfterSale, setCloseAfterSale] = useState(String(settings.ORDER_SETTING.closeAfterSale))
  const [points, setPoints] = useState(settings.POINT_SETTING)
  const [minPrice, setMinPrice] = useState(String(settings.WITHDRAWAL_SETTING.minPrice))
  const [rechargeMin, setRechargeMin] = useState(String(settings.RECHARGE_SETTING.minPrice))
  const [rechargeMax, setRechargeMax] = useState(String(settings.RECHARGE_SETTING.maxPrice))
  const [cycleDays, setCycleDays] = useState(String(settings.SETTLEMENT_SETTING.cycleDays))
  const [transfer, setTransfer] = useState(settings.TRANSFER_SETTING)
  const [transferDays, setTransferDays] = useState(String(settings.TRANSFER_SETTING.days))
  const [distributionOpen, setDistributionOpen] = useState(settings.DISTRIBUTION_SETTING.isOpen)
  const [distributionDay, setDistributionDay] = useState(
    String(settings.DISTRIBUTION_SETTING.distributionDay),
  )
  const saveButton = (key: SettingKey, body: () => [SettingKey, object][]) =>
    canWrite ? (
      <div className={styles.formActions}>
        <button
          type="button"
          className="btn"
          disabled={busy !== null}
          data-testid={`save-${key}`}
          onClick={() => void save(body())}
        >
          {t('settings.save')}
        </button>
      </div>
    ) : null
  const number = (
    label: string,
    value: string,
    set: (v: string) => void,
    unit: string,
    min = 0,
    step = 1,
    hint?: string,
  ) => (
    <Field label={label} hint={hint}>
      {(control) => (
        <span className={styles.unit}>
          <input
            {...control}
            type="number"
            min={min}
            step={step}
            value={value}
            disabled={!canWrite}
            onChange={(e) => set(e.target.value)}
          />
          {unit}
        </span>
      )}
    </Field>
  )
  const pointField = (key: 'register' | 'signIn' | 'comment' | 'consumer') =>
    number(
      t(`settings.points.${key}`),
      String(points[key]),
      (v) => setPoints((p) => ({ ...p, [key]: Number(v) })),
      t('settings.points.unit'),
    )
  return (
    <ConsolePage site={ADMIN} group={ta('area.setting')} title={t('settings.title')} readOnly={!canWrite}>
      <div className={styles.settings}>
        <Panel title={t('settings.site.title')}>
          <p className={styles.intro}>{t('settings.site.hint')}</p>
          <Field label={t('settings.site.name')} required>
            {(control) => (
              <input
                {...control}
                maxLength={32}
                value={base.siteName}
                disabled={!canWrite}
                onChange={(e) => setBase((b) => ({ ...b, siteName: e.target.value }))}
              />
            )}
          </Field>
          <Field label={t('settings.site.nameEn')}>
            {(control) => (
              <input
                {...control}
                maxLength={64}
                value={base.siteNameEn ?? ''}
                disabled={!canWrite}
                onChange={(e) => setBase((b) => ({ ...b, siteNameEn: e.target.value }))}
              />
            )}
          </Field>
          <Field label={t('settings.site.logo')}>
            {() => (
              <div className={styles.logo}>
                <img src={base.buyerSideLogo} alt={t('settings.site.logo')} width={64} height={64} />
                {canWrite ? (
                  <ImageUpload
                    value={[]}
                    max={1}
                    upload={upload}
                    onChange={(urls) => urls[0] && setBase((b) => ({ ...b, buyerSideLogo: urls[0] }))}
                  />
                ) : null}
              </div>
            )}
          </Field>
          <Field label={t('settings.site.icp')}>
            {(control) => (
              <input
                {...control}
                maxLength={64}
                value={base.icp}
                disabled={!canWrite}
                onChange={(e) => setBase((b) => ({ ...b, icp: e.target.value }))}
              />
            )}
          </Field>
          {saveButton('BASE_SETTING', () => [['BASE_SETTING', base]])}
        </Panel>

        <Panel title={t('settings.trade.title')}>
          <Field label={t('settings.trade.goodsCheck')} hint={t('settings.trade.goodsCheckHint')}>
            {(control) => (
              <input
                {...control}
                type="checkbox"
                className={styles.check}
                checked={goodsCheck}
                disabled={!canWrite}
                onChange={(e) => setGoodsCheck(e.target.checked)}
              />
            )}
          </Field>
          {number(t('settings.trade.autoCancel'), autoCancel, setAutoCancel, t('settings.trade.minutes'), 5)}
          {number(
            t('settings.trade.autoReceive'),
            autoReceive,
            setAutoReceive,
            t('settings.trade.days'),
            1,
            1,
            t('settings.trade.autoReceiveHint'),
          )}
          {number(
            t('settings.trade.closeAfterSale'),
            closeAfterSale,
            setCloseAfterSale,
            t('settings.trade.days'),
            1,
            1,
            t('settings.trade.closeAfterSaleHint'),
          )}
          {number(
            t('settings.trade.cycleDays'),
            cycleDays,
            setCycleDays,
            t('settings.trade.days'),
            1,
            1,
            t('settings.trade.cycleHint'),
          )}
          {saveButton('ORDER_SETTING', () => [
            ['GOODS_SETTING', { goodsCheck }],
            [
              'ORDER_SETTING',
              {
                autoCancel: Number(autoCancel),
                autoReceive: Number(autoReceive),
                closeAfterSale: Number(closeAfterSale),
              },
            ],
            ['SETTLEMENT_SETTING', { cycleDays: Number(cycleDays) }],
          ])}
        </Panel>

        <Panel title={t('settings.points.title')}>
          {pointField('register')}
          {pointField('signIn')}
          {pointField('comment')}
          {pointField('consumer')}
          <Field label={t('settings.points.tiers')} hint={t('settings.points.tiersHint')}>
            {() => (
              <div className={styles.tiers}>
                {points.pointSettingItems.map((item, index) => (
                  <span key={index} className={styles.tier}>
                    <input
                      type="number"
                      min={1}
                      aria-label={t('settings.points.day')}
                      value={item.day}
                      disabled={!canWrite}
                      onChange={(e) =>
                        setPoints((p) => ({
                          ...p,
                          pointSettingItems: p.pointSettingItems.map((x, i) =>
                            i === index ? { ...x, day: Number(e.target.value) } : x,
                          ),
                        }))
                      }
                    />
                    {t('settings.points.dayUnit')}
                    <input
                      type="number"
                      min={0}
                      aria-label={t('settings.points.reward')}
                      value={item.point}
                      disabled={!canWrite}
                      onChange={(e) =>
                        setPoints((p) => ({
                          ...p,
                          pointSettingItems: p.pointSettingItems.map((x, i) =>
                            i === index ? { ...x, point: Number(e.target.value) } : x,
                          ),
                        }))
                      }
                    />
                    {t('settings.points.unit')}
                    {canWrite ? (
                      <RowButton
                        onClick={() =>
                          setPoints((p) => ({
                            ...p,
                            pointSettingItems: p.pointSettingItems.filter((_, i) => i !== index),
                          }))
                        }
                      >
                        {t('settings.points.remove')}
                      </RowButton>
                    ) : null}
                  </span>
                ))}
                {canWrite && points.pointSettingItems.length < 10 ? (
                  <RowButton
                    onClick={() =>
                      setPoints((p) => ({
                        ...p,
                        pointSettingItems: [...p.pointSettingItems, { day: 1, point: 0 }],
                      }))
                    }
                  >
                    {t('settings.points.addTier')}
                  </RowButton>
                ) : null}
              </div>
            )}
          </Field>
          {saveButton('POINT_SETTING', () => [['POINT_SETTING', points]])}
        </Panel>

        <Panel title={t('settings.withdrawal.title')}>
          {number(
            t('settings.withdrawal.minPrice'),
            minPrice,
            setMinPrice,
            t('settings.withdrawal.yuan'),
            0.01,
            0.01,
          )}
          {saveButton('WITHDRAWAL_SETTING', () => [['WITHDRAWAL_SETTING', { minPrice: Number(minPrice) }]])}
        </Panel>

        <Panel title={t('settings.recharge.title')} testId="settings-recharge">
          <p className={styles.intro}>{t('settings.recharge.hint')}</p>
          {number(
            t('settings.recharge.minPrice'),
            rechargeMin,
            setRechargeMin,
            t('settings.withdrawal.yuan'),
            0.01,
            0.01,
          )}
          {number(
            t('settings.recharge.maxPrice'),
            rechargeMax,
            setRechargeMax,
            t('settings.withdrawal.yuan'),
            1,
            0.01,
          )}
          {saveButton('RECHARGE_SETTING', () => [
            ['RECHARGE_SETTING', { minPrice: Number(rechargeMin), maxPrice: Number(rechargeMax) }],
          ])}
        </Panel>

        <Panel title={t('settings.transfer.title')} testId="settings-transfer">
          <p className={styles.intro}>{t('settings.transfer.hint')}</p>
          <Field label={t('settings.transfer.enabled')}>
            {(control) => (
              <input
                {...control}
                type="checkbox"
                className={styles.check}
                checked={transfer.enabled}
                disabled={!canWrite}
                onChange={(e) => setTransfer((v) => ({ ...v, enabled: e.target.checked }))}
              />
            )}
          </Field>
          {(['accountName', 'bankName', 'accountNo'] as const).map((key) => (
            <Field key={key} label={t(`settings.transfer.${key}`)} required={transfer.enabled}>
              {(control) => (
                <input
                  {...control}
                  maxLength={key === 'accountNo' ? 40 : 64}
                  value={transfer[key]}
                  disabled={!canWrite}
                  onChange={(e) => setTransfer((v) => ({ ...v, [key]: e.target.value }))}
                />
              )}
            </Field>
          ))}
          {number(
            t('settings.transfer.days'),
            transferDays,
            setTransferDays,
            t('settings.transfer.daysUnit'),
            1,
          )}
          {saveButton('TRANSFER_SETTING', () => [
            ['TRANSFER_SETTING', { ...transfer, days: Number(transferDays) }],
          ])}
        </Panel>

        <Panel title={t('settings.distribution.title')} testId="settings-distribution">
          <p className={styles.intro}>{t('settings.distribution.hint')}</p>
          <Field label={t('settings.distribution.isOpen')}>
            {(control) => (
              <input
                {...control}
                type="checkbox"
                className={styles.check}
                checked={distributionOpen}
                disabled={!canWrite}
                onChange={(e) => setDistributionOpen(e.target.checked)}
              />
            )}
          </Field>
          {number(
            t('settings.distribution.days'),
            distributionDay,
            setDistributionDay,
            t('settings.distribution.daysUnit'),
            1,
          )}
          {saveButton('DISTRIBUTION_SETTING', () => [
            ['DISTRIBUTION_SETTING', { isOpen: distributionOpen, distributionDay: Number(distributionDay) }],
          ])}
        </Panel>

        <div className={styles.wide}>
          <Carriers carriers={carriers} canWrite={canWrite} />
        </div>
      </div>
    </ConsolePage>
  )
}

function Carriers({ carriers, canWrite }: { carriers: Logistics[]; canWrite: boolean }) {
  const { t } = useTranslation('adminContent')
  const { t: ta } = useTranslation('admin')
  const { run, busy } = useConsoleAction(ADMIN)
  return (
    <Panel title={t('settings.logistics.title')}>
      <Table
        testId="logistics-table"
        rows={carriers}
        rowKey={(r) => r.id}
        columns={[
          { key: 'name', header: t('settings.logistics.name'), cell: (r) => r.name },
          { key: 'code', header: t('settings.logistics.code'), cell: (r) => r.code },
          {
            key: 'scope',
            header: t('settings.logistics.scope'),
            cell: (r) =>
              r.international ? t('settings.logistics.international') : t('settings.logistics.domestic'),
          },
          {
            key: 'state',
            header: ta('common.status'),
            cell: (r) => (
              <span className={r.disabled === 'OPEN' ? styles.status : styles.muted}>
                {r.disabled === 'OPEN' ? t('settings.logistics.enabled') : t('settings.logistics.disabled')}
              </span>
            ),
          },
          {
            key: 'ops',
            header: '',
            align: 'right',
            cell: (r) =>
              canWrite ? (
                <RowActions>
                  <RowButton
                    disabled={busy}
                    onClick={() =>
                      void run(
                        {
                          method: 'PUT',
                          path: `/manager/other/logistics/${r.id}`,
                          query: { enabled: String(r.disabled !== 'OPEN') },
                        },
                        r.disabled === 'OPEN'
                          ? t('settings.logistics.disabled')
                          : t('settings.logistics.enabled'),
                      )
                    }
                  >
                    {r.disabled === 'OPEN' ? ta('common.disable') : ta('common.enable')}
                  </RowButton>
                </RowActions>
              ) : null,
          },
        ]}
      />
    </Panel>
  )
}
