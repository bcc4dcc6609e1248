import { Field, Input, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { CheckboxField } from '../../components/checkbox-field'
import { PlainSelect } from '../../components/plain-select'
import { FieldTextArea } from '../../components/text-area-field'
import { FORM_TEXT_MAX, FORM_TEXTAREA_MAX, formValuesSchema, type FormField, type FormValues } from '../../domain/forms/fields'
import { describeFieldError } from '../../kit/errors/describe-error'

/** Empty answers for a template's fields: text as '', a checkbox unticked. */
export function blankValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.key, field.type === 'checkbox' ? false : '']))
}

/**
 * The answers judged by the template's own schema (the server's): the cleaned values, or the
 * first problem of each field as { key: code }.
 */
export function checkFormValues(fields: readonly FormField[], values: FormValues): { values: FormValues } | { errors: Record<string, string> } {
  const result = v.safeParse(formValuesSchema(fields), values)
  if (result.success) return { values: result.output as FormValues }
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_'
    errors[key] ??= issue.message
  }
  return { errors }
}

/**
 * A template's fields drawn from its definition (text, textarea, date, select, checkbox), so a
 * template changed on the server needs no new screen. The labels are the template's own words.
 */
export function FormFieldsEditor({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly FormField[]
  values: FormValues
  errors: Record<string, string>
  onChange: (values: FormValues) => void
}) {
  const { t, i18n } = useLingui()
  const set = (key: string, value: string | boolean) => onChange({ ...values, [key]: value })
  return (
    <Stack gap="3">
      {fields.map((field) => {
        const error = errors[field.key]
        const text = typeof values[field.key] === 'string' ? (values[field.key] as string) : ''
        if (field.type === 'checkbox') {
          return (
            <Field.Root key={field.key} invalid={Boolean(error)}>
              <CheckboxField label={field.label} checked={values[field.key] === true} onChange={(checked) => set(field.key, checked)} />
              {error ? <Field.ErrorText>{describeFieldError(i18n, error)}</Field.ErrorText> : null}
            </Field.Root>
          )
        }
        return (
          <Field.Root key={field.key} invalid={Boolean(error)} required={field.required}>
            <Field.Label>
              {field.label}
              {field.required ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            {field.type === 'textarea' ? (
              <FieldTextArea value={text} rows={4} maxLength={FORM_TEXTAREA_MAX} onChange={(event) => set(field.key, event.target.value)} />
            ) : field.type === 'select' ? (
              <PlainSelect value={text} onChange={(event) => set(field.key, event.currentTarget.value)}>
                <option value="">{t`Elija una opción`}</option>
                {(field.options ?? []).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </PlainSelect>
            ) : (
              <Input type={field.type === 'date' ? 'date' : 'text'} value={text} maxLength={FORM_TEXT_MAX} onChange={(event) => set(field.key, event.target.value)} />
            )}
            {error ? <Field.ErrorText>{describeFieldError(i18n, error)}</Field.ErrorText> : null}
          </Field.Root>
        )
      })}
    </Stack>
  )
}
