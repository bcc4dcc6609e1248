import { Field, Input, useFieldContext } from '@chakra-ui/react'
import type { ComponentProps } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

interface TextAreaFieldProps<TValues extends FieldValues> {
  control: Control<TValues>
  name: FieldPath<TValues>
  label: string
  rows?: number
  maxLength?: number
  helperText?: string
  describeError?: (code: string) => string
}

/** A labelled multi-line text bound to react-hook-form (the input's styles on a textarea). */
export function TextAreaField<TValues extends FieldValues>({
  control,
  name,
  label,
  rows = 4,
  maxLength,
  helperText,
  describeError,
}: TextAreaFieldProps<TValues>) {
  const { field, fieldState } = useController({ control, name })
  const code = fieldState.error?.message
  return (
    <Field.Root invalid={Boolean(code)}>
      <Field.Label>{label}</Field.Label>
      <FieldTextArea {...field} value={field.value ?? ''} rows={rows} maxLength={maxLength} />
      {helperText && !code ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {code ? <Field.ErrorText>{describeError ? describeError(code) : code}</Field.ErrorText> : null}
    </Field.Root>
  )
}

/** A textarea inside a `Field.Root`, labelled by it, with the input's styles (no textarea recipe). */
export function FieldTextArea({ ref, ...props }: ComponentProps<'textarea'>) {
  const fieldProps = useFieldContext().getTextareaProps()
  return (
    <Input asChild h="auto" py="2" resize="vertical">
      <textarea {...fieldProps} {...props} ref={ref} />
    </Input>
  )
}
