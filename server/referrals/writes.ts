import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { ReferralCreateInput, ReferralUpdateInput } from '../../src/domain/referrals/schemas'
import type { ReferralDetail } from '../../src/domain/referrals/types'
import type { Executor } from '../db/client'
import { academicYears, locations, providerSpecialties, referralStatuses, referralTypes, referrals, services, students } from '../db/schema'
import { HttpError, invalid } from '../http/errors'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/pg-errors'
import { assertReferencesExist, staleVersion } from '../http/references'
import type { OfficeViewer } from '../permissions/viewer'
import { assertCanWriteReferral, type ReferralRow } from './access'
import { referralDetail } from './read'

/**
 * Referral writes, each in one transaction. The customer of a referral is its school's (or, at a
 * company centre, the student's): it decides who may see and change it. The provider is the
 * one of the chosen specialty, so the two can never disagree.
 */

type Changes = Partial<Omit<ReferralCreateInput, 'number' | 'student_id' | 'service_id' | 'academic_year_id'>>

async function checkReferences(tx: Executor, input: Changes & { student_id?: number; service_id?: number; academic_year_id?: number }) {
  await assertReferencesExist(tx, {
    student_id: [students, input.student_id],
    service_id: [services, input.service_id],
    academic_year_id: [academicYears, input.academic_year_id],
    referral_type_id: [referralTypes, input.referral_type_id],
    location_id: [locations, input.location_id],
    provider_specialty_id: [providerSpecialties, input.provider_specialty_id],
    status_id: [referralStatuses, input.status_id],
  })
}

async function customerOf(tx: Executor, locationId: number, studentId: number): Promise<number> {
  const [location] = await tx.select({ customer_id: locations.customer_id }).from(locations).where(eq(locations.id, locationId))
  if (location?.customer_id) return location.customer_id
  const [student] = await tx.select({ customer_id: students.customer_id }).from(students).where(eq(students.id, studentId))
  if (student?.customer_id) return student.customer_id
  throw invalid({ location_id: 'customer_unknown' }, 'Ni la escuela ni el estudiante pertenecen a un cliente.')
}

async function providerOf(tx: Executor, specialtyId: number | null | undefined): Promise<number | null> {
  if (!specialtyId) return null
  const [row] = await tx.select({ provider_id: providerSpecialties.provider_id }).from(providerSpecialties).where(eq(providerSpecialties.id, specialtyId))
  return row?.provider_id ?? null
}

async function uniqueNumber<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new HttpError(409, 'referral_number_taken', 'Ya existe un referido con ese número.', { number: 'referral_number_taken' })
    }
    throw error
  }
}

/** POST /referrals. */
export async function createReferral(tx: Executor, viewer: OfficeViewer, input: ReferralCreateInput, now: Date): Promise<ReferralDetail> {
  await checkReferences(tx, input)
  const customerId = await customerOf(tx, input.location_id, input.student_id)
  assertCanWriteReferral(viewer, customerId)
  const [row] = await uniqueNumber(
    tx
      .insert(referrals)
      .values({ ...input, customer_id: customerId, provider_id: await providerOf(tx, input.provider_specialty_id), hash: randomUUID(), created_at: now, updated_at: now })
      .returning(),
  )
  return referralDetail(tx, row!)
}

/** PATCH /referrals/{id}: `current` is the locked, visible row the viewer may change. */
export async function updateReferral(tx: Executor, viewer: OfficeViewer, current: ReferralRow, input: ReferralUpdateInput, now: Date): Promise<ReferralDetail> {
  const { hash, ...changes } = input
  if (current.hash !== hash) throw staleVersion(await referralDetail(tx, current), 'El referido cambió desde que se abrió. Compare ambas versiones.')
  await checkReferences(tx, changes)
  const merged = { ...current, ...changes }
  if (merged.end_date !== null && merged.end_date < merged.start_date) throw invalid({ end_date: 'end_before_start' })
  const customerId = changes.location_id === undefined ? current.customer_id : await customerOf(tx, merged.location_id, current.student_id)
  // Moving a referral to another customer needs the right over the new customer too.
  if (customerId !== current.customer_id) assertCanWriteReferral(viewer, customerId)
  const providerId = changes.provider_specialty_id === undefined ? current.provider_id : await providerOf(tx, changes.provider_specialty_id)
  const [row] = await tx
    .update(referrals)
    .set({ ...changes, customer_id: customerId, provider_id: providerId, hash: randomUUID(), updated_at: now })
    .where(eq(referrals.id, current.id))
    .returning()
  return referralDetail(tx, row!)
}
