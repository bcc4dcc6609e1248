import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useStudent } from '../../kit/lookups/get-student'
import type { RequestsSearch } from './requests-search'
import { RequestsFrame } from './RequestsFrame'
import { RequestsList } from './RequestsList'

const STUDENT_REQUESTS_PATH = '/students/$studentId/services/{-$serviceId}/compensatory-services-requests'
const route = getRouteApi(STUDENT_REQUESTS_PATH)

/**
 * /students/{studentId}/services/{serviceId?}/compensatory-services-requests: a student's
 * compensatory requests, all of them or one service's.
 */
export function StudentRequestsScreen({ studentId, serviceId }: { studentId: number; serviceId: number | undefined }) {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: STUDENT_REQUESTS_PATH })
  const student = useStudent(studentId)
  const name = student.data ? [student.data.first_name, student.data.last_name, student.data.second_last_name].filter(Boolean).join(' ') : undefined
  const onSearch = (next: Partial<RequestsSearch>) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) })
  const chooseService = (value: string) =>
    void navigate({
      params: { studentId: String(studentId), serviceId: value || undefined },
      search: ({ status_id, sort, page_size }) => ({ status_id, sort, page_size }),
    })
  return (
    <RequestsFrame
      back={
        <Link to="/students/$studentId" params={{ studentId: String(studentId) }}>
          {t`Volver al estudiante`}
        </Link>
      }
      subtitle={name ? t`Estudiante: ${name} (SIE ${student.data?.sie_number})` : undefined}
      narrowing={{
        label: t`Servicio`,
        allLabel: t`Todos los servicios`,
        value: serviceId,
        options: student.data?.services.map((service) => ({ id: service.service_id, name: service.service_name })),
        onChange: chooseService,
      }}
    >
      <RequestsList
        scope={{ student_id: studentId, service_id: serviceId }}
        search={search}
        onSearch={onSearch}
        columns={{ student: false, provider: true }}
        belongs={(request) => request.student_id === studentId}
      />
    </RequestsFrame>
  )
}
