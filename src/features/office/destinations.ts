import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AreaRequirement } from './access'

/**
 * The office areas this console adds, for the navigation's destinations table (features/shell):
 * path, label, and what the person and the company need for the entry to show (the same
 * requirement the screen's gate checks).
 */
export interface OfficeDestination extends AreaRequirement {
  path: '/students' | '/locations' | '/tasks/import'
  label: MessageDescriptor
}

// The same module and permission the server checks on the calls behind each area (server/app.ts).
export const STUDENTS_AREA: AreaRequirement = { permission: 'students.read', module: 'referrals' }
export const LOCATIONS_AREA: AreaRequirement = { permission: 'locations.read' }
export const IMPORT_AREA: AreaRequirement = { permission: 'import.run', module: 'tasks' }

export const OFFICE_DESTINATIONS: readonly OfficeDestination[] = [
  { path: '/students', label: msg`Estudiantes`, ...STUDENTS_AREA },
  { path: '/locations', label: msg`Localidades`, ...LOCATIONS_AREA },
  { path: '/tasks/import', label: msg`Importar estudiantes activos`, ...IMPORT_AREA },
]
