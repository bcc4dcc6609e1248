import { Field } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { PlainSelect } from './plain-select'

/** One choice of a list filter: what the URL keeps and what the person reads. */
export interface FilterOption<Value extends string | number> {
  value: Value
  label: string
}

interface FilterSelectProps<Value extends string | number> {
  label: string
  value: Value | undefined
  options: ReadonlyArray<FilterOption<Value>> | undefined
  onChange: (value: Value | undefined) => void
  /** What the empty choice reads ("Todos" unless the noun asks for "Todas"). */
  allLabel?: string
}

/**
 * A labelled filter of an office list: "Todos" first (no filter), then the options. Ids come back
 * as numbers and codes as text, whichever the options carry, so a screen writes the choice to its
 * search params as it is.
 */
export function FilterSelect<Value extends string | number>({ label, value, options, onChange, allLabel }: FilterSelectProps<Value>) {
  const { t } = useLingui()
  const byText = new Map((options ?? []).map((option) => [String(option.value), option.value]))
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <PlainSelect value={value ?? ''} onChange={(event) => onChange(byText.get(event.currentTarget.value))}>
        <option value="">{allLabel ?? t`Todos`}</option>
        {(options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </PlainSelect>
    </Field.Root>
  )
}

/** Options from records with an id and a name (reference lists, providers, periods). */
export const idOptions = <Row,>(rows: readonly Row[] | undefined, id: (row: Row) => number, label: (row: Row) => string): FilterOption<number>[] | undefined =>
  rows?.map((row) => ({ value: id(row), label: label(row) }))

/** Options from a workflow's statuses (`/statuses`, `status-list`): code and name. */
export const statusOptions = (statuses: ReadonlyArray<{ code: string; name: string }> | undefined): FilterOption<string>[] | undefined =>
  statuses?.map((status) => ({ value: status.code, label: status.name }))
