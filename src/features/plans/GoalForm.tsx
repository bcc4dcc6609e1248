import { Button, Field, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import type { AiContext } from '../../domain/ai/schemas'
import { AI_MAX_OBJECTIVES, AI_TEXT_MAX } from '../../domain/ai/schemas'
import { GoalCreateInput } from '../../domain/plans/schemas'
import { AiGenerateButton } from '../ai/AiGenerateButton'
import { useGoalTemplates } from './api/plans-api'
import type { PlanGoal } from './api/types'
import { ConflictView } from './ConflictView'
import { firstIssue, useConflict } from './editing'
import { describePlanError } from './plan-words'
import { useAddGoal, useSaveGoal } from './plan-writes'
import { PlanTextArea } from './PlanTextArea'

/**
 * A goal's wording, new or changed: typed freely or taken from one of the person's goal
 * templates (then edited). A change meeting a newer version shows both and lets her choose.
 */
export function GoalForm({ planId, serviceName, goal, onDone }: { planId: number; serviceName: string; goal?: PlanGoal; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const [text, setText] = useState(goal?.description ?? '')
  const [error, setError] = useState<string | null>(null)
  const templates = useGoalTemplates()
  const add = useAddGoal(planId)
  const save = useSaveGoal()
  const { conflict, caught, clear } = useConflict<PlanGoal>()
  const failed = (failure: unknown) => {
    if (!caught(failure)) showSnackbar(describePlanError(i18n, failure), 'error')
  }
  const submit = (hash = goal?.hash) => {
    const issue = firstIssue(GoalCreateInput, { plan_id: planId, description: text })
    setError(issue?.description ?? null)
    if (issue) return
    if (goal) save.mutate({ id: goal.id, uuid: goal.uuid, description: text, hash: hash ?? null }, { onSuccess: () => (clear(), onDone()), onError: failed })
    else add.mutate(text, { onSuccess: onDone, onError: failed })
  }
  const items = templates.data?.items ?? []
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3">
      {items.length > 0 ? (
        <Field.Root>
          <Field.Label>{t`Tomar de una plantilla`}</Field.Label>
          <PlainSelect
            value=""
            onChange={(event) => {
              const template = items.find((item) => String(item.id) === event.target.value)
              if (template) setText(template.description)
            }}
          >
            <option value="">{t`Elija una plantilla`}</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
      ) : null}
      <PlanTextArea label={t`Meta`} value={text} onChange={setText} error={error} />
      {conflict ? (
        <ConflictView
          removed={conflict.current === null}
          fields={[{ label: t`Meta`, mine: text, current: conflict.current?.description ?? '' }]}
          busy={save.isPending}
          onKeepMine={() => conflict.current && submit(conflict.current.hash)}
          onTakeCurrent={() => (clear(), onDone())}
        />
      ) : (
        <HStack gap="2" align="start" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => submit()} loading={add.isPending || save.isPending} loadingText={t`Guardando…`}>
            {goal ? t`Guardar meta` : t`Agregar meta`}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {t`Cancelar`}
          </Button>
          <AiGenerateButton purpose="goal_wording" context={() => goalWordingContext(serviceName, text, goal)} onText={setText} />
        </HStack>
      )}
    </Stack>
  )
}

/**
 * The one goal the AI words, as plan content only: the service, her draft of the goal and (for a
 * goal already saved) its objectives as background — no names or ids. Null while the draft is
 * empty: there is nothing to word yet.
 */
export function goalWordingContext(serviceName: string, draft: string, goal?: PlanGoal): AiContext | null {
  const text = draft.trim().slice(0, AI_TEXT_MAX)
  if (!text) return null
  const objectives = (goal?.objectives ?? [])
    .slice(0, AI_MAX_OBJECTIVES)
    .map((objective) => ({ text: objective.description.trim().slice(0, AI_TEXT_MAX), measurement_type: null, progress_level: null, comments: null }))
    .filter((objective) => objective.text !== '')
  return { service_name: serviceName.slice(0, 200), goals: [{ text, objectives }] }
}
