import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { referralStatuses, referrals, students } from '../db/schema'
import { forbidden, notFound } from '../http/errors'
import { isProviderViewer, reaches, readableProviders, staffReach, type OfficeViewer } from '../permissions/viewer'

/**
 * Which students a viewer reaches (spec §6):
 * - staff: through `students.read` / `students.write`, globally or for their scoped customers;
 * - a provider: the students of her own active referrals, read only;
 * - a supervisor: also those of the providers she supervises, read only.
 */

const NONE = sql`false`

/** The WHERE condition of the students a viewer may read (undefined: all of them). */
export function readableStudents(viewer: OfficeViewer): SQL | undefined {
  if (isProviderViewer(viewer)) {
    return sql`exists (select 1 from ${referrals} inner join ${referralStatuses} on ${referralStatuses.id} = ${referrals.status_id}
      where ${referrals.student_id} = ${students.id} and ${referralStatuses.name} = 'Activo'
      and ${inArray(referrals.provider_id, readableProviders(viewer))})`
  }
  const reach = staffReach(viewer, 'students.read')
  if (reach === 'all') return undefined
  return reach.length === 0 ? NONE : inArray(students.customer_id, reach)
}

export type StudentRow = typeof students.$inferSelect

/**
 * The student `id` if the viewer may read it; a student she may not see answers 404 exactly as a
 * missing one, so an id reveals nothing.
 */
export async function visibleStudent(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<StudentRow> {
  const query = db
    .select()
    .from(students)
    .where(and(eq(students.id, id), readableStudents(viewer)))
  const [row] = lock ? await query.for('update', { of: students }) : await query
  if (!row) throw notFound('El estudiante no existe.')
  return row
}

/** 403 unless the viewer may change students of `customerId` (providers never may). */
export function assertCanWriteStudent(viewer: OfficeViewer, customerId: number | null): void {
  if (!reaches(staffReach(viewer, 'students.write'), customerId)) throw forbidden('No tiene permiso para modificar este estudiante.')
}
