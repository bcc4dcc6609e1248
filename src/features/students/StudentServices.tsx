import { Badge, Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { StudentService } from '../../domain/students/types'
import { Loader } from '../../components/loader'
import { showSnackbar } from '../../components/snackbar'
import { describeError } from '../shared/describe-error'
import { useServiceAcademicYears } from './api/list-service-academic-years'
import { useServiceAcademicYearWrites } from './api/update-service-academic-year'

/** Each service the student receives or received, with its academic years. */
export function StudentServices({ studentId, services, readOnly }: { studentId: number; services: StudentService[]; readOnly: boolean }) {
  const { t } = useLingui()
  return (
    <Stack gap="4" as="section" aria-label={t`Servicios`}>
      <Heading as="h2" size="md">{t`Servicios`}</Heading>
      {services.length === 0 ? <Text color="fg.muted">{t`El estudiante no tiene servicios.`}</Text> : null}
      {services.map((service) => (
        <ServiceCard key={service.service_id} studentId={studentId} service={service} readOnly={readOnly} />
      ))}
    </Stack>
  )
}

function ServiceCard({ studentId, service, readOnly }: { studentId: number; service: StudentService; readOnly: boolean }) {
  const { t, i18n } = useLingui()
  const years = useServiceAcademicYears(studentId, service.service_id)
  const { remove } = useServiceAcademicYearWrites(studentId, service.service_id)
  const removeYear = (academicYearId: number) =>
    remove.mutate(academicYearId, {
      onSuccess: () => showSnackbar(t`Año académico quitado`, 'success'),
      onError: (error) => showSnackbar(describeError(i18n, error), 'error'),
    })
  return (
    <Card.Root variant="outline" as="article" aria-label={service.service_name}>
      <Card.Header flexDirection="row" gap="3" alignItems="center">
        <Heading as="h3" size="sm">{service.service_name}</Heading>
        <Badge colorPalette={service.active ? 'green' : 'gray'}>{service.active ? t`Activo` : t`Inactivo`}</Badge>
      </Card.Header>
      <Card.Body>
        {years.error ? (
          <Text color="fg.error">{describeError(i18n, years.error)}</Text>
        ) : !years.data ? (
          <Loader type="inline" />
        ) : years.data.length === 0 ? (
          <Text color="fg.muted">{t`Sin años académicos.`}</Text>
        ) : (
          <Table.Root size="sm" aria-label={t`Años académicos de ${service.service_name}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Año académico`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Elegible`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Comentarios`}</Table.ColumnHeader>
                {readOnly ? null : <Table.ColumnHeader />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {years.data.map((year) => (
                <Table.Row key={year.academic_year_id}>
                  <Table.Cell>{year.academic_year_name}</Table.Cell>
                  <Table.Cell>{year.eligible ? t`Sí` : t`No`}</Table.Cell>
                  <Table.Cell>{year.comments ?? '—'}</Table.Cell>
                  {readOnly ? null : (
                    <Table.Cell textAlign="end">
                      <Button size="xs" variant="outline" loading={remove.isPending && remove.variables === year.academic_year_id} onClick={() => removeYear(year.academic_year_id)}>
                        {t`Quitar`}
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  )
}
