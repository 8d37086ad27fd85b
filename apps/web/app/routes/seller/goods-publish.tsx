import type { GoodsUnitPage } from '@silk/contracts/catalogue-admin'
import type { CategoryVO } from '@silk/contracts/goods'
import type { DraftDetail, StoreGoodsDetail } from '@silk/contracts/goods-publish'
import type { StoreLabelTree } from '@silk/contracts/store-goods'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { emptyDraft, type FormDraft, fromDetail, fromSaved } from '../../features/seller/goods/form-model.ts'
import { PublishWizard } from '../../features/seller/goods/PublishWizard.tsx'
import { pickTree } from '../../features/seller/goods/tree.ts'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

/** `/seller/goods/publish` (new, or `?draftId=` to resume a draft) and `/seller/goods/:goodsId/edit`. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const goodsId = /^\d{1,20}$/.test(params.goodsId ?? '') ? params.goodsId : undefined
    const draftParam = url.searchParams.get('draftId') ?? ''
    const draftId = !goodsId && /^\d{1,20}$/.test(draftParam) ? draftParam : undefined
    const [tree, labels, units, goods, draft] = await Promise.all([
      api.get<CategoryVO[]>('/store/goods/category/all'),
      api.get<z.infer<typeof StoreLabelTree>>('/store/goods/label'),
      api.get<z.infer<typeof GoodsUnitPage>>('/store/goods/goodsUnit', { pageNumber: 1, pageSize: 100 }),
      goodsId ? api.get<z.infer<typeof StoreGoodsDetail>>(`/store/goods/goods/get/${goodsId}`) : null,
      draftId ? api.get<z.infer<typeof DraftDetail>>(`/store/goods/draftGoods/get/${draftId}`) : null,
    ])
    // The form's starting point is made here, so its row keys are the same on the server and in the browser.
    const initial: FormDraft = goods ? fromDetail(goods) : draft ? fromSaved(draft.form) : emptyDraft()
    return {
      goodsId,
      draftId,
      initial,
      tree: pickTree(tree),
      labels: labels.flatMap((top) => [
        { path: top.id, label: top.labelName },
        ...top.children.map((c) => ({
          path: `${top.id},${c.id}`,
          label: `${top.labelName} / ${c.labelName}`,
        })),
      ]),
      units: units.records.map((u) => u.name),
    }
  })
}

/** 发布商品 / 编辑商品. */
export default function SellerGoodsPublish() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('seller')
  const canEdit = useCanWrite('goods')
  const title = data.goodsId ? t('publish.editTitle') : t('publish.title')
  return (
    <ConsolePage site={SELLER} group={useGroupTitle('goods')} title={title} readOnly={!canEdit}>
      {canEdit ? (
        <PublishWizard
          key={data.goodsId ?? data.draftId ?? 'new'}
          initial={data.initial}
          draftId={data.draftId}
          goodsId={data.goodsId}
          tree={data.tree}
          labels={data.labels}
          units={data.units}
        />
      ) : (
        <Panel>
          <p className={consoleStyles.muted}>{t('publish.readOnly')}</p>
        </Panel>
      )}
    </ConsolePage>
  )
}
