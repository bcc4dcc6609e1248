import { Button, Field, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import * as v from 'valibot'
import { checkObjectiveValue, type MeasurementKind } from '../../domain/plans/objective-data'
import { ObjectiveCreateInput } from '../../domain/plans/schemas'
import { describeFieldError } from '../../kit/errors/describe-error'
import { useMeasurementTypes } from './api/plans-api'
import type { PlanGoal, PlanObjective } from './api/types'
import { ConflictView } from './ConflictView'
import { firstIssue, useConflict } from './editing'
import { ObjectiveTargetField, typedTarget } from './ObjectiveTargetField'
import { describePlanError } from './plan-words'
import { useAddObjective, useSaveObjective } from './plan-writes'
import { PlanTextArea } from './PlanTextArea'
import { kindValue } from './progress/progress-words'

// The shared schema's checks of the wording, type and target; the goal is the caller's (a number, or a uuid on the device).
const ObjectiveFields = v.omit(ObjectiveCreateInput, ['goal_id', 'uuid'])

/** The target's problem for the chosen kind (the schema only knows the widest range of all kinds), as { field: code }. */
function targetIssue(kind: MeasurementKind | null, target: number | null): Record<string, string> | null {
  const error = kind && target !== null ? checkObjectiveValue(kind, target) : null
  return error ? { target: error } : null
}

/** An objective of a goal, new (`goal`) or changed (`objective`): its wording, how it is measured and its target. */
export function ObjectiveForm({ goal, objective, onDone }: { goal: Pick<PlanGoal, 'id' | 'uuid'> | null; objective?: PlanObjective; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const types = useMeasurementTypes().data ?? []
  const [text, setText] = useState(objective?.description ?? '')
  const [typeId, setTypeId] = useState(objective ? String(objective.measurement_type_id) : '')
  const [targetText, setTargetText] = useState(objective?.target == null ? '' : String(objective.target))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const add = useAddObjective()
  const save = useSaveObjective()
  const { conflict, caught, clear } = useConflict<PlanObjective>()
  const typeOf = (id: number | string | undefined) => types.find((type) => String(type.id) === String(id))
  const kindOf = (id: number | string | undefined) => typeOf(id)?.kind ?? null
  const targetWords = (id: number | string | undefined, target: number | null | undefined) => {
    const kind = kindOf(id)
    if (target === null || target === undefined) return t`Sin meta`
    return kind ? kindValue(i18n, kind, target) : String(target)
  }
  const failed = (failure: unknown) => {
    if (!caught(failure)) showSnackbar(describePlanError(i18n, failure), 'error')
  }
  const submit = (hash = objective?.hash) => {
    const target = typedTarget(targetText)
    const values = { description: text, measurement_type_id: Number(typeId) || undefined, target }
    const issue = firstIssue(ObjectiveFields, values) ?? targetIssue(kindOf(typeId), target)
    setErrors(issue ?? {})
    if (issue || !values.measurement_type_id) return
    const input = { description: text, measurement_type_id: values.measurement_type_id, target }
    if (objective) save.mutate({ ...input, id: objective.id, uuid: objective.uuid, hash: hash ?? null }, { onSuccess: () => (clear(), onDone()), onError: failed })
    else if (goal) add.mutate({ ...input, goal }, { onSuccess: onDone, onError: failed })
  }
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3">
      <PlanTextArea label={t`Objetivo`} value={text} onChange={setText} error={errors.description} />
      <Field.Root invalid={Boolean(errors.measurement_type_id)}>
        <Field.Label>{t`Tipo de medición`}</Field.Label>
        <PlainSelect value={typeId} onChange={(event) => setTypeId(event.target.value)}>
          <option value="">{t`Elija uno`}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </PlainSelect>
        {errors.measurement_type_id ? <Field.ErrorText>{describeFieldError(i18n, errors.measurement_type_id)}</Field.ErrorText> : null}
      </Field.Root>
      <ObjectiveTargetField kind={kindOf(typeId)} value={targetText} onChange={setTargetText} error={errors.target} />
      {conflict ? (
        <ConflictView
          removed={conflict.current === null}
          fields={[
            { label: t`Objetivo`, mine: text, current: conflict.current?.description ?? '' },
            { label: t`Tipo de medición`, mine: typeOf(typeId)?.name ?? '', current: typeOf(conflict.current?.measurement_type_id)?.name ?? '' },
            {
              label: t({ message: 'Meta', context: 'objective target' }),
              mine: targetWords(typeId, typedTarget(targetText)),
              current: targetWords(conflict.current?.measurement_type_id, conflict.current?.target),
            },
          ]}
          busy={save.isPending}
          onKeepMine={() => conflict.current && submit(conflict.current.hash)}
          onTakeCurrent={() => (clear(), onDone())}
        />
      ) : (
        <HStack gap="2">
          <Button size="sm" colorPalette="brand" onClick={() => submit()} loading={add.isPending || save.isPending} loadingText={t`Guardando…`}>
            {objective ? t`Guardar objetivo` : t`Agregar objetivo`}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {t`Cancelar`}
          </Button>
        </HStack>
      )}
    </Stack>
  )
}
