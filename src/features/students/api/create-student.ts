import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StudentCreateInput } from '../../../domain/students/schemas'
import type { StudentDetail } from '../../../domain/students/types'
import { apiJson } from '../../../sync/api-client'
import { studentQuery } from '../../../kit/lookups/get-student'

/** POST /students (spec §7): a new student; answers the student as GET /students/{id} does. */
export const createStudent = (input: StudentCreateInput) => apiJson<StudentDetail>('/students', { method: 'POST', body: input })

/** The new student is cached for its screen and every student list is fetched again. */
export function useCreateStudent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStudent,
    onSuccess: (created) => {
      queryClient.setQueryData(studentQuery(created.id).queryKey, created)
      void queryClient.invalidateQueries({ queryKey: ['students', 'list'] })
    },
  })
}
