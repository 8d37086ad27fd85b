import styles from './goods-detail.module.css'
import type { GoodsSkuDetail } from './types.ts'

type Spec = GoodsSkuDetail['specs'][number]

/**
 * One row per spec name with every value found in the goods' SKUs. Choosing a value looks for the
 * SKU whose values equal the whole selection; if none exists, the first SKU with that value is taken,
 * so a click always lands somewhere. Values that lead only to sold-out SKUs are shown struck through.
 */
export function SpecPicker({
  specs,
  current,
  onPick,
}: {
  specs: Spec[]
  current: Spec
  onPick: (skuId: string) => void
}) {
  const names = current.specValues.map((v) => v.specName)
  const selection = current.specValues.map((v) => v.specValue)
  const pick = (index: number, value: string) => {
    const wanted = selection.map((v, i) => (i === index ? value : v))
    const exact = specs.find((s) => s.specValues.every((v, i) => v.specValue === wanted[i]))
    const fallback = specs.find((s) => s.specValues[index]?.specValue === value)
    const target = exact ?? fallback
    if (target && target.skuId !== current.skuId) onPick(target.skuId)
  }
  return (
    <>
      {names.map((name, index) => {
        const values = [
          ...new Set(specs.map((s) => s.specValues[index]?.specValue).filter((v): v is string => Boolean(v))),
        ]
        return (
          <div className={styles.row} key={name} data-testid={`spec-${name}`}>
            <span className={styles.rowKey}>{name}</span>
            <div className={styles.specValues}>
              {values.map((value) => {
                const reachable = specs.some(
                  (s) => s.specValues[index]?.specValue === value && s.quantity > 0,
                )
                const on = selection[index] === value
                return (
                  <button
                    type="button"
                    key={value}
                    className={`${on ? styles.specOn : styles.spec} ${reachable ? '' : styles.specOut}`}
                    aria-pressed={on}
                    onClick={() => pick(index, value)}
                  >
                    {value}
                  </button>
                )
              })}
            </div>
          </div>
        )
      })}
    </>
  )
}
