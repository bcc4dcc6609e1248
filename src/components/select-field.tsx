import { Field, Input } from '@chakra-ui/react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useController } from 'react-hook-form'
import { PlainSelect } from './plain-select'

export interface SelectOption {
  value: string | number
  label: string
}

interface SelectFieldProps<TValues extends FieldValues> {
  control: Control<TValues>
  name: FieldPath<TValues>
  label: string
  options: readonly SelectOption[]
  /** Shown while nothing is chosen (the field's value is then undefined). */
  placeholder?: string
  /** Values are numbers (ids, years) rather than strings. */
  numeric?: boolean
  required?: boolean
  readOnly?: boolean
  describeError?: (code: string) => string
  /** A line under the field (e.g. that its value was carried over from the last session). */
  helperText?: string
  /** Called after the person picks a value (to clear choices that depend on it). */
  onValueChange?: (value: string | number | undefined) => void
}

/**
 * A labelled select bound to react-hook-form, showing its validation message. The select is the
 * kit's native one (PlainSelect), which takes the field's ids and states. Read-only, it shows
 * the chosen option's text in a read-only input: a disabled select is greyed out and skipped.
 */
export function SelectField<TValues extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  numeric,
  required,
  readOnly,
  describeError,
  helperText,
  onValueChange,
}: SelectFieldProps<TValues>) {
  const { field, fieldState } = useController({ control, name })
  const { ref, onBlur, onChange } = field
  const code = fieldState.error?.message
  const value = field.value as string | number | null | undefined
  const chosen = options.find((option) => option.value === value)
  return (
    <Field.Root invalid={Boolean(code)} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {readOnly ? (
        <Input readOnly value={chosen?.label ?? ''} name={name} ref={ref} />
      ) : (
        <PlainSelect
          name={name}
          ref={ref}
          onBlur={onBlur}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => {
            const raw = event.currentTarget.value
            const next = raw === '' ? undefined : numeric ? Number(raw) : raw
            onChange(next)
            onValueChange?.(next)
          }}
        >
          <option value="">{placeholder ?? ''}</option>
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </PlainSelect>
      )}
      {helperText && !code ? (
        <Field.HelperText color="accent.fg" fontWeight="medium">
          {helperText}
        </Field.HelperText>
      ) : null}
      {code ? <Field.ErrorText>{describeError ? describeError(code) : code}</Field.ErrorText> : null}
    </Field.Root>
  )
}
