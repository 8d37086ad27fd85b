import { Form } from 'react-router'
import styles from './ListSearch.module.css'

/**
 * The search box at the head of a member-centre list (orders, after-sales, complaints): a GET form, so
 * the query lives in the URL and the loader does the search. `keep` carries the current tab along.
 */
export function ListSearch({
  name,
  defaultValue,
  label,
  button,
  maxLength = 40,
  keep = {},
}: {
  name: string
  defaultValue: string
  label: string
  button: string
  maxLength?: number
  keep?: Record<string, string>
}) {
  return (
    <Form method="get" className={styles.search} role="search">
      {Object.entries(keep).map(([key, value]) =>
        value ? <input key={key} type="hidden" name={key} value={value} /> : null,
      )}
      <input
        name={name}
        defaultValue={defaultValue}
        placeholder={label}
        aria-label={label}
        maxLength={maxLength}
      />
      <button type="submit">{button}</button>
    </Form>
  )
}
