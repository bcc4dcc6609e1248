import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import type { AiContext } from '../../domain/ai/schemas'
import { AI_MAX_GOALS, AI_MAX_OBJECTIVES, AI_TEXT_MAX } from '../../domain/ai/schemas'
import { nextDiscussionState, type DiscussionStep } from '../../domain/plans/discussion'
import { DiscussionPatchInput } from '../../domain/plans/schemas'
import { AiGenerateButton } from '../ai/AiGenerateButton'
import { useBrowserOnline } from '../../kit/offline/use-sync-overview'
import { planEntityIds } from '../plans-offline/queries'
import { useMeasurementTypes, useMoveDiscussion, useProgressLevels, type DiscussionMove } from './api/plans-api'
import type { Named, PlanDetail, PlanDiscussion } from './api/types'
import { ConflictView } from './ConflictView'
import { firstIssue, useConflict } from './editing'
import { describePlanError, discussionStateTone, discussionStateWord } from './plan-words'
import { PlanTextArea } from './PlanTextArea'
import { OnlineOnlyNote } from './OnlineOnlyNote'
import { useSaveSummary } from './plan-writes'
import { RowSyncState } from './RowSyncState'
import { SignatureList } from './SignatureList'
import { UnreachableFormPart } from './UnreachableFormPart'
import { useConfirm } from './use-confirm'

export type PlanViewer = 'office' | 'provider' | 'supervisor'

// eslint-disable-next-line lingui/no-unlocalized-strings -- action codes of the API, not words
const MOVE_ORDER: readonly DiscussionMove[] = ['submit-achievements', 'request-signature', 'provider-signature', 'supervisor-signature', 'discard-signatures', 'revert-to-draft']
const DESTRUCTIVE = new Set<DiscussionMove>(['discard-signatures', 'revert-to-draft'])
// eslint-disable-next-line lingui/no-unlocalized-strings -- action codes of the API, not words
const SIGNING = new Set<DiscussionMove>(['provider-signature', 'supervisor-signature'])

/**
 * One period's discussion: its state, the achievements summary (with the AI draft), the moves
 * the state allows to this viewer, and its signatures (voided ones marked).
 */
export function DiscussionCard({ plan, discussion, viewer, editable }: { plan: PlanDetail; discussion: PlanDiscussion; viewer: PlanViewer; editable: boolean }) {
  const { t, i18n } = useLingui()
  const online = useBrowserOnline()
  const move = useMoveDiscussion()
  const confirm = useConfirm()
  const name = discussion.period_name ?? ''
  const allowed = (step: DiscussionStep) => nextDiscussionState(discussion.state, step, { unreachableFormAttached: discussion.unreachable_form_id !== null }) !== null
  const run = (step: DiscussionMove) => {
    // The server submits the saved summary: say so before asking it, rather than after a refusal.
    if (step === 'submit-achievements' && !discussion.achievements_summary) {
      showSnackbar(t`Guarde el resumen de logros antes de someter.`, 'error')
      return Promise.resolve()
    }
    return move.mutateAsync({ planId: plan.id, discussion, move: step }).then(
      () => undefined,
      (failure: unknown) => showSnackbar(describePlanError(i18n, failure), 'error'),
    )
  }
  const labels: Record<DiscussionMove, string> = {
    'submit-achievements': t`Someter logros`,
    'request-signature': t`Solicitar firma`,
    'provider-signature': t`Firmar como proveedor`,
    'supervisor-signature': t`Firmar como supervisor`,
    'discard-signatures': t`Descartar firmas`,
    'revert-to-draft': t`Revertir discusión a borrador`,
  }
  // Who may take each move: writers move the discussion, each signer signs her own part, the office reverts.
  const mayTake: Record<DiscussionMove, boolean> = {
    'submit-achievements': editable,
    'request-signature': editable,
    'provider-signature': viewer === 'provider' && plan.may_write,
    'supervisor-signature': viewer === 'supervisor',
    'discard-signatures': editable,
    'revert-to-draft': viewer === 'office' && plan.may_write,
  }
  const moves = MOVE_ORDER.map((step) => ({ step, label: labels[step], show: mayTake[step], destructive: DESTRUCTIVE.has(step), signing: SIGNING.has(step) }))
  const shown = moves.filter((entry) => entry.show && allowed(entry.step))
  const signing = shown.some((entry) => entry.signing)
  return (
    <Card.Root variant="outline" size="sm" role="group" aria-label={t`Discusión de ${name}`}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontWeight="semibold">{t`Discusión de ${name}`}</Text>
            <HStack gap="2">
              <RowSyncState entityId={planEntityIds.discussion(plan.id, discussion.period_id)} />
              <StatusBadge tone={discussionStateTone(discussion.state)}>{discussionStateWord(i18n, discussion.state)}</StatusBadge>
            </HStack>
          </HStack>
          {/* The plan's writers (office with plans.write, her provider), not the supervisor who only signs. */}
          <UnreachableFormPart plan={plan} discussion={discussion} mayChange={editable && viewer !== 'supervisor'} />
          <SummaryEditor key={discussion.achievements_summary ?? ''} plan={plan} discussion={discussion} editable={editable} />
          {shown.length > 0 ? (
            <HStack gap="2" wrap="wrap">
              {shown.map((entry) => (
                <Button
                  key={entry.step}
                  size="sm"
                  variant={entry.destructive ? 'outline' : 'solid'}
                  colorPalette={entry.destructive ? 'danger' : 'brand'}
                  disabled={!online}
                  loading={move.isPending && move.variables?.move === entry.step}
                  loadingText={entry.label}
                  onClick={() => (entry.destructive ? confirm.ask(t`Discusión de ${name}`, entry.label, () => run(entry.step)) : void run(entry.step))}
                >
                  {entry.label}
                </Button>
              ))}
            </HStack>
          ) : null}
          {shown.length > 0 && !online ? (
            // Every move (submit, request, sign, discard, revert) is the server's: none is queued offline.
            <OnlineOnlyNote what={signing ? t`Firmar necesita conexión a internet. Conéctese para firmar.` : t`Someter, solicitar firma o descartar necesita conexión a internet.`} />
          ) : null}
          <SignatureList signatures={discussion.signatures} />
        </Stack>
      </Card.Body>
      {confirm.dialog}
    </Card.Root>
  )
}

/** The plan's content, as the AI call takes it: no names or ids, only what the plan says. */
export function summaryContext(plan: PlanDetail, periodId: number, types: Named[], levels: Named[]): AiContext | null {
  const nameOf = (list: Named[], id: number | undefined) => list.find((item) => item.id === id)?.name ?? null
  const goals = plan.goals.slice(0, AI_MAX_GOALS).map((goal) => ({
    text: goal.description.slice(0, AI_TEXT_MAX),
    objectives: goal.objectives.slice(0, AI_MAX_OBJECTIVES).map((objective) => {
      const achievement = objective.achievements.find((row) => row.period_id === periodId)
      return {
        text: objective.description.slice(0, AI_TEXT_MAX),
        measurement_type: nameOf(types, objective.measurement_type_id),
        progress_level: nameOf(levels, achievement?.progress_level_id),
        comments: achievement?.comments?.slice(0, AI_TEXT_MAX) ?? null,
      }
    }),
  }))
  return goals.length === 0 ? null : { service_name: plan.service_name.slice(0, 200), goals }
}

function SummaryEditor({ plan, discussion, editable }: { plan: PlanDetail; discussion: PlanDiscussion; editable: boolean }) {
  const { t, i18n } = useLingui()
  const types = useMeasurementTypes().data ?? []
  const levels = useProgressLevels().data ?? []
  const saved = discussion.achievements_summary ?? ''
  const [text, setText] = useState(saved)
  const [error, setError] = useState<string | null>(null)
  const save = useSaveSummary()
  const { conflict, caught, clear } = useConflict<PlanDiscussion>()
  const label = t`Resumen de logros (${discussion.period_name ?? ''})`
  if (!editable) {
    return (
      <Stack gap="0">
        <Text fontSize="sm" fontWeight="semibold">
          {label}
        </Text>
        <Text whiteSpace="pre-wrap" color={saved ? undefined : 'fg.muted'}>
          {saved || t`Sin resumen.`}
        </Text>
      </Stack>
    )
  }
  const submit = (hash = discussion.hash) => {
    const issue = firstIssue(DiscussionPatchInput, { achievements_summary: text, hash })
    setError(issue?.achievements_summary ?? null)
    if (issue) return
    save.mutate(
      { planId: plan.id, discussion, summary: text.trim() || null, hash },
      {
        onSuccess: () => (clear(), showSnackbar(t`Resumen guardado`, 'success')),
        onError: (failure) => {
          if (!caught(failure)) showSnackbar(describePlanError(i18n, failure), 'error')
        },
      },
    )
  }
  return (
    <Stack gap="2">
      <PlanTextArea label={label} value={text} onChange={setText} error={error} rows={4} />
      {conflict ? (
        <ConflictView
          removed={conflict.current === null}
          fields={[{ label: t`Resumen de logros`, mine: text, current: conflict.current?.achievements_summary ?? '' }]}
          busy={save.isPending}
          onKeepMine={() => conflict.current && submit(conflict.current.hash)}
          onTakeCurrent={() => {
            setText(conflict.current?.achievements_summary ?? '')
            clear()
          }}
        />
      ) : (
        <HStack gap="2" align="start" wrap="wrap">
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => submit()} loading={save.isPending} loadingText={t`Guardando…`} disabled={text === saved}>
            {t`Guardar resumen`}
          </Button>
          <AiGenerateButton purpose="achievements_summary" context={() => summaryContext(plan, discussion.period_id, types, levels)} onText={setText} />
        </HStack>
      )}
    </Stack>
  )
}
