import { saveReferenceLists } from '../../src/db/reference-lists'
import { activeStudentsOwner } from '../../src/domain/service-sessions/active-students-cache'
import type { ActiveStudent } from '../../src/domain/service-sessions/types'
import { saveActiveStudents } from '../../src/sync/active-students'

/** The session form's lists as the server sends them (a small version of the seed's). */
export const lookupLists = {
  sessionTypes: [
    { id: 1, name: 'Terapia individual' },
    { id: 2, name: 'Terapia grupal' },
  ],
  sessionOutcomes: [
    { id: 1, name: 'Sesión ofrecida', delivered: true },
    { id: 2, name: 'Estudiante ausente', delivered: false },
    { id: 3, name: 'Escuela cerrada', delivered: false },
  ],
  visitOutcomes: [
    { id: 1, name: 'Asistió', session_outcome_id: 1, absence: false },
    { id: 2, name: 'Llegó tarde', session_outcome_id: 1, absence: false },
    { id: 3, name: 'Ausencia justificada', session_outcome_id: 2, absence: true },
    { id: 4, name: 'Ausencia no justificada', session_outcome_id: 2, absence: true },
    { id: 5, name: 'No ofrecida por cierre de la escuela', session_outcome_id: 3, absence: true },
  ],
  durations: [
    { id: 1, name: '30 minutos', minutes: 30 },
    { id: 2, name: '45 minutos', minutes: 45 },
  ],
  services: [
    { id: 1, name: 'Terapia del habla', type_id: 1, discipline_id: null },
    { id: 2, name: 'Evaluación del habla', type_id: 2, discipline_id: null },
  ],
}

let nextReferral = 100

/** One active student of provider 1 (overrides change service, location, name…). */
export function activeStudent(overrides: Partial<ActiveStudent> = {}): ActiveStudent {
  const referral = nextReferral++
  return {
    referral_id: referral,
    student_id: referral + 1000,
    student_name: `Estudiante ${referral}`,
    first_name: 'Estudiante',
    last_name: String(referral),
    service_id: 1,
    service_name: 'Terapia del habla',
    service_type_id: 1,
    location_id: 10,
    location_name: 'Escuela Luis Muñoz Rivera',
    provider_id: 1,
    provider_name: 'Marisol Rivera Torres',
    customer_id: 1,
    referral_number: `2026-01-${String(referral).padStart(6, '0')}`,
    grade_name: 'Tercero',
    ...overrides,
  }
}

/** Two students at one school, one at another, all for speech therapy. */
export const demoStudents = (): ActiveStudent[] => [
  activeStudent({ referral_id: 1, student_id: 11, student_name: 'Ana Rivera' }),
  activeStudent({ referral_id: 2, student_id: 12, student_name: 'Bruno Colón' }),
  activeStudent({ referral_id: 3, student_id: 13, student_name: 'Carla Ortiz', location_id: 20, location_name: 'Escuela José de Diego' }),
]

/** Puts the lists and the provider's active students on the device, as sign-in does. */
export async function seedSessionLookups(students: ActiveStudent[] = demoStudents(), fetchedAt = Date.now()): Promise<void> {
  await saveReferenceLists(lookupLists)
  await saveActiveStudents(activeStudentsOwner('provider', 1), students, fetchedAt)
}
