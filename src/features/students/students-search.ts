import { STUDENT_SORTS } from '../../domain/lists/list-constants'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/** /students?q=…&sort=…&customer_id=…: the student list's state in its address. */
export const STUDENT_FILTERS = ['customer_id', 'location_id', 'grade_id'] as const
export const STUDENTS_DEFAULT_SORT = 'name'
export const studentsSearch = listSearch({ sorts: STUDENT_SORTS, idFilters: STUDENT_FILTERS })
export type StudentsSearch = ListSearchOf<(typeof STUDENT_FILTERS)[number]>
