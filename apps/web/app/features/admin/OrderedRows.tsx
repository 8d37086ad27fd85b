import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { Column } from '../../components/ui/Table.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { RowActions, RowButton } from '../console/RowActions.tsx'
import { useConsoleAction } from '../console/use-console-action.ts'
import styles from './admin.module.css'
import { ADMIN, consoleBrowser } from './site.ts'

/**
 * A console list the operator orders by hand (首页内容, 页头导航): each row moves up or down, is shown
 * or hidden, edited and deleted. `sort` sends every id in the new order (with what else its route wants).
 */
export function useRowOrder(ids: string[], sort: { path: string; body: (ids: string[]) => object }) {
  const { revalidate } = useRevalidator()
  const [moving, setMoving] = useState(false)
  const move = async (index: number, by: -1 | 1) => {
    const next = [...ids]
    ;[next[index], next[index + by]] = [next[index + by] as string, next[index] as string]
    setMoving(true)
    try {
      await consoleBrowser(ADMIN).api.put(sort.path, sort.body(next), { json: true })
      await revalidate()
    } catch {
      // the client shows the server's reason
    } finally {
      setMoving(false)
    }
  }
  return { moving, move, count: ids.length }
}

export function OrderedRowActions({
  order,
  index,
  name,
  enabled,
  enablePath,
  onEdit,
  onDelete,
}: {
  order: ReturnType<typeof useRowOrder>
  index: number
  name: string
  enabled: boolean
  /** `PUT {enablePath}?enabled=` shows or hides the row. */
  enablePath: string
  onEdit(): void
  onDelete(): void
}) {
  const { t } = useTranslation('adminContent')
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(ADMIN)
  const still = busy || order.moving
  return (
    <RowActions onEdit={onEdit} onDelete={onDelete}>
      <RowButton
        disabled={still || index === 0}
        aria-label={`${t('hotWord.up')} ${name}`}
        onClick={() => void order.move(index, -1)}
      >
        ↑
      </RowButton>
      <RowButton
        disabled={still || index === order.count - 1}
        aria-label={`${t('hotWord.down')} ${name}`}
        onClick={() => void order.move(index, 1)}
      >
        ↓
      </RowButton>
      <RowButton
        disabled={busy}
        onClick={() =>
          void run(
            { method: 'PUT', path: enablePath, query: { enabled: String(!enabled) } },
            tc('actions.saved'),
          )
        }
      >
        {enabled ? t('hotWord.hide') : t('hotWord.show')}
      </RowButton>
    </RowActions>
  )
}

type Ordered = { id: string; enabled: boolean }

/** The shown/hidden state column and, for a writer, the row actions column of an ordered list. */
export function useOrderedColumns<Row extends Ordered>(opts: {
  rows: Row[]
  canWrite: boolean
  sort: { path: string; body: (ids: string[]) => object }
  /** `{base}/enable/{id}` shows or hides a row. */
  base: string
  name(row: Row): string
  onEdit(row: Row): void
  onDelete(row: Row): void
}): Column<Row>[] {
  const { t } = useTranslation('adminContent')
  const { t: ta } = useTranslation('admin')
  const order = useRowOrder(
    opts.rows.map((r) => r.id),
    opts.sort,
  )
  return [
    {
      key: 'state',
      header: ta('common.status'),
      cell: (r) => (
        <span className={r.enabled ? styles.status : styles.muted}>
          {r.enabled ? t('hotWord.on') : t('hotWord.off')}
        </span>
      ),
    },
    {
      key: 'ops',
      header: '',
      align: 'right',
      cell: (r) =>
        opts.canWrite ? (
          <OrderedRowActions
            order={order}
            index={opts.rows.indexOf(r)}
            name={opts.name(r)}
            enabled={r.enabled}
            enablePath={`${opts.base}/enable/${r.id}`}
            onEdit={() => opts.onEdit(r)}
            onDelete={() => opts.onDelete(r)}
          />
        ) : null,
    },
  ]
}

/** A row's form saved: `PUT {base}/{id}` or `POST {base}` (JSON), then the list read again and `done`. */
export function useSaveRow(base: string) {
  const { t: tc } = useTranslation('console')
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const save = async (id: string | null, body: object, done: () => void) => {
    setBusy(true)
    try {
      const { api } = consoleBrowser(ADMIN)
      if (id) await api.put(`${base}/${id}`, body, { json: true })
      else await api.post(base, body, { json: true })
      toast.success(tc('actions.saved'))
      await revalidate()
      done()
    } catch {
      // the client shows the server's reason
    } finally {
      setBusy(false)
    }
  }
  return { busy, save }
}
