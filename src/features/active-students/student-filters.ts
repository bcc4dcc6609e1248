import { SERVICE_TYPE } from '../../domain/constants'
import type { NamedItem } from '../../domain/reference'
import type { ActiveStudent } from '../../domain/service-sessions/types'
import type { StudentsTab, StudentsView } from './view-preferences'

const TYPE_OF_TAB: Record<StudentsTab, number> = { therapy: SERVICE_TYPE.therapy, evaluation: SERVICE_TYPE.evaluation }

export function inTab(students: readonly ActiveStudent[], tab: StudentsTab): ActiveStudent[] {
  return students.filter((student) => student.service_type_id === TYPE_OF_TAB[tab])
}

function distinct(pairs: Array<[number, string]>): NamedItem[] {
  return [...new Map(pairs).entries()].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'es'))
}

/** The filters' choices: what the students of the tab have. */
export function filterChoices(students: readonly ActiveStudent[], providerName: (id: number) => string) {
  return {
    services: distinct(students.map((student) => [student.service_id, student.service_name])),
    locations: distinct(students.map((student) => [student.location_id, student.location_name])),
    providers: distinct(students.map((student) => [student.provider_id, providerName(student.provider_id)])),
  }
}

/**
 * The students a view shows, by name. A remembered choice that the list no longer has (the
 * service ended, another tab) filters nothing rather than hiding everyone.
 */
export function visibleStudents(
  students: readonly ActiveStudent[],
  view: StudentsView,
  search: string,
  providerName: (id: number) => string = String,
): ActiveStudent[] {
  const tab = inTab(students, view.tab)
  const choices = filterChoices(tab, providerName)
  const applies = (id: number | null, options: NamedItem[]) => (id !== null && options.some((option) => option.id === id) ? id : null)
  const serviceId = applies(view.serviceId, choices.services)
  const locationId = applies(view.locationId, choices.locations)
  const providerId = applies(view.providerId, choices.providers)
  const words = search.trim().toLocaleLowerCase('es')
  return tab
    .filter(
      (student) =>
        (serviceId === null || student.service_id === serviceId) &&
        (locationId === null || student.location_id === locationId) &&
        (providerId === null || student.provider_id === providerId) &&
        (words === '' || student.student_name.toLocaleLowerCase('es').includes(words) || student.referral_number.includes(words)),
    )
    .sort((a, b) => a.student_name.localeCompare(b.student_name, 'es'))
}
