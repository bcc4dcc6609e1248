import { describe, expect, it } from 'vitest'
import { activeStudent } from '../../../test/support/session-lookups'
import { visibleStudents } from './student-filters'
import { DEFAULT_VIEW } from './view-preferences'

const students = [
  activeStudent({ student_name: 'Bruno', service_id: 1, location_id: 10 }),
  activeStudent({ student_name: 'Ana', service_id: 1, location_id: 20, referral_number: '2026-01-000777' }),
  activeStudent({ student_name: 'Carla', service_id: 2, service_type_id: 2, location_id: 10 }),
]
const names = (list: ReturnType<typeof visibleStudents>) => list.map((student) => student.student_name)

describe('visible students', () => {
  it('shows the tab by name, narrowed by the remembered filters and the search', () => {
    expect(names(visibleStudents(students, DEFAULT_VIEW, ''))).toEqual(['Ana', 'Bruno'])
    expect(names(visibleStudents(students, { ...DEFAULT_VIEW, tab: 'evaluation' }, ''))).toEqual(['Carla'])
    expect(names(visibleStudents(students, { ...DEFAULT_VIEW, locationId: 10 }, ''))).toEqual(['Bruno'])
    expect(names(visibleStudents(students, DEFAULT_VIEW, '000777'))).toEqual(['Ana'])
    expect(names(visibleStudents(students, DEFAULT_VIEW, 'bru'))).toEqual(['Bruno'])
  })

  it('ignores a remembered filter the tab does not have, rather than hiding everyone', () => {
    expect(names(visibleStudents(students, { ...DEFAULT_VIEW, serviceId: 2 }, ''))).toEqual(['Ana', 'Bruno'])
  })
})
