import { fieldIssueText, type InputIssue } from '@silk/contracts/issue-english'
import type { ChangeEvent } from 'react'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

/** A name and its comma-separated values, in Chinese and in English. */
export type NameValues = { name: string; values: string; nameEn: string; valuesEn: string }
export type NameValuesErrors = Partial<Record<keyof NameValues, string>>

/**
 * The form schema's issues on these four fields, each under its field in the page's language.
 * `fields` names the schema's key of each (`specName`, `options`…).
 */
export function nameValuesErrors(
  issues: readonly InputIssue[],
  fields: Record<keyof NameValues, string>,
  lang: string,
): NameValuesErrors {
  const found: NameValuesErrors = {}
  for (const issue of issues) {
    const key = (Object.keys(fields) as (keyof NameValues)[]).find((k) => fields[k] === issue.path?.[0])
    if (key) found[key] ??= fieldIssueText(issue, lang)
  }
  return found
}

/**
 * The four fields of a spec's or a parameter's form: its name and values, then their English
 * (decision 026). `kind` picks the labels (`spec.values`, `param.options`…) and the test ids.
 */
export function NameValuesFields({
  kind,
  value,
  onChange,
  errors,
  rows,
}: {
  kind: 'spec' | 'param'
  value: NameValues
  onChange(next: NameValues): void
  errors: NameValuesErrors
  rows: number
}) {
  const { t } = useTranslation('admin')
  const values = kind === 'spec' ? 'values' : 'options'
  const set = (key: keyof NameValues) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ ...value, [key]: e.target.value })
  return (
    <>
      <Field label={t(`${kind}.name`)} required error={errors.name}>
        {(control) => <input {...control} maxLength={32} value={value.name} onChange={set('name')} />}
      </Field>
      <Field label={t(`${kind}.${values}`)} hint={t(`${kind}.${values}Hint`)} error={errors.values}>
        {(control) => (
          <textarea {...control} rows={rows} maxLength={1000} value={value.values} onChange={set('values')} />
        )}
      </Field>
      <Field label={t(`${kind}.nameEn`)} error={errors.nameEn}>
        {(control) => (
          <input
            {...control}
            lang="en"
            maxLength={64}
            value={value.nameEn}
            onChange={set('nameEn')}
            data-testid={`${kind}-name-en`}
          />
        )}
      </Field>
      <Field label={t(`${kind}.${values}En`)} hint={t(`${kind}.${values}EnHint`)} error={errors.valuesEn}>
        {(control) => (
          <textarea
            {...control}
            lang="en"
            rows={rows}
            maxLength={2000}
            value={value.valuesEn}
            onChange={set('valuesEn')}
            data-testid={`${kind}-${values}-en`}
          />
        )}
      </Field>
    </>
  )
}
