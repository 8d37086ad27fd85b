import { type FormEvent, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './goods-list.module.css'
import type { ListTrail } from './list-trail.ts'
import { NO_PICKS, type Picks, picksOf, picksQuery, priceTyped } from './search-params.ts'
import type { EsGoodsRelatedInfo } from './types.ts'

function Chip({ on, onClick, children }: { on: boolean; onClick(): void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      className={on ? styles.sheetChipOn : styles.sheetChip}
      aria-pressed={on}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

/**
 * 筛选 on a phone (issue 24): the desktop selector's categories, brands, parameters and price range in the
 * site's Dialog as a sheet. Picks are made in the sheet and applied together (查看结果), as a new list
 * query from page 1; 重置 clears them. The button is shown under 768 px only.
 */
export function FilterSheet({ related, trail }: { related: EsGoodsRelatedInfo; trail: ListTrail }) {
  const { t } = useTranslation('shop')
  const location = useLocation()
  const navigate = useNavigate()
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [picks, setPicks] = useState<Picks>(() => picksOf(location.search))
  const show = (o: boolean) => {
    if (o) setPicks(picksOf(location.search))
    setOpen(o)
  }
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (!priceTyped(picks.min) || !priceTyped(picks.max)) return
    setOpen(false)
    navigate(picksQuery(location.search, picks))
  }
  // The chosen categories, then the next level to go down to (the first level when none is chosen).
  const path = trail.levels.map((l) => l.node.id)
  const chosen = trail.levels.map((l, i) => ({ ...l.node, path: path.slice(0, i + 1).join(',') }))
  const next = (trail.levels.length ? trail.children : trail.roots).map((c) => ({
    ...c,
    path: [...path, c.id].join(','),
  }))
  const picked = Object.values(picks.params).flat().length + picks.brands.length
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.filterButton}
        aria-haspopup="dialog"
        onClick={() => show(true)}
        data-testid="filter-button"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M4 5h16l-6 7v6l-4 2v-8z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {t('list.filter')}
        {picked ? <span className={styles.filterCount}>{picked}</span> : null}
      </button>
      <Dialog
        open={open}
        onOpenChange={show}
        title={t('list.filterTitle')}
        sheet
        returnFocusTo={button}
        testId="filter-sheet"
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setPicks(NO_PICKS)}>
              {t('list.reset')}
            </button>
            <button
              type="submit"
              form="filter-sheet-form"
              className="btn btn-gold"
              data-testid="filter-apply"
            >
              {t('list.showResults')}
            </button>
          </>
        }
      >
        <form id="filter-sheet-form" className={styles.sheetForm} onSubmit={apply}>
          {chosen.length + next.length ? (
            <fieldset>
              <legend>{t('list.category')}</legend>
              <div className={styles.sheetChips}>
                {[...chosen, ...next].map((c) => (
                  <Chip
                    key={c.path}
                    on={picks.category === c.path}
                    onClick={() =>
                      setPicks((p) => ({
                        ...p,
                        // Tapping the chosen one goes back up to its parent.
                        category: p.category === c.path ? c.path.split(',').slice(0, -1).join(',') : c.path,
                      }))
                    }
                  >
                    {c.name}
                  </Chip>
                ))}
              </div>
            </fieldset>
          ) : null}
          {related.brands.length ? (
            <fieldset data-testid="sheet-brands">
              <legend>{t('list.brand')}</legend>
              <div className={styles.sheetChips}>
                {related.brands.map((b) => (
                  <Chip
                    key={b.value}
                    on={picks.brands.includes(b.value)}
                    onClick={() => setPicks((p) => ({ ...p, brands: toggle(p.brands, b.value) }))}
                  >
                    {b.name}
                  </Chip>
                ))}
              </div>
            </fieldset>
          ) : null}
          {related.paramOptions.map((option) => (
            <fieldset key={option.key} data-testid="sheet-param">
              <legend>{option.name ?? option.key}</legend>
              <div className={styles.sheetChips}>
                {option.values.map((value, i) => (
                  <Chip
                    key={value}
                    on={picks.params[option.key]?.includes(value) ?? false}
                    onClick={() =>
                      setPicks((p) => ({
                        ...p,
                        params: { ...p.params, [option.key]: toggle(p.params[option.key] ?? [], value) },
                      }))
                    }
                  >
                    {option.labels?.[i] ?? value}
                  </Chip>
                ))}
              </div>
            </fieldset>
          ))}
          <fieldset>
            <legend>{t('list.price')}</legend>
            <div className={styles.sheetPrice}>
              <input
                aria-label={t('list.priceMin')}
                placeholder={t('list.priceMin')}
                value={picks.min}
                inputMode="decimal"
                aria-invalid={!priceTyped(picks.min)}
                onChange={(e) => setPicks({ ...picks, min: e.target.value })}
              />
              <span>-</span>
              <input
                aria-label={t('list.priceMax')}
                placeholder={t('list.priceMax')}
                value={picks.max}
                inputMode="decimal"
                aria-invalid={!priceTyped(picks.max)}
                onChange={(e) => setPicks({ ...picks, max: e.target.value })}
              />
            </div>
          </fieldset>
        </form>
      </Dialog>
    </>
  )
}
