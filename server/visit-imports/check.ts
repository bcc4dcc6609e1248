import { asc, eq, inArray, or, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  VisitImportRow,
  type CheckedVisitRow,
  type VisitImportColumn,
  type VisitImportErrorCode,
  type VisitImportValues,
} from '../../src/domain/visit-imports/visit-imports'
import type { Executor } from '../db/client'
import { providers, referrals, serviceDurations, serviceSessions, services, sessionOutcomes, sessionTypes, students, visitOutcomes, visits } from '../db/schema'
import { reaches } from '../permissions/viewer'
import { foldText } from '../students/search-text'

/**
 * The checks of one import's rows against the database, chunk by chunk: the reference lists are
 * read once per import (Lookups), the students, referrals and visits already there once per
 * chunk, so a 50,000-row file costs a few queries per thousand rows instead of several per row.
 */

export interface Lookups {
  period: { id: number; start_date: string; end_date: string }
  today: string
  toDate: string | null
  /** Customers the importer reaches ('all', or those of her scoped roles). */
  reach: 'all' | number[]
  providersById: Map<number, number>
  providersByEmail: Map<string, number>
  services: Map<string, number>
  durations: Map<number, number>
  outcomes: Map<string, { id: number; session_outcome_id: number }>
  defaultOutcome: { id: number; session_outcome_id: number }
  sessionTypeId: number
}

export async function loadLookups(db: Executor, base: Pick<Lookups, 'period' | 'today' | 'toDate' | 'reach'>): Promise<Lookups> {
  const providerRows = await db.select({ id: providers.id, email: providers.email }).from(providers)
  const serviceRows = await db.select({ id: services.id, code: services.code }).from(services)
  const durationRows = await db.select({ id: serviceDurations.id, minutes: serviceDurations.minutes }).from(serviceDurations)
  const outcomeRows = await db
    .select({ id: visitOutcomes.id, name: visitOutcomes.name, session_outcome_id: visitOutcomes.session_outcome_id, absence: visitOutcomes.absence, delivered: sessionOutcomes.delivered })
    .from(visitOutcomes)
    .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, visitOutcomes.session_outcome_id))
    .orderBy(asc(sessionOutcomes.sort_index), asc(sessionOutcomes.id), asc(visitOutcomes.sort_index), asc(visitOutcomes.id))
  const [sessionType] = await db.select({ id: sessionTypes.id }).from(sessionTypes).orderBy(asc(sessionTypes.sort_index), asc(sessionTypes.id)).limit(1)
  const attended = outcomeRows.find((row) => row.delivered && !row.absence) ?? outcomeRows[0]
  if (!attended || !sessionType) throw new Error('visit outcomes and session types must be seeded')
  const outcomes = new Map<string, { id: number; session_outcome_id: number }>()
  // The first outcome of a name wins ("Cancelada por el encargado" names a session and a visit outcome alike).
  for (const row of outcomeRows) if (!outcomes.has(foldText(row.name))) outcomes.set(foldText(row.name), row)
  return {
    ...base,
    providersById: new Map(providerRows.map((row) => [row.id, row.id])),
    providersByEmail: new Map(providerRows.map((row) => [row.email.trim().toLowerCase(), row.id])),
    services: new Map(serviceRows.map((row) => [row.code.toUpperCase(), row.id])),
    durations: new Map(durationRows.map((row) => [row.minutes, row.id])),
    outcomes,
    defaultOutcome: attended,
    sessionTypeId: sessionType.id,
  }
}

export interface RawRow {
  row: number
  values: VisitImportValues
}

/** A good row: everything its session and visit need, and its natural key. */
export interface GoodRow {
  row: number
  key: string
  student_id: number
  referral_id: number
  provider_id: number
  provider_specialty_id: number | null
  service_id: number
  location_id: number
  date: string
  time: string
  duration_id: number
  session_type_id: number
  session_outcome_id: number
  visit_outcome_id: number
}

export type RowVerdict =
  | { kind: 'good'; row: GoodRow }
  | { kind: 'error'; code: VisitImportErrorCode; column: VisitImportColumn | null }
  | { kind: 'ignored' }
  | { kind: 'skipped' }

type ReferralRow = {
  id: number
  number: string
  student_id: number
  service_id: number
  provider_id: number | null
  provider_specialty_id: number | null
  customer_id: number
  location_id: number
  start_date: string
  end_date: string | null
}

const error = (code: VisitImportErrorCode, column: VisitImportColumn | null): RowVerdict => ({ kind: 'error', code, column })

/** The visit's natural key: one visit per referral, date and time. */
export const naturalKey = (referralId: number, date: string, time: string) => `${referralId}|${date}|${time}`

function shapeOf(values: VisitImportValues): { ok: true; row: CheckedVisitRow } | { ok: false; verdict: RowVerdict } {
  const result = v.safeParse(VisitImportRow, values)
  if (result.success) return { ok: true, row: result.output }
  const issue = result.issues[0]
  // The schema's messages are codes, each one of VisitImportErrorCode.
  return { ok: false, verdict: error(issue.message as VisitImportErrorCode, (v.getDotPath(issue) ?? null) as VisitImportColumn | null) }
}

/**
 * Checks a chunk of rows. `seen` holds the natural keys this import has already added (across
 * chunks), so a row repeated in the file is skipped like one already in the database.
 */
export async function checkChunk(db: Executor, lookups: Lookups, rows: readonly RawRow[], seen: ReadonlySet<string>): Promise<RowVerdict[]> {
  const shaped = rows.map((row) => shapeOf(row.values))
  const good = shaped.flatMap((shape) => (shape.ok ? [shape.row] : []))
  const sies = [...new Set(good.map((row) => row.sie_number))]
  const numbers = [...new Set(good.map((row) => row.referral_number).filter(Boolean))]
  const studentRows = sies.length === 0 ? [] : await db.select({ id: students.id, sie_number: students.sie_number }).from(students).where(inArray(students.sie_number, sies))
  const bySie = new Map(studentRows.map((row) => [row.sie_number, row.id]))
  const studentIds = studentRows.map((row) => row.id)
  const referralRows: ReferralRow[] =
    studentIds.length === 0 && numbers.length === 0
      ? []
      : await db
          .select({
            id: referrals.id,
            number: referrals.number,
            student_id: referrals.student_id,
            service_id: referrals.service_id,
            provider_id: referrals.provider_id,
            provider_specialty_id: referrals.provider_specialty_id,
            customer_id: referrals.customer_id,
            location_id: referrals.location_id,
            start_date: referrals.start_date,
            end_date: referrals.end_date,
          })
          .from(referrals)
          .where(or(studentIds.length ? inArray(referrals.student_id, studentIds) : undefined, numbers.length ? inArray(referrals.number, numbers) : undefined))
  const byNumber = new Map(referralRows.map((row) => [row.number, row]))
  const byStudent = new Map<number, ReferralRow[]>()
  for (const row of referralRows) byStudent.set(row.student_id, [...(byStudent.get(row.student_id) ?? []), row])
  const checked = shaped.map((shape, index) => {
    if (!shape.ok) return shape.verdict
    const verdict = checkRow(shape.row, lookups, bySie, byNumber, byStudent)
    if (verdict.kind === 'good') verdict.row.row = rows[index]!.row
    return verdict
  })
  const existing = await existingKeys(db, checked.flatMap((verdict) => (verdict.kind === 'good' ? [verdict.row] : [])))
  return checked.map((verdict) => {
    if (verdict.kind !== 'good') return verdict
    if (existing.has(verdict.row.key) || seen.has(verdict.row.key)) return { kind: 'skipped' }
    // A row repeated within the chunk: the first one is the visit.
    existing.add(verdict.row.key)
    return verdict
  })
}

function checkRow(
  row: CheckedVisitRow,
  lookups: Lookups,
  bySie: Map<string, number>,
  byNumber: Map<string, ReferralRow>,
  byStudent: Map<number, ReferralRow[]>,
): RowVerdict | { kind: 'good'; row: GoodRow } {
  const { period } = lookups
  if (row.date < period.start_date || row.date > period.end_date) return error('outside_period', 'date')
  if (row.date > lookups.today) return error('date_in_future', 'date')
  if (lookups.toDate !== null && row.date > lookups.toDate) return { kind: 'ignored' }
  const studentId = bySie.get(row.sie_number)
  if (studentId === undefined) return error('unknown_student', 'sie_number')
  const providerId = /^\d{1,9}$/.test(row.provider) ? lookups.providersById.get(Number(row.provider)) : lookups.providersByEmail.get(row.provider.toLowerCase())
  if (providerId === undefined) return error('unknown_provider', 'provider')
  const serviceId = lookups.services.get(row.service_code)
  if (serviceId === undefined) return error('unknown_service', 'service_code')
  const durationId = lookups.durations.get(row.duration)
  if (durationId === undefined) return error('unknown_duration', 'duration')
  const outcome = row.outcome ? lookups.outcomes.get(foldText(row.outcome)) : lookups.defaultOutcome
  if (!outcome) return error('unknown_outcome', 'outcome')

  let referral: ReferralRow | undefined
  if (row.referral_number) {
    referral = byNumber.get(row.referral_number)
    if (!referral) return error('unknown_referral', 'referral_number')
    if (referral.student_id !== studentId || referral.service_id !== serviceId) return error('referral_mismatch', 'referral_number')
    if (referral.provider_id !== providerId) return error('referral_other_provider', 'provider')
  } else {
    const ofService = (byStudent.get(studentId) ?? []).filter((candidate) => candidate.service_id === serviceId)
    if (ofService.length === 0) return error('no_referral', 'service_code')
    const ofProvider = ofService.filter((candidate) => candidate.provider_id === providerId)
    if (ofProvider.length === 0) return error('referral_other_provider', 'provider')
    referral = ofProvider.find((candidate) => covers(candidate, row.date)) ?? ofProvider[0]!
  }
  if (!covers(referral, row.date)) return error('outside_referral', 'date')
  // A customer-scoped clerk imports only visits of her customers' referrals.
  if (!reaches(lookups.reach, referral.customer_id)) return error('not_permitted', 'sie_number')
  return {
    kind: 'good',
    row: {
      row: 0,
      key: naturalKey(referral.id, row.date, row.time),
      student_id: studentId,
      referral_id: referral.id,
      provider_id: providerId,
      provider_specialty_id: referral.provider_specialty_id,
      service_id: serviceId,
      location_id: referral.location_id,
      date: row.date,
      time: row.time,
      duration_id: durationId,
      session_type_id: lookups.sessionTypeId,
      session_outcome_id: outcome.session_outcome_id,
      visit_outcome_id: outcome.id,
    },
  }
}

const covers = (referral: ReferralRow, date: string) => referral.start_date <= date && (referral.end_date === null || date <= referral.end_date)

/**
 * Which of these rows' natural keys a live visit (recorded or imported) already has. Only the
 * sessions at the chunk's own dates and times are read, so the cost follows the chunk, not the
 * visits already in the period (reading every visit of the chunk's referrals in the period made a
 * 50,000-row import quadratic: each chunk re-read what the chunks before it had written).
 */
async function existingKeys(db: Executor, rows: readonly GoodRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set()
  const list = <T>(pick: (row: GoodRow) => T) => sql.join([...new Set(rows.map(pick))].map((value) => sql`${value}`), sql`, `)
  // The sessions at the chunk's dates and times first (materialized, so a planner with stale
  // statistics cannot start from every visit of the referrals instead), then their visits by the
  // session's index; the referrals are matched here, not in SQL, for the same reason.
  const found = await db.execute(sql`
    with slot as materialized (
      select s.id, s.date::text as date, s.time from ${serviceSessions} s
      where s.date in (${list((row) => row.date)}) and s.time in (${list((row) => row.time)}) and s.deleted_at is null
    )
    select v.referral_id, slot.date, slot.time from slot join ${visits} v on v.session_id = slot.id`)
  // A superset of the rows' keys (any visit at any date and time of the chunk): the caller matches exactly.
  const { rows: keys } = found as unknown as { rows: { referral_id: number; date: string; time: string }[] }
  return new Set(keys.map((row) => naturalKey(row.referral_id, row.date, row.time)))
}

/** Serializes the writes of imports into one period (PostgreSQL; PGlite has one connection anyway). */
export const lockPeriod = (db: Executor, periodId: number) => db.execute(sql`select pg_advisory_xact_lock(7141, ${periodId})`)
