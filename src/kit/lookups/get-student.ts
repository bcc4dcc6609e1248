import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StudentDetail } from '../../domain/students/types'
import { apiJson } from '../../sync/api-client'

/** GET /students/{id}. */
export const getStudent = (id: number) => apiJson<StudentDetail>(`/students/${id}`)
export const studentQuery = (id: number) => queryOptions({ queryKey: ['students', 'detail', id], queryFn: () => getStudent(id) })
export const useStudent = (id: number) => useQuery(studentQuery(id))
