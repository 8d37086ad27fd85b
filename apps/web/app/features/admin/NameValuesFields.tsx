import type { ChangeEvent } from 'react'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

/** A name and its comma-separated values, in Chinese and in English. */
export type NameValues = { name: string; values: string; nameEn: string; valuesEn: string }

/**
 * The four fields of a spec's or a parameter's form: its name and values, then their English
 * (decision 026). `kind` picks the labels (`spec.values`, `param.options`…) and the test ids.
 */
export function NameValuesFields({
  kind,
  value,
  onChange,
  error,
  rows,
}: {
  kind: 'spec' | 'param'
  value: NameValues
  onChange(next: NameValues): void
  error: string | null
  rows: number
}) {
  const { t } = useTranslation('admin')
  const values = kind === 'spec' ? 'values' : 'options'
  const set = (key: keyof NameValues) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ ...value, [key]: e.target.value })
  return (
    <>
      <Field label={t(`${kind}.name`)} required error={error}>
        {(control) => <input {...control} maxLength={32} value={value.name} onChange={set('name')} />}
      </Field>
      <Field label={t(`${kind}.${values}`)} hint={t(`${kind}.${values}Hint`)}>
        {(control) => (
          <textarea {...control} rows={rows} maxLength={1000} value={value.values} onChange={set('values')} />
        )}
      </Field>
      <Field label={t(`${kind}.nameEn`)}>
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
      <Field label={t(`${kind}.${values}En`)} hint={t(`${kind}.${values}EnHint`)}>
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
