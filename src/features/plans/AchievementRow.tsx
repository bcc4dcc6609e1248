import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { suggestionFor, type SuggestionView } from '../../domain/plans/progress'
import { AchievementInput } from '../../domain/plans/schemas'
import { describeFieldError } from '../../kit/errors/describe-error'
import { planEntityIds } from '../plans-offline/queries'
import { useProgressLevels } from './api/plans-api'
import type { PlanAchievement, PlanObjective } from './api/types'
import { ConflictView } from './ConflictView'
import { firstIssue, useConflict } from './editing'
import { describePlanError } from './plan-words'
import { useSaveAchievement } from './plan-writes'
import { PlanTextArea } from './PlanTextArea'
import { usePlanProgressContext } from './progress/progress-context'
import { suggestionReason } from './progress/progress-words'
import { RowSyncState } from './RowSyncState'

/**
 * One objective's achievement in one period: the progress level and comments (PUT), and the
 * authorized person's initials once she signed it; beside it, the level the period's data suggest
 * (the plan's progress), which "Usar sugerencia" takes and which is kept with her choice.
 */
export function AchievementRow({ objective, period, editable }: { objective: PlanObjective; period: { id: number; name: string }; editable: boolean }) {
  const { t } = useLingui()
  const levels = useProgressLevels().data ?? []
  const achievement = objective.achievements.find((row) => row.period_id === period.id)
  const [editing, setEditing] = useState(false)
  const levelName = (id: number | string | undefined) => levels.find((level) => String(level.id) === String(id))?.name ?? ''
  const label = t`Logro de ${period.name}`
  const suggestion = useSuggestion(objective, period.id)
  if (editing)
    return <AchievementForm objective={objective} period={period} achievement={achievement} levelName={levelName} suggestion={suggestion} onDone={() => setEditing(false)} />
  return (
    <HStack justify="space-between" align="start" gap="3" wrap="wrap" aria-label={label} role="group">
      <Stack gap="0">
        <HStack gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            {label}
          </Text>
          <RowSyncState entityId={planEntityIds.achievement(objective.uuid, period.id)} />
        </HStack>
        {achievement ? (
          <>
            <Text fontSize="sm">{levelName(achievement.progress_level_id)}</Text>
            {achievement.comments ? (
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {achievement.comments}
              </Text>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              {achievement.authorized_initials ? t`Iniciales de la persona autorizada: ${achievement.authorized_initials}` : t`Sin iniciales de la persona autorizada`}
            </Text>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">{t`Sin registrar`}</Text>
        )}
        {suggestion.view ? <SuggestionLine suggestion={suggestion.view} levelName={levelName} /> : null}
      </Stack>
      {editable ? (
        <Button size="xs" variant="outline" onClick={() => setEditing(true)} aria-label={achievement ? t`Cambiar logro de ${period.name}` : t`Registrar logro de ${period.name}`}>
          {achievement ? t`Cambiar logro` : t`Registrar logro`}
        </Button>
      ) : null}
    </HStack>
  )
}

/**
 * The period's suggested level for the objective, from the plan's progress (the server's, or
 * the device's own offline); `known` is false while the progress is not read yet.
 */
function useSuggestion(objective: PlanObjective, periodId: number): { known: boolean; view: SuggestionView | null } {
  const progress = usePlanProgressContext()?.data
  if (!progress) return { known: false, view: null }
  return { known: true, view: objective.id === null ? null : suggestionFor(progress, periodId, objective.id) }
}

/** "Sugerido por los datos: Logrado (4 de los últimos 5 datos en la meta o por encima)". */
function SuggestionLine({ suggestion, levelName }: { suggestion: SuggestionView; levelName: (id: number) => string }) {
  const { t, i18n } = useLingui()
  const name = levelName(suggestion.progress_level_id)
  return (
    <Text fontSize="sm" color="fg.muted">
      {t`Sugerido por los datos: ${name} (${suggestionReason(i18n, suggestion)})`}
    </Text>
  )
}

function AchievementForm({
  objective,
  period,
  achievement,
  levelName,
  suggestion,
  onDone,
}: {
  objective: PlanObjective
  period: { id: number; name: string }
  achievement: PlanAchievement | undefined
  levelName: (id: number | string | undefined) => string
  suggestion: { known: boolean; view: SuggestionView | null }
  onDone: () => void
}) {
  const { t, i18n } = useLingui()
  const levels = useProgressLevels().data ?? []
  const [levelId, setLevelId] = useState(achievement ? String(achievement.progress_level_id) : '')
  const [comments, setComments] = useState(achievement?.comments ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveAchievement()
  const { conflict, caught, clear } = useConflict<PlanAchievement>()
  const submit = (hash = achievement?.hash) => {
    const values = { progress_level_id: Number(levelId) || undefined, comments, ...(hash ? { hash } : {}) }
    const issue = firstIssue(AchievementInput, values)
    setErrors(issue ?? {})
    if (issue || !values.progress_level_id) return
    save.mutate(
      {
        objective,
        period_id: period.id,
        progress_level_id: values.progress_level_id,
        comments: comments.trim() || null,
        // The suggestion she saw is kept beside her choice; not read yet, the stored one stays.
        ...(suggestion.known ? { suggested_progress_level_id: suggestion.view?.progress_level_id ?? null } : {}),
        hash,
      },
      {
        onSuccess: () => (clear(), onDone()),
        onError: (failure) => {
          if (!caught(failure)) showSnackbar(describePlanError(i18n, failure), 'error')
        },
      },
    )
  }
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3" role="group" aria-label={t`Logro de ${period.name}`}>
      <Field.Root invalid={Boolean(errors.progress_level_id)}>
        <Field.Label>{t`Nivel de progreso (${period.name})`}</Field.Label>
        <PlainSelect value={levelId} onChange={(event) => setLevelId(event.target.value)}>
          <option value="">{t`Elija uno`}</option>
          {levels.map((level) => (
            <option key={level.id} value={level.id}>
              {level.name}
            </option>
          ))}
        </PlainSelect>
        {errors.progress_level_id ? <Field.ErrorText>{describeFieldError(i18n, errors.progress_level_id)}</Field.ErrorText> : null}
      </Field.Root>
      {suggestion.view ? (
        <HStack gap="2" wrap="wrap" align="center">
          <SuggestionLine suggestion={suggestion.view} levelName={levelName} />
          <Button
            size="xs"
            variant="outline"
            disabled={levelId === String(suggestion.view.progress_level_id)}
            aria-label={t`Usar sugerencia (${period.name})`}
            onClick={() => setLevelId(String(suggestion.view!.progress_level_id))}
          >
            {t`Usar sugerencia`}
          </Button>
        </HStack>
      ) : null}
      <PlanTextArea label={t`Comentarios (${period.name})`} value={comments} onChange={setComments} error={errors.comments} />
      {conflict ? (
        <ConflictView
          removed={conflict.current === null}
          fields={[
            { label: t`Nivel de progreso`, mine: levelName(levelId), current: levelName(conflict.current?.progress_level_id) },
            { label: t`Comentarios`, mine: comments, current: conflict.current?.comments ?? '' },
          ]}
          busy={save.isPending}
          onKeepMine={() => conflict.current && submit(conflict.current.hash)}
          onTakeCurrent={() => (clear(), onDone())}
        />
      ) : (
        <HStack gap="2">
          <Button size="sm" colorPalette="brand" onClick={() => submit()} loading={save.isPending} loadingText={t`Guardando…`}>
            {t`Guardar logro`}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {t`Cancelar`}
          </Button>
        </HStack>
      )}
    </Stack>
  )
}
