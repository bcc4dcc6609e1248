import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { showSnackbar } from '../../components/snackbar'
import * as device from '../plans-offline/commands'
import { BASE, PLANS_KEY, send } from './api/plans-api'
import type { PlanDiscussion } from './api/types'
import { usePlanSource, type PlanSource } from './plan-source'

/**
 * The plan's content writes (assessments, goals, objectives, achievements, the summary), each
 * sent where the editor's PlanSource says: online (TanStack Query; a 409 comes back to the form,
 * which shows both versions), or through the device for the provider's own plan (saved with its
 * outbox entry in one transaction, sent exactly once later; a 409 then waits in "Requiere
 * atención"). Same hook and input either way, so the forms do not know which.
 */

type DeviceSource = Extract<PlanSource, { kind: 'device' }>

/** A row as the writes name it: the server's number online, the uuid on the device. */
interface RowRef {
  id: number | null
  uuid: string
}

function useSourcedWrite<Input, Answer>(online: (input: Input) => Promise<Answer>, onDevice: (source: DeviceSource, input: Input) => Promise<unknown>) {
  const { t } = useLingui()
  const source = usePlanSource()
  const client = useQueryClient()
  return useMutation<unknown, Error, Input>({
    mutationFn: source.kind === 'device' ? (input) => onDevice(source, input) : online,
    onSuccess: () => {
      if (source.kind === 'device') showSnackbar(t`Guardado en el dispositivo`, 'success')
    },
    onSettled: () => (source.kind === 'online' ? client.invalidateQueries({ queryKey: PLANS_KEY }) : undefined),
  })
}

/** Online, the row's number; the server's paths also take the uuid, for a row not numbered yet. */
const idOf = (row: RowRef) => row.id ?? row.uuid

export const useAddAssessment = (planId: number) =>
  useSourcedWrite(
    (description: string) =>
      send<{ id: number }>(`${BASE}/${planId}/student-assessments`, 'POST', {
        description,
      }),
    (source, description) => device.addAssessment(source.planId, description, source.user),
  )
export const useDeleteAssessment = () =>
  useSourcedWrite(
    (row: RowRef) => send<void>(`${BASE}/student-assessments/${idOf(row)}`, 'DELETE'),
    (source, row) => device.deleteAssessment(source.planId, row.uuid, source.user),
  )

export const useAddGoal = (planId: number) =>
  useSourcedWrite(
    (description: string) => send(`${BASE}/goals`, 'POST', { plan_id: planId, description }),
    (source, description) => device.addGoal(source.planId, description, source.user),
  )
export const useSaveGoal = () =>
  useSourcedWrite(
    (input: RowRef & { description: string; hash: string | null }) =>
      send(`${BASE}/goals/${idOf(input)}`, 'PUT', {
        description: input.description,
        hash: input.hash,
      }),
    (source, input) => device.editGoal(source.planId, input.uuid, input.description, source.user),
  )
export const useDeleteGoal = () =>
  useSourcedWrite(
    (row: RowRef) => send<void>(`${BASE}/goals/${idOf(row)}`, 'DELETE'),
    (source, row) => device.deleteGoal(source.planId, row.uuid, source.user),
  )

export interface ObjectiveValues {
  description: string
  measurement_type_id: number
  /** The value aimed at, in the type's kind (null: none; left out, a save keeps the one it has). */
  target?: number | null
}
export const useAddObjective = () =>
  useSourcedWrite(
    (input: ObjectiveValues & { goal: RowRef }) =>
      send(`${BASE}/objectives`, 'POST', {
        goal_id: idOf(input.goal),
        description: input.description,
        measurement_type_id: input.measurement_type_id,
        target: input.target,
      }),
    (source, input) =>
      device.addObjective(
        source.planId,
        input.goal.uuid,
        {
          description: input.description,
          measurement_type_id: input.measurement_type_id,
          target: input.target,
        },
        source.user,
      ),
  )
export const useSaveObjective = () =>
  useSourcedWrite(
    (input: ObjectiveValues & RowRef & { hash: string | null }) =>
      send(`${BASE}/objectives/${idOf(input)}`, 'PATCH', {
        description: input.description,
        measurement_type_id: input.measurement_type_id,
        target: input.target,
        hash: input.hash,
      }),
    (source, input) =>
      device.editObjective(
        source.planId,
        input.uuid,
        {
          description: input.description,
          measurement_type_id: input.measurement_type_id,
          target: input.target,
        },
        source.user,
      ),
  )
export const useDeleteObjective = () =>
  useSourcedWrite(
    (row: RowRef) => send<void>(`${BASE}/objectives/${idOf(row)}`, 'DELETE'),
    (source, row) => device.deleteObjective(source.planId, row.uuid, source.user),
  )

export interface AchievementValues {
  progress_level_id: number
  comments: string | null
  /** The level the period's data suggested when she chose (null: none; absent: not known yet, the stored one stays); kept beside hers. */
  suggested_progress_level_id?: number | null
}
export const useSaveAchievement = () =>
  useSourcedWrite(
    (
      input: AchievementValues & {
        objective: RowRef
        period_id: number
        hash?: string | null
      },
    ) =>
      send(`${BASE}/objectives/${idOf(input.objective)}/achievements/${input.period_id}`, 'PUT', {
        progress_level_id: input.progress_level_id,
        comments: input.comments,
        suggested_progress_level_id: input.suggested_progress_level_id,
        ...(input.hash ? { hash: input.hash } : {}),
      }),
    (source, input) =>
      device.putAchievement(
        source.planId,
        input.objective.uuid,
        input.period_id,
        {
          progress_level_id: input.progress_level_id,
          comments: input.comments,
          suggested_progress_level_id: input.suggested_progress_level_id,
        },
        source.user,
      ),
  )

/** The summary alone (no action; the actions need a connection and stay online). */
export const useSaveSummary = () =>
  useSourcedWrite(
    (input: { planId: number; discussion: PlanDiscussion; summary: string | null; hash: string }) =>
      send(`${BASE}/${input.planId}/discussions/periods/${input.discussion.period_id}`, 'PATCH', { achievements_summary: input.summary, hash: input.hash }),
    (source, input) => device.saveSummary(source.planId, input.discussion.period_id, input.summary, source.user),
  )
