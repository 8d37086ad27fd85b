import type { ReactNode } from 'react'
import { consoleStyles } from '../../console/ConsoleLayout.tsx'
import type { PickedGoods } from './GoodsPicker.tsx'
import styles from './queues.module.css'

/** One of a few values as radios under a legend (优惠券类型, 有效期, 满减/满折…). */
export function RadioFieldset<K extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  children,
}: {
  legend: string
  name: string
  options: { value: K; label: string }[]
  value: K
  onChange(value: K): void
  /** What follows the radios inside the fieldset (the goods of a partial scope). */
  children?: ReactNode
}) {
  return (
    <fieldset className={consoleStyles.checks}>
      <legend>{legend}</legend>
      <div className={styles.radios}>
        {options.map((o) => (
          <label key={o.value}>
            <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  )
}

export type PromotionScope = 'ALL' | 'PORTION_GOODS'

/**
 * A promotion's scope: all the store's goods or the ones picked, with the count and names of those
 * picked (the picker lists the store's goods, so an operator's offer on every store's goods has none).
 */
export function PromotionScopeFields({
  texts,
  scopeType,
  goods,
  error,
  pickTestId,
  onScope,
  onPick,
}: {
  texts: { legend: string; ALL: string; PORTION_GOODS: string; pick: string; picked: string }
  scopeType: PromotionScope
  goods: PickedGoods[]
  error?: string
  pickTestId: string
  onScope(scope: PromotionScope): void
  /** Opens the dialog's `GoodsPicker` (outside the form). */
  onPick(): void
}) {
  return (
    <RadioFieldset
      legend={texts.legend}
      name="scopeType"
      options={[
        { value: 'ALL', label: texts.ALL },
        { value: 'PORTION_GOODS', label: texts.PORTION_GOODS },
      ]}
      value={scopeType}
      onChange={onScope}
    >
      {scopeType === 'PORTION_GOODS' ? (
        <div>
          <button type="button" className="btn btn-ghost" onClick={onPick} data-testid={pickTestId}>
            {texts.pick}
          </button>{' '}
          <span className={consoleStyles.muted}>{texts.picked}</span>
          {error ? <p className={consoleStyles.error}>{error}</p> : null}
          <div className={styles.chosen}>
            {goods.map((g) => (
              <span key={g.goodsId}>{g.goodsName}</span>
            ))}
          </div>
        </div>
      ) : null}
    </RadioFieldset>
  )
}
