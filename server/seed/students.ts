import type { Transaction } from '../db/client'
import { studentSearchText } from '../students/search-text'
import * as schema from '../db/schema'
import * as data from './data/organisation'
import { addDays, seededRandom } from './random'
import { idOf, type SeededReference } from './reference'
import type { SeededOrganisation } from './organisation'

export const STUDENT_COUNT = 72

/**
 * Students with referrals: each has a therapy referral, some also an evaluation; most are active
 * and assigned to a provider, so every demo provider has a realistic list of active students.
 */
export async function seedStudents(tx: Transaction, reference: SeededReference, organisation: SeededOrganisation, today: string) {
  const random = seededRandom(20261121)
  const schools = organisation.locations.filter((location) => location.school_code !== null)
  const gradeNames = [...reference.grades.keys()]
  const year = reference.currentAcademicYear
  const therapyCodes = ['THL', 'THL', 'THL', 'TO', 'TO', 'TF', 'TPS']
  const evaluationCodes = ['EHL', 'EO', 'EF', 'EPS', 'EPE']
  const turn = new Map<string, number>()
  let referralSequence = 1

  for (let index = 0; index < STUDENT_COUNT; index++) {
    const gender = random.pick(['Femenino', 'Masculino'] as const)
    const gradeIndex = random.int(0, gradeNames.length - 1)
    const birthYear = Number(today.slice(0, 4)) - 4 - gradeIndex - random.int(0, 1)
    const school = schools[index % schools.length]!
    const names = {
      first_name: random.pick(data.firstNames[gender]),
      last_name: random.pick(data.surnames),
      second_last_name: random.pick(data.surnames),
      sie_number: String(40_000_000 + index * 7_919),
    }
    const [student] = await tx
      .insert(schema.students)
      .values({
        ...names,
        search_text: studentSearchText(names),
        birth_date: `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        gender_id: idOf(reference.genders, gender),
        grade_id: idOf(reference.grades, gradeNames[gradeIndex]!),
        impediment_id: random.int(1, reference.impediments.size),
        location_id: school.id,
        customer_id: school.customer_id,
        municipality_id: school.municipality_id,
        guardian_name: `${random.pick(data.guardianFirstNames)} ${random.pick(data.surnames)}`,
        guardian_phone: `(787) 555-${String(3000 + index).padStart(4, '0')}`,
        contact_method_id: random.int(1, reference.contactMethods.size),
      })
      .returning()

    const codes = [therapyCodes[index % therapyCodes.length]!]
    if (random.next() < 0.25) codes.push(random.pick(evaluationCodes))
    for (const code of codes) {
      const service = reference.services.find((candidate) => candidate.code === code)!
      const candidates = data.providersByService[code]!
      const position = turn.get(code) ?? 0
      turn.set(code, position + 1)
      const providerId = organisation.providerIds[candidates[position % candidates.length]!]!
      const specialties = organisation.specialtiesByProvider.get(providerId) ?? []
      const specialty = specialties.find((candidate) => candidate.discipline_id === service.discipline_id) ?? specialties[0]
      const closed = random.next() < 0.1
      const customerId = school.customer_id!
      await tx.insert(schema.referrals).values({
        number: `${year.start_date.slice(0, 4)}-${String(customerId).padStart(2, '0')}-${String(referralSequence++).padStart(6, '0')}`,
        student_id: student!.id,
        service_id: service.id,
        customer_id: customerId,
        location_id: school.id,
        provider_id: providerId,
        provider_specialty_id: specialty?.id ?? null,
        academic_year_id: year.id,
        status_id: idOf(reference.referralStatuses, closed ? 'Cerrado' : 'Activo'),
        start_date: addDays(year.start_date, random.int(20, 60)),
        end_date: closed ? addDays(today, -random.int(5, 40)) : null,
        weekly_frequency: service.type_id === 1 ? random.pick([1, 2, 2, 3]) : 1,
        session_minutes: service.type_id === 1 ? random.pick([30, 30, 45, 60]) : 120,
      })
    }
  }
}
