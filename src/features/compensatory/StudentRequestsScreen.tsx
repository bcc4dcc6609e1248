import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { useStudent } from '../students/api/get-student'
import type { RequestsSearch } from './requests-search'
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
    <Page
      title={t`Servicios compensatorios`}
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/students/$studentId" params={{ studentId: String(studentId) }}>{t`Volver al estudiante`}</Link>
        </Button>
      }
    >
      <Stack gap="4">
        {name ? <Text color="fg.muted">{t`Estudiante: ${name} (SIE ${student.data?.sie_number})`}</Text> : null}
        {student.data ? (
          <HStack>
            <Field.Root maxW="xs">
              <Field.Label>{t`Servicio`}</Field.Label>
              <PlainSelect value={serviceId ?? ''} onChange={(event) => chooseService(event.currentTarget.value)}>
                <option value="">{t`Todos los servicios`}</option>
                {student.data.services.map((service) => (
                  <option key={service.service_id} value={service.service_id}>
                    {service.service_name}
                  </option>
                ))}
              </PlainSelect>
            </Field.Root>
          </HStack>
        ) : null}
        <RequestsList
          scope={{ student_id: studentId, service_id: serviceId }}
          search={search}
          onSearch={onSearch}
          columns={{ student: false, provider: true }}
          belongs={(request) => request.student_id === studentId}
        />
      </Stack>
    </Page>
  )
}
