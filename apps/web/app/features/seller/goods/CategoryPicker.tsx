import { useTranslation } from '../../../i18n/use-translation.ts'
import styles from './goods.module.css'
import { type CategoryNode, pathNames } from './tree.ts'

/**
 * Step 1 of publishing (lilishop 选择商品品类): three cascading columns of the platform tree; a goods
 * goes under a category of the last level.
 */
export function CategoryPicker({
  tree,
  value,
  onChange,
}: {
  tree: CategoryNode[]
  value: string
  onChange(path: string): void
}) {
  const { t } = useTranslation('seller')
  const ids = value.split(',').filter(Boolean)
  const levels: CategoryNode[][] = [tree]
  for (const id of ids) {
    const node = levels[levels.length - 1]?.find((n) => n.id === id)
    if (!node || node.children.length === 0) break
    levels.push(node.children)
  }
  const names = pathNames(tree, value)
  return (
    <div>
      <div className={styles.picker} data-testid="category-picker">
        {[0, 1, 2].map((level) => (
          <ul
            key={level}
            className={styles.column}
            aria-label={t('publish.category.level', { n: level + 1 })}
          >
            {(levels[level] ?? []).map((node) => (
              <li key={node.id}>
                <button
                  type="button"
                  aria-pressed={ids[level] === node.id}
                  onClick={() => onChange([...ids.slice(0, level), node.id].join(','))}
                >
                  <span>{node.name}</span>
                  {node.children.length > 0 ? <span aria-hidden="true">›</span> : null}
                </button>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <p className={styles.chosen} aria-live="polite">
        {t('publish.category.chosen')}
        <strong data-testid="category-chosen">
          {names.length ? names.join(' / ') : t('publish.category.none')}
        </strong>
      </p>
    </div>
  )
}

/** Whether `path` ends at a category without children (what the API takes). */
export function isLeafPath(tree: CategoryNode[], path: string): boolean {
  let level = tree
  let node: CategoryNode | undefined
  for (const id of path.split(',').filter(Boolean)) {
    node = level.find((n) => n.id === id)
    if (!node) return false
    level = node.children
  }
  return node !== undefined && node.children.length === 0
}
