import { Field, Input, type InputProps } from '@chakra-ui/react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useController } from 'react-hook-form'

interface TextFieldProps<TValues extends FieldValues> extends Omit<InputProps, 'name' | 'defaultValue'> {
  control: Control<TValues>
  name: FieldPath<TValues>
  label: string
  /** Turns a validation code of the field into words; the form owns the wording. */
  describeError?: (code: string) => string
  helperText?: string
}

/** A labelled text input bound to react-hook-form, showing its validation message. */
export function TextField<TValues extends FieldValues>({ control, name, label, describeError, helperText, required, ...input }: TextFieldProps<TValues>) {
  const { field, fieldState } = useController({ control, name })
  const code = fieldState.error?.message
  return (
    <Field.Root invalid={Boolean(code)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input {...input} {...field} value={field.value ?? ''} />
      {helperText && !code ? (
        <Field.HelperText color="accent.fg" fontWeight="medium">
          {helperText}
        </Field.HelperText>
      ) : null}
      {code ? <Field.ErrorText>{describeError ? describeError(code) : code}</Field.ErrorText> : null}
    </Field.Root>
  )
}
