import { VisitAddInput, VisitDeleteInput, VisitUpdateInput } from '../../src/domain/service-sessions/api'
import { latestSessionTime } from '../../src/domain/rules/company-time'
import { SessionDeleteInput, sessionCreateInput, sessionNotAfterNow, sessionUpdateInput } from '../../src/domain/service-sessions/schemas'
import { badRequest, notFound } from '../http/errors'
import { parseWith } from '../http/validate'
import type { ServerConfig } from '../config'
import type { RouteAccess } from '../permissions/access'
import type { OfficeViewer } from '../permissions/viewer'
import { PLAN_WRITES } from '../plans/access'
import { APPOINTMENT_EVENT_WRITES } from '../referrals/access'
import { SESSION_WRITES } from './access'
import { addAssessment, addGoal, addObjective, changeObjective, deleteAssessment, deleteGoal, deleteObjective, putAchievement, putGoal } from '../plans/content-writes'
import { applyPlanEffect, type PlanEffect } from '../plans/context'
import { patchDiscussion } from '../plans/discussion-routes'
import { rowRefOf, type RowRef } from '../plans/lookups'
import { recordAppointmentEventEffect } from '../referrals/appointment-event-write'
import type { EffectResult } from '../sync/idempotency'
import { addVisit, createSession, deleteSession, removeVisit, updateSession, updateVisit, type WriteContext } from './writes'

/**
 * The session and visit writes a device may send, as data: the single endpoints (routes.ts) and
 * the batched push (server/sync/push.ts) both run a write through this table, so a mutation has
 * the same validation, authorization and effect whichever way it arrives.
 */
export interface MutationInput {
  ctx: WriteContext
  body: unknown
  /** The record id of the path, lower case ('' for a create). */
  id: string
  /** Today in the company's zone, for the date rules of the session form. */
  today: string
  /** The caller as the referral calls see it (module, own and supervised referrals), read once per batch. */
  officeViewer?: () => Promise<OfficeViewer>
  /** The caller as the plan calls see it (module, plans.read or a provider), read once per batch. */
  planViewer?: () => Promise<OfficeViewer>
  /** The server's configuration (a discussion's guest link lifetime). */
  planConfig?: ServerConfig
  /** The path's second id (an achievement's period), when it has one. */
  secondId?: string
}

export type MutationRunner = (input: MutationInput) => Promise<EffectResult>

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'

/** Spec §2: not later today than now (company zone, with a few minutes for the device's clock). */
function notAfterNow<T extends { date: string; time: string }>(input: T, ctx: WriteContext, today: string): T {
  parseWith(sessionNotAfterNow(today, latestSessionTime(ctx.now)), input)
  return input
}

export const sessionWrites = {
  createSession: async ({ ctx, body, today }) => ({
    status: 201,
    body: await createSession(ctx, notAfterNow(parseWith(sessionCreateInput(today), body), ctx, today)),
  }),
  updateSession: async ({ ctx, body, id, today }) => ({
    status: 200,
    body: await updateSession(ctx, id, notAfterNow(parseWith(sessionUpdateInput(today), body), ctx, today)),
  }),
  deleteSession: async ({ ctx, body, id }) => ({ status: 200, body: await deleteSession(ctx, id, parseWith(SessionDeleteInput, body).hash) }),
  addVisit: async ({ ctx, body }) => ({ status: 201, body: await addVisit(ctx, parseWith(VisitAddInput, body)) }),
  updateVisit: async ({ ctx, body, id }) => ({ status: 200, body: await updateVisit(ctx, id, parseWith(VisitUpdateInput, body)) }),
  removeVisit: async ({ ctx, body, id }) => ({ status: 200, body: await removeVisit(ctx, id, parseWith(VisitDeleteInput, body).hash) }),
} satisfies Record<string, MutationRunner>

/**
 * An appointment event recorded at the school (issue 11): the provider's only write on a
 * referral, sent from the outbox like a session change. The id is digits; one beyond the
 * database's integer range names no appointment (404, as the single endpoint's path check).
 */
export const referralWrites = {
  recordAppointmentEvent: async ({ ctx, body, id, officeViewer }) => {
    const appointmentId = Number(id)
    if (!officeViewer || !Number.isSafeInteger(appointmentId) || appointmentId > MAX_ID) throw notFound('La cita no existe.')
    return recordAppointmentEventEffect(ctx.tx, await officeViewer(), appointmentId, body, ctx.now)
  },
} satisfies Record<string, MutationRunner>

const MAX_ID = 2_147_483_647

/**
 * The plan content a provider writes offline (issue 13 item 4), sent from the outbox like a
 * session change: the same PlanEffect the single endpoint applies (server/plans/content-writes.ts).
 */
function planWrite(effect: (input: MutationInput) => PlanEffect): MutationRunner {
  return async (input) => {
    if (!input.planViewer) throw notFound()
    const viewer = await input.planViewer()
    const body = () => {
      if (input.body === null || typeof input.body !== 'object' || Array.isArray(input.body)) throw badRequest('json_not_object', 'El cuerpo de la solicitud debe ser un objeto JSON.')
      return input.body as Record<string, unknown>
    }
    return applyPlanEffect(input.ctx.tx, viewer, effect(input), body, input.ctx.now)
  }
}

/** The path's row (number or uuid); a number beyond the integer range names nothing. */
function ref(text: string | undefined): RowRef {
  const found = rowRefOf(text ?? '')
  if (found === null) throw notFound()
  return found
}

function numberId(text: string | undefined): number {
  const found = rowRefOf(text ?? '')
  if (typeof found !== 'number') throw notFound()
  return found
}

export const planWrites = {
  addAssessment: planWrite(({ id }) => addAssessment(numberId(id))),
  deleteAssessment: planWrite(({ id }) => deleteAssessment(ref(id))),
  addGoal: planWrite(() => addGoal()),
  putGoal: planWrite(({ id }) => putGoal(ref(id))),
  deleteGoal: planWrite(({ id }) => deleteGoal(ref(id))),
  addObjective: planWrite(() => addObjective()),
  putObjective: planWrite(({ id }) => changeObjective(ref(id), 'PUT')),
  patchObjective: planWrite(({ id }) => changeObjective(ref(id), 'PATCH')),
  deleteObjective: planWrite(({ id }) => deleteObjective(ref(id))),
  putAchievement: planWrite(({ id, secondId }) => putAchievement(ref(id), numberId(secondId))),
  patchDiscussion: planWrite(({ id, secondId, planConfig }) => patchDiscussion({ config: planConfig! }, numberId(id), numberId(secondId))),
} satisfies Record<string, MutationRunner>

const ROW = `(\\d{1,10}|${UUID})`
const PLANS = '^/intervention-plans'

/** method, path (below /api) → the write it is, and the declaration of its single endpoint. */
const table: { method: string; pattern: RegExp; run: MutationRunner; access: RouteAccess }[] = [
  { method: 'POST', pattern: /^\/service-sessions\/?$/, run: sessionWrites.createSession, access: SESSION_WRITES },
  { method: 'PUT', pattern: new RegExp(`^/service-sessions/(${UUID})/?$`), run: sessionWrites.updateSession, access: SESSION_WRITES },
  { method: 'DELETE', pattern: new RegExp(`^/service-sessions/(${UUID})/?$`), run: sessionWrites.deleteSession, access: SESSION_WRITES },
  { method: 'POST', pattern: /^\/service-sessions\/visits\/?$/, run: sessionWrites.addVisit, access: SESSION_WRITES },
  { method: 'PATCH', pattern: new RegExp(`^/service-sessions/visits/(${UUID})/?$`), run: sessionWrites.updateVisit, access: SESSION_WRITES },
  { method: 'DELETE', pattern: new RegExp(`^/service-sessions/visits/(${UUID})/?$`), run: sessionWrites.removeVisit, access: SESSION_WRITES },
  { method: 'POST', pattern: /^\/referrals\/events\/appointments\/([1-9]\d{0,9})\/events\/?$/, run: referralWrites.recordAppointmentEvent, access: APPOINTMENT_EVENT_WRITES },
  { method: 'POST', pattern: new RegExp(`${PLANS}/(\\d{1,10})/student-assessments/?$`), run: planWrites.addAssessment, access: PLAN_WRITES },
  { method: 'DELETE', pattern: new RegExp(`${PLANS}/student-assessments/${ROW}/?$`), run: planWrites.deleteAssessment, access: PLAN_WRITES },
  { method: 'POST', pattern: new RegExp(`${PLANS}/goals/?$`), run: planWrites.addGoal, access: PLAN_WRITES },
  { method: 'PUT', pattern: new RegExp(`${PLANS}/goals/${ROW}/?$`), run: planWrites.putGoal, access: PLAN_WRITES },
  { method: 'DELETE', pattern: new RegExp(`${PLANS}/goals/${ROW}/?$`), run: planWrites.deleteGoal, access: PLAN_WRITES },
  { method: 'POST', pattern: new RegExp(`${PLANS}/objectives/?$`), run: planWrites.addObjective, access: PLAN_WRITES },
  { method: 'PUT', pattern: new RegExp(`${PLANS}/objectives/${ROW}/?$`), run: planWrites.putObjective, access: PLAN_WRITES },
  { method: 'PATCH', pattern: new RegExp(`${PLANS}/objectives/${ROW}/?$`), run: planWrites.patchObjective, access: PLAN_WRITES },
  { method: 'DELETE', pattern: new RegExp(`${PLANS}/objectives/${ROW}/?$`), run: planWrites.deleteObjective, access: PLAN_WRITES },
  { method: 'PUT', pattern: new RegExp(`${PLANS}/objectives/${ROW}/achievements/(\\d{1,10})/?$`), run: planWrites.putAchievement, access: PLAN_WRITES },
  { method: 'PATCH', pattern: new RegExp(`${PLANS}/(\\d{1,10})/discussions/periods/(\\d{1,10})/?$`), run: planWrites.patchDiscussion, access: PLAN_WRITES },
]

/** The write a batched mutation names, with its record id (and second id); null when there is no such write. */
export function findMutation(method: string, path: string): { run: MutationRunner; access: RouteAccess; id: string; secondId?: string } | null {
  for (const route of table) {
    if (route.method !== method) continue
    const match = route.pattern.exec(path)
    if (match) return { run: route.run, access: route.access, id: (match[1] ?? '').toLowerCase(), secondId: match[2] }
  }
  return null
}
