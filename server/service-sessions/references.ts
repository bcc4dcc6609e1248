import { eq, getTableName, inArray } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import {
  locations,
  providers,
  referralStatuses,
  referrals,
  serviceDurations,
  services,
  sessionOutcomes,
  sessionTypes,
  students,
  visitOutcomes,
} from '../db/schema'
import { HttpError, invalid } from '../http/errors'

/** A referral counts as active (its student is an active student) only in this status. */
export const ACTIVE_REFERRAL_STATUS = 'Activo'

/**
 * The rules that need the database (spec §3 Session/Visit): every id exists, and a session's
 * pieces belong together. The shape rules (date, time window, one visit per student) are the
 * shared valibot schemas, checked before this.
 */

export interface SessionLookups {
  provider_id: number
  service_id: number
  location_id: number
  duration_id: number
  session_type_id: number
  session_outcome_id: number
}

export interface VisitCandidate {
  student_id: number
  referral_id: number
  visit_outcome_id: number
}

/** Where an error about field `field` of visit `index` is reported (e.g. "visits.2.referral_id"). */
export type VisitPath = (index: number, field: keyof VisitCandidate) => string

export const inVisits: VisitPath = (index, field) => `visits.${index}.${field}`

const unknownReference = (errors: Record<string, string>) => new HttpError(422, 'unknown_reference', 'Algún dato seleccionado no existe.', errors)

/**
 * Lookups already made in this transaction, by query and ids. A batch of a tablet's sessions
 * names the same few students, services and outcomes again and again; reading each once per
 * batch is most of what makes a batch cheaper than the same mutations one by one.
 */
export type LookupMemo = Map<string, Promise<unknown>>

function remember<T>(memo: LookupMemo | undefined, key: string, load: () => PromiseLike<T>): Promise<T> {
  if (!memo) return Promise.resolve(load())
  const known = memo.get(key) as Promise<T> | undefined
  if (known) return known
  // A drizzle query is a thenable that runs again on every await: keep one settled promise.
  const loading = Promise.resolve(load())
  memo.set(key, loading)
  // A failed read is not remembered: the next mutation asks again.
  loading.catch(() => memo.delete(key))
  return loading
}

type LookupTable = typeof services | typeof locations | typeof providers | typeof serviceDurations | typeof sessionTypes | typeof sessionOutcomes

async function exists(tx: Transaction, table: LookupTable, id: number, memo?: LookupMemo) {
  return remember(memo, `${getTableName(table)}:${id}`, async () => {
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)
    return row !== undefined
  })
}

/** The session's own ids; `provider_id` is checked only when `checkProvider` (staff named it). */
async function unknownSessionIds(tx: Transaction, lookups: SessionLookups, checkProvider: boolean, memo?: LookupMemo) {
  const errors: Record<string, string> = {}
  const checks = [
    ['service_id', services, lookups.service_id],
    ['location_id', locations, lookups.location_id],
    ['duration_id', serviceDurations, lookups.duration_id],
    ['session_type_id', sessionTypes, lookups.session_type_id],
    ['session_outcome_id', sessionOutcomes, lookups.session_outcome_id],
  ] as const
  if (checkProvider && !(await exists(tx, providers, lookups.provider_id, memo))) errors.provider_id = 'unknown_reference'
  for (const [field, table, id] of checks) {
    if (!(await exists(tx, table, id, memo))) errors[field] = 'unknown_reference'
  }
  return errors
}

export interface VerifyOptions {
  /** Also check the session's own ids (create and PUT; a single-visit change keeps them). */
  lookups?: boolean
  /** Staff named the provider: check that it exists. */
  checkProvider?: boolean
  /**
   * Referrals already in the session before this change. They keep their place even if the
   * referral has since been closed or moved to another provider, so an old session can still be
   * corrected; they must still be the same student's, for the session's service and location.
   */
  retained?: ReadonlySet<number>
  path?: VisitPath
  memo?: LookupMemo
  /**
   * The caller may see every referral and student (office staff). A provider may not: a referral
   * of another provider is answered exactly as one that does not exist, and students are known
   * only through her referrals, so no answer tells whether someone else's record exists.
   */
  callerSeesAll?: boolean
  /**
   * Customers whose referrals the caller may serve ('all' unless a customer-scoped role): a
   * referral of another customer is unknown to her, exactly as a missing one.
   */
  customers?: 'all' | number[]
}

/**
 * Checks ids and their fit, in this order: unknown ids (422 unknown_reference), visit outcomes
 * of another session outcome (422 visit_outcome_mismatch), referrals that cannot be served in
 * this session (422 referral_not_assignable). Each error names the field, e.g. visits.0.referral_id.
 * Answers the provider specialty the session is given under (from its referrals).
 */
export async function verifySessionReferences(
  tx: Transaction,
  session: SessionLookups,
  visits: readonly VisitCandidate[],
  options: VerifyOptions = {},
): Promise<{ providerSpecialtyId: number | null }> {
  const path = options.path ?? inVisits
  const retained = options.retained ?? new Set<number>()
  const memo = options.memo
  const seesAll = options.callerSeesAll ?? false
  const unknown = options.lookups ? await unknownSessionIds(tx, session, options.checkProvider ?? false, memo) : {}

  const outcomeIds = [...new Set(visits.map((visit) => visit.visit_outcome_id))]
  const referralIds = [...new Set(visits.map((visit) => visit.referral_id))]
  const studentIds = [...new Set(visits.map((visit) => visit.student_id))]
  const outcomes = new Map(
    (outcomeIds.length
      ? await remember(memo, `visit_outcomes:${outcomeIds.join(',')}`, () =>
          tx
            .select({
              id: visitOutcomes.id,
              session_outcome_id: visitOutcomes.session_outcome_id,
            })
            .from(visitOutcomes)
            .where(inArray(visitOutcomes.id, outcomeIds)),
        )
      : []
    ).map((row) => [row.id, row]),
  )
  const referralRows = new Map(
    (referralIds.length
      ? await remember(memo, `referrals:${referralIds.join(',')}`, () =>
          tx
            .select({
              id: referrals.id,
              student_id: referrals.student_id,
              service_id: referrals.service_id,
              location_id: referrals.location_id,
              provider_id: referrals.provider_id,
              provider_specialty_id: referrals.provider_specialty_id,
              customer_id: referrals.customer_id,
              status: referralStatuses.name,
            })
            .from(referrals)
            .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
            .where(inArray(referrals.id, referralIds)),
        )
      : []
    ).map((row) => [row.id, row]),
  )
  if (!seesAll) {
    for (const [id, referral] of referralRows) {
      if (!retained.has(id) && referral.provider_id !== session.provider_id) referralRows.delete(id)
    }
  }
  const customers = options.customers ?? 'all'
  if (customers !== 'all') {
    for (const [id, referral] of referralRows) if (!customers.includes(referral.customer_id)) referralRows.delete(id)
  }
  const knownStudents = new Set(
    (seesAll && studentIds.length
      ? await remember(memo, `students:${studentIds.join(',')}`, () => tx.select({ id: students.id }).from(students).where(inArray(students.id, studentIds)))
      : []
    ).map((row) => row.id),
  )

  visits.forEach((visit, index) => {
    if (seesAll && !knownStudents.has(visit.student_id)) unknown[path(index, 'student_id')] = 'unknown_reference'
    if (!referralRows.has(visit.referral_id)) unknown[path(index, 'referral_id')] = 'unknown_reference'
    if (!outcomes.has(visit.visit_outcome_id)) unknown[path(index, 'visit_outcome_id')] = 'unknown_reference'
  })
  if (Object.keys(unknown).length > 0) throw unknownReference(unknown)

  const mismatched: Record<string, string> = {}
  visits.forEach((visit, index) => {
    if (outcomes.get(visit.visit_outcome_id)?.session_outcome_id !== session.session_outcome_id) {
      mismatched[path(index, 'visit_outcome_id')] = 'visit_outcome_mismatch'
    }
  })
  if (Object.keys(mismatched).length > 0) {
    throw new HttpError(422, 'visit_outcome_mismatch', 'El resultado de la visita no corresponde al resultado de la sesión.', mismatched)
  }

  const notAssignable: Record<string, string> = {}
  const reasons: string[] = []
  visits.forEach((visit, index) => {
    const referral = referralRows.get(visit.referral_id)!
    const isRetained = retained.has(referral.id)
    const reason =
      referral.student_id !== visit.student_id
        ? 'es de otro estudiante'
        : !isRetained && referral.status !== ACTIVE_REFERRAL_STATUS
          ? 'no está activo'
          : !isRetained && referral.provider_id !== session.provider_id
            ? 'está asignado a otro proveedor'
            : referral.service_id !== session.service_id
              ? 'es de otro servicio'
              : referral.location_id !== session.location_id
                ? 'es de otra localidad'
                : null
    if (reason) {
      notAssignable[path(index, 'referral_id')] = 'referral_not_assignable'
      reasons.push(`El referido ${reason}.`)
    }
  })
  if (Object.keys(notAssignable).length > 0) {
    throw new HttpError(422, 'referral_not_assignable', reasons.join(' '), notAssignable)
  }

  const specialty = visits.map((visit) => referralRows.get(visit.referral_id)?.provider_specialty_id).find((id) => id != null)
  return { providerSpecialtyId: specialty ?? null }
}

/** One visit per student in a session (the schema checks referrals; this checks students). */
export function assertUniqueStudents(visits: readonly VisitCandidate[], path: VisitPath = inVisits): void {
  const seen = new Set<number>()
  const errors: Record<string, string> = {}
  visits.forEach((visit, index) => {
    if (seen.has(visit.student_id)) errors[path(index, 'student_id')] = 'duplicate_student'
    seen.add(visit.student_id)
  })
  if (Object.keys(errors).length > 0) throw invalid(errors)
}
