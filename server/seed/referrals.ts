import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm'
import type { AppointmentStatus } from '../../src/domain/referrals/types'
import { PERMISSIONS } from '../../src/domain/permissions/permissions'
import { currentPeriod, ledgerLines } from '../compensatory/ledger'
import { moveRequest, openRequest } from '../compensatory/requests'
import type { Transaction } from '../db/client'
import * as schema from '../db/schema'
import type { OfficeViewer } from '../permissions/viewer'
import { ACTIVE_REFERRAL_STATUS } from '../service-sessions/references'
import { HISTORY_DAYS, providersWithHistory } from './data/service-sessions'
import { addDays, seededRandom } from './random'

/**
 * What hangs on the demo referrals: weekly schedules, events (some cancelled, one deleted) with
 * appointments and their events, the causes of missed visits, and compensatory requests in
 * several statuses opened from the ledger. Written in a few batched inserts, so seeding stays fast.
 */

const MISS_CAUSES: Record<string, 'provider' | 'student' | 'school'> = {
  Ausente: 'student',
  'Ausencia justificada': 'student',
  'Ausencia no justificada': 'student',
  'Cancelada por el encargado': 'student',
  'No ofrecida por ausencia del proveedor': 'provider',
  'No ofrecida por cierre de la escuela': 'school',
  'No ofrecida por actividad escolar': 'school',
}

const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']

/** Monday of the week of `isoDate`. */
function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay()
  return addDays(isoDate, -((weekday + 6) % 7))
}

const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

async function seedMissCauses(tx: Transaction) {
  const outcomes = await tx.select({ id: schema.visitOutcomes.id, name: schema.visitOutcomes.name }).from(schema.visitOutcomes)
  const rows = outcomes.filter((outcome) => MISS_CAUSES[outcome.name]).map((outcome) => ({ visit_outcome_id: outcome.id, cause: MISS_CAUSES[outcome.name]! }))
  if (rows.length > 0) await tx.insert(schema.visitOutcomeMissCauses).values(rows).onConflictDoNothing()
}

/** One weekly slot per visit of the week, never two of one provider at the same day and hour. */
async function seedSchedules(tx: Transaction, active: Array<typeof schema.referrals.$inferSelect>) {
  const days = await tx.select().from(schema.daysOfWeek).where(inArray(schema.daysOfWeek.name, WEEKDAYS))
  const dayIds = WEEKDAYS.map((name) => days.find((day) => day.name === name)!.id)
  const slots = (await tx.select().from(schema.serviceTimeSlots).orderBy(schema.serviceTimeSlots.start_time)).filter((slot) => slot.start_time < '16:00')
  const taken = new Set<string>()
  const rows: Array<typeof schema.referralSchedules.$inferInsert> = []
  for (const [index, referral] of active.entries()) {
    if (referral.session_minutes > 60) continue
    for (let visit = 0; visit < referral.weekly_frequency; visit++) {
      // Spread a referral's visits over the week (Monday and Wednesday, …), then find a free hour.
      const day = dayIds[(index + visit * 2) % 5]!
      const slot = slots.find((candidate, position) => !taken.has(`${referral.provider_id}:${day}:${candidate.id}`) && position >= index % 3)
      if (!slot) continue
      taken.add(`${referral.provider_id}:${day}:${slot.id}`)
      rows.push({
        referral_id: referral.id,
        day_of_week_id: day,
        time_slot_id: slot.id,
        start_time: slot.start_time,
        end_time: toTime(toMinutes(slot.start_time) + referral.session_minutes),
        location_id: referral.location_id,
      })
    }
  }
  if (rows.length > 0) await tx.insert(schema.referralSchedules).values(rows)
}

/** Events on about half the referrals, each with an appointment; some cancelled, one deleted. */
async function seedEvents(tx: Transaction, active: Array<typeof schema.referrals.$inferSelect>, today: string, userId: number) {
  const random = seededRandom(20261125)
  const eventTypes = await tx.select().from(schema.referralEventTypes)
  const appointmentTypes = await tx.select().from(schema.appointmentEventTypes)
  const reasons = await tx.select().from(schema.appointmentCancelReasons)
  const typeOf = (status: string) => appointmentTypes.find((type) => type.status === status)!
  const chosen = active.filter((_, index) => index % 2 === 0)
  const events = await tx
    .insert(schema.referralEvents)
    .values(
      chosen.map((referral, index) => {
        const cancelled = index % 5 === 4
        return {
          referral_id: referral.id,
          event_type_id: random.pick(eventTypes).id,
          // A quarter fall in the current week (Monday to Friday), so the provider's week is never empty on a demo.
          date: index % 4 === 0 ? addDays(mondayOf(today), index % 5) : addDays(today, random.int(-20, 20)),
          time: random.pick(['08:30', '10:00', '13:30', '14:00']),
          notes: random.pick([null, 'Coordinado con la maestra de salón hogar.', 'El encargado confirmó por teléfono.']),
          created_by: userId,
          cancelled_at: cancelled ? new Date() : null,
          cancelled_by: cancelled ? userId : null,
          cancel_comment: cancelled ? 'El encargado pidió otra fecha.' : null,
          deleted_at: index === 1 ? new Date() : null,
          deleted_by: index === 1 ? userId : null,
        }
      }),
    )
    .returning()
  const appointments = await tx
    .insert(schema.referralAppointments)
    .values(
      events
        .filter((event) => event.cancelled_at === null && event.deleted_at === null)
        .map((event) => {
          const past = event.date < today
          const status: AppointmentStatus = past ? random.pick(['held', 'held', 'cancelled', 'missed'] as const) : 'scheduled'
          return {
            referral_event_id: event.id,
            referral_id: event.referral_id,
            date: event.date,
            start_time: event.time ?? '09:00',
            end_time: toTime(toMinutes(event.time ?? '09:00') + 45),
            status,
            cancel_reason_id: status === 'cancelled' ? random.pick(reasons).id : null,
            created_by: userId,
          }
        }),
    )
    .returning()
  await tx.insert(schema.referralAppointmentEvents).values(
    appointments.flatMap((appointment) => {
      const scheduled = { appointment_id: appointment.id, event_type_id: typeOf('scheduled').id, created_by: userId }
      if (appointment.status === 'scheduled') return [scheduled]
      return [scheduled, { appointment_id: appointment.id, event_type_id: typeOf(appointment.status).id, cancel_reason_id: appointment.cancel_reason_id, created_by: userId }]
    }),
  )
}

/** Requests opened from the ledger's owed lines, then moved along: one per status the demo shows. */
async function seedCompensatoryRequests(tx: Transaction, today: string, userId: number) {
  const viewer: OfficeViewer = { userId, providerId: null, supervised: [], permissions: { permissions: [...PERMISSIONS], customer_permissions: [] } }
  const now = new Date(`${today}T12:00:00-04:00`)
  const period = await currentPeriod(tx, now)
  const owed = (await ledgerLines(tx, viewer, period, {})).filter((line) => line.outstanding_minutes > 0).sort((a, b) => b.outstanding_minutes - a.outstanding_minutes)
  const statuses = await tx.select().from(schema.compensatoryRequestStatuses)
  const statusId = (code: string) => statuses.find((status) => status.code === code)!.id
  // Paths through the status table; the first lines stay owed with no request, for the monitor.
  const paths = [['in_review'], ['in_review', 'approved'], ['in_review', 'approved', 'in_service'], ['in_review', 'rejected'], [], ['cancelled']]
  for (const [index, path] of paths.entries()) {
    const line = owed[index + 3]
    if (!line) break
    let request = await openRequest(tx, viewer, period, { student_id: line.student_id, service_id: line.service_id, comment: 'Minutos no ofrecidos por ausencias del proveedor.' }, now)
    for (const code of path) {
      const comment = code === 'rejected' ? 'Las ausencias ya se repusieron en sesiones de grupo.' : code === 'cancelled' ? 'Abierta por error.' : null
      request = await moveRequest(tx, viewer, request, { hash: request.hash, status_id: statusId(code), comment }, now)
    }
  }
}

export async function seedReferralDetails(tx: Transaction, today: string) {
  await seedMissCauses(tx)
  const [office] = await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'oficina@example.com'))
  const demoProviders = await tx
    .select({ provider_id: schema.users.provider_id })
    .from(schema.users)
    .where(and(inArray(schema.users.email, providersWithHistory), isNotNull(schema.users.provider_id)))
  // The demo sessions go back HISTORY_DAYS: the demo providers' referrals start no earlier, so
  // the ledger owes only what those weeks left undone (not weeks that were never seeded).
  const historyStart = mondayOf(addDays(today, -HISTORY_DAYS))
  await tx
    .update(schema.referrals)
    .set({ start_date: historyStart })
    .where(and(inArray(schema.referrals.provider_id, demoProviders.map((row) => row.provider_id!)), lt(schema.referrals.start_date, historyStart)))
  const active = await tx
    .select({ referral: schema.referrals })
    .from(schema.referrals)
    .innerJoin(schema.referralStatuses, eq(schema.referralStatuses.id, schema.referrals.status_id))
    .where(and(isNotNull(schema.referrals.provider_id), eq(schema.referralStatuses.name, ACTIVE_REFERRAL_STATUS)))
    .orderBy(schema.referrals.provider_id, schema.referrals.id)
    .then((rows) => rows.map((row) => row.referral))
  await seedSchedules(tx, active)
  await seedEvents(tx, active, today, office!.id)
  await seedCompensatoryRequests(tx, today, office!.id)
}

