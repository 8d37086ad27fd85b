import { useState } from 'react'
import { data } from 'react-router'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import styles from './ui-gallery.module.css'

/* Development only: routes.ts leaves this page out of production builds, and the loader refuses it
   there too, so a build made another way still answers 404. */
export function loader() {
  if (import.meta.env.PROD) throw data(null, { status: 404 })
  return null
}

export const meta = () => [{ title: 'UI primitives' }, { name: 'robots', content: 'noindex' }]

type Row = { id: string; name: string; amount: string }
const columns: Column<Row>[] = [
  { key: 'name', header: '名称', cell: (r) => r.name },
  { key: 'amount', header: '金额', cell: (r) => r.amount, align: 'right' },
]
const rows: Row[] = [
  { id: '1', name: '充值', amount: '¥100.00' },
  { id: '2', name: '提现', amount: '-¥20.00' },
]

export default function UiGallery() {
  const [dialog, setDialog] = useState(false)
  const [confirm, setConfirm] = useState(false)
  const [form, setForm] = useState(false)
  const [title, setTitle] = useState('')
  const [titleError, setTitleError] = useState<string | undefined>()
  const [tab, setTab] = useState('a')
  return (
    <main className={`container ${styles.gallery}`}>
      <h1>components/ui</h1>

      <section>
        <h2>Dialog · ConfirmDialog · FormDialog</h2>
        <button type="button" className="btn" onClick={() => setDialog(true)}>
          Dialog
        </button>{' '}
        <button type="button" className="btn btn-ghost" onClick={() => setConfirm(true)}>
          ConfirmDialog
        </button>{' '}
        <button type="button" className="btn btn-ghost" onClick={() => setForm(true)}>
          FormDialog
        </button>
        <Dialog
          open={dialog}
          onOpenChange={setDialog}
          title="发票信息"
          actions={
            <button type="button" className="btn" onClick={() => setDialog(false)}>
              保存
            </button>
          }
        >
          <Field label="发票抬头" required>
            {(control) => <input {...control} />}
          </Field>
        </Dialog>
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title="删除"
          message="确定要删除该商品吗？"
          onConfirm={() => undefined}
        />
        <FormDialog
          open={form}
          onClose={() => setForm(false)}
          title="新增计量单位"
          onSubmit={(event) => {
            event.preventDefault()
            if (!title.trim()) return setTitleError('请输入单位名称')
            setForm(false)
          }}
        >
          <Field label="单位名称" required error={titleError}>
            {(control) => <input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />}
          </Field>
        </FormDialog>
      </section>

      <section>
        <h2>Field</h2>
        <Field label="收货人">{(control) => <input {...control} />}</Field>
        <Field label="手机号码" hint="11 位中国大陆手机号" required>
          {(control) => <input {...control} inputMode="numeric" />}
        </Field>
        <Field label="详细地址" error="请输入详细地址" required>
          {(control) => <input {...control} />}
        </Field>
        <Field label="手机号" layout="stacked">
          {(control) => <input {...control} placeholder="手机号" />}
        </Field>
        <Field label="密码" layout="stacked" error="请输入密码">
          {(control) => <input {...control} type="password" placeholder="密码" />}
        </Field>
      </section>

      <section>
        <h2>Table</h2>
        <Table columns={columns} rows={rows} rowKey={(r) => r.id} caption="rows" />
        <Table columns={columns} rows={[]} rowKey={(r) => r.id} caption="empty" />
        <Table columns={columns} rows={[]} rowKey={(r) => r.id} loading caption="loading" />
      </section>

      <section>
        <h2>Tabs</h2>
        <Tabs
          label="buttons"
          current={tab}
          onSelect={setTab}
          tabs={[
            { key: 'a', label: '全部订单' },
            { key: 'b', label: '待付款' },
          ]}
        />
        <Tabs
          label="links"
          current="b"
          tabs={[
            { key: 'a', label: '未使用', href: '?tab=a' },
            { key: 'b', label: '已使用', href: '?tab=b' },
          ]}
        />
      </section>

      <section>
        <h2>Pager</h2>
        <Pager current={1} pages={3} total={25} href={(n) => `?page=${n}`} />
        <Pager current={6} pages={12} total={118} href={(n) => `?page=${n}`} />
      </section>
    </main>
  )
}
