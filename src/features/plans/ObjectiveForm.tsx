import { Button, Field, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import * as v from 'valibot'
import { ObjectiveCreateInput } from '../../domain/plans/schemas'
import { describeFieldError } from '../../kit/errors/describe-error'
import { useMeasurementTypes } from './api/plans-api'
import type { PlanGoal, PlanObjective } from './api/types'
import { ConflictView } from './ConflictView'
import { firstIssue, useConflict } from './editing'
import { describePlanError } from './plan-words'
import { useAddObjective, useSaveObjective } from './plan-writes'
import { PlanTextArea } from './PlanTextArea'

// The shared schema's checks of the wording and type; the goal is the caller's (a number, or a uuid on the device).
const ObjectiveFields = v.omit(ObjectiveCreateInput, ['goal_id', 'uuid'])

/** An objective of a goal, new (`goal`) or changed (`objective`): its wording and how it is measured. */
export function ObjectiveForm({ goal, objective, onDone }: { goal: Pick<PlanGoal, 'id' | 'uuid'> | null; objective?: PlanObjective; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const types = useMeasurementTypes().data ?? []
  const [text, setText] = useState(objective?.description ?? '')
  const [typeId, setTypeId] = useState(objective ? String(objective.measurement_type_id) : '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const add = useAddObjective()
  const save = useSaveObjective()
  const { conflict, caught, clear } = useConflict<PlanObjective>()
  const typeName = (id: number | string | undefined) => types.find((type) => String(type.id) === String(id))?.name ?? ''
  const failed = (failure: unknown) => {
    if (!caught(failure)) showSnackbar(describePlanError(i18n, failure), 'error')
  }
  const submit = (hash = objective?.hash) => {
    const values = { description: text, measurement_type_id: Number(typeId) || undefined }
    const issue = firstIssue(ObjectiveFields, values)
    setErrors(issue ?? {})
    if (issue || !values.measurement_type_id) return
    const input = { description: text, measurement_type_id: values.measurement_type_id }
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
      {conflict ? (
        <ConflictView
          removed={conflict.current === null}
          fields={[
            { label: t`Objetivo`, mine: text, current: conflict.current?.description ?? '' },
            { label: t`Tipo de medición`, mine: typeName(typeId), current: typeName(conflict.current?.measurement_type_id) },
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
