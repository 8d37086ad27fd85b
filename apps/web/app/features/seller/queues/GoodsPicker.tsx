import type { StoreGoodsPage } from '@silk/contracts/goods-publish'
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { Dialog } from '../../../components/ui/Dialog.tsx'
import { Field } from '../../../components/ui/Field.tsx'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { pictureAt } from '../../../lib/goods-image.ts'
import { consoleBrowser } from '../../console/browser.ts'
import { consoleStyles } from '../../console/ConsoleLayout.tsx'
import { SELLER } from '../site.ts'
import styles from './queues.module.css'

export type PickedGoods = { goodsId: string; goodsName: string; thumbnail: string }
type Goods = PickedGoods

/** The store's goods by name, ticked in and out; 确定 hands the chosen list back. */
export function GoodsPicker({
  open,
  chosen,
  onClose,
  onDone,
  onSale = false,
}: {
  open: boolean
  chosen: Goods[]
  onClose(): void
  onDone(goods: Goods[]): void
  /** Only approved goods on sale (what the distribution programme takes). */
  onSale?: boolean
}) {
  const { t } = useTranslation('sellerQueues')
  const [name, setName] = useState('')
  const [rows, setRows] = useState<Goods[]>([])
  const [picked, setPicked] = useState<Map<string, Goods>>(new Map())
  useEffect(() => {
    if (open) setPicked(new Map(chosen.map((g) => [g.goodsId, g])))
  }, [open, chosen])
  useEffect(() => {
    if (!open) return
    let live = true
    const timer = setTimeout(() => {
      consoleBrowser(SELLER)
        .api.get<z.infer<typeof StoreGoodsPage>>('/store/goods/goods/list', {
          pageNumber: 1,
          pageSize: 50,
          ...(name.trim() ? { goodsName: name.trim() } : {}),
          ...(onSale ? { marketEnable: 'UPPER', authFlag: 'PASS' } : {}),
        })
        .then((page) => {
          if (live)
            setRows(
              page.records.map((g) => ({ goodsId: g.id, goodsName: g.goodsName, thumbnail: g.thumbnail })),
            )
        })
        .catch(() => {})
    }, 200)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [open, name, onSale])
  const toggle = (g: Goods) =>
    setPicked((m) => {
      const next = new Map(m)
      if (next.has(g.goodsId)) next.delete(g.goodsId)
      else next.set(g.goodsId, g)
      return next
    })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('coupon.picker.title')}
      width={560}
      testId="goods-picker"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn"
            data-testid="goods-picker-done"
            onClick={() => {
              onDone([...picked.values()])
              onClose()
            }}
          >
            {t('coupon.picker.done', { count: picked.size })}
          </button>
        </>
      }
    >
      <Field label={t('coupon.picker.search')}>
        {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      {rows.length === 0 ? (
        <p className={consoleStyles.muted}>{t('coupon.picker.empty')}</p>
      ) : (
        <ul className={styles.pickList}>
          {rows.map((g) => (
            <li key={g.goodsId}>
              <label>
                <input type="checkbox" checked={picked.has(g.goodsId)} onChange={() => toggle(g)} />
                {g.thumbnail ? (
                  <img src={pictureAt(g.thumbnail, 200)} alt="" className={styles.pickThumb} />
                ) : null}
                <span>{g.goodsName}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}

/**
 * A promotion dialog's goods picker: `picker` goes in the dialog's `beside` (outside its form), `pick()`
 * opens it, `onDone` gets the goods chosen.
 */
export function useGoodsPicker(
  chosen: PickedGoods[],
  onDone: (goods: PickedGoods[]) => void,
  { onSale = false }: { onSale?: boolean } = {},
) {
  const [open, setOpen] = useState(false)
  return {
    pick: () => setOpen(true),
    picker: (
      <GoodsPicker
        open={open}
        chosen={chosen}
        onClose={() => setOpen(false)}
        onDone={onDone}
        onSale={onSale}
      />
    ),
  }
}
