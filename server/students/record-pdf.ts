import { eq } from 'drizzle-orm'
import { formatDate } from '../../src/domain/formats/dates'
import { companyToday } from '../../src/domain/rules/company-time'
import type { StudentDetail } from '../../src/domain/students/types'
import type { Executor } from '../db/client'
import { academicGrades, contactMethods, genders, impediments, municipalities, students } from '../db/schema'
import type { PdfDocumentSpec } from '../documents/pdf'

/**
 * The printable student record (GET /students/{id}/record.pdf): what the student screen shows,
 * as a one-page form with signature lines. The SSN is left out, even masked: a printed page
 * travels further than the screen. Documents are in Spanish, the office's language.
 */

export const studentFullName = (student: Pick<StudentDetail, 'first_name' | 'last_name' | 'second_last_name'>) =>
  [student.first_name, student.last_name, student.second_last_name].filter(Boolean).join(' ')

/** The names of the student's reference fields (the detail answer carries their ids). */
async function namesOf(db: Executor, studentId: number) {
  const [row] = await db
    .select({ gender: genders.name, grade: academicGrades.name, impediment: impediments.name, municipality: municipalities.name, contact_method: contactMethods.name })
    .from(students)
    .leftJoin(genders, eq(genders.id, students.gender_id))
    .leftJoin(academicGrades, eq(academicGrades.id, students.grade_id))
    .leftJoin(impediments, eq(impediments.id, students.impediment_id))
    .leftJoin(municipalities, eq(municipalities.id, students.municipality_id))
    .leftJoin(contactMethods, eq(contactMethods.id, students.contact_method_id))
    .where(eq(students.id, studentId))
  return row
}

export async function studentRecord(db: Executor, student: StudentDetail, now: Date): Promise<PdfDocumentSpec> {
  const names = await namesOf(db, student.id)
  const address = [student.address_line1, student.address_line2, names?.municipality, [student.state, student.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return {
    title: `Expediente del estudiante: ${studentFullName(student)}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Nombre', studentFullName(student)],
          ['Número SIE', student.sie_number],
          ['Fecha de nacimiento', formatDate(student.birth_date)],
          ['Género', names?.gender],
          ['Grado', names?.grade],
          ['Impedimento', names?.impediment],
          ['Número de registro', student.registry_number],
          ['Región', student.customer_name],
          ['Escuela', student.location_name],
        ],
      },
      { kind: 'heading', text: 'Datos de contacto' },
      {
        kind: 'fields',
        rows: [
          ['Encargado', student.guardian_name],
          ['Teléfono del encargado', student.guardian_phone],
          ['Teléfono', student.phone],
          ['Correo electrónico', student.email],
          ['Dirección', address],
          ['Medio de contacto preferido', names?.contact_method],
        ],
      },
      { kind: 'heading', text: 'Servicios' },
      student.services.length === 0
        ? { kind: 'paragraph', text: 'El estudiante no tiene servicios.' }
        : {
            kind: 'fields',
            rows: student.services.map((service) => [
              service.service_name,
              service.active ? 'Activo' : service.discharge_date ? `Egresado el ${formatDate(service.discharge_date)}` : 'Inactivo',
            ]),
          },
      {
        kind: 'paragraph',
        text: `Documento generado el ${formatDate(companyToday(now))} a partir de los datos de la oficina. Verifique la información con el encargado antes de firmar.`,
      },
      { kind: 'signatures', labels: ['Firma del encargado', 'Fecha', 'Firma del coordinador', 'Fecha'] },
    ],
  }
}
