import type { FullDiscountDetail } from '@silk/contracts/full-discount'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { FullDiscountConsole, fullDiscountQuery } from '../../features/promotions/FullDiscountConsole.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { ApiRequest } from '../../lib/api/types.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const pageNumber = Math.max(1, Number(url.searchParams.get('pageNumber')) || 1)
    const { status, promotionName, query } = fullDiscountQuery(url, pageNumber)
    return {
      status,
      promotionName,
      list: await api.get<Page<FullDiscountDetail>>('/manager/promotion/fullDiscount', query),
    }
  })
}

/** 平台满减 (促销): the platform's 满减/满折 on every store's goods, borne by the platform (decision 160). */
export default function AdminFullDiscount() {
  const { status, promotionName, list } = useLoaderData<typeof loader>()
  const { t: ta } = useTranslation('admin')
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const run = async (call: ApiRequest, done: string) => {
    setBusy(true)
    try {
      await consoleBrowser(ADMIN).api.request(call)
      toast.success(done)
      await revalidate()
      return true
    } catch {
      return false
    } finally {
      setBusy(false)
    }
  }
  return (
    <FullDiscountConsole
      site={ADMIN}
      group={ta('area.promotion')}
      path="/admin/full-discount"
      apiBase="/manager/promotion/fullDiscount"
      status={status}
      promotionName={promotionName}
      list={list}
      canEdit={useAdminCanWrite('promotion')}
      run={run}
      busy={busy}
      platform
    />
  )
}
