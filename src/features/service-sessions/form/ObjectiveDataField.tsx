import { Box, Button, chakra, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { KIND_RANGES, MAX_OBJECTIVE_NOTE_LENGTH, type MeasurementKind, type ObjectiveDatum } from '../../../domain/plans/objective-data'
import { NativeCheckbox } from '../../../components/native-checkbox'
import { describeSessionFieldError } from '../session-error-codes'
import type { OfferedObjective, PlanInForce } from '../plan-objectives'

/** How far − and + move a value of each kind (a level is chosen, not stepped). */
export const KIND_STEPS: Record<Exclude<MeasurementKind, 'level'>, number> = { percentage: 10, count: 1, minutes: 5 }

/** What a datum starts with when the objective is checked: a level is left to choose. */
const START_VALUES: Record<MeasurementKind, number> = { percentage: 50, count: 0, minutes: 0, level: Number.NaN }

const LEVELS = [1, 2, 3, 4, 5] as const

/** A typed value: empty is no value (NaN, which the schema calls `required`). */
const typedValue = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw))

/** One step from `value`, kept within the kind's range (an empty or out-of-range value starts at its nearest end). */
function stepped(kind: Exclude<MeasurementKind, 'level'>, value: number, direction: 1 | -1): number {
  const { min, max } = KIND_RANGES[kind]
  const from = Number.isFinite(value) ? value : direction > 0 ? min - KIND_STEPS[kind] : min
  return Math.min(max, Math.max(min, Math.round(from) + direction * KIND_STEPS[kind]))
}

interface ObjectiveDataFieldProps {
  /** The student's name: the group's title says whose plan it is. */
  name: string
  plan: PlanInForce
  data: readonly ObjectiveDatum[] | undefined
  onChange: (next: ObjectiveDatum[]) => void
  /** The error code of the visit's datum at `index` (its value, its note or its objective). */
  errorOf: (index: number) => string | undefined
}

/**
 * "Objetivos del plan": the objectives of the student's plan in force, each with "Trabajado";
 * checked, a value of the objective's kind (a stepper, or five level buttons) and a short note.
 * Unchecking removes the datum. Data of objectives the plan on the device does not offer (a plan
 * changed since, or not on this device) are kept as they are and listed, each removable.
 */
export function ObjectiveDataField({ name, plan, data, onChange, errorOf }: ObjectiveDataFieldProps) {
  const { t } = useLingui()
  const list = data ?? []
  const [open, setOpen] = useState(list.length > 0)
  const offered = new Set(plan.objectives.map((objective) => objective.id))
  const others = list.filter((datum) => !offered.has(datum.objective_id))
  const worked = list.length
  if (plan.objectives.length === 0 && others.length === 0) return null

  const indexOf = (objectiveId: number) => list.findIndex((datum) => datum.objective_id === objectiveId)
  function put(objectiveId: number, change: Partial<ObjectiveDatum> | null) {
    const index = indexOf(objectiveId)
    if (change === null) onChange(list.filter((datum) => datum.objective_id !== objectiveId))
    else if (index < 0) onChange([...list, { objective_id: objectiveId, value: Number.NaN, ...change }])
    else onChange(list.map((datum, at) => (at === index ? { ...datum, ...change } : datum)))
  }

  return (
    <chakra.details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} borderTopWidth="1px" pt="2">
      <chakra.summary cursor="pointer" minH="11" py="2" fontWeight="medium" textStyle="sm">
        {t`Objetivos del plan`}
        <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
          {t`Trabajados: ${worked}`}
        </Text>
        <chakra.span srOnly>{` — ${name}`}</chakra.span>
      </chakra.summary>
      <Stack gap="3" mt="2">
        {plan.objectives.map((objective) => {
          const index = indexOf(objective.id)
          return (
            <ObjectiveRow
              key={objective.id}
              objective={objective}
              datum={index >= 0 ? list[index] : undefined}
              error={index >= 0 ? errorOf(index) : undefined}
              onChange={(change) => put(objective.id, change)}
            />
          )
        })}
        {others.map((datum) => (
          <OtherDatum key={datum.objective_id} datum={datum} error={errorOf(indexOf(datum.objective_id))} onRemove={() => put(datum.objective_id, null)} />
        ))}
      </Stack>
    </chakra.details>
  )
}

function useTargetWords() {
  const { t } = useLingui()
  return (kind: MeasurementKind, target: number) => {
    switch (kind) {
      case 'percentage':
        return t`Meta: ${target} %`
      case 'minutes':
        return t`Meta: ${target} min`
      case 'level':
        return t`Meta: nivel ${target}`
      case 'count':
        return t`Meta: ${target}`
    }
  }
}

function ObjectiveRow({
  objective,
  datum,
  error,
  onChange,
}: {
  objective: OfferedObjective
  datum: ObjectiveDatum | undefined
  error: string | undefined
  onChange: (change: Partial<ObjectiveDatum> | null) => void
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const targetWords = useTargetWords()
  const { kind } = objective
  const titleId = `${id}-title`
  return (
    <Box role="group" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" px="3" py="2" bg={datum ? 'brand.subtle' : undefined}>
      <Text textStyle="xs" color="fg.muted">
        {objective.goal}
      </Text>
      <Flex gap="2" justify="space-between" align="baseline" wrap="wrap">
        <Text id={titleId} textStyle="sm" fontWeight="medium">
          {objective.description}
        </Text>
        {kind && objective.target !== null ? (
          <Text textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            {targetWords(kind, objective.target)}
          </Text>
        ) : null}
      </Flex>
      {kind === null ? (
        // The device's measurement types were stored before they carried a kind: nothing is guessed.
        <Text textStyle="xs" color="fg.muted" mt="1">{t`No se puede anotar: el tipo de medición de este objetivo no está al día en este dispositivo. Conéctese para actualizar las listas.`}</Text>
      ) : (
        <Stack gap="2" mt="1">
          <HStack asChild gap="3" minH="11" cursor="pointer" alignSelf="flex-start" pe="2">
            <label>
              <NativeCheckbox
                type="checkbox"
                boxSize="6"
                checked={datum !== undefined}
                onChange={(event) => onChange(event.currentTarget.checked ? { value: START_VALUES[kind] } : null)}
              />
              <Text as="span" textStyle="md">{t`Trabajado`}</Text>
            </label>
          </HStack>
          {datum ? (
            <>
              {kind === 'level' ? (
                <LevelChoice value={datum.value} onChange={(value) => onChange({ value })} />
              ) : (
                <Stepper kind={kind} value={datum.value} onChange={(value) => onChange({ value })} invalid={error === 'objective_value_out_of_range' || error === 'required'} />
              )}
              <Field.Root>
                <Field.Label textStyle="sm">{t`Nota (opcional)`}</Field.Label>
                <Input
                  value={datum.note ?? ''}
                  maxLength={MAX_OBJECTIVE_NOTE_LENGTH}
                  onChange={(event) => onChange({ note: event.currentTarget.value === '' ? undefined : event.currentTarget.value })}
                />
              </Field.Root>
            </>
          ) : null}
          {error ? (
            <Text color="danger.fg" textStyle="sm" role="alert">
              {describeSessionFieldError(i18n, error)}
            </Text>
          ) : null}
        </Stack>
      )}
    </Box>
  )
}

function Stepper({ kind, value, onChange, invalid }: { kind: Exclude<MeasurementKind, 'level'>; value: number; onChange: (value: number) => void; invalid: boolean }) {
  const { t } = useLingui()
  const step = KIND_STEPS[kind]
  const { min, max } = KIND_RANGES[kind]
  const unit = kind === 'percentage' ? '%' : kind === 'minutes' ? t`min` : null
  return (
    <HStack gap="2">
      <Button type="button" variant="outline" size="lg" minW="14" onClick={() => onChange(stepped(kind, value, -1))}>
        {`−${step}`}
      </Button>
      <Field.Root invalid={invalid} w="auto">
        <Field.Label srOnly>{t`Valor`}</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          size="lg"
          w="20"
          textAlign="center"
          min={min}
          max={max}
          step={1}
          value={Number.isFinite(value) ? String(value) : ''}
          onChange={(event) => onChange(typedValue(event.currentTarget.value))}
        />
      </Field.Root>
      <Button type="button" variant="outline" size="lg" minW="14" onClick={() => onChange(stepped(kind, value, 1))}>
        {`+${step}`}
      </Button>
      {unit ? <Text aria-hidden="true">{unit}</Text> : null}
    </HStack>
  )
}

/** Five big radio buttons: arrow keys move between them, as native radios do, and a digit 1–5 picks its level at once. */
function LevelChoice({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useLingui()
  const name = useId()
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  return (
    <chakra.fieldset
      onKeyDown={(event) => {
        const level = Number(event.key)
        if (!(LEVELS as readonly number[]).includes(level)) return
        event.preventDefault()
        onChange(level)
        inputs.current[level - 1]?.focus()
      }}
    >
      <chakra.legend textStyle="sm" mb="1">{t`Nivel`}</chakra.legend>
      <HStack gap="2" wrap="wrap">
        {LEVELS.map((level) => (
          <chakra.label
            key={level}
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxSize="12"
            borderWidth="1px"
            borderRadius="md"
            fontWeight="semibold"
            cursor="pointer"
            css={{
              '&:has(input:checked)': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' },
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
            }}
          >
            <chakra.input
              ref={(input: HTMLInputElement | null) => {
                inputs.current[level - 1] = input
              }}
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              srOnly
            />
            {level}
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  )
}

function OtherDatum({ datum, error, onRemove }: { datum: ObjectiveDatum; error: string | undefined; onRemove: () => void }) {
  const { t, i18n } = useLingui()
  const objectiveId = datum.objective_id
  const value = datum.value
  return (
    <Box borderWidth="1px" borderRadius="md" px="3" py="2">
      <Text textStyle="sm">{t`Objetivo ${objectiveId} (no está en el plan vigente en este dispositivo): ${value}`}</Text>
      {error ? (
        <Text color="danger.fg" textStyle="sm" role="alert">
          {describeSessionFieldError(i18n, error)}
        </Text>
      ) : null}
      <Button type="button" variant="outline" size="sm" mt="1" onClick={onRemove}>
        {t`Quitar el dato del objetivo ${objectiveId}`}
      </Button>
    </Box>
  )
}
