import type { ManagerCategory } from '@silk/contracts/catalogue-admin'
import { localName } from '@silk/contracts/local-name'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import type { Column } from '../../components/ui/Table.tsx'
import { consoleBrowser } from '../console/browser.ts'
import { ADMIN } from './site.ts'

/** The operator's picture upload (category icons, brand logos): the console's own token and route. */
export const adminUpload = (form: FormData) =>
  consoleBrowser(ADMIN).api.post<string>('/manager/common/upload/file', form)

/** One picture field on the console's forms. */
export function AdminPicture({
  value,
  onChange,
  label,
}: {
  value: string
  onChange(url: string): void
  label: string
}) {
  return (
    <ImageUpload
      value={value ? [value] : []}
      onChange={(urls) => onChange(urls[0] ?? '')}
      max={1}
      label={label}
      upload={adminUpload}
    />
  )
}

/** A category's (or brand's) name in the operator's language: the English one when given. */
export const categoryLabel = (c: { name: string; nameEn: string | null }, lang: string) =>
  localName(lang, c.name, c.nameEn)

/** Every third-level category with its path's names, for pickers. */
export function leafOptions(tree: ManagerCategory[], lang: string) {
  return tree.flatMap((top) =>
    top.children.flatMap((mid) =>
      mid.children.map((leaf) => ({
        id: leaf.id,
        label: [top, mid, leaf].map((c) => categoryLabel(c, lang)).join(' / '),
      })),
    ),
  )
}

/** Every category's name by id (in the interface's language), for lists that name their bindings. */
export function categoryNameMap(tree: ManagerCategory[], lang: string): Map<string, string> {
  const names = new Map<string, string>()
  const walk = (nodes: ManagerCategory[]) => {
    for (const node of nodes) {
      names.set(node.id, categoryLabel(node, lang))
      walk(node.children)
    }
  }
  walk(tree)
  return names
}

/** A list's columns; without write access the operations column goes (it would stay empty). */
export const writable = <Row,>(canWrite: boolean, columns: Column<Row>[]): Column<Row>[] =>
  canWrite ? columns : columns.filter((c) => c.key !== 'ops')
