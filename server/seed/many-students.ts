import type { Transaction } from '../db/client'
import * as schema from '../db/schema'
import { studentSearchText } from '../students/search-text'
import * as data from './data/organisation'
import type { SeededOrganisation } from './organisation'
import { addDays, seededRandom } from './random'
import { idOf, type SeededReference } from './reference'

/** Students of the office lists beyond the providers' own: enough that paging and search are real. */
export const OFFICE_STUDENT_COUNT = 3000
const BATCH = 500

/**
 * Students spread over the four customers' schools, a little over half with an active referral
 * not yet assigned to a provider (the office's work queue). SIE numbers start at `sieBase`
 * (50,000,000 by default) so they never meet the providers' students (40,000,000 + …). Inserted in batches: one insert per
 * student would make the first start slow on PGlite.
 */
export async function seedOfficeStudents(
  tx: Transaction,
  reference: SeededReference,
  organisation: SeededOrganisation,
  today: string,
  options: { count?: number | undefined; sieBase?: number; seed?: number } = {},
) {
  const { count = OFFICE_STUDENT_COUNT, sieBase = 50_000_000, seed = 20261123 } = options
  const random = seededRandom(seed)
  const schools = organisation.locations.filter((location) => location.school_code !== null)
  const gradeNames = [...reference.grades.keys()]
  const year = reference.currentAcademicYear
  const therapies = reference.services.filter((service) => service.type_id === 1)
  const active = idOf(reference.referralStatuses, 'Activo')
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset
      const gender = random.pick(['Femenino', 'Masculino'] as const)
      const gradeIndex = random.int(0, gradeNames.length - 1)
      const school = schools[index % schools.length]!
      const names = {
        first_name: random.pick(data.firstNames[gender]),
        last_name: random.pick(data.surnames),
        second_last_name: random.pick(data.surnames),
        sie_number: String(sieBase + index * 131),
      }
      return {
        ...names,
        search_text: studentSearchText(names),
        birth_date: addDays(`${Number(today.slice(0, 4)) - 5 - gradeIndex}-01-01`, random.int(0, 364)),
        gender_id: idOf(reference.genders, gender),
        grade_id: idOf(reference.grades, gradeNames[gradeIndex]!),
        location_id: school.id,
        customer_id: school.customer_id,
        municipality_id: school.municipality_id,
        guardian_name: `${random.pick(data.guardianFirstNames)} ${random.pick(data.surnames)}`,
        guardian_phone: `(939) 555-${String(index % 10_000).padStart(4, '0')}`,
        state: 'PR',
      }
    })
    const students = await tx.insert(schema.students).values(rows).returning({ id: schema.students.id, location_id: schema.students.location_id, customer_id: schema.students.customer_id })
    const referrals = students
      .filter(() => random.next() < 0.55)
      .map((student) => ({
        number: `${year.start_date.slice(0, 4)}-${String(student.customer_id).padStart(2, '0')}-${String(500_000 + student.id).padStart(6, '0')}`,
        student_id: student.id,
        service_id: random.pick(therapies).id,
        customer_id: student.customer_id!,
        location_id: student.location_id!,
        academic_year_id: year.id,
        status_id: active,
        start_date: addDays(year.start_date, random.int(20, 60)),
      }))
    if (referrals.length > 0) await tx.insert(schema.referrals).values(referrals)
  }
}
