import { Field } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { FieldTextArea } from '../../components/text-area-field'
import { PLAN_TEXT_MAX } from '../../domain/plans/schemas'
import { describeFieldError } from '../../kit/errors/describe-error'

/** A labelled multi-line plan text (an assessment, a goal, an objective, a summary) with its problem, if any. */
export function PlanTextArea({ label, value, onChange, error, rows = 3 }: { label: string; value: string; onChange: (text: string) => void; error?: string | null; rows?: number }) {
  const { i18n } = useLingui()
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <FieldTextArea value={value} rows={rows} maxLength={PLAN_TEXT_MAX} onChange={(event) => onChange(event.target.value)} />
      {error ? <Field.ErrorText>{describeFieldError(i18n, error)}</Field.ErrorText> : null}
    </Field.Root>
  )
}
