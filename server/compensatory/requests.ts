import { readerName } from '../i18n/reader-language'
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import { moveNeedsReason, type CompensatoryRequestMoveInput, type CompensatoryRequestOpenInput, type CompensatoryRequestSearch } from '../../src/domain/referrals/schemas'
import type { CompensatoryRequest, CompensatoryRequestEvent, CompensatoryStatus } from '../../src/domain/referrals/types'
import type { Executor } from '../db/client'
import { compensatoryRequestEvents, compensatoryRequestStatuses, compensatoryServicesRequests, providers, providerSpecialties, services, students, users } from '../db/schema'
import { HttpError, forbidden, invalid, notFound } from '../http/errors'
import { countAll, limitOffset, orderOf, pageOf } from '../http/list'
import { staleVersion } from '../http/references'
import { reaches, staffReach, type OfficeViewer } from '../permissions/viewer'
import { ledgerLines, type LedgerPeriod } from './ledger'

/**
 * Compensatory services requests (spec §3, §7): opened from a ledger line with its outstanding
 * totals, then moved through the statuses the database holds (each names the statuses it may
 * move to), every move written to the request's event log in the same transaction.
 */

export async function statusList(db: Executor): Promise<CompensatoryStatus[]> {
  return db
    .select({
      id: compensatoryRequestStatuses.id,
      code: compensatoryRequestStatuses.code,
      name: compensatoryRequestStatuses.name,
      final: compensatoryRequestStatuses.final,
      reserves_minutes: compensatoryRequestStatuses.reserves_minutes,
      next: compensatoryRequestStatuses.next,
    })
    .from(compensatoryRequestStatuses)
    .orderBy(asc(compensatoryRequestStatuses.sort_index), asc(compensatoryRequestStatuses.id))
}

function readable(viewer: OfficeViewer): SQL | undefined {
  const reach = staffReach(viewer, 'referrals.read')
  if (reach === 'all') return undefined
  return reach.length === 0 ? sql`false` : inArray(compensatoryServicesRequests.customer_id, reach)
}

const columns = {
  id: compensatoryServicesRequests.id,
  student_id: compensatoryServicesRequests.student_id,
  student_name: sql<string>`${students.first_name} || ' ' || ${students.last_name} || coalesce(' ' || ${students.second_last_name}, '')`,
  service_id: compensatoryServicesRequests.service_id,
  service_name: readerName(services),
  academic_year_id: compensatoryServicesRequests.academic_year_id,
  customer_id: compensatoryServicesRequests.customer_id,
  provider_specialty_id: compensatoryServicesRequests.provider_specialty_id,
  provider_id: providerSpecialties.provider_id,
  provider_name: sql<string | null>`${providers.first_name} || ' ' || ${providers.last_name}`,
  status_id: compensatoryServicesRequests.status_id,
  status_code: compensatoryRequestStatuses.code,
  status_name: compensatoryRequestStatuses.name,
  owed_minutes: compensatoryServicesRequests.owed_minutes,
  outstanding_visits: compensatoryServicesRequests.outstanding_visits,
  session_minutes: compensatoryServicesRequests.session_minutes,
  comment: compensatoryServicesRequests.comment,
  hash: compensatoryServicesRequests.hash,
  created_at: compensatoryServicesRequests.created_at,
  updated_at: compensatoryServicesRequests.updated_at,
}

const selectRequests = (db: Executor) =>
  db
    .select(columns)
    .from(compensatoryServicesRequests)
    .innerJoin(students, eq(students.id, compensatoryServicesRequests.student_id))
    .innerJoin(services, eq(services.id, compensatoryServicesRequests.service_id))
    .innerJoin(compensatoryRequestStatuses, eq(compensatoryRequestStatuses.id, compensatoryServicesRequests.status_id))
    // Who was to give the make-up sessions (a line of an unassigned referral has no one).
    .leftJoin(providerSpecialties, eq(providerSpecialties.id, compensatoryServicesRequests.provider_specialty_id))
    .leftJoin(providers, eq(providers.id, providerSpecialties.provider_id))

type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number]
const toRequest = (row: Row): CompensatoryRequest => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() })

export async function pageRequests(db: Executor, viewer: OfficeViewer, query: CompensatoryRequestSearch): Promise<Page<CompensatoryRequest>> {
  const where = and(
    readable(viewer),
    query.status_id ? eq(compensatoryServicesRequests.status_id, query.status_id) : undefined,
    query.student_id ? eq(compensatoryServicesRequests.student_id, query.student_id) : undefined,
    query.service_id ? eq(compensatoryServicesRequests.service_id, query.service_id) : undefined,
    query.provider_specialty_id ? eq(compensatoryServicesRequests.provider_specialty_id, query.provider_specialty_id) : undefined,
    query.provider_id
      ? inArray(compensatoryServicesRequests.provider_specialty_id, sql`(select ${providerSpecialties.id} from ${providerSpecialties} where ${providerSpecialties.provider_id} = ${query.provider_id})`)
      : undefined,
  )
  const order = orderOf(
    query.sort,
    { created_at: compensatoryServicesRequests.created_at, status: compensatoryRequestStatuses.sort_index, id: compensatoryServicesRequests.id },
    [compensatoryServicesRequests.id],
  )
  const { limit, offset } = limitOffset(query)
  const items = selectRequests(db).where(where).orderBy(...order).limit(limit).offset(offset).then((rows) => rows.map(toRequest))
  const total = db.select({ total: countAll }).from(compensatoryServicesRequests).where(where)
  return pageOf(items, total)
}

/** A request the viewer may read, or 404 exactly as a missing one. */
export async function visibleRequest(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<CompensatoryRequest> {
  if (lock) await db.select({ id: compensatoryServicesRequests.id }).from(compensatoryServicesRequests).where(eq(compensatoryServicesRequests.id, id)).for('update')
  const [row] = await selectRequests(db).where(and(eq(compensatoryServicesRequests.id, id), readable(viewer)))
  if (!row) throw notFound('La solicitud no existe.')
  return toRequest(row)
}

export async function requestEvents(db: Executor, requestId: number): Promise<CompensatoryRequestEvent[]> {
  const rows = await db
    .select({
      id: compensatoryRequestEvents.id,
      from_status_id: compensatoryRequestEvents.from_status_id,
      to_status_id: compensatoryRequestEvents.to_status_id,
      comment: compensatoryRequestEvents.comment,
      user_id: compensatoryRequestEvents.user_id,
      user_name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
      at: compensatoryRequestEvents.at,
    })
    .from(compensatoryRequestEvents)
    .innerJoin(users, eq(users.id, compensatoryRequestEvents.user_id))
    .where(eq(compensatoryRequestEvents.request_id, requestId))
    .orderBy(asc(compensatoryRequestEvents.id))
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }))
}

const assertCanWrite = (viewer: OfficeViewer, customerId: number) => {
  if (!reaches(staffReach(viewer, 'referrals.write'), customerId)) throw forbidden('No tiene permiso para modificar esta solicitud.')
}

/**
 * PUT /compensatory-services-requests: opens a request for the ledger line of a student and
 * service, carrying its outstanding minutes and visits. The student row is locked first, so
 * two people opening the same line at once make one request and one 409.
 */
export async function openRequest(tx: Executor, viewer: OfficeViewer, period: LedgerPeriod, input: CompensatoryRequestOpenInput, now: Date): Promise<CompensatoryRequest> {
  await tx.select({ id: students.id }).from(students).where(eq(students.id, input.student_id)).for('update')
  const [line] = await ledgerLines(tx, viewer, period, { student_id: input.student_id, service_id: input.service_id })
  if (!line) throw new HttpError(422, 'unknown_reference', 'El estudiante no tiene un referido asignado de ese servicio.', { student_id: 'unknown_reference' })
  assertCanWrite(viewer, line.customer_id)
  if (line.open_request_id !== null) {
    throw new HttpError(409, 'request_already_open', 'Ya hay una solicitud abierta para este estudiante y servicio.', undefined, undefined, {
      current: await visibleRequest(tx, viewer, line.open_request_id),
    })
  }
  if (line.outstanding_minutes === 0) throw new HttpError(409, 'nothing_owed', 'El estudiante no tiene minutos pendientes en este servicio.', undefined, undefined, { ledger: line })
  const [open] = await tx.select().from(compensatoryRequestStatuses).where(eq(compensatoryRequestStatuses.code, 'open'))
  const [row] = await tx
    .insert(compensatoryServicesRequests)
    .values({
      student_id: line.student_id,
      service_id: line.service_id,
      academic_year_id: period.academic_year_id,
      customer_id: line.customer_id,
      provider_specialty_id: line.provider_specialty_id,
      status_id: open!.id,
      owed_minutes: line.outstanding_minutes,
      outstanding_visits: line.outstanding_visits,
      session_minutes: line.session_minutes,
      ledger: line,
      comment: input.comment,
      hash: randomUUID(),
      created_by: viewer.userId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: compensatoryServicesRequests.id })
  await tx.insert(compensatoryRequestEvents).values({ request_id: row!.id, from_status_id: null, to_status_id: open!.id, comment: input.comment, user_id: viewer.userId, at: now })
  return visibleRequest(tx, viewer, row!.id)
}

/** PATCH /compensatory-services-requests/{id}: one move of the status table, logged. */
export async function moveRequest(tx: Executor, viewer: OfficeViewer, current: CompensatoryRequest, input: CompensatoryRequestMoveInput, now: Date) {
  if (current.hash !== input.hash) throw staleVersion({ ...current, events: await requestEvents(tx, current.id) }, 'La solicitud cambió desde que se abrió. Compare ambas versiones.')
  const statuses = await statusList(tx)
  const from = statuses.find((status) => status.id === current.status_id)!
  const to = statuses.find((status) => status.id === input.status_id)
  if (!to) throw new HttpError(422, 'unknown_reference', 'Algún dato seleccionado no existe.', { status_id: 'unknown_reference' })
  if (!from.next.includes(to.code)) throw new HttpError(409, 'invalid_transition', `Una solicitud «${from.name}» no puede pasar a «${to.name}».`, { status_id: 'invalid_transition' })
  // A refusal or a cancellation says why.
  if (moveNeedsReason(to.code) && !input.comment) throw invalid({ comment: 'required' })
  await tx
    .update(compensatoryServicesRequests)
    .set({ status_id: to.id, hash: randomUUID(), updated_at: now })
    .where(eq(compensatoryServicesRequests.id, current.id))
  await tx.insert(compensatoryRequestEvents).values({ request_id: current.id, from_status_id: from.id, to_status_id: to.id, comment: input.comment, user_id: viewer.userId, at: now })
  return { ...(await visibleRequest(tx, viewer, current.id)), events: await requestEvents(tx, current.id) }
}

export { assertCanWrite as assertCanWriteRequest }
