import type { Page } from '@silk/contracts/paging'
import type { StoreApply } from '@silk/contracts/store-apply'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { Dialog } from '../../components/ui/Dialog.tsx'
import styles from '../../features/admin/admin.module.css'
import { Fact, listQuery, ReviewButtons, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { StatusFilter } from '../../features/console/StatusFilter.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { addressText, joinList } from '../../lib/format.ts'

const STATUSES = ['APPLYING', 'REFUSED', 'OPEN'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<StoreApply>>('/manager/store/apply', listQuery(url, ['status'])),
  }))
}

/** 入驻审核: submitted applications with their pictures; approve opens the store, refuse tells why. */
export default function StoreApplies() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const canWrite = useAdminCanWrite('store')
  const { run, busy } = useConsoleAction(ADMIN)
  const [shown, setShown] = useState<StoreApply | null>(null)
  const audit = async (row: StoreApply, passed: boolean, reason?: string) => {
    const ok = await run(
      {
        method: 'PUT',
        path: `/manager/store/apply/audit/${row.id}`,
        query: { passed: String(passed), ...(reason ? { reason } : {}) },
      },
      passed ? t('storeApply.approved') : t('storeApply.refused'),
    )
    if (ok) setShown(null)
    return ok
  }
  const review = (r: StoreApply) =>
    r.status === 'APPLYING' && canWrite ? (
      <ReviewButtons
        busy={busy}
        approveMessage={t('storeApply.approveConfirm', { name: r.storeName })}
        refuseTitle={t('storeApply.refuseTitle')}
        refuseHint={t('storeApply.refuseHint')}
        onApprove={() => audit(r, true)}
        onRefuse={(reason) => audit(r, false, reason)}
      />
    ) : null
  return (
    <ListPage
      site={ADMIN}
      group={t('area.store')}
      title={t('storeApply.title')}
      readOnly={!canWrite}
      filters={
        <StatusFilter
          name="status"
          label={t('common.status')}
          options={STATUSES.map((s) => ({ value: s, label: t(`storeApply.status.${s}`) }))}
        />
      }
      table={{ testId: 'store-apply-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        { key: 'store', header: t('storeApply.storeName'), cell: (r) => r.storeName },
        { key: 'member', header: t('common.member'), cell: (r) => r.memberName },
        { key: 'company', header: t('storeApply.company'), cell: (r) => r.companyName },
        { key: 'link', header: t('storeApply.link'), cell: (r) => `${r.linkName} ${r.linkPhone}` },
        { key: 'time', header: t('storeApply.submitted'), cell: (r) => r.submitTime ?? '' },
        {
          key: 'status',
          header: t('common.status'),
          cell: (r) => (
            <StatusText waiting={r.status === 'APPLYING'}>{t(`storeApply.status.${r.status}`)}</StatusText>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) => (
            <RowActions>
              <RowButton onClick={() => setShown(r)}>{t('common.detail')}</RowButton>
              {review(r)}
            </RowActions>
          ),
        },
      ]}
    >
      <Dialog
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        title={shown ? t('storeApply.detailTitle', { name: shown.storeName }) : ''}
        width={760}
        testId="store-apply-detail"
        actions={shown ? review(shown) : null}
      >
        {shown ? <ApplyFacts apply={shown} /> : null}
      </Dialog>
    </ListPage>
  )
}

function ApplyFacts({ apply: a }: { apply: StoreApply }) {
  const { t, lang } = useTranslation('admin')
  const picture = (src: string, alt: string) => (src ? <img src={src} alt={alt} /> : null)
  return (
    <>
      <h3>{t('storeApply.sectionCompany')}</h3>
      <dl className={styles.facts}>
        <Fact label={t('storeApply.companyName')}>{a.companyName}</Fact>
        <Fact
          label={t('storeApply.address')}
        >{`${addressText(a.companyAddressPathText)} ${a.companyAddress}`}</Fact>
        <Fact label={t('storeApply.licenseNum')}>{a.licenseNum}</Fact>
        <Fact label={t('storeApply.licencePhoto')}>
          {picture(a.licencePhoto, t('storeApply.licencePhoto'))}
        </Fact>
        <Fact label={t('storeApply.legalName')}>{a.legalName}</Fact>
        <Fact label={t('storeApply.legalId')}>{a.legalId}</Fact>
        <Fact label={t('storeApply.legalPhoto')}>{picture(a.legalPhoto, t('storeApply.legalPhoto'))}</Fact>
        <Fact label={t('storeApply.link')}>{a.linkName}</Fact>
        <Fact label={t('storeApply.linkPhone')}>{a.linkPhone}</Fact>
      </dl>
      <h3>{t('storeApply.sectionBank')}</h3>
      <dl className={styles.facts}>
        <Fact label={t('storeApply.bankName')}>{a.settlementBankAccountName}</Fact>
        <Fact label={t('storeApply.bankNum')}>{a.settlementBankAccountNum}</Fact>
        <Fact label={t('storeApply.bankBranch')}>{a.settlementBankBranchName}</Fact>
      </dl>
      <h3>{t('storeApply.sectionStore')}</h3>
      <dl className={styles.facts}>
        <Fact label={t('storeApply.storeName')}>{a.storeName}</Fact>
        <Fact label={t('storeApply.logo')}>{picture(a.storeLogo, t('storeApply.logo'))}</Fact>
        <Fact label={t('storeApply.categories')}>{joinList(a.categoryNames, lang)}</Fact>
        <Fact label={t('storeApply.desc')}>{a.storeDesc}</Fact>
        {a.refuseReason ? <Fact label={t('storeApply.refuseReason')}>{a.refuseReason}</Fact> : null}
      </dl>
    </>
  )
}
