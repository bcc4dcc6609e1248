import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ServiceAcademicYearInput } from '../../../domain/students/schemas'
import type { ServiceAcademicYear } from '../../../domain/students/types'
import { apiJson } from '../../../sync/api-client'
import { serviceAcademicYearsQuery } from './list-service-academic-years'

const path = (studentId: number, serviceId: number, academicYearId: number) => `/students/${studentId}/services/${serviceId}/academic-years/${academicYearId}`

/** PATCH …/academic-years/{academic_year_id}: creates or changes the service's year. */
export const updateServiceAcademicYear = (studentId: number, serviceId: number, academicYearId: number, input: ServiceAcademicYearInput) =>
  apiJson<ServiceAcademicYear>(path(studentId, serviceId, academicYearId), { method: 'PATCH', body: input })

/** DELETE …/academic-years/{academic_year_id}. */
export const deleteServiceAcademicYear = (studentId: number, serviceId: number, academicYearId: number) =>
  apiJson<void>(path(studentId, serviceId, academicYearId), { method: 'DELETE' })

/** Both writes refetch the service's years. */
export function useServiceAcademicYearWrites(studentId: number, serviceId: number) {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: serviceAcademicYearsQuery(studentId, serviceId).queryKey })
  const update = useMutation({
    mutationFn: ({ academicYearId, input }: { academicYearId: number; input: ServiceAcademicYearInput }) => updateServiceAcademicYear(studentId, serviceId, academicYearId, input),
    onSuccess,
  })
  const remove = useMutation({ mutationFn: (academicYearId: number) => deleteServiceAcademicYear(studentId, serviceId, academicYearId), onSuccess })
  return { update, remove }
}
