import { eq, inArray } from 'drizzle-orm'
import { formatDate } from '../../src/domain/formats/dates'
import { companyToday } from '../../src/domain/rules/company-time'
import type { StudentDetail } from '../../src/domain/students/types'
import type { Executor } from '../db/client'
import { academicGrades, contactMethods, genders, impediments, municipalities, services, students } from '../db/schema'
import type { PdfDocumentSpec } from '../documents/pdf'
import { readerName, words } from '../i18n/reader-language'

/**
 * The printable student record (GET /students/{id}/record.pdf): what the student screen shows,
 * as a one-page form with signature lines. The SSN is left out, even masked: a printed page
 * travels further than the screen. In the reader's language (server/i18n/reader-language.ts):
 * Spanish, the office's language, unless she reads in English.
 */

export const studentFullName = (student: Pick<StudentDetail, 'first_name' | 'last_name' | 'second_last_name'>) =>
  [student.first_name, student.last_name, student.second_last_name].filter(Boolean).join(' ')

/** The names of the student's reference fields (the detail answer carries their ids), in the reader's language. */
async function namesOf(db: Executor, studentId: number) {
  const [row] = await db
    .select({
      gender: readerName(genders),
      grade: readerName(academicGrades),
      impediment: readerName(impediments),
      municipality: municipalities.name,
      contact_method: readerName(contactMethods),
    })
    .from(students)
    .leftJoin(genders, eq(genders.id, students.gender_id))
    .leftJoin(academicGrades, eq(academicGrades.id, students.grade_id))
    .leftJoin(impediments, eq(impediments.id, students.impediment_id))
    .leftJoin(municipalities, eq(municipalities.id, students.municipality_id))
    .leftJoin(contactMethods, eq(contactMethods.id, students.contact_method_id))
    .where(eq(students.id, studentId))
  return row
}

/** The student's services' names in the reader's language, by id. */
async function serviceNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: services.id, name: readerName(services) }).from(services).where(inArray(services.id, ids))
  return new Map(rows.map((row) => [row.id, row.name]))
}

export async function studentRecord(db: Executor, student: StudentDetail, now: Date): Promise<PdfDocumentSpec> {
  const names = await namesOf(db, student.id)
  const serviceName = await serviceNames(db, student.services.map((service) => service.service_id))
  const address = [student.address_line1, student.address_line2, names?.municipality, [student.state, student.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return {
    title: `${words('Expediente del estudiante', 'Student record')}: ${studentFullName(student)}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          [words('Nombre', 'Name'), studentFullName(student)],
          [words('Número SIE', 'SIE number'), student.sie_number],
          [words('Fecha de nacimiento', 'Date of birth'), formatDate(student.birth_date)],
          [words('Género', 'Gender'), names?.gender],
          [words('Grado', 'Grade'), names?.grade],
          [words('Impedimento', 'Impairment'), names?.impediment],
          [words('Número de registro', 'Registry number'), student.registry_number],
          [words('Región', 'Region'), student.customer_name],
          [words('Escuela', 'School'), student.location_name],
        ],
      },
      { kind: 'heading', text: words('Datos de contacto', 'Contact details') },
      {
        kind: 'fields',
        rows: [
          [words('Encargado', 'Guardian'), student.guardian_name],
          [words('Teléfono del encargado', "Guardian's phone"), student.guardian_phone],
          [words('Teléfono', 'Phone'), student.phone],
          [words('Correo electrónico', 'Email'), student.email],
          [words('Dirección', 'Address'), address],
          [words('Medio de contacto preferido', 'Preferred contact method'), names?.contact_method],
        ],
      },
      { kind: 'heading', text: words('Servicios', 'Services') },
      student.services.length === 0
        ? { kind: 'paragraph', text: words('El estudiante no tiene servicios.', 'The student has no services.') }
        : {
            kind: 'fields',
            rows: student.services.map((service) => [
              serviceName.get(service.service_id) ?? service.service_name,
              service.active
                ? words('Activo', 'Active')
                : service.discharge_date
                  ? `${words('Egresado el', 'Discharged on')} ${formatDate(service.discharge_date)}`
                  : words('Inactivo', 'Inactive'),
            ]),
          },
      {
        kind: 'paragraph',
        text: words(
          `Documento generado el ${formatDate(companyToday(now))} a partir de los datos de la oficina. Verifique la información con el encargado antes de firmar.`,
          `Document generated on ${formatDate(companyToday(now))} from the office's records. Check the information with the guardian before signing.`,
        ),
      },
      { kind: 'signatures', labels: [words('Firma del encargado', "Guardian's signature"), words('Fecha', 'Date'), words('Firma del coordinador', "Coordinator's signature"), words('Fecha', 'Date')] },
    ],
  }
}
