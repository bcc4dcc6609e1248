import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ContactDetailsInput, StudentDetailsInput } from '../../../domain/students/schemas'
import type { StudentDetail } from '../../../domain/students/types'
import { apiJson } from '../../../sync/api-client'
import { ApiError } from '../../../sync/api-errors'
import { studentQuery } from '../../../kit/lookups/get-student'

export type StudentChange = ContactDetailsInput | StudentDetailsInput

/** PATCH /students/{id} with action student-details or contact-details (spec §7), carrying the version `hash`. */
export const updateStudent = (id: number, change: StudentChange) => apiJson<StudentDetail>(`/students/${id}`, { method: 'PATCH', body: change })

/**
 * The saved student replaces the cached one and every student list is fetched again (a name
 * or school may have changed). On 409 the server's current student replaces the cache too, so
 * the form shows what the office has now.
 */
export function useUpdateStudent(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: StudentChange) => updateStudent(id, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(studentQuery(id).queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['students', 'list'] })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: studentQuery(id).queryKey })
    },
  })
}
