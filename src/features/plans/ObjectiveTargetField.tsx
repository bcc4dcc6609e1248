import { Field, Input } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { KIND_RANGES, type MeasurementKind } from '../../domain/plans/objective-data'
import { describeFieldError } from '../../kit/errors/describe-error'
import { PLAN_ERROR_CODES } from './plan-words'
import { kindAxis } from './progress/progress-words'

/** The widest range a target may take before the measurement type (and so its kind) is chosen. */
const ANY_KIND = { min: Math.min(...Object.values(KIND_RANGES).map((range) => range.min)), max: Math.max(...Object.values(KIND_RANGES).map((range) => range.max)) }

/** The target as typed: empty is no target (null); anything else is the number the schema then judges. */
export const typedTarget = (text: string): number | null => (text.trim() === '' ? null : Number(text))

/**
 * "Meta": the value an objective aims at, in its measurement type's kind (its unit and range in
 * the hint, as the progress chart's axis words it). Optional: left empty, the objective has none.
 */
export function ObjectiveTargetField({ kind, value, onChange, error }: { kind: MeasurementKind | null; value: string; onChange: (text: string) => void; error?: string }) {
  const { t, i18n } = useLingui()
  const range = kind ? KIND_RANGES[kind] : ANY_KIND
  const axis = kind ? kindAxis(i18n, kind) : null
  return (
    <Field.Root invalid={Boolean(error)}>
      {/* The goal's field is "Meta" too (a goal, in English): the context keeps the two apart in translation. */}
      <Field.Label>{t({ message: 'Meta', context: 'objective target' })}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        w="32"
        min={range.min}
        max={range.max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Field.HelperText>{axis ? t`${axis}. Déjela vacía si el objetivo no tiene meta.` : t`Elija el tipo de medición para ver su escala. Déjela vacía si el objetivo no tiene meta.`}</Field.HelperText>
      {error ? <Field.ErrorText>{describeFieldError(i18n, error, PLAN_ERROR_CODES)}</Field.ErrorText> : null}
    </Field.Root>
  )
}
