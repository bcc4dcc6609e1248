import { Alert, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../../components/loader'
import type { PlanDetail } from '../api/types'
import { describePlanError } from '../plan-words'
import { PlanPart } from '../PlanPart'
import { ObjectiveProgressChart } from './ObjectiveProgressChart'
import { usePlanProgressContext } from './progress-context'

/**
 * The plan's progress per objective: one chart with its table per objective, and where the
 * figures come from — the server's, or this device's own (offline, from her sessions).
 */
export function PlanProgressSection({ plan }: { plan: Pick<PlanDetail, 'periods'> }) {
  const { t, i18n } = useLingui()
  const progress = usePlanProgressContext()
  if (!progress) return null
  const periodName = (periodId: number) => plan.periods.find((period) => period.id === periodId)?.name ?? ''
  const data = progress.data
  return (
    <PlanPart title={t`Progreso por objetivo`}>
      <Text color="fg.muted" fontSize="sm">
        {progress.from === 'device' ? t`Datos de este dispositivo: las sesiones registradas en él, sin conexión.` : t`Datos del servidor.`}
      </Text>
      {data ? (
        data.objectives.length === 0 ? (
          <Text color="fg.muted">{t`El plan no tiene objetivos con datos que mostrar.`}</Text>
        ) : (
          <Stack gap="4">
            {data.objectives.map((objective) => (
              <ObjectiveProgressChart key={objective.objective_id} objective={objective} periods={data.periods} periodName={periodName} />
            ))}
          </Stack>
        )
      ) : progress.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{describePlanError(i18n, progress.error)}</Alert.Title>
        </Alert.Root>
      ) : (
        <Loader type="inline" />
      )}
    </PlanPart>
  )
}
