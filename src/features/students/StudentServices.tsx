import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ServiceAcademicYear, StudentService } from '../../domain/students/types'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable } from '../../components/data-table'
import { Loader } from '../../components/loader'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import { describeError } from '../../kit/errors/describe-error'
import { useServiceAcademicYears } from './api/list-service-academic-years'
import { useServiceAcademicYearWrites } from './api/update-service-academic-year'
import { ServiceYearDialog } from './ServiceYearDialog'

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
  // The year being edited (null: a new one), or undefined while no editor is open.
  const [editing, setEditing] = useState<ServiceAcademicYear | null | undefined>(undefined)
  const [removing, setRemoving] = useState<ServiceAcademicYear | null>(null)
  const removeYear = (year: ServiceAcademicYear) =>
    remove.mutateAsync(year.academic_year_id).then(
      () => showSnackbar(t`Año académico quitado`, 'success'),
      (error: unknown) => showSnackbar(describeError(i18n, error), 'error'),
    )
  return (
    <Card.Root variant="outline" as="article" aria-label={service.service_name}>
      <Card.Header>
        <HStack gap="3" wrap="wrap">
          <Heading as="h3" size="sm">{service.service_name}</Heading>
          <StatusBadge tone={service.active ? 'success' : 'neutral'}>{service.active ? t`Activo` : t`Inactivo`}</StatusBadge>
          {/* Offered once the years are known, so the new year's list leaves out those it has. */}
          {readOnly || !years.data ? null : (
            <Button size="xs" variant="outline" ms="auto" onClick={() => setEditing(null)}>
              {t`Agregar año académico`}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {years.error ? (
          <Text color="fg.error">{describeError(i18n, years.error)}</Text>
        ) : !years.data ? (
          <Loader type="inline" />
        ) : years.data.length === 0 ? (
          <Text color="fg.muted">{t`Sin años académicos.`}</Text>
        ) : (
          <DataTable
            caption={t`Años académicos de ${service.service_name}`}
            rows={years.data}
            rowKey={(year) => String(year.academic_year_id)}
            empty={null}
            columns={[
              { key: 'year', header: t`Año académico`, cell: (year) => year.academic_year_name },
              { key: 'eligible', header: t`Elegible`, cell: (year) => (year.eligible ? t`Sí` : t`No`) },
              { key: 'comments', header: t`Comentarios`, cell: (year) => year.comments ?? '—' },
              ...(readOnly
                ? []
                : [
                    {
                      key: 'actions',
                      header: t`Acciones`,
                      cell: (year: ServiceAcademicYear) => (
                        <HStack gap="2">
                          <Button size="xs" variant="outline" aria-label={t`Cambiar ${year.academic_year_name}`} onClick={() => setEditing(year)}>
                            {t`Cambiar`}
                          </Button>
                          <Button size="xs" variant="outline" aria-label={t`Quitar ${year.academic_year_name}`} onClick={() => setRemoving(year)}>
                            {t`Quitar`}
                          </Button>
                        </HStack>
                      ),
                    },
                  ]),
            ]}
          />
        )}
      </Card.Body>
      {editing !== undefined ? (
        <ServiceYearDialog
          studentId={studentId}
          serviceId={service.service_id}
          serviceName={service.service_name}
          year={editing}
          taken={(years.data ?? []).map((year) => year.academic_year_id)}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t`¿Quitar el año académico?`}
        message={t`El año académico se quitará del servicio de este estudiante.`}
        subject={removing ? `${service.service_name} · ${removing.academic_year_name}` : undefined}
        confirmLabel={t`Quitar`}
        cancelLabel={t`Cancelar`}
        onConfirm={() => (removing ? removeYear(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Card.Root>
  )
}
