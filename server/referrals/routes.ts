import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppDeps, AppEnv } from '../app-env'
import {
  AppointmentInput,
  AppointmentSearch,
  HashInput,
  LookupQuery,
  OptionalHashInput,
  ProviderScheduleQuery,
  ReferralCreateInput,
  ReferralEventCancelInput,
  ReferralEventInput,
  ReferralSearch,
  ReferralUpdateInput,
  ScheduleInput,
  ScheduleUpdateInput,
} from '../../src/domain/referrals/schemas'
import { IdText } from '../../src/domain/schemas/common'
import type { Executor } from '../db/client'
import { referralDocumentTypes, referralStatuses, referralTypes } from '../db/schema'
import { invalid } from '../http/errors'
import { jsonObjectOf } from '../http/json-body'
import { pathId } from '../core/path-id'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import { assertStaffPermission, type OfficeViewer } from '../permissions/viewer'
import { readJson } from '../http/json-body'
import { requestLanguage, varyByLanguage } from '../reference/language'
import { idempotent } from '../core/idempotency'
import { APPOINTMENT_EVENT_WRITES, assertCanRecordAppointment, assertCanWriteReferral, referralViewer, visibleReferral, type ReferralRow } from './access'
import { activeStudentScope, activeStudentsByRegion, listActiveStudents, totalActiveStudents } from './active-students'
import {
  appointmentEventsOf,
  appointmentEventTypeList,
  cancelReasonList,
  createAppointment,
  pageAppointments,
  visibleAppointment,
} from './appointments'
import { cancelEvent, createEvent, deleteEvent, eventOf, eventsOf, visibleEvent } from './events'
import { referralFormRoutes } from './form-routes'
import { locationLookup, lookupList, providerSpecialtyLookup, serviceLookup, SERVICE_TYPES } from './lookups'
import { pageReferrals, referralDetail, schedulesOf } from './read'
import { activeReferralReplica } from './replica'
import { recordAppointmentEventEffect } from './appointment-event-write'
import { createSchedule, deleteSchedule, providerWeek, scheduleOf, updateSchedule } from './schedules'
import { createReferral, updateReferral } from './writes'
import { access } from '../permissions/access'

const ActiveStudentsQuery = v.object({
  provider_id: v.optional(IdText),
  supervisor_id: v.optional(IdText),
  detailLevel: v.optional(v.picklist(['basic', 'extended'], 'invalid_detail_level')),
})

/** Path parameters that are ids: digits only, so /referrals/active-students never reads as an id. */
const ID = '{[0-9]+}'

/** A change under way: the locked referral the viewer may change, and the body to judge after. */
interface Change {
  tx: Executor
  viewer: OfficeViewer
  referral: ReferralRow
  body: () => Record<string, unknown>
  now: Date
  userId: number
}

/** A body that may be absent (DELETE): empty is `{}`, anything else is judged as JSON. */
async function optionalJson(c: Context): Promise<() => Record<string, unknown>> {
  const text = await c.req.text()
  const contentType = c.req.header('Content-Type')
  return () => (text.trim() === '' ? {} : jsonObjectOf(contentType, text))
}

/** Staff with students.read list active students of their customers; a provider her own, a supervisor her supervisees'. */
const ACTIVE_STUDENTS = access({ permission: 'students.read', customers: true, providers: 'supervised' })
const READ = access({ permission: 'referrals.read', customers: true, providers: 'supervised' })
const WRITE = access({ permission: 'referrals.write', customers: true })
/** The referral form's lookups (no record of anyone). */
const LOOKUP = access({ permission: 'referrals.read', providers: 'own' })
const RECORD_APPOINTMENT_EVENT = access(APPOINTMENT_EVENT_WRITES)

/**
 * Referrals (spec §7 "Referrals"). The provider's active students (unchanged) and the office's
 * referral calls; every office handler answers in the house order: the module and
 * `referrals.read` (referralViewer), a referral the caller may not see is 404 like a missing one,
 * one she sees but may not change is 403, then the body (400/422), then the version (409 with
 * the current record). The printable forms (label, progress, actions-log, access-log and
 * ongoing-service-certification) are in form-routes.ts.
 */
export function referralRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => referralViewer(deps, c)

  /** Runs a change of a referral the viewer may change, in one transaction with the referral locked. */
  async function changing<T>(c: Context<AppEnv>, referralId: number, run: (change: Change) => Promise<T>, body = deferredJson) {
    const viewer = await viewerOf(c)
    const read = await body(c)
    return db.transaction(async (tx) => {
      const referral = await visibleReferral(tx, viewer, referralId, true)
      assertCanWriteReferral(viewer, referral.customer_id)
      return run({ tx, viewer, referral, body: read, now: deps.now(), userId: viewer.userId })
    })
  }

  const referralId = (c: Context) => pathId(c, 'referral_id')

  return (
    new Hono<AppEnv>()
      // The provider's active students (spec §4 caching, §6 modes).
      .get('/active-students', ACTIVE_STUDENTS, varyByLanguage, async (c) => {
        const query = queryWith(c, ActiveStudentsQuery)
        const scope = await activeStudentScope(db, c.var.reach, query)
        return c.json(await listActiveStudents(db, scope, query.detailLevel === 'extended', requestLanguage(c)))
      })
      .get('/total-active-students', ACTIVE_STUDENTS, async (c) => {
        const query = queryWith(c, ActiveStudentsQuery)
        const scope = await activeStudentScope(db, c.var.reach, query)
        return c.json({ total: await totalActiveStudents(db, scope) })
      })
      // What the provider's referral views read offline: the referrals of the same active
      // students, with schedules, events, appointments and their events. Also held to what the
      // viewer may read as a referral (module, own or supervised), so it never says more than
      // GET /referrals/{id} would.
      .get('/active-students/details', READ, async (c) => {
        const viewer = await viewerOf(c)
        const query = queryWith(c, ActiveStudentsQuery)
        const scope = await activeStudentScope(db, c.var.reach, query)
        // Staff name a provider or a supervisor: every active referral at once is not a replica.
        if (scope.providers === null) throw invalid({ provider_id: 'required' })
        return c.json(await activeReferralReplica(db, viewer, scope.providers))
      })
      .get('/active-students/regions', ACTIVE_STUDENTS, async (c) => {
        const query = queryWith(c, ActiveStudentsQuery)
        const scope = await activeStudentScope(db, c.var.reach, query)
        return c.json(await activeStudentsByRegion(db, scope))
      })

      // Lookups of the referral form.
      .get('/service-types', LOOKUP, async (c) => {
        await viewerOf(c)
        const query = queryWith(c, LookupQuery)
        return c.json(SERVICE_TYPES.filter((type) => !query.q || type.name.toLowerCase().includes(query.q.toLowerCase())))
      })
      .get('/types', LOOKUP, async (c) => (await viewerOf(c), c.json(await lookupList(db, referralTypes, queryWith(c, LookupQuery)))))
      .get('/status', LOOKUP, async (c) => (await viewerOf(c), c.json(await lookupList(db, referralStatuses, queryWith(c, LookupQuery)))))
      .get('/document-types', LOOKUP, async (c) => (await viewerOf(c), c.json(await lookupList(db, referralDocumentTypes, queryWith(c, LookupQuery)))))
      .get('/services', LOOKUP, async (c) => (await viewerOf(c), c.json(await serviceLookup(db, queryWith(c, LookupQuery)))))
      .get('/locations', LOOKUP, async (c) => (await viewerOf(c), c.json(await locationLookup(db, queryWith(c, LookupQuery), false))))
      .get('/schools', LOOKUP, async (c) => (await viewerOf(c), c.json(await locationLookup(db, queryWith(c, LookupQuery), true))))
      .get('/provider-specialties', access({ permission: 'referrals.read' }), async (c) => {
        // Who holds which licence is the office's business, not another provider's.
        assertStaffPermission(await viewerOf(c), 'referrals.read')
        return c.json(await providerSpecialtyLookup(db, queryWith(c, LookupQuery)))
      })

      // The printable forms: their literal batch paths (/progress-forms…) before the id routes.
      .route('/', referralFormRoutes(deps))

      // Referrals.
      .get('/', READ, async (c) => c.json(await pageReferrals(db, await viewerOf(c), queryWith(c, ReferralSearch))))
      .post('/', WRITE, async (c) => {
        const viewer = await viewerOf(c)
        assertStaffPermission(viewer, 'referrals.write')
        const body = await deferredJson(c)
        const input = parseWith(ReferralCreateInput, body())
        return c.json(await db.transaction((tx) => createReferral(tx, viewer, input, deps.now())), 201)
      })
      .get(`/:referral_id${ID}`, READ, async (c) => c.json(await referralDetail(db, await visibleReferral(db, await viewerOf(c), referralId(c)))))
      .patch(`/:referral_id${ID}`, WRITE, async (c) =>
        c.json(await changing(c, referralId(c), ({ tx, viewer, referral, body, now }) => updateReferral(tx, viewer, referral, parseWith(ReferralUpdateInput, body()), now))),
      )

      // Schedules.
      .get('/schedules', READ, async (c) => c.json(await providerWeek(db, await viewerOf(c), queryWith(c, ProviderScheduleQuery))))
      .get(`/:referral_id${ID}/schedules`, READ, async (c) => {
        const referral = await visibleReferral(db, await viewerOf(c), referralId(c))
        return c.json(await schedulesOf(db, referral.id))
      })
      .post(`/:referral_id${ID}/schedules`, WRITE, async (c) =>
        c.json(await changing(c, referralId(c), ({ tx, referral, body, now }) => createSchedule(tx, referral, parseWith(ScheduleInput, body()), now)), 201),
      )
      .get(`/:referral_id${ID}/schedules/:schedule_id${ID}`, READ, async (c) => {
        const referral = await visibleReferral(db, await viewerOf(c), referralId(c))
        return c.json(await scheduleOf(db, referral.id, pathId(c, 'schedule_id')))
      })
      .put(`/:referral_id${ID}/schedules/:schedule_id${ID}`, WRITE, async (c) =>
        c.json(
          await changing(c, referralId(c), async ({ tx, referral, body, now }) => {
            const scheduleId = pathId(c, 'schedule_id')
            await scheduleOf(tx, referral.id, scheduleId)
            return updateSchedule(tx, referral, scheduleId, parseWith(ScheduleUpdateInput, body()), now)
          }),
        ),
      )
      .delete(`/:referral_id${ID}/schedules/:schedule_id${ID}`, WRITE, async (c) => {
        await changing(c, referralId(c), async ({ tx, referral, body }) => {
          const scheduleId = pathId(c, 'schedule_id')
          await scheduleOf(tx, referral.id, scheduleId)
          await deleteSchedule(tx, referral, scheduleId, parseWith(HashInput, body()).hash)
        })
        return c.body(null, 204)
      })

      // Events.
      .get(`/:referral_id${ID}/events`, READ, async (c) => {
        const referral = await visibleReferral(db, await viewerOf(c), referralId(c))
        return c.json(await eventsOf(db, referral.id))
      })
      .post(`/:referral_id${ID}/events`, WRITE, async (c) =>
        c.json(await changing(c, referralId(c), ({ tx, referral, body, now, userId }) => createEvent(tx, referral, parseWith(ReferralEventInput, body()), userId, now)), 201),
      )
      .get(`/events/:id${ID}`, READ, async (c) => c.json(await visibleEvent(db, await viewerOf(c), pathId(c, 'id'))))
      .patch(`/:referral_id${ID}/events/:event_id${ID}/cancel`, WRITE, async (c) =>
        c.json(
          await changing(c, referralId(c), async ({ tx, referral, body, now, userId }) => {
            const eventId = pathId(c, 'event_id')
            await eventOf(tx, referral.id, eventId)
            return cancelEvent(tx, referral.id, eventId, parseWith(ReferralEventCancelInput, body()), userId, now)
          }),
        ),
      )
      .delete(`/:referral_id${ID}/events/:event_id${ID}`, WRITE, async (c) => {
        await changing(
          c,
          referralId(c),
          async ({ tx, referral, body, now, userId }) => {
            const eventId = pathId(c, 'event_id')
            await eventOf(tx, referral.id, eventId)
            await deleteEvent(tx, referral.id, eventId, parseWith(OptionalHashInput, body()).hash, userId, now)
          },
          optionalJson,
        )
        return c.body(null, 204)
      })

      // Appointments.
      .post(`/:referral_id${ID}/events/:referral_event_id${ID}/appointments`, WRITE, async (c) => {
        const id = await changing(c, referralId(c), async ({ tx, referral, body, now, userId }) => {
          const event = await eventOf(tx, referral.id, pathId(c, 'referral_event_id'))
          return createAppointment(tx, referral, event, parseWith(AppointmentInput, body()), userId, now)
        })
        return c.json(await visibleAppointment(db, await viewerOf(c), id), 201)
      })
      .get('/events/appointments/events/types', LOOKUP, async (c) => (await viewerOf(c), c.json(await appointmentEventTypeList(db))))
      .get('/events/appointments/cancel-reasons', LOOKUP, async (c) => (await viewerOf(c), c.json(await cancelReasonList(db))))
      .get('/events/appointments', READ, async (c) => c.json(await pageAppointments(db, await viewerOf(c), queryWith(c, AppointmentSearch))))
      .get(`/events/appointments/:id${ID}`, READ, async (c) => c.json(await visibleAppointment(db, await viewerOf(c), pathId(c, 'id'))))
      .get(`/events/appointments/:appointment_id${ID}/events`, READ, async (c) => {
        const appointment = await visibleAppointment(db, await viewerOf(c), pathId(c, 'appointment_id'))
        return c.json(await appointmentEventsOf(db, appointment.id))
      })
      // A provider records these at the school, offline too: once per Idempotency-Key.
      .post(`/events/appointments/:appointment_id${ID}/events`, RECORD_APPOINTMENT_EVENT, async (c) => {
        const appointmentId = pathId(c, 'appointment_id')
        const viewer = await viewerOf(c)
        // The house order: an appointment she may not see is 404, one she may not record is 403, before the body.
        const seen = await visibleAppointment(db, viewer, appointmentId)
        assertCanRecordAppointment(viewer, await visibleReferral(db, viewer, seen.referral_id))
        const body = await readJson(c)
        return idempotent(c, deps, body, (tx) => recordAppointmentEventEffect(tx, viewer, appointmentId, body, deps.now()))
      })
  )
}

/** GET /referral-appointments and /referral-appointments/{id} (spec §7): the same appointments. */
export function referralAppointmentRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .get('/', READ, async (c) => c.json(await pageAppointments(db, await referralViewer(deps, c), queryWith(c, AppointmentSearch))))
    .get(`/:id${ID}`, READ, async (c) => c.json(await visibleAppointment(db, await referralViewer(deps, c), pathId(c, 'id'))))
}
