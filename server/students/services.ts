import { and, asc, eq, sql } from 'drizzle-orm'
import type { ServiceAcademicYearInput, StudentServiceInput } from '../../src/domain/students/schemas'
import type { ServiceAcademicYear, StudentService } from '../../src/domain/students/types'
import type { Executor } from '../db/client'
import { academicYears, dischargeReasons, serviceDurations, serviceFrequencies, services, studentServiceAcademicYears, studentServices } from '../db/schema'
import { notFound } from '../http/errors'
import { assertReferencesExist } from '../http/references'

/** A student's services and their academic years (spec §7 "Students", service calls). */

export async function assertServiceExists(db: Executor, serviceId: number): Promise<void> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId))
  if (!row) throw notFound('El servicio no existe.')
}

export async function listServiceAcademicYears(db: Executor, studentId: number, serviceId: number): Promise<ServiceAcademicYear[]> {
  return db
    .select({
      academic_year_id: studentServiceAcademicYears.academic_year_id,
      academic_year_name: academicYears.name,
      frequency_id: studentServiceAcademicYears.frequency_id,
      duration_id: studentServiceAcademicYears.duration_id,
      modality_id: studentServiceAcademicYears.modality_id,
      eligible: studentServiceAcademicYears.eligible,
      comments: studentServiceAcademicYears.comments,
    })
    .from(studentServiceAcademicYears)
    .innerJoin(academicYears, eq(academicYears.id, studentServiceAcademicYears.academic_year_id))
    .where(and(eq(studentServiceAcademicYears.student_id, studentId), eq(studentServiceAcademicYears.service_id, serviceId)))
    .orderBy(asc(academicYears.start_date))
}

/** PATCH .../academic-years/{academic_year_id}: creates the year's row or changes it. */
export async function putServiceAcademicYear(
  tx: Executor,
  key: { studentId: number; serviceId: number; academicYearId: number },
  input: ServiceAcademicYearInput,
): Promise<ServiceAcademicYear[]> {
  await assertReferencesExist(tx, {
    academic_year_id: [academicYears, key.academicYearId],
    frequency_id: [serviceFrequencies, input.frequency_id],
    duration_id: [serviceDurations, input.duration_id],
  })
  await tx
    .insert(studentServiceAcademicYears)
    .values({ student_id: key.studentId, service_id: key.serviceId, academic_year_id: key.academicYearId, ...input })
    .onConflictDoUpdate({
      target: [studentServiceAcademicYears.student_id, studentServiceAcademicYears.service_id, studentServiceAcademicYears.academic_year_id],
      set: input,
    })
  return listServiceAcademicYears(tx, key.studentId, key.serviceId)
}

/** DELETE .../academic-years/{academic_year_id}: 404 when the student has no such year. */
export async function deleteServiceAcademicYear(tx: Executor, key: { studentId: number; serviceId: number; academicYearId: number }): Promise<void> {
  const deleted = await tx
    .delete(studentServiceAcademicYears)
    .where(
      and(
        eq(studentServiceAcademicYears.student_id, key.studentId),
        eq(studentServiceAcademicYears.service_id, key.serviceId),
        eq(studentServiceAcademicYears.academic_year_id, key.academicYearId),
      ),
    )
    .returning({ id: studentServiceAcademicYears.academic_year_id })
  if (deleted.length === 0) throw notFound('El estudiante no tiene ese año académico en el servicio.')
}

/** PATCH /students/{student_id}/services/{service_id}: discharge (or not) and notes. */
export async function patchStudentService(
  tx: Executor,
  key: { studentId: number; serviceId: number },
  input: StudentServiceInput,
  now: Date,
): Promise<Omit<StudentService, 'service_name' | 'type_id' | 'active'> & { service_id: number }> {
  await assertReferencesExist(tx, { discharge_reason_id: [dischargeReasons, input.discharge_reason_id] })
  const values = { ...input, updated_at: now }
  const [row] = await tx
    .insert(studentServices)
    .values({ student_id: key.studentId, service_id: key.serviceId, ...values })
    .onConflictDoUpdate({ target: [studentServices.student_id, studentServices.service_id], set: values })
    .returning({
      service_id: studentServices.service_id,
      discharge_reason_id: studentServices.discharge_reason_id,
      discharge_date: sql<string | null>`${studentServices.discharge_date}::text`,
      notes: studentServices.notes,
    })
  return row!
}
