import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceAcademicYear } from '../../../domain/students/types'
import { apiJson } from '../../../sync/api-client'

/** GET /students/{student_id}/services/{service_id}/academic-years. */
export const listServiceAcademicYears = (studentId: number, serviceId: number) =>
  apiJson<ServiceAcademicYear[]>(`/students/${studentId}/services/${serviceId}/academic-years`)
export const serviceAcademicYearsQuery = (studentId: number, serviceId: number) =>
  queryOptions({ queryKey: ['students', 'detail', studentId, 'services', serviceId, 'academic-years'], queryFn: () => listServiceAcademicYears(studentId, serviceId) })
export const useServiceAcademicYears = (studentId: number, serviceId: number) => useQuery(serviceAcademicYearsQuery(studentId, serviceId))
