import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { showSnackbar } from '../../components/snackbar'
import { AchievementRow } from './AchievementRow'
import { planEntityIds } from '../plans-offline/queries'
import { useMeasurementTypes } from './api/plans-api'
import { useDeleteGoal, useDeleteObjective } from './plan-writes'
import { RowSyncState } from './RowSyncState'
import type { PlanDetail, PlanGoal, PlanObjective } from './api/types'
import { GoalForm } from './GoalForm'
import { ObjectiveForm } from './ObjectiveForm'
import { describePlanError } from './plan-words'
import { PlanPart } from './PlanPart'
import { kindValue } from './progress/progress-words'
import { useConfirm } from './use-confirm'

/** Goals → objectives (with their measurement type) → the achievement of each period. */
export function GoalsSection({ plan, editable }: { plan: PlanDetail; editable: boolean }) {
  const { t } = useLingui()
  const [adding, setAdding] = useState(false)
  return (
    <PlanPart
      title={t`Metas y objetivos`}
      actions={
        editable && !adding ? (
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setAdding(true)}>
            {t`Nueva meta`}
          </Button>
        ) : null
      }
    >
      {adding ? <GoalForm planId={plan.id} serviceName={plan.service_name} onDone={() => setAdding(false)} /> : null}
      {plan.goals.length === 0 ? <Text color="fg.muted">{t`Este plan no tiene metas.`}</Text> : null}
      <Stack as="ol" ps="0" listStyleType="none" gap="4">
        {plan.goals.map((goal, index) => (
          <li key={goal.uuid}>
            <GoalItem plan={plan} goal={goal} number={index + 1} editable={editable} />
          </li>
        ))}
      </Stack>
    </PlanPart>
  )
}

function GoalItem({ plan, goal, number, editable }: { plan: PlanDetail; goal: PlanGoal; number: number; editable: boolean }) {
  const { t, i18n } = useLingui()
  const [editing, setEditing] = useState(false)
  const [adding, setAdding] = useState(false)
  const remove = useDeleteGoal()
  const confirm = useConfirm()
  return (
    <Box borderWidth="1px" borderRadius="l3" p="3" role="group" aria-label={t`Meta ${number}`}>
      <Stack gap="3">
        {editing ? (
          <GoalForm planId={plan.id} serviceName={plan.service_name} goal={goal} onDone={() => setEditing(false)} />
        ) : (
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="1" align="start">
              <Text fontWeight="semibold" whiteSpace="pre-wrap">{t`Meta ${number}: ${goal.description}`}</Text>
              <RowSyncState entityId={planEntityIds.goal(goal.uuid)} />
            </Stack>
            {editable ? (
              <HStack gap="2">
                <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
                  {t`Editar meta`}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="danger"
                  onClick={() =>
                    confirm.ask(goal.description.slice(0, 80), t`Eliminar meta`, async () => {
                      await remove.mutateAsync(goal).catch((failure: unknown) => showSnackbar(describePlanError(i18n, failure), 'error'))
                    })
                  }
                >
                  {t`Eliminar meta`}
                </Button>
              </HStack>
            ) : null}
          </HStack>
        )}
        <Stack as="ol" ps="3" listStyleType="none" gap="3">
          {goal.objectives.map((objective, index) => (
            <li key={objective.uuid}>
              <ObjectiveItem plan={plan} objective={objective} number={`${number}.${index + 1}`} editable={editable} />
            </li>
          ))}
        </Stack>
        {adding ? <ObjectiveForm goal={goal} onDone={() => setAdding(false)} /> : null}
        {editable && !adding ? (
          <HStack>
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setAdding(true)}>
              {t`Agregar objetivo`}
            </Button>
          </HStack>
        ) : null}
      </Stack>
      {confirm.dialog}
    </Box>
  )
}

function ObjectiveItem({ plan, objective, number, editable }: { plan: PlanDetail; objective: PlanObjective; number: string; editable: boolean }) {
  const { t, i18n } = useLingui()
  const types = useMeasurementTypes().data ?? []
  const [editing, setEditing] = useState(false)
  const remove = useDeleteObjective()
  const confirm = useConfirm()
  const type = types.find((item) => item.id === objective.measurement_type_id)
  const typeName = type?.name ?? ''
  // The value aimed at, as the progress chart states it (a copy from before targets has none).
  const target = objective.target == null ? t`Sin meta` : t`Meta: ${type?.kind ? kindValue(i18n, type.kind, objective.target) : String(objective.target)}`
  return (
    <Stack gap="2" borderStartWidth="3px" borderColor="border" ps="3" role="group" aria-label={t`Objetivo ${number}`}>
      {editing ? (
        <ObjectiveForm goal={null} objective={objective} onDone={() => setEditing(false)} />
      ) : (
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="0">
            <Text whiteSpace="pre-wrap">{t`Objetivo ${number}: ${objective.description}`}</Text>
            <Text fontSize="sm" color="fg.muted">{t`Medición: ${typeName} · ${target}`}</Text>
            <RowSyncState entityId={planEntityIds.objective(objective.uuid)} />
          </Stack>
          {editable ? (
            <HStack gap="2">
              <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
                {t`Editar objetivo`}
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="danger"
                onClick={() =>
                  confirm.ask(objective.description.slice(0, 80), t`Eliminar objetivo`, async () => {
                    await remove.mutateAsync(objective).catch((failure: unknown) => showSnackbar(describePlanError(i18n, failure), 'error'))
                  })
                }
              >
                {t`Eliminar objetivo`}
              </Button>
            </HStack>
          ) : null}
        </HStack>
      )}
      {plan.periods.map((period) => (
        <AchievementRow key={period.id} objective={objective} period={period} editable={editable} />
      ))}
    </Stack>
  )
}
