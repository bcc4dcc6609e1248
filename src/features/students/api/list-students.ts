import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { StudentListItem } from '../../../domain/students/types'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import type { StudentsSearch } from '../students-search'

/** GET /students (spec §7 Students): a page of students, searched by name or SIE number. */
export const listStudents = (search: StudentsSearch) => apiJson<Page<StudentListItem>>(`/students${listQueryString(search)}`)
export const studentsQuery = (search: StudentsSearch) => queryOptions({ queryKey: ['students', 'list', search], queryFn: () => listStudents(search) })
// The last page stays on screen while the next one loads, so paging does not flash empty.
export const useStudents = (search: StudentsSearch) => useQuery({ ...studentsQuery(search), placeholderData: keepPreviousData })
